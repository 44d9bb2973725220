/**
 * A Contact Form 7 form template, parsed into the form model. The steps follow Contact Form 7's
 * own: form-tags are set aside behind placeholders first (so their quoted values may hold `<`, `>`
 * or newlines), the HTML around them is read and sanitized, automatic paragraphs are applied, and
 * the placeholders come back as form-tag nodes.
 */
import type { FormTag, ParsedTemplate, TemplateNode } from "./form-model";
import { formTagPattern, readMatch, type ScannedTag } from "./form-tag-scan";
import { autoParagraphs } from "./template-autop";
import { decodeEntities, parseHtml, sanitize, type CleanNode } from "./template-html";

/** Private-use characters around a placeholder's index; removed from the template beforehand. */
const OPEN = "\ue000";
const CLOSE = "\ue001";
const PLACEHOLDER = /\ue000([0-9]+)\ue001/g;

type Placeholder = { scanned: Exclude<ScannedTag, { kind: "nothing" }>; source: string };

function setTagsAside(template: string): { html: string; placeholders: Placeholder[] } {
  const placeholders: Placeholder[] = [];
  const html = template.replace(formTagPattern(), (...args: unknown[]) => {
    const groups = args.slice(0, 7).map((group) => (typeof group === "string" ? group : undefined));
    const [whole = "", openEscape = ""] = groups;
    const closeEscape = groups[6] ?? "";
    const scanned = readMatch(groups);
    const escapesAround = scanned.kind === "literal" ? { before: "", after: "" } : { before: openEscape, after: closeEscape };
    if (scanned.kind === "nothing") return escapesAround.before + escapesAround.after;
    placeholders.push({ scanned, source: whole });
    return `${escapesAround.before}${OPEN}${placeholders.length - 1}${CLOSE}${escapesAround.after}`;
  });
  return { html, placeholders };
}

/**
 * Text with placeholders → text and form-tag nodes (escaped and invalid tags read as text). Texts
 * stay undecoded until the automatic paragraphs are done, as Contact Form 7 formats them.
 */
function splitText(text: string, placeholders: readonly Placeholder[]): TemplateNode[] {
  const out: TemplateNode[] = [];
  const pushText = (piece: string) => {
    if (piece === "") return;
    const last = out[out.length - 1];
    if (last?.kind === "text") out[out.length - 1] = { kind: "text", text: last.text + piece };
    else out.push({ kind: "text", text: piece });
  };
  let last = 0;
  for (const m of text.matchAll(PLACEHOLDER)) {
    pushText(text.slice(last, m.index));
    last = m.index + m[0].length;
    const placeholder = placeholders[Number(m[1])];
    if (!placeholder) continue;
    const { scanned } = placeholder;
    if (scanned.kind === "literal") pushText(scanned.text);
    else out.push(formTagNode(scanned.tag));
  }
  pushText(text.slice(last));
  return out;
}

function formTagNode(tag: FormTag): TemplateNode {
  if (tag.content === "") return { kind: "form-tag", tag };
  const content = decodeTexts(toTemplateNodes(sanitize(parseHtml(tag.content)), []));
  return content.length > 0 ? { kind: "form-tag", tag, content } : { kind: "form-tag", tag };
}

function restoreInAttribute(value: string, placeholders: readonly Placeholder[]): string {
  return value.replace(PLACEHOLDER, (_, index: string) => {
    const placeholder = placeholders[Number(index)];
    if (!placeholder) return "";
    return placeholder.scanned.kind === "literal" ? placeholder.scanned.text : placeholder.source;
  });
}

function toTemplateNodes(nodes: readonly CleanNode[], placeholders: readonly Placeholder[]): TemplateNode[] {
  return nodes.flatMap((node): TemplateNode[] => {
    if (node.kind === "text") return splitText(node.text, placeholders);
    return [
      {
        kind: "element",
        tag: node.tag,
        attrs: node.attrs.map(([name, value]) => [name, restoreInAttribute(value, placeholders)] as const),
        children: toTemplateNodes(node.children, placeholders),
      },
    ];
  });
}

function decodeTexts(nodes: readonly TemplateNode[]): TemplateNode[] {
  return nodes.map((node) => {
    if (node.kind === "text") return { kind: "text", text: decodeEntities(node.text) };
    if (node.kind === "element") return { ...node, children: decodeTexts(node.children) };
    return node;
  });
}

function collectTags(nodes: readonly TemplateNode[], into: FormTag[]): FormTag[] {
  for (const node of nodes) {
    if (node.kind === "form-tag") into.push(node.tag);
    else if (node.kind === "element") collectTags(node.children, into);
  }
  return into;
}

/**
 * Parses a form template as Contact Form 7 renders it:
 * - `[type name options "values"]`, `[type* …]` (required), `[type …]content[/type]`; `[[text x]]`
 *   prints `[text x]`; other bracketed words stay text.
 * - Every type but `submit` needs a name following Contact Form 7's rule (a letter, then letters,
 *   digits, `-_:.`; dots become `_`). As in Contact Form 7 (5.x, current), a tag without a name,
 *   with a bad one, or with attributes outside the syntax (`[text họ-tên]`, a word after the quoted
 *   values) is not a form-tag: it prints as written, so the owner sees what to fix.
 *   `[response]` and `[recaptcha]` show nothing (this shop shows the response itself).
 * - HTML: only the safe elements and attributes of `template-html.ts`, entities decoded.
 * - Automatic paragraphs as `template-autop.ts` describes (Contact Form 7 5.7 and later).
 * `tags` lists the form-tags the tree holds, in document order (a tag inside a dropped `<script>`
 * is in neither).
 */
export function parseTemplate(template: string): ParsedTemplate {
  const normalized = template.replace(/\r\n?/g, "\n").replace(/[\ue000\ue001]/g, "");
  const { html, placeholders } = setTagsAside(normalized);
  const nodes = decodeTexts(autoParagraphs(toTemplateNodes(sanitize(parseHtml(html)), placeholders)));
  return { nodes, tags: collectTags(nodes, []) };
}
