import { sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { sessions } from "../../db/schema";
import type { Database } from "../../app/platform/.server/db";
import * as categoryRoute from "../../app/routes/product-category";
import * as homeRoute from "../../app/routes/home";
import * as layoutRoute from "../../app/routes/site-layout";
import * as pageRoute from "../../app/routes/page-or-post";
import * as productRoute from "../../app/routes/product";
import * as shopRoute from "../../app/routes/shop";
import * as sitemapRoute from "../../app/routes/sitemap[.]xml";
import { cloneSeededDatabase } from "../support/db";
import { requestContext, testServices } from "../support/context";

let database: Database;
beforeAll(async () => {
  database = await cloneSeededDatabase();
});
afterAll(() => database.close());

/** Calls a route's loader as the router would, with a stubbed request context. */
async function load<T>(loader: (args: never) => Promise<T> | T, path: string, params: Record<string, string> = {}, cookie?: string) {
  const request = new Request(`http://shop.test${path}`, { headers: cookie ? { cookie } : {} });
  const context = requestContext(testServices(database.db), request);
  const data = await loader({ request, params, context } as never);
  return { data, context };
}

async function status(promise: Promise<unknown>): Promise<number> {
  try {
    await promise;
    return 200;
  } catch (thrown) {
    return (thrown as { init?: { status?: number } }).init?.status ?? 500;
  }
}

describe("page loaders", () => {
  it("browsing as a guest creates no session and sets no cookie", async () => {
    const before = await database.db.select({ n: sql<number>`count(*)::int` }).from(sessions);
    const { data, context } = await load(layoutRoute.loader, "/cua-hang/");
    expect(data.cart.hash).toBe("");
    expect(data.cart.fragments!["div.widget_shopping_cart_content"]).toContain("woocommerce-mini-cart__empty-message");
    expect(data.chrome!.menus.primary.length).toBeGreaterThan(3);
    expect(data.chrome!.menus.primary.some((i) => i.children.length > 0)).toBe(true);
    expect(context.setCookies).toEqual([]);
    const after = await database.db.select({ n: sql<number>`count(*)::int` }).from(sessions);
    expect(after).toEqual(before);
  });

  it("leaves out a store notice the visitor dismissed, and only that one", async () => {
    const shown = (await load(layoutRoute.loader, "/")).data.storeNotice;
    expect(shown?.text).toBeTruthy();
    expect((await load(layoutRoute.loader, "/", {}, `store_notice${shown!.id}=hidden`)).data.storeNotice).toBeNull();
    expect((await load(layoutRoute.loader, "/", {}, "store_noticeolder=hidden")).data.storeNotice).toEqual(shown);
  });

  it("the notice's dismiss link without scripts sets WooCommerce's cookie and comes back without its parameter", async () => {
    const { id } = (await load(layoutRoute.loader, "/")).data.storeNotice!;
    const thrown = await load(layoutRoute.loader, `/cua-hang/?orderby=price&store_notice_dismiss=${id}`).then(
      () => null,
      (answer: Response) => answer,
    );
    expect(thrown?.status).toBe(302);
    expect(thrown?.headers.get("Location")).toBe("/cua-hang/?orderby=price");
    expect(thrown?.headers.get("Set-Cookie")).toBe(`store_notice${id}=hidden; Path=/; SameSite=Lax`);
    expect(thrown?.headers.get("Cache-Control")).toBe("no-store");
    // An id no notice could have sets nothing, and still goes back.
    const bad = await load(layoutRoute.loader, "/?store_notice_dismiss=%3Cx%3E").then(() => null, (answer: Response) => answer);
    expect(bad?.headers.get("Location")).toBe("/");
    expect(bad?.headers.get("Set-Cookie")).toBeNull();
  });

  it("shop: 24 products a page, canonical link, 404 past the last page", async () => {
    const { data } = await load(shopRoute.loader, "/cua-hang/");
    expect(data.products).toHaveLength(24);
    expect(data.canonical).toBe("http://shop.test/cua-hang/");
    const last = Math.ceil(data.total / 24);
    const { data: lastPage } = await load(shopRoute.loader, `/cua-hang/page/${last}/`, { page: String(last) });
    expect(lastPage.products!.length).toBe(data.total - (last - 1) * 24);
    expect(lastPage.canonical).toBe(`http://shop.test/cua-hang/page/${last}/`);
    expect(await status(load(shopRoute.loader, `/cua-hang/page/${last + 1}/`, { page: String(last + 1) }))).toBe(404);
    expect(await status(load(shopRoute.loader, "/cua-hang/page/0/", { page: "0" }))).toBe(404);
  });

  it("category archive answers nested paths only where the tree has them", async () => {
    const { data: layout } = await load(layoutRoute.loader, "/");
    const shopMenu = layout.chrome!.menus.primary.find((i) => i.url === "/cua-hang/")!;
    const nested = shopMenu.children.flatMap((c) => c.children)[0]!;
    const path = nested.url.replace("/danh-muc-san-pham/", "").replace(/\/$/, "");
    const { data } = await load(categoryRoute.loader, nested.url, { "*": path });
    expect(data.crumbs.map((c) => c.label).slice(0, 2)).toEqual(["Trang chủ", "Cửa hàng"]);
    expect(data.crumbs).toHaveLength(4);
    expect(data.total).toBeGreaterThan(0);
    const childSlug = path.split("/")[1]!;
    expect(await status(load(categoryRoute.loader, `/danh-muc-san-pham/${childSlug}/`, { "*": childSlug }))).toBe(404);
  });

  it("product page carries Product and BreadcrumbList JSON-LD in VND", async () => {
    const { data: shop } = await load(shopRoute.loader, "/cua-hang/");
    const slug = shop.products![0]!.slug;
    const { data } = await load(productRoute.loader, `/san-pham/${slug}/`, { slug });
    const { product, breadcrumbs: crumbs } = data.jsonLd as unknown as Record<"product" | "breadcrumbs", Record<string, unknown>>;
    expect(product["@type"]).toBe("Product");
    expect((product.offers as { priceCurrency: string }).priceCurrency).toBe("VND");
    expect(crumbs["@type"]).toBe("BreadcrumbList");
    expect(await status(load(productRoute.loader, "/san-pham/khong-co/", { slug: "khong-co" }))).toBe(404);
  });

  it("product page: the descriptions' HTML goes to the render apart from the product, and the meta description is made of it", async () => {
    const { data: shop } = await load(shopRoute.loader, "/cua-hang/");
    const slug = shop.products![0]!.slug;
    const { data } = await load(productRoute.loader, `/san-pham/${slug}/`, { slug });
    expect(data.product).not.toHaveProperty("description");
    expect(data.product).not.toHaveProperty("shortDescription");
    expect(data.texts!.description).toMatch(/^<p>/);
    expect(data.hasShortDescription).toBe(data.texts!.shortDescription !== "");
    const text = (data.texts!.shortDescription || data.texts!.description).replace(/<[^>]*>/g, " ").replace(/\s+/g, " ").trim();
    expect(text.startsWith(data.seoDescription.replace(/…$/, ""))).toBe(true);
    expect(data.seoDescription.length).toBeLessThanOrEqual(160);
  });

  it("home answers a search as the search results page, folding diacritics", async () => {
    const { data } = await load(homeRoute.loader, "/?s=ao&post_type=product");
    expect(data.kind).toBe("search");
    if (data.kind !== "search") return;
    const { request, answer, ignoredParams } = data.search;
    expect(request).toMatchObject({ query: "ao", filters: { post_types: ["product"] }, offset: 0 });
    expect(ignoredParams).toBe(false);
    expect(answer.total).toBeGreaterThan(10);
    expect(answer.results).toHaveLength(10);
    const fold = (s: string) => s.normalize("NFD").replace(/\p{M}/gu, "").replace(/[đĐ]/g, "d").toLowerCase();
    for (const r of answer.results) {
      expect(r.fields.post_type).toBe("product");
      expect(fold(r.fields["title.default"])).toContain("ao");
    }
    expect(data.canonical).toBe("http://shop.test/?s=ao&post_types=product");
  });

  it("home leaves out search parameters it cannot read instead of failing", async () => {
    const { data } = await load(homeRoute.loader, "/?s=ao&orderby=gia&product_cat=%3Cb%3E&page_handle=zzz&size=500");
    if (data.kind !== "search") throw new Error("not the search page");
    expect(data.search.ignoredParams).toBe(true);
    expect(data.search.request).toMatchObject({ query: "ao", filters: {}, sort: "relevance", offset: 0, size: 10 });
    expect(data.search.answer.results.length).toBeGreaterThan(0);
  });

  it("WordPress's paged search address redirects to the same results by page handle", async () => {
    const response = await load(homeRoute.loader, "/page/3/?s=ao&post_type=product", { page: "3" }).catch((r: unknown) => r);
    expect(response).toBeInstanceOf(Response);
    expect((response as Response).status).toBe(301);
    expect((response as Response).headers.get("location")).toBe("/?s=ao&post_types=product&page_handle=bzoyMA");
  });

  it("unknown paths are 404, pages resolve", async () => {
    expect(await status(load(pageRoute.loader, "/khong-ton-tai/", { "*": "khong-ton-tai" }))).toBe(404);
    const { data } = await load(pageRoute.loader, "/gioi-thieu/", { "*": "gioi-thieu" });
    expect(data.post.title).toBeTruthy();
  });

  it("sitemap lists products, categories and posts with absolute URLs", async () => {
    const response = (await load(sitemapRoute.loader, "/sitemap.xml")).data as Response;
    expect(response.headers.get("content-type")).toBe("application/xml; charset=utf-8");
    const xml = await response.text();
    expect(xml).toContain("<loc>http://shop.test/cua-hang/</loc>");
    expect(xml).toMatch(/<loc>http:\/\/shop\.test\/san-pham\/[a-z0-9-]+\/<\/loc>/);
    expect(xml).toMatch(/<loc>http:\/\/shop\.test\/danh-muc-san-pham\/[a-z0-9-]+\/<\/loc>/);
    expect(xml).not.toContain("/gio-hang/");
  });
});
