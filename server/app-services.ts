import type { AppServices } from "../app/platform/.server/context";
import type { Db } from "../app/platform/.server/db";
import type { Logger } from "../app/platform/.server/logger";
import { createMailer } from "../app/platform/.server/mailer";
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
      secureCookies: config.siteUrl.startsWith("https://"),
    },
    mailer: createMailer(config.mail),
  };
}
