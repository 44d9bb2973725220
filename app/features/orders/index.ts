/** What other features may use of the orders (app/features/README.md): the methods an order records. Browser-safe. */
export type { PaymentMethodId, ShippingMethodId } from "./types";
