import { createElement } from "react";
import { renderToStaticMarkup } from "react-dom/server";
import type { MediaSize, MediaSizes } from "../../../../db/schema/media";
import { t } from "../../../lib/i18n";
import { tVariationData } from "../../../lib/i18n/areas/variation-data";
import { type SizeName, renditionUrl, toPicture } from "../../../lib/media";
import { formatCount } from "../../../lib/money";
import { SLIDE_SIZES } from "../components/gallery/sizes";
import { VariationPrice, VariationStock } from "../components/product-form/VariationSummary";
import { isPurchasable, quantityBounds } from "../components/product-form/variations";
import { backordersAllowed, purchasableQuantity, stockOf } from "../purchasable-quantity";
import type { ProductDetail, ProductVariation } from "../types";

/**
 * The variations form's `data-product_variations`: each variation as WooCommerce 10's
 * `WC_Product_Variable::get_available_variation()` gives it, field for field and in its order, so
 * a script written for the original shop's variation form (analytics, price and stock displays)
 * finds what it reads. Made by the server only: its HTML fields are the form's own components
 * drawn to markup, and the browser never needs them as data (the form keeps the server's attribute).
 */

/** An attachment as `wc_get_product_attachment_props()` reads it. */
export type Attachment = { id: number; title: string; caption: string; alt: string; sizes: MediaSizes };

/** `wc_get_product_attachment_props()` of an image, in its order (`src_w`/`src_h` come last there). */
export type WooImage = {
  title: string;
  caption: string;
  url: string;
  alt: string;
  src: string;
  srcset: string;
  sizes: string;
  full_src: string;
  full_src_w: number;
  full_src_h: number;
  gallery_thumbnail_src: string;
  gallery_thumbnail_src_w: number;
  gallery_thumbnail_src_h: number;
  thumb_src: string;
  thumb_src_w: number;
  thumb_src_h: number;
  src_w: number;
  src_h: number;
};
/** …and of no image: a variation whose product has no picture either. */
export type NoWooImage = { title: ""; caption: ""; url: ""; alt: ""; src: ""; srcset: false; sizes: false };

/** One entry of `data-product_variations`. */
export type WooVariation = {
  attributes: Record<string, string>;
  availability_html: string;
  backorders_allowed: boolean;
  dimensions: { length: string; width: string; height: string };
  dimensions_html: string;
  display_price: number;
  display_regular_price: number;
  image: WooImage | NoWooImage;
  image_id: number;
  is_downloadable: boolean;
  is_in_stock: boolean;
  is_purchasable: boolean;
  is_sold_individually: "yes" | "no";
  is_virtual: boolean;
  max_qty: number | "";
  min_qty: number;
  price_html: string;
  sku: string;
  variation_description: string;
  variation_id: number;
  variation_is_active: boolean;
  variation_is_visible: boolean;
  weight: string;
  weight_html: string;
  /** WooCommerce 2's fields, which the theme's scripts still read (spec §3 "Product variation"). */
  image_src: string;
  image_link: string;
};

/** What the data is made of: the page's product and what only this data shows of it. */
export type VariationDataSource = {
  product: Pick<
    ProductDetail,
    "sku" | "minQuantity" | "maxQuantity" | "soldIndividually" | "manageStock" | "stockQuantity" | "backorders" | "stockStatus" | "weightGrams"
  >;
  /** The product's picture, which a variation without its own shows. */
  picture: Attachment | null;
  variations: ReadonlyArray<{ variation: ProductVariation; description: string; picture: Attachment | null }>;
};

/** A variation's price and stock line as HTML. */
type VariationMarkup = { price(v: ProductVariation): string; availability(v: ProductVariation): string };

const NO_IMAGE: NoWooImage = { title: "", caption: "", url: "", alt: "", src: "", srcset: false, sizes: false };

/** The JPEG of a named size (WordPress answers the full image for a size it does not have). */
const jpegOf = (sizes: MediaSizes, name: SizeName): MediaSize | undefined => (sizes[name] ?? sizes.full)?.jpeg;

const url = (size: MediaSize) => renditionUrl(size);

