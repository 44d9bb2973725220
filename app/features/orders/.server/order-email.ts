import { escapeHtml } from "../../../lib/escape-html";
import { toBuffer as qrPng } from "qrcode";
import type { SiteOptions } from "~/features/site";
import { formatDate, formatTime } from "~/lib/dates";
import { formatDong } from "~/lib/money";
import type { AppServices } from "../../../platform/.server/context";
import type { MailMessage } from "../../../platform/.server/mailer";
import { type BankTransfer, bankTransferFor } from "../bank-transfer";
import type { OrderAddressView, OrderView } from "../types";
import { discountLabel } from "../order-discount";
import { tOrders } from "~/lib/i18n/areas/orders";

export type OrderEmailOptions = {
  /** The site options the e-mail names: shop name, contact, bank account (`loadSiteChrome(db).options` fits). */
  site: Pick<SiteOptions, "blogname" | "shop_contact" | "checkout_settings">;
  /** Path of the order-received page with the order's key, linked from the e-mail on the site's address. */
  orderPath?: string;
};

export type OrderEmailResult = { sent: true; messageId: string } | { sent: false; error: string };

/** Content-ID of the VietQR image attached to bank-transfer e-mails (mail clients show no SVG and no data: URLs). */
export const VIETQR_CID = "vietqr@cua-hang";

/**
 * Sends the shopper the confirmation of `order`. Never throws: the order is already stored, so a
 * mail that cannot be composed or delivered is logged and answered as `{ sent: false, error }`.
 * Call it once per placed order (not for a repeated submission), without awaiting it if the
 * answer should not wait for the mail server (it waits at most ~10 s for a dead one).
 */
export async function sendOrderConfirmation(
  services: Pick<AppServices, "mailer" | "log" | "site">,
  order: OrderView,
  options: OrderEmailOptions,
): Promise<OrderEmailResult> {
  try {
    const orderUrl = options.orderPath ? new URL(options.orderPath, `${services.site.url}/`).href : null;
    const message = composeOrderConfirmation(order, { site: options.site, orderUrl });
    if (!message) {
      services.log.info({ orderId: order.id }, "order confirmation not sent: no e-mail address");
      return { sent: false, error: tOrders("orders.email.noRecipient") };
    }
    const transfer = order.paymentMethod === "bacs" ? bankTransferFor(order, options.site.checkout_settings.bacs) : null;
    if (transfer?.qrPayload) {
      const png = await qrPng(transfer.qrPayload, { errorCorrectionLevel: "M", margin: 4, scale: 5 });
      message.attachments = [{ filename: `vietqr-${order.id}.png`, content: png, contentType: "image/png", cid: VIETQR_CID }];
    }
    const { messageId } = await services.mailer.send(message);
    services.log.info({ orderId: order.id, messageId }, "order confirmation sent");
    return { sent: true, messageId };
  } catch (err) {
    services.log.warn({ err, orderId: order.id }, "order confirmation e-mail failed");
    return { sent: false, error: err instanceof Error ? err.message : String(err) };
  }
}

/**
 * The confirmation e-mail of `order` as text and HTML (every value escaped), or null when the
 * order has no e-mail address. For a bank transfer the HTML shows the VietQR image `cid:`
 * `VIETQR_CID`, which `sendOrderConfirmation` attaches.
 */
export function composeOrderConfirmation(
  order: OrderView,
  { site, orderUrl = null }: { site: OrderEmailOptions["site"]; orderUrl?: string | null },
): (MailMessage & { to: { name: string; address: string } }) | null {
  const address = order.billing.email?.trim();
  if (!address) return null;
  const shop = site.blogname;
  const transfer = order.paymentMethod === "bacs" ? bankTransferFor(order, site.checkout_settings.bacs) : null;
  const m = summary(order, shop, transfer, site.shop_contact);
  return {
    to: { name: order.billing.fullName, address },
    subject: tOrders("orders.email.subject", { shop, id: order.id }),
    text: textBody(m, orderUrl),
    html: htmlBody(m, orderUrl),
  };
}

type Summary = ReturnType<typeof summary>;

