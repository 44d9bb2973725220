/** The shipping and payment methods an order records (WooCommerce's ids); the checkout offers them. */
export type ShippingMethodId = "flat_rate" | "free_shipping";
export type PaymentMethodId = "cod" | "bacs";

export type OrderAddressView = { fullName: string; phone: string; email: string | null; province: string; ward: string; street: string };

/** An order as the shopper is shown it (order-received page, confirmation e-mail). Money in đồng. */
export type OrderView = {
  /** The order number. */
  id: number;
  orderKey: string;
  status: "pending" | "processing" | "on-hold" | "completed" | "cancelled" | "refunded" | "failed";
  createdAt: Date;
  lines: Array<{ name: string; sku: string | null; options: Array<{ label: string; value: string }>; quantity: number; unitPrice: number; lineTotal: number }>;
  subtotal: number;
  shippingTotal: number;
  /** What the order's coupons took off. */
  discountTotal: number;
  /** The codes of the coupons applied, in the order they were. */
  couponCodes: string[];
  total: number;
  shippingMethod: ShippingMethodId;
  shippingMethodTitle: string;
  paymentMethod: PaymentMethodId;
  paymentMethodTitle: string;
  customerNote: string;
  billing: OrderAddressView;
  /** Null when delivered to the billing address. */
  shipping: OrderAddressView | null;
};

/** One row of My account's orders table. Money in đồng. */
export type AccountOrderSummary = {
  id: number;
  status: OrderView["status"];
  createdAt: Date;
  total: number;
  /** The quantities of its lines added up. */
  itemCount: number;
};
