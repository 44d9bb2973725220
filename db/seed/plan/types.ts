import type { PostType, Taxonomy } from "../../schema";
import type { Rating } from "../content/reviews";
import type { MenuItemSeed } from "../content/site";
import type { UserSeed } from "../content/people";
import type { Scene } from "../images/scene";

/**
 * The seed is planned in memory first, as plain data that refers to other rows by slug, and
 * only then written. Planning is pure and deterministic; writing resolves slugs to ids.
 */

export type MediaPlan = { slug: string; title: string; alt: string; createdAt: Date; scene: Scene };

export type TermRef = { taxonomy: Taxonomy; slug: string };

export type TermPlan = TermRef & {
  name: string;
  description: string;
  parentSlug?: string;
  imageSlug?: string;
  menuOrder: number;
};

export type AttributeTermPlan = {
  slug: string;
  name: string;
  color?: string;
  color2?: string;
  imageSlug?: string;
  label?: string;
  menuOrder: number;
};

export type AttributePlan = {
  slug: string;
  name: string;
  swatchType: "select" | "color" | "image" | "label";
  terms: AttributeTermPlan[];
};

export type StockPlan =
  | { status: "instock"; manage: true; quantity: number }
  | { status: "instock"; manage: false; quantity: null }
  | { status: "outofstock"; manage: true; quantity: 0 }
  | { status: "outofstock"; manage: false; quantity: null };

export type ProductAttributePlan = {
  attribute: string;
  terms: string[];
  position: number;
  visible: boolean;
  usedForVariations: boolean;
};

export type VariationPlan = {
  sku: string;
  regularPrice: number;
  salePrice: number | null;
  stock: StockPlan;
  imageSlug: string;
  menuOrder: number;
  /** The variation's term for each attribute used for variations, by attribute slug. */
  terms: { attribute: string; term: string }[];
};

export type ReviewPlan = {
  authorName: string;
  authorEmail: string;
  /** A registered customer's login; guests have none. */
  userLogin?: string;
  rating: Rating;
  content: string;
  status: "approved" | "pending";
  verifiedOwner: boolean;
  createdAt: Date;
  /** The shop's public answer under the review, written by the shop manager. */
  reply?: { content: string; createdAt: Date };
};

export type ProductPlan = {
  type: "simple" | "variable";
  slug: string;
  name: string;
  sku: string;
  shortDescription: string;
  description: string;
  /** Simple products only; a variable product's prices are on its variations. */
  regularPrice: number | null;
  salePrice: number | null;
  stock: StockPlan;
  imageSlug: string;
  gallerySlugs: string[];
  categorySlug: string;
  tagSlugs: string[];
  shippingClassSlug: string;
  weightGrams: number;
  featured: boolean;
  totalSales: number;
  createdAt: Date;
  attributes: ProductAttributePlan[];
  variations: VariationPlan[];
  reviews: ReviewPlan[];
};

export type PostPlan = {
  type: PostType;
  slug: string;
  title: string;
  excerpt: string;
  content: string;
  imageSlug?: string;
  publishedAt: Date;
  menuOrder: number;
  terms: TermRef[];
  /** Readers' comments, oldest first; `replyTo` is the index of the one answered, earlier in the list. */
  comments: Array<{ authorName: string; authorEmail: string; content: string; createdAt: Date; replyTo: number | null }>;
};

export type MenuPlan = { location: string; name: string; items: readonly MenuItemSeed[] };

export type UserPlan = UserSeed & { createdAt: Date };

export type ContactFormPlan = {
  slug: string;
  title: string;
  template: string;
  mail: { to: string; from?: string; subject: string; body: string; replyTo?: string };
};

export type DemoPlan = {
  users: UserPlan[];
  media: MediaPlan[];
  terms: TermPlan[];
  attributes: AttributePlan[];
  products: ProductPlan[];
  posts: PostPlan[];
  menus: MenuPlan[];
  contactForms: readonly ContactFormPlan[];
  options: Readonly<Record<string, unknown>>;
};
