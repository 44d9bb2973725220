/**
 * Contact Form 7's automatic paragraphs (`wpcf7_autop`, which since 5.7 runs its
 * `WPCF7_HTMLFormatter`), replayed on the parsed tree: the tree is walked as the formatter reads
 * its chunks (start tags, texts, end tags; a form-tag is a void placeholder element, inline or, for
 * the tags that show nothing (`[hidden]`, `[altcha]`), block) and the formatter's stack decisions
 * rebuild it:
 *
 * - Inline content (text, `label`, `span`, a form-tag…) at the top level or in a `div`, `fieldset`
 *   or `li` opens a `<p>`; a blank line closes it, a `<p>`, `div`, `ul`, heading… closes it too.
 * - Every other newline in text becomes a `<br>`, the whitespace around it dropped (in a paragraph
 *   or in an element that holds phrasing content; not directly in a `ul`). An owner's `<br>` counts
 *   as a newline, so `<br>` followed by a newline is a blank line.
 * - Runs of spaces become one space; a `<br>` or whitespace ending a block element goes; an empty
 *   `<p>` goes.
 *
 * Differences, none visible: the newline and indentation Contact Form 7 prints after each `<br />`
 * and around block tags are not kept as text, and whitespace-only text directly in the top level,
 * a `div`, `fieldset`, `li`, `ul` or `ol` is dropped. One difference on purpose: an `<hr>` closes
 * an open paragraph (Contact Form 7 would leave it inside, which a browser re-parses differently).
 */
import type { FormTag, TemplateNode } from "./form-model";

const P_CHILD = new Set(["a", "abbr", "b", "br", "code", "em", "i", "label", "small", "span", "strong"]);
const P_PARENT = new Set(["div", "fieldset", "li"]);
const P_NONPARENT = new Set(["h1", "h2", "h3", "h4", "h5", "h6", "legend", "ol", "ul"]);
const NESTABLE = new Set(["div", "fieldset", "span"]);
const BR_PARENT = new Set([
  "a", "abbr", "b", "code", "div", "em", "fieldset", "h1", "h2", "h3", "h4", "h5", "h6", "i", "label", "legend",
  "li", "p", "small", "span", "strong",
]);
const VOID = new Set(["br", "hr"]);
/** Elements whose whitespace-only text children are mere formatting. */
const BLOCK_CONTAINERS = new Set([...P_PARENT, "ul", "ol"]);

/** PHP's `\s` (ASCII whitespace); a non-breaking space is content. */
const WS = "[ \\t\\n\\r\\f\\v]";
const STARTS_WITH_BLANK_LINE = new RegExp(`^${WS}*\\n${WS}*\\n${WS}*`);
const ENDS_WITH_BLANK_LINE = new RegExp(`${WS}*\\n${WS}*\\n${WS}*$`);
const BLANK_LINE = new RegExp(`${WS}*\\n${WS}*\\n${WS}*`);
const SINGLE_LINE_BREAK = new RegExp(`^${WS}*\\n${WS}*$`);
const LINE_BREAK = new RegExp(`${WS}*\\n${WS}*`);
/** `wpcf7_strip_whitespaces` trims as JavaScript's `trim` does (Unicode spaces included). */
const LEADING_WS = /^\s+/;
const TRAILING_WS = /\s+$/;
const ONLY_WS = /^\s*$/;

type OpenElement = { kind: "element"; tag: string; attrs: ReadonlyArray<readonly [string, string]>; children: TemplateNode[] };

class Formatter {
  readonly root: TemplateNode[] = [];
  /** Open elements, innermost last. */
  private readonly stack: OpenElement[] = [];

  private children(): TemplateNode[] {
    return this.stack[this.stack.length - 1]?.children ?? this.root;
  }

  private isInside(names: ReadonlySet<string> | string): boolean {
    return this.stack.some((el) => (typeof names === "string" ? el.tag === names : names.has(el.tag)));
  }

  private hasParent(names: ReadonlySet<string> | string): boolean {
    const parent = this.stack[this.stack.length - 1];
    if (!parent) return false;
    return typeof names === "string" ? parent.tag === names : names.has(parent.tag);
  }

  /** Removes whitespace at the end of the output written so far (the innermost open element's content). */
  private stripEnd(children: TemplateNode[] = this.children()): void {
    const last = children[children.length - 1];
    if (last?.kind !== "text") return;
    const text = last.text.replace(TRAILING_WS, "");
    if (text === "") children.pop();
    else children[children.length - 1] = { kind: "text", text };
  }

  private appendText(text: string): void {
    if (text === "") return;
    const children = this.children();
    const last = children[children.length - 1];
    if (last?.kind === "text") children[children.length - 1] = { kind: "text", text: last.text + text };
    else children.push({ kind: "text", text });
  }

  /** Contact Form 7's `normalize_paragraph`: newlines → `<br>` (when asked), runs of spaces → one. */
  private appendParagraph(text: string, autoBr: boolean): void {
    const lines = autoBr ? text.split(LINE_BREAK) : [text];
    lines.forEach((line, index) => {
      if (index > 0) this.children().push({ kind: "element", tag: "br", attrs: [], children: [] });
      this.appendText(line.replace(/ +/g, " "));
    });
  }

