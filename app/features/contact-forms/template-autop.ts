/**
 * Contact Form 7's automatic paragraphs (`wpcf7_autop`), done on the parsed tree instead of on the
 * HTML string, with the outcome Contact Form 7's string rewriting gives a browser:
 *
 * - At the top level, text and inline elements between blank lines or block elements become a `<p>`.
 * - Inside a `div`, `fieldset`, `li`, `ul` or `ol`, the first such run stays unwrapped when nothing
 *   (no block, no blank line) comes before it; later runs become `<p>`s. (Contact Form 7 puts the
 *   `<p>` before the opening tag and then removes it, so `<div>\n<label>…</label>\n</div>` keeps
 *   its label unwrapped.)
 * - Every other newline in inline content becomes a `<br>`, with the whitespace before it dropped
 *   and the newline after it kept as text; a newline right after a `<br>` adds none.
 * - A paragraph (or a `p`, `legend`, heading) loses the whitespace and `<br>`s at its edges, and
 *   whitespace-only runs vanish. (Contact Form 7 keeps the spaces at the edges, and a `<br>` before
 *   `</fieldset>`; neither shows, so the tree leaves them out.)
 * - The hidden form-tag is a block: never wrapped in a paragraph (Contact Form 7's `display-hidden`).
 * - A blank line inside an inline element or a `p` gives one `<br>` rather than splitting it.
 */
import type { TemplateNode } from "./form-model";

const BLOCK_ELEMENTS = new Set(["p", "div", "fieldset", "legend", "h1", "h2", "h3", "h4", "h5", "h6", "ul", "ol", "li", "hr"]);
const PARAGRAPH_CONTAINERS = new Set(["div", "fieldset", "ul", "ol", "li"]);

const BLANK_LINE = /\n[ \t\r\f\v]*\n/;
const LINE_BREAK = /[ \t\r\f\v\n]*\n/g;
const LEADING_SPACE = /^[ \t\r\n\f\v]+/;
const TRAILING_SPACE = /[ \t\r\n\f\v]+$/;

type Element = Extract<TemplateNode, { kind: "element" }>;

function isBlock(node: TemplateNode): boolean {
  if (node.kind === "element") return BLOCK_ELEMENTS.has(node.tag);
  return node.kind === "form-tag" && node.tag.type === "hidden";
}

function isBr(node: TemplateNode | undefined): boolean {
  return node?.kind === "element" && node.tag === "br";
}

function br(): TemplateNode {
  return { kind: "element", tag: "br", attrs: [], children: [] };
}

/** Newlines in inline content → `<br>`s, down through inline elements. */
function breakLines(nodes: readonly TemplateNode[]): TemplateNode[] {
  const out: TemplateNode[] = [];
  for (const node of nodes) {
    if (node.kind === "form-tag") out.push(node);
    else if (node.kind === "element") out.push(isBlock(node) ? autopBlock(node) : { ...node, children: breakLines(node.children) });
    else {
      let last = 0;
      for (const m of node.text.matchAll(LINE_BREAK)) {
        const before = node.text.slice(last, m.index);
        if (before !== "") out.push({ kind: "text", text: before });
        const followsBr = m.index === 0 && m[0] === "\n" && isBr(out[out.length - 1]);
        if (!followsBr) out.push(br());
        last = m.index + m[0].length - 1; // the newline itself stays, after the <br>
      }
      const rest = node.text.slice(last);
      if (rest !== "") out.push({ kind: "text", text: rest });
    }
  }
  return out;
}

/** Drops whitespace and `<br>`s at both edges of a block's inline content. */
function trimEdges(nodes: TemplateNode[]): TemplateNode[] {
  const out = [...nodes];
  for (;;) {
    const first = out[0];
    if (isBr(first)) out.shift();
    else if (first?.kind === "text") {
      const text = first.text.replace(LEADING_SPACE, "");
      if (text === "") out.shift();
      else {
        out[0] = { kind: "text", text };
        break;
      }
    } else break;
  }
  for (;;) {
    const last = out[out.length - 1];
    if (isBr(last)) out.pop();
    else if (last?.kind === "text") {
      const text = last.text.replace(TRAILING_SPACE, "");
      if (text === "") out.pop();
      else {
        out[out.length - 1] = { kind: "text", text };
        break;
      }
    } else break;
  }
  return out;
}

function inlineContent(nodes: readonly TemplateNode[]): TemplateNode[] {
  return trimEdges(breakLines(nodes));
}

function autopBlock(node: TemplateNode): TemplateNode {
  if (node.kind !== "element" || node.tag === "hr") return node;
  const children = PARAGRAPH_CONTAINERS.has(node.tag) ? flow(node.children, false) : inlineContent(node.children);
  return { ...node, children };
}

/** Splits a flow of nodes into paragraphs and blocks; `wrapFirst` is false inside a block container. */
function flow(nodes: readonly TemplateNode[], wrapFirst: boolean): TemplateNode[] {
  const out: TemplateNode[] = [];
  let run: TemplateNode[] = [];
  let wrap = wrapFirst;
  const flush = (endsWithBreak: boolean) => {
    const content = inlineContent(run);
    run = [];
    if (content.length > 0) {
      if (wrap) out.push({ kind: "element", tag: "p", attrs: [], children: content } satisfies Element);
      else out.push(...content);
      wrap = true;
    }
    if (endsWithBreak) wrap = true;
  };
  for (const node of nodes) {
    if (node.kind === "text") {
      const parts = node.text.split(BLANK_LINE);
      parts.forEach((part, index) => {
        if (index > 0) flush(true);
        if (part !== "") run.push({ kind: "text", text: part });
      });
    } else if (isBlock(node)) {
      flush(true);
      out.push(autopBlock(node));
    } else run.push(node);
  }
  flush(false);
  return out;
}

/** Applies the automatic paragraphs to a template's top-level nodes. */
export function autoParagraphs(nodes: readonly TemplateNode[]): TemplateNode[] {
  return flow(nodes, true);
}
