import type { AppServices, RequestContext } from "../app/platform/.server/context";
import type { Db } from "../app/platform/.server/db";
import type { Logger } from "../app/platform/.server/logger";
import { withShopSender } from "../app/features/site/.server/mail-sender";
import { createMailer } from "../app/platform/.server/mailer";
import { SessionHandle } from "../app/platform/.server/session";
import type { Config } from "./config";

/** The services a request sees, around a database handle (the main thread's, or a render thread's own). */
export function appServices(config: Config, db: Db, log: Logger): AppServices {
  return {
    db,
    log,
    now: () => new Date(),
    site: {
      url: config.siteUrl,
      secretKey: config.secretKey,
      uploadsDir: config.uploadsDir,
      contactUploadsDir: config.contactUploads.dir,
      secureCookies: config.siteUrl.startsWith("https://"),
    },
    // The owner's sender setting over the server's MAIL_FROM.
    mailer: withShopSender(createMailer(config.mail), db, config.mail.from),
    media: { incomingDir: config.uploads.incomingDir, fileBytes: config.uploads.fileBytes, maxPixels: config.media.maxPixels, sizesFault: config.media.sizesFault },
  };
}

/** What one request's loaders and actions get as `context`: the services and this request's own. */
/** Whether a router request asks for a whole document rather than React Router's data for one (`/….data`). */
export const asksForDocument = (pathname: string) => !pathname.endsWith(".data");

export function requestContext(
  services: AppServices,
  r: {
    cspNonce: string;
    clientIp: string;
    cookieHeader: string | null | undefined;
    setCookie: (header: string) => void;
    /** The request asks for a whole document, not for React Router's data (`….data`). */
    document: boolean;
  },
): RequestContext {
  const renderOnlyValues = new Map<string, unknown>();
  return {
    ...services,
    cspNonce: r.cspNonce,
    clientIp: r.clientIp,
    setCookie: r.setCookie,
    renderOnly: (key, value) => {
      if (!r.document) return value;
      renderOnlyValues.set(key, value);
      return null;
    },
    renderOnlyValues,
    session: new SessionHandle({
      db: services.db,
      now: services.now,
      clientIp: r.clientIp,
      cookieHeader: r.cookieHeader,
      secureCookies: services.site.secureCookies,
      setCookie: r.setCookie,
    }),
  };
}
