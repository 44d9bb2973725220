import { escapeHtml } from "~/lib/escape-html";
import { tSiteChrome } from "~/lib/i18n/areas/site-chrome";

/**
 * Flatsome's tabs and scroll-to blocks in a page's content (WordPress shortcodes), made the
 * markup the page behaviours work on (ui/use-page-behaviours.ts):
 * - `[tabgroup title="…"][tab title="…"]…[/tab]…[/tabgroup]`: WAI-ARIA tabs whose links are
 *   Flatsome's (`#tab_{slug}`, also the panel's id, so a hash opens its tab, and without scripts
 *   the link's section is where the browser goes); without scripts the tab list is hidden and
 *   every panel shows under its heading;
 * - `[scroll_to title="…" link="#id" bullet="true"]`: the section's anchor (`.scroll-to`), and,
 *   for those with a bullet, a side bullet linking to it (`.scroll-to-bullets`, smaller on phones).
 * Returns the content unchanged (`found` false) when it has neither.
 */
export function placeContentBlocks(content: string): { content: string; found: boolean } {
  if (!content.includes("[tabgroup") && !content.includes("[scroll_to")) return { content, found: false };
  const ids = new Set<string>();
  /** An id made from a title, unique in the page. */
  const idFor = (prefix: string, title: string) => {
    const base = `${prefix}${slugOf(title) || "muc"}`;
    let id = base;
    for (let n = 2; ids.has(id); n++) id = `${base}-${n}`;
    ids.add(id);
    return id;
  };
  let html = content.replace(TABGROUP, (_all, attributes: string, inner: string) => tabGroup(attributeOf(attributes, "title"), inner, idFor));
  const bullets: Array<{ id: string; title: string }> = [];
  html = html.replace(SCROLL_TO, (_all, attributes: string) => {
    const title = attributeOf(attributes, "title");
    const link = attributeOf(attributes, "link").replace(/^#/, "");
    const id = link && /^[\w-]+$/.test(link) && !ids.has(link) ? (ids.add(link), link) : idFor("", title);
    if (attributeOf(attributes, "bullet") !== "false") bullets.push({ id, title });
    return `<span class="scroll-to" id="${id}" data-title="${escapeHtml(title)}"></span>`;
  });
  if (bullets.length > 0) {
    const items = bullets.map((b) => `<li><a href="#${b.id}"><span class="sr-only">${escapeHtml(tSiteChrome("scrollTo.bullet", { title: b.title }))}</span></a></li>`);
    html += `<nav class="scroll-to-bullets" aria-label="${escapeHtml(tSiteChrome("scrollTo.bullets"))}"><ul class="m-0 list-none space-y-0 p-0">${items.join("")}</ul></nav>`;
  }
  return { content: html, found: true };
}

/** A shortcode with the paragraph the editor's automatic paragraphs put around it. */
const wrapped = (tag: string) => `(?:<p>\\s*)?\\[${tag}(\\s[^\\]]*)?\\](?:\\s*<\\/p>)?`;
const TABGROUP = new RegExp(`${wrapped("tabgroup")}([\\s\\S]*?)${wrapped("\\/tabgroup")}`, "g");
const TAB = new RegExp(`${wrapped("tab")}([\\s\\S]*?)${wrapped("\\/tab")}`, "g");
const SCROLL_TO = new RegExp(wrapped("scroll_to"), "g");

function attributeOf(attributes: string | undefined, name: string): string {
  const match = new RegExp(`\\b${name}\\s*=\\s*(?:"([^"]*)"|'([^']*)'|([^\\s"']+))`).exec(attributes ?? "");
  return (match?.[1] ?? match?.[2] ?? match?.[3] ?? "").trim();
}

/** Vietnamese words as an address's slug (đ a letter of its own, marks dropped). */
function slugOf(text: string): string {
  return text.replace(/đ/g, "d").replace(/Đ/g, "D").normalize("NFD").replace(/[\u0300-\u036f]/g, "").toLowerCase().replace(/[^a-z0-9]+/g, "-").replace(/^-+|-+$/g, "");
}

function tabGroup(title: string, inner: string, idFor: (prefix: string, title: string) => string): string {
  const tabs = [...inner.matchAll(TAB)].map((m) => {
    const tabTitle = attributeOf(m[1], "title");
    const panelId = idFor("tab_", tabTitle);
    return { title: tabTitle, panelId, tabId: panelId.replace(/^tab_/, "tab-"), body: m[2] ?? "" };
  });
  if (tabs.length === 0) return "";
  const list = tabs
    .map((tab, i) => `<a role="tab" id="${tab.tabId}" href="#${tab.panelId}" aria-controls="${tab.panelId}" aria-selected="${i === 0}" tabindex="${i === 0 ? 0 : -1}" class="tab flex min-h-11 items-center px-4 font-semibold text-ink no-underline">${escapeHtml(tab.title)}</a>`)
    .join("");
  const panels = tabs
    .map((tab, i) => `<div id="${tab.panelId}" role="tabpanel" aria-labelledby="${tab.tabId}" class="panel space-y-4 pt-4"${i === 0 ? " data-active" : ""}><h3 class="tab-heading">${escapeHtml(tab.title)}</h3>${tab.body.trim()}</div>`)
    .join("");
  const heading = title ? `<h2>${escapeHtml(title)}</h2>` : "";
  return `${heading}<div class="tabbed-content" data-tabs><div role="tablist"${title ? ` aria-label="${escapeHtml(title)}"` : ""} class="nav-tabs flex flex-wrap border-b border-gray-200 [@media(scripting:none)]:hidden">${list}</div>${panels}</div>`;
}
