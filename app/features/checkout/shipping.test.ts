import { describe, expect, it } from "vitest";
import type { CheckoutSettings } from "~/features/site";
import { CHECKOUT_SETTING_DEFAULTS } from "~/features/site/.server";
import { type ShippingBasis, methodsFromTable, shippingMethodsFor, shippingPriceKey, shippingTableFor, shippingZoneFor } from "./shipping";

const cartOf = (subtotal: number): ShippingBasis => ({ subtotal, discountTotal: 0, freeShipping: false });

const settings: CheckoutSettings = {
  ...CHECKOUT_SETTING_DEFAULTS,
  shipping_zones: [
    { name: "Nội thành", provinces: ["Hà Nội", "TP. Hồ Chí Minh"], flat_rate_cost: 15_000, free_shipping_min: 300_000 },
    { name: "Miền núi", provinces: ["Lai Châu", "Điện Biên"], flat_rate_cost: 60_000, free_shipping_min: null },
  ],
};

describe("shippingZoneFor", () => {
  it("matches the zone that lists the province, exactly as the checkout's list spells it", () => {
    expect(shippingZoneFor("TP. Hồ Chí Minh", settings)).toEqual({ name: "Nội thành", flatRate: 15_000, freeShippingFrom: 300_000 });
    expect(shippingZoneFor("Điện Biên", settings)).toEqual({ name: "Miền núi", flatRate: 60_000, freeShippingFrom: null });
  });

  it("falls back to the settings' own rates for a province no zone lists, or none yet", () => {
    const other = { name: null, flatRate: 30_000, freeShippingFrom: 500_000 };
    expect(shippingZoneFor("Cần Thơ", settings)).toEqual(other);
    expect(shippingZoneFor("", settings)).toEqual(other);
    expect(shippingZoneFor(undefined, settings)).toEqual(other);
    expect(shippingZoneFor("hà nội", settings)).toEqual(other);
  });

  it("leaves out a fallback method the owner switched off", () => {
    const off = { ...settings, flat_rate: { ...settings.flat_rate, enabled: false }, free_shipping: { ...settings.free_shipping, enabled: false } };
    expect(shippingZoneFor("Huế", off)).toEqual({ name: null, flatRate: null, freeShippingFrom: null });
    expect(shippingMethodsFor(cartOf(1_000_000), off, "Huế")).toEqual([]);
    // A zone's own rates do not follow the fallback's switches.
    expect(shippingMethodsFor(cartOf(100_000), off, "Lai Châu")).toEqual([{ id: "flat_rate", title: "Giao hàng tiêu chuẩn", cost: 60_000 }]);
  });
});

describe("shippingMethodsFor by province", () => {
  it("offers free shipping from the zone's minimum, first, beside its flat rate", () => {
    expect(shippingMethodsFor(cartOf(299_999), settings, "Hà Nội")).toEqual([{ id: "flat_rate", title: "Giao hàng tiêu chuẩn", cost: 15_000 }]);
    expect(shippingMethodsFor(cartOf(300_000), settings, "Hà Nội")).toEqual([
      { id: "free_shipping", title: "Miễn phí giao hàng", cost: 0 },
      { id: "flat_rate", title: "Giao hàng tiêu chuẩn", cost: 15_000 },
    ]);
    expect(shippingMethodsFor(cartOf(5_000_000), settings, "Lai Châu").map((m) => m.id)).toEqual(["flat_rate"]);
    expect(shippingMethodsFor(cartOf(300_000), settings, "Cần Thơ")).toEqual([{ id: "flat_rate", title: "Giao hàng tiêu chuẩn", cost: 30_000 }]);
    expect(shippingMethodsFor(cartOf(500_000), settings).map((m) => m.id)).toEqual(["free_shipping", "flat_rate"]);
  });
});

describe("the checkout page's table of zones", () => {
  const provinces = ["Hà Nội", "TP. Hồ Chí Minh", "Lai Châu", "Điện Biên", "Cần Thơ", "", null];

  it("prices every province as the server prices it, for any cart", () => {
    for (const cart of [cartOf(100_000), cartOf(300_000), cartOf(600_000), { subtotal: 650_000, discountTotal: 200_000, freeShipping: false }, { subtotal: 50_000, discountTotal: 0, freeShipping: true }]) {
      const table = shippingTableFor(cart, settings);
      for (const province of provinces) expect(methodsFromTable(table, province)).toEqual(shippingMethodsFor(cart, settings, province));
    }
  });

  it("a free-shipping coupon ships free only where the zone has free shipping", () => {
    const coupon = { subtotal: 50_000, discountTotal: 0, freeShipping: true };
    expect(shippingMethodsFor(coupon, settings, "Hà Nội").map((m) => m.id)).toEqual(["free_shipping", "flat_rate"]);
    expect(shippingMethodsFor(coupon, settings, "Lai Châu").map((m) => m.id)).toEqual(["flat_rate"]);
  });

  it("names the prices shown, so an order priced otherwise is noticed", () => {
    expect(shippingPriceKey(shippingMethodsFor(cartOf(300_000), settings, "Hà Nội"))).toBe("free_shipping:0,flat_rate:15000");
    expect(shippingPriceKey(shippingMethodsFor(cartOf(300_000), settings, "Cần Thơ"))).toBe("flat_rate:30000");
    expect(shippingPriceKey([])).toBe("");
  });
});
