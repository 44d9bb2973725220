import { readToken, signToken } from "./signed-token";

/**
 * Between the password and the two-factor code when scripts do not run: the password was right,
 * so the code form carries this instead of the password (never written into a page). Signed,
 * bound to the account and the visitor's address, valid 5 minutes; the code itself is still
 * taken once per window, and a wrong one counts as a failed login.
 */
const VALID_MS = 5 * 60_000;

export type PendingSignIn = { userId: number; login: string; rememberMe: boolean };

export function pendingSignInToken(secretKey: string, pending: PendingSignIn, o: { clientIp: string; now: Date }): string {
  return signToken(secretKey, "pending-sign-in", { ...pending, ip: o.clientIp }, { now: o.now, validMs: VALID_MS });
}

export function readPendingSignIn(secretKey: string, token: string | null, o: { clientIp: string; now: Date }): PendingSignIn | null {
  const p = readToken(secretKey, "pending-sign-in", token, o.now);
  if (!p || p.ip !== o.clientIp) return null;
  if (typeof p.userId !== "number" || typeof p.login !== "string" || typeof p.rememberMe !== "boolean") return null;
  return { userId: p.userId, login: p.login, rememberMe: p.rememberMe };
}
