import { z } from "zod";
import { MESSAGE_KINDS, type MessageKind, type StaffMessage, listMessages, markMessage, resendContactMail, staffMessage } from "~/features/account/.server/staff-messages";
import { tBackOffice } from "~/lib/i18n/areas/back-office";
import { rowId } from "~/lib/row-id";
import { jsonBody, readParams } from "../woocommerce/rest-params";
import { shopStaffFor } from "../woocommerce/rest-access";
import { gmtDate, localDate } from "../woocommerce/wc-format";
import { type RestRoute, restError, restPage, restResponse } from "./rest-response";

/**
 * The shop's inbox over REST (`cuahang/v1`: WooCommerce has no such resource): contact-form
 * submissions and registration support messages in one list, newest first (`status`
 * all|unread, `kind` all|contact|support, `page`, `per_page`), one message by `{kind}-{id}`, its
 * read state set (`POST`/`PUT {read}`), and a contact form's failed mail sent again
 * (`POST …/resend`). Staff only, refused in WordPress's shape.
 */

const listParams = z.object({
  status: z.enum(["all", "unread"]).default("all"),
  kind: z.enum(["all", ...MESSAGE_KINDS]).default("all"),
  page: z.coerce.number().int().min(1).default(1),
  per_page: z.coerce.number().int().min(1).max(100).default(10),
});

const markBody = z.object({ read: z.boolean() });

const dateOrNull = (date: Date | null, format: (d: Date) => string) => (date === null ? null : format(date));

/** A message as the API answers it: dates as WordPress's (`date` local, `date_gmt`), ids as `{kind}-{number}`. */
export function messageJson(m: StaffMessage, base: string) {
  const self = `${base}/wp-json/cuahang/v1/messages/${m.kind}-${m.id}`;
  return {
    id: `${m.kind}-${m.id}`,
    kind: m.kind,
    number: m.id,
    date: localDate(m.createdAt),
    date_gmt: gmtDate(m.createdAt),
    read: m.readAt !== null,
    date_read: dateOrNull(m.readAt, localDate),
    date_read_gmt: dateOrNull(m.readAt, gmtDate),
    read_by: m.readBy,
    form: m.form,
    fields: m.fields,
    files: m.files.map((f) => ({ field: f.field, name: f.name, size: f.size, type: f.type, kept: !m.filesPurged })),
    remote_ip: m.remoteIp ?? "",
    user_agent: m.userAgent ?? "",
    url: m.url ?? "",
    customer_id: m.userId ?? 0,
    mail:
      m.mail === null
        ? null
        : {
            status: m.mail.status,
            attempts: m.mail.attempts,
            error: m.mail.error ?? "",
            next_attempt: dateOrNull(m.mail.nextAttemptAt, localDate),
            next_attempt_gmt: dateOrNull(m.mail.nextAttemptAt, gmtDate),
          },
    _links: {
      self: [{ href: self }],
      collection: [{ href: `${base}/wp-json/cuahang/v1/messages` }],
      ...(m.userId ? { customer: [{ href: `${base}/wp-json/wc/v3/customers/${m.userId}` }] } : {}),
    },
  };
}

const invalidId = () => restError("cuahang_message_invalid_id", tBackOffice("rest.invalidId"), 404);

/** `{kind}-{id}` read from the route; null when it names no message. */
function messageKey(params: Record<string, string>): { kind: MessageKind; id: number } | null {
  const id = rowId(params.id!);
  return id === null ? null : { kind: params.kind as MessageKind, id };
}

export const shopMessageRoutes: RestRoute[] = [
  {
    pattern: /\/cuahang\/v1\/messages/,
    methods: ["GET"],
    namespace: "cuahang/v1",
    handler: async ({ request, context, userId }) => {
      const access = await shopStaffFor(context, userId);
      if (!access.ok) return access.response;
      const params = readParams(request, listParams);
      if (!params.ok) return params.response;
      const q = params.value;
      const { messages, total } = await listMessages(context.db, {
        unreadOnly: q.status === "unread",
        kind: q.kind === "all" ? null : q.kind,
        page: q.page,
        perPage: q.per_page,
      });
      return restPage(request, messages.map((m) => messageJson(m, context.site.url)), { total, page: q.page, perPage: q.per_page });
    },
  },
  {
    pattern: /\/cuahang\/v1\/messages\/(?<kind>contact|support)-(?<id>\d+)/,
    methods: ["GET", "POST", "PUT", "PATCH"],
    namespace: "cuahang/v1",
    handler: async ({ request, context, params, method, userId }) => {
      const access = await shopStaffFor(context, userId);
      if (!access.ok) return access.response;
      const key = messageKey(params);
      if (key === null) return invalidId();
      if (method === "GET") {
        const message = await staffMessage(context.db, key.kind, key.id);
        return message ? restResponse(messageJson(message, context.site.url)) : invalidId();
      }
      const body = await jsonBody(request, markBody);
      if (!body.ok) return body.response;
      const message = await markMessage(context.db, key.kind, key.id, body.value.read, { staffId: access.staff.id, now: context.now() });
      return message ? restResponse(messageJson(message, context.site.url)) : invalidId();
    },
  },
  {
    pattern: /\/cuahang\/v1\/messages\/contact-(?<id>\d+)\/resend/,
    methods: ["POST"],
    namespace: "cuahang/v1",
    handler: async ({ context, params, userId }) => {
      const access = await shopStaffFor(context, userId);
      if (!access.ok) return access.response;
      const id = rowId(params.id!);
      if (id === null) return invalidId();
      const result = await resendContactMail(context, id, access.staff.id);
      if (!result.ok) return result.error === "not_found" ? invalidId() : restError("cuahang_mail_not_failed", tBackOffice("rest.mailNotFailed"), 409);
      return restResponse(messageJson(result.message, context.site.url));
    },
  },
];
