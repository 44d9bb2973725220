/**
 * The HTML of a form template read into a tree, forgivingly as a browser would for the markup
 * owners paste (unclosed elements closed at the end, stray closing tags ignored, comments dropped),
 * then cut down to the safe elements and attributes a contact form needs.
 */

/** A parsed, not yet sanitized node: text is still raw (entities undecoded). */
export type RawNode =
  | { kind: "text"; text: string }
  | { kind: "element"; tag: string; attrs: Array<[name: string, value: string]>; children: RawNode[] };

const VOID_ELEMENTS = new Set(["br", "hr", "img", "input", "wbr", "area", "base", "col", "embed", "link", "meta", "source", "track", "param"]);

/** Elements whose content is raw text up to their closing tag (no markup inside). */
const RAW_TEXT_ELEMENTS = new Set(["script", "style", "textarea", "title", "iframe", "noscript", "xmp", "noembed", "noframes"]);

/** Opening one of these closes an open `<p>`, as browsers do (a `<div>` never ends up inside a `<p>`). */
const CLOSES_PARAGRAPH = new Set([
  "address", "article", "aside", "blockquote", "details", "div", "dl", "fieldset", "figcaption", "figure",
  "footer", "form", "h1", "h2", "h3", "h4", "h5", "h6", "header", "hr", "main", "menu", "nav", "ol", "p",
  "pre", "section", "table", "ul",
]);

const NAMED_ENTITIES: Readonly<Record<string, string>> = {
  amp: "&", lt: "<", gt: ">", quot: '"', apos: "'", nbsp: "\u00a0", ndash: "\u2013", mdash: "\u2014",
  hellip: "\u2026", laquo: "\u00ab", raquo: "\u00bb", lsquo: "\u2018", rsquo: "\u2019", ldquo: "\u201c",
  rdquo: "\u201d", copy: "\u00a9", reg: "\u00ae", trade: "\u2122", times: "\u00d7", middot: "\u00b7",
  bull: "\u2022", deg: "\u00b0", euro: "\u20ac", shy: "\u00ad", zwj: "\u200d", zwnj: "\u200c",
};

/** Decodes character references (`&amp;`, `&#39;`, `&#x1EA1;`, a small named table); unknown ones stay as written. */
export function decodeEntities(text: string): string {
  return text.replace(/&(#[0-9]+|#[xX][0-9a-fA-F]+|[a-zA-Z][a-zA-Z0-9]*);/g, (whole, body: string) => {
    if (body.startsWith("#")) {
      const code = body[1] === "x" || body[1] === "X" ? Number.parseInt(body.slice(2), 16) : Number.parseInt(body.slice(1), 10);
      const valid = code > 0 && code <= 0x10ffff && !(code >= 0xd800 && code <= 0xdfff);
      return valid ? String.fromCodePoint(code) : "\ufffd";
    }
    return NAMED_ENTITIES[body] ?? whole;
  });
}

