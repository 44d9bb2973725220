import { sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import * as adminAjaxRoute from "../../../app/compat/wordpress/admin-ajax.route";
import * as wpJsonRoute from "../../../app/compat/wordpress/wp-json.route";
import { type Database, queryRows } from "../../../app/platform/.server/db";
import type { SearchAnswer, SearchError, Suggestion } from "../../../app/features/search/types";
import { pageHandleFor } from "../../../app/features/search/search-request";
import { testServices } from "../../support/context";
import { cloneSeededDatabase } from "../../support/db";
import { SITE, callRoute } from "../wordpress/harness";

let database: Database;
beforeAll(async () => {
  database = await cloneSeededDatabase();
});
afterAll(() => database.close());

const services = () => testServices(database.db);

async function suggest(query: string, category?: string): Promise<{ status: number; type: string | null; suggestions: Suggestion[] }> {
  const params = new URLSearchParams({ action: "flatsome_ajax_search_products", query, ...(category ? { product_cat: category } : {}) });
  const path = `/wp-admin/admin-ajax.php?${params}`;
  const answer = await callRoute(adminAjaxRoute, "/wp-admin/admin-ajax.php", services(), new Request(`${SITE}${path}`), {});
  return { status: answer.status, type: answer.headers.get("content-type"), ...((await answer.json()) as { suggestions: Suggestion[] }) };
}

async function search(query: string): Promise<{ status: number; body: SearchAnswer & SearchError }> {
  const request = new Request(`${SITE}/wp-json/wpcom/v2/search?${query}`);
  const answer = await callRoute(wpJsonRoute, "/wp-json/*", services(), request, { "*": "wpcom/v2/search" });
  return { status: answer.status, body: (await answer.json()) as SearchAnswer & SearchError };
}

const titles = (a: SearchAnswer) => a.results.map((r) => r.fields["title.default"]);

/** A published simple product made for these tests. */
async function product(name: string, o: { description?: string; stock?: "instock" | "outofstock"; createdAt?: string } = {}) {
  const slug = `thu-${Math.random().toString(36).slice(2, 10)}`;
  const [p] = await queryRows<{ id: number }>(
    database.db,
    sql`insert into products (slug, name, type, status, regular_price, stock_status, description, created_at)
        values (${slug}, ${name}, 'simple', 'publish', 123000, ${o.stock ?? "instock"}, ${o.description ?? ""},
                ${o.createdAt ?? "2026-01-01T00:00:00Z"}) returning id`,
  );
  return { id: p!.id, slug };
}

/**
 * The catalogue's version is read at most once a second, so a change shows in searches within
 * about a second: polled for up to a few, the first answer after that ends the wait.
 */
const UNTIL_VERSION_CHECKED = { timeout: 5000 };

describe("flatsome_ajax_search_products (live suggestions)", () => {
  it("answers value, id, url, img and a VND price string, best first", async () => {
    const answer = await suggest("dong ho");
    expect(answer.status).toBe(200);
    expect(answer.type).toBe("application/json; charset=UTF-8");
    expect(answer.suggestions.length).toBeGreaterThanOrEqual(5);
    for (const s of answer.suggestions.slice(0, 5)) {
      expect(s.value).toMatch(/^Đồng hồ /);
      expect(s.id).toBeGreaterThan(0);
      expect(s.url).toMatch(/^\/san-pham\/[a-z0-9-]+\/$/);
      expect(s.img).toMatch(/^\/wp-content\/uploads\/.+\.jpg\?v=[\w-]{10}$/);
      expect(s.price).toMatch(/^[\d.]+\u00a0₫( – [\d.]+\u00a0₫)?$/);
    }
    const [row] = await queryRows<{ name: string; slug: string }>(database.db, sql`select name, slug from products where id = ${answer.suggestions[0]!.id}`);
    expect(answer.suggestions[0]).toMatchObject({ value: row!.name, url: `/san-pham/${row!.slug}/` });
  });

  it("answers nothing below 3 characters", async () => {
    expect((await suggest("do")).suggestions).toEqual([]);
    expect((await suggest("  đồ ")).suggestions).toEqual([]);
    expect((await suggest("")).suggestions).toEqual([]);
    expect((await suggest("đồn")).suggestions[0]!.value).toMatch(/^Đồng hồ/);
  });

  it("keeps to the chosen product_cat and its subcategories", async () => {
    const all = await suggest("day da");
    const watches = await suggest("day da", "dong-ho");
    expect(all.suggestions.map((s) => s.value).some((v) => !v.startsWith("Đồng hồ"))).toBe(true);
    expect(watches.suggestions.length).toBeGreaterThan(0);
    const ids = watches.suggestions.map((s) => s.id);
    const inCategory = await queryRows<{ n: number }>(
      database.db,
      sql`select count(distinct pt.product_id)::int as n from product_terms pt join terms t on t.id = pt.term_id
          where t.slug = 'dong-ho' and pt.product_id in (${sql.join(ids.map((id) => sql`${id}`), sql`, `)})`,
    );
    expect(inCategory[0]!.n).toBe(ids.length);
  });

  it("answers one entry with id -1 reading “Không có kết quả” when nothing matches", async () => {
    expect((await suggest("qqxxzzv")).suggestions).toEqual([{ value: "Không có kết quả", id: -1, url: "", img: "", price: "" }]);
    expect((await suggest("ao", "dong-ho")).suggestions).toEqual([]);
    expect((await suggest("áo thun", "dong-ho")).suggestions[0]!.id).toBe(-1);
  });

  it("gives a name with markup back as plain text, never as markup of its own", async () => {
    const { id } = await product(`<script>alert("x")</script> Đèn bàn`);
    const [s] = (await suggest("script")).suggestions;
    expect(s).toMatchObject({ id, value: `<script>alert("x")</script> Đèn bàn` });
  });

  it("follows the catalogue: new, renamed and unpublished products", async () => {
    const { id } = await product("Ấm siêu tốc thủy tinh Kettlezor");
    expect((await suggest("kettlezor")).suggestions[0]).toMatchObject({ id, value: "Ấm siêu tốc thủy tinh Kettlezor" });
    await database.db.execute(sql`update products set name = 'Ấm siêu tốc thủy tinh Brewmatic' where id = ${id}`);
    // The old name's answer is the one kept: it goes once the change is seen.
    await expect.poll(async () => (await suggest("kettlezor")).suggestions[0]!.id, UNTIL_VERSION_CHECKED).toBe(-1);
    expect((await suggest("brewmatic")).suggestions[0]!.id).toBe(id);
    await database.db.execute(sql`update products set status = 'draft' where id = ${id}`);
    await expect.poll(async () => (await suggest("brewmatic")).suggestions[0]!.id, UNTIL_VERSION_CHECKED).toBe(-1);
  });
});

describe("keeping the index current", () => {
  it("follows price, stock and rating changes in place, leaving the tokens and the vocabulary as they were", async () => {
    const { id } = await product("Bình đun Quorvex inox", { description: "Bình đun nước Quorvex" });
    const tokens = sql`select document::text as document from search_documents where post_type = 'product' and ref_id = ${id}`;
    const [before] = await queryRows<{ document: string }>(database.db, tokens);
    const vocabulary = sql`select documents from search_words where word = 'quorvex'`;
    expect(await queryRows(database.db, vocabulary)).toEqual([{ documents: 1 }]);

    await database.db.execute(sql`update products set regular_price = 456000, stock_status = 'outofstock', average_rating = 4.5 where id = ${id}`);
    await expect.poll(async () => (await suggest("quorvex")).suggestions[0]!.price, UNTIL_VERSION_CHECKED).toBe("456.000\u00a0₫");
    const [figures] = await queryRows(
      database.db,
      sql`select price::int as price, in_stock, rating::float as rating from search_documents where post_type = 'product' and ref_id = ${id}`,
    );
    expect(figures).toEqual({ price: 456000, in_stock: false, rating: 4.5 });
    expect((await suggest("quorvex")).suggestions[0]).toMatchObject({ id, price: "456.000\u00a0₫" });
    const found = (await search("s=quorvex")).body.results[0]!.fields;
    expect(found).toMatchObject({ post_id: id, "wc.price": 456000, "wc.in_stock": false });
    expect(await queryRows(database.db, tokens)).toEqual([before]);
    expect(await queryRows(database.db, vocabulary)).toEqual([{ documents: 1 }]);
  });
});

describe("relevance (fixed Vietnamese queries on the demo shop)", () => {
  it("finds the same things with or without diacritics, in any case", async () => {
    const expected = titles((await search("s=đồng+hồ")).body).slice(0, 5);
    expect(expected.every((t) => t.startsWith("Đồng hồ"))).toBe(true);
    for (const q of ["dong+ho", "Đồng+Hồ", "ĐỒNG+HỒ", "dong+hồ"]) {
      expect(titles((await search(`s=${q}`)).body).slice(0, 5), q).toEqual(expected);
    }
    expect((await suggest("dong ho")).suggestions.slice(0, 5).map((s) => s.value).sort()).toEqual(
      (await suggest("Đồng Hồ")).suggestions.slice(0, 5).map((s) => s.value).sort(),
    );
  });

  it("reads a phrase as a phrase: “đồng hồ” is a watch, not every text with “đồng” and “hồ”", async () => {
    // The last word is matched as a prefix: the one being typed.
    const { body } = await search("s=dong+ho&post_types=product");
    const text = sql`vn_fold(search_plain_text(name || ' ' || short_description || ' ' || description))`;
    const [counts] = await queryRows<{ phrase: number; apart: number }>(
      database.db,
      sql`select count(*) filter (where ${text} ~ '(^|[^a-z0-9])dong ho[a-z0-9]*([^a-z0-9]|$)')::int as phrase,
                 count(*) filter (where ${text} ~ '(^|[^a-z0-9])dong([^a-z0-9]|$)' and ${text} ~ '(^|[^a-z0-9])ho([^a-z0-9]|$)')::int as apart
          from products where status = 'publish'`,
    );
    expect(body.total).toBe(counts!.phrase);
    expect(counts!.apart).toBeGreaterThan(counts!.phrase);
  });

  it("corrects short misspellings", async () => {
    const watch = await search("s=dong+hoo");
    expect(titles(watch.body)[0]).toMatch(/^Đồng hồ/);
    expect(watch.body.corrected_query).toMatch(/^dong /);
    const tee = await search("s=ao+thung");
    expect(titles(tee.body).slice(0, 3).every((t) => t.startsWith("Áo thun"))).toBe(true);
    expect((await suggest("giay the thoa")).suggestions[0]!.value).toBe("Giày thể thao chạy bộ siêu nhẹ");
  });

  it("matches the word being typed as a prefix", async () => {
    expect((await suggest("giày thể th")).suggestions[0]!.value).toBe("Giày thể thao chạy bộ siêu nhẹ");
    const sunglasses = titles((await search("s=kính+má")).body).slice(0, 5);
    expect(sunglasses.filter((t) => t.startsWith("Kính mát")).length).toBeGreaterThanOrEqual(4);
    expect(sunglasses.every((t) => t.toLowerCase().includes("kính mát"))).toBe(true);
  });

  it("ranks multi-word matches with the words together first", async () => {
    expect(titles((await search("s=ao+thun")).body).slice(0, 4).every((t) => t.startsWith("Áo thun"))).toBe(true);
    expect((await suggest("giay the thao")).suggestions[0]!.value).toBe("Giày thể thao chạy bộ siêu nhẹ");
  });

  it("ranks a title over a body, the exact spelling over a folded one, in stock first on ties", async () => {
    const body = await product("Khăn tay cotton", { description: "Thêu họa tiết cỏ lau mềm mại." });
    const title = await product("Gối cỏ lau thêu tay");
    expect((await search("s=co+lau")).body.results.slice(0, 2).map((r) => r.fields.post_id)).toEqual([title.id, body.id]);

    const dong = await product("Vòng tay đồng thau Zelqo");
    const dong2 = await product("Vòng tay dòng cổ điển Zelqo");
    expect((await search("s=dòng+cổ+điển+zelqo")).body.results[0]!.fields.post_id).toBe(dong2.id);
    // Words apart are still found when no phrase matches.
    expect((await search("s=vòng+zelqo")).body.results.map((r) => r.fields.post_id).sort()).toEqual([dong.id, dong2.id].sort());
    expect((await search("s=vòng+tay+đồng")).body.results[0]!.fields.post_id).toBe(dong.id);
    expect((await suggest("vòng tay dòng")).suggestions[0]!.id).toBe(dong2.id);

    const sold = await product("Bình lọc nước Quorva", { stock: "outofstock", createdAt: "2026-06-01T00:00:00Z" });
    const kept = await product("Bình lọc nước Quorva", { createdAt: "2025-06-01T00:00:00Z" });
    expect((await search("s=quorva")).body.results.map((r) => r.fields.post_id)).toEqual([kept.id, sold.id]);
    expect((await suggest("quorva")).suggestions.map((s) => s.id)).toEqual([kept.id, sold.id]);
  });
});

describe("GET /wp-json/wpcom/v2/search (instant search)", () => {
  it("answers Jetpack's shape: results with highlights, total, page handle and every filter's counts", async () => {
    const { status, body } = await search("s=đồng+hồ");
    expect(status).toBe(200);
    expect(body.total).toBeGreaterThan(0);
    expect(body.corrected_query).toBe(false);
    const first = body.results[0]!;
    expect(first.result_type).toBe("post");
    expect(first.fields.post_type).toBe("product");
    expect(first.fields["permalink.url.raw"]).toMatch(/^\/san-pham\//);
    expect(first.fields.date).toMatch(/^\d{4}-\d\d-\d\d \d\d:\d\d:\d\d$/);
    expect(first.fields["wc.price"]).toBeGreaterThan(0);
    // Its picture: the 400 px JPEG Jetpack's scripts draw, and the card renditions as AVIF and WebP.
    expect(first.fields["image.url.raw"]).toMatch(/^\/wp-content\/uploads\/\S+-400x400\.jpg\?v=[\w-]{10}$/);
    expect(first.fields["image.srcset.avif"]).toMatch(/^\/wp-content\/uploads\/\S+-400x400\.avif\?v=[\w-]{10} 400w, \/wp-content\/uploads\/\S+-800x800\.avif\?v=[\w-]{10} 800w$/);
    expect(first.fields["image.srcset.webp"]).toMatch(/^\/wp-content\/uploads\/\S+-400x400\.webp\?v=[\w-]{10} 400w, \/wp-content\/uploads\/\S+-800x800\.webp\?v=[\w-]{10} 800w$/);
    expect(first.highlight.title[0]).toMatch(/^<mark>Đồng<\/mark> <mark>hồ<\/mark>/);
    expect(Object.keys(body.aggregations).sort()).toEqual(
      ["date_histogram_6", "post_type_0", "taxonomy_1", "taxonomy_2", "taxonomy_3", "taxonomy_4", "taxonomy_5"].sort(),
    );
    for (const agg of Object.values(body.aggregations)) expect(agg.buckets.length).toBeLessThanOrEqual(5);
    expect(body.aggregations.taxonomy_1.buckets[0]).toEqual({ key: "dong-ho/Đồng hồ", doc_count: expect.any(Number) });
    expect(body.aggregations.post_type_0.buckets.find((b) => b.key === "product")!.doc_count).toBeGreaterThan(0);
  });

  it("covers posts, pages, portfolio items and attachments, and filters by type", async () => {
    const all = await search("s=");
    const types = all.body.aggregations.post_type_0.buckets.map((b) => b.key).sort();
    expect(types).toEqual(["attachment", "featured_item", "page", "post", "product"]);
    const posts = await search("s=&post_types=post");
    expect(posts.body.total).toBe(all.body.aggregations.post_type_0.buckets.find((b) => b.key === "post")!.doc_count);
    expect(posts.body.results.every((r) => r.fields.post_type === "post")).toBe(true);
  });

  it("pages through 10 at a time with page_handle, without repeats", async () => {
    const first = await search("s=ao");
    expect(first.body.results).toHaveLength(10);
    expect(first.body.page_handle).toEqual(expect.any(String));
    const second = await search(`s=ao&page_handle=${first.body.page_handle}`);
    const ids = (a: SearchAnswer) => a.results.map((r) => `${r.fields.post_type}:${r.fields.post_id}`);
    expect(second.body.results.length).toBeGreaterThan(0);
    expect(ids(second.body).filter((id) => ids(first.body).includes(id))).toEqual([]);
    const last = await search("s=đồng+hồ&post_types=product&size=20");
    expect(last.body.page_handle).toBeNull();
  });

  it("keeps one order past the first hundred results, where a deeper ranking takes over", async () => {
    const ids = (a: SearchAnswer) => a.results.map((r) => `${r.fields.post_type}:${r.fields.post_id}`);
    const seen: string[] = [];
    let handle: string | null = null;
    do {
      const page = await search(`s=&orderby=newest&size=20${handle ? `&page_handle=${handle}` : ""}`);
      expect(page.status).toBe(200);
      seen.push(...ids(page.body));
      handle = page.body.page_handle;
    } while (handle !== null && seen.length < 160);
    expect(seen.length).toBe(160);
    expect(new Set(seen).size).toBe(160);
    // The same stretch asked across the boundary (90–109: the deeper ranking) continues the first one.
    const across = await search(`s=&orderby=newest&size=20&page_handle=${pageHandleFor(90)}`);
    expect(ids(across.body)).toEqual(seen.slice(90, 110));
  });

  it("filters by category, tag and year, and sorts by price", async () => {
    const watches = await search("s=&product_cat=dong-ho&orderby=price_asc&size=20");
    const prices = watches.body.results.map((r) => r.fields["wc.price"]!);
    expect(prices.length).toBeGreaterThan(2);
    expect([...prices].sort((a, b) => a - b)).toEqual(prices);
    expect(watches.body.results.every((r) => r.fields["title.default"].startsWith("Đồng hồ"))).toBe(true);
    const desc = await search("s=&product_cat=dong-ho&orderby=price_desc&size=20");
    expect(desc.body.results.map((r) => r.fields["wc.price"]!)).toEqual([...prices].reverse());
    const year = all2026(await search("s=&year_post_date=2026&post_types=post"));
    expect(year).toBe(true);
  });

  it("refuses what it cannot read with 400 rest_invalid_param naming each parameter", async () => {
    const bad = await search("s=ao&orderby=cheapest&page_handle=nope!&size=0&product_cat=Not%20A%20Slug&post_types=product,car");
    expect(bad.status).toBe(400);
    expect(bad.body.code).toBe("rest_invalid_param");
    expect(bad.body.data.status).toBe(400);
    expect(Object.keys(bad.body.data.params).sort()).toEqual(["page_handle", "post_types", "product_cat", "size", "sort"]);
    expect((await search(`s=${"a".repeat(101)}`)).status).toBe(400);
  });
});

function all2026(answer: { body: SearchAnswer }): boolean {
  return answer.body.total > 0 && answer.body.results.every((r) => r.fields.date.startsWith("2026-"));
}
