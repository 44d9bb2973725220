import { afterAll, afterEach, beforeAll, describe, expect, it } from "vitest";
import { wcAjaxHandlers } from "../../../app/compat/wordpress/wc-ajax";
import * as wcAjaxRoute from "../../../app/compat/wordpress/wc-ajax.route";
import type { Database } from "../../../app/platform/.server/db";
import { testServices } from "../../support/context";
import { cloneSeededDatabase } from "../../support/db";
import { SITE, callRoute, formPost } from "./harness";

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
