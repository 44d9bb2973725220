import { describe, expect, it } from "vitest";
import { base32Decode, base32Encode, checkTotp, hotp, newTotpSecret, otpauthUri, totpAt, totpStep } from "./totp";

/** The shared secret of RFC 4226 Appendix D and RFC 6238 Appendix B (SHA-1): the ASCII bytes "12345678901234567890". */
const RFC_KEY = Buffer.from("12345678901234567890", "ascii");
const RFC_SECRET = "GEZDGNBVGY3TQOJQGEZDGNBVGY3TQOJQ";

describe("base32 (RFC 4648)", () => {
  it("encodes RFC 4648 §10's test vectors, without padding", () => {
    // RFC 4648 §10: BASE32("f") = "MY======", "fo" = "MZXQ====", … "foobar" = "MZXW6YTBOI======".
    const vectors: [string, string][] = [
      ["", ""],
      ["f", "MY"],
      ["fo", "MZXQ"],
      ["foo", "MZXW6"],
      ["foob", "MZXW6YQ"],
      ["fooba", "MZXW6YTB"],
      ["foobar", "MZXW6YTBOI"],
    ];
    for (const [plain, encoded] of vectors) {
      expect(base32Encode(Buffer.from(plain))).toBe(encoded);
      expect(base32Decode(encoded).toString()).toBe(plain);
      expect(base32Decode(`${encoded}${"=".repeat((8 - (encoded.length % 8)) % 8)}`).toString()).toBe(plain);
    }
  });

  it("encodes the RFC's TOTP key and reads it back as typed by a person", () => {
    expect(base32Encode(RFC_KEY)).toBe(RFC_SECRET);
    expect(base32Decode("gezd gnbv gy3t-qojq gezd gnbv gy3t qojq").equals(RFC_KEY)).toBe(true);
  });

  it("throws on characters outside the alphabet", () => {
    expect(() => base32Decode("GEZDGNB1")).toThrow(RangeError);
    expect(() => base32Decode("GEZD0NBV")).toThrow(RangeError);
  });
});

describe("newTotpSecret", () => {
  it("is 20 random bytes in unpadded base32 (32 characters)", () => {
    const secret = newTotpSecret();
    expect(secret).toMatch(/^[A-Z2-7]{32}$/);
    expect(base32Decode(secret)).toHaveLength(20);
    expect(newTotpSecret()).not.toBe(secret);
  });
});

describe("hotp", () => {
  it("gives RFC 4226 Appendix D's values for counters 0–9", () => {
    const expected = ["755224", "287082", "359152", "969429", "338314", "254676", "287922", "162583", "399871", "520489"];
    expected.forEach((value, counter) => expect(hotp(RFC_KEY, counter)).toBe(value));
  });
});

describe("totpAt", () => {
  // RFC 6238 Appendix B, SHA1 column: time (s) → 8-digit TOTP. The 6-digit code is the same
  // truncated number mod 10^6, i.e. the reference's last six digits.
  const appendixB: [number, string][] = [
    [59, "94287082"],
    [1111111109, "07081804"],
    [1111111111, "14050471"],
    [1234567890, "89005924"],
    [2000000000, "69279037"],
    [20000000000, "65353130"],
  ];

  it("gives RFC 6238 Appendix B's 8-digit values with 8 digits", () => {
    for (const [seconds, value] of appendixB) expect(hotp(RFC_KEY, totpStep(new Date(seconds * 1000)), 8)).toBe(value);
  });

  it("gives their last six digits as the 6-digit code", () => {
    for (const [seconds, value] of appendixB) {
      const sixDigits = String(Number(value) % 10 ** 6).padStart(6, "0");
      expect(totpAt(RFC_SECRET, totpStep(new Date(seconds * 1000)))).toBe(sixDigits);
    }
    expect(totpAt(RFC_SECRET, totpStep(new Date(1111111109_000)))).toBe("081804");
    expect(totpAt(RFC_SECRET, totpStep(new Date(1234567890_000)))).toBe("005924");
  });

  it("counts steps of 30 seconds from the epoch (RFC 6238's T)", () => {
    expect(totpStep(new Date(59_000))).toBe(1);
    expect(totpStep(new Date(1111111109_000))).toBe(0x23523ec);
    expect(totpStep(new Date(20000000000_000))).toBe(0x27bc86aa);
  });
});

