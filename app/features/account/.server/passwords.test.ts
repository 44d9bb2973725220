import { createHash, scrypt, scryptSync } from "node:crypto";
import { describe, expect, it, vi } from "vitest";
import { dummyVerify, hashPassword, MAX_PASSWORD_LENGTH, SCRYPT_LN, SCRYPT_P, SCRYPT_R, verifyPassword } from "./passwords";

// scrypt as node:crypto has it, its calls recorded: what a verification asked it to compute.
vi.mock("node:crypto", async (original) => {
  const crypto = await original<typeof import("node:crypto")>();
  return { ...crypto, scrypt: vi.fn(crypto.scrypt) };
});

const VIETNAMESE = "mật khẩu Việt 2026";
const ENGLISH = "correct horse battery staple";

const fromB64 = (text: string) => Buffer.from(text, "base64");

describe("hashPassword", () => {
  it("stores a PHC scrypt string with the current parameters, a 16-byte salt and a 32-byte key", async () => {
    const stored = await hashPassword(VIETNAMESE);
    const match = /^\$scrypt\$ln=(\d+),r=(\d+),p=(\d+)\$([A-Za-z0-9+/]+)\$([A-Za-z0-9+/]+)$/.exec(stored);
    expect(match).not.toBeNull();
    const [, ln, r, p, salt, key] = match!;
    expect([Number(ln), Number(r), Number(p)]).toEqual([SCRYPT_LN, SCRYPT_R, SCRYPT_P]);
    expect(fromB64(salt!)).toHaveLength(16);
    expect(salt).toHaveLength(22); // base64 of 16 bytes, padding removed
    expect(key).toHaveLength(43);
    // The key is scrypt itself, recomputed here independently of the module.
    const expected = scryptSync(VIETNAMESE, fromB64(salt!), 32, { N: 2 ** SCRYPT_LN, r: SCRYPT_R, p: SCRYPT_P });
    expect(fromB64(key!).equals(expected)).toBe(true);
  });

  it("salts every hash anew", async () => {
    expect(await hashPassword(ENGLISH)).not.toBe(await hashPassword(ENGLISH));
  });

  it("refuses a password over 4096 characters before hashing", async () => {
    await expect(hashPassword("a".repeat(MAX_PASSWORD_LENGTH + 1))).rejects.toThrow(RangeError);
    await expect(hashPassword("a".repeat(MAX_PASSWORD_LENGTH))).resolves.toMatch(/^\$scrypt\$/);
  });
});

describe("verifyPassword with our scrypt hashes", () => {
  it("accepts the right password and refuses a wrong one, without asking for a rehash", async () => {
    const stored = await hashPassword(VIETNAMESE);
    expect(await verifyPassword(VIETNAMESE, stored)).toEqual({ ok: true, needsRehash: false });
    expect(await verifyPassword("mật khẩu Việt 2025", stored)).toEqual({ ok: false, needsRehash: false });
    expect(await verifyPassword("", stored)).toEqual({ ok: false, needsRehash: false });
  });

  it("matches the same Vietnamese text typed precomposed or with combining marks", async () => {
    const composed = "Việt";
    const decomposed = composed.normalize("NFD");
    expect(decomposed).not.toBe(composed);
    const stored = await hashPassword(composed);
    expect((await verifyPassword(decomposed, stored)).ok).toBe(true);
  });

  it("reads RFC 7914 §12's second test vector (N=1024, r=8, p=16, 64-byte key) and asks for a rehash", async () => {
    // scrypt(P="password", S="NaCl", N=1024, r=8, p=16, dkLen=64), RFC 7914 section 12.
    const key = Buffer.from(
      "fdbabe1c9d3472007856e7190d01e9fe7c6ad7cbc8237830e77376634b3731622eaf30d92e22a3886ff109279d9830dac727afb94a83ee6d8360cbdfa2cc0640",
      "hex",
    );
    const stored = `$scrypt$ln=10,r=8,p=16$${Buffer.from("NaCl").toString("base64").replace(/=+$/, "")}$${key.toString("base64").replace(/=+$/, "")}`;
    expect(await verifyPassword("password", stored)).toEqual({ ok: true, needsRehash: true });
    expect(await verifyPassword("Password", stored)).toEqual({ ok: false, needsRehash: false });
  });

  it("asks for a rehash of a hash made with other parameters", async () => {
    const salt = Buffer.alloc(16, 7);
    const key = scryptSync(ENGLISH, salt, 32, { N: 2 ** (SCRYPT_LN - 1), r: 8, p: 1 });
    const old = `$scrypt$ln=${SCRYPT_LN - 1},r=8,p=1$${salt.toString("base64").replace(/=+$/, "")}$${key.toString("base64").replace(/=+$/, "")}`;
    expect(await verifyPassword(ENGLISH, old)).toEqual({ ok: true, needsRehash: true });
  });

  it("refuses hashes asking for absurd costs, damaged hashes and unknown formats", async () => {
    const stored = await hashPassword(ENGLISH);
    expect(await verifyPassword(ENGLISH, stored.replace(/ln=\d+/, "ln=31"))).toEqual({ ok: false, needsRehash: false });
    // ln=16, r=32: 256 MiB of scrypt memory (over a second of work), refused without trying.
    const start = performance.now();
    expect(await verifyPassword(ENGLISH, stored.replace(/ln=\d+,r=\d+/, "ln=16,r=32"))).toEqual({ ok: false, needsRehash: false });
    expect(performance.now() - start).toBeLessThan(100);
    const parts = stored.split("$"); // ["", "scrypt", params, salt, key]
    const flip = (text: string) => (text[0] === "A" ? "B" : "A") + text.slice(1);
    expect(await verifyPassword(ENGLISH, [...parts.slice(0, 3), flip(parts[3]!), parts[4]].join("$"))).toEqual({ ok: false, needsRehash: false });
    expect(await verifyPassword(ENGLISH, [...parts.slice(0, 4), flip(parts[4]!)].join("$"))).toEqual({ ok: false, needsRehash: false });
    expect(await verifyPassword(ENGLISH, [...parts.slice(0, 4), parts[4]!.slice(0, 20)].join("$"))).toEqual({ ok: false, needsRehash: false });
    for (const other of ["", "*", "$argon2id$v=19$m=65536,t=3,p=4$c2FsdA$aGFzaA", "$1$saltsalt$abcdefghijklmnopqrstuv", "plain text"]) {
      expect(await verifyPassword(ENGLISH, other)).toEqual({ ok: false, needsRehash: false });
    }
  });

  it("refuses a password over 4096 characters without looking at the hash", async () => {
    const long = "a".repeat(MAX_PASSWORD_LENGTH + 1);
    // md5 of the over-long password would match: the length guard answers first.
    expect(await verifyPassword(long, createHash("md5").update(long).digest("hex"))).toEqual({ ok: false, needsRehash: false });
  });
});

