/**
 * WordPress's application passwords as text (5.6+, `WP_Application_Passwords`): 24 letters and
 * digits, shown once in groups of four (`chunk_password`), and read back with everything but
 * letters and digits left out, so a password pasted with its spaces, or without them, works.
 * Browser-safe: My account shows the grouping; the server makes and checks the passwords.
 */

/** The length of a new password: WordPress's `wp_generate_password( 24, false )`. */
export const APPLICATION_PASSWORD_LENGTH = 24;

/** WordPress's alphabet when special characters are off: 62 letters and digits. */
export const APPLICATION_PASSWORD_ALPHABET = "abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ0123456789";

/** `xxxx xxxx xxxx xxxx xxxx xxxx`: the password as WordPress shows it once. */
export function chunkApplicationPassword(raw: string): string {
  return (raw.match(/.{1,4}/g) ?? []).join(" ");
}

/** The password as typed or pasted, with what is not a letter or digit left out (WordPress's `preg_replace( '/[^a-z\d]/i', '', … )`). */
export function normalizeApplicationPassword(typed: string): string {
  return typed.replace(/[^a-z\d]/gi, "");
}

export type BasicCredentials = { user: string; password: string };

/**
 * HTTP Basic credentials from an `Authorization` header: null when the header is absent or of
 * another scheme (a bearer token is not ours to judge), `"malformed"` when it says Basic but its
 * value is not base64 of `user:password`. The user is what comes before the first colon, as PHP
 * fills `PHP_AUTH_USER`; the password may itself hold colons.
 */
export function readBasicCredentials(header: string | null): BasicCredentials | "malformed" | null {
  if (header === null) return null;
  const match = /^\s*basic(?:\s+(.*))?$/i.exec(header);
  if (!match) return null;
  const encoded = (match[1] ?? "").trim();
  if (encoded === "" || !/^[A-Za-z0-9+/]+={0,2}$/.test(encoded) || encoded.length % 4 === 1) return "malformed";
  const decoded = new TextDecoder("utf-8", { fatal: false }).decode(Uint8Array.from(atob(encoded), (c) => c.charCodeAt(0)));
  const colon = decoded.indexOf(":");
  if (colon < 0) return "malformed";
  return { user: decoded.slice(0, colon), password: decoded.slice(colon + 1) };
}
