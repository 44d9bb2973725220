import { hasControlCharacters } from "~/lib/validation/control-characters";
import { isEmail } from "~/lib/validation/email";
import { isPhone, normalizePhone } from "~/lib/validation/phone";
import { type Province, isProvince } from "./provinces";
import { tCheckout } from "~/lib/i18n/areas/checkout";

/**
 * The checkout form, with WooCommerce's field names where it has them (`billing_*`, `shipping_*`,
 * `ship_to_different_address`, `order_comments`, `shipping_method`, `payment_method`, `terms`).
 * One set of rules: the browser checks each field as the shopper leaves it, the server decides.
 * Plain checks rather than a schema library, so the page does not ship one.
 */
export const ADDRESS_FIELDS = ["full_name", "phone", "province", "ward", "address_1"] as const;
type AddressField = (typeof ADDRESS_FIELDS)[number];
export type CheckoutField =
  | `billing_${AddressField}`
  | "billing_email"
  | `shipping_${AddressField}`
  | "order_comments"
  | "shipping_method"
  | "payment_method"
  | "terms";

export type Address = { fullName: string; phone: string; province: Province; ward: string; street: string };

export type CheckoutInput = {
  billing: Address & { email: string };
  /** Null: deliver to the billing address. */
  shipping: Address | null;
  note: string;
  shippingMethod: string;
  paymentMethod: string;
  /** The submission's idempotency token (one page view, one order). */
  token: string;
  /** The cart hash the page showed: a cart changed since is checked again by the shopper. */
  cartHash: string;
  /**
   * The shipping prices the page showed (`shippingPriceKey`), when the form carries them: an
   * address priced otherwise is shown its prices before it is ordered at them.
   */
  shippingPriced?: string;
};

export type CheckoutErrors = Partial<Record<CheckoutField, string>>;
export type CheckoutValues = Partial<Record<CheckoutField | "ship_to_different_address", string>>;

const MAX = { full_name: 100, ward: 100, address_1: 200, email: 100, order_comments: 2000 } as const;

/** One field's rule: the error to show, or null. `value` is the field's text as typed. */
export function checkField(field: CheckoutField, value: string): string | null {
  // Kept with the order (or compared with what is): refused, never stored other than as sent.
  if (hasControlCharacters(value)) return tCheckout("checkout.error.controlCharacters");
  const v = value.trim();
  const base = field.replace(/^(billing|shipping)_/, "");
  switch (base) {
    case "full_name":
      if (!v) return tCheckout("checkout.error.fullName");
      return v.length > MAX.full_name ? tCheckout("checkout.error.tooLong", { max: MAX.full_name }) : null;
    case "phone":
      return isPhone(v) ? null : tCheckout("checkout.error.phone");
    case "email":
      if (v.length > MAX.email) return tCheckout("checkout.error.tooLong", { max: MAX.email });
      return isEmail(v) ? null : tCheckout("checkout.error.email");
    case "province":
      return isProvince(v) ? null : tCheckout("checkout.error.province");
    case "ward":
      if (!v) return tCheckout("checkout.error.ward");
      return v.length > MAX.ward ? tCheckout("checkout.error.tooLong", { max: MAX.ward }) : null;
    case "address_1":
      if (!v) return tCheckout("checkout.error.street");
      return v.length > MAX.address_1 ? tCheckout("checkout.error.tooLong", { max: MAX.address_1 }) : null;
    case "order_comments":
      return v.length > MAX.order_comments ? tCheckout("checkout.error.tooLong", { max: MAX.order_comments }) : null;
    case "shipping_method":
      return v ? null : tCheckout("checkout.error.shippingMethod");
    case "payment_method":
      return v ? null : tCheckout("checkout.error.paymentMethod");
    case "terms":
      return v ? null : tCheckout("checkout.error.terms");
    default:
      return null;
  }
}

/**
 * The errors once `field` was checked again as it reads now (on leaving it): the same object when
 * its verdict did not change, so a form's state re-renders only when something did.
 */
