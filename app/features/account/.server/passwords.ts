import { createHash, createHmac, randomBytes, scrypt, timingSafeEqual } from "node:crypto";
import bcrypt from "bcryptjs";

/**
 * Password hashing: scrypt through node:crypto's asynchronous `scrypt`, which runs on libuv's
 * thread pool (the synchronous one would stall every request of the thread for its whole cost).
 *
 * The cost is set by issue 19's bench target: "authenticate with a wrong password ≥ 200 req/s
 * under 20 connections on a 2-core machine, p99 ≤ 300 ms". Two cores give 10 ms of CPU per
 * request for everything (HTTP, the lockout counting, the render), so one verification must cost
 * well under that. Measured on the project's 2-core machine (Xeon 2.5 GHz, Node 20), while it
 * was running other benchmarks (load average 6–7), CPU time per hash, r=8, p=1:
 *   ln=10  2.7 ms    ln=11  5.4 ms    ln=12  10.8 ms    ln=13  22 ms    ln=14  45 ms
 * (for reference, 100 000 chained SHA-256 of 32 bytes: 215 ms CPU on one core then). Twenty
 * concurrent hashes on both cores: ln=11 205/s, ln=12 81/s. ln=12 alone already spends the
 * whole budget, so ln=11 (N=2048, 2 MiB of memory per guess): about half the budget, and still
 * memory-hard for an offline attacker. Online guessing is bounded by the lockouts, not by this.
 * A change of these constants rehashes each password at its next successful login.
 */
export const SCRYPT_LN = 11;
export const SCRYPT_R = 8;
export const SCRYPT_P = 1;
const SALT_BYTES = 16;
const KEY_BYTES = 32;

/** Longer passwords are refused before any hashing: a megabyte password must not buy a megabyte of HMAC/MD5 rounds (WordPress refuses over 4096 too). */
export const MAX_PASSWORD_LENGTH = 4096;

/** Bounds on parameters read from a stored string, so a damaged or hostile row cannot ask for gigabytes or minutes. */
const MAX_STORED_LN = 20;
const MAX_STORED_R = 32;
const MAX_STORED_P = 16;
/** scrypt's working memory is 128·N·r·p bytes; 64 MiB is four times ln=14's. */
const MAX_STORED_MEMORY = 64 * 1024 * 1024;
/** bcrypt costs above this are not attempted (WordPress and PHP use 10–12); bcryptjs runs on the main thread. */
const MAX_BCRYPT_COST = 14;

export type PasswordCheck = { ok: boolean; needsRehash: boolean };
const REFUSED: PasswordCheck = { ok: false, needsRehash: false };

type ScryptParams = { ln: number; r: number; p: number };

/** What scrypt needs: 128·N·r·p bytes for V and the blocks, plus room; Node refuses (and throws) above `maxmem`, 32 MiB by default. */
const maxmemFor = ({ ln, r, p }: ScryptParams) => 2 * 128 * 2 ** ln * r * p + 1024 * 1024;

function scryptKey(password: string, salt: Buffer, params: ScryptParams, keyLength: number): Promise<Buffer> {
  return new Promise((resolve, reject) =>
    scrypt(password, salt, keyLength, { N: 2 ** params.ln, r: params.r, p: params.p, maxmem: maxmemFor(params) }, (error, key) =>
      error ? reject(error) : resolve(key),
    ),
  );
}

/**
 * Unicode's composed form: Vietnamese keyboards (Telex/VNI input methods, macOS, phones) may send
 * "ế" as one code point or as e + two combining marks, and the same typed password must match.
 */
const normalize = (password: string) => password.normalize("NFC");

const b64 = (bytes: Buffer) => bytes.toString("base64").replace(/=+$/, "");

/** A new PHC string: `$scrypt$ln=11,r=8,p=1$<salt>$<hash>`, both base64 without padding. Throws for passwords over MAX_PASSWORD_LENGTH. */
export async function hashPassword(password: string): Promise<string> {
  if (password.length > MAX_PASSWORD_LENGTH) throw new RangeError(`A password is at most ${MAX_PASSWORD_LENGTH} characters.`);
  const salt = randomBytes(SALT_BYTES);
  const params = { ln: SCRYPT_LN, r: SCRYPT_R, p: SCRYPT_P };
  const key = await scryptKey(normalize(password), salt, params, KEY_BYTES);
  return `$scrypt$ln=${params.ln},r=${params.r},p=${params.p}$${b64(salt)}$${b64(key)}`;
}

const PHC_SCRYPT = /^\$scrypt\$ln=(\d{1,2}),r=(\d{1,2}),p=(\d{1,2})\$([A-Za-z0-9+/]+)\$([A-Za-z0-9+/]{22,})$/;

async function verifyScrypt(password: string, stored: string): Promise<PasswordCheck | null> {
  const match = PHC_SCRYPT.exec(stored);
  if (!match) return null;
  const [ln, r, p] = [match[1], match[2], match[3]].map(Number) as [number, number, number];
  if (ln < 1 || ln > MAX_STORED_LN || r < 1 || r > MAX_STORED_R || p < 1 || p > MAX_STORED_P) return REFUSED;
  if (128 * 2 ** ln * r * p > MAX_STORED_MEMORY) return REFUSED;
  const salt = Buffer.from(match[4]!, "base64");
  const expected = Buffer.from(match[5]!, "base64");
  const key = await scryptKey(normalize(password), salt, { ln, r, p }, expected.length);
  const ok = timingSafeEqual(key, expected);
  const current = ln === SCRYPT_LN && r === SCRYPT_R && p === SCRYPT_P && salt.length === SALT_BYTES && expected.length === KEY_BYTES;
  return { ok, needsRehash: ok && !current };
}

