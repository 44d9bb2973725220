import { sql } from "drizzle-orm";
import { afterAll, afterEach, beforeAll, describe, expect, it } from "vitest";
import { carts, sessions } from "../../../db/schema";
import { wcAjaxHandlers } from "../../../app/compat/wordpress/wc-ajax";
import * as wcAjaxRoute from "../../../app/compat/wordpress/wc-ajax.route";
import { type Database, queryRows } from "../../../app/platform/.server/db";
import { cartItemKey } from "../../support/cart-item-key";
import { testServices } from "../../support/context";
import { cloneSeededDatabase } from "../../support/db";
import { SITE, callRoute, formPost } from "./harness";
import { Shopper } from "./shopper";

let database: Database;
beforeAll(async () => {
  database = await cloneSeededDatabase();
});
afterAll(() => database.close());

/** `?wc-ajax={endpoint}` after the server's rewrite to /wc-ajax/{endpoint}. */
const wcAjax = (endpoint: string, request: Request) =>
  callRoute(wcAjaxRoute, "/wc-ajax/:endpoint", testServices(database.db), request, { endpoint });

async function expectUnknownEndpoint(answer: Response) {
  expect(answer.status).toBe(400);
  expect(answer.headers.get("content-type")).toBe("text/html; charset=UTF-8");
  expect(answer.headers.get("cache-control")).toBe("no-store");
  expect(answer.headers.get("x-robots-tag")).toBe("noindex");
  expect(await answer.text()).toBe("");
}

describe("?wc-ajax= endpoints", () => {
  afterEach(() => {
    delete wcAjaxHandlers.test_echo;
  });

  it("hands a known endpoint the request and context, and sends its answer as it is", async () => {
    wcAjaxHandlers.test_echo = async ({ request, context }) =>
      Response.json({ method: request.method, body: await request.text(), site: context.site.url });
    const answer = await wcAjax("test_echo", formPost("/wc-ajax/test_echo", { product_id: "7", quantity: "2" }));
    expect(answer.status).toBe(200);
    expect(await answer.json()).toEqual({ method: "POST", body: "product_id=7&quantity=2", site: SITE });
  });

  it("serves GET requests too", async () => {
    wcAjaxHandlers.test_echo = ({ request }) => new Response(request.method);
    expect(await (await wcAjax("test_echo", new Request(`${SITE}/wc-ajax/test_echo`))).text()).toBe("GET");
  });

  it("answers an unknown endpoint with an empty 400, on GET and POST", async () => {
    await expectUnknownEndpoint(await wcAjax("no_such_endpoint", formPost("/wc-ajax/no_such_endpoint", {})));
    await expectUnknownEndpoint(await wcAjax("no_such_endpoint", new Request(`${SITE}/wc-ajax/no_such_endpoint`)));
  });

  it("answers an empty ?wc-ajax= (rewritten to a blank endpoint) with the same 400", async () => {
    await expectUnknownEndpoint(await wcAjax(" ", new Request(`${SITE}/wc-ajax/%20`)));
  });

  it("does not take names inherited by every object for endpoints", async () => {
    for (const endpoint of ["constructor", "__proto__", "toString", "hasOwnProperty"]) {
      await expectUnknownEndpoint(await wcAjax(endpoint, formPost(`/wc-ajax/${endpoint}`, {})));
    }
  });
});

const shopper = () => new Shopper(testServices(database.db));
const count = async (table: typeof sessions | typeof carts) => (await database.db.select({ n: sql<number>`count(*)::int` }).from(table))[0]!.n;

/** The rows of the shopper's cart as stored. */
async function storedLines(s: Shopper) {
  return queryRows<{ productId: number; variationId: number | null; attributes: Record<string, string>; quantity: number }>(
    database.db,
    sql`select ci.product_id as "productId", ci.variation_id as "variationId", ci.attributes, ci.quantity
          from sessions se join carts c on c.session_id = se.id join cart_items ci on ci.cart_id = c.id
         where se.id = encode(sha256(convert_to(${s.cookies.get("cuahang_session") ?? ""}, 'UTF8')), 'hex')
         order by ci.key`,
  );
}

/** A published simple product made for these tests: 10 in stock. */
async function stockedProduct(slug: string) {
  const [p] = await queryRows<{ id: number }>(
    database.db,
    sql`insert into products (slug, name, type, status, regular_price, manage_stock, stock_quantity, stock_status)
        values (${slug}, ${`Sản phẩm thử ${slug}`}, 'simple', 'publish', 150000, true, 10, 'instock') returning id`,
  );
  return { id: p!.id, slug };
}

/**
 * A variation in stock whose id is no product's (products and variations number their rows
 * apart), with its options in its product's attributes' order (the order of the line's key).
 */
async function variationWithOwnId() {
  const [v] = await queryRows<{ id: number; productId: number; values: Record<string, string> }>(
    database.db,
    sql`select v.id, v.product_id as "productId",
               json_object_agg('attribute_pa_' || a.slug, t.slug order by pa.position, a.id) as values
          from product_variations v join products p on p.id = v.product_id
          join variation_attributes va on va.variation_id = v.id
          join attributes a on a.id = va.attribute_id join attribute_terms t on t.id = va.term_id
          join product_attributes pa on pa.product_id = v.product_id and pa.attribute_id = a.id
         where v.status = 'publish' and v.stock_status = 'instock' and p.status = 'publish'
           and (not v.manage_stock or v.stock_quantity >= 3)
           and not exists (select 1 from products x where x.id = v.id)
         group by v.id order by v.id limit 1`,
  );
  return v!;
}

