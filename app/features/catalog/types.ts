import type { Picture } from "../../lib/media";

export type StockStatus = "instock" | "outofstock" | "onbackorder";

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
  type: "simple" | "variable";
  price: PriceDisplay | null;
  onSale: boolean;
  stockStatus: StockStatus;
  averageRating: number;
  reviewCount: number;
  image: Picture | null;
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
  stockQuantity: number | null;
  /** attribute field name → term slug ("" = any value). */
  attributes: Record<string, string>;
  image: Picture | null;
};

export type ProductDetail = ProductCard & {
  sku: string | null;
  shortDescription: string;
  description: string;
  stockQuantity: number | null;
  manageStock: boolean;
  minQuantity: number | null;
  maxQuantity: number | null;
  weightGrams: number | null;
  gallery: Picture[];
  categories: TermLink[];
  tags: TermLink[];
  attributes: ProductAttribute[];
  variations: ProductVariation[];
  createdAt: Date;
  updatedAt: Date;
};

export type Review = { id: number; author: string; rating: number; content: string; createdAt: Date; verifiedOwner: boolean };
