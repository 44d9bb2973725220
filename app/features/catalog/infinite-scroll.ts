import type { CardSwatchOptions } from "./card-swatch-rules";
import { attachCardSwatches } from "./card-swatch-controller";
import { resultRange } from "./result-count";
import { tListing } from "~/lib/i18n/areas/listing";

/** A listing page's own grid: the first in its main content (components/ListingTemplate.tsx). */
const GRID = "main ul.products";
/** The listing's result count and page links, on this page and on the pages it loads. */
const RESULT_COUNT = "main .woocommerce-result-count";
const PAGINATION = "main .woocommerce-pagination";

/**
 * Infinite scroll (spec §2) in the box under a listing's grid (components/ListingTemplate.tsx):
 * whenever its top comes within a screen, the next page — the same public page the pagination
 * link names, sort order included — is fetched and its cards appended, with a loading indicator
 * and a spoken count, until the last page. The result count then covers every product shown
 * ("Hiển thị 1–48 trong 71 kết quả"), and is said with what was added; the page links below
 * become the last loaded page's own (it is the current one, "next" is the first page not yet
 * shown), and go once every page from the first is shown, as in Flatsome. The address stays
 * the page's: the router owns the history (decision 012). A failure says so in Vietnamese and
 * offers a retry and the page's own link. Its messages are the listing's (tListing), which the
 * page has already.
 */
export function startInfiniteScroll(box: HTMLElement, swatches: CardSwatchOptions, resetAfter: number): () => void {
  // The server rendered the live region (it must exist before it speaks); the rest is made here.
  const status = box.querySelector<HTMLElement>("[role=status]")!;
  const pages = document.createElement("div");
  const actions = Object.assign(document.createElement("div"), { className: "mt-3 flex flex-wrap justify-center gap-3" });
  status.before(pages);
  status.after(actions);
  let next = box.dataset.next ?? null;
  const from = Number(box.dataset.from);
  const total = Number(box.dataset.total);
  let shown = document.querySelector(GRID)?.children.length ?? 0;
  const detachers: Array<() => void> = [];

  const say = (text: string, look: "quiet" | "busy" | "error") => {
    status.textContent = text;
    // Loading and failure show; a count is only spoken.
    status.className = look === "quiet" ? "sr-only" : `mt-8 text-center ${look === "error" ? "text-sale" : "text-muted"}`;
  };

  const load = async () => {
    if (!next) return;
    actions.replaceChildren();
    say(tListing("listing.loadingMore"), "busy");
    try {
      const response = await fetch(next, { headers: { Accept: "text/html" } });
      if (!response.ok) throw new Error(String(response.status));
      const doc = new DOMParser().parseFromString(await response.text(), "text/html");
      const grid = doc.querySelector(GRID);
      const count = grid?.children.length ?? 0;
      if (!grid || count === 0) throw new Error("no cards");
      // Below the fold: pictures load lazily, none with high priority.
      for (const img of grid.querySelectorAll("img")) {
        img.loading = "lazy";
        img.removeAttribute("fetchpriority");
      }
      grid.classList.add("mt-8");
      pages.append(grid);
      detachers.push(attachCardSwatches(grid as HTMLElement, swatches, resetAfter).detach);
      next = doc.querySelector('.woocommerce-pagination a[rel="next"]')?.getAttribute("href") ?? null;
      shown += count;
      const range = resultRange(from, from + shown - 1, total);
      const countShown = document.querySelector(RESULT_COUNT);
      if (countShown) countShown.textContent = range;
      showPageLinks(doc.querySelector(PAGINATION), next === null && from === 1);
      const loaded = tListing("listing.loadedMore", { count, shown: range });
      say(next ? loaded : `${loaded} ${tListing("listing.allLoaded")}`, "quiet");
      if (next) watch();
    } catch {
      say(tListing("listing.loadError"), "error");
      const retry = Object.assign(document.createElement("button"), { type: "button", className: "btn-outline", textContent: tListing("listing.retry") });
      retry.addEventListener("click", () => void load());
      // The page that failed, by its own address: /page/N/ (sort and search kept).
      const n = /\/page\/(\d+)\//.exec(next ?? "")?.[1] ?? "";
      const link = Object.assign(document.createElement("a"), { href: next, className: "btn-outline", textContent: tListing("listing.openPage", { n }) });
      actions.replaceChildren(retry, link);
    }
  };

  /** The page links of the last loaded page in place of the ones shown, or none once all are shown. */
  const showPageLinks = (loaded: Element | null, allShown: boolean) => {
    const links = document.querySelector<HTMLElement>(PAGINATION);
    if (!links) return;
    if (allShown) links.hidden = true;
    else if (loaded) links.replaceChildren(...loaded.childNodes);
  };

  // A new observer per page: its first report says at once whether the end is still near (a
  // tall screen), so pages keep coming until the grid reaches past the screen. The status line
  // sits after the appended pages: it is where the grid ends.
  let observer: IntersectionObserver | undefined;
  const watch = () => {
    observer = new IntersectionObserver(
      (entries) => {
        if (!entries.some((e) => e.isIntersecting)) return;
        observer?.disconnect();
        void load();
      },
      { rootMargin: "0px 0px 100% 0px" },
    );
    observer.observe(status);
  };

  void load();
  return () => {
    observer?.disconnect();
    detachers.forEach((detach) => detach());
    pages.remove();
    actions.remove();
  };
}
