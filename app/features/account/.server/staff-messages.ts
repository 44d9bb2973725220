import { type SQL, sql } from "drizzle-orm";
import { z } from "zod";
import { staffActions } from "../../../../db/schema";
import { retryDueContactMails } from "~/features/contact-forms/.server";
import type { AppServices } from "../../../platform/.server/context";
import type { Db } from "../../../platform/.server/db";
import { queryChecked } from "../../../platform/.server/sql-answer";

/**
 * The shop's inbox as staff read it (the back office's Messages): what visitors wrote through a
 * contact form (`contact_submissions`) and what a visitor blocked at registration wrote to the
 * shop (`support_messages`), newest first, each read or not (who read it, when), a contact form's
 * failed mail sent again on demand through the same path as the scheduled retries.
 */

export const MESSAGE_KINDS = ["contact", "support"] as const;
export type MessageKind = (typeof MESSAGE_KINDS)[number];

export type MailState = {
  status: "mail_pending" | "mail_sent" | "mail_failed" | "spam" | "aborted";
  attempts: number;
  error: string | null;
  nextAttemptAt: Date | null;
};

export type StaffMessage = {
  kind: MessageKind;
  id: number;
  createdAt: Date;
  readAt: Date | null;
  readBy: { id: number; name: string } | null;
  /** The contact form it came through, with its fields' labels in the form's order; null for a support message. */
  form: { id: number; title: string; labels: Record<string, string> } | null;
  /** A submission's fields by their form-tag names; a support message's `email`, `login` and `message`. */
  fields: Record<string, string | string[]>;
  files: Array<{ field: string; name: string; size: number; type: string }>;
  /** The files were deleted after the shop's keeping time: their names and sizes stay. */
  filesPurged: boolean;
  remoteIp: string | null;
  userAgent: string | null;
  url: string | null;
  /** The signed-in account that sent it, if any. */
  userId: number | null;
  /** A contact form's mail; null for a support message, whose mail is sent as it is written and not recorded. */
  mail: MailState | null;
};

const fieldValue = z.union([z.string(), z.array(z.string())]);

const rowShape = z.strictObject({
  kind: z.enum(MESSAGE_KINDS),
  id: z.int(),
  createdAt: z.string(),
  readAt: z.string().nullable(),
  readById: z.int().nullable(),
  readByName: z.string().nullable(),
  formId: z.int().nullable(),
  formTitle: z.string().nullable(),
  formTemplate: z.string().nullable(),
  fields: z.record(z.string(), fieldValue),
  files: z.array(z.object({ field: z.string(), name: z.string(), size: z.number(), type: z.string() }).loose()),
  filesPurged: z.boolean(),
  remoteIp: z.string().nullable(),
  userAgent: z.string().nullable(),
  url: z.string().nullable(),
  userId: z.int().nullable(),
  mailStatus: z.enum(["mail_pending", "mail_sent", "mail_failed", "spam", "aborted"]).nullable(),
  mailAttempts: z.int().nullable(),
  mailError: z.string().nullable(),
  nextMailAttemptAt: z.string().nullable(),
});

/** Both kinds as one relation `m` with the columns `rowShape` reads (each side reads its own table's indexes first). */
const INBOX = sql`(
  select 'contact' as kind, s.id, s.created_at, s.read_at, s.read_by, f.id as form_id, f.title as form_title, f.template as form_template, s.fields,
         s.files, s.files_purged_at is not null as files_purged, s.remote_ip, s.user_agent, s.url, s.user_id,
         s.status::text as mail_status, s.mail_attempts, s.mail_error, s.next_mail_attempt_at
    from contact_submissions s join contact_forms f on f.id = s.form_id
  union all
  select 'support', sm.id, sm.created_at, sm.read_at, sm.read_by, null, null, null,
         jsonb_strip_nulls(jsonb_build_object('email', sm.email, 'login', sm.login, 'message', sm.message)),
         '[]'::jsonb, false, sm.remote_ip, null, null, null, null, null, null, null
    from support_messages sm
) m`;

