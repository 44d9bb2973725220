import { productSitemapEntries } from "~/features/catalog/.server/products";
import { categoryUrl, loadCategoryTree } from "~/features/catalog/.server/categories";
import { contentSitemapEntries } from "~/features/content/.server/posts";
import { postUrl } from "~/features/content/urls";
import type { Route } from "./+types/sitemap[.]xml";

const escapeXml = (s: string) => s.replace(/[<>&'"]/g, (c) => `&#${c.charCodeAt(0)};`);

/** One sitemap of every public page: home, shop, categories, products, posts, pages, portfolio. */
export async function loader({ context }: Route.LoaderArgs) {
  const base = context.site.url;
  const [products, content, tree] = await Promise.all([
    productSitemapEntries(context.db),
    contentSitemapEntries(context.db),
    loadCategoryTree(context.db),
  ]);
  const entries: Array<{ path: string; lastmod?: Date }> = [
    { path: "/" },
    { path: "/cua-hang/" },
    { path: "/blog/" },
    { path: "/portfolio/" },
    ...tree.all.map((c) => ({ path: categoryUrl(c) })),
    ...products.map((p) => ({ path: `/san-pham/${p.slug}/`, lastmod: p.updatedAt })),
    ...content
      .filter((c) => !["cua-hang", "gio-hang", "thanh-toan", "tai-khoan", "trang-chu"].includes(c.slug))
      .map((c) => ({ path: postUrl(c.type, c.slug), lastmod: c.updatedAt })),
  ];
  const body = [
    '<?xml version="1.0" encoding="UTF-8"?>',
    '<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">',
    ...entries.map(
      (e) => `<url><loc>${escapeXml(base + e.path)}</loc>${e.lastmod ? `<lastmod>${e.lastmod.toISOString()}</lastmod>` : ""}</url>`,
    ),
    "</urlset>",
  ].join("\n");
  return new Response(body, {
    headers: { "Content-Type": "application/xml; charset=utf-8", "Cache-Control": "public, max-age=3600" },
  });
}
