import type { SiteOptions } from "~/features/site";
import { escapeHtml } from "../../../lib/escape-html";
import { formatDong } from "~/lib/money";
import { tOrders } from "~/lib/i18n/areas/orders";
import type { AppServices } from "../../../platform/.server/context";
import type { MailMessage } from "../../../platform/.server/mailer";
import type { OrderView } from "../types";

type ShopSite = Pick<SiteOptions, "blogname" | "shop_contact" | "woocommerce_settings">;

/** Who gets the shop's "New order" e-mail: the setting's addresses, else the shop's contact address; none when neither is set. */
export function newOrderRecipients(site: ShopSite): string[] {
  const listed = site.woocommerce_settings.new_order_recipients.split(",").map((a) => a.trim()).filter((a) => /^[^@\s]+@[^@\s]+$/.test(a));
  if (listed.length > 0) return listed;
  const contact = site.shop_contact.email.trim();
  return contact ? [contact] : [];
}

/** WooCommerce's "New order" e-mail to the shop, in Vietnamese: who ordered what, and the order's page in the back office. */
export function composeNewOrderForShop(order: OrderView, site: ShopSite, orderUrl: string): MailMessage | null {
  const to = newOrderRecipients(site);
  if (to.length === 0) return null;
  const shop = site.blogname;
  const lead = tOrders("orders.newOrder.lead", { id: order.id, name: order.billing.fullName, total: formatDong(order.total) });
  const lines = order.lines.map((l) => `${l.name}${l.options.length ? ` (${l.options.map((o) => `${o.label}: ${o.value}`).join(", ")})` : ""} × ${l.quantity}: ${formatDong(l.lineTotal)}`);
  const buyer = [order.billing.fullName, order.billing.phone, order.billing.email ?? "", [order.billing.street, order.billing.ward, order.billing.province].join(", ")].filter(Boolean);
  const payment = `${tOrders("orders.paymentMethod")}: ${order.paymentMethodTitle}`;
  const note = order.customerNote.trim() ? `${tOrders("orders.note")}: ${order.customerNote.trim()}` : "";
  const open = tOrders("orders.newOrder.open");
  const e = escapeHtml;
  return {
    to: to.join(", "),
    subject: tOrders("orders.newOrder.subject", { shop, id: order.id }),
    text: [lead, "", ...lines, "", payment, ...(note ? [note] : []), "", `${tOrders("orders.newOrder.buyer")}:`, ...buyer, "", `${open}: ${orderUrl}`, ""].join("\n"),
    html:
      `<!doctype html><html lang="vi"><head><meta charset="utf-8"></head><body style="font:15px/1.5 -apple-system,'Segoe UI',Roboto,Arial,sans-serif;color:#222">` +
      `<p>${e(lead)}</p><ul>${lines.map((l) => `<li>${e(l)}</li>`).join("")}</ul><p>${e(payment)}</p>` +
      (note ? `<p>${e(note)}</p>` : "") +
      `<p><strong>${e(tOrders("orders.newOrder.buyer"))}:</strong><br>${buyer.map(e).join("<br>")}</p>` +
      `<p><a href="${e(orderUrl)}">${e(open)}</a></p></body></html>`,
  };
}

/** Sends the shop its "New order" e-mail. Never throws: the order is stored; a failure is logged. */
export async function sendNewOrderToShop(services: Pick<AppServices, "mailer" | "log" | "site">, order: OrderView, site: ShopSite): Promise<boolean> {
  try {
    const message = composeNewOrderForShop(order, site, new URL(`/wp-admin/don-hang/${order.id}/`, `${services.site.url}/`).href);
    if (!message) return false;
    await services.mailer.send(message);
    return true;
  } catch (err) {
    services.log.warn({ err, orderId: order.id }, "new order e-mail to the shop failed");
    return false;
  }
}
