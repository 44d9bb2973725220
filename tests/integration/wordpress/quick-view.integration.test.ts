import { brotliDecompressSync, gunzipSync } from "node:zlib";
import { and, eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { products } from "../../../db/schema";
import * as adminAjaxRoute from "../../../app/compat/wordpress/admin-ajax.route";
import type { Database } from "../../../app/platform/.server/db";
import { afterCatalogWrite } from "../../../app/platform/.server/versioned-cache";
import { testServices } from "../../support/context";
import { cloneSeededDatabase } from "../../support/db";
import { callRoute, formPost } from "./harness";

let database: Database;
beforeAll(async () => {
  database = await cloneSeededDatabase();
});
afterAll(() => database.close());

const ENDPOINT = "/wp-admin/admin-ajax.php";
const quickView = (fields: Record<string, string>) =>
  callRoute(adminAjaxRoute, ENDPOINT, testServices(database.db), formPost(ENDPOINT, { action: "flatsome_quickview", ...fields }), {});

/** The JSON island after the HTML. */
const island = (html: string) => JSON.parse(/<script type="application\/json" class="quick-view-data">(.*?)<\/script>/s.exec(html)![1]!);

describe("POST admin-ajax.php action=flatsome_quickview (spec §7)", () => {
  it("answers 200 with the product's HTML: name, price in đồng, image, link to the page, and its data", async () => {
    const [p] = await database.db
      .select({ id: products.id, name: products.name, slug: products.slug, price: products.regularPrice })
      .from(products)
      .where(and(eq(products.status, "publish"), eq(products.type, "simple"), eq(products.onSale, false)))
      .limit(1);
    const answer = await quickView({ product: String(p!.id) });
    expect(answer.status).toBe(200);
    expect(answer.headers.get("content-type")).toBe("text/html; charset=UTF-8");
    expect(answer.headers.get("cache-control")).toBe("no-store");
    const html = await answer.text();
    expect(html).toContain(`<h2 class="product_title entry-title text-2xl font-bold">${p!.name}</h2>`);
    expect(html).toContain(`post-${p!.id}`);
    expect(html).toContain(`href="/san-pham/${p!.slug}/"`);
    expect(html).toContain(new Intl.NumberFormat("vi-VN", { style: "currency", currency: "VND" }).format(p!.price!));
    expect(html).toMatch(/<img [^>]*src="\/wp-content\/uploads\//);
    expect(island(html)).toMatchObject({ id: p!.id, slug: p!.slug, name: p!.name, price: { kind: "single", amount: p!.price } });
  });

  it("answers a variable product with its attributes and variations in the data", async () => {
    const [v] = await database.db.select({ id: products.id }).from(products).where(eq(products.type, "variable")).limit(1);
    const data = island(await (await quickView({ product: String(v!.id) })).text());
    expect(data.variations.length).toBeGreaterThan(0);
    expect(data.attributes.some((a: { usedForVariations: boolean }) => a.usedForVariations)).toBe(true);
    expect(data).not.toHaveProperty("description");
  });

  it("keeps the data island inert: no way to close the script from inside a product's text", async () => {
    const [p] = await database.db.select({ id: products.id }).from(products).limit(1);
    await database.db.update(products).set({ shortDescription: "<p>Giá tốt</p></script><script>alert(1)</script>" }).where(eq(products.id, p!.id));
    afterCatalogWrite(database.db); // an edit outside the app shows within a second; the test does not wait
    const html = await (await quickView({ product: String(p!.id) })).text();
    const islandText = /class="quick-view-data">(.*)<\/script>$/s.exec(html)![1]!;
    expect(islandText).not.toContain("</script>");
    expect(island(html).shortDescription).toBe("<p>Giá tốt</p></script><script>alert(1)</script>");
  });

  it("answers the kept HTML compressed as the browser accepts it, br before gzip, the same HTML", async () => {
    const [p] = await database.db.select({ id: products.id }).from(products).where(eq(products.status, "publish")).limit(1);
    const asked = (acceptEncoding?: string) =>
      callRoute(adminAjaxRoute, ENDPOINT, testServices(database.db), formPost(ENDPOINT, { action: "flatsome_quickview", product: String(p!.id) }, acceptEncoding ? { "Accept-Encoding": acceptEncoding } : {}), {});
    const plain = await asked();
    expect([plain.headers.get("content-encoding"), plain.headers.get("vary")]).toEqual([null, "Accept-Encoding"]);
    const html = await plain.text();
    const br = await asked("gzip, deflate, br, zstd");
    const gzip = await asked("gzip, deflate");
    expect([br.headers.get("content-encoding"), gzip.headers.get("content-encoding")]).toEqual(["br", "gzip"]);
    const brBytes = Buffer.from(await br.arrayBuffer());
    expect(brotliDecompressSync(brBytes).toString()).toBe(html);
    expect(gunzipSync(Buffer.from(await gzip.arrayBuffer())).toString()).toBe(html);
    expect(brBytes.byteLength).toBeLessThan(Buffer.byteLength(html) / 3);
  });

  it("answers an unknown id with 404 and a Vietnamese message", async () => {
    const answer = await quickView({ product: "987654" });
    expect(answer.status).toBe(404);
    expect(await answer.text()).toBe('<p class="quick-view-error" role="alert">Không tìm thấy sản phẩm này. Có thể sản phẩm đã ngừng bán.</p>');
  });

  it("answers a missing or malformed product parameter with 400 and the message", async () => {
    for (const fields of [{} as Record<string, string>, { product: "" }, { product: "abc" }, { product: "-4" }, { product: "1e3" }]) {
      const answer = await quickView(fields);
      expect(answer.status, JSON.stringify(fields)).toBe(400);
      expect(await answer.text()).toContain("Không tìm thấy sản phẩm này.");
    }
  });
});