const NOT_FOUND = "Sản phẩm này không tồn tại hoặc đã ngừng bán.";

describe("?wc-ajax=add_to_cart with ids WooCommerce's own script may send", () => {
  it("answers a request without product_id with an empty 200, starting no session", async () => {
    const sessionsBefore = await count(sessions);
    for (const request of [formPost("/wc-ajax/add_to_cart", { quantity: "2" }), new Request(`${SITE}/wc-ajax/add_to_cart?product_id=5`)]) {
      const answer = await wcAjax("add_to_cart", request);
      expect(answer.status).toBe(200);
      expect(answer.headers.get("content-type")).toBe("text/html; charset=UTF-8");
      expect(answer.headers.get("cache-control")).toBe("no-store");
      expect(answer.headers.get("x-robots-tag")).toBe("noindex");
      expect(answer.headers.getSetCookie()).toEqual([]);
      expect(await answer.text()).toBe("");
    }
    expect(await count(sessions)).toBe(sessionsBefore);
  });

  it("answers a product_id that is no positive whole number, or past 2^31−1, with {error, product_url} and the notice, storing no cart", async () => {
    const cartsBefore = await count(carts);
    for (const productId of ["", "abc", "-3", "1.5", "0", "2147483648", "99999999999", "99999999"]) {
      const s = shopper();
      const request = formPost("/wc-ajax/add_to_cart", { product_id: productId, quantity: "1" });
      const answer = await callRoute(wcAjaxRoute, "/wc-ajax/:endpoint", testServices(database.db), request, { endpoint: "add_to_cart" });
      expect(answer.status, productId).toBe(200);
      expect(answer.headers.get("content-type")).toBe("application/json; charset=UTF-8");
      expect(answer.headers.get("cache-control")).toBe("no-store");
      expect(await answer.json(), productId).toEqual({ error: true, product_url: `${SITE}/cua-hang/` });
      s.keep(answer.headers.getSetCookie());
      expect([...s.cookies.keys()], productId).toEqual(["cuahang_session"]);
      expect((await s.page("/cua-hang/")).frame?.notices, productId).toEqual([{ kind: "error", text: NOT_FOUND }]);
    }
    expect(await count(carts)).toBe(cartsBefore);
  });

  it("refuses a variation_id or quantity past 2^31−1 or otherwise absurd, adding nothing", async () => {
    const p = await stockedProduct("so-vo-ly");
    const cases: Array<[Record<string, string>, string, string]> = [
      [{ variation_id: "2147483648" }, `${SITE}/cua-hang/`, NOT_FOUND],
      [{ variation_id: "99999999999" }, `${SITE}/cua-hang/`, NOT_FOUND],
      [{ variation_id: "abc" }, `${SITE}/cua-hang/`, NOT_FOUND],
      [{ variation_id: "-1" }, `${SITE}/cua-hang/`, NOT_FOUND],
      [{ quantity: "2147483648" }, `${SITE}/san-pham/${p.slug}/`, "Số lượng phải là một số nguyên từ 0 đến 9999."],
      [{ quantity: "99999999999999999999" }, `${SITE}/san-pham/${p.slug}/`, "Số lượng phải là một số nguyên từ 0 đến 9999."],
      [{ quantity: "1e3" }, `${SITE}/san-pham/${p.slug}/`, "Số lượng phải là một số nguyên từ 0 đến 9999."],
    ];
    for (const [fields, productUrl, notice] of cases) {
      const s = shopper();
      const answer = await s.wcAjax("add_to_cart", { product_id: String(p.id), ...fields });
      expect(answer.status, JSON.stringify(fields)).toBe(200);
      expect(answer.json(), JSON.stringify(fields)).toEqual({ error: true, product_url: productUrl });
      expect(await storedLines(s)).toEqual([]);
      expect((await s.page("/")).frame?.notices).toEqual([{ kind: "error", text: notice }]);
    }
  });

  it("takes a variation's own id as product_id: its product with that variation and its options", async () => {
    const v = await variationWithOwnId();
    const s = shopper();
    const answer = await s.wcAjax("add_to_cart", { product_id: String(v.id), quantity: "2" });
    expect(answer.status).toBe(200);
    expect(Object.keys(answer.json()).sort()).toEqual(["cart_hash", "fragments"]);
    expect(answer.json().cart_hash).toBe(s.cookies.get("woocommerce_cart_hash"));
    expect(await storedLines(s)).toEqual([{ productId: v.productId, variationId: v.id, attributes: v.values, quantity: 2 }]);
    const fragments = answer.json().fragments as Record<string, string>;
    expect(fragments["div.widget_shopping_cart_content"]).toContain(`data-cart_item_key="${cartItemKey(v.productId, v.id, v.values)}"`);
  });
});
