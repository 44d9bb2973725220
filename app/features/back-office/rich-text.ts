import { PRODUCT_HTML_ATTRIBUTES, PRODUCT_HTML_DROPPED, PRODUCT_HTML_SCHEMES, PRODUCT_HTML_TAGS, PRODUCT_IMAGE_SCHEMES } from "~/features/catalog";

/**
 * The description editor's HTML in the browser. The server sanitises every save (sanitize-html,
 * on the same lists); here the editor only keeps what a save would keep, so what the owner sees
 * while editing is what the shop will show, and HTML typed or pasted is never run in the back
 * office: it is parsed in an inert document (no scripts run, no pictures load) and rebuilt
 * element by element from the allowed tags and attributes.
 */

const TAGS = new Set<string>(PRODUCT_HTML_TAGS);
const DROPPED = new Set<string>(PRODUCT_HTML_DROPPED);

/** Whether `value` is an address the tag may point to: one of its schemes, or none (relative to the shop). */
function allowedAddress(value: string, schemes: readonly string[], base: string): boolean {
  try {
    return schemes.includes(new URL(value.trim(), base).protocol.slice(0, -1));
  } catch {
    return false;
  }
}

function copyAllowed(from: Element, to: Element, base: string): void {
  const tag = from.localName;
  for (const name of PRODUCT_HTML_ATTRIBUTES[tag] ?? []) {
    const value = from.getAttribute(name);
    if (value === null) continue;
    if (name === "href" && !allowedAddress(value, PRODUCT_HTML_SCHEMES, base)) continue;
    if (name === "src" && !allowedAddress(value, PRODUCT_IMAGE_SCHEMES, base)) continue;
    to.setAttribute(name, value);
  }
}

function rebuild(from: Node, into: Node, doc: Document, base: string): void {
  for (const child of Array.from(from.childNodes)) {
    if (child.nodeType === Node.TEXT_NODE) {
      into.appendChild(doc.createTextNode(child.textContent ?? ""));
    } else if (child.nodeType === Node.ELEMENT_NODE) {
      const element = child as Element;
      const tag = element.localName;
      if (DROPPED.has(tag)) continue;
      if (TAGS.has(tag)) {
        const copy = doc.createElement(tag);
        copyAllowed(element, copy, base);
        rebuild(element, copy, doc, base);
        into.appendChild(copy);
      } else {
        // Another element (a div, a font…) gives up its tag and keeps its content, as sanitize-html does.
        rebuild(element, into, doc, base);
      }
    }
    // Comments and the rest are left out.
  }
}

/** `html` as nodes of `doc` holding only what a save keeps; nothing of it runs or loads while it is read. */
export function allowedFragment(html: string, doc: Document = document): DocumentFragment {
  const inert = new DOMParser().parseFromString(html, "text/html");
  const fragment = doc.createDocumentFragment();
  rebuild(inert.body, fragment, doc, doc.location?.href ?? "http://localhost/");
  return fragment;
}

/** `html` with only what a save keeps, as text (a paste's HTML before it is inserted). */
export function allowedHtml(html: string, doc: Document = document): string {
  const holder = doc.createElement("div");
  holder.appendChild(allowedFragment(html, doc));
  return holder.innerHTML;
}

/** The editor's content as the field sends it: nothing at all when it holds no text and no picture. */
export function editorHtml(editable: HTMLElement): string {
  if ((editable.textContent ?? "").trim() === "" && !editable.querySelector("img, hr")) return "";
  return editable.innerHTML;
}

export type LinkAddress = { ok: true; href: string } | { ok: false; reason: "empty" | "invalid" | "scheme" };

/**
 * The address the owner typed for a link, as the link will hold it: a web, e-mail or phone
 * address, or one of the shop's own paths; "shop.vn/ao" becomes "https://shop.vn/ao" and
 * "ban@shop.vn" "mailto:ban@shop.vn". Any other scheme (javascript:, data:…) is refused.
 */
