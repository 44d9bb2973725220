import type { AppLoadContext } from "react-router";
import { z } from "zod";
import {
  type ApplicationPassword,
  type NameRefusal,
  applicationPasswordOf,
  createApplicationPassword,
  listApplicationPasswords,
  renameApplicationPassword,
  revokeAllApplicationPasswords,
  revokeApplicationPassword,
} from "~/features/account/.server/application-passwords";
import { type Account, accountById } from "~/features/account/.server/users";
import { tAccount } from "~/lib/i18n/areas/account";
import { tBackOffice } from "~/lib/i18n/areas/back-office";
import { rowId } from "~/lib/row-id";
import { jsonBody } from "../woocommerce/rest-params";
import { gmtDate } from "../woocommerce/wc-format";
import { type RestRoute, restError, restResponse } from "./rest-response";

/**
 * WordPress's REST routes for application passwords (5.6+, `WP_REST_Application_Passwords_Controller`):
 * `wp/v2/users/{me|id}/application-passwords` lists (GET), creates (POST `{name, app_id}`, the
 * password in its answer once) and revokes all (DELETE); `…/{uuid}` reads, renames and revokes
 * one. WordPress's capability (`edit_user`): one's own always; an administrator anyone's; a shop
 * manager a customer's (WooCommerce's editable roles). Its field names and error codes.
 */

/** WordPress's `edit_user` over another account, as WooCommerce narrows it for shop managers. */
export function mayManage(actor: Account, target: Pick<Account, "id" | "roles">): boolean {
  if (actor.id === target.id || actor.roles.includes("administrator")) return true;
  return actor.roles.includes("shop_manager") && target.roles.every((role) => role === "customer" || role === "subscriber");
}

type Refusals = { code: string; message: Parameters<typeof tAccount>[0] };
const CANNOT = {
  list: { code: "rest_cannot_list_application_passwords", message: "appPasswords.rest.cannotList" },
  read: { code: "rest_cannot_read_application_password", message: "appPasswords.rest.cannotRead" },
  create: { code: "rest_cannot_create_application_passwords", message: "appPasswords.rest.cannotCreate" },
  edit: { code: "rest_cannot_edit_application_password", message: "appPasswords.rest.cannotEdit" },
  deleteAll: { code: "rest_cannot_delete_application_passwords", message: "appPasswords.rest.cannotDeleteAll" },
  delete: { code: "rest_cannot_delete_application_password", message: "appPasswords.rest.cannotDelete" },
} as const satisfies Record<string, Refusals>;

/**
 * The account whose passwords the route names, once the caller may manage them; else WordPress's
 * refusal: `me` for a visitor is 401 `rest_not_logged_in`, an unknown id 404 `rest_user_invalid_id`,
 * no right to it 401 for a visitor and 403 for an account (`rest_authorization_required_code`).
 */
async function targetOf(context: AppLoadContext, userParam: string, userId: number, action: keyof typeof CANNOT): Promise<{ ok: true; target: Account } | { ok: false; response: Response }> {
  const actor = userId > 0 ? await accountById(context.db, userId) : null;
  let target: Account | null;
  if (userParam === "me") {
    if (!actor) return { ok: false, response: restError("rest_not_logged_in", tAccount("appPasswords.rest.notLoggedIn"), 401) };
    target = actor;
  } else {
    const id = rowId(userParam);
    target = id === null ? null : await accountById(context.db, id);
  }
  if (!target) return { ok: false, response: restError("rest_user_invalid_id", tAccount("appPasswords.rest.invalidUser"), 404) };
  if (actor && mayManage(actor, target)) return { ok: true, target };
  const refusal = CANNOT[action];
  return { ok: false, response: restError(refusal.code, tAccount(refusal.message), actor ? 403 : 401) };
}

/** An application password as WordPress answers it: dates in UTC without an offset, the password only when just made. */
export function applicationPasswordJson(item: ApplicationPassword, base: string, password?: string) {
  return {
    uuid: item.uuid,
    app_id: item.appId ?? "",
    name: item.name,
    created: gmtDate(item.createdAt),
    last_used: item.lastUsedAt === null ? null : gmtDate(item.lastUsedAt),
    last_ip: item.lastIp,
    ...(password === undefined ? {} : { password }),
    _links: { self: [{ href: `${base}/wp-json/wp/v2/users/${item.userId}/application-passwords/${item.uuid}` }] },
  };
}

