import { type StarterOptions, startPageScripts } from "./page-starter";

/**
 * When a page's scripts start (decisions 043 and 044). React Router writes a
 * `<link rel="modulepreload">` in the head for each module of the page and, at the end of the
 * body, one module script that imports the route modules and then the client entry: ~120 KB of
 * scripts that would share a phone's bandwidth with the main picture, the page's largest paint,
 * though the markup works without them, as it does without scripts.
 *
 * So the preloads leave the head, and the module script is kept as an inert data block that a
 * small classic script (`page-starter.ts`) turns into the real one, its preloads with it: on the
 * pages a guest browses, at the shopper's first use; elsewhere once the main picture is in. Inserted
 * before the document's `load`, the module script delays it as a parser-inserted one does: `load`
 * still means the route modules have run, wherever they started before it.
 */
export function withPageStarter(html: string, when: StartWhen): string {
  const preloads: string[] = [];
  const withoutPreloads = html.replace(MODULE_PRELOAD, (_link, href: string) => {
    preloads.push(href);
    return "";
  });
  const module = MODULE_SCRIPT.exec(withoutPreloads);
  if (!module) return html;
  const [whole, nonce] = module;
  const code = whole.slice(whole.indexOf(">") + 1, -"</script>".length);
  const options: StarterOptions = { ...when, preloads, waitingId: WAITING_MODULE_ID };
  const starter = `(${STARTER_SOURCE})(${JSON.stringify(options).replaceAll("<", "\\u003c")})`;
  return (
    withoutPreloads.slice(0, module.index) +
    `<script nonce="${nonce}" type="${WAITING_MODULE_TYPE}" id="${WAITING_MODULE_ID}">${code}</script><script nonce="${nonce}">${starter}</script>` +
    withoutPreloads.slice(module.index + whole.length)
  );
}

/** The data block's type: not run by the browser, and allowed by its hash like a script (`security-headers.ts`), since it becomes one. */
export const WAITING_MODULE_TYPE = "text/x-module-waiting";
const WAITING_MODULE_ID = "page-modules";

/** As React writes a module preload: `rel` first, then `href`, double quotes. */
const MODULE_PRELOAD = /<link rel="modulepreload" href="([^"]+)"[^>]*\/>/g;
/** As React Router writes its module script (`<Scripts>`): the nonce, then `type` and `async`. */
const MODULE_SCRIPT = /<script nonce="([^"]*)" type="module" async="">[\s\S]*?<\/script>/;

/** What decides when the page's scripts start; `withPageStarter` adds what it reads from the page. */
export type StartWhen = Omit<StarterOptions, "preloads" | "waitingId">;

/** The starter's source, without the indentation: the same for every page. */
const STARTER_SOURCE = startPageScripts.toString().replace(/\n\s+/g, "\n");

/**
 * The routes whose pages wait for the shopper's first use (decisions 044, 045): what a guest
 * browses — home and search, listings, products, posts and pages —, and the cart and the
 * checkout, which the server draws whole from the visitor's cart. Nothing on them needs a script
 * before the shopper does something, unless the starter finds a cart to keep in step (not on
 * `DRAWS_THE_CART`'s pages) or a hash (`needsScriptsNow`), or the address opens a part by itself
 * (`entry.server.tsx`). Not order received, My account, sign-in or back office, nor the reviews'
 * own pages, which open and scroll to them.
 */
export const FIRST_USE_ROUTES: ReadonlySet<string> = new Set([
  "home",
  "home-paged",
  "shop",
  "shop-paged",
  "routes/product-category",
  "product-tag",
  "product-tag-paged",
  "product",
  "blog",
  "blog-paged",
  "post-tag",
  "post-tag-paged",
  "post-category",
  "post-category-paged",
  "routes/portfolio",
  "routes/portfolio-item",
  "routes/page-or-post",
  "routes/cart",
  "routes/checkout",
]);

/**
 * The routes whose page is the visitor's cart as the server holds it (decision 045): the mini
 * cart and the page are drawn from it, so WooCommerce's cart cookies or the tab's copy of the
 * cart are no reason to start at load there. Another tab changing the cart still starts them.
 */
export const DRAWS_THE_CART: ReadonlySet<string> = new Set(["routes/cart", "routes/checkout"]);

/** Whether the page of this route may wait for first use (the starter still checks what the page needs at load). */
export function waitsForFirstUse(routeId: string | undefined): boolean {
  return routeId !== undefined && FIRST_USE_ROUTES.has(routeId);
}

/** Whether the page of this route is drawn from the visitor's cart (`DRAWS_THE_CART`). */
export function drawsTheCart(routeId: string | undefined): boolean {
  return routeId !== undefined && DRAWS_THE_CART.has(routeId);
}