/**
 * WordPress's hashes. Where each vector comes from:
 * - phpass `$P$9IQRa…` for "test12345": the test vector of phpass's own test program (Openwall's
 *   phpass 0.3 test.php), also in passlib's phpass known-hash tests; `$H$9aaaaa…` for "test1":
 *   passlib's phpass known-hash tests.
 * - phpass `$P$BVn8sAlt1…` (2^13 rounds, WordPress's default): generated with Debian's
 *   python3-passlib 1.7.4 (`phpass.using(salt="Vn8sAlt1", rounds=13, ident="P").hash(pw)`).
 * - `$wp$2y$…`: generated with PHP 8.2 (Debian php-cli) running WordPress 6.8's wp_hash_password
 *   expression, `'$wp' . password_hash(base64_encode(hash_hmac('sha384', trim($pw), 'wp-sha384', true)), PASSWORD_BCRYPT)`.
 *   "grimoire-test-123" is a published vector said to be checked against a live WordPress
 *   wp_check_password; PHP's password_verify of it was confirmed here too.
 * - `$2y$`: PHP 8.2 password_hash(pw, PASSWORD_BCRYPT, cost 8); `$2b$`/`$2a$`: Debian's
 *   python3-bcrypt 3.2.2 (`bcrypt.hashpw(pw, gensalt(6, prefix=b"2b"|b"2a"))`).
 * - MD5: PHP 8.2 md5(pw).
 */
