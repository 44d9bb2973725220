import type { Route } from "./+types/robots[.]txt";

/** Crawlers may read the shop but not carts, checkout, accounts or the API. */
export function loader({ context }: Route.LoaderArgs) {
  const body = [
    "User-agent: *",
    "Disallow: /gio-hang/",
    "Disallow: /thanh-toan/",
    "Disallow: /tai-khoan/",
    "Disallow: /wp-admin/",
    "Allow: /wp-admin/admin-ajax.php",
    "Disallow: /*?*add-to-cart=",
    "Disallow: /*?*orderby=",
    "",
    `Sitemap: ${context.site.url}/sitemap.xml`,
    "",
  ].join("\n");
  return new Response(body, { headers: { "Content-Type": "text/plain; charset=utf-8", "Cache-Control": "public, max-age=86400" } });
}
