import { eq } from "drizzle-orm";
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from "vitest";
import * as adminAjaxRoute from "../../../app/compat/wordpress/admin-ajax.route";
import { type RestRoute, restRoutes } from "../../../app/compat/wordpress/rest";
import * as wpJsonRoute from "../../../app/compat/wordpress/wp-json.route";
import type { Database } from "../../../app/platform/.server/db";
import { users } from "../../../db/schema";
import { signInAs, testServices } from "../../support/context";
import { cloneSeededDatabase } from "../../support/db";
import { SITE, callRoute, startSession } from "./harness";

let database: Database;
beforeAll(async () => {
  database = await cloneSeededDatabase();
});
afterAll(() => database.close());

/** Just after a nonce tick starts (ticks change at 00:00 and 12:00 UTC). */
const T0 = new Date(Date.UTC(2026, 10, 25, 0, 0, 1));
const HOUR = 3_600_000;
let now = T0;
const services = () => testServices(database.db, () => now);

/** `/wp-json/{path}`: the router hands the rest of the path to the route as its splat. */
function wpJson(path: string, init: RequestInit = {}): Promise<Response> {
  const url = new URL(`/wp-json/${path}`, SITE);
  return callRoute(wpJsonRoute, "/wp-json/*", services(), new Request(url, init), { "*": url.pathname.slice("/wp-json/".length) });
}

async function restNonce(cookie?: string): Promise<string> {
  const request = new Request(`${SITE}/wp-admin/admin-ajax.php?action=rest-nonce`, { headers: cookie ? { cookie } : {} });
  return (await callRoute(adminAjaxRoute, "/wp-admin/admin-ajax.php", services(), request, {})).text();
}

/** A throwaway route that reports what the dispatcher handed it. */
const echoRoute: RestRoute = {
  // Not anchored on purpose: the dispatcher must still match the whole path.
  pattern: /\/test\/v1\/items\/(?<id>\d+)/,
  methods: ["GET", "POST", "DELETE"],
  namespace: "test/v1",
  handler: ({ params, method, userId }) => Response.json({ params, method, userId }, { status: 201 }),
};
beforeEach(() => {
  restRoutes.push(echoRoute);
});
afterEach(() => {
  restRoutes.splice(restRoutes.indexOf(echoRoute), 1);
  now = T0;
});

const JSON_TYPE = "application/json; charset=UTF-8";

async function expectRestError(answer: Response, status: number, code: string, message: string) {
  expect(answer.status).toBe(status);
  expect(answer.headers.get("content-type")).toBe(JSON_TYPE);
  expect(await answer.json()).toEqual({ code, message, data: { status } });
}
const expectNoRoute = (answer: Response) =>
  expectRestError(answer, 404, "rest_no_route", "Không tìm thấy route nào khớp với URL và phương thức yêu cầu.");
const expectInvalidNonce = (answer: Response) =>
  expectRestError(answer, 403, "rest_cookie_invalid_nonce", "Mã xác thực cookie không hợp lệ.");

describe("GET /wp-json/", () => {
  it("answers the REST index with WordPress's fields", async () => {
    const answer = await wpJson("");
    expect(answer.status).toBe(200);
    expect(answer.headers.get("content-type")).toBe(JSON_TYPE);
    const index = await answer.json();
    expect(Object.keys(index)).toEqual([
      "name", "description", "url", "home", "gmt_offset", "timezone_string", "namespaces", "authentication", "routes",
    ]);
    expect(index).toMatchObject({
      name: "Cửa Hàng Xinh",
      description: "Thời trang và đồ dùng xinh xắn cho mỗi ngày",
      url: SITE,
      home: SITE,
      gmt_offset: 7,
      timezone_string: "Asia/Ho_Chi_Minh",
      authentication: [],
    });
  });

  it("is served at /wp-json without the slash, and to GET only", async () => {
    const bare = await callRoute(wpJsonRoute, "/wp-json/*", services(), new Request(`${SITE}/wp-json`), { "*": "" });
    expect(await bare.json()).toMatchObject({ name: "Cửa Hàng Xinh" });
    await expectNoRoute(await wpJson("", { method: "POST" }));
  });

  it("lists each registered route under its WordPress path, and its namespace", async () => {
    const index = await (await wpJson("")).json();
    expect(index.namespaces).toContain("test/v1");
    expect(index.routes["/test/v1/items/(?P<id>\\d+)"]).toEqual({
      namespace: "test/v1",
      methods: ["GET", "POST", "DELETE"],
      endpoints: [{ methods: ["GET", "POST", "DELETE"], args: {} }],
    });
  });
});

