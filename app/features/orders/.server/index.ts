/** What other features' server code may use of the orders: an order as its buyer sees it, and its confirmation e-mail. */
export { sendOrderConfirmation } from "./order-email";
export { orderForKey } from "./orders";
