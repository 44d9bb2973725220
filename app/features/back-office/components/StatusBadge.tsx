import { orderStatusLabel } from "~/features/orders";
import type { OrderStatus } from "../wc-order";

/** An order's status as a coloured label (WooCommerce's status marks), its words always shown. */
export function StatusBadge({ status }: { status: OrderStatus }) {
  return <span className={`bo-badge bo-badge-${status}`}>{orderStatusLabel(status)}</span>;
}
