/**
 * `npm run forms -- <command>`: the contact forms' messages from the command line, for the owner
 * until the back office lists them. On the embedded database the shop must be stopped first (one
 * process per data directory); on PostgreSQL it may run.
 *
 *   list [--failed] [--limit N]   the latest messages, newest first (--failed: those whose mail was not sent)
 *   retry                         sends now every failed mail still to be tried
 */
import { parseArgs } from "node:util";
import { loadSiteChrome } from "../app/features/site/.server";
import { findContactForm } from "../app/features/contact-forms/.server/contact-forms";
import { listSubmissions, retryFailedMails } from "../app/features/contact-forms/.server/submissions";
import { formatDate, formatTime } from "../app/lib/dates";
import { createLogger } from "../app/platform/.server/logger";
import { createMailer } from "../app/platform/.server/mailer";
import { openDatabase, type Db } from "../app/platform/.server/db";
import { contactSubmissions } from "../db/schema";
import { type Config, loadConfig } from "../server/config";
import { isNotNull } from "drizzle-orm";

const USAGE = `Cách dùng:
  npm run forms -- list [--failed] [--limit N]
  npm run forms -- retry`;

class UsageError extends Error {}

const STATUS: Record<string, string> = {
  mail_pending: "đang gửi thư",
  mail_sent: "đã gửi thư",
  mail_failed: "gửi thư thất bại",
  spam: "thư rác",
  aborted: "đã huỷ",
};

async function run(db: Db, config: Config, command: string | undefined, o: { failed: boolean; limit: string }): Promise<void> {
  switch (command) {
    case "list": {
      const limit = Number(o.limit);
      if (!Number.isInteger(limit) || limit < 1 || limit > 10_000) throw new UsageError("--limit phải là số nguyên từ 1 đến 10000");
      const items = await listSubmissions(db, { limit, failedOnly: o.failed });
      if (items.length === 0) console.log(o.failed ? "Không có lời nhắn nào gửi thư thất bại." : "Chưa có lời nhắn nào.");
      for (const s of items) {
        const when = `${formatTime(s.createdAt)} ${formatDate(s.createdAt)}`;
        const retry = s.status === "mail_failed" ? ` (${s.mailAttempts} lần; ${s.nextMailAttemptAt ? `thử lại lúc ${formatTime(s.nextMailAttemptAt)} ${formatDate(s.nextMailAttemptAt)}` : "không thử lại nữa"}: ${s.mailError ?? ""})` : "";
        console.log(`#${s.id}\t${when}\t${s.form}\t${STATUS[s.status] ?? s.status}${retry}`);
        for (const [name, value] of Object.entries(s.fields)) console.log(`    ${name}: ${Array.isArray(value) ? value.join(", ") : value}`);
      }
      return;
    }
    case "retry": {
      // Every failed mail still to be tried is due now.
      await db.update(contactSubmissions).set({ nextMailAttemptAt: new Date(0) }).where(isNotNull(contactSubmissions.nextMailAttemptAt));
      const { options } = await loadSiteChrome(db);
      const mailer = createMailer(config.mail);
      try {
        const done = await retryFailedMails(
          { db, mailer, now: () => new Date(), log: createLogger("warn"), siteTitle: options.blogname, siteUrl: config.siteUrl, filesDir: config.contactUploads.dir },
          findContactForm,
        );
        console.log(`Đã gửi lại ${done.sent} thư; ${done.failed} thư vẫn chưa gửi được.`);
      } finally {
        mailer.close();
      }
      return;
    }
    default:
      throw new UsageError(command ? `không có lệnh "${command}"` : "cần một lệnh");
  }
}

async function main(): Promise<void> {
  const { values, positionals } = (() => {
    try {
      return parseArgs({
        allowPositionals: true,
        options: {
          failed: { type: "boolean", default: false },
          limit: { type: "string", default: "20" },
          help: { type: "boolean", short: "h", default: false },
        },
      });
    } catch (error) {
      throw new UsageError(error instanceof Error ? error.message : String(error));
    }
  })();
  if (values.help) {
    console.log(USAGE);
    return;
  }
  const config = await loadConfig();
  const database = await openDatabase(config.database.kind === "postgres" ? { kind: "postgres", url: config.database.url, poolSize: 2 } : config.database);
  try {
    await run(database.db, config, positionals[0], values);
  } finally {
    await database.close();
  }
}

main().catch((error: unknown) => {
  console.error(error instanceof UsageError ? `Lỗi: ${error.message}\n${USAGE}` : error);
  process.exitCode = 1;
});
