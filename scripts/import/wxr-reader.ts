import { SaxesParser } from "saxes";

/**
 * A WordPress export file (WXR 1.0–1.2, what Tools → Export writes) read as it streams: each
 * author, term and item is handed over as soon as its closing tag is read, then forgotten, so a
 * 200 MB export takes the memory of its largest item, not of the file. Only the record being read
 * is kept, as a small tree of its elements.
 */

export type WxrSite = { title: string; link: string; baseSiteUrl: string; baseBlogUrl: string; version: string };
export type WxrAuthor = { line: number; id: number; login: string; email: string; displayName: string; firstName: string; lastName: string };
/** A term of the file's header: `<wp:category>`, `<wp:tag>` or `<wp:term>`; `parentSlug` "" for none. */
export type WxrTerm = { line: number; id: number; taxonomy: string; slug: string; name: string; description: string; parentSlug: string };
export type WxrComment = {
  id: number;
  authorName: string;
  authorEmail: string;
  /** `comment_date_gmt` (UTC), else `comment_date` (the site's time). */
  date: { gmt: string; local: string };
  content: string;
  /** "1", "0", "spam", "trash". */
  approved: string;
  type: string;
  parentId: number;
  userId: number;
  meta: Record<string, string>;
};
export type WxrItem = {
  line: number;
  title: string;
  link: string;
  guid: string;
  postId: number;
  postType: string;
  postName: string;
  status: string;
  parentId: number;
  menuOrder: number;
  content: string;
  excerpt: string;
  date: { gmt: string; local: string };
  modified: { gmt: string; local: string };
  creator: string;
  /** `<category domain="…" nicename="…">Name</category>`: every term the item has. */
  terms: Array<{ taxonomy: string; slug: string; name: string }>;
  meta: Record<string, string>;
  attachmentUrl: string;
  comments: WxrComment[];
};
export type WxrRecord = { kind: "site"; site: WxrSite } | { kind: "author"; author: WxrAuthor } | { kind: "term"; term: WxrTerm } | { kind: "item"; item: WxrItem };

/** A file that is not a readable WXR: said with the line it was noticed on. */
export class WxrError extends Error {
  constructor(
    readonly line: number,
    message: string,
  ) {
    super(`dòng ${line}: ${message}`);
  }
}

type Node = { name: string; attributes: Record<string, string>; text: string; children: Node[] };

const RECORDS = new Set(["item", "wp:author", "wp:category", "wp:tag", "wp:term"]);
const SITE_FIELDS = { title: "title", link: "link", "wp:base_site_url": "baseSiteUrl", "wp:base_blog_url": "baseBlogUrl", "wp:wxr_version": "version" } as const;

const child = (node: Node, name: string) => node.children.find((c) => c.name === name);
const textOf = (node: Node, name: string) => (child(node, name)?.text ?? "").trim();
/** Content keeps its own spacing: only the outer white space of the CDATA's surroundings goes. */
const bodyOf = (node: Node, name: string) => child(node, name)?.text ?? "";
const intOf = (node: Node, name: string) => {
  const value = Number.parseInt(textOf(node, name), 10);
  return Number.isFinite(value) ? value : 0;
};
function metaOf(node: Node, name: string): Record<string, string> {
  const meta: Record<string, string> = {};
  for (const m of node.children) if (m.name === name) meta[textOf(m, "wp:meta_key")] = bodyOf(m, "wp:meta_value");
  return meta;
}

function commentOf(node: Node): WxrComment {
  return {
    id: intOf(node, "wp:comment_id"),
    authorName: textOf(node, "wp:comment_author"),
    authorEmail: textOf(node, "wp:comment_author_email"),
    date: { gmt: textOf(node, "wp:comment_date_gmt"), local: textOf(node, "wp:comment_date") },
    content: bodyOf(node, "wp:comment_content"),
    approved: textOf(node, "wp:comment_approved"),
    type: textOf(node, "wp:comment_type"),
    parentId: intOf(node, "wp:comment_parent"),
    userId: intOf(node, "wp:comment_user_id"),
    meta: metaOf(node, "wp:commentmeta"),
  };
}

function recordOf(node: Node, line: number): WxrRecord {
  switch (node.name) {
    case "wp:author":
      return {
        kind: "author",
        author: {
          line,
          id: intOf(node, "wp:author_id"),
          login: textOf(node, "wp:author_login"),
          email: textOf(node, "wp:author_email"),
          displayName: textOf(node, "wp:author_display_name"),
          firstName: textOf(node, "wp:author_first_name"),
          lastName: textOf(node, "wp:author_last_name"),
        },
      };
    case "wp:category":
      return {
        kind: "term",
        term: { line, id: intOf(node, "wp:term_id"), taxonomy: "category", slug: textOf(node, "wp:category_nicename"), name: textOf(node, "wp:cat_name"), description: textOf(node, "wp:category_description"), parentSlug: textOf(node, "wp:category_parent") },
      };
    case "wp:tag":
      return { kind: "term", term: { line, id: intOf(node, "wp:term_id"), taxonomy: "post_tag", slug: textOf(node, "wp:tag_slug"), name: textOf(node, "wp:tag_name"), description: textOf(node, "wp:tag_description"), parentSlug: "" } };
    case "wp:term":
      return {
        kind: "term",
        term: { line, id: intOf(node, "wp:term_id"), taxonomy: textOf(node, "wp:term_taxonomy"), slug: textOf(node, "wp:term_slug"), name: textOf(node, "wp:term_name"), description: textOf(node, "wp:term_description"), parentSlug: textOf(node, "wp:term_parent") },
      };
    default:
      return {
        kind: "item",
        item: {
          line,
          title: textOf(node, "title"),
          link: textOf(node, "link"),
          guid: textOf(node, "guid"),
          postId: intOf(node, "wp:post_id"),
          postType: textOf(node, "wp:post_type"),
          postName: textOf(node, "wp:post_name"),
          status: textOf(node, "wp:status"),
          parentId: intOf(node, "wp:post_parent"),
          menuOrder: intOf(node, "wp:menu_order"),
          content: bodyOf(node, "content:encoded"),
          excerpt: bodyOf(node, "excerpt:encoded"),
          date: { gmt: textOf(node, "wp:post_date_gmt"), local: textOf(node, "wp:post_date") },
          modified: { gmt: textOf(node, "wp:post_modified_gmt"), local: textOf(node, "wp:post_modified") },
          creator: textOf(node, "dc:creator"),
          terms: node.children
            .filter((c) => c.name === "category" && c.attributes.domain)
            .map((c) => ({ taxonomy: c.attributes.domain!, slug: (c.attributes.nicename ?? "").trim(), name: c.text.trim() })),
          meta: metaOf(node, "wp:postmeta"),
          attachmentUrl: textOf(node, "wp:attachment_url"),
          comments: node.children.filter((c) => c.name === "wp:comment").map(commentOf),
        },
      };
  }
}

