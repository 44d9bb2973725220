/**
 * How the validator reads text: what is trimmed, what is blank, how a length is counted.
 */

/**
 * Unicode White_Space (which, unlike JavaScript's `trim()`, includes U+0085 NEXT LINE) plus
 * U+FEFF, which `trim()` also removes: a byte-order mark pasted at a value's edge is never meant.
 */
const SPACE = "\\p{White_Space}\\uFEFF";
const EDGE_SPACE = new RegExp(`^[${SPACE}]+|[${SPACE}]+$`, "gu");
const ANY_SPACE = new RegExp(`[${SPACE}]`, "gu");

/** The value without the spaces at its edges. */
export function trimSpace(text: string): string {
  return text.replace(EDGE_SPACE, "");
}

/** The value with every space removed, wherever it stands. */
export function removeSpaces(text: string): string {
  return text.replace(ANY_SPACE, "");
}

/** CRLF and a lone CR become LF, as a browser's textarea submits them: a line break counts once. */
export function normaliseNewlines(text: string): string {
  return text.replace(/\r\n?/g, "\n");
}

/** Any C0 or C1 control character (U+0000–U+001F, U+007F–U+009F). */
export function hasControlCharacter(text: string): boolean {
  return /\p{Cc}/u.test(text);
}
