/** What the guest's forms of My account are given (browser-safe: the page's data and the action's answer). */
export type GuestForms = {
  /** Where to go once signed in: a path of this site (`redirect_to`), else My account. */
  redirectTo: string;
  /** The e-mailed link's token after a failed CAPTCHA, carried into the sign-in form. */
  emailVerification: string | null;
  verificationNotice: "verified" | "invalid" | null;
  /** Just signed out (`?loggedout=true`, WordPress's). */
  loggedOut: boolean;
  captcha: { login: boolean; registration: boolean };
  allowRememberDevice: boolean;
  /** `wp_create_nonce('wp-ajax')` for Wordfence's WFLSVars. */
  ajaxNonce: string;
};

/** What a form's post answers (`useActionData`); the messages are the catalogue's HTML. */
export type GuestFormsAnswer =
  | { form: "login"; error: string; login: string }
  | { form: "code"; pending: string; error: string | null; allowRememberDevice: boolean }
  | { form: "register"; error: string; email: string; field: "email" | "password" | null; supportNonce: string | null }
  | { form: "support"; sent: boolean; text: string; email: string; nonce: string };
