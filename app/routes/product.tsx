import { data, redirect } from "react-router";
import { addProductFormToCart } from "~/features/cart/.server/product-form";
import { syncVisitorCartCookies } from "~/features/cart/.server/visitor-cart";
import { approvedReviews, getProductPage } from "~/features/catalog/.server/products";
import { postReview } from "~/features/catalog/.server/reviews";
import { type ProductTexts, ProductTemplate } from "~/features/catalog/components/ProductTemplate";
import { parseReviewsPageSegment, urlOpensReviews } from "~/features/catalog/components/product-page/reviews-url";
import { productJsonLd } from "~/features/catalog/jsonld";
import { REVIEW_INTENT, readReviewForm } from "~/features/catalog/review-form";
import { pushNotice } from "~/features/site/.server/notices";
import { loadSiteChrome } from "~/features/site/.server/site";
import { breadcrumbJsonLd, describe, seoMeta, siteNameOf } from "~/features/site/seo";
import { REVIEWS_PER_PAGE } from "~/lib/constants";
import { t } from "~/lib/i18n";
import { tReviews } from "~/lib/i18n/areas/reviews";
import { tListing } from "~/lib/i18n/areas/listing";
import { JsonLd } from "~/ui/JsonLd";
import { useRenderOnly } from "~/ui/render-only";
import { isSlug } from "~/lib/slug";
import { takeAllowance } from "~/platform/.server/allowances";
import { pageForm } from "~/platform/.server/posted-form";
import type { Route } from "./+types/product";

const productPath = (slug: string) => `/san-pham/${slug}/`;

/** The reviews page asked for: `/comment-page-N/` (WordPress's permalink) or `?cpage=N`; null is a 404. */
function reviewsPageOf(request: Request, segment: string | undefined): number | null {
  if (segment !== undefined) return parseReviewsPageSegment(segment);
  const cpage = new URL(request.url).searchParams.get("cpage");
  return cpage === null ? 1 : parseReviewsPageSegment(`comment-page-${cpage}`);
}

export async function loader({ request, params, context }: Route.LoaderArgs) {
  const reviewsPage = reviewsPageOf(request, params.reviewsPage);
  if (reviewsPage === null) throw data(null, { status: 404 });
  const page = await getProductPage(context.db, params.slug, { reviews: REVIEWS_PER_PAGE, related: 4 });
  if (!page) throw data(null, { status: 404 });
  const { product, related } = page;
  const totalPages = Math.max(1, Math.ceil(product.reviewCount / REVIEWS_PER_PAGE));
  if (reviewsPage > totalPages) throw data(null, { status: 404 });
  const reviews = reviewsPage === 1 ? page.reviews : await approvedReviews(context.db, product.id, { page: reviewsPage, perPage: REVIEWS_PER_PAGE });
  const path = productPath(product.slug);
  const primary = product.categories[0];
  const crumbs = [
    { label: t("site.home"), url: "/" },
    { label: tListing("shop.title"), url: "/cua-hang/" },
    ...(primary ? [{ label: primary.name, url: primary.url }] : []),
    { label: product.name },
  ];
  const canonical = `${context.site.url}${path}`;
  const { description, shortDescription, ...shown } = product;
  return {
    product: shown,
    // The descriptions' HTML is drawn by the server only: the document's data would carry it twice.
    texts: context.renderOnly<ProductTexts>("product.texts", { description, shortDescription }),
    hasShortDescription: shortDescription !== "",
    seoDescription: describe(shortDescription || description),
    related: context.renderOnly("product.related", related),
    // For scripts written for WooCommerce's variation form, which read the form's attribute: the
    // browser keeps the server's (its own code reads the product's variations).
    variationsData: context.renderOnly("product.variationsData", page.variationsData),
    hasRelated: related.length > 0,
    reviews: {
      productId: product.id,
      productName: product.name,
      productPath: path,
      averageRating: product.averageRating,
      reviewCount: product.reviewCount,
      reviews,
      page: reviewsPage,
      totalPages,
    },
    // The server sees the address but never its hash: a hash that asks for the reviews opens their tab once scripts run.
    reviewsFirst: urlOpensReviews({ href: request.url, hash: "" }),
    crumbs,
    canonical,
    // For search engines, which read the document: its data leaves them out (the browser shows nothing of them).
    jsonLd: context.renderOnly<ProductJsonLd>("product.jsonLd", {
      product: productJsonLd(product, canonical, context.site.url),
      breadcrumbs: breadcrumbJsonLd(context.site.url, crumbs),
    }),
  };
}

