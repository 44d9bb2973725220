import { data, redirect } from "react-router";
import { loadCategoryTree, categoryUrl } from "~/features/catalog/.server/categories";
import { listProducts } from "~/features/catalog/.server/products";
import { ProductGrid } from "~/features/catalog/components/ProductGrid";
import { listPosts } from "~/features/content/.server/posts";
import { PostGrid } from "~/features/content/components/PostCard";
import { runSearch } from "~/features/search/.server/search";
import { type SearchPageData, SearchTemplate, searchPageHref, searchPageTitle } from "~/features/search/components/SearchTemplate";
import { MAX_OFFSET, pageHandleFor, readSearchLeniently } from "~/features/search/search-request";
import { seoMeta, siteNameOf } from "~/features/site/seo";
import { loadSiteChrome } from "~/features/site/.server/site";
import { t } from "~/lib/i18n";
import { tContent } from "~/lib/i18n/areas/content";
import { PillLinks } from "~/ui/PillLinks";
import type { Route } from "./+types/home";

/** `/page/{n}/?s=…` as the search page's address for the same results (`page_handle`). */
function pagedSearchHref(params: URLSearchParams, page: string): string {
  const { request } = readSearchLeniently(params);
  const offset = (Number(page) - 1) * request.size;
  return searchPageHref(request, Number.isSafeInteger(offset) && offset > 0 ? pageHandleFor(Math.min(offset, MAX_OFFSET)) : undefined);
}

/**
 * The front page. WordPress also answers searches here (`/?s=…`, the header form's
 * `post_type=product` included), so a search turns the page into the search results page.
 */
export async function loader({ request, params, context }: Route.LoaderArgs) {
  const url = new URL(request.url);
  if (url.searchParams.has("s")) {
    // WordPress's paged search (/page/2/?s=…) is the same search from its page's first result.
    if (params.page) throw redirect(pagedSearchHref(url.searchParams, params.page), 301);
    const { request: search, ignored } = readSearchLeniently(url.searchParams);
    const answer = await runSearch(context.db, search);
    return {
      kind: "search" as const,
      search: { request: search, answer, ignoredParams: ignored } satisfies SearchPageData,
      canonical: `${context.site.url}${searchPageHref(search)}`,
    };
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
    featured: context.renderOnly("home.featured", featured.items),
    newest: context.renderOnly("home.newest", newest.items),
    onSale: context.renderOnly("home.onSale", onSale.items),
    hasOnSale: onSale.items.length > 0,
    categories: tree.childrenOf(null).map((c) => ({ name: c.name, url: categoryUrl(c) })),
    posts: posts.items,
    canonical: `${context.site.url}/`,
  };
}

export function meta({ loaderData, matches }: Route.MetaArgs) {
  if (!loaderData) return [];
  const siteName = siteNameOf(matches);
  if (loaderData.kind === "search") {
    const title = searchPageTitle(loaderData.search);
    return seoMeta({ title, description: title, canonical: loaderData.canonical, siteName, noindex: true });
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
  if (loaderData.kind === "search") return <SearchTemplate data={loaderData.search} />;
  return (
    <>
      <section className="bg-[linear-gradient(to_bottom_right,var(--color-brand-50),var(--color-brand-100))]">
        <div className="container-page flex flex-col items-start gap-4 py-12 sm:py-16">
          <h1 className="max-w-2xl text-3xl font-extrabold leading-tight sm:text-5xl">{loaderData.tagline}</h1>
          <a href="/cua-hang/" className="btn-primary">{tContent("home.heroCta")}</a>
        </div>
      </section>
      <Section id="home-categories" title={tContent("home.categories")}>
        <PillLinks links={loaderData.categories} />
      </Section>
      <Section id="home-featured" title={tContent("home.featured")} href="/cua-hang/">
        <ProductGrid products={loaderData.featured} renderOnlyKey="home.featured" eagerCount={2} />
      </Section>
      {loaderData.hasOnSale && (
        <Section id="home-sale" title={tContent("home.onSale")}>
          <ProductGrid products={loaderData.onSale} renderOnlyKey="home.onSale" eagerCount={0} />
        </Section>
      )}
      <Section id="home-new" title={tContent("home.newArrivals")} href="/cua-hang/?orderby=date">
        <ProductGrid products={loaderData.newest} renderOnlyKey="home.newest" eagerCount={0} />
      </Section>
      <Section id="home-blog" title={tContent("home.fromBlog")} href="/blog/">
        <PostGrid posts={loaderData.posts} />
      </Section>
    </>
  );
}
