import { type Challenge, solveChallenge } from "altcha-lib";
import { deriveKey } from "altcha-lib/algorithms/web/sha";

/**
 * The browser's half of the invisible proof-of-work CAPTCHA (ALTCHA, decisions 025 and 026),
 * shared by the sign-in forms and the contact forms: each fetches a challenge from
 * {@link CAPTCHA_CHALLENGE_PATH} its own way, and this solves it.
 */

/** Where a challenge is asked for (`GET`; never cached): `compat/wordpress/rest.ts`. */
export const CAPTCHA_CHALLENGE_PATH = "/wp-json/cuahang/v1/captcha";

/** Past this a solver gives up: far beyond the bounded work a challenge asks (`captchaChallenge`). */
const SOLVE_TIMEOUT_MS = 20_000;

/**
 * The token for a challenge as the server sent it: the challenge and its solution, base64 JSON,
 * solved with WebCrypto's SHA-256 (a few thousand hashes, well under a second on a phone). Null
 * when it cannot be solved (not a challenge, timed out): the caller sends what it sends without
 * a token, and the server decides.
 */
export async function solveCaptcha(challenge: unknown): Promise<string | null> {
  if (!isChallenge(challenge)) return null;
  try {
    const solution = await solveChallenge({ challenge, deriveKey, timeout: SOLVE_TIMEOUT_MS });
    return solution ? btoa(JSON.stringify({ challenge, solution })) : null;
  } catch {
    return null;
  }
}

/** Enough of ALTCHA's challenge shape to be worth solving; the server checks the rest. */
function isChallenge(value: unknown): value is Challenge {
  if (typeof value !== "object" || value === null) return false;
  const { parameters, signature } = value as { parameters?: unknown; signature?: unknown };
  return typeof parameters === "object" && parameters !== null && (signature === undefined || typeof signature === "string");
}
