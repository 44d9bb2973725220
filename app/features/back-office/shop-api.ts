/**
 * What the shop's own REST resources (`cuahang/v1`) and WooCommerce's customers answer: the
 * fields the back office reads. Money is decimal strings of đồng; dates WooCommerce's local ones.
 */

type WcAddress = {
  first_name: string;
  last_name: string;
  company: string;
  address_1: string;
  address_2: string;
  city: string;
  state: string;
  postcode: string;
  country: string;
  phone: string;
};

/** A customer as `GET /wc/v3/customers` answers it. */
export type WcCustomer = {
  id: number;
  date_created: string;
  email: string;
  first_name: string;
  last_name: string;
  role: string;
  username: string;
  billing: WcAddress & { email: string };
  shipping: WcAddress;
  is_paying_customer: boolean;
  /** What integrations wrote with WooCommerce's API (decision 051); any JSON value. */
  meta_data: Array<{ id: number; key: string; value: unknown }>;
  orders_count: number;
  total_spent: string;
};

export type MessageKind = "contact" | "support";
export type MailStatus = "mail_pending" | "mail_sent" | "mail_failed" | "spam" | "aborted";

/** A message as `GET /cuahang/v1/messages` answers it. */
export type ShopMessage = {
  id: string;
  kind: MessageKind;
  number: number;
  date: string;
  read: boolean;
  date_read: string | null;
  read_by: { id: number; name: string } | null;
  /** `labels`: each field's words on the form, in the form's order. */
  form: { id: number; title: string; labels: Record<string, string> } | null;
  fields: Record<string, string | string[]>;
  files: Array<{ field: string; name: string; size: number; type: string; kept: boolean }>;
  remote_ip: string;
  user_agent: string;
  url: string;
  customer_id: number;
  mail: { status: MailStatus; attempts: number; error: string; next_attempt: string | null } | null;
};

/** `GET /cuahang/v1/dashboard`. */
export type ShopDashboard = {
  today: { after: string; before: string; orders: number; revenue: string };
  month: { after: string; before: string; orders: number; revenue: string };
  revenue_statuses: string[];
  awaiting: { processing: number; "on-hold": number };
  low_stock: {
    threshold: number;
    total: number;
    items: Array<{ product_id: number; variation_id: number; name: string; sku: string; stock_quantity: number; permalink: string }>;
  };
  out_of_stock: number;
  unread_messages: number;
};

const fieldText = (value: string | string[] | undefined) => (Array.isArray(value) ? value.join(", ") : (value ?? ""));

/** The field whose form-tag name says it holds `what` (Contact Form 7's `your-name`, `your-email`…). */
function fieldNamed(fields: ShopMessage["fields"], what: RegExp): string {
  const name = Object.keys(fields).find((key) => what.test(key));
  return name === undefined ? "" : fieldText(fields[name]).trim();
}

/**
 * Who wrote a message and what about, for the list: a form's name, e-mail, subject and message
 * fields by their usual tag names (any form's first words otherwise); a support message's login
 * or e-mail and its text.
 */
export function messageSummary(m: ShopMessage): { from: string; email: string; subject: string; excerpt: string } {
  const email = m.kind === "support" ? fieldText(m.fields.email) : fieldNamed(m.fields, /e-?mail/i);
  const from = m.kind === "support" ? fieldText(m.fields.login) || email : fieldNamed(m.fields, /name|ten/i) || email;
  const subject = m.kind === "support" ? "" : fieldNamed(m.fields, /subject|tieu-de/i);
  const text = m.kind === "support" ? fieldText(m.fields.message) : fieldNamed(m.fields, /message|noi-dung|content/i) || Object.values(m.fields).map(fieldText).join(" · ");
  const excerpt = text.replace(/\s+/g, " ").trim();
  return { from, email, subject, excerpt: excerpt.length > 140 ? `${excerpt.slice(0, 139)}…` : excerpt };
}

/** A file's size in the owner's words: bytes, KB or MB, with a Vietnamese decimal comma. */
export function fileSize(bytes: number): string {
  const format = (n: number, unit: string) => `${new Intl.NumberFormat("vi-VN", { maximumFractionDigits: 1 }).format(n)} ${unit}`;
  if (bytes < 1024) return format(bytes, "byte");
  if (bytes < 1024 * 1024) return format(bytes / 1024, "KB");
  return format(bytes / (1024 * 1024), "MB");
}

/** A customer's name as written in Vietnamese: family name first. */
export function customerName(c: Pick<WcCustomer, "first_name" | "last_name" | "username">): string {
  return [c.last_name, c.first_name].map((s) => s.trim()).filter(Boolean).join(" ") || c.username;
}
