/**
 * The page kinds Lighthouse measures, found on the demo shop the way a visitor finds them (the
 * sitemap, the shop's cards, the blog's links), so no generated slug is written down here.
 */

export type PageKind = "home" | "shop" | "category" | "product" | "product-variable" | "cart" | "checkout" | "post" | "search";

export type MeasuredPage = {
  kind: PageKind;
  path: string;
  /**
   * `noindex` on purpose (a visitor's own page, search results, as WordPress's): Lighthouse's
   * "is crawlable" audit fails by design.
   */
  noindex: boolean;
  /** Sent with every request of the page: the session cookie of a cart holding one line. */
  cookie?: string;
};

/** Every kind, in the table's order; `--pages` names a subset. */
export const PAGE_KINDS: readonly PageKind[] = ["home", "shop", "category", "product", "product-variable", "cart", "checkout", "post", "search"];

export function parsePageKinds(list: string | undefined): PageKind[] {
  if (!list) return [...PAGE_KINDS];
  const wanted = list.split(",").map((s) => s.trim()).filter(Boolean);
  const unknown = wanted.filter((w) => !PAGE_KINDS.includes(w as PageKind));
  if (unknown.length > 0) throw new Error(`unknown page kind(s): ${unknown.join(", ")} (known: ${PAGE_KINDS.join(", ")})`);
  return wanted as PageKind[];
}

async function html(origin: string, path: string): Promise<string> {
  const response = await fetch(origin + path);
  if (!response.ok) throw new Error(`${path} answered ${response.status}`);
  return response.text();
}

/** The first in-stock product card of a type and its product id, walking its pages (variable products are not on page 1). */
async function firstProductOfType(origin: string, type: "simple" | "variable"): Promise<{ path: string; id: number }> {
  for (let path: string | null = "/cua-hang/"; path; ) {
    const page = await html(origin, path);
    const cards = page.matchAll(/<li class="product type-product post-(\d+) product-type-(simple|variable) [^"]*\b(instock|outofstock)\b[^"]*"[^>]*>[\s\S]*?href="(\/san-pham\/[^"]+)"/g);
    for (const [, id, cardType, stock, href] of cards) {
      if (cardType === type && stock === "instock") return { path: href!, id: Number(id) };
    }
    path = /<a[^>]*rel="next"[^>]*href="([^"]+)"|<a[^>]*href="([^"]+)"[^>]*rel="next"/.exec(page)?.slice(1).find(Boolean) ?? null;
    if (path) path = new URL(path, origin).pathname;
  }
  throw new Error(`no ${type} product in stock in the shop`);
}

/** A new session whose cart holds one line of `productId`, added as WooCommerce's script adds it. */
async function cartCookie(origin: string, productId: number): Promise<string> {
  const response = await fetch(`${origin}/?wc-ajax=add_to_cart`, {
    method: "POST",
    headers: { "Content-Type": "application/x-www-form-urlencoded" },
    body: new URLSearchParams({ product_id: String(productId), quantity: "1" }),
  });
  const body = (await response.json()) as { error?: boolean };
  const cookies = response.headers.getSetCookie().map((c) => c.split(";")[0]!);
  if (!response.ok || body.error || cookies.length === 0) throw new Error(`adding product ${productId} to a cart failed (${response.status})`);
  return cookies.join("; ");
}

/** The address of each kind asked for, and for the cart and checkout a session with one line. */
export async function findPages(origin: string, kinds: readonly PageKind[]): Promise<MeasuredPage[]> {
  const sitemap = await html(origin, "/sitemap.xml");
  const locs = [...sitemap.matchAll(/<loc>([^<]+)<\/loc>/g)].map((m) => new URL(m[1]!).pathname);
  const fromSitemap = (pattern: RegExp) => {
    const found = locs.find((l) => pattern.test(l));
    if (!found) throw new Error(`no ${pattern} in the sitemap`);
    return found;
  };
  const simple = await firstProductOfType(origin, "simple");
  const needsCart = kinds.includes("cart") || kinds.includes("checkout");
  const cookie = needsCart ? await cartCookie(origin, simple.id) : undefined;
  const pages: MeasuredPage[] = [];
  for (const kind of kinds) {
    const page = (path: string, extra: Partial<MeasuredPage> = {}) => pages.push({ kind, path, noindex: false, ...extra });
    if (kind === "home") page("/");
    else if (kind === "shop") page("/cua-hang/");
    else if (kind === "category") page(fromSitemap(/^\/danh-muc-san-pham\/[^/]+\/$/));
    else if (kind === "product") page(simple.path);
    else if (kind === "product-variable") page((await firstProductOfType(origin, "variable")).path);
    else if (kind === "cart") page("/gio-hang/", { noindex: true, cookie });
    else if (kind === "checkout") page("/thanh-toan/", { noindex: true, cookie });
    else if (kind === "post") {
      const blog = await html(origin, "/blog/");
      const href = /<h2[^>]*>\s*<a[^>]*href="([^"]+)"/.exec(blog)?.[1];
      if (!href) throw new Error("no post linked from /blog/");
      page(new URL(href, origin).pathname);
    } else page("/?s=ao&post_type=product", { noindex: true });
  }
  return pages;
}