describe("REST routing", () => {
  it("hands a matching route its named parameters and method", async () => {
    const answer = await wpJson("test/v1/items/42");
    expect(answer.status).toBe(201);
    expect(await answer.json()).toEqual({ params: { id: "42" }, method: "GET", userId: 0 });
    expect(await (await wpJson("test/v1/items/42/")).json()).toMatchObject({ params: { id: "42" } });
  });

  it("answers an unknown route with 404 rest_no_route", async () => {
    await expectNoRoute(await wpJson("wp/v2/no-such-thing"));
    await expectNoRoute(await wpJson("test/v1/items/abc"));
  });

  it("matches the whole path only, as WordPress anchors its patterns", async () => {
    await expectNoRoute(await wpJson("test/v1/items/42/extra"));
    await expectNoRoute(await wpJson("prefix/test/v1/items/42"));
  });

  it("answers a method the route does not take with 404 rest_no_route", async () => {
    await expectNoRoute(await wpJson("test/v1/items/42", { method: "PUT" }));
  });

  it("serves HEAD with the GET handler", async () => {
    expect((await wpJson("test/v1/items/42", { method: "HEAD" })).status).toBe(201);
  });

  it("takes X-HTTP-Method-Override on a POST, as api-fetch sends DELETE", async () => {
    const answer = await wpJson("test/v1/items/42", { method: "POST", headers: { "X-HTTP-Method-Override": "DELETE" } });
    expect(await answer.json()).toMatchObject({ method: "DELETE" });
    await expectNoRoute(await wpJson("test/v1/items/42", { method: "POST", headers: { "X-HTTP-Method-Override": "PATCH" } }));
  });
});

describe("cookie authentication with X-WP-Nonce", () => {
  const post = (cookie: string | undefined, headers: Record<string, string> = {}, query = "") =>
    wpJson(`test/v1/items/7${query}`, { method: "POST", headers: { ...(cookie ? { cookie } : {}), ...headers } });

  it("lets a guest without a session write without a nonce: nothing to forge", async () => {
    expect((await post(undefined)).status).toBe(201);
  });

  it("serves a write without a nonce as a guest's, even from a signed-in visitor", async () => {
    const { cookie: guest } = await startSession(services());
    const [admin] = await database.db.select({ id: users.id }).from(users).where(eq(users.login, "quantri"));
    const cookie = await signInAs(services(), admin!.id, guest);
    expect(await (await post(cookie)).json()).toMatchObject({ userId: 0 });
  });

  it("refuses a write whose nonce is wrong", async () => {
    const { cookie } = await startSession(services());
    await expectInvalidNonce(await post(cookie, { "X-WP-Nonce": "0123456789" }));
    await expectInvalidNonce(await post(cookie, { "X-WP-Nonce": "not a nonce" }));
  });

  it("accepts the nonce that action=rest-nonce gave the same visitor, in the header or as _wpnonce", async () => {
    const { cookie } = await startSession(services());
    const nonce = await restNonce(cookie);
    expect((await post(cookie, { "X-WP-Nonce": nonce })).status).toBe(201);
    expect((await post(cookie, {}, `?_wpnonce=${nonce}`)).status).toBe(201);
  });

  it("refuses another visitor's nonce and the guest nonce", async () => {
    const mine = await startSession(services());
    const theirs = await startSession(services());
    await expectInvalidNonce(await post(mine.cookie, { "X-WP-Nonce": await restNonce(theirs.cookie) }));
    await expectInvalidNonce(await post(mine.cookie, { "X-WP-Nonce": await restNonce() }));
  });

  it("refuses a wrong nonce on a read too, whoever sends it", async () => {
    await expectInvalidNonce(await wpJson("test/v1/items/7", { headers: { "X-WP-Nonce": "0123456789" } }));
    const { cookie } = await startSession(services());
    expect((await wpJson("test/v1/items/7", { headers: { cookie } })).status).toBe(201);
  });

  it("binds the nonce to the user: signing in makes the guest session's nonce invalid", async () => {
    const { cookie: guest } = await startSession(services());
    const guestNonce = await restNonce(guest);
    const [admin] = await database.db.select({ id: users.id }).from(users).where(eq(users.login, "quantri"));
    if (!admin) throw new Error("the seed has no administrator");
    const cookie = await signInAs(services(), admin.id, guest);
    await expectInvalidNonce(await post(cookie, { "X-WP-Nonce": guestNonce }));
    const answer = await post(cookie, { "X-WP-Nonce": await restNonce(cookie) });
    expect(await answer.json()).toMatchObject({ userId: admin.id });
  });

  it("keeps a nonce valid through the next 12-hour tick and refuses it after 24 hours", async () => {
    const { cookie } = await startSession(services());
    const nonce = await restNonce(cookie);
    now = new Date(T0.getTime() + 12 * HOUR);
    expect((await post(cookie, { "X-WP-Nonce": nonce })).status).toBe(201);
    now = new Date(T0.getTime() + 24 * HOUR);
    await expectInvalidNonce(await post(cookie, { "X-WP-Nonce": nonce }));
    const fresh = await restNonce(cookie);
    expect(fresh).not.toBe(nonce);
    expect((await post(cookie, { "X-WP-Nonce": fresh })).status).toBe(201);
  });
});
