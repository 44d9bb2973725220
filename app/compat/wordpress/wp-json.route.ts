import { t } from "~/lib/i18n";
import type { Route } from "./+types/wp-json.route";
import { isValidRestNonce } from "./nonce";
import { restError, restRoutes } from "./rest";

const SAFE = new Set(["GET", "HEAD", "OPTIONS"]);

async function handle({ request, params, context }: Route.LoaderArgs | Route.ActionArgs) {
  const url = new URL(request.url);
  // api-fetch sends PUT/PATCH/DELETE as POST with X-HTTP-Method-Override (spec §7).
  const override = request.headers.get("x-http-method-override")?.toUpperCase();
  const method = request.method === "POST" && override ? override : request.method;
  const path = `/${(params["*"] ?? "").replace(/\/+$/, "")}`;

  if (path === "/") {
    return Response.json({
      name: "",
      url: context.site.url,
      home: context.site.url,
      namespaces: [...new Set(restRoutes.map((r) => r.namespace))],
      routes: Object.fromEntries(restRoutes.map((r) => [r.pattern.source, { namespace: r.namespace, methods: r.methods }])),
    });
  }

  for (const route of restRoutes) {
    const match = route.pattern.exec(path);
    if (!match || !route.methods.includes(method as never)) continue;
    // Cookie-authenticated writes need the REST nonce, as in WordPress; a wrong nonce is
    // refused whoever sends it.
    const nonce = request.headers.get("x-wp-nonce") ?? url.searchParams.get("_wpnonce");
    const needsNonce = !SAFE.has(method) && (await context.session.current()) !== null;
    if (nonce !== null || needsNonce) {
      if (!nonce || !(await isValidRestNonce(context, nonce))) {
        return restError("rest_cookie_invalid_nonce", t("error.restInvalidNonce"), 403);
      }
    }
    return route.handler({ request, context, params: match.groups ?? {}, method });
  }
  return restError("rest_no_route", t("error.restNoRoute"), 404);
}

export const loader = handle;
export const action = handle;