const SELECT = sql`select m.kind, m.id, m.created_at as "createdAt", m.read_at as "readAt", m.read_by as "readById", u.display_name as "readByName",
                          m.form_id as "formId", m.form_title as "formTitle", m.form_template as "formTemplate", m.fields, m.files, m.files_purged as "filesPurged",
                          m.remote_ip as "remoteIp", m.user_agent as "userAgent", m.url, m.user_id as "userId",
                          m.mail_status as "mailStatus", m.mail_attempts as "mailAttempts", m.mail_error as "mailError",
                          m.next_mail_attempt_at as "nextMailAttemptAt"
                     from ${INBOX} left join users u on u.id = m.read_by`;

/**
 * The words the form shows for each field, in the form's order: the text a `<label>` holds before
 * its form-tag (`<label> Họ và tên [text* your-name] </label>`), or what an acceptance tag
 * encloses. A field without either keeps its name.
 */
export function fieldLabels(template: string): Record<string, string> {
  const found: Array<{ at: number; name: string; label: string }> = [];
  for (const m of template.matchAll(/<label>([^<[]*)\[[a-z_]+\*?\s+([\w-]+)[^\]]*\]/g)) found.push({ at: m.index, name: m[2]!, label: m[1]! });
  for (const m of template.matchAll(/\[acceptance\*?\s+([\w-]+)[^\]]*\]([^[]*)\[\/acceptance\]/g)) found.push({ at: m.index, name: m[1]!, label: m[2]! });
  const labels: Record<string, string> = {};
  for (const { name, label } of found.sort((a, b) => a.at - b.at)) {
    const text = label.replace(/\s+/g, " ").trim();
    if (text && !(name in labels)) labels[name] = text;
  }
  return labels;
}

const dateOf = (value: string | null) => (value === null ? null : new Date(value));

function messageOf(row: z.output<typeof rowShape>): StaffMessage {
  return {
    kind: row.kind,
    id: row.id,
    createdAt: new Date(row.createdAt),
    readAt: dateOf(row.readAt),
    readBy: row.readById === null ? null : { id: row.readById, name: row.readByName ?? "" },
    form: row.formId === null ? null : { id: row.formId, title: row.formTitle ?? "", labels: fieldLabels(row.formTemplate ?? "") },
    fields: row.fields,
    files: row.files.map((f) => ({ field: f.field, name: f.name, size: f.size, type: f.type })),
    filesPurged: row.filesPurged,
    remoteIp: row.remoteIp,
    userAgent: row.userAgent,
    url: row.url,
    userId: row.userId,
    mail:
      row.mailStatus === null
        ? null
        : { status: row.mailStatus, attempts: row.mailAttempts ?? 0, error: row.mailError, nextAttemptAt: dateOf(row.nextMailAttemptAt) },
  };
}

export type MessageQuery = { unreadOnly: boolean; kind: MessageKind | null; page: number; perPage: number };

function whereOf(q: Pick<MessageQuery, "unreadOnly" | "kind">): SQL {
  const parts: SQL[] = [sql`true`];
  if (q.unreadOnly) parts.push(sql`m.read_at is null`);
  if (q.kind) parts.push(sql`m.kind = ${q.kind}`);
  return sql.join(parts, sql` and `);
}

/** One page of the inbox, newest first, and how many match in all. */
export async function listMessages(db: Db, q: MessageQuery): Promise<{ messages: StaffMessage[]; total: number }> {
  const where = whereOf(q);
  const [rows, [count]] = await Promise.all([
    queryChecked(
      db,
      "the staff's inbox",
      rowShape,
      sql`${SELECT} where ${where} order by m.created_at desc, m.kind, m.id desc limit ${q.perPage} offset ${(q.page - 1) * q.perPage}`,
    ),
    queryChecked(db, "the staff's inbox count", z.strictObject({ n: z.int() }), sql`select count(*)::int as n from ${INBOX} where ${where}`),
  ]);
  return { messages: rows.map(messageOf), total: count?.n ?? 0 };
}

