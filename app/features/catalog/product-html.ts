/**
 * What a product's descriptions may hold, as WordPress lets an editor keep it (`wp_kses_post`,
 * roughly): text formatting, lists, headings, quotes, links, pictures and tables; no scripts,
 * styles, frames, forms or event attributes, and links only to web, mail and phone addresses.
 * One list for the server, which sanitises every save with sanitize-html
 * (`.server/product-admin.ts`), and the back office's editor, which shows only what a save keeps.
 */
export const PRODUCT_HTML_TAGS = [
  "p", "br", "strong", "b", "em", "i", "u", "s", "del", "ins", "mark", "small", "sub", "sup", "span", "code", "pre",
  "h2", "h3", "h4", "h5", "h6", "blockquote", "ul", "ol", "li", "dl", "dt", "dd", "hr", "a", "img", "figure", "figcaption",
  "table", "thead", "tbody", "tfoot", "tr", "th", "td", "caption",
] as const;

export const PRODUCT_HTML_ATTRIBUTES: Readonly<Record<string, readonly string[]>> = {
  a: ["href", "title", "target", "rel"],
  img: ["src", "alt", "width", "height", "loading"],
  th: ["colspan", "rowspan", "scope"],
  td: ["colspan", "rowspan"],
  ol: ["start", "reversed"],
};

/** The schemes a link may have (an address without one, relative to the shop, is kept too); a picture's only web ones. */
export const PRODUCT_HTML_SCHEMES = ["http", "https", "mailto", "tel"] as const;
export const PRODUCT_IMAGE_SCHEMES = ["http", "https"] as const;

/** Elements dropped with everything in them (sanitize-html's `nonTextTags`, and what never holds description text). */
export const PRODUCT_HTML_DROPPED = ["script", "style", "textarea", "option", "noscript", "template", "iframe", "object", "embed", "svg", "math", "title", "head"] as const;