/** An attachment's props; null when it has no renditions (WooCommerce's are then those of no image). */
function wooImage(a: Attachment): WooImage | null {
  const full = jpegOf(a.sizes, "full");
  const single = jpegOf(a.sizes, "single");
  const galleryThumbnail = jpegOf(a.sizes, "gallery_thumbnail");
  const thumbnail = jpegOf(a.sizes, "thumbnail");
  if (!full || !single || !galleryThumbnail || !thumbnail) return null;
  return {
    title: a.title,
    caption: a.caption,
    url: url(full),
    alt: a.alt || a.caption || a.title,
    src: url(single),
    srcset: toPicture(a, "single")?.webpSrcset ?? "",
    sizes: SLIDE_SIZES,
    full_src: url(full),
    full_src_w: full.width,
    full_src_h: full.height,
    gallery_thumbnail_src: url(galleryThumbnail),
    gallery_thumbnail_src_w: galleryThumbnail.width,
    gallery_thumbnail_src_h: galleryThumbnail.height,
    thumb_src: url(thumbnail),
    thumb_src_w: thumbnail.width,
    thumb_src_h: thumbnail.height,
    src_w: single.width,
    src_h: single.height,
  };
}

/** `wc_format_content` of a variation's description: paragraphs at blank lines, breaks within (WordPress's `wpautop`). */
function formatContent(text: string): string {
  const paragraphs = text.replace(/\r\n?/g, "\n").trim().split(/\n\s*\n/);
  return paragraphs[0] ? paragraphs.map((p) => `<p>${p.trim().replace(/\n/g, "<br />\n")}</p>\n`).join("") : "";
}

const activePrice = (v: ProductVariation) => (v.price.kind === "sale" ? v.price.sale : v.price.kind === "single" ? v.price.amount : v.price.min);
const regularPrice = (v: ProductVariation) => (v.price.kind === "sale" ? v.price.regular : activePrice(v));

function wooVariations(source: VariationDataSource, markup: VariationMarkup): WooVariation[] {
  const { product } = source;
  const all = source.variations.map((s) => s.variation);
  // WooCommerce leaves the price out when every variation costs the same: the product's own shows it.
  const pricesDiffer = new Set(all.map(activePrice)).size > 1 || new Set(all.map(regularPrice)).size > 1;
  // No dimensions are kept, and a variation weighs what its product does, as in WooCommerce.
  const weight = product.weightGrams ? String(product.weightGrams) : "";
  const notApplicable = tVariationData("variationData.notApplicable");
  return source.variations.map(({ variation: v, description, picture }) => {
    const attachment = picture ?? source.picture;
    const image = attachment ? wooImage(attachment) : null;
    const stock = stockOf(product, v);
    // WooCommerce gives `get_max_purchase_quantity()` when it is a number above 0, else "".
    const limit = purchasableQuantity({ ...stock, soldIndividually: product.soldIndividually, maxQuantity: product.maxQuantity });
    return {
      attributes: v.attributes,
      availability_html: markup.availability(v),
      backorders_allowed: backordersAllowed(stock),
      dimensions: { length: "", width: "", height: "" },
      dimensions_html: notApplicable,
      display_price: activePrice(v),
      display_regular_price: regularPrice(v),
      image: image ?? NO_IMAGE,
      image_id: image && attachment ? attachment.id : 0,
      is_downloadable: false,
      is_in_stock: isPurchasable(v.stockStatus),
      is_purchasable: true,
      is_sold_individually: product.soldIndividually ? "yes" : "no",
      is_virtual: false,
      max_qty: limit !== null && limit > 0 ? limit : "",
      min_qty: quantityBounds(product, v).min,
      price_html: pricesDiffer ? markup.price(v) : "",
      sku: v.sku ?? product.sku ?? "",
      variation_description: formatContent(description),
      variation_id: v.id,
      variation_is_active: true,
      variation_is_visible: true,
      weight,
      weight_html: product.weightGrams ? t("product.weightValue", { grams: formatCount(product.weightGrams) }) : notApplicable,
      image_src: image?.src ?? "",
      image_link: image?.full_src ?? "",
    };
  });
}

/** The form's own price and stock line, drawn to HTML. */
const formMarkup: VariationMarkup = {
  price: (v) => renderToStaticMarkup(createElement(VariationPrice, { price: v.price })),
  availability: (v) => renderToStaticMarkup(createElement(VariationStock, { variation: v })),
};

/** `data-product_variations` as the attribute's JSON. */
export const variationsData = (source: VariationDataSource): string => JSON.stringify(wooVariations(source, formMarkup));