const notFound = () => restError("rest_application_password_not_found", tAccount("appPasswords.rest.notFound"), 404);

/** WordPress's answers to a name it will not keep. */
function nameRefused(error: NameRefusal): Response {
  switch (error) {
    case "empty_name":
      return restError("application_password_empty_name", tAccount("appPasswords.error.emptyName"), 400);
    case "duplicate_name":
      return restError("application_password_duplicate_name", tAccount("appPasswords.error.duplicateName"), 409);
    case "name_too_long":
      return restResponse(
        { code: "rest_invalid_param", message: tBackOffice("rest.invalidParam", { params: "name" }), data: { status: 400, params: { name: tAccount("appPasswords.error.nameTooLong") } } },
        400,
      );
  }
}

const uuidOrEmpty = z.union([z.literal(""), z.uuid()]);
const createBody = z.object({ name: z.string().max(1000).optional(), app_id: uuidOrEmpty.optional() });
const renameBody = z.object({ name: z.string().max(1000).optional() });

/** WordPress's answer when a required field is not sent at all. */
const missingName = () =>
  restResponse({ code: "rest_missing_callback_param", message: tBackOffice("rest.missingParam", { params: "name" }), data: { status: 400, params: ["name"] } }, 400);

const USER = "(?<user>me|\\d+)";

export const applicationPasswordRoutes: RestRoute[] = [
  {
    pattern: new RegExp(`\\/wp\\/v2\\/users\\/${USER}\\/application-passwords`),
    methods: ["GET", "POST", "DELETE"],
    namespace: "wp/v2",
    handler: async ({ request, context, params, method, userId }) => {
      const action = method === "GET" ? "list" : method === "DELETE" ? "deleteAll" : "create";
      const access = await targetOf(context, params.user!, userId, action);
      if (!access.ok) return access.response;
      const { target } = access;
      const base = context.site.url;
      if (method === "GET") return restResponse((await listApplicationPasswords(context.db, target.id)).map((item) => applicationPasswordJson(item, base)));
      if (method === "DELETE") return restResponse({ deleted: true, count: await revokeAllApplicationPasswords(context.db, target.id) });
      const body = await jsonBody(request, createBody);
      if (!body.ok) return body.response;
      if (body.value.name === undefined) return missingName();
      const created = await createApplicationPassword(context.db, target.id, { name: body.value.name, appId: body.value.app_id || null });
      if (!created.ok) return nameRefused(created.error);
      const json = applicationPasswordJson(created.item, base, created.password);
      const response = restResponse(json, 201);
      response.headers.set("Location", json._links.self[0]!.href);
      response.headers.set("Cache-Control", "no-store");
      return response;
    },
  },
  {
    pattern: new RegExp(`\\/wp\\/v2\\/users\\/${USER}\\/application-passwords\\/(?<uuid>[\\w-]+)`),
    methods: ["GET", "POST", "PUT", "PATCH", "DELETE"],
    namespace: "wp/v2",
    handler: async ({ request, context, params, method, userId }) => {
      const action = method === "GET" ? "read" : method === "DELETE" ? "delete" : "edit";
      const access = await targetOf(context, params.user!, userId, action);
      if (!access.ok) return access.response;
      const { target } = access;
      const base = context.site.url;
      const uuid = params.uuid!;
      if (method === "GET") {
        const item = await applicationPasswordOf(context.db, target.id, uuid);
        return item ? restResponse(applicationPasswordJson(item, base)) : notFound();
      }
      if (method === "DELETE") {
        const revoked = await revokeApplicationPassword(context.db, target.id, uuid);
        return revoked ? restResponse({ deleted: true, previous: applicationPasswordJson(revoked, base) }) : notFound();
      }
      const body = await jsonBody(request, renameBody);
      if (!body.ok) return body.response;
      const item = await applicationPasswordOf(context.db, target.id, uuid);
      if (!item) return notFound();
      if (body.value.name === undefined) return restResponse(applicationPasswordJson(item, base));
      const renamed = await renameApplicationPassword(context.db, target.id, uuid, body.value.name);
      if (!renamed.ok) return nameRefused(renamed.error);
      return renamed.item ? restResponse(applicationPasswordJson(renamed.item, base)) : notFound();
    },
  },
];