  text(content: string): void {
    if (this.stack.length === 0 || this.hasParent("p") || this.hasParent(P_PARENT)) {
      if (STARTS_WITH_BLANK_LINE.test(content)) this.endTag("p");
      const paragraphs = content.split(BLANK_LINE).filter((paragraph) => !ONLY_WS.test(paragraph));
      if (paragraphs.length > 0 && this.isInside("p")) this.appendParagraph(paragraphs.shift() ?? "", true);
      for (const paragraph of paragraphs) {
        this.startTag("p", []);
        this.appendParagraph(paragraph.replace(LEADING_WS, ""), true);
      }
      if (ENDS_WITH_BLANK_LINE.test(content)) this.endTag("p");
      if (SINGLE_LINE_BREAK.test(content)) this.appendParagraph(content, this.isInside("p"));
    } else {
      this.appendParagraph(content, this.hasParent(BR_PARENT));
    }
  }

  /** Opens an element (or places a void one: `node` for a form-tag placeholder). */
  startTag(tag: string, attrs: ReadonlyArray<readonly [string, string]>, placeholder?: TemplateNode): void {
    const inline = P_CHILD.has(tag) || (placeholder !== undefined && !isBlockPlaceholder(placeholder));
    if (inline && !this.isInside("p") && !this.isInside(P_CHILD) && !this.hasParent(P_NONPARENT)) this.startTag("p", []);
    if (tag === "p" || tag === "hr" || P_PARENT.has(tag) || P_NONPARENT.has(tag)) this.endTag("p");
    if (tag === "li") this.endTag("li");
    if (!placeholder && this.hasParent(tag) && !NESTABLE.has(tag)) this.endTag(tag);
    const parentChildren = this.children();
    if (!inline) this.stripEnd(parentChildren);
    if (placeholder) {
      parentChildren.push(placeholder);
      return;
    }
    const element: OpenElement = { kind: "element", tag, attrs, children: [] };
    parentChildren.push(element);
    if (!VOID.has(tag)) this.stack.push(element);
  }

  endTag(tag: string): void {
    const at = this.stack.findLastIndex((el) => el.tag === tag);
    if (at < 0) return;
    // A list item closes only within its own list: an inner ul/ol open above it keeps it open.
    if (tag === "li" && this.stack.slice(at + 1).some((el) => el.tag === "ul" || el.tag === "ol")) return;
    while (this.stack.length > at) {
      const element = this.stack.pop();
      if (element) this.closed(element);
    }
  }

  private closed(element: OpenElement): void {
    if (!P_CHILD.has(element.tag)) {
      this.stripEnd(element.children);
      const last = element.children[element.children.length - 1];
      if (last?.kind === "element" && last.tag === "br") element.children.pop();
      this.stripEnd(element.children);
    }
    if (element.tag === "p" && element.attrs.length === 0 && element.children.length === 0) {
      const siblings = this.children();
      if (siblings[siblings.length - 1] === element) siblings.pop();
    }
  }

  finish(): TemplateNode[] {
    while (this.stack.length > 0) {
      const element = this.stack.pop();
      if (element) this.closed(element);
    }
    return this.root;
  }
}

function isBlockPlaceholder(node: TemplateNode): boolean {
  return node.kind === "form-tag" && isHiddenTag(node.tag);
}

/** Contact Form 7's form-tags with the `display-hidden` feature: nothing shown, so no paragraph of their own. */
function isHiddenTag(tag: FormTag): boolean {
  return tag.type === "hidden" || tag.type === "altcha";
}

/** Feeds the tree to the formatter as Contact Form 7's chunks: adjacent texts (and `<br>`s, as newlines) joined. */
function feed(formatter: Formatter, nodes: readonly TemplateNode[]): void {
  let pending = "";
  const flush = () => {
    if (pending !== "") formatter.text(pending);
    pending = "";
  };
  for (const node of nodes) {
    if (node.kind === "text") pending += node.text;
    else if (node.kind === "element" && node.tag === "br") pending += "\n";
    else if (node.kind === "form-tag") {
      flush();
      formatter.startTag(isBlockPlaceholder(node) ? "placeholder:block" : "placeholder:inline", [], node);
    } else {
      flush();
      formatter.startTag(node.tag, node.attrs);
      if (!VOID.has(node.tag)) {
        feed(formatter, node.children);
        formatter.endTag(node.tag);
      }
    }
  }
  flush();
}

function dropFormattingWhitespace(nodes: TemplateNode[], inBlockContainer: boolean): TemplateNode[] {
  return nodes
    .filter((node) => !(inBlockContainer && node.kind === "text" && ONLY_WS.test(node.text)))
    .map((node) =>
      node.kind === "element" ? { ...node, children: dropFormattingWhitespace(node.children, BLOCK_CONTAINERS.has(node.tag)) } : node,
    );
}

/** Applies the automatic paragraphs to a template's nodes (texts still undecoded, as Contact Form 7 sees them). */
export function autoParagraphs(nodes: readonly TemplateNode[]): TemplateNode[] {
  const formatter = new Formatter();
  feed(formatter, nodes);
  return dropFormattingWhitespace(formatter.finish(), true);
}
