import { createHmac, timingSafeEqual } from "node:crypto";

/**
 * Short-lived tokens the server hands a visitor and reads back later (the pending sign-in, the
 * support form's nonce): `payload.signature`, the payload JSON with its expiry, the signature an
 * HMAC-SHA256 under a key derived from the site's secret and the token's purpose, so a token made
 * for one purpose never reads as another. Nothing is stored: a token is valid until it expires.
 */
export type TokenPurpose = "pending-sign-in" | "support-message";

/** Claims a token carries; `exp` is the token's own. */
export type TokenClaims = Record<string, string | number | boolean>;

/** Longer is not a token this module made (the pending sign-in's is about 200 characters). */
const MAX_LENGTH = 1_000;

const signature = (secretKey: string, purpose: TokenPurpose, payload: string) =>
  createHmac("sha256", `${secretKey}:${purpose}`).update(payload).digest("base64url");

export function signToken(secretKey: string, purpose: TokenPurpose, claims: TokenClaims, o: { now: Date; validMs: number }): string {
  const payload = Buffer.from(JSON.stringify({ ...claims, exp: o.now.getTime() + o.validMs })).toString("base64url");
  return `${payload}.${signature(secretKey, purpose, payload)}`;
}

/** The token's claims when it was signed with this secret for this purpose and has not expired; null otherwise. */
export function readToken(secretKey: string, purpose: TokenPurpose, token: string | null | undefined, now: Date): Record<string, unknown> | null {
  if (!token || token.length > MAX_LENGTH) return null;
  const [payload, given, extra] = token.split(".");
  if (!payload || !given || extra !== undefined) return null;
  const expected = Buffer.from(signature(secretKey, purpose, payload));
  const givenBytes = Buffer.from(given);
  if (expected.length !== givenBytes.length || !timingSafeEqual(expected, givenBytes)) return null;
  try {
    const claims = JSON.parse(Buffer.from(payload, "base64url").toString("utf8")) as unknown;
    if (typeof claims !== "object" || claims === null || Array.isArray(claims)) return null;
    const { exp, ...rest } = claims as Record<string, unknown>;
    return typeof exp === "number" && exp > now.getTime() ? rest : null;
  } catch {
    return null;
  }
}
