import type { AppLoadContext } from "react-router";
import { loadSiteChrome } from "~/features/site/.server/site";
import { TIME_ZONE, UTC_OFFSET } from "~/lib/constants";
import { type RestRoute, restRoutes, wordpressRoutePath } from "./rest";

/** WordPress's `gmt_offset` is in hours; the shop's zone keeps +07:00 all year (no daylight saving). */
const GMT_OFFSET_HOURS = Number.parseInt(UTC_OFFSET, 10);

/** What WordPress lists for one route: its namespace, methods and one endpoint per method set. */
function describeRoute(route: RestRoute) {
  return {
    namespace: route.namespace,
    methods: route.methods,
    endpoints: [{ methods: route.methods, args: {} }],
  };
}

/** The body of `GET /wp-json/`, with the fields WordPress's index carries. */
export async function restIndex(context: AppLoadContext) {
  const { options } = await loadSiteChrome(context.db);
  return {
    name: options.blogname,
    description: options.blogdescription,
    url: context.site.url,
    home: context.site.url,
    gmt_offset: GMT_OFFSET_HOURS,
    timezone_string: TIME_ZONE,
    namespaces: [...new Set(restRoutes.map((r) => r.namespace))],
    // Cookie authentication and nonces only: no application passwords or OAuth.
    authentication: [],
    routes: Object.fromEntries(restRoutes.map((r) => [wordpressRoutePath(r), describeRoute(r)])),
  };
}
