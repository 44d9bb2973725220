import apiFetch from "@wordpress/api-fetch";
import { sql } from "drizzle-orm";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import * as productRoute from "../../../app/routes/product";
import { type Database, queryRows } from "../../../app/platform/.server/db";
import { requestContext, testServices } from "../../support/context";
import { cloneSeededDatabase } from "../../support/db";
import { SITE } from "../wordpress/harness";
import { apiFetchBrowser } from "./api-fetch-browser";

/*
 * The product screen's description editor and gallery order, through WooCommerce's REST API v3
 * as the back office calls it (api-fetch): a product's `images` in a new order make the first its
 * picture and the rest its gallery, stored and shown on the storefront's product page at once;
 * what the editor sends is made safe on the server, its formatting kept.
 */

let database: Database;
const services = () => testServices(database.db);
const browser = apiFetchBrowser({ db: () => database.db, services });
beforeAll(async () => {
  database = await cloneSeededDatabase();
});
afterAll(() => database.close());

let staffId = 0;
beforeEach(async () => {
  staffId = await browser.signIn("quanly");
});

type WcImage = { id: number; src: string; name: string; alt: string };
type WcProduct = { id: number; slug: string; description: string; short_description: string; images: WcImage[] };

const put = (id: number, data: Record<string, unknown>) => apiFetch<WcProduct>({ path: `/wc/v3/products/${id}`, method: "PUT", data });
const get = (id: number) => apiFetch<WcProduct>({ path: `/wc/v3/products/${id}` });

/** A published product with a picture and at least `galleryLength` gallery pictures, not yet used by this file. */
const used = new Set<number>();
async function productWithGallery(galleryLength: number): Promise<{ id: number; slug: string }> {
  const rows = await queryRows<{ id: number; slug: string }>(
    database.db,
    sql`select p.id, p.slug from products p
         where p.status = 'publish' and p.image_id is not null and (select count(*) from product_gallery g where g.product_id = p.id) >= ${galleryLength}
         order by p.id`,
  );
  const row = rows.find((r) => !used.has(r.id));
  used.add(row!.id);
  return row!;
}

async function storedImages(id: number): Promise<{ featured: number | null; gallery: number[] }> {
  const [product] = await queryRows<{ imageId: number | null }>(database.db, sql`select image_id as "imageId" from products where id = ${id}`);
  const gallery = await queryRows<{ mediaId: number }>(database.db, sql`select media_id as "mediaId" from product_gallery where product_id = ${id} order by position`);
  return { featured: product!.imageId, gallery: gallery.map((g) => g.mediaId) };
}

async function productPage(slug: string) {
  const request = new Request(`${SITE}/san-pham/${slug}/`);
  return productRoute.loader({ request, params: { slug }, context: requestContext(testServices(database.db), request) } as never);
}

/**
 * The full-size files the product page shows: its picture, then its gallery. The page's addresses
 * carry each file's fingerprint (`?v=`, decision 033), the REST answer's `src` the file alone.
 */
async function pagePictures(slug: string): Promise<string[]> {
  const page = await productPage(slug);
  const sources = [page.product.image?.fullSrc ?? "", ...page.product.gallery.map((g) => g.fullSrc)];
  for (const src of sources) expect(src).toMatch(/\?v=[\w-]+$/);
  return sources.map((src) => src.replace(/\?v=[\w-]+$/, ""));
}

async function staffLog(id: number) {
  return queryRows<{ action: string; userId: number; details: Record<string, unknown> }>(
    database.db,
    sql`select action, user_id as "userId", details from staff_actions where object_type = 'product' and object_id = ${id} order by id`,
  );
}

