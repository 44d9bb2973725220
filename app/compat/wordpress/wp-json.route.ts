import { t } from "~/lib/i18n";
import type { Route } from "./+types/wp-json.route";
import { isValidRestNonce } from "~/platform/.server/rest-nonce";
import { matchRestRoute, restError, restResponse, restRoutes } from "./rest";
import { restIndex } from "./rest-index";
import { restUserOfBasic } from "./rest-basic-auth";
import { consumerCredentials, restUserOfApiKey } from "./rest-api-keys";
import { readBasicCredentials } from "~/features/account/application-password-format";

/** The method the route is meant for: api-fetch sends PUT/PATCH/DELETE as POST with X-HTTP-Method-Override (spec §7). */
function effectiveMethod(request: Request): string {
  const override = request.headers.get("x-http-method-override")?.toUpperCase();
  return request.method === "POST" && override ? override : request.method;
}

async function handle({ request, params, context }: Route.LoaderArgs | Route.ActionArgs) {
  const method = effectiveMethod(request);
  // WordPress serves HEAD with the GET handler.
  const routeMethod = method === "HEAD" ? "GET" : method;
  const path = `/${(params["*"] ?? "").replace(/\/+$/, "")}`;
  if (path === "/" && routeMethod === "GET") return restResponse(await restIndex(context));

  for (const route of restRoutes) {
    const routeParams = matchRestRoute(route, path);
    if (!routeParams || !route.methods.some((m) => m === routeMethod)) continue;
    // A WooCommerce API key (ck_/cs_, as Basic or query parameters) on WooCommerce's routes names the
    // user itself, its permission checked against the method (decision 032).
    const basicHeader = readBasicCredentials(request.headers.get("authorization"));
    const keyCredentials = consumerCredentials(path, new URL(request.url), basicHeader === "malformed" ? null : basicHeader);
    if (keyCredentials) {
      const keyUser = await restUserOfApiKey(context, keyCredentials, method);
      if (keyUser instanceof Response) return keyUser;
      return route.handler({ request, context, params: routeParams, method, userId: keyUser });
    }
    // An application password (HTTP Basic) names the user itself: no cookie, no nonce (decision 030).
    // Its failure is WordPress's 401, counted toward the login lockouts.
    const basic = await restUserOfBasic(context, request);
    if (basic instanceof Response) return basic;
    if (basic !== null) return route.handler({ request, context, params: routeParams, method, userId: basic });
    // WordPress's cookie authentication: a wrong nonce is refused (403), and a request without
    // one is served as a guest's, so a forged cross-site write never acts for a signed-in user.
    // Handlers act for `userId`, never for the session's user directly.
    const nonce = request.headers.get("x-wp-nonce") ?? new URL(request.url).searchParams.get("_wpnonce");
    if (nonce !== null && !(await isValidRestNonce(context, nonce))) {
      return restError("rest_cookie_invalid_nonce", t("error.restInvalidNonce"), 403);
    }
    const userId = nonce === null ? 0 : ((await context.session.current())?.userId ?? 0);
    return route.handler({ request, context, params: routeParams, method, userId });
  }
  return restError("rest_no_route", t("error.restNoRoute"), 404);
}

export const loader = handle;
export const action = handle;
