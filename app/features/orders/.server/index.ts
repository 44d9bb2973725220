/** What other features' server code may use of the orders: an order as its buyer sees it, the account's orders, its confirmation e-mail and the shop's "New order" one. */
export { sendOrderConfirmation } from "./order-email";
export { sendNewOrderToShop } from "./new-order-email";
export { ACCOUNT_ORDERS_PER_PAGE, orderForKey, orderOfAccount, ordersOfAccount } from "./orders";
export { UNPAID_ORDERS_CHECK_MS, cancelUnpaidOrders } from "./unpaid-orders";
