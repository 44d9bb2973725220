/**
 * A rough strength of a new password, for the hint under the field while it is typed: it only
 * nudges the shopper, the server accepts any password. Length counts most, then how many kinds
 * of characters it mixes; a password from the short list of the most used ones (worldwide and in
 * Việt Nam) is very weak whatever it looks like. Pure, so the browser runs it on every keystroke.
 */
export type PasswordStrength = "very_weak" | "weak" | "medium" | "strong";

/** Below this a password is very weak however mixed (WordPress's own meter agrees). */
export const MIN_FAIR_LENGTH = 8;

/** Lower-cased; compared with the password lower-cased and trimmed. */
const COMMON = new Set([
  "123456", "1234567", "12345678", "123456789", "1234567890", "0123456789", "111111", "11111111", "000000", "00000000",
  "666666", "888888", "88888888", "123123", "123321", "654321", "987654321", "112233", "121212", "147258369",
  "password", "password1", "password123", "passw0rd", "qwerty", "qwerty123", "qwertyuiop", "asdfgh", "asdfghjkl", "zxcvbnm",
  "1q2w3e4r", "1qaz2wsx", "abc123", "abcd1234", "a123456", "123456a", "123qwe", "admin", "admin123", "letmein",
  "welcome", "iloveyou", "anhyeuem", "emyeuanh", "matkhau", "matkhau123", "vietnam", "hanoi", "saigon", "123456789a",
]);

type Classes = { lower: boolean; upper: boolean; digit: boolean; other: boolean };

function classesOf(password: string): Classes {
  return {
    lower: /\p{Ll}/u.test(password),
    upper: /\p{Lu}/u.test(password),
    digit: /\p{Nd}/u.test(password),
    // Anything else: punctuation, spaces, symbols, letters without case.
    other: /[^\p{Ll}\p{Lu}\p{Nd}]/u.test(password),
  };
}

/** The password's strength; an empty one is very weak (the field shows no hint for it). */
export function passwordStrength(password: string): PasswordStrength {
  // Code points, so "Mậtkhẩu" counts its letters, not its UTF-16 units.
  const length = [...password].length;
  if (length < MIN_FAIR_LENGTH || COMMON.has(password.trim().toLowerCase())) return "very_weak";
  // One character repeated ("aaaaaaaaaa") is as easy as the shortest password.
  if (new Set(password).size <= 2) return "very_weak";
  const kinds = Object.values(classesOf(password)).filter(Boolean).length;
  const points = kinds + (length >= 12 ? 1 : 0) + (length >= 16 ? 1 : 0);
  if (points <= 1) return "weak";
  if (points <= 3) return "medium";
  return "strong";
}
