import { and, desc, eq, inArray, isNotNull, lte } from "drizzle-orm";
import type { Logger } from "pino";
import { type StoredUpload, contactForms, contactSubmissions, posts } from "../../../../db/schema";
import { formatDate, formatTime } from "../../../lib/dates";
import { escapeHtml } from "../../../lib/escape-html";
import type { Db } from "../../../platform/.server/db";
import type { MailMessage, Mailer } from "../../../platform/.server/mailer";
import type { ContactForm } from "../contact-form";
import { type MailTagValues, headerValue, replaceMailTags } from "../mail-tags";
import type { SubmissionMeta } from "./submit";
import { attachmentsOf } from "./uploads";

/** A stored submission, as its mail is composed from it (now or at a retry). */
export type StoredSubmission = {
  id: number;
  data: ReadonlyMap<string, readonly string[]>;
  /** The files it carried, while they are kept: attached to its mail. */
  files: readonly StoredUpload[];
  meta: SubmissionMeta;
  createdAt: Date;
  /** How often its mail was tried before. */
  mailAttempts: number;
};

/**
 * When a failed mail is tried again, after its n-th failure: within minutes first (a mail server
 * restarting), then hours; after the last, the owner sees it failed (`npm run forms -- list`).
 */
export const MAIL_RETRY_DELAYS_MS = [5 * 60_000, 15 * 60_000, 60 * 60_000, 3 * 3_600_000, 12 * 3_600_000, 24 * 3_600_000] as const;

/**
 * Stores a submission that passed every check, before anything is mailed: `mail_pending`, or
 * `mail_sent` for a form in demo mode, which mails nothing.
 */
export async function storeSubmission(
  db: Db,
  s: { form: ContactForm; data: Map<string, string[]>; files: StoredUpload[]; meta: SubmissionMeta; hash: string; now: Date },
): Promise<StoredSubmission> {
  const [row] = await db
    .insert(contactSubmissions)
    .values({
      formId: s.form.id,
      containerPostId: s.meta.containerPostId,
      fields: Object.fromEntries([...s.data].map(([name, values]) => [name, values.length === 1 ? values[0]! : values])),
      files: s.files,
      status: s.form.settings.demoMode ? "mail_sent" : "mail_pending",
      postedDataHash: s.hash,
      remoteIp: s.meta.clientIp || null,
      userAgent: s.meta.userAgent || null,
      userId: s.meta.userId,
      url: s.meta.url,
      createdAt: s.now,
    })
    .returning({ id: contactSubmissions.id });
  return { id: row!.id, data: s.data, files: s.files, meta: s.meta, createdAt: s.now, mailAttempts: 0 };
}

export type MailDeps = {
  db: Db;
  mailer: Mailer;
  now: () => Date;
  log: Logger;
  siteTitle: string;
  siteUrl: string;
  /** Where the submissions' files are kept (`contactUploadsDir`). */
  filesDir: string;
};

/** The mail of a submission, its tags filled in; null when a field would break a header (never sent). */
export async function composeMail(deps: MailDeps, form: ContactForm, s: StoredSubmission): Promise<MailMessage | null> {
  const postTitle = s.meta.containerPostId === null ? "" : await titleOfPost(deps.db, s.meta.containerPostId);
  const values: MailTagValues = {
    fields: s.data,
    special: {
      remote_ip: s.meta.clientIp,
      user_agent: s.meta.userAgent,
      url: s.meta.url ?? "",
      date: formatDate(s.createdAt),
      time: formatTime(s.createdAt),
      site_title: deps.siteTitle,
      site_url: deps.siteUrl,
      post_title: postTitle,
      serial_number: String(s.id),
    },
  };
  const to = headerValue(form.mail.to, values);
  const subject = headerValue(form.mail.subject, values);
  const optional = (template: string | undefined) => (template === undefined ? undefined : headerValue(template, values));
  const from = optional(form.mail.from);
  const replyTo = optional(form.mail.replyTo);
  if (to === null || subject === null || from === null || replyTo === null) return null;
  const text = replaceMailTags(form.mail.body, values);
  const html = replaceMailTags(form.mail.body, values, escapeHtml)
    .split(/\n{2,}/)
    .map((paragraph) => `<p>${paragraph.split("\n").join("<br>")}</p>`)
    .join("\n");
  const attachments = await attachmentsOf(deps.filesDir, s.files);
  return { to, subject, text, html, ...(from ? { from } : {}), ...(replyTo ? { replyTo } : {}), ...(attachments.length > 0 ? { attachments } : {}) };
}

