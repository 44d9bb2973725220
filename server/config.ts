import { randomBytes } from "node:crypto";
import { link, mkdir, readFile, rm, writeFile } from "node:fs/promises";
import { availableParallelism } from "node:os";
import path from "node:path";
import { z } from "zod";

const Env = z.object({
  NODE_ENV: z.enum(["development", "production", "test"]).default("production"),
  PORT: z.coerce.number().int().min(0).max(65535).default(3000),
  HOST: z.string().min(1).default("0.0.0.0"),
  DATA_DIR: z.string().min(1).default("./data"),
  DATABASE_URL: z
    .string()
    .regex(/^postgres(ql)?:\/\//, "DATABASE_URL phải là một địa chỉ postgres://")
    .optional(),
  /** Public address of the shop, used in canonical links, sitemaps and e-mails; `https://` makes the session and cart cookies `Secure` and adds HSTS. */
  SITE_URL: z.url().optional(),
  /** 32+ characters; generated and kept in DATA_DIR/secrets.json when not given. */
  SECRET_KEY: z.string().min(32).optional(),
  LOG_LEVEL: z.enum(["fatal", "error", "warn", "info", "debug", "trace", "silent"]).default("info"),
  /** Set behind a reverse proxy (one hop): the protocol, host and client IP come from its X-Forwarded-* headers. */
  TRUST_PROXY: z.stringbool().default(false),
  /**
   * The demo shop in an empty database at start-up: `1`, `0`, or `no-images` (its rows without
   * pictures). Unset: on the embedded database only; a PostgreSQL server's is asked for.
   */
  SEED_DEMO: z.union([z.literal("no-images"), z.stringbool()], { error: "SEED_DEMO phải là 1, 0 hoặc no-images" }).optional(),
  /** Memory for guests' pages kept whole, compressed (decision 034); 0 keeps none. */
  KEPT_PAGES_MB: z.coerce.number().int().min(0).max(4096).default(96),
  /**
   * The catalogue's pages drawn before anyone asks, within KEPT_PAGES_MB, and stale pages sent
   * while they are drawn again (decision 046). A whole catalogue takes ~17 KB a page: products
   * plus listing pages in every sort order.
   */
  DRAW_AHEAD: z.stringbool().default(true),
  /** A CDN's purge address, told which guests' pages changed (decision 034), and its bearer token. */
  CDN_PURGE_URL: z.url().optional(),
  CDN_PURGE_TOKEN: z.string().min(1).optional(),
  /** Threads that render pages and AJAX answers in production; unset: one per CPU core. */
  RENDER_THREADS: z.coerce.number().int().min(1).max(64).optional(),
  /** `smtp://user:pass@host:587` (STARTTLS when offered) or `smtps://…:465`; unset writes mail to DATA_DIR/mail/. */
  SMTP_URL: z.string().regex(/^smtps?:\/\/[^/\s]+/, "SMTP_URL phải là một địa chỉ smtp:// hoặc smtps://").optional(),
  /** Days the files sent with contact forms are kept (outside the public folders) before they are deleted. */
  CONTACT_UPLOADS_KEEP_DAYS: z.coerce.number().int().min(1).max(3650).default(30),
  /** Megabytes a file field may hold when its form does not say (a contact form's `limit:` does). */
  UPLOAD_FILE_MAX_MB: z.coerce.number().int().min(1).max(1024).default(25),
  /** Megabytes a whole multipart post may hold, its files together; past it the post is refused (413). */
  UPLOAD_REQUEST_MAX_MB: z.coerce.number().int().min(1).max(4096).default(100),
  /** Megapixels an uploaded picture (wp/v2/media) may have; checked from its header, before it is decoded. */
  UPLOAD_IMAGE_MAX_MEGAPIXELS: z.coerce.number().int().min(1).max(268).default(60),
  /**
   * TESTS ONLY: uploads whose slug holds this text fail making their sizes during the upload (the
   * browser test of WordPress's resume, post-process, uses it); with `-mai-mai` after it, every
   * attempt fails. Never set it for a real shop.
   */
  TEST_ONLY_MEDIA_SIZES_FAULT: z.string().regex(/^[a-z0-9-]{6,}$/, "TEST_ONLY_MEDIA_SIZES_FAULT: chữ thường, số và dấu gạch, ít nhất 6 ký tự").optional(),
  /** Sender of the shop's e-mails: `"Tên" <dia-chi@…>` or a bare address. */
  MAIL_FROM: z
    .string()
    .trim()
    .regex(/^(?:[^<>]*<[^<>\s@]+@[^<>\s@]+>|[^<>\s@]+@[^<>\s@]+)$/, 'MAIL_FROM phải là "Tên" <email> hoặc một địa chỉ email')
    .default('"Cửa Hàng Xinh" <no-reply@localhost>'),
});

const MB = 1024 * 1024;

export type Config = {
  env: "development" | "production" | "test";
  port: number;
  host: string;
  dataDir: string;
  uploadsDir: string;
  /** Files sent with contact forms: never served, deleted `keepMs` after they came. */
  contactUploads: { dir: string; keepMs: number };
  /** Multipart posts, read as they arrive: their files wait in `incomingDir` while the request is handled. */
  uploads: { incomingDir: string; fileBytes: number; requestBytes: number };
  /** Uploaded pictures: their pixels at most; the test-only fault of their sizes (null in a real shop). */
  media: { maxPixels: number; sizesFault: string | null };
  database: { kind: "pglite"; dataDir: string } | { kind: "postgres"; url: string };
  /** Whether start-up fills an empty database with the demo shop, and with its pictures. */
  demoSeed: { images: boolean } | null;
  siteUrl: string;
  secretKey: string;
  logLevel: z.infer<typeof Env>["LOG_LEVEL"];
  trustProxy: boolean;
  renderThreads: number;
  /** Bytes of guests' pages kept whole on the main thread; 0: none kept (decision 034). */
  keptPagesBytes: number;
  /** Whether the catalogue's pages are drawn ahead and stale pages drawn again (decision 046). */
  drawAhead: boolean;
  /** Where changed guests' pages are purged from a CDN; null: no CDN to tell. */
  cdnPurge: { url: string; token: string | null } | null;
  /** Outgoing mail: SMTP when `smtpUrl` is set, otherwise `.eml` files in `dir`. */
  mail: { smtpUrl: string | null; from: string; dir: string };
};

/**
 * An https SITE_URL means TLS ends at a proxy in front: this server speaks plain http. Unless it
 * trusts the proxy's X-Forwarded-Proto and X-Forwarded-For, it takes every request for http from
 * the proxy's address: the router refuses every form post (cart, checkout) as cross-origin, and
 * all shoppers share one address. A shop that cannot take an order must not start as if it could.
 */
function checkEnv(env: z.infer<typeof Env>, ctx: z.RefinementCtx) {
  httpsSiteNeedsTrustedProxy(env, ctx);
  if (env.UPLOAD_REQUEST_MAX_MB < env.UPLOAD_FILE_MAX_MB) {
    ctx.addIssue({ code: "custom", path: ["UPLOAD_REQUEST_MAX_MB"], message: "UPLOAD_REQUEST_MAX_MB không được nhỏ hơn UPLOAD_FILE_MAX_MB" });
  }
}

function httpsSiteNeedsTrustedProxy(env: { SITE_URL?: string; TRUST_PROXY: boolean }, ctx: z.RefinementCtx) {
  if (env.TRUST_PROXY || !env.SITE_URL || new URL(env.SITE_URL).protocol !== "https:") return;
  ctx.addIssue({
    code: "custom",
    path: ["TRUST_PROXY"],
    message:
      "SITE_URL là https:// nên cửa hàng chạy sau một proxy HTTPS: đặt TRUST_PROXY=true (proxy gửi X-Forwarded-Proto và X-Forwarded-For), " +
      "nếu không mọi biểu mẫu gửi lên (giỏ hàng, thanh toán) đều bị từ chối với mã 400",
  });
}

/** Reads and checks the environment once, at start-up. A bad value stops the server with a clear message. */
export async function loadConfig(source: NodeJS.ProcessEnv = process.env): Promise<Config> {
  const parsed = Env.superRefine(checkEnv).safeParse(source);
  if (!parsed.success) {
    const lines = parsed.error.issues.map((i) => `  ${i.path.join(".")}: ${i.message}`);
    throw new Error(`Cấu hình không hợp lệ:\n${lines.join("\n")}`);
  }
  const env = parsed.data;
  const dataDir = path.resolve(env.DATA_DIR);
  await mkdir(dataDir, { recursive: true });
  return {
    env: env.NODE_ENV,
    port: env.PORT,
    host: env.HOST,
    dataDir,
    uploadsDir: path.join(dataDir, "uploads"),
    contactUploads: { dir: path.join(dataDir, "contact-uploads"), keepMs: env.CONTACT_UPLOADS_KEEP_DAYS * 86_400_000 },
    uploads: { incomingDir: path.join(dataDir, "incoming"), fileBytes: env.UPLOAD_FILE_MAX_MB * MB, requestBytes: env.UPLOAD_REQUEST_MAX_MB * MB },
    media: { maxPixels: env.UPLOAD_IMAGE_MAX_MEGAPIXELS * 1_000_000, sizesFault: env.TEST_ONLY_MEDIA_SIZES_FAULT ?? null },
    database: env.DATABASE_URL
      ? { kind: "postgres", url: env.DATABASE_URL }
      : { kind: "pglite", dataDir: path.join(dataDir, "pglite") },
    demoSeed: demoSeed(env.SEED_DEMO ?? !env.DATABASE_URL),
    siteUrl: (env.SITE_URL ?? `http://localhost:${env.PORT}`).replace(/\/+$/, ""),
    secretKey: env.SECRET_KEY ?? (await persistedSecret(dataDir)),
    logLevel: env.LOG_LEVEL,
    trustProxy: env.TRUST_PROXY,
    renderThreads: env.RENDER_THREADS ?? availableParallelism(),
    keptPagesBytes: env.KEPT_PAGES_MB * MB,
    drawAhead: env.DRAW_AHEAD,
    cdnPurge: env.CDN_PURGE_URL ? { url: env.CDN_PURGE_URL, token: env.CDN_PURGE_TOKEN ?? null } : null,
    mail: { smtpUrl: env.SMTP_URL ?? null, from: env.MAIL_FROM, dir: path.join(dataDir, "mail") },
  };
}

function demoSeed(asked: boolean | "no-images"): Config["demoSeed"] {
  if (asked === false) return null;
  return { images: asked !== "no-images" };
}

const SavedSecret = z.object({ secretKey: z.string().min(32) });

/**
 * A secret made on first run and kept beside the data, so sessions and nonces survive restarts.
 * Processes started together on one DATA_DIR agree on it: each writes a draft of its own whole
 * and links it into place; the first link wins and the others read the winner's file.
 */
async function persistedSecret(dataDir: string): Promise<string> {
  const file = path.join(dataDir, "secrets.json");
  const saved = await readSecret(file);
  if (saved) return saved;
  const secretKey = randomBytes(32).toString("base64url");
  const draft = `${file}.${process.pid}-${randomBytes(4).toString("hex")}`;
  await writeFile(draft, JSON.stringify({ secretKey }, null, 2), { mode: 0o600, flag: "wx" });
  try {
    await link(draft, file);
    return secretKey;
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== "EEXIST") throw error;
  } finally {
    await rm(draft, { force: true });
  }
  const winner = await readSecret(file);
  if (!winner) throw new Error(`${file} biến mất trong lúc khởi động`);
  return winner;
}

/** The kept secret, or `null` before the first run. */
async function readSecret(file: string): Promise<string | null> {
  try {
    return SavedSecret.parse(JSON.parse(await readFile(file, "utf8"))).secretKey;
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === "ENOENT") return null;
    throw error;
  }
}
