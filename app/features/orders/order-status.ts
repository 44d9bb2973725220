import { tOrders } from "~/lib/i18n/areas/orders";
import type { OrderView } from "./types";

/** An order status's name as WooCommerce's Vietnamese translation shows it (`wc_get_order_status_name`). */
export const orderStatusLabel = (status: OrderView["status"]): string => tOrders(`orders.status.${status}`);
