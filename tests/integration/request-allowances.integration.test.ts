import { sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import * as cartRoute from "../../app/routes/cart";
import * as checkoutRoute from "../../app/routes/checkout";
import * as productRoute from "../../app/routes/product";
import * as layoutRoute from "../../app/routes/site-layout";
import * as wcAjaxRoute from "../../app/compat/wordpress/wc-ajax.route";
import * as wpJsonRoute from "../../app/compat/wordpress/wp-json.route";
import { purgeRefilledAllowances, takeAllowance } from "../../app/platform/.server/allowances";
import { type Database, queryRows } from "../../app/platform/.server/db";
import { requestContext, testServices } from "../support/context";
import { cloneSeededDatabase } from "../support/db";
import { SITE, callRoute, formPost } from "./wordpress/harness";
import { Shopper } from "./wordpress/shopper";

/*
 * Anonymous writes from one client address are bounded (lib/constants.ts `requestAllowances`):
 * 60 adds to cart a minute, 10 reviews an hour, 10 orders in 10 minutes, 30 new sessions a minute.
 * Past them each contract answers in its own shape and nothing is written.
 */
let database: Database;
beforeAll(async () => {
  database = await cloneSeededDatabase();
});
afterAll(() => database.close());

/** The clock every request of these tests reads; moved to refill allowances. */
let clock = new Date();
const services = () => testServices(database.db, () => clock);
const later = (ms: number) => {
  clock = new Date(clock.getTime() + ms);
};

let addresses = 0;
/** An address of its own for each test, so that they spend no allowance of another. */
const newAddress = () => `203.0.113.${++addresses}`;

const count = async (table: "sessions" | "cart_items" | "orders" | "reviews") =>
  (await queryRows<{ n: number }>(database.db, sql`select count(*)::int as n from ${sql.identifier(table)}`))[0]!.n;

async function product(): Promise<{ id: number; slug: string }> {
  const [p] = await queryRows<{ id: number; slug: string }>(
    database.db,
    sql`insert into products (slug, name, type, status, regular_price, manage_stock, stock_status)
        values (${`gioi-han-${Math.random().toString(36).slice(2, 9)}`}, 'Khăn thử giới hạn', 'simple', 'publish', 90000, false, 'instock')
        returning id, slug`,
  );
  return p!;
}

/** Whatever a page's action threw or answered: its status, its data and its headers. */
async function pageAnswer(run: () => Promise<unknown>): Promise<{ status: number; data: unknown; headers: Headers }> {
  const read = (value: unknown) => {
    if (value instanceof Response) return { status: value.status, data: null, headers: value.headers };
    const d = value as { type?: string; init?: { status?: number; headers?: HeadersInit }; data?: unknown };
    if (d?.type === "DataWithResponseInit") return { status: d.init?.status ?? 200, data: d.data, headers: new Headers(d.init?.headers) };
    return { status: 200, data: value, headers: new Headers() };
  };
  try {
    return read(await run());
  } catch (thrown) {
    if (thrown instanceof Response || (thrown as { type?: string })?.type === "DataWithResponseInit") return read(thrown);
    throw thrown;
  }
}

/** `count` adds of `productId` through WooCommerce's AJAX call, each answered with the cart's fragments. */
async function addMany(shopper: Shopper, productId: number, times: number) {
  for (let i = 0; i < times; i++) {
    const answer = await shopper.wcAjax("add_to_cart", { product_id: String(productId) });
    expect(Object.keys(answer.json()).sort(), `add ${i + 1}`).toEqual(["cart_hash", "fragments"]);
  }
}

const TOO_MANY_ADDS = "Bạn thêm vào giỏ hàng quá nhanh. Vui lòng đợi một lát rồi thử lại.";

describe("adds to cart: 60 a minute from one address", () => {
  it("?wc-ajax=add_to_cart: the 61st is WooCommerce's {error, product_url} with Retry-After, adding nothing; another address adds, and so does this one a second later", async () => {
    const p = await product();
    const ip = newAddress();
    const shopper = new Shopper(services(), { clientIp: ip });
    await addMany(shopper, p.id, 60);
    const lines = await count("cart_items");

    const answer = await shopper.wcAjax("add_to_cart", { product_id: String(p.id) });
    expect(answer.status).toBe(200);
    expect(answer.json()).toEqual({ error: true, product_url: `${SITE}/cua-hang/` });
    expect(await count("cart_items")).toBe(lines);
    const [line] = await queryRows<{ quantity: number }>(database.db, sql`select quantity from cart_items where product_id = ${p.id}`);
    expect(line!.quantity).toBe(60);
    expect((await shopper.page("/")).frame?.notices).toEqual([{ kind: "error", text: TOO_MANY_ADDS }]);

    const neighbour = new Shopper(services(), { clientIp: newAddress() });
    expect(Object.keys((await neighbour.wcAjax("add_to_cart", { product_id: String(p.id) })).json()).sort()).toEqual(["cart_hash", "fragments"]);

    later(1000);
    expect(Object.keys((await shopper.wcAjax("add_to_cart", { product_id: String(p.id) })).json()).sort()).toEqual(["cart_hash", "fragments"]);
    expect((await shopper.wcAjax("add_to_cart", { product_id: String(p.id) })).json()).toEqual({ error: true, product_url: `${SITE}/cua-hang/` });
  });

  it("sends Retry-After with that refusal: when the next add may come", async () => {
    const p = await product();
    const ip = newAddress();
    await addMany(new Shopper(services(), { clientIp: ip }), p.id, 60);
    const request = formPost("/wc-ajax/add_to_cart", { product_id: String(p.id) });
    const answer = await callRoute(wcAjaxRoute, "/wc-ajax/:endpoint", services(), request, { endpoint: "add_to_cart" }, { clientIp: ip });
    expect(answer.headers.get("retry-after")).toBe("1");
    expect(answer.headers.get("content-type")).toBe("application/json; charset=UTF-8");
  });

  it("one allowance for every way of adding: past it a link, the product page's form and the cart page's form answer the 429 page, adding nothing", async () => {
    const p = await product();
    const ip = newAddress();
    const shopper = new Shopper(services(), { clientIp: ip });
    await addMany(shopper, p.id, 60);
    const lines = await count("cart_items");

    const link = await shopper.page(`/cua-hang/?add-to-cart=${p.id}`);
    expect(link.redirect?.status).toBe(429);
    // The page's document carries the refusal's Retry-After, through the frame that shows the error.
    expect(new Headers(layoutRoute.headers({ errorHeaders: link.redirect!.headers } as never)).get("retry-after")).toBe("1");

    for (const [route, path, params] of [
      [productRoute, `/san-pham/${p.slug}/`, { slug: p.slug }],
      [cartRoute, "/gio-hang/", {}],
    ] as const) {
      const request = formPost(path, { "add-to-cart": String(p.id), quantity: "1" }, shopper.headers());
      const answer = await pageAnswer(() => route.action({ request, params, context: requestContext(services(), request, { clientIp: ip }) } as never));
      expect([answer.status, answer.headers.get("retry-after")], path).toEqual([429, "1"]);
    }
    expect(await count("cart_items")).toBe(lines);
  });

  it("counts the machine itself (loopback) never, and stores nothing for it", async () => {
    const requester = { db: database.db, clientIp: "127.0.0.1", now: () => clock };
    for (let i = 0; i < 100; i++) expect(await takeAllowance(requester, "add_to_cart")).toEqual({ ok: true });
    expect(await queryRows(database.db, sql`select 1 from request_allowances where address like '127.%'`)).toEqual([]);
  });

  it("gives exactly 60 of 75 adds asked for at once, however the requests interleave", async () => {
    const requester = { db: database.db, clientIp: newAddress(), now: () => clock };
    const answers = await Promise.all(Array.from({ length: 75 }, () => takeAllowance(requester, "add_to_cart")));
    expect(answers.filter((a) => a.ok)).toHaveLength(60);
    expect(answers.filter((a) => !a.ok)).toEqual(Array.from({ length: 15 }, () => ({ ok: false, retryAfterSeconds: 1 })));
  });
});

describe("reviews: 10 an hour from one address", () => {
  it("the 11th is the form's own error with a 429 and what was typed, storing nothing; one more six minutes later", async () => {
    const p = await product();
    const ip = newAddress();
    const post = async (n: number) => {
      const fields = { intent: "review", rating: "4", comment: `Khăn mềm, lần ${n}.`, author: "Lan", email: "lan@example.vn" };
      const request = formPost(`/san-pham/${p.slug}/`, fields);
      return pageAnswer(() => productRoute.action({ request, params: { slug: p.slug }, context: requestContext(services(), request, { clientIp: ip }) } as never));
    };
    for (let n = 1; n <= 10; n++) expect((await post(n)).status, `review ${n}`).toBe(303);
    const reviews = await count("reviews");

    const refused = await post(11);
    expect(refused.status).toBe(429);
    expect(refused.headers.get("retry-after")).toBe("360");
    expect(refused.data).toEqual({
      reviewForm: {
        errors: { comment: "Bạn đã gửi quá nhiều đánh giá trong thời gian ngắn. Vui lòng thử lại sau." },
        values: { rating: "4", comment: "Khăn mềm, lần 11.", author: "Lan", email: "lan@example.vn" },
      },
    });
    expect(await count("reviews")).toBe(reviews);

    later(360_000);
    expect((await post(12)).status).toBe(303);
  });
});

describe("orders: 10 in 10 minutes from one address", () => {
  const BILLING = {
    billing_full_name: "Lê Hoàng Nam",
    billing_phone: "0912 345 678",
    billing_email: "nam@example.vn",
    billing_province: "Đà Nẵng",
    billing_ward: "Phường Hải Châu",
    billing_address_1: "45 Bạch Đằng",
    shipping_method: "flat_rate",
    payment_method: "cod",
    terms: "on",
  };
  const TOO_MANY_ORDERS = "Bạn đã đặt quá nhiều đơn hàng trong thời gian ngắn. Vui lòng đợi vài phút rồi thử lại.";

  it("past them ?wc-ajax=checkout answers WooCommerce's failure, the page a 429 with its message, the Store API rate_limit_exceeded; no order", async () => {
    const p = await product();
    const ip = newAddress();
    const shopper = new Shopper(services(), { clientIp: ip });
    // One submission token per order, as each checkout page shows its own.
    const token = (n: number) => `gioi-han-don-hang-${n}-${ip.replaceAll(".", "-")}`;
    const cartHash = async () => String((await shopper.wcAjax("add_to_cart", { product_id: String(p.id) })).json().cart_hash);
    for (let n = 1; n <= 10; n++) {
      const placed = (await shopper.wcAjax("checkout", { ...BILLING, checkout_token: token(n), cart_hash: await cartHash() })).json();
      expect(placed.result, `order ${n}`).toBe("success");
    }
    const hash = await cartHash();
    const orders = await count("orders");

    const ajax = await shopper.wcAjax("checkout", { ...BILLING, checkout_token: token(11), cart_hash: hash });
    expect(ajax.status).toBe(200);
    expect(ajax.json()).toEqual({
      result: "failure",
      messages: `<ul class="woocommerce-error" role="alert"><li>${TOO_MANY_ORDERS}</li></ul>`,
      refresh: false,
      reload: false,
    });

    const pageRequest = formPost("/thanh-toan/", { ...BILLING, checkout_token: token(12), cart_hash: hash }, shopper.headers());
    const page = await pageAnswer(() => checkoutRoute.action({ request: pageRequest, params: {}, context: requestContext(services(), pageRequest, { clientIp: ip }) } as never));
    expect(page.status).toBe(429);
    expect(page.data).toMatchObject({ refusal: { errors: {}, message: TOO_MANY_ORDERS } });

    const storeApi = async (nonce?: string) => {
      const request = new Request(`${SITE}/wp-json/wc/store/v1/checkout`, {
        method: "POST",
        headers: { "Content-Type": "application/json", ...shopper.headers(), ...(nonce ? { Nonce: nonce } : {}) },
        body: JSON.stringify({
          billing_address: { first_name: "Hoàng Nam", last_name: "Lê", phone: "0912 345 678", email: "nam@example.vn", state: "Đà Nẵng", address_2: "Phường Hải Châu", address_1: "45 Bạch Đằng", country: "VN" },
          payment_method: "cod",
        }),
      });
      return callRoute(wpJsonRoute, "/wp-json/*", services(), request, { "*": "wc/store/v1/checkout" }, { clientIp: ip });
    };
    const refused = await storeApi((await storeApi()).headers.get("nonce")!);
    expect(refused.status).toBe(429);
    expect(await refused.json()).toEqual({ code: "rate_limit_exceeded", message: TOO_MANY_ORDERS, data: { status: 429 } });
    expect(Object.fromEntries(["ratelimit-limit", "ratelimit-remaining", "ratelimit-retry-after", "retry-after"].map((h) => [h, refused.headers.get(h)]))).toEqual({
      "ratelimit-limit": "10",
      "ratelimit-remaining": "0",
      "ratelimit-retry-after": "60",
      "retry-after": "60",
    });
    expect(refused.headers.get("ratelimit-reset")).toBe(String(Math.floor(clock.getTime() / 1000) + 60));

    expect(await count("orders")).toBe(orders);
    later(60_000);
    expect((await shopper.wcAjax("checkout", { ...BILLING, checkout_token: token(13), cart_hash: hash })).json().result).toBe("success");
  });
});

describe("new sessions: 30 a minute from one address", () => {
  it("refused adds that start a session for their notice start 30; the 31st answers 429 and starts none, by link or by AJAX", async () => {
    const ip = newAddress();
    for (let n = 1; n <= 30; n++) {
      const link = await new Shopper(services(), { clientIp: ip }).page("/cua-hang/?add-to-cart=2147483648");
      expect(link.redirect?.status, `link ${n}`).toBe(302);
      expect(link.setCookies.filter((c) => c.startsWith("cuahang_session=")), `link ${n}`).toHaveLength(1);
    }
    const sessions = await count("sessions");

    const link = await new Shopper(services(), { clientIp: ip }).page("/cua-hang/?add-to-cart=2147483648");
    expect(link.redirect?.status).toBe(429);
    expect(link.setCookies).toEqual([]);
    const ajax = await new Shopper(services(), { clientIp: ip }).wcAjax("add_to_cart", { product_id: String((await product()).id) });
    expect(ajax.json()).toEqual({ error: true, product_url: `${SITE}/cua-hang/` });
    expect(ajax.setCookies).toEqual([]);
    expect(await count("sessions")).toBe(sessions);

    // A visitor who has a session goes on adding.
    const returning = new Shopper(services(), { clientIp: newAddress() });
    await addMany(returning, (await product()).id, 1);
    const again = new Shopper(services(), { clientIp: ip });
    again.cookies.set("cuahang_session", returning.cookies.get("cuahang_session")!);
    await addMany(again, (await product()).id, 1);
  });
});

describe("purgeRefilledAllowances", () => {
  it("deletes the buckets untouched for the longest period (full again), and only those", async () => {
    // Long before the other tests' clock, so that their buckets are younger and stay.
    const now = new Date(Date.UTC(2001, 0, 1));
    const ago = (ms: number) => new Date(now.getTime() - ms).toISOString();
    const hour = 3_600_000;
    await database.db.execute(sql`
      insert into request_allowances (action, address, tokens, updated_at) values
        ('review', '198.51.100.1', 0, ${ago(hour + 1)}::timestamptz),
        ('add_to_cart', '198.51.100.2', 0, ${ago(2 * hour)}::timestamptz),
        ('review', '198.51.100.3', 0, ${ago(hour - 1000)}::timestamptz)`);
    const before = (await queryRows<{ n: number }>(database.db, sql`select count(*)::int as n from request_allowances`))[0]!.n;

    expect(await purgeRefilledAllowances(database.db, now)).toBe(2);
    const left = await queryRows<{ address: string }>(database.db, sql`select address from request_allowances where address like '198.51.100.%'`);
    expect(left).toEqual([{ address: "198.51.100.3" }]);
    expect((await queryRows<{ n: number }>(database.db, sql`select count(*)::int as n from request_allowances`))[0]!.n).toBe(before - 2);
  });
});
