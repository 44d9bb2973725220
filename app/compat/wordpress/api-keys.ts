import type { AppLoadContext } from "react-router";
import { z } from "zod";
import { type ApiKey, type ApiKeyRefusal, createApiKey, listApiKeys, revokeApiKey } from "~/features/account/.server/api-keys";
import { type Account, accountById } from "~/features/account/.server/users";
import { tAccount } from "~/lib/i18n/areas/account";
import { tBackOffice } from "~/lib/i18n/areas/back-office";
import { rowId } from "~/lib/row-id";
import { jsonBody } from "../woocommerce/rest-params";
import { gmtDate } from "../woocommerce/wc-format";
import { mayManage } from "./application-passwords";
import { type RestRoute, restError, restResponse } from "./rest-response";

/**
 * An account's WooCommerce REST API keys for the back office (decision 032; WooCommerce makes
 * them on its settings screen through admin-ajax, so these are the shop's own routes):
 * `cuahang/v1/users/{id}/api-keys` lists (GET) and makes one (POST `{description, permissions}`,
 * the key and secret in the answer once); `…/{key_id}` revokes one (DELETE). Staff who manage
 * the shop (WooCommerce's `manage_woocommerce`) and may edit the account (WordPress's
 * `edit_user`, as for application passwords).
 */

const managesShop = (account: Account) => account.roles.includes("administrator") || account.roles.includes("shop_manager");

async function targetOf(context: AppLoadContext, userParam: string, userId: number): Promise<{ ok: true; target: Account } | { ok: false; response: Response }> {
  const actor = userId > 0 ? await accountById(context.db, userId) : null;
  if (!actor || !managesShop(actor)) {
    return { ok: false, response: restError("woocommerce_rest_cannot_view", tBackOffice("rest.cannotView"), actor ? 403 : 401) };
  }
  const id = rowId(userParam);
  const target = id === null ? null : await accountById(context.db, id);
  if (!target) return { ok: false, response: restError("rest_user_invalid_id", tAccount("appPasswords.rest.invalidUser"), 404) };
  if (!mayManage(actor, target)) return { ok: false, response: restError("woocommerce_rest_cannot_edit", tBackOffice("rest.cannotEdit"), 403) };
  return { ok: true, target };
}

/** A key as listed: never the key or secret, its last seven characters to tell it apart; dates in UTC without an offset. */
export function apiKeyJson(item: ApiKey, made?: { consumerKey: string; consumerSecret: string }) {
  return {
    id: item.id,
    user_id: item.userId,
    description: item.description,
    permissions: item.permissions,
    truncated_key: item.truncatedKey,
    created: gmtDate(item.createdAt),
    last_access: item.lastAccess === null ? null : gmtDate(item.lastAccess),
    ...(made ? { consumer_key: made.consumerKey, consumer_secret: made.consumerSecret } : {}),
  };
}

const REFUSAL_TEXT = {
  empty_description: ["description", "apiKeys.error.emptyDescription"],
  description_too_long: ["description", "apiKeys.error.descriptionTooLong"],
  bad_permissions: ["permissions", "apiKeys.error.badPermissions"],
} as const satisfies Record<ApiKeyRefusal, readonly [string, Parameters<typeof tAccount>[0]]>;

function refused(error: ApiKeyRefusal): Response {
  const [param, message] = REFUSAL_TEXT[error];
  return restResponse({ code: "rest_invalid_param", message: tBackOffice("rest.invalidParam", { params: param }), data: { status: 400, params: { [param]: tAccount(message) } } }, 400);
}

const createBody = z.object({ description: z.string().max(1000).optional(), permissions: z.string().max(20).optional() });

export const apiKeyRoutes: RestRoute[] = [
  {
    pattern: /\/cuahang\/v1\/users\/(?<user>\d+)\/api-keys/,
    methods: ["GET", "POST"],
    namespace: "cuahang/v1",
    handler: async ({ request, context, params, method, userId }) => {
      const access = await targetOf(context, params.user!, userId);
      if (!access.ok) return access.response;
      if (method === "GET") return restResponse((await listApiKeys(context.db, access.target.id)).map((item) => apiKeyJson(item)));
      const body = await jsonBody(request, createBody);
      if (!body.ok) return body.response;
      const made = await createApiKey(context.db, access.target.id, { description: body.value.description ?? "", permissions: body.value.permissions ?? "read" });
      if (!made.ok) return refused(made.error);
      const response = restResponse(apiKeyJson(made.item, made), 201);
      response.headers.set("Cache-Control", "no-store");
      return response;
    },
  },
  {
    pattern: /\/cuahang\/v1\/users\/(?<user>\d+)\/api-keys\/(?<key>\d+)/,
    methods: ["DELETE"],
    namespace: "cuahang/v1",
    handler: async ({ context, params, userId }) => {
      const access = await targetOf(context, params.user!, userId);
      if (!access.ok) return access.response;
      const revoked = await revokeApiKey(context.db, access.target.id, Number(params.key));
      if (!revoked) return restError("woocommerce_rest_api_key_invalid_id", tAccount("apiKeys.rest.notFound"), 404);
      return restResponse({ deleted: true, previous: apiKeyJson(revoked) });
    },
  },
];
