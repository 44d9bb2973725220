import type { Address } from "~/features/checkout/checkout-form";
import { provinceOfState } from "~/features/checkout/province-codes";
import { hasControlCharacters } from "~/lib/validation/control-characters";

/**
 * Addresses between WooCommerce's Store API shape (`BillingAddressSchema`,
 * `ShippingAddressSchema`: first_name, last_name, company, address_1, address_2, city, state,
 * postcode, country, email for billing only, phone) and the checkout's Vietnamese fields (the
 * name family-first, province, ward, street). Reading and answering are each other's inverse:
 * the family name is `last_name`, the province `state`, the ward `city`.
 */
export type StoreAddressInput = Partial<Record<"first_name" | "last_name" | "address_1" | "address_2" | "city" | "state" | "email" | "phone", unknown>>;

const field = (address: StoreAddressInput | undefined, name: keyof StoreAddressInput) => {
  const v = address?.[name];
  return typeof v === "string" ? v : "";
};

/** A posted address's e-mail, as text. */
export const storeAddressEmail = (address: StoreAddressInput | undefined) => field(address, "email");

/**
 * Trimmed, unless it holds a control character: then passed on as sent, so the form's rule
 * refuses it (a vertical tab at an edge would otherwise trim away unseen).
 */
const keptForTheRules = (text: string) => (hasControlCharacters(text) ? text : text.trim());

/**
 * A Store API address as the checkout form's fields: the name family-first ("Nguyễn" + "Thị
 * Lan"); the province from `state` (or `city` when there is no state, as WooCommerce's Vietnamese
 * locale hides the state), by our name, an old province's code or name; the ward from
 * `address_2`, or `city` under a state; the street from `address_1`. What names no province is
 * passed on as sent, for the form's rules to refuse.
 */
export function checkoutAddressFields(prefix: "billing" | "shipping", address: StoreAddressInput | undefined): Array<[string, string]> {
  const state = field(address, "state");
  const place = keptForTheRules(state) || keptForTheRules(field(address, "city"));
  return [
    [`${prefix}_full_name`, [field(address, "last_name"), field(address, "first_name")].map(keptForTheRules).filter(Boolean).join(" ")],
    [`${prefix}_phone`, field(address, "phone")],
    [`${prefix}_province`, (!hasControlCharacters(place) && provinceOfState(place)) || place],
    [`${prefix}_ward`, field(address, "address_2") || (state.trim() ? field(address, "city") : "")],
    [`${prefix}_address_1`, field(address, "address_1")],
  ];
}

/**
 * A stored address in the Store API's shape. WooCommerce 10 keeps no state list for VN, so it
 * answers a Vietnamese address's state as the text it holds: here the province's name.
 */
function storeAddress(a: Address) {
  const [family = "", ...given] = a.fullName.split(/\s+/);
  return {
    // A single word is taken for the given name, which WooCommerce requires.
    first_name: given.length > 0 ? given.join(" ") : family,
    last_name: given.length > 0 ? family : "",
    company: "",
    address_1: a.street,
    address_2: "",
    city: a.ward,
    state: a.province,
    postcode: "",
    country: "VN",
  };
}

export const storeShippingAddress = (a: Address) => ({ ...storeAddress(a), phone: a.phone });

export const storeBillingAddress = (a: Address & { email: string }) => ({ ...storeAddress(a), email: a.email, phone: a.phone });