/**
 * The product page's forms, told apart as WooCommerce does: the add-to-cart form carries
 * `add-to-cart`, the review form `intent=review`. Both work as plain posts. A body that is no
 * form answers the 400/415 page; an address that has posted too many reviews (or adds) a 429.
 */
export async function action({ request, params, context }: Route.ActionArgs) {
  // No product's page (a NUL in the address could not even be sent back in a redirect).
  if (!isSlug(params.slug)) throw data(null, { status: 404 });
  const form = await pageForm(request);
  const here = productPath(params.slug);

  if (form.get("intent") === REVIEW_INTENT) {
    const read = readReviewForm(form);
    if (!read.ok) return data({ reviewForm: { errors: read.errors, values: read.values } }, { status: 400 });
    const page = await getProductPage(context.db, params.slug, { reviews: 0, related: 0 });
    if (!page) throw data(null, { status: 404 });
    const allowed = await takeAllowance(context, "review");
    if (!allowed.ok) {
      // The form's own error, so what was typed is shown again to send later.
      const refusal = { reviewForm: { errors: { comment: tReviews("review.error.tooMany") }, values: read.values } };
      return data(refusal, { status: 429, headers: { "Retry-After": String(allowed.retryAfterSeconds) } });
    }
    const { options } = await loadSiteChrome(context.db);
    const session = await context.session.current();
    const posted = await postReview(context.db, page.product.id, read.review, {
      autoApprove: options.woocommerce_settings.reviews_auto_approve,
      userId: session?.userId ?? null,
    });
    if (!posted.ok) {
      const message = posted.reason === "duplicate" ? tReviews("review.error.duplicate") : tReviews("review.error.closed");
      return data({ reviewForm: { errors: { comment: message }, values: read.values } }, { status: 400 });
    }
    await pushNotice(context.session, { kind: "success", text: posted.status === "approved" ? tReviews("review.published") : tReviews("review.pending") });
    return redirect(posted.status === "approved" ? `${here}#comment-${posted.id}` : `${here}#reviews`, 303);
  }

  const added = await addProductFormToCart(context, form);
  await syncVisitorCartCookies(context, request);
  return redirect(added.ok && added.redirectToCart ? "/gio-hang/" : here, 303);
}

export function meta({ loaderData, matches }: Route.MetaArgs) {
  if (!loaderData) return [];
  const p = loaderData.product;
  return seoMeta({
    title: loaderData.reviews.page > 1 ? `${p.name} – ${t("site.pageN", { n: loaderData.reviews.page })}` : p.name,
    description: loaderData.seoDescription,
    canonical: loaderData.canonical,
    siteName: siteNameOf(matches),
    type: "product",
    image: p.image ? new URL(p.image.fullSrc, loaderData.canonical).href : undefined,
  });
}

type ProductJsonLd = { product: object; breadcrumbs: object };

export default function Product({ loaderData, actionData }: Route.ComponentProps) {
  const jsonLd = useRenderOnly<ProductJsonLd>("product.jsonLd", loaderData.jsonLd);
  const texts = useRenderOnly<ProductTexts>("product.texts", loaderData.texts);
  const variationsData = useRenderOnly<string>("product.variationsData", loaderData.variationsData);
  return (
    <>
      <JsonLd data={jsonLd?.product ?? null} />
      <JsonLd data={jsonLd?.breadcrumbs ?? null} />
      <ProductTemplate
        product={loaderData.product}
        texts={texts}
        variationsData={variationsData}
        hasShortDescription={loaderData.hasShortDescription}
        crumbs={loaderData.crumbs}
        related={loaderData.related}
        hasRelated={loaderData.hasRelated}
        reviews={loaderData.reviews}
        reviewForm={actionData?.reviewForm}
        reviewsFirst={loaderData.reviewsFirst}
      />
    </>
  );
}
