/** What other features may use of the orders (app/features/README.md): the methods an order records, its statuses' names. Browser-safe. */
export type { AccountOrderSummary, OrderView, PaymentMethodId, ShippingMethodId } from "./types";
export { orderStatusLabel } from "./order-status";