describe("checkTotp", () => {
  const now = new Date(1234567890_000);
  const step = totpStep(now);
  const code = (s: number) => totpAt(RFC_SECRET, s);

  it("accepts the current code and returns its step", () => {
    expect(checkTotp(RFC_SECRET, "005924", now, null)).toEqual({ ok: true, step });
    expect(checkTotp(RFC_SECRET, code(step), now, step - 5)).toEqual({ ok: true, step });
  });

  it("accepts the previous and the next window, not two away", () => {
    expect(checkTotp(RFC_SECRET, code(step - 1), now, null)).toEqual({ ok: true, step: step - 1 });
    expect(checkTotp(RFC_SECRET, code(step + 1), now, null)).toEqual({ ok: true, step: step + 1 });
    expect(checkTotp(RFC_SECRET, code(step - 2), now, null)).toEqual({ ok: false, reason: "invalid" });
    expect(checkTotp(RFC_SECRET, code(step + 2), now, null)).toEqual({ ok: false, reason: "invalid" });
  });

  it("accepts each window once: a code of the last used step or an earlier one is a replay", () => {
    const first = checkTotp(RFC_SECRET, code(step), now, null);
    expect(first).toEqual({ ok: true, step });
    expect(checkTotp(RFC_SECRET, code(step), new Date(now.getTime() + 20_000), step)).toEqual({ ok: false, reason: "replayed" });
    expect(checkTotp(RFC_SECRET, code(step - 1), now, step)).toEqual({ ok: false, reason: "replayed" });
    // The next window's code is still good after this one was used.
    expect(checkTotp(RFC_SECRET, code(step + 1), now, step)).toEqual({ ok: true, step: step + 1 });
  });

  it("refuses a wrong code as invalid, even after a use", () => {
    const wrong = code(step) === "000000" ? "111111" : "000000";
    expect(checkTotp(RFC_SECRET, wrong, now, null)).toEqual({ ok: false, reason: "invalid" });
    expect(checkTotp(RFC_SECRET, wrong, now, step)).toEqual({ ok: false, reason: "invalid" });
  });

  it("takes the code as typed with spaces, and only exactly six ASCII digits", () => {
    expect(checkTotp(RFC_SECRET, " 005 924\n", now, null)).toEqual({ ok: true, step });
    for (const typed of ["05924", "0059240", "00592a", "٠٠٥٩٢٤", "+05924", "", "94287082"]) {
      expect(checkTotp(RFC_SECRET, typed, now, null), typed).toEqual({ ok: false, reason: "invalid" });
    }
  });
});

describe("otpauthUri", () => {
  it("writes the Key Uri Format with every parameter", () => {
    expect(otpauthUri({ issuer: "Example", account: "alice@example.com", secret: RFC_SECRET })).toBe(
      `otpauth://totp/Example:alice%40example.com?secret=${RFC_SECRET}&issuer=Example&algorithm=SHA1&digits=6&period=30`,
    );
  });

  it("percent-encodes a Vietnamese issuer as UTF-8, readable back by a URL parser", () => {
    const issuer = "Cửa hàng Áo dài Hà Nội";
    const uri = otpauthUri({ issuer, account: "khách+1@ví-dụ.vn", secret: "gezd gnbv gy3t qojq gezd gnbv gy3t qojq" });
    expect(uri).toMatch(/^otpauth:\/\/totp\/[!-~]+$/); // printable ASCII only
    expect(uri).toContain("C%E1%BB%ADa%20h%C3%A0ng%20%C3%81o%20d%C3%A0i%20H%C3%A0%20N%E1%BB%99i:kh%C3%A1ch%2B1%40v%C3%AD-d%E1%BB%A5.vn");
    const url = new URL(uri);
    expect(url.host).toBe("totp");
    expect(decodeURIComponent(url.pathname.slice(1))).toBe(`${issuer}:khách+1@ví-dụ.vn`);
    expect(url.searchParams.get("issuer")).toBe(issuer);
    expect(url.searchParams.get("secret")).toBe(RFC_SECRET);
    expect([url.searchParams.get("algorithm"), url.searchParams.get("digits"), url.searchParams.get("period")]).toEqual(["SHA1", "6", "30"]);
  });

  it("drops a colon inside the issuer, which would split the label", () => {
    expect(otpauthUri({ issuer: "Shop: Hà Nội", account: "a@b.vn", secret: RFC_SECRET })).toMatch(/^otpauth:\/\/totp\/Shop%20H%C3%A0%20N%E1%BB%99i:a%40b\.vn\?/);
  });
});
