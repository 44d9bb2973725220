import { randomBytes } from "node:crypto";
import { mkdir, readFile, writeFile } from "node:fs/promises";
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
  /** Public address of the shop, used in canonical links, sitemaps and e-mails. */
  SITE_URL: z.url().optional(),
  /** 32+ characters; generated and kept in DATA_DIR/secrets.json when not given. */
  SECRET_KEY: z.string().min(32).optional(),
  LOG_LEVEL: z.enum(["fatal", "error", "warn", "info", "debug", "trace", "silent"]).default("info"),
  /** Set behind an HTTPS proxy: session cookies get `Secure`, client IPs come from X-Forwarded-For. */
  TRUST_PROXY: z.stringbool().default(false),
  /** Threads that render pages and AJAX answers in production; unset: one per CPU core. */
  RENDER_THREADS: z.coerce.number().int().min(1).max(64).optional(),
  /** `smtp://user:pass@host:587` (STARTTLS when offered) or `smtps://…:465`; unset writes mail to DATA_DIR/mail/. */
  SMTP_URL: z.string().regex(/^smtps?:\/\/[^/\s]+/, "SMTP_URL phải là một địa chỉ smtp:// hoặc smtps://").optional(),
  /** Sender of the shop's e-mails: `"Tên" <dia-chi@…>` or a bare address. */
  MAIL_FROM: z
    .string()
    .trim()
    .regex(/^(?:[^<>]*<[^<>\s@]+@[^<>\s@]+>|[^<>\s@]+@[^<>\s@]+)$/, 'MAIL_FROM phải là "Tên" <email> hoặc một địa chỉ email')
    .default('"Cửa Hàng Xinh" <no-reply@localhost>'),
});

export type Config = {
  env: "development" | "production" | "test";
  port: number;
  host: string;
  dataDir: string;
  uploadsDir: string;
  database: { kind: "pglite"; dataDir: string } | { kind: "postgres"; url: string };
  siteUrl: string;
  secretKey: string;
  logLevel: z.infer<typeof Env>["LOG_LEVEL"];
  trustProxy: boolean;
  renderThreads: number;
  /** Outgoing mail: SMTP when `smtpUrl` is set, otherwise `.eml` files in `dir`. */
  mail: { smtpUrl: string | null; from: string; dir: string };
};

/** Reads and checks the environment once, at start-up. A bad value stops the server with a clear message. */
export async function loadConfig(source: NodeJS.ProcessEnv = process.env): Promise<Config> {
  const parsed = Env.safeParse(source);
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
    database: env.DATABASE_URL
      ? { kind: "postgres", url: env.DATABASE_URL }
      : { kind: "pglite", dataDir: path.join(dataDir, "pglite") },
    siteUrl: (env.SITE_URL ?? `http://localhost:${env.PORT}`).replace(/\/+$/, ""),
    secretKey: env.SECRET_KEY ?? (await persistedSecret(dataDir)),
    logLevel: env.LOG_LEVEL,
    trustProxy: env.TRUST_PROXY,
    renderThreads: env.RENDER_THREADS ?? availableParallelism(),
    mail: { smtpUrl: env.SMTP_URL ?? null, from: env.MAIL_FROM, dir: path.join(dataDir, "mail") },
  };
}

/** A secret made on first run and kept beside the data, so sessions and nonces survive restarts. */
async function persistedSecret(dataDir: string): Promise<string> {
  const file = path.join(dataDir, "secrets.json");
  try {
    const saved = z.object({ secretKey: z.string().min(32) }).parse(JSON.parse(await readFile(file, "utf8")));
    return saved.secretKey;
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== "ENOENT") throw error;
    const secretKey = randomBytes(32).toString("base64url");
    await writeFile(file, JSON.stringify({ secretKey }, null, 2), { mode: 0o600, flag: "wx" });
    return secretKey;
  }
}
