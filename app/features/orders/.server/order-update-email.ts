import type { SiteOptions } from "~/features/site";
import { escapeHtml } from "../../../lib/escape-html";
import { tOrders } from "~/lib/i18n/areas/orders";
import type { AppServices } from "../../../platform/.server/context";
import type { MailMessage } from "../../../platform/.server/mailer";
import type { CustomerMail } from "./staff-order-changes";
import type { StaffOrder } from "./staff-orders";

/**
 * The buyer's e-mail about a change staff made (a new status, a note meant for them), in
 * Vietnamese, text and HTML with every value escaped; null when the order has no e-mail address.
 */
export function composeOrderUpdate(
  order: Pick<StaffOrder, "id" | "orderKey" | "billing">,
  mail: CustomerMail,
  { shop, orderUrl }: { shop: string; orderUrl: string },
): (MailMessage & { to: { name: string; address: string } }) | null {
  const address = order.billing.email?.trim();
  if (!address) return null;
  const kind = mail.kind === "note" ? "note" : mail.status;
  if (kind === "pending" || kind === "failed") return null;
  const subject = tOrders(`orders.update.subject.${kind}`, { shop, id: order.id });
  const lead = tOrders(`orders.update.body.${kind}`, { shop, id: order.id });
  const note = mail.kind === "note" ? mail.body : null;
  const greeting = tOrders("orders.email.greeting", { name: order.billing.fullName });
  const view = tOrders("orders.email.view");
  const e = escapeHtml;
  return {
    to: { name: order.billing.fullName, address },
    subject,
    text: [greeting, "", lead, ...(note ? ["", note] : []), "", `${view}: ${orderUrl}`, "", tOrders("orders.email.signature"), shop, ""].join("\n"),
    html:
      `<!doctype html><html lang="vi"><head><meta charset="utf-8"><title>${e(subject)}</title></head>` +
      `<body style="margin:0;padding:16px;background:#f5f5f5;color:#222;font:15px/1.5 -apple-system,'Segoe UI',Roboto,Arial,sans-serif">` +
      `<div style="max-width:600px;margin:0 auto;background:#fff;padding:24px;border-radius:4px">` +
      `<p>${e(greeting)}</p><p>${e(lead)}</p>` +
      (note ? `<blockquote style="margin:0;padding:8px 16px;border-left:4px solid #ddd">${e(note).replace(/\r?\n/g, "<br>")}</blockquote>` : "") +
      `<p><a href="${e(orderUrl)}" style="color:#1a56db">${e(view)}</a></p>` +
      `<p>${e(tOrders("orders.email.signature"))}<br>${e(shop)}</p></div></body></html>`,
  };
}

/**
 * Sends the buyer each e-mail a committed change asks for. Never throws: the change is stored
 * whatever the mail server says; a failure is logged and answered in the count of those not sent.
 */
export async function sendOrderUpdates(
  services: Pick<AppServices, "mailer" | "log" | "site">,
  order: StaffOrder,
  mails: readonly CustomerMail[],
  site: Pick<SiteOptions, "blogname">,
): Promise<{ sent: number; failed: number }> {
  const orderUrl = new URL(`/thanh-toan/order-received/${order.id}/?key=${order.orderKey}`, `${services.site.url}/`).href;
  let sent = 0;
  let failed = 0;
  for (const mail of mails) {
    const message = composeOrderUpdate(order, mail, { shop: site.blogname, orderUrl });
    if (!message) continue;
    try {
      await services.mailer.send(message);
      sent++;
    } catch (err) {
      failed++;
      services.log.warn({ err, orderId: order.id, kind: mail.kind }, "order update e-mail failed");
    }
  }
  return { sent, failed };
}
