import type { RequestHandler } from "express";

/**
 * `?wc-ajax={endpoint}` is valid on any path in WooCommerce. It is rewritten to the internal
 * resource route `/wc-ajax/{endpoint}` (both `url` and `originalUrl`, which the router reads),
 * keeping the other query parameters.
 */
export const wcAjaxRewrite: RequestHandler = (req, _res, next) => {
  const q = req.url.indexOf("?");
  if (q === -1 || !req.url.includes("wc-ajax=", q)) return next();
  const params = new URLSearchParams(req.url.slice(q + 1));
  const endpoint = params.get("wc-ajax");
  if (endpoint === null) return next();
  params.delete("wc-ajax");
  const rest = params.toString();
  const url = `/wc-ajax/${encodeURIComponent(endpoint) || "%20"}${rest ? `?${rest}` : ""}`;
  req.url = url;
  req.originalUrl = url;
  next();
};

/**
 * WordPress URLs end with a slash; a page path without one is sent to its canonical form, so
 * every page has one address. Files (a dot in the last segment) and API paths are left alone.
 */
export const trailingSlash: RequestHandler = (req, res, next) => {
  if (req.method !== "GET" && req.method !== "HEAD") return next();
  const q = req.url.indexOf("?");
  const pathname = q === -1 ? req.url : req.url.slice(0, q);
  if (pathname.endsWith("/") || /\.[a-z0-9]+$/i.test(pathname)) return next();
  if (/^\/(wp-json|wc-ajax|wp-admin|healthz|assets|__manifest)(\/|$)/.test(pathname)) return next();
  // `//x` and `/\x` would redirect to another host: leave them to the router's 404.
  if (pathname.includes("//") || pathname.includes("\\")) return next();
  res.redirect(301, `${pathname}/${q === -1 ? "" : req.url.slice(q)}`);
};