describe("PUT /wc/v3/products/{id} with images", () => {
  it("takes the images' order: the first becomes the product's picture, the rest its gallery, on the product page at once", async () => {
    const product = await productWithGallery(2);
    const before = await get(product.id);
    expect(before.images.length).toBeGreaterThanOrEqual(3);
    // The storefront has read (and kept) the page before the save.
    expect(await pagePictures(product.slug)).toEqual(before.images.map((i) => i.src.replace(SITE, "")));

    // The last picture first, the old picture second, the rest after.
    const ids = before.images.map((i) => i.id);
    const reordered = [ids.at(-1)!, ...ids.slice(0, -1)];
    const saved = await put(product.id, { images: reordered.map((id) => ({ id })) });

    expect(saved.images.map((i) => i.id)).toEqual(reordered);
    expect(await storedImages(product.id)).toEqual({ featured: reordered[0], gallery: reordered.slice(1) });
    expect((await get(product.id)).images.map((i) => i.id)).toEqual(reordered);
    const srcOf = new Map(before.images.map((i) => [i.id, i.src.replace(SITE, "")]));
    expect(await pagePictures(product.slug)).toEqual(reordered.map((id) => srcOf.get(id)));
    expect((await staffLog(product.id)).at(-1)).toEqual({ action: "product.update", userId: staffId, details: { images: reordered } });
  });

  it("takes a picture out of the gallery, and all of them with an empty list; a repeated id keeps its first place", async () => {
    const product = await productWithGallery(2);
    const ids = (await get(product.id)).images.map((i) => i.id);

    const fewer = await put(product.id, { images: [{ id: ids[0] }, { id: ids[2] }, { id: ids[0] }] });
    expect(fewer.images.map((i) => i.id)).toEqual([ids[0], ids[2]]);
    expect(await storedImages(product.id)).toEqual({ featured: ids[0], gallery: [ids[2]] });
    expect((await productPage(product.slug)).product.gallery).toHaveLength(1);

    const none = await put(product.id, { images: [] });
    expect(none.images).toEqual([]);
    expect(await storedImages(product.id)).toEqual({ featured: null, gallery: [] });
    const page = await productPage(product.slug);
    expect(page.product.image).toBeNull();
    expect(page.product.gallery).toEqual([]);
  });

  it("keeps the pictures when `images` is not sent", async () => {
    const product = await productWithGallery(1);
    const before = await storedImages(product.id);
    const saved = await put(product.id, { name: "Sản phẩm giữ nguyên ảnh" });
    expect(saved.images.map((i) => i.id)).toEqual([before.featured, ...before.gallery]);
    expect(await storedImages(product.id)).toEqual(before);
  });

  it("refuses an id that is no picture of the library, and a picture without an id, with WooCommerce's 400s, and writes nothing", async () => {
    const product = await productWithGallery(1);
    const before = await storedImages(product.id);
    const [{ max }] = (await queryRows<{ max: number }>(database.db, sql`select max(id)::int as max from media`)) as [{ max: number }];

    const unknown = await put(product.id, { images: [{ id: before.featured }, { id: max + 1 }] }).catch((e: unknown) => e);
    expect(unknown).toEqual({
      code: "woocommerce_product_invalid_image_id",
      message: `#${max + 1} không phải ID của ảnh nào trong thư viện.`,
      data: { status: 400, params: { images: `#${max + 1} không phải ID của ảnh nào trong thư viện.` } },
    });

    const bySrc = await put(product.id, { images: [{ src: "https://example.com/anh.jpg" }] }).catch((e: unknown) => e);
    expect(bySrc).toMatchObject({ code: "rest_invalid_param", data: { status: 400, params: { images: expect.stringContaining("tải ảnh lên thư viện") } } });

    expect(await storedImages(product.id)).toEqual(before);
  });
});

describe("the editor's HTML through PUT /wc/v3/products/{id}", () => {
  it("keeps bold, italics, headings, lists and links; strips scripts, event attributes and javascript: links; the product page shows the kept HTML", async () => {
    const product = await productWithGallery(0);
    // What the editor's commands make in a browser (b/i, h2/h3, ul/ol, a), with what a paste or the HTML field could bring.
    const description = [
      "<h2>Chất liệu</h2>",
      '<p>Vải <b>lụa</b> <i>mềm</i>, <strong>mát</strong><script>alert("x")</script></p>',
      "<h3>Bảo quản</h3>",
      "<ul><li>Giặt tay</li><li>Phơi <em>trong bóng râm</em></li></ul>",
      "<ol><li>Ngâm</li><li>Vắt nhẹ</li></ol>",
      '<p><a href="https://vi.wikipedia.org/wiki/L%E1%BB%A5a">Về lụa</a> · <a href="javascript:alert(1)">bấm</a> · <a href="JaVaScRiPt:alert(1)">nữa</a></p>',
      '<p><img src="https://example.com/x.png" onerror="alert(1)"><span style="color:red" onmouseover="alert(2)">Đỏ</span></p>',
      '<div onclick="alert(3)">Dòng trong div</div>',
    ].join("");
    const saved = await put(product.id, { description, short_description: '<p><b>Mát</b> và <a href="https://shop.example/">nhẹ</a></p><svg onload="alert(1)"></svg>' });

    const expected = [
      "<h2>Chất liệu</h2>",
      "<p>Vải <b>lụa</b> <i>mềm</i>, <strong>mát</strong></p>",
      "<h3>Bảo quản</h3>",
      "<ul><li>Giặt tay</li><li>Phơi <em>trong bóng râm</em></li></ul>",
      "<ol><li>Ngâm</li><li>Vắt nhẹ</li></ol>",
      '<p><a href="https://vi.wikipedia.org/wiki/L%E1%BB%A5a">Về lụa</a> · <a>bấm</a> · <a>nữa</a></p>',
      '<p><img src="https://example.com/x.png" /><span>Đỏ</span></p>',
      "Dòng trong div",
    ].join("");
    expect(saved.description).toBe(expected);
    expect(saved.short_description).toBe('<p><b>Mát</b> và <a href="https://shop.example/">nhẹ</a></p>');

    const [stored] = await queryRows<{ description: string }>(database.db, sql`select description from products where id = ${product.id}`);
    expect(stored!.description).toBe(expected);
    expect((await get(product.id)).description).toBe(expected);

    const page = await productPage(product.slug);
    expect(page.texts?.description).toBe(expected);
    expect(page.texts?.shortDescription).toBe('<p><b>Mát</b> và <a href="https://shop.example/">nhẹ</a></p>');
    for (const bad of ["script", "onerror", "onmouseover", "onclick", "javascript:", "style=", "svg"]) expect(page.texts?.description.toLowerCase()).not.toContain(bad);
  });
});
