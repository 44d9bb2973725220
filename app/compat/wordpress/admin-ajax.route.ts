import type { Route } from "./+types/admin-ajax.route";
import { adminAjaxHandlers } from "./admin-ajax";
import { ajaxResponse } from "./ajax-response";
import { formField } from "./form-fields";

/**
 * WordPress reads `$_REQUEST['action']`, in which a posted form field overrides the query
 * string's (PHP's `request_order` "GP"). PHP does not parse JSON bodies into it, so neither do we.
 */
async function actionName(request: Request): Promise<string | null> {
  return (await formField(request, "action")) ?? new URL(request.url).searchParams.get("action");
}

async function dispatch({ request, context }: Route.LoaderArgs | Route.ActionArgs) {
  const name = await actionName(request);
  const handler = name !== null && Object.hasOwn(adminAjaxHandlers, name) ? adminAjaxHandlers[name] : undefined;
  // WordPress answers a missing or unknown action with `0` and status 400.
  return handler ? handler({ request, context }) : ajaxResponse("0", 400);
}

export const loader = dispatch;
export const action = dispatch;