// Sticky: matched at a given position without copying the rest of the template.
const START_TAG = /<([a-zA-Z][a-zA-Z0-9:-]*)((?:[^>"']|"[^"]*"|'[^']*')*?)(\/?)>/y;
const END_TAG = /<\/([a-zA-Z][a-zA-Z0-9:-]*)[^>]*>/y;

function matchAt(pattern: RegExp, text: string, at: number): RegExpExecArray | null {
  pattern.lastIndex = at;
  return pattern.exec(text);
}
const ATTRIBUTE = /([^\s"'>/=]+)(?:\s*=\s*(?:"([^"]*)"|'([^']*)'|([^\s>]+)))?/g;

function parseAttributes(text: string): Array<[string, string]> {
  const attrs: Array<[string, string]> = [];
  for (const m of text.matchAll(ATTRIBUTE)) {
    const name = (m[1] ?? "").toLowerCase();
    if (attrs.some(([seen]) => seen === name)) continue; // the first of a repeated attribute wins, as in browsers
    attrs.push([name, decodeEntities(m[2] ?? m[3] ?? m[4] ?? "")]);
  }
  return attrs;
}

type OpenElement = Extract<RawNode, { kind: "element" }>;

/** Reads HTML into a tree of raw nodes. Never throws: anything that is not markup is text. */
export function parseHtml(html: string): RawNode[] {
  const root: OpenElement = { kind: "element", tag: "#root", attrs: [], children: [] };
  const stack: OpenElement[] = [root];
  const current = (): OpenElement => stack[stack.length - 1] ?? root;
  const appendText = (text: string) => {
    if (text === "") return;
    const siblings = current().children;
    const last = siblings[siblings.length - 1];
    if (last?.kind === "text") last.text += text;
    else siblings.push({ kind: "text", text });
  };
  const closeTo = (index: number) => {
    stack.length = Math.max(1, index);
  };

  const lower = html.toLowerCase();
  let at = 0;
  while (at < html.length) {
    const lt = html.indexOf("<", at);
    if (lt < 0) {
      appendText(html.slice(at));
      break;
    }
    appendText(html.slice(at, lt));
    if (html.startsWith("<!--", lt)) {
      const end = html.indexOf("-->", lt + 4);
      at = end < 0 ? html.length : end + 3;
      continue;
    }
    if (html.startsWith("<!", lt) || html.startsWith("<?", lt)) {
      const end = html.indexOf(">", lt);
      at = end < 0 ? html.length : end + 1;
      continue;
    }
    const endTag = matchAt(END_TAG, html, lt);
    if (endTag) {
      const name = (endTag[1] ?? "").toLowerCase();
      for (let i = stack.length - 1; i > 0; i--) {
        if (stack[i]?.tag === name) {
          closeTo(i);
          break;
        }
      }
      at = lt + endTag[0].length;
      continue;
    }
    const startTag = matchAt(START_TAG, html, lt);
    if (!startTag) {
      appendText("<");
      at = lt + 1;
      continue;
    }
    const name = (startTag[1] ?? "").toLowerCase();
    at = lt + startTag[0].length;
    if (CLOSES_PARAGRAPH.has(name)) {
      const p = stack.findLastIndex((el) => el.tag === "p");
      if (p > 0) closeTo(p);
    }
    if (name === "li") {
      const li = stack.findLastIndex((el) => el.tag === "li" || el.tag === "ul" || el.tag === "ol");
      if (li > 0 && stack[li]?.tag === "li") closeTo(li);
    }
    const element: OpenElement = { kind: "element", tag: name, attrs: parseAttributes(startTag[2] ?? ""), children: [] };
    current().children.push(element);
    if (VOID_ELEMENTS.has(name) || startTag[3] === "/") continue;
    if (RAW_TEXT_ELEMENTS.has(name)) {
      const close = lower.indexOf(`</${name}`, at);
      const end = close < 0 ? html.length : close;
      if (end > at) element.children.push({ kind: "text", text: html.slice(at, end) });
      const closeEnd = close < 0 ? -1 : html.indexOf(">", close);
      at = close < 0 ? html.length : closeEnd < 0 ? html.length : closeEnd + 1;
      continue;
    }
    stack.push(element);
  }
  return root.children;
}

/** The elements a form template may keep. */
export const ALLOWED_ELEMENTS: ReadonlySet<string> = new Set([
  "p", "br", "label", "span", "div", "fieldset", "legend", "h2", "h3", "h4", "h5", "h6", "strong", "em",
  "b", "i", "small", "ul", "ol", "li", "a", "hr", "abbr", "code",
]);

/** Elements removed together with everything inside them (code, styles, embedded documents, controls). */
const DROPPED_WITH_CONTENT = new Set([
  "script", "style", "iframe", "object", "embed", "noscript", "template", "svg", "math", "textarea", "select",
  "title", "head", "frame", "frameset", "noembed", "noframes", "xmp",
]);

const PLAIN_ATTRIBUTES = new Set(["class", "id", "for", "title", "lang", "dir"]);

/** Only links a shopper can follow safely: http(s), mailto, tel, or a path on this site. */
export function isSafeHref(href: string): boolean {
  // Browsers ignore control characters and whitespace inside a scheme ("java\nscript:"), so test without them.
  const compact = href.replace(/[\u0000-\u0020\u007f]/g, "");
  const scheme = /^([a-zA-Z][a-zA-Z0-9+.-]*):/.exec(compact);
  if (!scheme) return true;
  return ["http", "https", "mailto", "tel"].includes((scheme[1] ?? "").toLowerCase());
}

function isAllowedAttribute(name: string, value: string): boolean {
  if (PLAIN_ATTRIBUTES.has(name)) return true;
  if (/^aria-[a-z]+$/.test(name) || /^data-[a-z0-9_.:-]+$/.test(name)) return true;
  return name === "href" && isSafeHref(value);
}

/** A sanitized node; text is still raw, for the caller to find form-tags in and decode. */
export type CleanNode =
  | { kind: "text"; text: string }
  | { kind: "element"; tag: string; attrs: Array<readonly [string, string]>; children: CleanNode[] };

/**
 * Keeps the allowed elements with their allowed attributes; an element outside the list gives way
 * to its children, one of {@link DROPPED_WITH_CONTENT} disappears whole. Adjacent texts merge.
 */
export function sanitize(nodes: readonly RawNode[]): CleanNode[] {
  const out: CleanNode[] = [];
  const push = (node: CleanNode) => {
    const last = out[out.length - 1];
    if (node.kind === "text" && last?.kind === "text") last.text += node.text;
    else out.push(node);
  };
  for (const node of nodes) {
    if (node.kind === "text") {
      push({ kind: "text", text: node.text });
    } else if (DROPPED_WITH_CONTENT.has(node.tag)) {
      continue;
    } else if (ALLOWED_ELEMENTS.has(node.tag)) {
      const attrs = node.attrs.filter(([name, value]) => isAllowedAttribute(name, value));
      push({ kind: "element", tag: node.tag, attrs, children: sanitize(node.children) });
    } else {
      for (const child of sanitize(node.children)) push(child);
    }
  }
  return out;
}
