import type { CheckoutErrors, CheckoutField, CheckoutValues } from "../checkout-form";
import { PROVINCES } from "../provinces";
import { tCheckout } from "~/lib/i18n/areas/checkout";

const inputClass =
  "input-text mt-1 block min-h-11 w-full rounded-md border border-gray-300 px-3 aria-[invalid=true]:border-sale aria-[invalid=true]:ring-1 aria-[invalid=true]:ring-sale";

type FieldProps = {
  name: CheckoutField;
  label: string;
  errors: CheckoutErrors;
  values: CheckoutValues;
  onCheck: (name: CheckoutField, value: string) => void;
  type?: string;
  autoComplete?: string;
  className?: string;
};

/**
 * A labelled field with its error under it (spec §5: under the field, the field marked invalid):
 * a text field, or a select when it has `choices` (the province).
 */
function Field({ name, label, errors, values, onCheck, type = "text", autoComplete, className = "", choices }: FieldProps & { choices?: { placeholder: string; values: readonly string[] } }) {
  const error = errors[name];
  const control = {
    id: name,
    name,
    autoComplete,
    defaultValue: values[name] ?? "",
    required: true,
    "aria-invalid": error ? true : undefined,
    "aria-describedby": error ? `${name}-error` : undefined,
    onBlur: (e: React.FocusEvent<HTMLInputElement | HTMLSelectElement>) => onCheck(name, e.currentTarget.value),
    // A field in error is checked again as the shopper types (or chooses), so the message goes once it is right.
    onChange: (e: React.ChangeEvent<HTMLInputElement | HTMLSelectElement>) => error && onCheck(name, e.currentTarget.value),
  };
  return (
    <p className={`form-row ${className}`} id={`${name}_field`}>
      <label htmlFor={name} className="text-sm font-semibold">
        {label} <abbr className="required text-sale no-underline" title={tCheckout("checkout.required")}>*</abbr>
      </label>
      {choices ? (
        <select {...control} className={`${inputClass} bg-white`}>
          <option value="">{choices.placeholder}</option>
          {choices.values.map((v) => (
            <option key={v} value={v}>{v}</option>
          ))}
        </select>
      ) : (
        <input {...control} type={type} className={inputClass} />
      )}
      {error && <span id={`${name}-error`} className="checkout-inline-error-message mt-1 block text-sm text-sale">{error}</span>}
    </p>
  );
}

/**
 * An address's fields under WooCommerce's names (`billing_*`, `shipping_*`): the checkout's, and
 * My account's address forms. The caller keeps the errors and checks a field when `onCheck` asks.
 */
export function AddressFields({ prefix, ...rest }: { prefix: "billing" | "shipping" } & Pick<FieldProps, "errors" | "values" | "onCheck">) {
  const ac = (what: string) => `${prefix} ${what}`;
  return (
    <div className="grid gap-4 sm:grid-cols-2">
      <Field name={`${prefix}_full_name`} label={tCheckout("checkout.fullName")} autoComplete={ac("name")} className="sm:col-span-2" {...rest} />
      <Field name={`${prefix}_phone`} label={tCheckout("checkout.phone")} type="tel" autoComplete={ac("tel")} {...rest} />
      {prefix === "billing" && <Field name="billing_email" label={tCheckout("checkout.email")} type="email" autoComplete="email" {...rest} />}
      <Field
        name={`${prefix}_province`}
        label={tCheckout("checkout.province")}
        autoComplete={ac("address-level1")}
        choices={{ placeholder: tCheckout("checkout.chooseProvince"), values: PROVINCES }}
        {...rest}
      />
      <Field name={`${prefix}_ward`} label={tCheckout("checkout.ward")} autoComplete={ac("address-level2")} {...rest} />
      <Field name={`${prefix}_address_1`} label={tCheckout("checkout.street")} autoComplete={ac("street-address")} className="sm:col-span-2" {...rest} />
    </div>
  );
}