export function recheckField(errors: CheckoutErrors, field: CheckoutField, value: string): CheckoutErrors {
  const error = checkField(field, value);
  if ((errors[field] ?? null) === error) return errors;
  const next = { ...errors };
  if (error) next[field] = error;
  else delete next[field];
  return next;
}

const text = (form: FormData, name: string) => {
  const v = form.get(name);
  return typeof v === "string" ? v : "";
};

/** The fields a submission must pass, in the order the summary lists their errors. */
function fieldsToCheck(shipElsewhere: boolean): CheckoutField[] {
  return [
    ...ADDRESS_FIELDS.map((f) => `billing_${f}` as const),
    "billing_email",
    ...(shipElsewhere ? ADDRESS_FIELDS.map((f) => `shipping_${f}` as const) : []),
    "order_comments",
    "shipping_method",
    "payment_method",
    "terms",
  ];
}

/**
 * One address form posted alone (My account's `edit-address/billing|shipping`): the checkout's
 * address fields under the same rules, with the billing e-mail for the billing address.
 */
export function readAddressForm(form: FormData, prefix: "billing" | "shipping"):
  | { ok: true; address: Address & { email: string }; values: CheckoutValues }
  | { ok: false; errors: CheckoutErrors; values: CheckoutValues } {
  const fields: CheckoutField[] = [...ADDRESS_FIELDS.map((f) => `${prefix}_${f}` as const), ...(prefix === "billing" ? (["billing_email"] as const) : [])];
  const values: CheckoutValues = {};
  const errors: CheckoutErrors = {};
  for (const field of fields) {
    values[field] = text(form, field);
    const error = checkField(field, values[field]);
    if (error) errors[field] = error;
  }
  if (Object.keys(errors).length > 0) return { ok: false, errors, values };
  return {
    ok: true,
    values,
    address: {
      fullName: values[`${prefix}_full_name`]!.trim(),
      phone: normalizePhone(values[`${prefix}_phone`]!.trim()),
      province: values[`${prefix}_province`]!.trim() as Province,
      ward: values[`${prefix}_ward`]!.trim(),
      street: values[`${prefix}_address_1`]!.trim(),
      email: prefix === "billing" ? values.billing_email!.trim() : "",
    },
  };
}

/** The posted values as typed (to show them again), and the checked order or the field errors. */
export function readCheckoutForm(form: FormData):
  | { ok: true; input: CheckoutInput; values: CheckoutValues }
  | { ok: false; errors: CheckoutErrors; values: CheckoutValues } {
  const shipElsewhere = text(form, "ship_to_different_address") === "1";
  const values: CheckoutValues = { ship_to_different_address: shipElsewhere ? "1" : "" };
  const errors: CheckoutErrors = {};
  for (const field of fieldsToCheck(shipElsewhere)) {
    values[field] = text(form, field);
    const error = checkField(field, values[field]);
    if (error) errors[field] = error;
  }
  if (Object.keys(errors).length > 0) return { ok: false, errors, values };
  const address = (prefix: "billing" | "shipping"): Address => ({
    fullName: values[`${prefix}_full_name`]!.trim(),
    phone: normalizePhone(values[`${prefix}_phone`]!.trim()),
    province: values[`${prefix}_province`]!.trim() as Province,
    ward: values[`${prefix}_ward`]!.trim(),
    street: values[`${prefix}_address_1`]!.trim(),
  });
  return {
    ok: true,
    values,
    input: {
      billing: { ...address("billing"), email: values.billing_email!.trim() },
      shipping: shipElsewhere ? address("shipping") : null,
      note: values.order_comments!.trim(),
      shippingMethod: values.shipping_method!.trim(),
      paymentMethod: values.payment_method!.trim(),
      token: text(form, "checkout_token").trim(),
      cartHash: text(form, "cart_hash").trim(),
      ...(form.has("shipping_priced") ? { shippingPriced: text(form, "shipping_priced").trim() } : {}),
    },
  };
}
