import { data } from "react-router";
import { getProductPage } from "~/features/catalog/.server/products";
import { ProductTemplate } from "~/features/catalog/components/ProductTemplate";
import { productJsonLd } from "~/features/catalog/jsonld";
import { breadcrumbJsonLd, describe, seoMeta, siteNameOf } from "~/features/site/seo";
import { t } from "~/lib/i18n";
import { JsonLd } from "~/ui/JsonLd";
import type { Route } from "./+types/product";

export async function loader({ params, context }: Route.LoaderArgs) {
  const page = await getProductPage(context.db, params.slug);
  if (!page) throw data(null, { status: 404 });
  const { product, related, reviews } = page;
  const path = `/san-pham/${product.slug}/`;
  const primary = product.categories[0];
  const crumbs = [
    { label: t("site.home"), url: "/" },
    { label: t("shop.title"), url: "/cua-hang/" },
    ...(primary ? [{ label: primary.name, url: primary.url }] : []),
    { label: product.name },
  ];
  const canonical = `${context.site.url}${path}`;
  return {
    product,
    related,
    reviews,
    crumbs,
    canonical,
    jsonLd: [productJsonLd(product, canonical, context.site.url), breadcrumbJsonLd(context.site.url, crumbs)],
  };
}

export function meta({ loaderData, matches }: Route.MetaArgs) {
  if (!loaderData) return [];
  const p = loaderData.product;
  return seoMeta({
    title: p.name,
    description: describe(p.shortDescription || p.description),
    canonical: loaderData.canonical,
    siteName: siteNameOf(matches),
    type: "product",
    image: p.image ? new URL(p.image.fullSrc, loaderData.canonical).href : undefined,
  });
}

export default function Product({ loaderData }: Route.ComponentProps) {
  return (
    <>
      {loaderData.jsonLd.map((d, i) => (
        <JsonLd key={i} data={d} />
      ))}
      <ProductTemplate product={loaderData.product} crumbs={loaderData.crumbs} related={loaderData.related} reviews={loaderData.reviews} />
    </>
  );
}
