import { solveChallenge } from "altcha-lib";
import { deriveKey } from "altcha-lib/algorithms/web/sha";

/** What Wordfence's login.js sends when the CAPTCHA library is missing: the server counts it as no token. */
export const NO_CAPTCHA = "grecaptcha-missing";

/**
 * A solved proof-of-work challenge for `wfls-captcha-token` (decision 025): asked of the shop,
 * solved here with the browser's own SHA-256 (a few thousand hashes, well under a second on a
 * phone), sent back as base64 JSON. Loaded only when a sign-in or registration form is
 * submitted; anything failing gives the no-token value, and the server asks for verification.
 */
export async function captchaToken(): Promise<string> {
  try {
    const answer = await fetch("/wp-json/cuahang/v1/captcha", { cache: "no-store", credentials: "same-origin" });
    if (!answer.ok) return NO_CAPTCHA;
    const challenge = await answer.json();
    const solution = await solveChallenge({ challenge, deriveKey, timeout: 20_000 });
    return solution ? btoa(JSON.stringify({ challenge, solution })) : NO_CAPTCHA;
  } catch {
    return NO_CAPTCHA;
  }
}
