import type { Taxonomy } from "../../schema";
import {
  COLORS,
  COLOR_ATTRIBUTE,
  MATERIALS,
  MATERIAL_ATTRIBUTE,
  PATTERNS,
  PATTERN_ATTRIBUTE,
  SIZES,
  SIZE_ATTRIBUTE,
  type PatternName,
} from "../content/attributes";
import { PRODUCT_CATEGORIES, type CategorySeed, type ProductGroup } from "../content/categories";
import {
  BLOG_CATEGORIES,
  PORTFOLIO_CATEGORIES,
  POST_TAGS,
  PRODUCT_TAGS,
  SHIPPING_CLASSES,
  type TermSeed,
} from "../content/taxonomies";
import { slugify } from "../slugify";
import type { MediaCollector } from "./media";
import type { AttributePlan, TermPlan } from "./types";

export type CategoryInfo = {
  slug: string;
  name: string;
  description: string;
  code: string;
  group: ProductGroup;
  parentSlug?: string;
  menuOrder: number;
};

/** The category tree, parents before their children. */
export function flattenCategories(seeds: readonly CategorySeed[] = PRODUCT_CATEGORIES, parentSlug?: string): CategoryInfo[] {
  return seeds.flatMap((seed, menuOrder) => {
    const slug = slugify(seed.name);
    const info: CategoryInfo = {
      slug,
      name: seed.name,
      description: seed.description,
      code: seed.code,
      group: seed.group,
      menuOrder,
      ...(parentSlug ? { parentSlug } : {}),
    };
    return [info, ...flattenCategories(seed.children ?? [], slug)];
  });
}

function flatTerms(taxonomy: Taxonomy, seeds: Readonly<Record<string, TermSeed>>): TermPlan[] {
  return Object.entries(seeds).map(([slug, seed], menuOrder) => ({
    taxonomy,
    slug,
    name: seed.name,
    description: seed.description ?? "",
    menuOrder,
  }));
}

/**
 * Every taxonomy term of the demo. `categoryImages` gives a category its picture: the main
 * photo of one of its products.
 */
export function planTerms(categoryImages: ReadonlyMap<string, string>): TermPlan[] {
  const categories = flattenCategories().map((category): TermPlan => {
    const imageSlug = categoryImages.get(category.slug);
    return {
      taxonomy: "product_cat",
      slug: category.slug,
      name: category.name,
      description: category.description,
      menuOrder: category.menuOrder,
      ...(category.parentSlug ? { parentSlug: category.parentSlug } : {}),
      ...(imageSlug ? { imageSlug } : {}),
    };
  });
  return [
    ...categories,
    ...flatTerms("product_tag", PRODUCT_TAGS),
    ...flatTerms("product_shipping_class", SHIPPING_CLASSES),
    ...flatTerms("category", BLOG_CATEGORIES),
    ...flatTerms("post_tag", POST_TAGS),
    ...flatTerms("featured_item_category", PORTFOLIO_CATEGORIES),
  ];
}

/** The swatch picture of a pattern term. */
const patternImageSlug = (pattern: PatternName) => `hoa-tiet-${pattern}`;

export function planAttributes(media: MediaCollector, createdAt: Date): AttributePlan[] {
  const patterns = Object.entries(PATTERNS) as [PatternName, (typeof PATTERNS)[PatternName]][];
  return [
    {
      ...COLOR_ATTRIBUTE,
      swatchType: "color",
      terms: Object.entries(COLORS).map(([slug, term], menuOrder) => ({
        slug,
        name: term.name,
        color: term.color,
        ...("color2" in term ? { color2: term.color2 } : {}),
        menuOrder,
      })),
    },
    {
      ...SIZE_ATTRIBUTE,
      swatchType: "label",
      terms: SIZES.map((size, menuOrder) => ({ slug: slugify(size), name: size, label: size, menuOrder })),
    },
    {
      ...PATTERN_ATTRIBUTE,
      swatchType: "image",
      terms: patterns.map(([slug, pattern], menuOrder) => ({
        slug,
        name: pattern.name,
        imageSlug: media.add({
          slug: patternImageSlug(slug),
          title: `Họa tiết ${pattern.name.toLowerCase()}`,
          alt: `Mẫu vải họa tiết ${pattern.name.toLowerCase()}`,
          createdAt,
          scene: { type: "swatch", pattern: slug },
        }),
        menuOrder,
      })),
    },
    {
      ...MATERIAL_ATTRIBUTE,
      swatchType: "select",
      terms: Object.entries(MATERIALS).map(([slug, material], menuOrder) => ({ slug, name: material.name, menuOrder })),
    },
  ];
}
