import { lockedOutPage } from "~/features/account/.server/locked-out";
import { type PasswordStep, checkPassword, readSignInForm } from "~/features/account/.server/sign-in";
import { sendSupportMessage } from "~/features/account/.server/support-messages";
import { accountUrls } from "~/features/account/account-urls";
import { tAccount } from "~/lib/i18n/areas/account";
import { jsonAjaxResponse } from "./ajax-response";
import { formFields } from "./form-fields";
import type { CompatHandler } from "./wc-ajax";

/**
 * Wordfence Login Security's AJAX actions (spec §7 "Login and registration"), answered as its
 * version 1.1.15 answers them, so its own login.js, loaded unchanged on a page with our forms,
 * works against this server: always HTTP 200 JSON, except a locked-out attempt (503, not checked).
 */

/** What `wordfence_ls_authenticate` answers for each outcome of the password step. */
export function authenticateAnswer(step: Exclude<PasswordStep, { kind: "locked_out" }>): Record<string, unknown> {
  const lostPasswordUrl = accountUrls.lostPassword;
  switch (step.kind) {
    // Wordfence answers an empty login without `reset`; a wrong one with `reset: false`.
    case "empty":
      return { error: tAccount("login.error.empty", { lostPasswordUrl }) };
    case "wrong":
      return { error: tAccount("login.error.incorrect", { lostPasswordUrl }), reset: false };
    case "verification_required":
      return { error: tAccount("login.error.verificationRequired"), reset: false };
    case "passed":
      return step.twoFactor === "required" ? { login: 1, two_factor_required: true } : { login: 1 };
  }
}

export const wordfenceHandlers: Record<string, CompatHandler> = {
  /**
   * The login form, posted whole before the real submit: the password step's verdict, and
   * whether a two-factor code must be asked. Never signs in, never receives the code.
   */
  wordfence_ls_authenticate: async ({ request, context }) => {
    if (request.method !== "POST") return jsonAjaxResponse({ error: tAccount("login.error.generic") });
    const step = await checkPassword(context, request, readSignInForm(await formFields(request)));
    if (step.kind === "locked_out") return lockedOutPage(step.until, context.now());
    return jsonAjaxResponse(authenticateAnswer(step));
  },

  /**
   * A message from a visitor whose registration the CAPTCHA blocked: `{message}` once stored and
   * sent to the shop, `{error}` otherwise (its form is then disabled by the script).
   */
  wordfence_ls_register_support: async ({ request, context }) => {
    const form = await formFields(request);
    const field = (name: string) => {
      const value = form.get(name);
      return typeof value === "string" ? value : null;
    };
    const result = await sendSupportMessage(context, {
      email: field("email") ?? field("user_email"),
      login: field("user_login"),
      message: field("wfls-message"),
      nonce: field("wfls-message-nonce"),
    });
    return jsonAjaxResponse(result.ok ? { message: tAccount("support.sent") } : { error: tAccount(result.error) });
  },
};
