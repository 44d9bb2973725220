import { useRouteLoaderData } from "react-router";
import { tAccount } from "~/lib/i18n/areas/account";
import { AS_DRAWN } from "~/ui/render-only";
import type { loader as rootLoader } from "~/root";

/**
 * What Wordfence Login Security prints beside its login form (spec §7): `WFLSVars` with every
 * value a string as `wp_localize_script` prints it (`allowremember: '1'`, `useCAPTCHA: ''` — a
 * boolean would break its script's parseInt), and `WFLS_LOGIN_TRANSLATIONS`, so that its own
 * login.js, which plugins keep enqueueing, works against this server unchanged.
 */
export type WordfenceVarsData = { ajaxNonce: string; useCaptcha: boolean; allowRemember: boolean };

export function wordfenceScript(vars: WordfenceVarsData): string {
  const wflsVars = {
    ajaxurl: "/wp-admin/admin-ajax.php",
    nonce: vars.ajaxNonce,
    recaptchasitekey: "",
    useCAPTCHA: vars.useCaptcha ? "1" : "",
    allowremember: vars.allowRemember ? "1" : "",
    verification: "",
  };
  const translations: Record<string, string> = {
    "Login failed with status code 403. Please contact the site administrator.": tAccount("login.error.status403").replace(/^<strong>[^<]*<\/strong>: /, ""),
    "<strong>ERROR</strong>: Login failed with status code 403. Please contact the site administrator.": tAccount("login.error.status403"),
    "Login failed with status code 503. Please contact the site administrator.": tAccount("login.error.status503").replace(/^<strong>[^<]*<\/strong>: /, ""),
    "<strong>ERROR</strong>: Login failed with status code 503. Please contact the site administrator.": tAccount("login.error.status503"),
    "Wordfence 2FA Code": tAccount("signIn.code"),
    "Remember for 30 days": tAccount("signIn.rememberDevice"),
    "Log In": tAccount("signIn.submit"),
    "<strong>ERROR</strong>: An error was encountered while trying to authenticate. Please try again.": tAccount("login.error.generic"),
    "The Wordfence 2FA Code can be found within the authenticator app you used when first activating two-factor authentication. You may also use one of your recovery codes.":
      tAccount("signIn.codeIntro"),
  };
  // `<` escaped: the text sits in a script element.
  const json = (value: unknown) => JSON.stringify(value).replace(/</g, "\\u003c");
  return `var WFLSVars = ${json(wflsVars)};\nvar WFLS_LOGIN_TRANSLATIONS = ${json(translations)};`;
}

export function WordfenceVars(vars: WordfenceVarsData) {
  const root = useRouteLoaderData<typeof rootLoader>("root");
  // As root.tsx's: the browser hides a script's nonce, so hydration finds "".
  const nonce = typeof document === "undefined" ? root?.nonce : "";
  const html = import.meta.env.SSR ? { __html: wordfenceScript(vars) } : AS_DRAWN;
  return <script nonce={nonce} dangerouslySetInnerHTML={html} suppressHydrationWarning />;
}
