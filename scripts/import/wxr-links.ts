/**
 * Links inside imported content that point at the old WordPress site, moved to this shop: a
 * post's, page's, portfolio item's or product's permalink (or its `?p=ID` / `?page_id=ID` form) to
 * the shop's address for what came in; an upload (`/wp-content/uploads/…`) to the shop's copy
 * when the file was given (`--uploads DIR`). Anything else keeps the old site's URL, so a link
 * still goes where it went.
 */

export type LinkTargets = {
  /** The old site's host names, lower case, without `www.`. */
  hosts: ReadonlySet<string>;
  /** An old permalink's path (decoded, lower case, no trailing slash) → the shop's path. */
  byPath: ReadonlyMap<string, string>;
  /** An old post id → the shop's path. */
  byId: ReadonlyMap<number, string>;
  /** An upload's path under `wp-content/uploads/` → the shop's URL for it, or null when the file is not here. */
  upload: (relative: string) => string | null;
};

export const hostKey = (host: string) => host.toLowerCase().replace(/^www\./, "");

/** How permalinks are compared: `/Tin-Tuc/bai-viet/` and `/tin-tuc/bai-viet` are one address. */
export function pathKey(pathname: string): string {
  let decoded = pathname;
  try {
    decoded = decodeURIComponent(pathname);
  } catch {
    // A malformed escape stays as written.
  }
  return decoded.toLowerCase().replace(/\/+$/, "") || "/";
}

const URLS = /(?:https?:)?\/\/[^\s"'<>()[\]\\]+/gi;
const UPLOADS = "/wp-content/uploads/";

/** The shop's address for one old URL, or null to keep it. */
export function movedUrl(raw: string, targets: LinkTargets): string | null {
  let url: URL;
  try {
    url = new URL(raw.startsWith("//") ? `https:${raw}` : raw);
  } catch {
    return null;
  }
  if (!targets.hosts.has(hostKey(url.hostname))) return null;
  const id = Number(url.searchParams.get("p") ?? url.searchParams.get("page_id") ?? Number.NaN);
  if (Number.isInteger(id) && id > 0) return targets.byId.get(id) ?? null;
  const at = url.pathname.indexOf(UPLOADS);
  if (at >= 0) {
    let relative = url.pathname.slice(at + UPLOADS.length);
    try {
      relative = decodeURIComponent(relative);
    } catch {
      return null;
    }
    return targets.upload(relative);
  }
  const path = targets.byPath.get(pathKey(url.pathname));
  return path === undefined ? null : path + url.hash;
}

/** The content with every old-site URL it can move moved; how many were moved and how many kept. */
export function rewriteLinks(html: string, targets: LinkTargets): { html: string; moved: number; kept: number } {
  let moved = 0;
  let kept = 0;
  const out = html.replace(URLS, (raw) => {
    // A sentence's full stop or comma after a bare URL is not part of it.
    const trail = /[.,;:!?]+$/.exec(raw)?.[0] ?? "";
    const url = trail ? raw.slice(0, -trail.length) : raw;
    const target = movedUrl(url, targets);
    if (target !== null) {
      moved++;
      return target + trail;
    }
    try {
      if (targets.hosts.has(hostKey(new URL(url.startsWith("//") ? `https:${url}` : url).hostname))) kept++;
    } catch {
      // Not a URL at all: nothing to count.
    }
    return raw;
  });
  return { html: out, moved, kept };
}
