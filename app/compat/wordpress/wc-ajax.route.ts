import type { Route } from "./+types/wc-ajax.route";
import { wcAjaxHandlers } from "./wc-ajax";

/** `/?wc-ajax={endpoint}` (rewritten by the server to /wc-ajax/{endpoint}). */
export function action({ request, params, context }: Route.ActionArgs) {
  return dispatch(request, params.endpoint, context);
}
export function loader({ request, params, context }: Route.LoaderArgs) {
  return dispatch(request, params.endpoint, context);
}

function dispatch(request: Request, endpoint: string, context: Route.LoaderArgs["context"]) {
  const handler = Object.hasOwn(wcAjaxHandlers, endpoint) ? wcAjaxHandlers[endpoint] : undefined;
  // WooCommerce answers an unknown endpoint with an empty 400.
  if (!handler) return new Response("", { status: 400 });
  return handler({ request, context });
}
