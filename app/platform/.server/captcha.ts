import { createHmac } from "node:crypto";
import { type Challenge, createChallenge, randomInt, verifySolution } from "altcha-lib";
import { deriveKey } from "altcha-lib/algorithms/sha";
import { sql } from "drizzle-orm";
import { z } from "zod";
import { captchaChallenge } from "../../lib/constants";
import { type Db, queryRows } from "./db";

/**
 * The invisible CAPTCHA (spec §4 "Login", "Registration with CAPTCHA"; decision 025): a
 * self-hosted proof of work (ALTCHA, `altcha-lib`), since no third-party service can be reached
 * from every shop's server. The browser fetches a challenge (`GET /wp-json/cuahang/v1/captcha`)
 * before the authenticate call, a registration's submit or a contact form's send (decision 026),
 * solves it (`lib/captcha-solver.ts`) and sends the solution (`wfls-captcha-token`,
 * `_wpcf7_altcha`); a solution is accepted once (`captcha_solutions`, migration 0017).
 *
 * The challenge is ALTCHA's v2 in its deterministic mode: the server draws the counter (between
 * `minCounter` and `maxCounter`), so the solver's work is bounded — one SHA-256 per counter tried
 * from 0 — and the server checks a solution with one HMAC of the derived key.
 */

export type CaptchaVerdict = "valid" | "missing" | "invalid" | "reused" | "expired";

/** What `wfls-captcha-token` carries when the client has no CAPTCHA library (Wordfence's login.js): no token. */
const NO_TOKEN = "grecaptcha-missing";

/** The longest token considered: a real one is ~600 characters; more is not ours, and not decoded. */
const TOKEN_MAX = 4_096;

/**
 * The HMAC keys, each derived from the app's secret with its purpose, so that neither is the
 * secret itself nor serves another use of it (nonces, sessions).
 */
function keysOf(secretKey: string) {
  const derive = (purpose: string) => createHmac("sha256", secretKey).update(purpose).digest("hex");
  return { signature: derive("captcha:challenge-signature"), keySignature: derive("captcha:derived-key-signature") };
}

/** A new challenge for the browser to solve, expiring `expiresMs` after `now`. Sent as JSON. */
export async function newChallenge(secretKey: string, now: Date): Promise<Challenge> {
  const keys = keysOf(secretKey);
  return createChallenge({
    algorithm: "SHA-256",
    cost: 1,
    counter: randomInt(captchaChallenge.maxCounter, captchaChallenge.minCounter),
    deriveKey,
    expiresAt: new Date(now.getTime() + captchaChallenge.expiresMs),
    hmacSignatureSecret: keys.signature,
    hmacKeySignatureSecret: keys.keySignature,
  });
}

/** The solved challenge the ALTCHA client sends, base64 JSON: the challenge as it came, and its solution. */
const Payload = z.object({
  challenge: z.object({
    // Loose: the signature covers every parameter, also those this code does not read.
    parameters: z.looseObject({
      algorithm: z.string(),
      nonce: z.string(),
      salt: z.string(),
      cost: z.number(),
      keyLength: z.number(),
      keyPrefix: z.string(),
      keySignature: z.string().optional(),
      expiresAt: z.number().optional(),
    }),
    signature: z.string().regex(/^[0-9a-f]{64}$/),
  }),
  solution: z.object({ counter: z.number(), derivedKey: z.string(), time: z.number().optional() }),
});

/**
 * The verdict on a posted token: "missing" (none, or `grecaptcha-missing`),
 * "invalid" (not a payload, a changed or foreign challenge, a wrong solution), "expired",
 * "reused" (solved before), or "valid" — which marks it used. The library checks expiry against
 * the real clock as well, so `now` is the request's real time. `forUser`: the account whose
 * sign-in it is for, for which it stays valid until it expires.
 */
export async function verifyCaptchaToken(
  db: Db,
  secretKey: string,
  token: string | null | undefined,
  now: Date,
  o: { forUser?: number | null } = {},
): Promise<CaptchaVerdict> {
  const posted = token?.trim() ?? "";
  if (posted === "" || posted === NO_TOKEN) return "missing";
  if (posted.length > TOKEN_MAX) return "invalid";
  const payload = Payload.safeParse(parseBase64Json(posted));
  if (!payload.success) return "invalid";
  const { challenge, solution } = payload.data;
  const expiresAt = challenge.parameters.expiresAt;
  if (expiresAt === undefined) return "invalid";
  if (expiresAt * 1000 <= now.getTime()) return "expired";
  const keys = keysOf(secretKey);
  const result = await verifySolution({
    challenge,
    solution,
    deriveKey,
    hmacSignatureSecret: keys.signature,
    hmacKeySignatureSecret: keys.keySignature,
  }).catch(() => null);
  if (result?.expired) return "expired";
  if (!result?.verified) return "invalid";
  // Spent once: the first insert of its signature wins, on any process. Spent for an account's
  // sign-in, it passes again for that account (the AJAX check, then the real submit).
  const forUser = o.forUser ?? null;
  const spent = await queryRows<{ signature: string }>(
    db,
    sql`insert into captcha_solutions as s (signature, expires_at, user_id)
        values (${challenge.signature}, ${new Date(expiresAt * 1000).toISOString()}::timestamptz, ${forUser}::int)
        on conflict (signature) do update set user_id = s.user_id
          where s.user_id is not null and s.user_id = ${forUser}::int
        returning signature`,
  );
  return spent.length === 1 ? "valid" : "reused";
}

function parseBase64Json(token: string): unknown {
  try {
    return JSON.parse(Buffer.from(token, "base64").toString("utf8"));
  } catch {
    return null;
  }
}

/** The hourly purge: solutions whose challenge has expired (it would be refused anyway). Answers how many went. */
export async function purgeSpentCaptchas(db: Db, now: Date): Promise<number> {
  const [gone] = await queryRows<{ count: number }>(
    db,
    sql`with gone as (delete from captcha_solutions where expires_at <= ${now.toISOString()}::timestamptz returning 1)
        select count(*)::int as count from gone`,
  );
  return gone?.count ?? 0;
}
