/**
 * Vietnamese-aware folding, the browser's twin of the database's `vn_fold` (db/functions/vietnamese.sql):
 * diacritics off, "đ" → "d", lower case. Folding works per character and remembers where each
 * folded character came from, so a match found in folded text ("dong") maps back onto the
 * original ("Đồng") for highlighting.
 */

const MARKS = /\p{M}/gu;

/** One character (code point) folded; usually one letter, sometimes none (a lone mark). */
function foldChar(c: string): string {
  if (c === "đ" || c === "Đ") return "d";
  return c.normalize("NFD").replace(MARKS, "").toLowerCase();
}

export function fold(text: string): string {
  let out = "";
  for (const c of text) out += foldChar(c);
  return out;
}

export type FoldedText = {
  folded: string;
  /** For each UTF-16 unit of `folded`, the original [start, end) of the character it came from. */
  origin: Array<readonly [number, number]>;
};

export function foldWithOrigin(text: string): FoldedText {
  let folded = "";
  const origin: Array<readonly [number, number]> = [];
  let at = 0;
  for (const c of text) {
    const piece = foldChar(c);
    const span = [at, at + c.length] as const;
    for (let i = 0; i < piece.length; i++) origin.push(span);
    folded += piece;
    at += c.length;
  }
  return { folded, origin };
}

/** The most words a query is searched for; the rest are ignored. */
export const MAX_QUERY_WORDS = 8;
/** The longest word kept; longer ones are cut (nothing real is this long). */
const MAX_WORD_LENGTH = 40;

/**
 * A query's words, folded, in order, without repeats: what the database's text search and the
 * highlighter both match. Punctuation separates words ("áo-thun" is "ao", "thun").
 */
export function queryWords(query: string): string[] {
  const words = fold(query)
    .split(/[^\p{L}\p{N}]+/u)
    .filter(Boolean)
    .map((w) => w.slice(0, MAX_WORD_LENGTH));
  return [...new Set(words)].slice(0, MAX_QUERY_WORDS);
}
