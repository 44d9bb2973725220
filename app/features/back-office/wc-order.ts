import type { MetaData } from "./order-origin";

/** The order statuses WooCommerce's API names (its `wc-` prefix dropped). */
export const ORDER_STATUSES = ["pending", "processing", "on-hold", "completed", "cancelled", "refunded", "failed"] as const;
export type OrderStatus = (typeof ORDER_STATUSES)[number];

export const isOrderStatus = (value: string | null): value is OrderStatus => (ORDER_STATUSES as readonly (string | null)[]).includes(value);

type Address = { first_name: string; last_name: string; address_1: string; city: string; state: string; phone: string; email?: string };

/** An order as `GET /wc/v3/orders` answers it: the fields the back office reads. Money is decimal strings of đồng. */
export type WcOrder = {
  id: number;
  number: string;
  status: OrderStatus;
  date_created: string;
  date_modified: string;
  date_paid: string | null;
  total: string;
  discount_total: string;
  shipping_total: string;
  customer_id: number;
  customer_note: string;
  billing: Address & { email: string };
  shipping: Address;
  payment_method: string;
  payment_method_title: string;
  customer_ip_address: string;
  customer_user_agent: string;
  meta_data: MetaData;
  line_items: Array<{ id: number; name: string; product_id: number; variation_id: number; quantity: number; subtotal: string; total: string; price: number; sku: string; meta_data: Array<{ key: string; value: string }> }>;
  shipping_lines: Array<{ method_title: string; total: string }>;
};

/** A note as `GET /wc/v3/orders/{id}/notes` answers it. */
export type WcOrderNote = { id: number; author: string; date_created: string; note: string; customer_note: boolean };

/** `GET /wc/v3/reports/orders/totals`: how many orders each status holds. */
export type WcStatusTotal = { slug: OrderStatus; name: string; total: number };

/** A WooCommerce money string as whole đồng (the shop's prices have no decimals). */
export const dongOf = (money: string): number => Math.round(Number(money));

/** A WooCommerce local date (`2026-11-28T10:05:00`, the shop's +07:00) as an instant. */
export const instantOfLocal = (date: string): Date => new Date(`${date}+07:00`);
