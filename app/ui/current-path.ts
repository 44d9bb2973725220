/**
 * Whether the link to `href` leads to the page at `pathname` or (unless `end`) to a section it is
 * under, for `aria-current="page"` in a menu. The shop's addresses end with a slash, but the
 * server render sees the path without it (React Router strips it before matching), while the
 * browser keeps it: NavLink's own test then differs between the two and the mark is lost on a
 * page loaded directly. Both sides are compared here with exactly one trailing slash.
 */
export function isCurrentPath(pathname: string, href: string, o: { end: boolean }): boolean {
  const here = withSlash(pathname.toLowerCase());
  const target = withSlash(href.toLowerCase());
  return here === target || (!o.end && here.startsWith(target));
}

const withSlash = (path: string) => (path.endsWith("/") ? path : `${path}/`);
