import { useEffect, useRef, useState } from "react";
import { tAccount } from "~/lib/i18n/areas/account";
import { type PasswordStrength, passwordStrength } from "./password-strength";

export type PasswordFieldProps = {
  id: string;
  name: string;
  label: string;
  /** `current-password` to sign in, `new-password` to choose one (password managers offer to make one). */
  autoComplete: "current-password" | "new-password";
  required?: boolean;
  /** The server's (or the form's) message about this field: marks it invalid and describes it. */
  error?: string | null;
  /** Shows how strong the typed password is, for a new one. */
  strengthHint?: boolean;
  className?: string;
};

const inputClass =
  "input-text block min-h-11 w-full min-w-0 flex-1 rounded-l-md border border-gray-300 px-3 aria-[invalid=true]:border-sale aria-[invalid=true]:ring-1 aria-[invalid=true]:ring-sale [@media(scripting:none)]:rounded-r-md";

const STRENGTH_CLASS: Record<PasswordStrength, string> = {
  very_weak: "text-sale",
  weak: "text-sale",
  medium: "text-amber-700",
  strong: "text-green-700",
};

/**
 * A password input with WooCommerce's show/hide toggle (spec §2, §4 "Password field"): a real
 * button after the input, named 'Hiện mật khẩu' or 'Ẩn mật khẩu' as it would act, `aria-pressed`
 * while the password shows, reachable by Tab and worked by Enter or Space like any button. The
 * button needs scripts, so without them it is hidden and the field is a plain password field.
 * A password is never put back into the field by the server: the field has no value prop.
 */
export function PasswordField({ id, name, label, autoComplete, required = false, error, strengthHint = false, className = "" }: PasswordFieldProps) {
  const [visible, setVisible] = useState(false);
  const [strength, setStrength] = useState<PasswordStrength | null>(null);
  const input = useRef<HTMLInputElement>(null);
  const errorId = `${id}-error`;
  const strengthId = `${id}-strength`;

  // Hidden again when the form is sent, so the browser never keeps the password as ordinary
  // text it would suggest in other fields.
  useEffect(() => {
    const form = input.current?.form;
    if (!form) return;
    const hide = () => setVisible(false);
    form.addEventListener("submit", hide);
    return () => form.removeEventListener("submit", hide);
  }, []);

  const describedBy = [error ? errorId : null, strengthHint ? strengthId : null].filter(Boolean).join(" ") || undefined;
  const toggleLabel = visible ? tAccount("password.hide") : tAccount("password.show");

  return (
    <div className={`password-field ${className}`}>
      <label htmlFor={id} className="text-sm font-semibold">
        {label}
        {required && (
          <>
            {" "}
            <span className="required text-sale" aria-hidden="true">*</span>
          </>
        )}
      </label>
      <div className="password-input mt-1 flex">
        <input
          ref={input}
          id={id}
          name={name}
          type={visible ? "text" : "password"}
          autoComplete={autoComplete}
          required={required}
          // Shown as text, a password must not be "corrected" or capitalised by a phone's keyboard.
          autoCapitalize="off"
          autoCorrect="off"
          spellCheck={false}
          aria-invalid={error ? true : undefined}
          aria-describedby={describedBy}
          className={inputClass}
          onChange={strengthHint ? (e) => setStrength(e.currentTarget.value === "" ? null : passwordStrength(e.currentTarget.value)) : undefined}
        />
        <button
          type="button"
          className="show-password-input flex min-h-11 min-w-11 shrink-0 items-center justify-center rounded-r-md border border-l-0 border-gray-300 bg-white text-ink hover:bg-gray-100 focus-visible:outline-2 focus-visible:outline-brand-700 [@media(scripting:none)]:hidden"
          aria-controls={id}
          aria-pressed={visible}
          onClick={() => setVisible((v) => !v)}
        >
          <EyeIcon crossed={visible} />
          <span className="sr-only">{toggleLabel}</span>
        </button>
      </div>
      {strengthHint && (
        // Always in the page, so screen readers watch it before it first changes.
        <p id={strengthId} aria-live="polite" className={`password-strength mt-1 min-h-5 text-sm ${strength ? STRENGTH_CLASS[strength] : ""}`}>
          {strength ? tAccount("password.strength", { level: tAccount(`password.strength.${strength}`) }) : ""}
        </p>
      )}
      {error && (
        <span id={errorId} className="mt-1 block text-sm text-sale">
          {error}
        </span>
      )}
    </div>
  );
}

/** An open eye (press to show), or a crossed one while the password shows (press to hide). Decorative: the button's text names it. */
function EyeIcon({ crossed }: { crossed: boolean }) {
  return (
    <svg aria-hidden="true" width="20" height="20" viewBox="0 0 24 24" fill="none" stroke="currentColor" strokeWidth="2" strokeLinecap="round" strokeLinejoin="round">
      <path d="M2 12s3.5-7 10-7 10 7 10 7-3.5 7-10 7S2 12 2 12Z" />
      <circle cx="12" cy="12" r="3" />
      {crossed && <path d="M4 4l16 16" />}
    </svg>
  );
}