/** Everything the e-mail says, already in words: both bodies render the same facts. */
function summary(order: OrderView, shop: string, transfer: BankTransfer | null, contact: SiteOptions["shop_contact"]) {
  const money = (amount: number) => formatDong(amount);
  return {
    shop,
    subject: tOrders("orders.email.subject", { shop, id: order.id }),
    greeting: tOrders("orders.email.greeting", { name: order.billing.fullName }),
    thanks: tOrders(transfer ? "orders.email.thanksBacs" : "orders.email.thanks", { shop, id: order.id }),
    heading: tOrders("orders.email.orderHeading", {
      id: order.id,
      placedAt: tOrders("orders.placedAt", { time: formatTime(order.createdAt), date: formatDate(order.createdAt) }),
    }),
    lines: order.lines.map((l) => ({
      name: l.name,
      options: l.options.map((o) => `${o.label}: ${o.value}`).join(", "),
      quantity: l.quantity,
      total: money(l.lineTotal),
    })),
    totals: [
      { label: tOrders("orders.subtotal"), value: money(order.subtotal) },
      ...(order.discountTotal > 0 ? [{ label: discountLabel(order), value: `−${money(order.discountTotal)}` }] : []),
      {
        label: tOrders("orders.shipping"),
        value: `${order.shippingTotal > 0 ? money(order.shippingTotal) : tOrders("orders.free")} (${order.shippingMethodTitle})`,
      },
      { label: tOrders("orders.paymentMethod"), value: order.paymentMethodTitle },
      { label: tOrders("orders.total"), value: money(order.total), strong: true },
    ],
    note: order.customerNote.trim(),
    transfer: transfer && {
      intro: tOrders("orders.bacs.intro"),
      rows: [
        { label: tOrders("orders.bacs.bank"), value: transfer.bankName },
        { label: tOrders("orders.bacs.accountNumber"), value: transfer.accountNumber },
        { label: tOrders("orders.bacs.accountName"), value: transfer.accountName },
        { label: tOrders("orders.bacs.amount"), value: money(transfer.amount) },
        { label: tOrders("orders.bacs.content"), value: transfer.content },
      ],
      qr: transfer.qrPayload !== null,
      qrAlt: tOrders("orders.qr.alt", { amount: money(transfer.amount), accountNumber: transfer.accountNumber, bank: transfer.bankName, content: transfer.content }),
    },
    addresses: [
      { heading: tOrders("orders.billingAddress"), lines: addressLines(order.billing) },
      ...(order.shipping ? [{ heading: tOrders("orders.shippingAddress"), lines: addressLines(order.shipping) }] : []),
    ],
    contact: [
      { label: tOrders("orders.email.phone"), value: contact.phone.trim() },
      { label: tOrders("orders.email.email"), value: contact.email.trim() },
      { label: tOrders("orders.email.address"), value: contact.address.trim() },
    ].filter((c) => c.value !== ""),
  };
}

function addressLines(a: OrderAddressView): string[] {
  return [a.fullName, [a.street, a.ward, a.province].filter(Boolean).join(", "), a.phone, a.email ?? ""].filter((l) => l.trim() !== "");
}

function textBody(m: Summary, orderUrl: string | null): string {
  const out: string[] = [m.greeting, "", m.thanks, "", m.heading, ""];
  for (const l of m.lines) out.push(`- ${l.name}${l.options ? ` (${l.options})` : ""} × ${l.quantity}: ${l.total}`);
  out.push("");
  for (const row of m.totals) out.push(`${row.label}: ${row.value}`);
  if (m.note) out.push(`${tOrders("orders.note")}: ${m.note}`);
  if (m.transfer) {
    out.push("", tOrders("orders.bacs.heading"), m.transfer.intro);
    for (const row of m.transfer.rows) out.push(`${row.label}: ${row.value}`);
  }
  for (const a of m.addresses) out.push("", a.heading, ...a.lines);
  if (orderUrl) out.push("", `${tOrders("orders.email.view")}: ${orderUrl}`);
  if (m.contact.length > 0) {
    out.push("", tOrders("orders.email.contact", { shop: m.shop }));
    for (const c of m.contact) out.push(`${c.label}: ${c.value}`);
  }
  out.push("", tOrders("orders.email.signature"), m.shop, "");
  return out.join("\n");
}


