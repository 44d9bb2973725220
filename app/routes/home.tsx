import { data } from "react-router";
import { loadCategoryTree, categoryUrl } from "~/features/catalog/.server/categories";
import { loadListing } from "~/features/catalog/.server/listing";
import { listProducts } from "~/features/catalog/.server/products";
import { ListingTemplate } from "~/features/catalog/components/ListingTemplate";
import { ProductGrid } from "~/features/catalog/components/ProductCard";
import { listPosts } from "~/features/content/.server/posts";
import { PostGrid } from "~/features/content/components/PostCard";
import { seoMeta, siteNameOf } from "~/features/site/seo";
import { loadSiteChrome } from "~/features/site/.server/site";
import { t } from "~/lib/i18n";
import { tSearch } from "~/lib/i18n/areas/search";
import { PillLinks } from "~/ui/PillLinks";
import type { Route } from "./+types/home";

/**
 * The front page. WordPress also answers product searches here (`/?s=…&post_type=product`), so a
 * search query turns the page into a result listing.
 */
export async function loader({ request, params, context }: Route.LoaderArgs) {
  const url = new URL(request.url);
  const query = url.searchParams.get("s")?.trim().slice(0, 100);
  if (query) {
    const title = tSearch("search.resultsFor", { query });
    const category = url.searchParams.get("product_cat") ?? "";
    const tree = category ? await loadCategoryTree(context.db) : null;
    const listing = await loadListing(context, request, {
      pageParam: params.page,
      basePath: "/",
      keep: { s: query, post_type: "product", ...(category ? { product_cat: category } : {}) },
      filter: { nameContains: query, categoryId: tree?.all.find((c) => c.slug === category)?.id },
      title,
      crumbs: [{ label: t("site.home"), url: "/" }, { label: title }],
    });
    return { kind: "search" as const, listing };
  }
  if (params.page) throw data(null, { status: 404 });
  const [featured, newest, onSale, tree, posts, chrome] = await Promise.all([
    listProducts(context.db, { filter: { featured: true }, sort: "popularity", page: 1, perPage: 8 }),
    listProducts(context.db, { sort: "date", page: 1, perPage: 8 }),
    listProducts(context.db, { filter: { onSale: true }, sort: "popularity", page: 1, perPage: 4 }),
    loadCategoryTree(context.db),
    listPosts(context.db, { type: "post", page: 1, perPage: 3 }),
    loadSiteChrome(context.db),
  ]);
  return {
    kind: "home" as const,
    tagline: chrome.options.blogdescription,
    featured: featured.items,
    newest: newest.items,
    onSale: onSale.items,
    categories: tree.childrenOf(null).map((c) => ({ name: c.name, url: categoryUrl(c) })),
    posts: posts.items,
    canonical: `${context.site.url}/`,
  };
}

export function meta({ loaderData, matches }: Route.MetaArgs) {
  if (!loaderData) return [];
  const siteName = siteNameOf(matches);
  if (loaderData.kind === "search") {
    return seoMeta({ title: loaderData.listing.title, description: loaderData.listing.title, canonical: loaderData.listing.canonical, siteName, noindex: true });
  }
  return seoMeta({ title: siteName, description: loaderData.tagline || siteName, canonical: loaderData.canonical, siteName });
}

function Section({ id, title, href, children }: { id: string; title: string; href?: string; children: React.ReactNode }) {
  return (
    <section aria-labelledby={id} className="container-page mt-12">
      <div className="mb-6 flex items-baseline justify-between gap-4">
        <h2 id={id} className="text-xl font-bold sm:text-2xl">{title}</h2>
        {href && <a href={href} className="text-sm font-semibold">{t("site.viewAll")}</a>}
      </div>
      {children}
    </section>
  );
}

export default function Home({ loaderData }: Route.ComponentProps) {
  if (loaderData.kind === "search") return <ListingTemplate data={loaderData.listing} />;
  return (
    <>
      <section className="bg-gradient-to-br from-brand-50 to-brand-100">
        <div className="container-page flex flex-col items-start gap-4 py-12 sm:py-16">
          <h1 className="max-w-2xl text-3xl font-extrabold leading-tight sm:text-5xl">{loaderData.tagline}</h1>
          <a href="/cua-hang/" className="btn-primary">{t("home.heroCta")}</a>
        </div>
      </section>
      <Section id="home-categories" title={t("home.categories")}>
        <PillLinks links={loaderData.categories} />
      </Section>
      <Section id="home-featured" title={t("home.featured")} href="/cua-hang/">
        <ProductGrid products={loaderData.featured} eagerCount={2} />
      </Section>
      {loaderData.onSale.length > 0 && (
        <Section id="home-sale" title={t("home.onSale")}>
          <ProductGrid products={loaderData.onSale} eagerCount={0} />
        </Section>
      )}
      <Section id="home-new" title={t("home.newArrivals")} href="/cua-hang/?orderby=date">
        <ProductGrid products={loaderData.newest} eagerCount={0} />
      </Section>
      <Section id="home-blog" title={t("home.fromBlog")} href="/blog/">
        <PostGrid posts={loaderData.posts} />
      </Section>
    </>
  );
}
