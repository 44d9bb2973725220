import { describe, expect, it } from "vitest";
import { type WcCoupon, amountPreview, couponAmountText, couponBody, couponForm, couponState, couponsHref, dongForApi, limitForApi, percentForApi } from "./wc-coupon";

const stored: WcCoupon = {
  id: 7,
  code: "tet2027",
  amount: "12.5",
  status: "publish",
  discount_type: "percent",
  description: "Tết",
  date_expires: "2027-02-01T12:30:00",
  usage_count: 3,
  individual_use: true,
  product_ids: [4],
  excluded_product_ids: [],
  usage_limit: 100,
  usage_limit_per_user: null,
  free_shipping: false,
  product_categories: [],
  excluded_product_categories: [9],
  minimum_amount: "300000",
  maximum_amount: "0",
  email_restrictions: ["*@congty.vn", "an@example.vn"],
};

describe("the coupons screen", () => {
  it("shows amounts in đồng or percent, and what state a coupon is in", () => {
    expect(couponAmountText("percent", "12.5")).toBe("12,5 %");
    expect(couponAmountText("fixed_cart", "50000")).toBe("50.000\u00a0₫");
    const now = new Date("2027-01-15T00:00:00Z");
    expect(couponState(stored, now)).toBe("active");
    expect(couponState({ ...stored, status: "draft" }, now)).toBe("draft");
    expect(couponState(stored, new Date("2027-02-01T05:30:00Z"))).toBe("expired");
    expect(couponState({ ...stored, usage_count: 100 }, now)).toBe("usedUp");
    expect(couponsHref("giam", 2)).toBe("/wp-admin/ma-giam-gia/?s=giam&paged=2");
    expect(couponsHref("", 1)).toBe("/wp-admin/ma-giam-gia/");
  });

  it("reads what the owner types as WooCommerce's decimal strings, leaving what it cannot read for the schema", () => {
    expect(dongForApi("1.250.000")).toBe("1250000");
    expect(dongForApi("50 000 ₫")).toBe("50000");
    expect(dongForApi("10.5")).toBe("10.5");
    expect(percentForApi("12,5 %")).toBe("12.5");
    expect([limitForApi(""), limitForApi(" 20 "), limitForApi("hai")]).toEqual([null, 20, "hai"]);
    expect(amountPreview("percent", "12,5")).toBe("Giảm 12,5 %");
    expect(amountPreview("fixed_cart", "50.000")).toBe("Giảm 50.000\u00a0₫");
    expect([amountPreview("percent", "150"), amountPreview("fixed_cart", "abc"), amountPreview("fixed_cart", "")]).toEqual([null, null, null]);
  });

  it("fills its form from a coupon and sends it back unchanged, the expiry's time kept", () => {
    const form = couponForm(stored);
    expect(form).toMatchObject({ amount: "12,5", expires: "2027-02-01", minimum_amount: "300.000", maximum_amount: "", emails: "*@congty.vn, an@example.vn", usage_limit: "100", usage_limit_per_user: "" });
    const body = couponBody(form, stored);
    expect(body).toMatchObject({ amount: "12.5", date_expires: "2027-02-01T12:30:00", minimum_amount: "300000", maximum_amount: "", usage_limit: 100, usage_limit_per_user: null, email_restrictions: ["*@congty.vn", "an@example.vn"] });
    expect(couponBody({ ...form, expires: "2027-03-01" }, stored).date_expires).toBe("2027-03-01T00:00:00");
    expect(couponBody({ ...form, expires: "" }, stored).date_expires).toBeNull();
  });
});
