import { createHmac, randomBytes, timingSafeEqual } from "node:crypto";

/**
 * Time-based one-time codes (RFC 6238) as authenticator apps compute them by default and as
 * Wordfence Login Security uses them: HMAC-SHA1, 6 digits, 30-second steps from the Unix epoch.
 */
export const TOTP_DIGITS = 6;
export const TOTP_PERIOD_SECONDS = 30;
/** Steps accepted on either side of the current one: a phone clock a little off, a code typed as it changed. */
export const TOTP_WINDOW = 1;
/** RFC 4226 §4 asks for at least 128 bits and recommends 160: what authenticator apps expect. */
const SECRET_BYTES = 20;

const BASE32 = "ABCDEFGHIJKLMNOPQRSTUVWXYZ234567";

/** RFC 4648 base32, without the `=` padding (authenticator apps and otpauth URIs leave it out). */
export function base32Encode(bytes: Uint8Array): string {
  let output = "";
  let bits = 0;
  let value = 0;
  for (const byte of bytes) {
    value = (value << 8) | byte;
    bits += 8;
    while (bits >= 5) {
      output += BASE32[(value >>> (bits - 5)) & 31];
      bits -= 5;
    }
    value &= (1 << bits) - 1;
  }
  if (bits > 0) output += BASE32[(value << (5 - bits)) & 31];
  return output;
}

/**
 * Base32 back to bytes. Accepts what a person may type or paste: lower case, spaces, dashes and
 * trailing padding; anything else outside the alphabet throws.
 */
export function base32Decode(text: string): Buffer {
  const clean = text.toUpperCase().replace(/[\s-]+/g, "").replace(/=+$/, "");
  const bytes: number[] = [];
  let bits = 0;
  let value = 0;
  for (const char of clean) {
    const index = BASE32.indexOf(char);
    if (index < 0) throw new RangeError(`Not a base32 character: ${JSON.stringify(char)}`);
    value = ((value << 5) | index) & 0xffff;
    bits += 5;
    if (bits >= 8) {
      bytes.push((value >>> (bits - 8)) & 0xff);
      bits -= 8;
    }
  }
  return Buffer.from(bytes);
}

/** A new secret for a user's authenticator: 20 random bytes, in base32 as stored and shown. */
export function newTotpSecret(): string {
  return base32Encode(randomBytes(SECRET_BYTES));
}

/** HOTP (RFC 4226 §5): HMAC-SHA1 of the 8-byte big-endian counter, dynamically truncated, mod 10^digits, zero-padded. */
export function hotp(key: Uint8Array, counter: number, digits = TOTP_DIGITS): string {
  const message = Buffer.alloc(8);
  message.writeBigUInt64BE(BigInt(counter));
  const mac = createHmac("sha1", key).update(message).digest();
  const offset = mac[mac.length - 1]! & 0x0f;
  const binary = mac.readUInt32BE(offset) & 0x7fffffff;
  return String(binary % 10 ** digits).padStart(digits, "0");
}

/** The step (RFC 6238's T) of a moment: whole periods since the Unix epoch. */
export const totpStep = (now: Date) => Math.floor(now.getTime() / 1000 / TOTP_PERIOD_SECONDS);

/** The 6-digit code of a base32 secret at a step. */
export function totpAt(secret: string, step: number): string {
  return hotp(base32Decode(secret), step);
}

export type TotpCheck = { ok: true; step: number } | { ok: false; reason: "invalid" | "replayed" };

/**
 * Checks a code typed at `now` against the current step and one on either side. Each step is
 * accepted once: a match at or before `lastUsedStep` (stored after each accepted code) is a
 * replay. On success the caller stores the returned `step` as the new `lastUsedStep`.
 * Every candidate step is compared, in constant time, whatever matched first.
 */
export function checkTotp(secret: string, code: string, now: Date, lastUsedStep: number | null): TotpCheck {
  // Apps show the code as "287 082"; a pasted one may keep the space or a newline.
  const typed = code.replace(/\s+/g, "");
  if (!/^[0-9]{6}$/.test(typed)) return { ok: false, reason: "invalid" };
  const key = base32Decode(secret);
  const current = totpStep(now);
  let fresh: number | null = null;
  let replayed = false;
  for (let step = current - TOTP_WINDOW; step <= current + TOTP_WINDOW; step++) {
    const matches = timingSafeEqual(Buffer.from(hotp(key, step)), Buffer.from(typed));
    if (!matches) continue;
    if (lastUsedStep !== null && step <= lastUsedStep) replayed = true;
    else fresh ??= step;
  }
  if (fresh !== null) return { ok: true, step: fresh };
  return { ok: false, reason: replayed ? "replayed" : "invalid" };
}

/**
 * The `otpauth://` URI an authenticator app reads from the setup page's QR code (the "Key Uri
 * Format" of Google Authenticator, which the other apps follow): label `Issuer:account`, each part
 * percent-encoded as UTF-8, and the issuer repeated as a parameter. A colon separates the label's
 * parts, so one inside the issuer or the account is dropped.
 */
export function otpauthUri({ issuer, account, secret }: { issuer: string; account: string; secret: string }): string {
  const part = (text: string) => encodeURIComponent(text.replace(/:/g, "").trim());
  const query = [
    `secret=${base32Encode(base32Decode(secret))}`,
    `issuer=${part(issuer)}`,
    "algorithm=SHA1",
    `digits=${TOTP_DIGITS}`,
    `period=${TOTP_PERIOD_SECONDS}`,
  ].join("&");
  return `otpauth://totp/${part(issuer)}:${part(account)}?${query}`;
}
