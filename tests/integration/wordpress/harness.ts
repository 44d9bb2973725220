import type { AppLoadContext } from "react-router";
import type { AppServices } from "../../../app/platform/.server/context";
import type { Session } from "../../../app/platform/.server/session";
import { requestContext } from "../../support/context";

export const SITE = "http://shop.test";

type DataFunction<Params> = (args: {
  request: Request;
  url: URL;
  pattern: string;
  params: Params;
  context: AppLoadContext;
}) => unknown;

/** A resource route module, as `app/routes.ts` mounts it at `pattern`. */
type ResourceRoute<Params> = { loader: DataFunction<Params>; action: DataFunction<Params> };

/**
 * Calls the route's loader (GET, HEAD) or action (anything else) as the React Router handler
 * does, with the context the server builds for `request` (from `clientIp`, by default the
 * machine itself). Resource routes answer a Response.
 */
export async function callRoute<Params>(
  route: ResourceRoute<Params>,
  pattern: string,
  services: AppServices,
  request: Request,
  params: Params,
  o: { clientIp?: string } = {},
): Promise<Response> {
  const run = request.method === "GET" || request.method === "HEAD" ? route.loader : route.action;
  const context = requestContext(services, request, o);
  const answer = await run({ request, url: new URL(request.url), pattern, params, context });
  if (!(answer instanceof Response)) throw new Error(`${pattern} answered ${typeof answer}, not a Response`);
  // The server adds the cookies handlers set to the answer's headers; so does this harness.
  for (const cookie of context.setCookies) answer.headers.append("Set-Cookie", cookie);
  return answer;
}

/** A form post, as jQuery and WooCommerce's scripts send one. */
export function formPost(url: string, fields: Record<string, string>, headers: Record<string, string> = {}): Request {
  return new Request(new URL(url, SITE), {
    method: "POST",
    headers: { "Content-Type": "application/x-www-form-urlencoded; charset=UTF-8", ...headers },
    body: new URLSearchParams(fields),
  });
}

/**
 * Starts a session the way a handler that stores something does, and answers the `Cookie`
 * header the browser would send with its next request.
 */
export async function startSession(services: AppServices): Promise<{ cookie: string; session: Session }> {
  const context = requestContext(services, new Request(SITE));
  const session = await context.session.ensure();
  const [setCookie] = context.setCookies;
  if (!setCookie) throw new Error("ensure() set no cookie");
  return { cookie: setCookie.slice(0, setCookie.indexOf(";")), session };
}
