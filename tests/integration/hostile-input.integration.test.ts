import { sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import * as adminAjaxRoute from "../../app/compat/wordpress/admin-ajax.route";
import * as wcAjaxRoute from "../../app/compat/wordpress/wc-ajax.route";
import * as wpJsonRoute from "../../app/compat/wordpress/wp-json.route";
import { type Database, queryRows } from "../../app/platform/.server/db";
import * as cartRoute from "../../app/routes/cart";
import * as checkoutRoute from "../../app/routes/checkout";
import * as homeRoute from "../../app/routes/home";
import * as orderReceivedRoute from "../../app/routes/order-received";
import * as productRoute from "../../app/routes/product";
import * as productTagRoute from "../../app/routes/product-tag";
import { requestContext, testServices } from "../support/context";
import { cloneSeededDatabase } from "../support/db";
import { SITE, callRoute, formPost } from "./wordpress/harness";
import { Shopper } from "./wordpress/shopper";

/*
 * Input as an attacker sends it, each of which once reached the database and answered 500: ids
 * past PostgreSQL's integer, a NUL in text, and page forms posted as something other than a
 * form. Each now gets its contract's own answer and changes no row.
 */
let database: Database;
beforeAll(async () => {
  database = await cloneSeededDatabase();
});
afterAll(() => database.close());

const services = () => testServices(database.db);

type Table = "sessions" | "carts" | "cart_items" | "orders" | "order_items" | "reviews";
const TABLES: Table[] = ["sessions", "carts", "cart_items", "orders", "order_items", "reviews"];

/** The row count of every table a shopper's request may write. */
async function rowCounts(): Promise<Record<Table, number>> {
  const counts = {} as Record<Table, number>;
  for (const table of TABLES) {
    counts[table] = (await queryRows<{ n: number }>(database.db, sql`select count(*)::int as n from ${sql.identifier(table)}`))[0]!.n;
  }
  return counts;
}

/** Runs `request` and checks that no table a shopper can write has gained or lost a row. */
async function changingNoRow<T>(request: () => Promise<T>): Promise<T> {
  const before = await rowCounts();
  const answer = await request();
  expect(await rowCounts()).toEqual(before);
  return answer;
}

/** What a page's loader or action answered: data, or the status of what it threw. */
async function pageAnswer(run: () => Promise<unknown>): Promise<{ status: number; data: unknown }> {
  try {
    const answer = await run();
    if (answer instanceof Response) return { status: answer.status, data: null };
    const init = (answer as { type?: string; init?: { status?: number }; data?: unknown }) ?? {};
    return init.type === "DataWithResponseInit" ? { status: init.init?.status ?? 200, data: init.data } : { status: 200, data: answer };
  } catch (thrown) {
    if (thrown instanceof Response) return { status: thrown.status, data: null };
    const init = thrown as { type?: string; init?: { status?: number }; data?: unknown };
    if (init?.type === "DataWithResponseInit") return { status: init.init?.status ?? 500, data: init.data };
    throw thrown;
  }
}

async function simpleProduct(): Promise<{ id: number; slug: string; name: string }> {
  const [p] = await queryRows<{ id: number; slug: string; name: string }>(
    database.db,
    sql`insert into products (slug, name, type, status, regular_price, manage_stock, stock_status)
        values (${`vao-xau-${Math.random().toString(36).slice(2, 9)}`}, 'Túi thử đầu vào xấu', 'simple', 'publish', 120000, false, 'instock')
        returning id, slug, name`,
  );
  return p!;
}

async function shopperWithCart(): Promise<{ shopper: Shopper; cartHash: string }> {
  const shopper = new Shopper(services());
  const added = (await shopper.wcAjax("add_to_cart", { product_id: String((await simpleProduct()).id), quantity: "2" })).json();
  return { shopper, cartHash: String(added.cart_hash) };
}

const CONTROL_REFUSED = "Nội dung có ký tự điều khiển, không thể lưu. Vui lòng nhập lại.";

const BILLING = {
  billing_full_name: "Phạm Thu Hà",
  billing_phone: "0912 345 678",
  billing_email: "thuha@example.vn",
  billing_province: "Cần Thơ",
  billing_ward: "Phường Ninh Kiều",
  billing_address_1: "8 Hai Bà Trưng",
  shipping_method: "flat_rate",
  payment_method: "cod",
  terms: "on",
};

describe("ids past PostgreSQL's integer", () => {
  it("quick view: product=9999999999 is a malformed id, answered 400 with the popup's message", async () => {
    const s = new Shopper(services());
    for (const product of ["9999999999", "2147483648"]) {
      const answer = await changingNoRow(() => s.adminAjax({ action: "flatsome_quickview", product }));
      expect(answer.status, product).toBe(400);
      expect(answer.body).toBe('<p class="quick-view-error" role="alert">Không tìm thấy sản phẩm này. Có thể sản phẩm đã ngừng bán.</p>');
    }
    const viaQuery = await callRoute(adminAjaxRoute, "/wp-admin/admin-ajax.php", services(), new Request(`${SITE}/wp-admin/admin-ajax.php?action=flatsome_quickview&product=9999999999`), {});
    expect(viaQuery.status).toBe(400);
    expect(viaQuery.headers.get("content-type")).toBe("text/html; charset=UTF-8");
  });

  it("order received: /thanh-toan/order-received/9999999999/ with a well-formed key is the 404 page", async () => {
    for (const orderId of ["9999999999", "2147483648"]) {
      const request = new Request(`${SITE}/thanh-toan/order-received/${orderId}/?key=wc_order_AbCdEfGhIjKlM`);
      const answer = await changingNoRow(() => pageAnswer(() => orderReceivedRoute.loader({ request, params: { orderId }, context: requestContext(services(), request) } as never)));
      expect(answer, orderId).toEqual({ status: 404, data: null });
    }
  });
});

describe("a NUL (or another control character) in text", () => {
  it("search page ?s=a%00b: searched as 'a b'", async () => {
    const run = async (query: string) => {
      const request = new Request(`${SITE}/?s=${query}`);
      return (await homeRoute.loader({ request, params: {}, context: requestContext(services(), request) } as never)) as {
        kind: string;
        search: { request: { query: string }; answer: unknown };
      };
    };
    const withNul = await changingNoRow(() => run("%C3%A1o%00thun"));
    const plain = await run("%C3%A1o+thun");
    expect(withNul.kind).toBe("search");
    expect(withNul.search.request.query).toBe("áo thun");
    expect(withNul.search.answer).toEqual(plain.search.answer);
  });

  it("suggestions (flatsome_ajax_search_products): the same suggestions as without it", async () => {
    const s = new Shopper(services());
    const withNul = await changingNoRow(() => s.adminAjax({ action: "flatsome_ajax_search_products", query: "áo\u0000thun" }));
    const plain = await s.adminAjax({ action: "flatsome_ajax_search_products", query: "áo thun" });
    expect(withNul.status).toBe(200);
    expect((withNul.json().suggestions as unknown[]).length).toBeGreaterThan(0);
    expect(withNul.json()).toEqual(plain.json());
  });

  it("instant search (GET /wp-json/wpcom/v2/search): the same answer as without it", async () => {
    const search = (query: string) => callRoute(wpJsonRoute, "/wp-json/*", services(), new Request(`${SITE}/wp-json/wpcom/v2/search?s=${query}`), { "*": "wpcom/v2/search" });
    const withNul = await changingNoRow(() => search("%C3%A1o%00thun%1B"));
    expect(withNul.status).toBe(200);
    const body = await withNul.json();
    expect(body.total).toBeGreaterThan(0);
    expect(body).toEqual(await (await search("%C3%A1o+thun")).json());
  });

  it("a review's author and comment: the form's own errors, 400, and no review stored", async () => {
    const p = await simpleProduct();
    const request = formPost(`/san-pham/${p.slug}/`, { intent: "review", rating: "5", comment: "Túi\u0000 đẹp", author: "Lan\u0000", email: "lan@example.vn" });
    const answer = await changingNoRow(() => pageAnswer(() => productRoute.action({ request, params: { slug: p.slug }, context: requestContext(services(), request) } as never)));
    expect(answer).toEqual({
      status: 400,
      data: {
        reviewForm: {
          errors: { comment: CONTROL_REFUSED, author: CONTROL_REFUSED },
          values: { rating: "5", comment: "Túi\u0000 đẹp", author: "Lan\u0000", email: "lan@example.vn" },
        },
      },
    });
  });

  it("the checkout page's fields: each field's error, 400, and no order", async () => {
    const { shopper, cartHash } = await shopperWithCart();
    const request = formPost("/thanh-toan/", { ...BILLING, billing_full_name: "Thu\u0000Hà", order_comments: "giao\u0000sáng", checkout_token: "trang-thanh-toan-nul-01", cart_hash: cartHash }, shopper.headers());
    const answer = await changingNoRow(() => pageAnswer(() => checkoutRoute.action({ request, params: {}, context: requestContext(services(), request) } as never)));
    expect(answer.status).toBe(400);
    expect(answer.data).toMatchObject({ refusal: { errors: { billing_full_name: CONTROL_REFUSED, order_comments: CONTROL_REFUSED }, message: null } });
    expect(Object.keys((answer.data as { refusal: { errors: object } }).refusal.errors)).toEqual(["billing_full_name", "order_comments"]);
  });

  it("?wc-ajax=checkout: WooCommerce's failure with each field's error, and no order", async () => {
    const { shopper, cartHash } = await shopperWithCart();
    const answer = await changingNoRow(() =>
      shopper.wcAjax("checkout", { ...BILLING, billing_address_1: "8 Hai Bà Trưng\u0000", checkout_token: "trang-thanh-toan-nul-02", cart_hash: cartHash }),
    );
    expect(answer.status).toBe(200);
    expect(answer.json()).toEqual({
      result: "failure",
      messages: `<ul class="woocommerce-error" role="alert"><li data-id="billing_address_1">${CONTROL_REFUSED}</li></ul>`,
      refresh: false,
      reload: false,
    });
  });

  it("the Store API's customer_note: rest_invalid_param naming it, 400, and no order", async () => {
    const { shopper } = await shopperWithCart();
    const post = async (nonce?: string) => {
      const request = new Request(`${SITE}/wp-json/wc/store/v1/checkout`, {
        method: "POST",
        headers: { "Content-Type": "application/json", ...shopper.headers(), ...(nonce ? { Nonce: nonce } : {}) },
        body: JSON.stringify({
          billing_address: { first_name: "Thị Lan", last_name: "Nguyễn", phone: "090 123 4567", email: "lan@example.vn", state: "Hà Nội", address_2: "Phường Ba Đình", address_1: "12 Phố Hàng Bông", country: "VN" },
          customer_note: "Giao\u0000 giờ hành chính",
          payment_method: "cod",
        }),
      });
      return callRoute(wpJsonRoute, "/wp-json/*", services(), request, { "*": "wc/store/v1/checkout" });
    };
    const nonce = (await post()).headers.get("nonce")!;
    const answer = await changingNoRow(() => post(nonce));
    expect(answer.status).toBe(400);
    expect(await answer.json()).toEqual({
      code: "rest_invalid_param",
      message: "Thông tin đặt hàng chưa hợp lệ: customer_note.",
      data: { status: 400, params: { customer_note: CONTROL_REFUSED }, details: { order_comments: CONTROL_REFUSED } },
    });
  });

  it("an option's value in ?wc-ajax=add_to_cart: left out as not chosen, so the cart asks for it and adds nothing", async () => {
    const [v] = await queryRows<{ productId: number; slug: string; name: string; values: Record<string, string> }>(
      database.db,
      sql`select p.id as "productId", p.slug, p.name, jsonb_object_agg('attribute_pa_' || a.slug, t.slug) as values
          from product_variations v join products p on p.id = v.product_id
          join variation_attributes va on va.variation_id = v.id
          join attributes a on a.id = va.attribute_id join attribute_terms t on t.id = va.term_id
          where p.type = 'variable' and p.status = 'publish' and v.status = 'publish' and v.stock_status = 'instock'
          group by v.id, p.id order by v.id limit 1`,
    );
    const fields = Object.fromEntries(Object.entries(v!.values).map(([name, value], i) => [name, i === 0 ? `${value}\u0000` : value]));
    // A shopper with a cart already: the refusal's notice goes into their session.
    const { shopper } = await shopperWithCart();
    const answer = await changingNoRow(() => shopper.wcAjax("add_to_cart", { product_id: String(v!.productId), ...fields }));
    expect(answer.status).toBe(200);
    expect(answer.json()).toEqual({ error: true, product_url: `${SITE}/san-pham/${v!.slug}/` });
    expect((await shopper.page("/")).frame?.notices).toEqual([
      { kind: "error", text: `Vui lòng chọn đầy đủ các tùy chọn của “${v!.name}” trước khi thêm vào giỏ hàng.` },
    ]);
  });

  it("a slug in the address (/san-pham/a%00b/, /tu-khoa-san-pham/a%00b/): the 404 page, never queried", async () => {
    const slug = "ao\u0000thun";
    const productPage = new Request(`${SITE}/san-pham/ao%00thun/`);
    expect(await pageAnswer(() => productRoute.loader({ request: productPage, params: { slug }, context: requestContext(services(), productPage) } as never))).toEqual({ status: 404, data: null });
    const posted = formPost("/san-pham/ao%00thun/", { "add-to-cart": "1" });
    expect(await changingNoRow(() => pageAnswer(() => productRoute.action({ request: posted, params: { slug }, context: requestContext(services(), posted) } as never)))).toEqual({ status: 404, data: null });
    const tagPage = new Request(`${SITE}/tu-khoa-san-pham/ao%00thun/`);
    expect(await pageAnswer(() => productTagRoute.loader({ request: tagPage, params: { slug }, context: requestContext(services(), tagPage) } as never))).toEqual({ status: 404, data: null });
  });
});

describe("page forms posted as something other than a form", () => {
  const BODIES: Array<[string, Record<string, string>, string, number]> = [
    ["JSON", { "Content-Type": "application/json" }, JSON.stringify({ "add-to-cart": "1", intent: "review" }), 415],
    ["text/plain", { "Content-Type": "text/plain;charset=UTF-8" }, "add-to-cart=1", 415],
    ["no Content-Type", {}, "add-to-cart=1", 415],
    ["broken multipart", { "Content-Type": "multipart/form-data; boundary=----x" }, "------x\r\nContent-Disposition: form-data; name=\"a\"\r\n\r\n1", 400],
    ["multipart without a boundary", { "Content-Type": "multipart/form-data" }, "add-to-cart=1", 400],
  ];
  const post = (path: string, headers: Record<string, string>, body: string, cookies: Record<string, string> = {}) => {
    const request = new Request(`${SITE}${path}`, { method: "POST", headers: { ...headers, ...cookies }, body });
    // A body without a Content-Type gets one from fetch; the raw request had none.
    if (!("Content-Type" in headers)) request.headers.delete("content-type");
    return request;
  };

  it("/thanh-toan/: the 415 or 400 page, and no order", async () => {
    const { shopper } = await shopperWithCart();
    for (const [kind, headers, body, status] of BODIES) {
      const request = post("/thanh-toan/", headers, body, shopper.headers());
      const answer = await changingNoRow(() => pageAnswer(() => checkoutRoute.action({ request, params: {}, context: requestContext(services(), request) } as never)));
      expect(answer, kind).toEqual({ status, data: null });
    }
  });

  it("/gio-hang/: the 415 or 400 page, and the cart as it was", async () => {
    const { shopper } = await shopperWithCart();
    for (const [kind, headers, body, status] of BODIES) {
      const request = post("/gio-hang/", headers, body, shopper.headers());
      const answer = await changingNoRow(() => pageAnswer(() => cartRoute.action({ request, params: {}, context: requestContext(services(), request) } as never)));
      expect(answer, kind).toEqual({ status, data: null });
    }
  });

  it("/san-pham/{slug}/: the 415 or 400 page, nothing added and no review", async () => {
    const p = await simpleProduct();
    for (const [kind, headers, body, status] of BODIES) {
      const request = post(`/san-pham/${p.slug}/`, headers, body);
      const answer = await changingNoRow(() => pageAnswer(() => productRoute.action({ request, params: { slug: p.slug }, context: requestContext(services(), request) } as never)));
      expect(answer, kind).toEqual({ status, data: null });
    }
  });

  it("WordPress's endpoints read such a body as no fields, as PHP's $_POST: each answers its own missing-field error", async () => {
    for (const [kind, headers, body] of BODIES) {
      const addRequest = post("/wc-ajax/add_to_cart", headers, body);
      const add = await changingNoRow(() => callRoute(wcAjaxRoute, "/wc-ajax/:endpoint", services(), addRequest, { endpoint: "add_to_cart" }));
      expect([add.status, await add.text()], kind).toEqual([200, ""]);
      const ajaxRequest = post("/wp-admin/admin-ajax.php", headers, body);
      const ajax = await changingNoRow(() => callRoute(adminAjaxRoute, "/wp-admin/admin-ajax.php", services(), ajaxRequest, {}));
      expect([ajax.status, await ajax.text()], kind).toEqual([400, "0"]);
    }
  });
});
