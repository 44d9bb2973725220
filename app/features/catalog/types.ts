import type { Picture } from "../../lib/media";

export type StockStatus = "instock" | "outofstock" | "onbackorder";

/** WooCommerce's backorders setting of a counted stock: none taken, or taken with or without telling the shopper. */
export type Backorders = "no" | "notify" | "yes";

/**
 * A price as shown: one amount, an amount on sale (with the struck-through regular price), or a
 * range for a variable product whose variations differ.
 */
export type PriceDisplay =
  | { kind: "single"; amount: number }
  | { kind: "sale"; regular: number; sale: number }
  | { kind: "range"; min: number; max: number };

export type ProductCard = {
  id: number;
  slug: string;
  name: string;
  type: "simple" | "variable" | "grouped";
  price: PriceDisplay | null;
  onSale: boolean;
  stockStatus: StockStatus;
  averageRating: number;
  reviewCount: number;
  image: Picture | null;
  /** A variable product's swatches for its listing card (spec §4), when it has a swatch attribute. */
  swatches?: CardSwatches;
};

/**
 * The swatches a listing card shows: the values of the product's colour or image attribute (a
 * label attribute only when it has neither), each with the picture of a variation that has it.
 */
export type CardSwatches = {
  /** The attribute's slug; the form field is `attribute_pa_{attribute}`. */
  attribute: string;
  /** The attribute's name, e.g. "Màu sắc". */
  label: string;
  type: "color" | "image" | "label";
  values: CardSwatch[];
};

/** One value of a card's swatch attribute (spec §3 "Swatch"). */
export type CardSwatch = {
  /** The term's slug: `data-value`. */
  value: string;
  /** `data-name`. */
  name: string;
  color?: string;
  /** A split colour swatch's second half. */
  color2?: string;
  /** A label swatch's text, when it differs from the name. */
  label?: string;
  /** An image swatch's small picture: AVIF when it was made, WebP, and a JPEG for browsers with neither. */
  thumb?: { src: string; webp: string; avif?: string };
  /**
   * The picture of a variation with this value: `data-image-src` and `data-image-srcset` (WebP), and
   * `data-image-avif-srcset` when it has AVIF renditions.
   */
  image?: { src: string; srcset: string; avifSrcset?: string };
};

export type TermLink = { id: number; name: string; slug: string; url: string };

export type ProductAttribute = {
  name: string;
  slug: string;
  /** `attribute_pa_{slug}`, the form field WooCommerce posts for a variation choice. */
  fieldName: string;
  swatchType: "select" | "color" | "image" | "label";
  usedForVariations: boolean;
  visible: boolean;
  terms: Array<{ slug: string; name: string; color: string | null; color2: string | null; label: string | null; image: Picture | null }>;
};

export type ProductVariation = {
  id: number;
  sku: string | null;
  price: PriceDisplay;
  stockStatus: StockStatus;
  /** Whether the variation counts its own stock; if not, it draws on its product's (`stockOf`). */
  manageStock: boolean;
  /** Its own counted stock; null when it does not count one. */
  stockQuantity: number | null;
  backorders: Backorders;
  /** attribute field name → term slug ("" = any value). */
  attributes: Record<string, string>;
  image: Picture | null;
};

/**
 * One product of a grouped product's form (WooCommerce's `grouped_form` row): a simple product
 * with what its quantity field needs.
 */
export type GroupedChild = ProductCard & {
  sku: string | null;
  manageStock: boolean;
  stockQuantity: number | null;
  backorders: Backorders;
  soldIndividually: boolean;
  minQuantity: number | null;
  maxQuantity: number | null;
};

export type ProductDetail = ProductCard & {
  sku: string | null;
  shortDescription: string;
  description: string;
  stockQuantity: number | null;
  manageStock: boolean;
  backorders: Backorders;
  /** At most one in a cart; its variations share it. */
  soldIndividually: boolean;
  minQuantity: number | null;
  maxQuantity: number | null;
  weightGrams: number | null;
  gallery: Picture[];
  categories: TermLink[];
  tags: TermLink[];
  attributes: ProductAttribute[];
  variations: ProductVariation[];
  /** A grouped product's published children, in its order; empty for other products. */
  children: GroupedChild[];
  createdAt: Date;
  updatedAt: Date;
};

export type Review = {
  id: number;
  author: string;
  rating: number;
  content: string;
  createdAt: Date;
  verifiedOwner: boolean;
  /** The shop's answer, shown under the review. */
  reply: { content: string; createdAt: Date } | null;
};
