import { sql } from "drizzle-orm";
import { afterAll, afterEach, beforeAll, describe, expect, it } from "vitest";
import { sessions } from "../../../db/schema";
import { adminAjaxHandlers } from "../../../app/compat/wordpress/admin-ajax";
import * as adminAjaxRoute from "../../../app/compat/wordpress/admin-ajax.route";
import type { Database } from "../../../app/platform/.server/db";
import { createNonce } from "../../../app/platform/.server/nonce";
import { TEST_SECRET, testServices } from "../../support/context";
import { cloneSeededDatabase } from "../../support/db";
import { SITE, callRoute, formPost, startSession } from "./harness";

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

const ENDPOINT = "/wp-admin/admin-ajax.php";
const adminAjax = (request: Request) => callRoute(adminAjaxRoute, ENDPOINT, services(), request, {});
const get = (query: string, headers: Record<string, string> = {}) => adminAjax(new Request(`${SITE}${ENDPOINT}${query}`, { headers }));

/** Registers a throwaway action that answers which action ran, and removes it afterwards. */
function registerEcho(name: string) {
  adminAjaxHandlers[name] = () => new Response(`ran ${name}`);
}
afterEach(() => {
  delete adminAjaxHandlers.test_first;
  delete adminAjaxHandlers.test_second;
  now = T0;
});

async function expectWordPressZero(answer: Response) {
  expect(answer.status).toBe(400);
  expect(answer.headers.get("content-type")).toBe("text/html; charset=UTF-8");
  expect(answer.headers.get("cache-control")).toBe("no-store");
  expect(await answer.text()).toBe("0");
}

describe("admin-ajax.php dispatch", () => {
  it("runs the action named in the query string, for GET and POST", async () => {
    registerEcho("test_first");
    expect(await (await get("?action=test_first")).text()).toBe("ran test_first");
    expect(await (await adminAjax(formPost(`${ENDPOINT}?action=test_first`, { other: "1" }))).text()).toBe("ran test_first");
  });

  it("runs the action named in a urlencoded or multipart body", async () => {
    registerEcho("test_first");
    expect(await (await adminAjax(formPost(ENDPOINT, { action: "test_first", quantity: "2" }))).text()).toBe("ran test_first");
    const multipart = new FormData();
    multipart.set("action", "test_first");
    const answer = await adminAjax(new Request(SITE + ENDPOINT, { method: "POST", body: multipart }));
    expect(await answer.text()).toBe("ran test_first");
  });

  it("lets the body's action win over the query's, as PHP's $_REQUEST does", async () => {
    registerEcho("test_first");
    registerEcho("test_second");
    const answer = await adminAjax(formPost(`${ENDPOINT}?action=test_first`, { action: "test_second" }));
    expect(await answer.text()).toBe("ran test_second");
  });

  it("leaves the body readable for the handler", async () => {
    adminAjaxHandlers.test_first = async ({ request }) => new Response(String((await request.formData()).get("quantity")));
    expect(await (await adminAjax(formPost(ENDPOINT, { action: "test_first", quantity: "3" }))).text()).toBe("3");
  });

  it("answers a missing action with 0 and status 400", async () => {
    await expectWordPressZero(await get(""));
    await expectWordPressZero(await get("?action="));
    await expectWordPressZero(await adminAjax(formPost(ENDPOINT, { quantity: "1" })));
  });

  it("answers an unknown action with 0 and status 400", async () => {
    await expectWordPressZero(await get("?action=no_such_action"));
    await expectWordPressZero(await adminAjax(formPost(ENDPOINT, { action: "no_such_action" })));
    await expectWordPressZero(await get("?action=constructor"));
    await expectWordPressZero(await get("?action=__proto__"));
  });

  it("reads no action from a JSON body, as PHP does not", async () => {
    registerEcho("test_first");
    const json = new Request(SITE + ENDPOINT, {
      method: "POST",
      headers: { "Content-Type": "application/json" },
      body: JSON.stringify({ action: "test_first" }),
    });
    await expectWordPressZero(await adminAjax(json));
  });
});

describe("action=rest-nonce", () => {
  it("answers a guest without a session the shared guest nonce, as plain text never cached", async () => {
    const answer = await get("?action=rest-nonce");
    expect(answer.status).toBe(200);
    expect(answer.headers.get("content-type")).toBe("text/plain; charset=utf-8");
    expect(answer.headers.get("cache-control")).toBe("no-store");
    expect(await answer.text()).toBe(createNonce(TEST_SECRET, { action: "wp_rest", userId: 0, sessionId: "" }, T0));
  });

  it("binds the nonce to the visitor's session", async () => {
    const { cookie, session } = await startSession(services());
    const answer = await get("?action=rest-nonce", { cookie });
    expect(await answer.text()).toBe(createNonce(TEST_SECRET, { action: "wp_rest", userId: 0, sessionId: session.id }, T0));
  });

  it("starts no session for a guest", async () => {
    const count = async () => (await database.db.select({ n: sql<number>`count(*)::int` }).from(sessions))[0]?.n;
    const before = await count();
    await get("?action=rest-nonce");
    expect(await count()).toBe(before);
  });

  it("stays the same within a 12-hour tick and changes with the next", async () => {
    const { cookie } = await startSession(services());
    const first = await (await get("?action=rest-nonce", { cookie })).text();
    now = new Date(T0.getTime() + 11 * HOUR);
    expect(await (await get("?action=rest-nonce", { cookie })).text()).toBe(first);
    now = new Date(T0.getTime() + 12 * HOUR);
    const next = await (await get("?action=rest-nonce", { cookie })).text();
    expect(next).toMatch(/^[0-9a-f]{10}$/);
    expect(next).not.toBe(first);
  });

  it("is also served to a POST naming it in the body", async () => {
    const answer = await adminAjax(formPost(ENDPOINT, { action: "rest-nonce" }));
    expect(await answer.text()).toBe(createNonce(TEST_SECRET, { action: "wp_rest", userId: 0, sessionId: "" }, T0));
  });
});
