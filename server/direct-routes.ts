import type { ServerBuild } from "react-router";

/**
 * The WordPress-compatible endpoints of spec §7 answered by their route modules straight, without
 * the router (decision 029). They are resource routes under the root alone, so the router would
 * only call their loader or action; but it first matches the path against every page route, twice,
 * and that matching had grown to cost more than most of these answers (`/wp-json/` ranks last).
 * A path not in exactly one of these shapes goes to the router as before; both give the same
 * route and parameters (direct-routes.test.ts checks them against the router's own matching).
 */
type Shape = { routeId: string; params: (segments: readonly string[]) => Record<string, string> | null };

/** The segments without the empty one a trailing slash leaves: it names the same route, for the router too. */
const named = (s: readonly string[]) => (s.length > 1 && s.at(-1) === "" ? s.slice(0, -1) : s);

const SHAPES: readonly Shape[] = [
  // wp-json/* (the splat keeps a trailing slash, as the router's does)
  { routeId: "compat/wordpress/wp-json.route", params: (s) => (s[0] === "wp-json" ? { "*": s.slice(1).join("/") } : null) },
  // wc-ajax/:endpoint (the server rewrites `/?wc-ajax=X` to it)
  {
    routeId: "compat/wordpress/wc-ajax.route",
    params: (all) => {
      const s = named(all);
      return s.length === 2 && s[0] === "wc-ajax" && s[1] !== "" ? { endpoint: s[1]! } : null;
    },
  },
  // wp-admin/admin-ajax.php
  {
    routeId: "compat/wordpress/admin-ajax.route",
    params: (all) => {
      const s = named(all);
      return s.length === 2 && s[0] === "wp-admin" && s[1] === "admin-ajax.php" ? {} : null;
    },
  },
];

export type DirectRoute = { routeId: string; params: Record<string, string> };

/** Which of the endpoints `pathname` (as sent, percent-encoded) is, with its parameters; null: the router's. */
export function directRoute(pathname: string): DirectRoute | null {
  const decoded = decodePath(pathname);
  if (decoded === null || !decoded.startsWith("/")) return null;
  const segments = decoded.slice(1).split("/");
  for (const shape of SHAPES) {
    const params = shape.params(segments);
    // As the router's parameters: a `/` sent encoded is a `/` there too.
    if (params) return { routeId: shape.routeId, params: Object.fromEntries(Object.entries(params).map(([k, v]) => [k, v.replace(/%2F/g, "/")])) };
  }
  return null;
}

/** The router's own decoding: each segment decoded, a decoded `/` kept as `%2F`; null when it cannot be. */
function decodePath(pathname: string): string | null {
  try {
    return pathname
      .split("/")
      .map((segment) => decodeURIComponent(segment).replace(/\//g, "%2F"))
      .join("/");
  } catch {
    return null;
  }
}

type DataFunction = (args: { request: Request; params: Record<string, string>; context: unknown }) => unknown;

/**
 * Answers `request` with its endpoint's loader (GET, HEAD) or action (any other method), as the
 * router would: a thrown Response is the answer, anything else thrown is the caller's to answer.
 * Null when the request is not one of these endpoints.
 */
export function answerDirectly(build: ServerBuild, request: Request, context: unknown): Promise<Response> | null {
  const route = directRoute(new URL(request.url).pathname);
  if (!route) return null;
  const module = build.routes[route.routeId]?.module as { loader?: DataFunction; action?: DataFunction } | undefined;
  const handler = request.method === "GET" || request.method === "HEAD" ? module?.loader : module?.action;
  if (!handler) return null;
  return (async () => {
    let answer: unknown;
    try {
      answer = await handler({ request, params: route.params, context });
    } catch (thrown) {
      if (thrown instanceof Response) return thrown;
      throw thrown;
    }
    if (!(answer instanceof Response)) throw new Error(`${route.routeId} answered something other than a Response`);
    return answer;
  })();
}