export function linkAddress(typed: string): LinkAddress {
  const text = typed.trim();
  if (text === "") return { ok: false, reason: "empty" };
  if (/\s/.test(text)) return { ok: false, reason: "invalid" };
  if (text.startsWith("/") || text.startsWith("#")) return text.startsWith("//") ? { ok: false, reason: "invalid" } : { ok: true, href: text };
  const scheme = /^([a-z][a-z0-9+.-]*):/i.exec(text)?.[1]?.toLowerCase();
  // "shop.vn:8080/ao" names a host and a port, not a scheme.
  if (scheme !== undefined && !/^[a-z0-9.-]+:\d+(?:[/?#]|$)/i.test(text)) {
    if (!(PRODUCT_HTML_SCHEMES as readonly string[]).includes(scheme)) return { ok: false, reason: "scheme" };
    return URL.canParse(text) ? { ok: true, href: text } : { ok: false, reason: "invalid" };
  }
  if (/^[^@/]+@[^@/]+\.[^@/]+$/.test(text)) return { ok: true, href: `mailto:${text}` };
  const href = `https://${text}`;
  return URL.canParse(href) && new URL(href).hostname.includes(".") ? { ok: true, href } : { ok: false, reason: "invalid" };
}

const BLOCKS = new Set(["p", "div", "ul", "ol", "li", "dl", "h1", "h2", "h3", "h4", "h5", "h6", "blockquote", "pre", "table", "figure", "hr"]);
const isBlock = (node: Node) => node.nodeType === Node.ELEMENT_NODE && BLOCKS.has((node as Element).localName);

/**
 * Puts the browser's editing output in order: Chrome puts a list made in a paragraph inside it
 * (`<p><ul>`, which no page can hold: the parser splits it), a heading made over a list around
 * it, and leaves text typed in the empty
 * area, or out of a list, outside any paragraph. Lists and headings are lifted out of
 * paragraphs, and loose text is put in one; the caret stays where it was. True when it changed anything.
 */
export function tidyBlocks(area: HTMLElement): boolean {
  const doc = area.ownerDocument;
  const selection = doc.getSelection();
  const kept = selection && selection.rangeCount > 0 && area.contains(selection.anchorNode) ? ([selection.anchorNode!, selection.anchorOffset, selection.focusNode!, selection.focusOffset] as const) : null;
  let changed = false;
  // Lists (and any block) found in a paragraph or a heading are lifted out of it.
  for (const paragraph of Array.from(area.querySelectorAll("p, h1, h2, h3, h4, h5, h6"))) {
    if (!Array.from(paragraph.childNodes).some(isBlock)) continue;
    let run: HTMLElement | null = null;
    for (const child of Array.from(paragraph.childNodes)) {
      if (isBlock(child)) {
        paragraph.before(child);
        run = null;
      } else if (child.nodeType !== Node.TEXT_NODE || (child.textContent ?? "").trim() !== "") {
        if (!run) {
          // The text around keeps its kind of block (a heading's stays a heading).
          run = doc.createElement(paragraph.localName);
          paragraph.before(run);
        }
        run.append(child);
      }
    }
    paragraph.remove();
    changed = true;
  }
  let loose: HTMLParagraphElement | null = null;
  for (const child of Array.from(area.childNodes)) {
    if (isBlock(child)) {
      loose = null;
      continue;
    }
    if (child.nodeType === Node.TEXT_NODE && (child.textContent ?? "") === "") continue;
    if (!loose) {
      loose = doc.createElement("p");
      child.before(loose);
    }
    loose.append(child);
    changed = true;
  }
  if (changed && kept) {
    try {
      selection!.setBaseAndExtent(...kept);
    } catch {
      // The caret's place is gone (it was between children that moved): the browser's own place stands.
    }
  }
  return changed;
}

/** A place in the area's text: how many characters come before it, and whether it starts its text node (a new line's start). */
export type TextPlace = { chars: number; atStart: boolean };

export function textPlaceOf(area: HTMLElement, node: Node, offset: number): TextPlace {
  const range = area.ownerDocument.createRange();
  range.setStart(area, 0);
  range.setEnd(node, offset);
  return { chars: range.toString().length, atStart: offset === 0 };
}

/** The node and offset of `place` in the area's text now (its text nodes may have been replaced). */
export function pointAt(area: HTMLElement, place: TextPlace): [Node, number] {
  const walker = area.ownerDocument.createTreeWalker(area, NodeFilter.SHOW_TEXT);
  let before = 0;
  for (let text = walker.nextNode(); text; text = walker.nextNode()) {
    const length = text.textContent?.length ?? 0;
    // At a boundary between two text nodes, a place that started its node goes to the next one.
    if (place.chars < before + length || (place.chars === before + length && !(place.atStart && length > 0 && place.chars > 0))) return [text, place.chars - before];
    before += length;
  }
  return [area, area.childNodes.length];
}
