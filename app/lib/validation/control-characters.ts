/**
 * Control characters in text a visitor sends: the C0 controls but tab, line feed and carriage
 * return (a textarea posts its line breaks as CR LF), and DEL. No field of the shop means one,
 * and PostgreSQL's text cannot hold a NUL at all: one that reached a query would fail the query
 * (a 500), not the request.
 *
 * What becomes of one is decided where the text is read, by what the text is for:
 * - text the shop keeps (a checkout's fields, a review, a cart line's options) is refused by the
 *   form's own rule (`checkField`, `readReviewForm`, the add-to-cart readers), so each contract
 *   answers its own error for that field and nothing is stored other than as it was sent;
 * - text the shop only looks for (a search: `normalizeQuery`) has them turned into spaces, as a
 *   search for anything else unreadable finds what it can rather than failing.
 * Slugs and ids in addresses never reach a query unless they have the database's own format
 * (`lib/slug.ts`, `lib/row-id.ts`).
 */
const CONTROL = "\\u0000-\\u0008\\u000b\\u000c\\u000e-\\u001f\\u007f";
const ONE_CONTROL = new RegExp(`[${CONTROL}]`);
const EVERY_CONTROL = new RegExp(`[${CONTROL}]`, "g");

export function hasControlCharacters(text: string): boolean {
  return ONE_CONTROL.test(text);
}

/** `text` with each control character turned into a space. */
export function controlCharactersAsSpaces(text: string): string {
  return text.replace(EVERY_CONTROL, " ");
}
