import { sql } from "drizzle-orm";
import * as adminAjaxRoute from "../../../app/compat/wordpress/admin-ajax.route";
import * as wpJsonRoute from "../../../app/compat/wordpress/wp-json.route";
import { type Db, queryRows } from "../../../app/platform/.server/db";
import type { AppServices } from "../../../app/platform/.server/context";
import { signInAs } from "../../support/context";
import { SITE, callRoute } from "../wordpress/harness";

/** A REST answer's body, read field by field as the assertions need. */
// eslint-disable-next-line @typescript-eslint/no-explicit-any -- the answers' shapes are what the assertions check
export type Answer = any;

/** Who calls: a signed-in account's cookie and REST nonce, or a guest's nothing. */
export type Caller = { cookie: string; nonce: string };

/**
 * REST calls to the shop's handlers as a browser makes them for `login` (null: a guest), for the
 * back office's integration tests.
 */
export function restCallers(db: () => Db, services: () => AppServices) {
  async function callerFor(login: string | null): Promise<Caller> {
    if (login === null) return { cookie: "", nonce: "" };
    const [user] = await queryRows<{ id: number }>(db(), sql`select id from users where login = ${login}`);
    const cookie = await signInAs(services(), user!.id);
    const nonceAnswer = await callRoute(adminAjaxRoute, "/wp-admin/admin-ajax.php", services(), new Request(`${SITE}/wp-admin/admin-ajax.php?action=rest-nonce`, { headers: { cookie } }), {});
    return { cookie, nonce: await nonceAnswer.text() };
  }

  async function rest(caller: Caller, method: string, route: string, body?: unknown): Promise<{ status: number; json: Answer; headers: Headers }> {
    const headers = new Headers({ cookie: caller.cookie });
    // A guest sends no nonce: WordPress refuses a wrong one (403) even from a guest.
    if (caller.nonce) headers.set("x-wp-nonce", caller.nonce);
    if (body !== undefined) headers.set("content-type", "application/json");
    const request = new Request(`${SITE}/wp-json/${route}`, { method, headers, body: body === undefined ? undefined : JSON.stringify(body) });
    const answer = await callRoute(wpJsonRoute, "/wp-json/*", services(), request, { "*": route.split("?")[0]! });
    return { status: answer.status, json: await answer.json(), headers: answer.headers };
  }

  return { callerFor, rest };
}
