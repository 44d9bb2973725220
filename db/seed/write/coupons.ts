import { coupons } from "../../schema";
import type { Tx } from "../../../app/platform/.server/db";

/**
 * The demo shop's coupons, one of each kind a shopper meets: a percentage for everyone, free
 * shipping from a minimum spend below the shop's own free-shipping threshold, and an amount off
 * a larger cart, once per customer.
 */
export async function insertDemoCoupons(tx: Tx): Promise<number> {
  const rows = await tx
    .insert(coupons)
    .values([
      { code: "giam10", description: "Giảm 10% cho mọi đơn hàng", discountType: "percent", amount: 1_000 },
      { code: "freeship", description: "Miễn phí giao hàng cho đơn từ 300.000 ₫", discountType: "fixed_cart", amount: 0, freeShipping: true, minimumAmount: 300_000 },
      {
        code: "giam50k",
        description: "Giảm 50.000 ₫ cho đơn từ 500.000 ₫, mỗi khách một lần",
        discountType: "fixed_cart",
        amount: 50_000,
        minimumAmount: 500_000,
        usageLimit: 100,
        usageLimitPerUser: 1,
      },
    ])
    .returning({ id: coupons.id });
  return rows.length;
}
