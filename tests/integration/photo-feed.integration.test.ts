import { sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import * as adminAjaxRoute from "../../app/compat/wordpress/admin-ajax.route";
import * as pageRoute from "../../app/routes/page-or-post";
import { type Database, queryRows } from "../../app/platform/.server/db";
import { renditionUrl } from "../../app/lib/media";
import { requestContext, testServices } from "../support/context";
import { cloneSeededDatabase } from "../support/db";
import { restCallers } from "./back-office/rest-callers";
import { SITE, callRoute } from "./wordpress/harness";

/*
 * The social photo feed block (issue 23, spec §3/§7): admin-ajax's flatsome_load_instagram answers
 * {success, data: html} from the pictures the owner picked (option photo_feed); the demo's
 * "Giới thiệu" page carries the block's placeholder.
 */

let database: Database;
beforeAll(async () => {
  database = await cloneSeededDatabase();
});
afterAll(() => database.close());

const services = () => testServices(database.db);
const { callerFor, rest } = restCallers(() => database.db, services);

async function feed(query: string): Promise<{ status: number; type: string | null; json: { success: boolean; data: string } }> {
  const answer = await callRoute(adminAjaxRoute, "/wp-admin/admin-ajax.php", services(), new Request(`${SITE}/wp-admin/admin-ajax.php?action=flatsome_load_instagram${query}`), {});
  return { status: answer.status, type: answer.headers.get("content-type"), json: await answer.json() };
}
const data = (o: unknown) => `&data=${encodeURIComponent(JSON.stringify(o))}`;

describe("the demo page with the block", () => {
  it("carries the block's placeholder with its settings and the profile link, not the shortcode", async () => {
    const request = new Request(`${SITE}/gioi-thieu/`);
    const page = await pageRoute.loader({ request, params: { "*": "gioi-thieu" }, context: requestContext(services(), request) } as never);
    expect(page.hasPhotoFeed).toBe(true);
    expect(page.post.content).not.toContain("[ux_instagram_feed");
    expect(page.post.content).toContain(
      '<section class="ux-instagram-feed not-prose my-6" aria-label="Ảnh từ Instagram" data-photo-feed="{&quot;images&quot;:8,&quot;columns&quot;:4}"><p><a class="photo-feed-link" href="https://www.instagram.com/cuahangxinh/" rel="noopener">Xem ảnh trên Instagram</a></p></section>',
    );
  });
});

describe("GET admin-ajax.php?action=flatsome_load_instagram", () => {
  it("answers the block's HTML from the owner's pictures, in the owner's order, as many as the block asks", async () => {
    const picked = await queryRows<{ value: { media_ids: number[] } }>(database.db, sql`select value from options where name = 'photo_feed'`);
    const ids = picked[0]!.value.media_ids;
    expect(ids).toHaveLength(8);
    const media = await queryRows<{ id: number; alt: string; sizes: Record<string, { jpeg: { file: string; v?: string } }> }>(database.db, sql`select id, alt, sizes from media order by id`);
    const byId = new Map(media.map((m) => [m.id, m]));

    const answer = await feed(data({ images: 3, columns: 3 }));
    expect(answer.status).toBe(200);
    expect(answer.type).toBe("application/json; charset=UTF-8");
    expect(answer.json.success).toBe(true);
    const html = answer.json.data;
    expect(html.startsWith('<ul class="instagram-images m-0 grid list-none gap-2 space-y-0 p-0 grid-cols-2 sm:grid-cols-3"')).toBe(true);
    const sources = [...html.matchAll(/<img [^>]*src="([^"]+)"/g)].map((m) => m[1]);
    expect(sources).toEqual(ids.slice(0, 3).map((id) => renditionUrl(byId.get(id)!.sizes.thumbnail!.jpeg)));
    expect(sources[0]).toMatch(/\.jpg\?v=[\w-]+$/);
    expect(html).toContain('loading="lazy"');

    // Without settings: the block's own (8 pictures, 4 columns).
    const all = await feed(data({}));
    expect([...all.json.data.matchAll(/<li /g)]).toHaveLength(8);
  });

  it("answers 'Dữ liệu không hợp lệ' when data is missing, not a string, or not the block's settings", async () => {
    for (const query of ["", "&data[]=x", "&data[images]=3", "&data=not-json", `&data=${encodeURIComponent("[1,2]")}`, data({ images: 0 }), data({ images: "8" }), data({ columns: 99 })]) {
      const answer = await feed(query);
      expect({ query, status: answer.status, json: answer.json }).toEqual({ query, status: 400, json: { success: false, data: "Dữ liệu không hợp lệ" } });
    }
  });

  it("says why when the owner has picked no picture (or only deleted ones), and follows a new pick at once", async () => {
    const admin = await callerFor("quantri");
    expect((await rest(admin, "POST", "cuahang/v1/settings", { photo_feed: { media_ids: [999999], profile_url: "" } })).status).toBe(200);
    expect((await feed(data({}))).json).toEqual({ success: false, data: "Chưa có ảnh nào được chọn cho khối ảnh." });

    const [newest] = await queryRows<{ id: number }>(database.db, sql`select id from media order by id desc limit 1`);
    await rest(admin, "POST", "cuahang/v1/settings", { photo_feed: { media_ids: [newest!.id], profile_url: "https://www.instagram.com/shop/" } });
    const answer = await feed(data({}));
    expect(answer.json.success).toBe(true);
    expect([...answer.json.data.matchAll(/<li /g)]).toHaveLength(1);
  });

  it("the settings refuse ids that are not pictures' and an address that is not https, writing nothing", async () => {
    const admin = await callerFor("quantri");
    const before = await queryRows(database.db, sql`select value from options where name = 'photo_feed'`);
    for (const body of [{ media_ids: [1, 1], profile_url: "" }, { media_ids: ["1"], profile_url: "" }, { media_ids: [1], profile_url: "javascript:alert(1)" }, { media_ids: Array.from({ length: 25 }, (_, i) => i + 1), profile_url: "" }]) {
      const answer = await rest(admin, "POST", "cuahang/v1/settings", { photo_feed: body });
      expect(answer.status).toBe(400);
      expect(answer.json.code).toBe("rest_invalid_param");
    }
    expect(await queryRows(database.db, sql`select value from options where name = 'photo_feed'`)).toEqual(before);
  });
});