/**
 * The file's records in order: the site (once, before the first other record), then each author,
 * term and item as it ends. Throws WxrError for XML that does not parse or a file that is no WXR.
 */
export async function* readWxr(chunks: AsyncIterable<string | Buffer>): AsyncGenerator<WxrRecord> {
  const parser = new SaxesParser({ position: true });
  const ready: WxrRecord[] = [];
  const site: WxrSite = { title: "", link: "", baseSiteUrl: "", baseBlogUrl: "", version: "" };
  let siteSent = false;
  let sawRss = false;
  let sawChannel = false;
  /** The open elements' names, outside the record being read. */
  const path: string[] = [];
  /** The record being read: its open elements, innermost last. */
  let open: Node[] = [];
  let recordLine = 0;
  let siteField: keyof WxrSite | null = null;
  let failure: WxrError | null = null;

  const sendSite = () => {
    if (siteSent) return;
    siteSent = true;
    if (!site.version) throw new WxrError(parser.line, "không phải tệp xuất của WordPress (thiếu <wp:wxr_version>)");
    ready.push({ kind: "site", site: { ...site } });
  };

  parser.on("error", (error) => {
    failure ??= new WxrError(parser.line, `XML không hợp lệ: ${error.message.replace(/^(?:[^:\n]*:)?\d+:\d+: /, "")}`);
  });
  // After an error saxes reads on; what it reads then means nothing.
  parser.on("opentag", (tag) => {
    if (failure) return;
    const attributes = Object.fromEntries(Object.entries(tag.attributes).map(([k, v]) => [k, typeof v === "string" ? v : v.value]));
    if (open.length > 0) {
      const node: Node = { name: tag.name, attributes, text: "", children: [] };
      open.at(-1)!.children.push(node);
      open.push(node);
      return;
    }
    if (path.length === 0) {
      if (tag.name !== "rss") throw new WxrError(parser.line, `không phải tệp xuất của WordPress (phần tử gốc <${tag.name}>)`);
      sawRss = true;
    }
    if (path.length === 1 && tag.name === "channel") sawChannel = true;
    if (path.length === 2 && path[1] === "channel" && RECORDS.has(tag.name)) {
      sendSite();
      recordLine = parser.line;
      open = [{ name: tag.name, attributes, text: "", children: [] }];
      return;
    }
    siteField = path.length === 2 && tag.name in SITE_FIELDS ? SITE_FIELDS[tag.name as keyof typeof SITE_FIELDS] : null;
    path.push(tag.name);
  });
  const onText = (text: string) => {
    if (failure) return;
    if (open.length > 0) open.at(-1)!.text += text;
    else if (siteField) site[siteField] += text;
  };
  parser.on("text", onText);
  parser.on("cdata", onText);
  parser.on("closetag", () => {
    if (failure) return;
    if (open.length > 0) {
      const node = open.pop()!;
      if (open.length === 0) ready.push(recordOf(node, recordLine));
      return;
    }
    if (siteField) site[siteField] = site[siteField].trim();
    siteField = null;
    path.pop();
  });

  // A character split between two chunks is joined again by the decoder's stream mode.
  const decoder = new TextDecoder("utf-8");
  for await (const chunk of chunks) {
    parser.write(typeof chunk === "string" ? chunk : decoder.decode(chunk, { stream: true }));
    if (failure) throw failure;
    yield* ready.splice(0);
  }
  parser.close();
  if (failure) throw failure;
  if (!sawRss || !sawChannel) throw new WxrError(parser.line, "không phải tệp xuất của WordPress (thiếu <rss><channel>)");
  sendSite();
  yield* ready.splice(0);
}

/** `2024-03-05 14:30:00` as WordPress stores it: `_gmt` in UTC, else the site's time (+07:00). */
export function wordpressDate(d: { gmt: string; local: string }): Date | null {
  const shape = /^\d{4}-\d\d-\d\d \d\d:\d\d:\d\d$/;
  const valid = (s: string) => shape.test(s) && !s.startsWith("0000");
  const date = valid(d.gmt) ? new Date(`${d.gmt.replace(" ", "T")}Z`) : valid(d.local) ? new Date(`${d.local.replace(" ", "T")}+07:00`) : null;
  return date && !Number.isNaN(date.getTime()) ? date : null;
}