/** Constant-time equality of two strings (unequal lengths answer false at once: lengths are not secret here). */
function sameText(a: string, b: string): boolean {
  const x = Buffer.from(a, "utf8");
  const y = Buffer.from(b, "utf8");
  return x.length === y.length && timingSafeEqual(x, y);
}

/**
 * WordPress checks the password its login form trimmed (`wp_authenticate` trims it, and
 * `wp_hash_password` hashed it trimmed), with PHP's `trim`: space, tab, newline, CR, NUL, vertical tab.
 */
const phpTrim = (password: string) => password.replace(/^[ \t\n\r\0\x0B]+|[ \t\n\r\0\x0B]+$/g, "");

/** phpass's own base64 alphabet ("itoa64"), also where the iteration count's log2 is read from. */
const ITOA64 = "./0123456789ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz";

/** phpass's encode64: little-endian groups of three bytes, six bits at a time, low bits first. */
function phpassEncode64(input: Buffer): string {
  let output = "";
  for (let i = 0; i < input.length; i += 3) {
    const value = input[i]! | ((input[i + 1] ?? 0) << 8) | ((input[i + 2] ?? 0) << 16);
    output += ITOA64[value & 0x3f]! + ITOA64[(value >> 6) & 0x3f]!;
    if (i + 1 < input.length) output += ITOA64[(value >> 12) & 0x3f]!;
    if (i + 2 < input.length) output += ITOA64[(value >> 18) & 0x3f]!;
  }
  return output;
}

/**
 * phpass portable hashes (`$P$` WordPress, `$H$` phpBB), as WordPress's class-phpass computes
 * them: the count is 2^(index of the 4th character in itoa64), 7 to 30; the salt is the next 8
 * characters; hash = md5(salt + password), then `count` times hash = md5(hash + password); the
 * stored value is the first 12 characters followed by encode64 of the 16-byte digest.
 */
function phpassHash(password: string, setting: string): string | null {
  const countLog2 = ITOA64.indexOf(setting[3] ?? "");
  if (countLog2 < 7 || countLog2 > 30) return null;
  const salt = setting.slice(4, 12);
  if (salt.length !== 8) return null;
  const secret = Buffer.from(password, "utf8");
  let hash = createHash("md5").update(salt, "binary").update(secret).digest();
  for (let i = 2 ** countLog2; i > 0; i--) hash = createHash("md5").update(hash).update(secret).digest();
  return setting.slice(0, 12) + phpassEncode64(hash);
}

/** bcrypt through bcryptjs, the result compared in constant time; the `$2y$` of PHP is the same algorithm as `$2b$`. */
async function bcryptMatches(password: string, stored: string): Promise<boolean> {
  if (!/^\$2[aby]\$\d\d\$[./A-Za-z0-9]{53}$/.test(stored) || bcrypt.getRounds(stored) > MAX_BCRYPT_COST) return false;
  const computed = await bcrypt.hash(password, stored.slice(0, 29));
  return sameText(computed, stored);
}

/** WordPress's hashes, as its `wp_check_password` (6.8) reads them; all are rehashed to scrypt at the first login. */
async function verifyWordPress(password: string, stored: string): Promise<PasswordCheck | null> {
  const typed = phpTrim(password);
  let ok: boolean;
  if (stored.startsWith("$wp$2")) {
    // WordPress 6.8+: "$wp" + bcrypt(base64(HMAC-SHA384(password, key "wp-sha384"))), the pre-hash
    // keeping the entropy of passwords longer than bcrypt's 72 bytes.
    const preHash = createHmac("sha384", "wp-sha384").update(typed, "utf8").digest("base64");
    ok = await bcryptMatches(preHash, stored.slice(3));
  } else if (stored.startsWith("$P$") || stored.startsWith("$H$")) {
    const computed = stored.length === 34 ? phpassHash(typed, stored) : null;
    ok = computed !== null && sameText(computed, stored);
  } else if (/^\$2[aby]\$/.test(stored)) {
    ok = await bcryptMatches(typed, stored);
  } else if (/^[0-9a-f]{32}$/i.test(stored)) {
    // WordPress before 2.5 stored md5(password) in hex; WordPress still accepts one (a reset done in phpMyAdmin).
    ok = sameText(createHash("md5").update(typed, "utf8").digest("hex"), stored.toLowerCase());
  } else {
    return null;
  }
  return { ok, needsRehash: ok };
}

/**
 * Checks a password against a stored hash: ours (PHC scrypt) or one imported from WordPress.
 * `needsRehash` (only when `ok`) asks the caller to store `hashPassword(password)` in its place.
 * An unknown format, an over-long password or a damaged hash answers `{ ok: false }`.
 */
export async function verifyPassword(password: string, stored: string): Promise<PasswordCheck> {
  if (password.length > MAX_PASSWORD_LENGTH) return REFUSED;
  return (await verifyScrypt(password, stored)) ?? (await verifyWordPress(password, stored)) ?? REFUSED;
}

/** A fixed hash of the current parameters: a dummy verification costs exactly what a real one does. */
const DUMMY_HASH = `$scrypt$ln=${SCRYPT_LN},r=${SCRYPT_R},p=${SCRYPT_P}$${b64(Buffer.alloc(SALT_BYTES, 0x5a))}$${b64(Buffer.alloc(KEY_BYTES))}`;

/**
 * For a login that matches no account: spends one verification's time and answers nothing, so an
 * unknown login and a wrong password take the same time (and the same answer) and logins cannot
 * be discovered by timing.
 */
export async function dummyVerify(password: string): Promise<void> {
  // An over-long password is refused before hashing here too, as verifyPassword refuses it for a real account.
  await verifyPassword(password, DUMMY_HASH);
}
