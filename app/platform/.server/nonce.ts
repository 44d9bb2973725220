import { createHmac, timingSafeEqual } from "node:crypto";

/** WordPress's nonce life: a day, split into two 12-hour ticks. */
export const NONCE_LIFE_MS = 86_400_000;

export type NonceSubject = {
  /** What the nonce allows, e.g. `wp_rest`. */
  action: string;
  /** 0 for guests, as in WordPress. */
  userId: number;
  /** Binds the nonce to one session (its id); empty for visitors without one. */
  sessionId: string;
};

/** The current tick: it advances every 12 hours, so a nonce is valid for 12 to 24 hours. */
export function nonceTick(now: Date): number {
  return Math.ceil(now.getTime() / (NONCE_LIFE_MS / 2));
}

function nonceAt(secret: string, tick: number, s: NonceSubject): string {
  return createHmac("sha256", secret)
    .update(`${tick}|${s.action}|${s.userId}|${s.sessionId}`)
    .digest("hex")
    .slice(-12, -2);
}

/** A 10-character hex nonce, like `wp_create_nonce()`. */
export function createNonce(secret: string, subject: NonceSubject, now: Date): string {
  return nonceAt(secret, nonceTick(now), subject);
}

/**
 * Like `wp_verify_nonce()`: 1 when made in this tick, 2 when made in the previous one, false
 * otherwise. Compared in constant time.
 */
export function verifyNonce(secret: string, nonce: string, subject: NonceSubject, now: Date): 1 | 2 | false {
  if (!/^[0-9a-f]{10}$/.test(nonce)) return false;
  const tick = nonceTick(now);
  const given = Buffer.from(nonce);
  if (timingSafeEqual(given, Buffer.from(nonceAt(secret, tick, subject)))) return 1;
  if (timingSafeEqual(given, Buffer.from(nonceAt(secret, tick - 1, subject)))) return 2;
  return false;
}
