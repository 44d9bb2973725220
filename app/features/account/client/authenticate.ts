import { tAccount } from "~/lib/i18n/areas/account";

/** Wordfence's authenticate answer (spec §3): read as its login.js reads it. */
export type AuthenticateVerdict =
  | { kind: "message"; html: string }
  | { kind: "login"; twoFactorRequired: boolean };

/**
 * The AJAX check before a login form's real submit (spec §4 "Login" 1–4): the whole form,
 * URL-encoded, `action` last. A 503 (locked out) or 403 (blocked) says so; any other answer
 * that is not the JSON it expects is the generic error (spec §8 "Login").
 */
export async function authenticate(form: HTMLFormElement): Promise<AuthenticateVerdict> {
  const body = new URLSearchParams();
  for (const [name, value] of new FormData(form)) if (typeof value === "string") body.append(name, value);
  body.append("action", "wordfence_ls_authenticate");
  try {
    const answer = await fetch("/wp-admin/admin-ajax.php", { method: "POST", body, credentials: "same-origin" });
    if (answer.status === 503) return { kind: "message", html: tAccount("login.error.status503") };
    if (answer.status === 403) return { kind: "message", html: tAccount("login.error.status403") };
    const json = (await answer.json()) as Record<string, unknown>;
    const text = typeof json.error === "string" ? json.error : typeof json.message === "string" ? json.message : null;
    if (text !== null) return { kind: "message", html: text };
    if ("login" in json) return { kind: "login", twoFactorRequired: json.two_factor_required === true };
  } catch {
    // Not JSON, or no answer at all.
  }
  return { kind: "message", html: tAccount("login.error.generic") };
}