async function titleOfPost(db: Db, id: number): Promise<string> {
  const [row] = await db.select({ title: posts.title }).from(posts).where(eq(posts.id, id)).limit(1);
  return row?.title ?? "";
}

/**
 * Sends the submission's mail and records the outcome and the attempt: `mail_sent`, or
 * `mail_failed` with the next attempt's time. True when the mailer accepted it.
 */
export async function mailSubmission(deps: MailDeps, form: ContactForm, s: StoredSubmission): Promise<boolean> {
  const attempts = s.mailAttempts + 1;
  const message = await composeMail(deps, form, s);
  let error: string;
  if (message === null) {
    error = "a field put a line break into a header";
  } else {
    try {
      await deps.mailer.send(message);
      await deps.db
        .update(contactSubmissions)
        .set({ status: "mail_sent", mailAttempts: attempts, nextMailAttemptAt: null, mailError: null })
        .where(eq(contactSubmissions.id, s.id));
      return true;
    } catch (e) {
      error = e instanceof Error ? e.message : String(e);
    }
  }
  const delay = message === null ? undefined : MAIL_RETRY_DELAYS_MS[attempts - 1];
  deps.log.warn({ submission: s.id, attempts, error }, "contact form mail not sent");
  await deps.db
    .update(contactSubmissions)
    .set({
      status: "mail_failed",
      mailAttempts: attempts,
      mailError: error.slice(0, 500),
      nextMailAttemptAt: delay === undefined ? null : new Date(deps.now().getTime() + delay),
    })
    .where(eq(contactSubmissions.id, s.id));
  return false;
}

/**
 * Tries again the mails whose time has come (`server/services.ts` runs it every few minutes). Each
 * row is claimed by moving its next attempt forward first, so two processes never send one twice.
 */
export async function retryFailedMails(deps: MailDeps, load: (db: Db, id: number) => Promise<ContactForm | null>): Promise<{ sent: number; failed: number }> {
  const now = deps.now();
  const claimed = await deps.db
    .update(contactSubmissions)
    .set({ nextMailAttemptAt: new Date(now.getTime() + 10 * 60_000) })
    .where(
      inArray(
        contactSubmissions.id,
        deps.db
          .select({ id: contactSubmissions.id })
          .from(contactSubmissions)
          .where(and(isNotNull(contactSubmissions.nextMailAttemptAt), lte(contactSubmissions.nextMailAttemptAt, now)))
          .orderBy(contactSubmissions.nextMailAttemptAt)
          .limit(20)
          .for("update", { skipLocked: true }),
      ),
    )
    .returning();
  let sent = 0;
  for (const row of claimed) {
    const form = await load(deps.db, row.formId);
    if (!form) continue;
    const stored: StoredSubmission = {
      id: row.id,
      data: new Map(Object.entries(row.fields).map(([name, v]) => [name, Array.isArray(v) ? v : [v]])),
      files: row.filesPurgedAt === null ? row.files : [],
      meta: {
        unitTag: "",
        containerPostId: row.containerPostId,
        clientIp: row.remoteIp ?? "",
        userAgent: row.userAgent ?? "",
        url: row.url,
        userId: row.userId,
      },
      createdAt: row.createdAt,
      mailAttempts: row.mailAttempts,
    };
    if (await mailSubmission(deps, form, stored)) sent++;
  }
  return { sent, failed: claimed.length - sent };
}

export type SubmissionListItem = {
  id: number;
  form: string;
  status: string;
  createdAt: Date;
  fields: Record<string, string | string[]>;
  mailAttempts: number;
  mailError: string | null;
  nextMailAttemptAt: Date | null;
};

/** The latest submissions, newest first (the owner's list until the back office shows them). */
export async function listSubmissions(db: Db, o: { limit: number; failedOnly: boolean }): Promise<SubmissionListItem[]> {
  return db
    .select({
      id: contactSubmissions.id,
      form: contactForms.title,
      status: contactSubmissions.status,
      createdAt: contactSubmissions.createdAt,
      fields: contactSubmissions.fields,
      mailAttempts: contactSubmissions.mailAttempts,
      mailError: contactSubmissions.mailError,
      nextMailAttemptAt: contactSubmissions.nextMailAttemptAt,
    })
    .from(contactSubmissions)
    .innerJoin(contactForms, eq(contactForms.id, contactSubmissions.formId))
    .where(o.failedOnly ? eq(contactSubmissions.status, "mail_failed") : undefined)
    .orderBy(desc(contactSubmissions.id))
    .limit(o.limit);
}

/** How often the server looks for failed mails whose next attempt is due. */
export const MAIL_RETRY_CHECK_MS = 5 * 60_000;
