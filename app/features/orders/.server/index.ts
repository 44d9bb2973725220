/** What other features' server code may use of the orders: an order as its buyer sees it, the account's orders, and its confirmation e-mail. */
export { sendOrderConfirmation } from "./order-email";
export { ACCOUNT_ORDERS_PER_PAGE, orderForKey, orderOfAccount, ordersOfAccount } from "./orders";
