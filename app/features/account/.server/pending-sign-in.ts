import { createHmac, timingSafeEqual } from "node:crypto";

/**
 * Between the password and the two-factor code when scripts do not run: the password was right,
 * so the code form carries this instead of the password (never written into a page). Signed,
 * bound to the account and the visitor's address, valid 5 minutes; the code itself is still
 * taken once per window, and a wrong one counts as a failed login.
 */
const VALID_MS = 5 * 60_000;

export type PendingSignIn = { userId: number; login: string; rememberMe: boolean };

const sign = (secretKey: string, payload: string) => createHmac("sha256", `${secretKey}:pending-sign-in`).update(payload).digest("base64url");

export function pendingSignInToken(secretKey: string, pending: PendingSignIn, o: { clientIp: string; now: Date }): string {
  const payload = Buffer.from(JSON.stringify({ ...pending, ip: o.clientIp, exp: o.now.getTime() + VALID_MS })).toString("base64url");
  return `${payload}.${sign(secretKey, payload)}`;
}

export function readPendingSignIn(secretKey: string, token: string | null, o: { clientIp: string; now: Date }): PendingSignIn | null {
  if (!token || token.length > 1_000) return null;
  const [payload, signature, extra] = token.split(".");
  if (!payload || !signature || extra !== undefined) return null;
  const expected = Buffer.from(sign(secretKey, payload));
  const given = Buffer.from(signature);
  if (expected.length !== given.length || !timingSafeEqual(expected, given)) return null;
  try {
    const p = JSON.parse(Buffer.from(payload, "base64url").toString("utf8")) as Record<string, unknown>;
    if (p.ip !== o.clientIp || typeof p.exp !== "number" || p.exp <= o.now.getTime()) return null;
    if (typeof p.userId !== "number" || typeof p.login !== "string" || typeof p.rememberMe !== "boolean") return null;
    return { userId: p.userId, login: p.login, rememberMe: p.rememberMe };
  } catch {
    return null;
  }
}
