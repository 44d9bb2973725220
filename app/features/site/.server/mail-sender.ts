import type { Db } from "../../../platform/.server/db";
import type { MailMessage, Mailer } from "../../../platform/.server/mailer";
import { loadSiteChrome } from "./site";

/** `"Name" <a@b.vn>`, `Name <a@b.vn>` or `a@b.vn` as its name and address. */
export function parseMailbox(mailbox: string): { name: string; address: string } {
  const named = /^\s*(?:"((?:[^"\\]|\\.)*)"|([^<]*?))\s*<([^<>\s]+)>\s*$/.exec(mailbox);
  if (named) return { name: (named[1] ?? named[2] ?? "").replace(/\\(.)/g, "$1").trim(), address: named[3]! };
  return { name: "", address: mailbox.trim() };
}

/**
 * The sender of the shop's e-mails: the owner's From name and address (WooCommerce's e-mail
 * sender options), each part left empty taken from the server's `MAIL_FROM`.
 */
export function shopSender(settings: { email_from_name: string; email_from_address: string }, serverFrom: string): { name: string; address: string } {
  const server = parseMailbox(serverFrom);
  return { name: settings.email_from_name || server.name, address: settings.email_from_address || server.address };
}

/**
 * `mailer` sending as the shop's sender (read with the site's options, so a change in the settings
 * applies to the next e-mail), unless a message names its own (a contact form's template may).
 */
export function withShopSender(mailer: Mailer, db: Db, serverFrom: string): Mailer {
  return {
    kind: mailer.kind,
    close: mailer.close,
    send: async (message: MailMessage) => {
      if (message.from !== undefined) return mailer.send(message);
      const { woocommerce_settings } = (await loadSiteChrome(db)).options;
      return mailer.send({ ...message, from: shopSender(woocommerce_settings, serverFrom) });
    },
  };
}
