/**
 * `target` (an address or a path, as a Referer or a `redirect_to` carries it) as a path of this
 * site to send the browser to, or null. Another origin is refused, and so is a path starting
 * `//` or `/\`, which a browser reads as another host (`http://shop//evil.example/`).
 */
export function sameSitePath(target: string | null | undefined, request: Request, siteUrl: string): string | null {
  if (!target) return null;
  try {
    const here = new URL(request.url);
    const to = new URL(target, here);
    const origins = [here.origin, new URL(siteUrl).origin];
    if (!origins.includes(to.origin) || /^\/[/\\]/.test(to.pathname)) return null;
    return `${to.pathname}${to.search}`;
  } catch {
    return null;
  }
}
