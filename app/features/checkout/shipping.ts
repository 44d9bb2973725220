import type { PaymentMethodId, ShippingMethodId } from "~/features/orders";
import type { CheckoutSettings } from "~/features/site";

export type ShippingMethod = { id: ShippingMethodId; title: string; cost: number };

/**
 * The shipping methods a cart of `subtotal` đồng can choose (WooCommerce's zone methods): free
 * shipping once the subtotal reaches its minimum, the flat rate always when enabled. The first is
 * the one chosen when the shopper has not chosen.
 */
export function shippingMethodsFor(subtotal: number, settings: CheckoutSettings): ShippingMethod[] {
  const methods: ShippingMethod[] = [];
  if (settings.free_shipping.enabled && subtotal >= settings.free_shipping.min_amount) {
    methods.push({ id: "free_shipping", title: settings.free_shipping.title, cost: 0 });
  }
  if (settings.flat_rate.enabled) methods.push({ id: "flat_rate", title: settings.flat_rate.title, cost: settings.flat_rate.cost });
  return methods;
}

export type PaymentMethod = { id: PaymentMethodId; title: string; description: string };

export function paymentMethodsOf(settings: CheckoutSettings): PaymentMethod[] {
  const methods: PaymentMethod[] = [];
  if (settings.cod.enabled) methods.push({ id: "cod", title: settings.cod.title, description: settings.cod.description });
  if (settings.bacs.enabled) methods.push({ id: "bacs", title: settings.bacs.title, description: settings.bacs.description });
  return methods;
}
