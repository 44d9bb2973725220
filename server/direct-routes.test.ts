import type { RouteConfigEntry } from "@react-router/dev/routes";
import { type RouteObject, matchRoutes } from "react-router";
import { describe, expect, it } from "vitest";
import routes from "../app/routes";
import { directRoute } from "./direct-routes";

/** app/routes.ts as the router sees it: under the root, each id the build gives it. */
function routeObject(entry: RouteConfigEntry): RouteObject {
  const id = entry.id ?? entry.file.replace(/\.[^./]+$/, "");
  const children = entry.children?.map(routeObject);
  return (entry.index ? { id, index: true, path: entry.path } : { id, path: entry.path, caseSensitive: entry.caseSensitive, children }) as RouteObject;
}
const tree: RouteObject[] = [{ id: "root", path: "", children: routes.map(routeObject) }];

/** The router's answer for `pathname`: the matched route's id and parameters. */
function routerMatch(pathname: string) {
  const matches = matchRoutes(tree, pathname);
  const last = matches?.at(-1);
  return last ? { routeId: last.route.id!, params: { ...last.params } } : null;
}

describe("directRoute", () => {
  const endpoints = [
    "/wp-json",
    "/wp-json/",
    "/wp-json/contact-form-7/v1/contact-forms/12/feedback/schema",
    "/wp-json/wc/v3/products/",
    "/wp-json/wp/v2/media/5/post-process",
    "/wp-json/wpcom/v2/search",
    "/wp-json/a%20b/c%2Fd/%C4%91",
    "/wc-ajax/get_refreshed_fragments",
    "/wc-ajax/add_to_cart/",
    "/wc-ajax/%C4%91",
    "/wp-admin/admin-ajax.php",
    "/wp-admin/admin-ajax.php/",
  ];
  it.each(endpoints)("answers %s with the route and parameters the router gives it", (pathname) => {
    const direct = directRoute(pathname);
    expect(direct).not.toBeNull();
    expect(direct).toEqual(routerMatch(pathname));
  });

  it.each(["/", "/cua-hang/", "/wc-ajax/", "/wc-ajax/a/b", "/wp-admin/", "/wp-admin/don-hang/", "/wp-jsonx/a", "/x/wp-json/a", "/WP-JSON/a", "/wp-json/%E0%A4%A"])(
    "leaves %s to the router",
    (pathname) => {
      expect(directRoute(pathname)).toBeNull();
    },
  );
});
