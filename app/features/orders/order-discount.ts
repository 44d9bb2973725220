import { tOrders } from "~/lib/i18n/areas/orders";
import type { OrderView } from "./types";

/** The discount row's label: "Giảm giá", with the coupons' codes when the order has them. */
export const discountLabel = (order: Pick<OrderView, "couponCodes">) =>
  order.couponCodes.length > 0 ? tOrders("orders.discountWithCodes", { codes: order.couponCodes.join(", ") }) : tOrders("orders.discount");
