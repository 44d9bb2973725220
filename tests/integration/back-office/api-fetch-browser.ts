import apiFetch from "@wordpress/api-fetch";
import { sql } from "drizzle-orm";
import { afterAll, afterEach, beforeAll } from "vitest";
import * as adminAjaxRoute from "../../../app/compat/wordpress/admin-ajax.route";
import * as wpJsonRoute from "../../../app/compat/wordpress/wp-json.route";
import type { AppServices } from "../../../app/platform/.server/context";
import { type Db, queryRows } from "../../../app/platform/.server/db";
import { signInAs } from "../../support/context";
import { SITE, callRoute } from "../wordpress/harness";

/**
 * `@wordpress/api-fetch` as the back office's screens set it up (the REST root, the nonce
 * middleware, the nonce endpoint), its requests handed to the shop's handlers with the browser's
 * cookie through a stand-in `fetch`. Installed for the test file (its own `beforeAll`/`afterAll`);
 * after each test the browser is signed out.
 */
export function apiFetchBrowser(o: { db: () => Db; services: () => AppServices }) {
  let cookie = "";
  /** Every request the browser made, as it went (with its cookie). */
  const sent: Request[] = [];
  const nonceMiddleware = apiFetch.createNonceMiddleware("");

  async function browserFetch(input: string | URL | Request, init?: RequestInit): Promise<Response> {
    const request = new Request(new URL(String(input), SITE), init);
    const withCookie = new Request(request, { headers: new Headers([...request.headers, ...(cookie ? [["cookie", cookie] as [string, string]] : [])]) });
    sent.push(withCookie.clone());
    const url = new URL(withCookie.url);
    if (url.pathname === "/wp-admin/admin-ajax.php") return callRoute(adminAjaxRoute, url.pathname, o.services(), withCookie, {});
    if (url.pathname.startsWith("/wp-json/")) {
      return callRoute(wpJsonRoute, "/wp-json/*", o.services(), withCookie, { "*": url.pathname.slice("/wp-json/".length) });
    }
    throw new TypeError("Failed to fetch");
  }

  const realFetch = globalThis.fetch;
  beforeAll(() => {
    globalThis.fetch = browserFetch as typeof fetch;
    apiFetch.use(apiFetch.createRootURLMiddleware(`${SITE}/wp-json/`));
    apiFetch.nonceMiddleware = nonceMiddleware;
    apiFetch.use(nonceMiddleware);
    apiFetch.nonceEndpoint = `${SITE}/wp-admin/admin-ajax.php?action=rest-nonce`;
  });
  afterAll(() => {
    globalThis.fetch = realFetch;
  });
  afterEach(() => signOut());

  /** Signs `login` in, with the REST nonce the page would carry; answers the account's id. */
  async function signIn(login: string): Promise<number> {
    const [user] = await queryRows<{ id: number }>(o.db(), sql`select id from users where login = ${login}`);
    cookie = await signInAs(o.services(), user!.id);
    nonceMiddleware.nonce = await (await browserFetch("/wp-admin/admin-ajax.php?action=rest-nonce")).text();
    return user!.id;
  }

  /** A visitor again: no cookie, no nonce. */
  function signOut(): void {
    cookie = "";
    nonceMiddleware.nonce = "";
  }

  return { browserFetch, signIn, signOut, nonceMiddleware, sent };
}
