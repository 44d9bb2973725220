import { Form } from "react-router";
import { tAccount } from "~/lib/i18n/areas/account";
import { accountUrls } from "../account-urls";
import { type AccountDetails, type DetailsErrors, type DetailsField, type DetailsValues, MIN_PASSWORD_LENGTH } from "../account-details-form";
import { PasswordField } from "~/ui/PasswordField";
import { FormErrorSummary } from "./FormErrorSummary";

const inputClass =
  "input-text mt-1 block min-h-11 w-full rounded-md border border-gray-300 px-3 aria-[invalid=true]:border-sale aria-[invalid=true]:ring-1 aria-[invalid=true]:ring-sale";

type FieldProps = {
  name: DetailsField;
  label: string;
  errors: DetailsErrors;
  defaultValue?: string;
  type?: "text" | "email";
  autoComplete: string;
  required?: boolean;
  hint?: string;
  className?: string;
};

/** A labelled field with its error (and hint) under it, tied to it for screen readers. */
function Field({ name, label, errors, defaultValue, type = "text", autoComplete, required = false, hint, className = "" }: FieldProps) {
  const error = errors[name];
  const described = [error ? `${name}-error` : null, hint ? `${name}-hint` : null].filter(Boolean).join(" ");
  return (
    <p className={`woocommerce-form-row form-row ${className}`}>
      <label htmlFor={name} className="text-sm font-semibold">
        {label}
        {required && (
          <>
            {" "}
            <abbr className="required text-sale no-underline" title={tAccount("account.required")}>*</abbr>
          </>
        )}
      </label>
      <input
        id={name}
        name={name}
        type={type}
        autoComplete={autoComplete}
        defaultValue={defaultValue}
        required={required || undefined}
        aria-invalid={error ? true : undefined}
        aria-describedby={described || undefined}
        className={`woocommerce-Input ${inputClass}`}
      />
      {hint && <span id={`${name}-hint`} className="mt-1 block text-xs text-muted">{hint}</span>}
      {error && <span id={`${name}-error`} className="mt-1 block text-sm text-sale">{error}</span>}
    </p>
  );
}

type Props = {
  details: AccountDetails;
  nonce: string;
  /** What the server refused, with what was typed (never the passwords). */
  refusal: { errors: DetailsErrors; values: DetailsValues } | null;
};

/**
 * The edit-account form (WooCommerce's `myaccount/form-edit-account.php`), posted for real: the
 * server's rules decide and its errors show beside their fields and above the form.
 */
export function AccountDetailsForm({ details, nonce, refusal }: Props) {
  const errors = refusal?.errors ?? {};
  const value = (name: DetailsField, saved: string) => refusal?.values[name] ?? saved;
  return (
    // noValidate: the shop's rules answer, in Vietnamese, not the browser's in its own language.
    <Form method="post" action={accountUrls.editAccount} className="woocommerce-EditAccountForm edit-account grid gap-4" noValidate>
      <FormErrorSummary errors={errors} />
      <div className="grid gap-4 sm:grid-cols-2">
        <Field name="account_last_name" label={tAccount("account.details.lastName")} autoComplete="family-name" required errors={errors} defaultValue={value("account_last_name", details.lastName)} />
        <Field name="account_first_name" label={tAccount("account.details.firstName")} autoComplete="given-name" required errors={errors} defaultValue={value("account_first_name", details.firstName)} />
      </div>
      <Field
        name="account_display_name"
        label={tAccount("account.details.displayName")}
        autoComplete="nickname"
        required
        hint={tAccount("account.details.displayNameHint")}
        errors={errors}
        defaultValue={value("account_display_name", details.displayName)}
      />
      <Field name="account_email" label={tAccount("account.details.email")} type="email" autoComplete="email" required errors={errors} defaultValue={value("account_email", details.email)} />
      <fieldset className="mt-2 grid gap-4 rounded-lg border border-gray-200 p-4">
        <legend className="px-1 font-semibold">{tAccount("account.details.passwordChange")}</legend>
        <PasswordField id="password_current" name="password_current" label={tAccount("account.details.currentPassword")} autoComplete="current-password" error={errors.password_current} />
        <PasswordField id="password_1" name="password_1" label={tAccount("account.details.newPassword")} autoComplete="new-password" strengthHint error={errors.password_1} />
        <p className="-mt-3 text-xs text-muted">{tAccount("account.details.error.passwordTooShort", { min: MIN_PASSWORD_LENGTH })}</p>
        <PasswordField id="password_2" name="password_2" label={tAccount("account.details.confirmPassword")} autoComplete="new-password" error={errors.password_2} />
      </fieldset>
      <input type="hidden" name="save-account-details-nonce" value={nonce} />
      <input type="hidden" name="action" value="save_account_details" />
      <p>
        <button type="submit" name="save_account_details" value="1" className="woocommerce-Button button btn-primary">
          {tAccount("account.details.save")}
        </button>
      </p>
    </Form>
  );
}
