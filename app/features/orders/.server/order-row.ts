import { z } from "zod";
import { addressType, orderStatus } from "../../../../db/schema/commerce";
import { sameType } from "../../../platform/.server/sql-answer";
import type { OrderView } from "../types";

/**
 * An order as `orderForKey` (`./orders.ts`) reads it: its columns, its lines and addresses as
 * JSON the statement builds. Money is whole đồng; checked as app/platform/.server/sql-answer.ts says.
 */

const statusShape = z.enum(orderStatus.enumValues);
const shippingMethodShape = z.enum(["flat_rate", "free_shipping"]);
const paymentMethodShape = z.enum(["cod", "bacs"]);
sameType<z.infer<typeof statusShape>, OrderView["status"]>(true);
sameType<z.infer<typeof shippingMethodShape>, OrderView["shippingMethod"]>(true);
sameType<z.infer<typeof paymentMethodShape>, OrderView["paymentMethod"]>(true);

const lineShape = z.strictObject({
  name: z.string(),
  sku: z.string().nullable(),
  quantity: z.int(),
  unitPrice: z.int(),
  lineTotal: z.int(),
  options: z.array(z.strictObject({ label: z.string(), value: z.string() })),
});
sameType<z.infer<typeof lineShape>, OrderView["lines"][number]>(true);

const addressShape = z.strictObject({
  type: z.enum(addressType.enumValues),
  fullName: z.string(),
  phone: z.string(),
  email: z.string().nullable(),
  province: z.string(),
  ward: z.string(),
  street: z.string(),
});
sameType<Omit<z.infer<typeof addressShape>, "type">, OrderView["billing"]>(true);

export const orderRowShape = z.strictObject({
  id: z.int(),
  orderKey: z.string(),
  status: statusShape,
  /** The column as the driver gives it: text, not a Date. */
  createdAt: z.string(),
  subtotal: z.int(),
  shippingTotal: z.int(),
  discountTotal: z.int(),
  couponCodes: z.array(z.string()),
  total: z.int(),
  shippingMethod: shippingMethodShape,
  shippingMethodTitle: z.string(),
  paymentMethod: paymentMethodShape,
  paymentMethodTitle: z.string(),
  customerNote: z.string(),
  lines: z.array(lineShape),
  /** An order always has its billing address. */
  addresses: z.array(addressShape),
});