describe("verifyPassword with WordPress hashes", () => {
  const cases: { name: string; password: string; stored: string }[] = [
    { name: "phpass $P$ (phpass test.php)", password: "test12345", stored: "$P$9IQRaTwmfeRo7ud9Fh4E2PdI0S3r.L0" },
    { name: "phpass $H$ (passlib tests)", password: "test1", stored: "$H$9aaaaaSXBjgypwqm.JsMssPLiS8YQ00" },
    { name: "phpass $P$B, Vietnamese", password: VIETNAMESE, stored: "$P$BVn8sAlt1aMFLurL7bkFC3YpK8Eufn1" },
    { name: "phpass $P$B", password: ENGLISH, stored: "$P$BVn8sAlt1YhPXtLmK2zyQ4zcu4cyrG0" },
    { name: "WordPress 6.8 $wp$2y$, Vietnamese", password: VIETNAMESE, stored: "$wp$2y$10$7SDukbKhyLZziEcN0fdrMuLj0CnlrzW3fou8sdcFRagYgfdm6m7fy" },
    { name: "WordPress 6.8 $wp$2y$", password: ENGLISH, stored: "$wp$2y$10$AdwgI7fWKNXBBVkP1/X5F..EIBob/VS9Ec0P9Ss7ZsnWTbk8A.HjC" },
    { name: "WordPress 6.8 $wp$2y$ (published)", password: "grimoire-test-123", stored: "$wp$2y$12$iWN5xRwDE7i9R5jVJvCyqOxS1CNnwUggQaF8O2W9Bg8TuXQz.ngrS" },
    { name: "bcrypt $2y$ (PHP), Vietnamese", password: VIETNAMESE, stored: "$2y$08$YjopMvWLPz8Fo9SLz37stexOkbiDUNE0Y.BFqJ782DoKlhjm/ktXq" },
    { name: "bcrypt $2y$ (PHP)", password: ENGLISH, stored: "$2y$08$CXElHrjWU5OhUh9pkjKimeT8oDxSSyyZ5va9mtMQUrNq7.SkVphQu" },
    { name: "bcrypt $2b$", password: VIETNAMESE, stored: "$2b$06$7HOVldKP7j5RIe0XScQLoexhgGa6xkzbOZQJ7qKEryFXL1YK4aKu2" },
    { name: "bcrypt $2a$", password: ENGLISH, stored: "$2a$06$TxGje45L3LryCibWulYrMOK5XlPoL5fmw8JXSlX6OMZXFRZKxppGy" },
    { name: "MD5, Vietnamese", password: VIETNAMESE, stored: "0a16ea671ff1e5b1ad765b777688ff5d" },
    { name: "MD5", password: ENGLISH, stored: "9cc2ae8a1ba7a93da39b46fc1019c481" },
  ];

  // bcryptjs is plain JavaScript: three cost-10 checks take seconds on a busy machine before the JIT warms up.
  for (const { name, password, stored } of cases) {
    it(`${name}: accepts the password and asks for a rehash; refuses a wrong one`, { timeout: 30_000 }, async () => {
      expect(await verifyPassword(password, stored)).toEqual({ ok: true, needsRehash: true });
      expect(await verifyPassword(`${password}x`, stored)).toEqual({ ok: false, needsRehash: false });
      expect(await verifyPassword(password.slice(1), stored)).toEqual({ ok: false, needsRehash: false });
    });
  }

  it("checks the password trimmed as WordPress's login does (its hashes were made of the trimmed password)", async () => {
    expect((await verifyPassword(`  ${ENGLISH}\t\n`, "$P$BVn8sAlt1YhPXtLmK2zyQ4zcu4cyrG0")).ok).toBe(true);
    expect((await verifyPassword(` ${ENGLISH} `, "$wp$2y$10$AdwgI7fWKNXBBVkP1/X5F..EIBob/VS9Ec0P9Ss7ZsnWTbk8A.HjC")).ok).toBe(true);
  });

  it("keeps the $wp$ pre-hash: the bare bcrypt of the password itself does not match a $wp$ hash", async () => {
    const bcrypt = (await import("bcryptjs")).default;
    const bare = bcrypt.hashSync(ENGLISH, 4).replace(/^\$2b\$/, "$2y$");
    expect((await verifyPassword(ENGLISH, bare)).ok).toBe(true);
    expect((await verifyPassword(ENGLISH, `$wp${bare}`)).ok).toBe(false);
  });

  it("refuses damaged WordPress hashes", async () => {
    for (const stored of [
      "$P$9IQRaTwmfeRo7ud9Fh4E2PdI0S3r.L", // one character short
      "$P$!IQRaTwmfeRo7ud9Fh4E2PdI0S3r.L0", // count character outside itoa64
      "$P$zIQRaTwmfeRo7ud9Fh4E2PdI0S3r.L0", // 2^63 rounds: over phpass's limit of 30
      "$2y$31$CXElHrjWU5OhUh9pkjKimeT8oDxSSyyZ5va9mtMQUrNq7.SkVphQu", // cost 31: not attempted
      "$wp$2y$10$AdwgI7fWKNXBBVkP1/X5F..EIBob/VS9Ec0P9Ss7Zs", // truncated
      "9cc2ae8a1ba7a93da39b46fc1019c48", // 31 hex digits
    ]) {
      expect(await verifyPassword("test12345", stored), stored).toEqual({ ok: false, needsRehash: false });
    }
    expect((await verifyPassword(ENGLISH, "9CC2AE8A1BA7A93DA39B46FC1019C481")).ok).toBe(true);
  });
});

describe("dummyVerify", () => {
  it("answers nothing and asks scrypt for what a real verification asks: same parameters, same key length", async () => {
    const stored = await hashPassword(ENGLISH);
    const work = async (run: () => Promise<unknown>) => {
      vi.mocked(scrypt).mockClear();
      await expect(run()).resolves.not.toThrow();
      // The password, salt and callback aside: the key length and the cost options.
      return vi.mocked(scrypt).mock.calls.map((call) => [String(call[0]).length > 0, (call[1] as Buffer).length, call[2], call[3]]);
    };
    await expect(dummyVerify(ENGLISH)).resolves.toBeUndefined();
    const real = await work(() => verifyPassword("wrong password", stored));
    expect(real).toHaveLength(1);
    expect(await work(() => dummyVerify("wrong password"))).toEqual(real);
  });
});
