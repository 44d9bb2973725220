import type { Route } from "./+types/wc-ajax.route";
import { ajaxResponse } from "./ajax-response";
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
  // WooCommerce itself answers an empty 200 here; an empty 400 (decision 003) tells a script
  // that its call reached nothing, with the headers of WooCommerce's AJAX answers.
  if (!handler) return ajaxResponse("", 400);
  return handler({ request, context });
}
