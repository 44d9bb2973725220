import { tmpdir } from "node:os";
import path from "node:path";
import pino from "pino";
import type { AppServices, RequestContext } from "../../app/platform/.server/context";
import type { Db } from "../../app/platform/.server/db";
import { type Mailer, memoryMailer } from "../../app/platform/.server/mailer";
import { SessionHandle } from "../../app/platform/.server/session";

export const TEST_SECRET = "test-secret-key-that-is-32-chars-long!";

/** Where the tests' contact form uploads go: this process's own folder. */
export const CONTACT_UPLOADS_DIR = path.join(tmpdir(), `contact-uploads-${process.pid}`);

/**
 * App services over a test database with a movable clock. Mail goes to `mailer`, by default one
 * that keeps the messages in memory (`memoryMailer().sent`).
 */
export function testServices(db: Db, now: () => Date = () => new Date(), mailer: Mailer = memoryMailer()): AppServices {
  return {
    db,
    log: pino({ level: "silent" }),
    now,
    site: { url: "http://shop.test", secretKey: TEST_SECRET, uploadsDir: "/tmp/uploads", contactUploadsDir: CONTACT_UPLOADS_DIR, secureCookies: false },
    mailer,
    media: { incomingDir: path.join(tmpdir(), `incoming-${process.pid}`), fileBytes: 25 * 1024 * 1024, maxPixels: 60_000_000, sizesFault: null },
  };
}

/**
 * The context a loader or action receives for `request`, as the server builds it. Cookies the
 * handler sets are collected in `setCookies`. The client is the machine itself unless `clientIp`
 * says otherwise: its requests are not counted against the per-address allowances.
 */
export function requestContext(
  services: AppServices,
  request: Request,
  o: { clientIp?: string } = {},
): RequestContext & { setCookies: string[] } {
  const setCookies: string[] = [];
  const clientIp = o.clientIp ?? "127.0.0.1";
  return {
    ...services,
    cspNonce: "test-nonce",
    clientIp,
    setCookies,
    setCookie: (h) => setCookies.push(h),
    // As for a data request: loaders answer everything they read.
    renderOnly: (_key, value) => value,
    renderOnlyValues: new Map(),
    session: new SessionHandle({
      db: services.db,
      now: services.now,
      clientIp,
      cookieHeader: request.headers.get("cookie"),
      secureCookies: services.site.secureCookies,
      setCookie: (h) => setCookies.push(h),
    }),
  };
}

/**
 * Signs `userId` in as the sign-in form does, on the visitor's session (`cookie`) or a new one;
 * answers the new session's `Cookie` header (signing in changes the session's token).
 */
export async function signInAs(services: AppServices, userId: number, cookie?: string): Promise<string> {
  const context = requestContext(services, new Request(services.site.url, { headers: cookie ? { cookie } : {} }));
  await context.session.signIn(userId, { remember: false });
  return cookieHeaderOf(context.setCookies);
}

/** The `Cookie` header a browser sends back after `setCookies`. */
export function cookieHeaderOf(setCookies: readonly string[]): string {
  return setCookies.map((h) => h.split(";")[0]!).join("; ");
}
