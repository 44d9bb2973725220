import { tBackOffice } from "~/lib/i18n/areas/back-office";
import type { ShopMessage } from "../shop-api";

/** What became of a contact form message's mail, as a coloured label (a failed one in red); nothing for a support message. */
export function MailBadge({ message }: { message: ShopMessage }) {
  if (message.mail === null) return null;
  const { status } = message.mail;
  const tone = status === "mail_failed" ? "bo-badge-failed" : status === "mail_sent" ? "bo-badge-completed" : "bo-badge-pending";
  return <span className={`bo-badge ${tone}`}>{tBackOffice(`messages.mail.${status}`)}</span>;
}
