import { sql } from "drizzle-orm";
import { check, index, integer, jsonb, pgEnum, pgTable, serial, text } from "drizzle-orm/pg-core";
import { createdAt, instant } from "./columns";
import { posts } from "./content";
import { users } from "./people";

/** A contact form: its template (form-tag syntax), mail settings and messages (spec §3, §5). */
export const contactForms = pgTable("contact_forms", {
  id: serial("id").primaryKey(),
  slug: text("slug").notNull().unique(),
  title: text("title").notNull(),
  locale: text("locale").notNull().default("vi"),
  template: text("template").notNull(),
  /** Contact Form 7's mail template: `from` unset sends from the shop's `MAIL_FROM`. */
  mail: jsonb("mail").$type<{ to: string; from?: string; subject: string; body: string; replyTo?: string }>().notNull(),
  /** Message per status and per rule, overriding the defaults of the Vietnamese catalog. */
  messages: jsonb("messages").$type<Record<string, string>>().notNull().default({}),
  settings: jsonb("settings").$type<Record<string, string>>().notNull().default({}),
  createdAt: createdAt(),
});

/**
 * What became of a stored submission: `mail_pending` from the moment it is stored until its mail
 * is accepted (`mail_sent`) or refused (`mail_failed`, retried later); `spam`/`aborted` are never mailed.
 */
export const submissionStatus = pgEnum("submission_status", ["mail_pending", "mail_sent", "mail_failed", "spam", "aborted"]);

/** A file a submission carried: kept outside the public folders under a random name until purged. */
export type StoredUpload = { field: string; name: string; size: number; type: string; storedAs: string };

export const contactSubmissions = pgTable(
  "contact_submissions",
  {
    id: serial("id").primaryKey(),
    formId: integer("form_id").notNull().references(() => contactForms.id, { onDelete: "cascade" }),
    containerPostId: integer("container_post_id").references(() => posts.id, { onDelete: "set null" }),
    fields: jsonb("fields").$type<Record<string, string | string[]>>().notNull(),
    status: submissionStatus("status").notNull(),
    postedDataHash: text("posted_data_hash").notNull(),
    remoteIp: text("remote_ip"),
    userAgent: text("user_agent"),
    /** The signed-in shopper who sent it, if any. */
    userId: integer("user_id").references(() => users.id, { onDelete: "set null" }),
    /** The page it was sent from (its Referer, when on this site). */
    url: text("url"),
    files: jsonb("files").$type<StoredUpload[]>().notNull().default([]),
    /** When the uploaded files were deleted (they are kept `contactForms.uploadsKeptMs`). */
    filesPurgedAt: instant("files_purged_at"),
    mailAttempts: integer("mail_attempts").notNull().default(0),
    /** When a failed mail is tried again; null once sent, or given up. */
    nextMailAttemptAt: instant("next_mail_attempt_at"),
    mailError: text("mail_error"),
    /** When staff read it in the back office's inbox, and who; null while unread. */
    readAt: instant("read_at"),
    readBy: integer("read_by").references(() => users.id, { onDelete: "set null" }),
    createdAt: createdAt(),
  },
  (t) => [
    index("contact_submissions_form").on(t.formId, t.createdAt),
    index("contact_submissions_unread").on(t.createdAt).where(sql`${t.readAt} is null`),
    index("contact_submissions_mail_due").on(t.nextMailAttemptAt).where(sql`${t.nextMailAttemptAt} is not null`),
    check("contact_submissions_hash", sql`${t.postedDataHash} ~ '^[0-9a-f]{32}$'`),
  ],
);
