import type { PaymentMethodId, ShippingMethodId } from "~/features/orders";
import type { CheckoutSettings } from "~/features/site";

export type ShippingMethod = { id: ShippingMethodId; title: string; cost: number };

/** A zone's rates: what `shippingMethodsFor` offers to an address in it. */
export type ZoneRates = { name: string | null; flatRate: number | null; freeShippingFrom: number | null };

/**
 * The rates for an address in `province` (WooCommerce matches zones by region): the first zone
 * listing it, else the settings' own rates, the zone "other provinces" (also when the province is
 * not known yet).
 */
export function shippingZoneFor(province: string | null | undefined, settings: CheckoutSettings): ZoneRates {
  const zone = province ? settings.shipping_zones.find((z) => z.provinces.includes(province)) : undefined;
  if (zone) return { name: zone.name, flatRate: zone.flat_rate_cost, freeShippingFrom: zone.free_shipping_min };
  return {
    name: null,
    flatRate: settings.flat_rate.enabled ? settings.flat_rate.cost : null,
    freeShippingFrom: settings.free_shipping.enabled ? settings.free_shipping.min_amount : null,
  };
}

/** What of a cart its shipping depends on. */
export type ShippingBasis = { subtotal: number; discountTotal: number; freeShipping: boolean };

/**
 * The shipping methods a cart shipped to `province` can choose (WooCommerce's zone methods, the
 * zone by `shippingZoneFor`): free shipping where the zone has it, once the subtotal less the
 * coupons' discount reaches its minimum (WooCommerce's default, discounts not ignored) or with a
 * coupon giving free shipping; the zone's flat rate always when it has one. The first is the one
 * chosen when the shopper has not chosen.
 */
export function shippingMethodsFor(cart: ShippingBasis, settings: CheckoutSettings, province?: string | null): ShippingMethod[] {
  const zone = shippingZoneFor(province, settings);
  const methods: ShippingMethod[] = [];
  if (zone.freeShippingFrom !== null && (cart.freeShipping || cart.subtotal - cart.discountTotal >= zone.freeShippingFrom)) {
    methods.push({ id: "free_shipping", title: settings.free_shipping.title, cost: 0 });
  }
  if (zone.flatRate !== null) methods.push({ id: "flat_rate", title: settings.flat_rate.title, cost: zone.flatRate });
  return methods;
}

export type PaymentMethod = { id: PaymentMethodId; title: string; description: string };

export function paymentMethodsOf(settings: CheckoutSettings): PaymentMethod[] {
  const methods: PaymentMethod[] = [];
  if (settings.cod.enabled) methods.push({ id: "cod", title: settings.cod.title, description: settings.cod.description });
  if (settings.bacs.enabled) methods.push({ id: "bacs", title: settings.bacs.title, description: settings.bacs.description });
  return methods;
}
