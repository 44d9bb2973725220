import { CAPTCHA_CHALLENGE_PATH, solveCaptcha } from "../../../lib/captcha-solver";

/** What Wordfence's login.js sends when the CAPTCHA library is missing: the server counts it as no token. */
export const NO_CAPTCHA = "grecaptcha-missing";

/**
 * A solved proof-of-work challenge for `wfls-captcha-token` (decision 025): asked of the shop and
 * solved in the browser (`lib/captcha-solver.ts`). Loaded only when a sign-in or registration form
 * is submitted; anything failing gives the no-token value, and the server asks for verification.
 */
export async function captchaToken(): Promise<string> {
  try {
    const answer = await fetch(CAPTCHA_CHALLENGE_PATH, { cache: "no-store", credentials: "same-origin" });
    if (!answer.ok) return NO_CAPTCHA;
    return (await solveCaptcha(await answer.json())) ?? NO_CAPTCHA;
  } catch {
    return NO_CAPTCHA;
  }
}