/** One message; null when there is none of that kind and number. */
export async function staffMessage(db: Db, kind: MessageKind, id: number): Promise<StaffMessage | null> {
  const [row] = await queryChecked(db, "a message for staff", rowShape, sql`${SELECT} where m.kind = ${kind} and m.id = ${id}`);
  return row ? messageOf(row) : null;
}

/** How many messages no one has read yet (the back office menu's count). */
export async function unreadMessageCount(db: Db): Promise<number> {
  const [row] = await queryChecked(
    db,
    "the unread messages' count",
    z.strictObject({ n: z.int() }),
    sql`select ((select count(*) from contact_submissions where read_at is null) + (select count(*) from support_messages where read_at is null))::int as n`,
  );
  return row?.n ?? 0;
}

const tableOf = (kind: MessageKind) => (kind === "contact" ? sql`contact_submissions` : sql`support_messages`);

/**
 * Marks a message read (by `staffId`, now; one already read keeps who read it first) or unread
 * again, logged with who did it, in one transaction. The message as it now is; null when there is none.
 */
export async function markMessage(db: Db, kind: MessageKind, id: number, read: boolean, by: { staffId: number; now: Date }): Promise<StaffMessage | null> {
  const found = await db.transaction(async (tx) => {
    const rows = await queryChecked(
      tx,
      "a message marked",
      z.strictObject({ changed: z.boolean() }),
      sql`with before as (select id, read_at from ${tableOf(kind)} where id = ${id} for update)
          update ${tableOf(kind)} t
             set read_at = ${read ? sql`coalesce(b.read_at, ${by.now.toISOString()}::timestamptz)` : sql`null`},
                 read_by = ${read ? sql`case when b.read_at is null then ${by.staffId}::int else t.read_by end` : sql`null`}
            from before b where t.id = b.id
          returning ${read ? sql`b.read_at is null` : sql`b.read_at is not null`} as changed`,
    );
    if (rows.length === 0) return false;
    if (rows[0]!.changed) {
      await tx.insert(staffActions).values({ userId: by.staffId, action: read ? "message.read" : "message.unread", objectType: `message.${kind}`, objectId: id, createdAt: by.now });
    }
    return true;
  });
  return found ? staffMessage(db, kind, id) : null;
}

/**
 * Sends a contact form's failed mail again now: it is made due before any other and handed to
 * the scheduled retries' own path (`retryDueContactMails`), which claims it, sends it with its
 * files while kept, and records the outcome; logged with who asked. `not_failed` for a message
 * whose mail did not fail (sent, pending, spam).
 */
export async function resendContactMail(
  services: AppServices,
  id: number,
  staffId: number,
): Promise<{ ok: true; message: StaffMessage } | { ok: false; error: "not_found" | "not_failed" }> {
  const due = await services.db.transaction(async (tx) => {
    const rows = await queryChecked(
      tx,
      "a failed mail made due",
      z.strictObject({ id: z.int() }),
      sql`update contact_submissions set next_mail_attempt_at = 'epoch'::timestamptz where id = ${id} and status = 'mail_failed' returning id`,
    );
    if (rows.length === 0) return false;
    await tx.insert(staffActions).values({ userId: staffId, action: "message.resend", objectType: "message.contact", objectId: id, createdAt: services.now() });
    return true;
  });
  if (!due) return { ok: false, error: (await staffMessage(services.db, "contact", id)) ? "not_failed" : "not_found" };
  await retryDueContactMails(services);
  const message = await staffMessage(services.db, "contact", id);
  return message ? { ok: true, message } : { ok: false, error: "not_found" };
}
