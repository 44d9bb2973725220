import { and, eq, gt, sql } from "drizzle-orm";
import { supportMessages } from "../../../../db/schema";
import { loadSiteChrome } from "~/features/site/.server";
import type { MessageKey } from "../../../lib/i18n/areas/account";
import { tAccount } from "../../../lib/i18n/areas/account";
import { textToHtml } from "../../../lib/escape-html";
import { isEmail } from "../../../lib/validation/email";
import type { RequestContext } from "../../../platform/.server/context";
import { readToken, signToken } from "./signed-token";

/**
 * Wordfence's "message to support" (spec §3 "Support message"): a visitor whose registration the
 * CAPTCHA blocked may write to the shop. The form carries `wfls-message-nonce`, issued with the
 * refusal and bound to the visitor's address for 10 minutes, so the action cannot be used as an
 * open mail relay; an address sends at most two messages in six hours (Wordfence's bucket).
 */
const NONCE_MS = 10 * 60_000;
const PER_ADDRESS = { messages: 2, withinMs: 6 * 3_600_000 };
const MESSAGE_MAX = 5_000;

/** The nonce the support form is given when a registration is blocked. */
export function supportMessageNonce(secretKey: string, clientIp: string, now: Date): string {
  return signToken(secretKey, "support-message", { ip: clientIp }, { now, validMs: NONCE_MS });
}

function nonceIsFor(secretKey: string, nonce: string, clientIp: string, now: Date): boolean {
  return readToken(secretKey, "support-message", nonce, now)?.ip === clientIp;
}

type Posted = { email: string | null; login: string | null; message: string | null; nonce: string | null };
type Refusal = Extract<MessageKey, "support.error.refused" | "support.error.tooMany" | "support.error.notSent">;

/** Stores the message and e-mails it to the shop. */
export async function sendSupportMessage(
  context: Pick<RequestContext, "db" | "clientIp" | "now" | "site" | "mailer" | "log">,
  posted: Posted,
): Promise<{ ok: true } | { ok: false; error: Refusal }> {
  const email = posted.email?.trim() ?? "";
  // Tags go, as Wordfence's strip_tags does; the message is sent as plain text.
  const message = (posted.message ?? "").replace(/<[^>]*>/g, "").trim();
  const login = posted.login?.trim() ?? "";
  if (!isEmail(email) || message === "" || message.length > MESSAGE_MAX || login.length > 60) return { ok: false, error: "support.error.refused" };
  if (!posted.nonce || !nonceIsFor(context.site.secretKey, posted.nonce, context.clientIp, context.now())) return { ok: false, error: "support.error.refused" };
  const since = new Date(context.now().getTime() - PER_ADDRESS.withinMs);
  const [sent] = await context.db
    .select({ n: sql<number>`count(*)::int` })
    .from(supportMessages)
    .where(and(eq(supportMessages.remoteIp, context.clientIp), gt(supportMessages.createdAt, since)));
  if ((sent?.n ?? 0) >= PER_ADDRESS.messages) return { ok: false, error: "support.error.tooMany" };
  await context.db.insert(supportMessages).values({ email, login: login || null, message, remoteIp: context.clientIp, createdAt: context.now() });
  const { options } = await loadSiteChrome(context.db);
  const to = options.shop_contact.email;
  if (!isEmail(to)) {
    context.log.warn("support message stored, not e-mailed: the shop has no contact e-mail");
    return { ok: true };
  }
  const text = tAccount("support.mail.body", { ip: context.clientIp, login: login || "—", email, message });
  try {
    await context.mailer.send({
      to,
      subject: tAccount("support.mail.subject", { site: options.blogname }),
      text,
      html: textToHtml(text),
    });
    return { ok: true };
  } catch (err) {
    context.log.warn({ err }, "support message e-mail failed");
    return { ok: false, error: "support.error.notSent" };
  }
}
