import { tAccount } from "~/lib/i18n/areas/account";
import { hasControlCharacters } from "~/lib/validation/control-characters";
import { isEmail } from "~/lib/validation/email";

/**
 * The edit-account form under WooCommerce's field names (`form-edit-account.php`): the names,
 * the e-mail, and the password change. Its rules, for the server (and any script) to check.
 * Browser-safe.
 */
export type DetailsField =
  | "account_first_name"
  | "account_last_name"
  | "account_display_name"
  | "account_email"
  | "password_current"
  | "password_1"
  | "password_2";
export type DetailsValues = Partial<Record<DetailsField, string>>;
export type DetailsErrors = Partial<Record<DetailsField, string>>;

/** WordPress's minimum is none; the shop asks for 8, as its registration does. */
export const MIN_PASSWORD_LENGTH = 8;
/** What `hashPassword` accepts (passwords.ts's MAX_PASSWORD_LENGTH, which stays on the server). */
const MAX_PASSWORD_LENGTH = 4096;
const MAX_NAME = 100;
const MAX_EMAIL = 100;

export type AccountDetails = { firstName: string; lastName: string; displayName: string; email: string };
export type ReadDetails =
  | { ok: true; details: AccountDetails; password: { current: string; next: string } | null; values: DetailsValues }
  | { ok: false; errors: DetailsErrors; values: DetailsValues };

const NAME_ERRORS = {
  account_first_name: "account.details.error.firstName",
  account_last_name: "account.details.error.lastName",
  account_display_name: "account.details.error.displayName",
} as const;

function nameError(field: keyof typeof NAME_ERRORS, value: string): string | null {
  if (hasControlCharacters(value)) return tAccount("account.details.error.controlCharacters");
  if (!value.trim()) return tAccount(NAME_ERRORS[field]);
  return value.trim().length > MAX_NAME ? tAccount("account.details.error.tooLong", { max: MAX_NAME }) : null;
}

/**
 * The posted form checked: every name and the e-mail required; the password changes only when
 * one of its three fields is filled, and then needs the current one, a new one of at least
 * `MIN_PASSWORD_LENGTH` characters and the same again. The passwords are never sent back.
 */
export function readDetailsForm(form: { get(name: string): FormDataEntryValue | null }): ReadDetails {
  const text = (name: DetailsField) => {
    const v = form.get(name);
    return typeof v === "string" ? v : "";
  };
  const values: DetailsValues = {};
  const errors: DetailsErrors = {};
  for (const field of ["account_first_name", "account_last_name", "account_display_name"] as const) {
    values[field] = text(field);
    const error = nameError(field, values[field]);
    if (error) errors[field] = error;
  }
  values.account_email = text("account_email");
  const email = values.account_email.trim();
  if (email.length > MAX_EMAIL) errors.account_email = tAccount("account.details.error.tooLong", { max: MAX_EMAIL });
  else if (hasControlCharacters(values.account_email) || !isEmail(email)) errors.account_email = tAccount("account.details.error.email");

  const current = text("password_current");
  const next = text("password_1");
  const again = text("password_2");
  const changing = current !== "" || next !== "" || again !== "";
  if (changing) {
    if (current === "") errors.password_current = tAccount("account.details.error.currentPassword");
    if (next === "") errors.password_1 = tAccount("account.details.error.newPassword");
    else if ([...next].length < MIN_PASSWORD_LENGTH) errors.password_1 = tAccount("account.details.error.passwordTooShort", { min: MIN_PASSWORD_LENGTH });
    else if (next.length > MAX_PASSWORD_LENGTH) errors.password_1 = tAccount("account.details.error.passwordTooLong", { max: MAX_PASSWORD_LENGTH });
    if (again === "") errors.password_2 = tAccount("account.details.error.confirmPassword");
    else if (next !== "" && again !== next) errors.password_2 = tAccount("account.details.error.passwordMismatch");
  }
  if (Object.keys(errors).length > 0) return { ok: false, errors, values };
  return {
    ok: true,
    values,
    details: {
      firstName: values.account_first_name!.trim(),
      lastName: values.account_last_name!.trim(),
      displayName: values.account_display_name!.trim(),
      email,
    },
    password: changing ? { current, next } : null,
  };
}
