import fc from "fast-check";

/**
 * Values an attacker (or a broken script) sends where the shop expects an id, a slug, a number or
 * a line of text. Each family once reached the database or the router and answered 500.
 */

/** Whether `value` could name a row (a positive integer in PostgreSQL's range, however spelled). */
const couldBeRealId = (value: string) => {
  const n = Number(value.trim());
  return Number.isInteger(n) && n >= 1 && n <= 2 ** 31 - 1;
};

/**
 * Past PostgreSQL's `integer` (2^31−1) and below it, in every spelling a form can carry; never an
 * id a row could have, so a request carrying one must be refused.
 */
export const badId = fc.oneof(
  fc.bigInt({ min: 2n ** 31n, max: 2n ** 70n }).map(String),
  fc.bigInt({ min: -(2n ** 70n), max: 0n }).map(String),
  fc.double({ noNaN: false }).map(String),
  fc.constantFrom("", " ", "0x10", "1e3", "1.5", "+1", "-0", "١٢", "NaN", "Infinity", "1 OR 1=1", "1;drop table products", "[]", "{}", "null"),
  fc.string({ maxLength: 12 }),
).filter((value) => !couldBeRealId(value));

/** C0 controls and the other characters a database or a header refuses. */
const hostileCharacter = fc.constantFrom("\u0000", "\u0001", "\u0008", "\u001b", "\u007f", "\ufffe", "\ud800", "\u202e", "\r\n", "\t", "%", "'", '"', "<", "\\");

/** Text with at least one hostile character somewhere in it. */
export const poisonedText = fc
  .tuple(fc.string({ maxLength: 40, unit: "grapheme" }), fc.array(hostileCharacter, { minLength: 1, maxLength: 4 }), fc.string({ maxLength: 40 }))
  .map(([before, bad, after]) => `${before}${bad.join("")}${after}`);

/** Any text, hostile or long or empty. */
export const anyText = fc.oneof(
  poisonedText,
  fc.string({ maxLength: 200, unit: "binary" }),
  fc.constantFrom("", " ", "a".repeat(10_000), "Áo thun nữ", "<script>alert(1)</script>", "' OR '1'='1", "%00", "${7*7}"),
);

/**
 * A path segment as it travels in a URL: percent-encoded text, or raw broken escapes
 * (`%E0%A4%A`, `%ZZ`, a lone `%`), traversal, encoded slashes and NULs.
 */
export const badSegment = fc.oneof(
  anyText.map((t) => encodeURIComponent(t.replace(/[\ud800-\udfff]/g, "?"))),
  fc.constantFrom("%ZZ", "%", "%E0%A4%A", "%C3", "%c0%af", "..", "%2e%2e", "..%2f..%2fetc%2fpasswd", "%2F", "%00", "a%00b", "%FF%FE", "~", ".env", "%252e%252e"),
  fc.stringMatching(/^[A-Za-z0-9%._~-]{0,30}$/),
);

/** A query-string value: encoded text or a raw broken escape. */
export const badQueryValue = fc.oneof(
  anyText.map((t) => encodeURIComponent(t.replace(/[\ud800-\udfff]/g, "?"))),
  fc.constantFrom("%ZZ", "%", "%E0%A4%A", "%00", "a%00b", "%C3"),
);

/** A number-ish field: ids, quantities, pages. */
export const badNumber = fc.oneof(badId, fc.integer().map(String));

/** Cookies a browser never set: broken sessions, hashes, encodings. */
export const badCookie = fc.oneof(
  fc.constant(""),
  fc.tuple(fc.constantFrom("cuahang_session", "woocommerce_cart_hash", "woocommerce_items_in_cart", "wp_woocommerce_session_x", "x"), fc.stringMatching(/^[\x21-\x7e]{0,80}$/))
    .map(([name, value]) => `${name}=${value.replace(/[;,]/g, "")}`),
);