const CELL = "padding:8px;border-bottom:1px solid #e5e5e5;text-align:left;vertical-align:top";
const H2 = "font-size:17px;margin:24px 0 8px";

function htmlBody(m: Summary, orderUrl: string | null): string {
  const e = escapeHtml;
  const rows = m.lines
    .map(
      (l) =>
        `<tr><td style="${CELL}">${e(l.name)}${l.options ? `<br><small style="color:#666">${e(l.options)}</small>` : ""}</td>` +
        `<td style="${CELL};text-align:center">${l.quantity}</td><td style="${CELL};text-align:right;white-space:nowrap">${e(l.total)}</td></tr>`,
    )
    .join("");
  const totals = m.totals
    .map((r) => {
      const value = r.strong ? `<strong>${e(r.value)}</strong>` : e(r.value);
      return `<tr><th scope="row" colspan="2" style="${CELL}">${e(r.label)}</th><td style="${CELL};text-align:right">${value}</td></tr>`;
    })
    .join("");
  const note = m.note ? `<p><strong>${e(tOrders("orders.note"))}:</strong> ${e(m.note).replace(/\r?\n/g, "<br>")}</p>` : "";
  const transfer = m.transfer
    ? `<section class="woocommerce-bacs-bank-details"><h2 style="${H2}">${e(tOrders("orders.bacs.heading"))}</h2><p>${e(m.transfer.intro)}</p>` +
      `<ul class="wc-bacs-bank-details order_details bacs_details" style="padding-left:20px">` +
      m.transfer.rows.map((r) => `<li>${e(r.label)}: <strong>${e(r.value)}</strong></li>`).join("") +
      `</ul>` +
      (m.transfer.qr
        ? `<p><img src="cid:${VIETQR_CID}" width="200" height="200" alt="${e(m.transfer.qrAlt)}"><br><small style="color:#666">${e(tOrders("orders.qr.hint"))}</small></p>`
        : "") +
      `</section>`
    : "";
  const addresses = m.addresses
    .map((a) => `<h2 style="${H2}">${e(a.heading)}</h2><address style="font-style:normal">${a.lines.map(e).join("<br>")}</address>`)
    .join("");
  const view = orderUrl ? `<p><a href="${e(orderUrl)}" style="color:#1a56db">${e(tOrders("orders.email.view"))}</a></p>` : "";
  const contact =
    m.contact.length > 0
      ? `<p style="margin-top:24px">${e(tOrders("orders.email.contact", { shop: m.shop }))}<br>` +
        m.contact.map((c) => `${e(c.label)}: ${e(c.value)}`).join("<br>") +
        `</p>`
      : "";
  return (
    `<!doctype html><html lang="vi"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">` +
    `<title>${e(m.subject)}</title></head>` +
    `<body style="margin:0;padding:16px;background:#f5f5f5;color:#222;font:15px/1.5 -apple-system,'Segoe UI',Roboto,Arial,sans-serif">` +
    `<div style="max-width:600px;margin:0 auto;background:#fff;padding:24px;border-radius:4px">` +
    `<h1 style="font-size:20px;margin:0 0 16px">${e(m.shop)}</h1>` +
    `<p>${e(m.greeting)}</p><p>${e(m.thanks)}</p>` +
    `<h2 style="${H2}">${e(m.heading)}</h2>` +
    `<table style="width:100%;border-collapse:collapse"><thead><tr>` +
    `<th scope="col" style="${CELL}">${e(tOrders("orders.product"))}</th><th scope="col" style="${CELL};text-align:center">${e(tOrders("orders.quantity"))}</th>` +
    `<th scope="col" style="${CELL};text-align:right">${e(tOrders("orders.lineTotal"))}</th></tr></thead>` +
    `<tbody>${rows}</tbody><tfoot>${totals}</tfoot></table>` +
    note +
    transfer +
    addresses +
    view +
    contact +
    `<p style="margin-top:24px">${e(tOrders("orders.email.signature"))}<br>${e(m.shop)}</p>` +
    `</div></body></html>`
  );
}
