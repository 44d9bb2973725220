import type { AppLoadContext } from "react-router";
import type { BasicCredentials } from "~/features/account/application-password-format";
import { authenticateApiKey, permitsMethod } from "~/features/account/.server/api-keys";
import { tAccount } from "~/lib/i18n/areas/account";
import { restError } from "./rest-response";

/**
 * WooCommerce's REST API keys on a request (`WC_REST_Authentication`, decision 032). Only routes of
 * WooCommerce's namespaces take them (`/wc/…`, `/wc-…`: its `is_request_to_rest_api`), sent as HTTP
 * Basic whose user is a consumer key (`ck_…`), else as the query parameters `consumer_key` and
 * `consumer_secret`. OAuth 1.0a signatures over plain HTTP are not taken.
 */
export function consumerCredentials(path: string, url: URL, basic: BasicCredentials | null): { key: string; secret: string } | null {
  if (!/^\/wc[/-]/.test(path)) return null;
  if (basic !== null) return basic.user.startsWith("ck_") ? { key: basic.user, secret: basic.password } : null;
  const key = url.searchParams.get("consumer_key");
  const secret = url.searchParams.get("consumer_secret");
  return key && secret ? { key, secret } : null;
}

/**
 * The account the key names, or WooCommerce's refusal (all `woocommerce_rest_authentication_error`,
 * 401): an unknown key, a wrong secret, a key without the permission the method needs (a read for
 * GET and HEAD, a write for POST, PUT, PATCH and DELETE).
 */
export async function restUserOfApiKey(context: AppLoadContext, credentials: { key: string; secret: string }, method: string): Promise<number | Response> {
  const result = await authenticateApiKey(context.db, credentials.key, credentials.secret, context.now());
  const refuse = (message: string) => restError("woocommerce_rest_authentication_error", message, 401);
  if (!result.ok) return refuse(tAccount(result.error === "invalid_key" ? "apiKeys.rest.invalidKey" : "apiKeys.rest.invalidSecret"));
  const lacking = permitsMethod(result.permissions, method);
  if (lacking) return refuse(tAccount(lacking === "read" ? "apiKeys.rest.noRead" : "apiKeys.rest.noWrite"));
  return result.userId;
}
