import { sql } from "drizzle-orm";
import { check, index, integer, jsonb, pgEnum, pgTable, serial, text } from "drizzle-orm/pg-core";
import { createdAt } from "./columns";
import { posts } from "./content";

/** A contact form: its template (form-tag syntax), mail settings and messages (spec §3, §5). */
export const contactForms = pgTable("contact_forms", {
  id: serial("id").primaryKey(),
  slug: text("slug").notNull().unique(),
  title: text("title").notNull(),
  locale: text("locale").notNull().default("vi"),
  template: text("template").notNull(),
  mail: jsonb("mail").$type<{ to: string; subject: string; body: string; replyTo?: string }>().notNull(),
  /** Message per status and per rule, overriding the defaults of the Vietnamese catalog. */
  messages: jsonb("messages").$type<Record<string, string>>().notNull().default({}),
  settings: jsonb("settings").$type<Record<string, string>>().notNull().default({}),
  createdAt: createdAt(),
});

export const submissionStatus = pgEnum("submission_status", ["mail_sent", "mail_failed", "spam", "aborted"]);

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
    createdAt: createdAt(),
  },
  (t) => [
    index("contact_submissions_form").on(t.formId, t.createdAt),
    check("contact_submissions_hash", sql`${t.postedDataHash} ~ '^[0-9a-f]{32}$'`),
  ],
);
