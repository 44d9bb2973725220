import { renderToString } from "react-dom/server";
import { MemoryRouter } from "react-router";
import { SEARCH_FORM_PARAMS } from "~/features/search";
import { PageHeader, type PageHeaderProps } from "../components/PageChrome";

/**
 * The site's header as HTML, drawn once per frame rather than within every page's render: its
 * menus, category menu and search categories are most of a page's markup (25 of My account's
 * 41 KB). The browser keeps the server's header as it is (ChromeHeader), so the same markup drawn
 * apart is the same page. Callers ask for an empty cart's header only: another cart's carries its
 * session's nonce, and would be kept once per session. A page whose address fills the header's
 * search form (a results page) gets null: it is drawn with the page, as each search differs.
 *
 * `frame` names the values the chrome was made from (the site's settings and menus, the category
 * tree, as the thread holds them): a new one draws again, and the old drawings go with it.
 */
export function drawnHeader(frame: { site: object; tree: object }, props: PageHeaderProps & { chrome: { year: number } }, search: URLSearchParams): string | null {
  if (SEARCH_FORM_PARAMS.some((name) => search.has(name))) return null;
  let byTree = drawings.get(frame.site);
  if (!byTree) drawings.set(frame.site, (byTree = new WeakMap()));
  let byProps = byTree.get(frame.tree);
  if (!byProps) byTree.set(frame.tree, (byProps = new Map()));
  const key = `${props.chrome.year}|${props.miniCartStyle}|${props.accountPopup ?? ""}|${JSON.stringify(props.cartFragments)}`;
  let html = byProps.get(key);
  if (html === undefined) {
    // The search form reads the address's parameters through the router: none of them here.
    html = renderToString(
      <MemoryRouter>
        <PageHeader {...props} />
      </MemoryRouter>,
    );
    byProps.set(key, html);
  }
  return html;
}

const drawings = new WeakMap<object, WeakMap<object, Map<string, string>>>();
