import type { PaymentMethodId, ShippingMethodId } from "~/features/orders";
import type { CheckoutSettings } from "~/features/site";

export type ShippingMethod = { id: ShippingMethodId; title: string; cost: number };

/** A zone's rates: what `shippingMethodsFor` offers to an address in it. */
export type ZoneRates = { name: string | null; flatRate: number | null; freeShippingFrom: number | null };

type Zone = CheckoutSettings["shipping_zones"][number];
const ratesOf = (zone: Zone): ZoneRates => ({ name: zone.name, flatRate: zone.flat_rate_cost, freeShippingFrom: zone.free_shipping_min });

/**
 * The rates for an address in `province` (WooCommerce matches zones by region): the first zone
 * listing it, else the settings' own rates, the zone "other provinces" (also when the province is
 * not known yet).
 */
export function shippingZoneFor(province: string | null | undefined, settings: CheckoutSettings): ZoneRates {
  const zone = province ? settings.shipping_zones.find((z) => z.provinces.includes(province)) : undefined;
  if (zone) return ratesOf(zone);
  return {
    name: null,
    flatRate: settings.flat_rate.enabled ? settings.flat_rate.cost : null,
    freeShippingFrom: settings.free_shipping.enabled ? settings.free_shipping.min_amount : null,
  };
}

/** What of a cart its shipping depends on. */
export type ShippingBasis = { subtotal: number; discountTotal: number; freeShipping: boolean };

/**
 * A zone's methods for a cart: free shipping where the zone has it, once the subtotal less the
 * coupons' discount reaches its minimum (WooCommerce's default, discounts not ignored) or with a
 * coupon giving free shipping; the zone's flat rate always when it has one. The first is the one
 * chosen when the shopper has not chosen.
 */
function zoneMethods(cart: ShippingBasis, settings: CheckoutSettings, zone: ZoneRates): ShippingMethod[] {
  const methods: ShippingMethod[] = [];
  if (zone.freeShippingFrom !== null && (cart.freeShipping || cart.subtotal - cart.discountTotal >= zone.freeShippingFrom)) {
    methods.push({ id: "free_shipping", title: settings.free_shipping.title, cost: 0 });
  }
  if (zone.flatRate !== null) methods.push({ id: "flat_rate", title: settings.flat_rate.title, cost: zone.flatRate });
  return methods;
}

/** The shipping methods a cart shipped to `province` can choose (the zone by `shippingZoneFor`). */
export function shippingMethodsFor(cart: ShippingBasis, settings: CheckoutSettings, province?: string | null): ShippingMethod[] {
  return zoneMethods(cart, settings, shippingZoneFor(province, settings));
}

/**
 * Every zone's methods for one cart, so the checkout page prices the province the shopper picks
 * as it is picked, without asking the server (a shop has a handful of zones).
 */
export type ShippingTable = { zones: Array<{ provinces: string[]; methods: ShippingMethod[] }>; otherProvinces: ShippingMethod[] };

export function shippingTableFor(cart: ShippingBasis, settings: CheckoutSettings): ShippingTable {
  return {
    zones: settings.shipping_zones.map((zone) => ({ provinces: zone.provinces, methods: zoneMethods(cart, settings, ratesOf(zone)) })),
    otherProvinces: shippingMethodsFor(cart, settings, null),
  };
}

/** `shippingMethodsFor` read from a table: the first zone listing the province, as `shippingZoneFor` picks it. */
export function methodsFromTable(table: ShippingTable, province: string | null | undefined): ShippingMethod[] {
  return (province ? table.zones.find((z) => z.provinces.includes(province))?.methods : undefined) ?? table.otherProvinces;
}

/**
 * The prices a page showed for shipping (`flat_rate:30000,free_shipping:0`), posted with the order:
 * an order whose address is priced otherwise (another zone, or rates changed meanwhile) is not
 * placed at a price the shopper did not see.
 */
export const shippingPriceKey = (methods: readonly ShippingMethod[]): string => methods.map((m) => `${m.id}:${m.cost}`).join(",");

export type PaymentMethod = { id: PaymentMethodId; title: string; description: string };

export function paymentMethodsOf(settings: CheckoutSettings): PaymentMethod[] {
  const methods: PaymentMethod[] = [];
  if (settings.cod.enabled) methods.push({ id: "cod", title: settings.cod.title, description: settings.cod.description });
  if (settings.bacs.enabled) methods.push({ id: "bacs", title: settings.bacs.title, description: settings.bacs.description });
  return methods;
}
