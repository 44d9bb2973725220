import type { Route } from "./+types/admin-ajax.route";
import { adminAjaxHandlers } from "./admin-ajax";

/** WordPress answers a missing or unknown action with `0` and status 400. */
const unknownAction = () => new Response("0", { status: 400, headers: { "Content-Type": "text/html; charset=UTF-8" } });

/** The action comes from the query string or, for posts, from the form body. */
async function actionName(request: Request): Promise<string | null> {
  const fromQuery = new URL(request.url).searchParams.get("action");
  if (fromQuery !== null || request.method === "GET" || request.method === "HEAD") return fromQuery;
  const type = request.headers.get("content-type") ?? "";
  if (!type.includes("application/x-www-form-urlencoded") && !type.includes("multipart/form-data")) return null;
  try {
    const value = (await request.clone().formData()).get("action");
    return typeof value === "string" ? value : null;
  } catch {
    return null;
  }
}

async function dispatch({ request, context }: Route.LoaderArgs | Route.ActionArgs) {
  const name = await actionName(request);
  const handler = name !== null && Object.hasOwn(adminAjaxHandlers, name) ? adminAjaxHandlers[name] : undefined;
  return handler ? handler({ request, context }) : unknownAction();
}

export const loader = dispatch;
export const action = dispatch;
