import { escapeHtml } from "~/lib/escape-html";
import { foldWithOrigin } from "./fold";

export type HighlightPart = { text: string; match: boolean };

const WORD_CHAR = /[\p{L}\p{N}]/u;

/**
 * Splits `text` into plain and matched parts: a match is the start of a word of `text` that,
 * folded, begins with one of `words` (already folded, see `queryWords`). So "dong" marks "Đồng"
 * in "Đồng hồ", and "ho" marks "hồ" but not the "ho" inside "Nhỏ". With `wholeWords` the whole
 * word matched is marked ("ho" marks all of "hồng"), as result pages show it; suggestions mark
 * only the part typed.
 */
export function highlightParts(text: string, words: readonly string[], wholeWords = false): HighlightPart[] {
  const wanted = words.filter(Boolean);
  if (wanted.length === 0 || text === "") return text === "" ? [] : [{ text, match: false }];
  const { folded, origin } = foldWithOrigin(text);
  const ranges: Array<[number, number]> = [];
  for (let i = 0; i < folded.length; i++) {
    if (!WORD_CHAR.test(folded[i]!) || (i > 0 && WORD_CHAR.test(folded[i - 1]!))) continue;
    let longest = 0;
    for (const w of wanted) if (w.length > longest && folded.startsWith(w, i)) longest = w.length;
    if (longest === 0) continue;
    if (wholeWords) while (i + longest < folded.length && WORD_CHAR.test(folded[i + longest]!)) longest++;
    const start = origin[i]![0];
    const end = origin[i + longest - 1]![1];
    const last = ranges.at(-1);
    if (last && start <= last[1]) last[1] = Math.max(last[1], end);
    else ranges.push([start, end]);
    i += longest - 1;
  }
  const parts: HighlightPart[] = [];
  let at = 0;
  for (const [start, end] of ranges) {
    if (start > at) parts.push({ text: text.slice(at, start), match: false });
    parts.push({ text: text.slice(start, end), match: true });
    at = end;
  }
  if (at < text.length) parts.push({ text: text.slice(at), match: false });
  return parts;
}


/** `text` as HTML with its matches wrapped in `<tag>`; everything else escaped. */
export function highlightHtml(text: string, words: readonly string[], tag: "mark" | "strong" = "mark", wholeWords = false): string {
  return highlightParts(text, words, wholeWords)
    .map((p) => (p.match ? `<${tag}>${escapeHtml(p.text)}</${tag}>` : escapeHtml(p.text)))
    .join("");
}

/**
 * A window of about `length` characters of `text` around its first match, cut at word
 * boundaries, with "…" where it was cut; the start of the text when nothing matches.
 */
export function excerptAround(text: string, words: readonly string[], length = 160): string {
  const parts = highlightParts(text, words);
  let first = 0;
  for (const p of parts) {
    if (p.match) break;
    first += p.text.length;
  }
  if (first >= text.length) first = 0;
  let start = Math.max(0, first - Math.floor(length / 3));
  if (start > 0) {
    const space = text.indexOf(" ", start);
    start = space === -1 || space > first ? start : space + 1;
  }
  let end = Math.min(text.length, start + length);
  if (end < text.length) {
    const space = text.lastIndexOf(" ", end);
    if (space > first) end = space;
  }
  return `${start > 0 ? "…" : ""}${text.slice(start, end).trim()}${end < text.length ? "…" : ""}`;
}
