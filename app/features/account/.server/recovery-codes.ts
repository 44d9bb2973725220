import { createHash, randomBytes, timingSafeEqual } from "node:crypto";

/**
 * Two-factor recovery codes: ten single-use codes shown once when two-factor is turned on (or the
 * codes regenerated), kept only as SHA-256 hashes in `user_two_factor.recovery_codes`. A code is
 * 60 random bits, so a fast hash is enough: nobody can try 2^60 candidates against a hash.
 */
export const RECOVERY_CODE_COUNT = 10;

/**
 * Crockford's base32 alphabet: no I, L, O or U, so nothing reads as another character; the 0 and
 * 1 it keeps are read back from a typed O, I or L. 32 symbols: 5 bits each, no modulo bias.
 */
const ALPHABET = "0123456789abcdefghjkmnpqrstvwxyz";
const GROUPS = 3;
const GROUP_LENGTH = 4;
const CODE_LENGTH = GROUPS * GROUP_LENGTH; // 12 symbols × 5 bits = 60 bits

/** One code, `xxxx-xxxx-xxxx` in lower case. */
function newCode(): string {
  // 60 bits from 8 random bytes, 5 bits a symbol.
  let value = randomBytes(8).readBigUInt64BE() >> 4n;
  let symbols = "";
  for (let i = 0; i < CODE_LENGTH; i++) {
    symbols = ALPHABET[Number(value & 31n)]! + symbols;
    value >>= 5n;
  }
  return symbols.match(new RegExp(`.{${GROUP_LENGTH}}`, "g"))!.join("-");
}

/**
 * What a person typed, as the 12 symbols that were hashed: case, spaces and dashes ignored, and
 * O, I, L read as 0, 1, 1. Null when it cannot be a code.
 */
function canonical(typed: string): string | null {
  const symbols = typed
    .toLowerCase()
    .replace(/[\s-]+/g, "")
    .replace(/o/g, "0")
    .replace(/[il]/g, "1");
  if (symbols.length !== CODE_LENGTH || [...symbols].some((c) => !ALPHABET.includes(c))) return null;
  return symbols;
}

const sha256Hex = (text: string) => createHash("sha256").update(text, "utf8").digest("hex");

/** The stored form of a code (as shown or as typed). */
export function hashRecoveryCode(code: string): string {
  const symbols = canonical(code);
  if (symbols === null) throw new RangeError("Not a recovery code.");
  return sha256Hex(symbols);
}

/** A new set: `codes` to show the user once, `hashes` to store. */
export function newRecoveryCodes(count = RECOVERY_CODE_COUNT): { codes: string[]; hashes: string[] } {
  const codes = new Set<string>();
  while (codes.size < count) codes.add(newCode());
  return { codes: [...codes], hashes: [...codes].map(hashRecoveryCode) };
}

export type RecoveryCodeRedemption = { ok: true; remaining: string[] } | { ok: false };

/**
 * Checks a typed code against the stored hashes. On success the caller stores `remaining` (the
 * hashes without the one used), which makes each code single-use. Every stored hash is compared
 * in constant time, whichever matches. (Not named `use…`: React's lint rules take such a name for a hook.)
 */
export function redeemRecoveryCode(code: string, storedHashes: readonly string[]): RecoveryCodeRedemption {
  const symbols = canonical(code);
  if (symbols === null) return { ok: false };
  const typed = Buffer.from(sha256Hex(symbols), "hex");
  let used = -1;
  storedHashes.forEach((stored, index) => {
    const bytes = Buffer.from(stored, "hex");
    if (bytes.length === typed.length && timingSafeEqual(bytes, typed) && used < 0) used = index;
  });
  if (used < 0) return { ok: false };
  return { ok: true, remaining: storedHashes.filter((_, index) => index !== used) };
}
