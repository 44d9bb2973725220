import {
  COLORS,
  COLOR_ATTRIBUTE,
  MATERIAL_ATTRIBUTE,
  PATTERNS,
  PATTERN_ATTRIBUTE,
  SIZE_ATTRIBUTE,
  type ColorTerm,
} from "../content/attributes";
import { productDescription } from "../content/descriptions";
import { DEMO_PRODUCTS, type ProductSeed } from "../content/products";
import { BASE_DATE, daysBefore } from "../dates";
import { discounted } from "../money";
import { BACKDROPS } from "../images/palette";
import type { Scene } from "../images/scene";
import { Random } from "../random";
import { slugify } from "../slugify";
import type { MediaCollector } from "./media";
import {
  customerReviewers,
  guestReviewers,
  planReviews,
  parentStock,
  SALE_PERCENTS,
  shippingClassFor,
  sizedPrice,
  stockFor,
} from "./product-parts";
import type { CategoryInfo } from "./taxonomy";
import type { ProductAttributePlan, ProductPlan, VariationPlan } from "./types";

/** How many reviews a product that is not a best seller gets: many have a few, some none, a handful eight. */
const REVIEW_COUNTS = [
  [0, 3],
  [1, 2],
  [2, 3],
  [3, 3],
  [4, 2],
  [5, 2],
  [6, 1],
  [7, 1],
  [8, 1],
] as const;

/** A variable product's option axis: its colours or, for printed fabrics, its patterns. */
type VariationOption = {
  attribute: string;
  slug: string;
  name: string;
  color: string;
  accent?: string;
  pattern?: keyof typeof PATTERNS;
};

function optionsOf(seed: ProductSeed): VariationOption[] {
  const patterns = seed.variations?.patterns ?? [];
  if (patterns.length > 0) {
    return patterns.map((slug) => ({
      attribute: PATTERN_ATTRIBUTE.slug,
      slug,
      name: PATTERNS[slug].name,
      color: PATTERNS[slug].color,
      pattern: slug,
    }));
  }
  return (seed.variations?.colors ?? []).map((slug) => {
    const term: ColorTerm = COLORS[slug];
    return {
      attribute: COLOR_ATTRIBUTE.slug,
      slug,
      name: term.name,
      color: term.color,
      ...(term.color2 ? { accent: term.color2 } : {}),
    };
  });
}

export function planDemoProducts(media: MediaCollector, categories: ReadonlyMap<string, CategoryInfo>): ProductPlan[] {
  const perCategory = new Map<string, number>();
  return DEMO_PRODUCTS.map((seed) => {
    const category = categories.get(seed.category);
    if (!category) throw new Error(`Sản phẩm "${seed.name}" thuộc danh mục không tồn tại: ${seed.category}`);
    const number = (perCategory.get(category.slug) ?? 0) + 1;
    perCategory.set(category.slug, number);
    return planProduct(seed, category, `CHX-${category.code}-${String(number).padStart(3, "0")}`, media);
  });
}

function planProduct(seed: ProductSeed, category: CategoryInfo, sku: string, media: MediaCollector): ProductPlan {
  const slug = slugify(seed.name);
  const rng = Random.for(`product:${slug}`);
  const isNew = seed.tags.includes("hang-moi-ve");
  // "Hàng mới về" means it really arrived in the last three weeks.
  const createdAt = daysBefore(BASE_DATE, isNew ? rng.int(0, 20) : rng.int(21, 330), rng.int(0, 600));
  const backdrop = rng.pick(BACKDROPS);
  const photo = (suffix: string, alt: string, scene: Scene) =>
    media.add({ slug: `${slug}-${suffix}`, title: seed.name, alt, createdAt, scene });

  const options = optionsOf(seed);
  const sizes = seed.variations?.sizes ?? [];
  const isVariable = options.length > 0 && sizes.length > 0;
  const baseColor = options[0]?.color ?? seed.color ?? rng.pick(Object.values(COLORS)).color;
  const basePattern = options[0]?.pattern;
  const view = (v: 0 | 1 | 2 | 3): Scene => ({
    type: "product",
    kind: seed.kind,
    color: baseColor,
    view: v,
    backdrop,
    ...(basePattern ? { pattern: basePattern } : {}),
  });

  // A variable product shows one photo per colour; its main photo is the first colour's.
  const optionImages = options.map((option) =>
    photo(option.slug, `${seed.name} – ${option.pattern ? "họa tiết" : "màu"} ${option.name.toLowerCase()}`, {
      type: "product",
      kind: seed.kind,
      color: option.color,
      view: 0,
      backdrop,
      ...(option.pattern ? { pattern: option.pattern } : {}),
      ...(option.accent ? { accent: option.accent } : {}),
    }),
  );
  const imageSlug = optionImages[0] ?? photo("1", `${seed.name} – ảnh 1`, view(0));
  const otherOptions = optionImages.slice(1);
  // Close-ups and styled shots fill the gallery to at least three pictures, always with a close-up.
  const extraViews = ([1, 2, 3] as const).slice(0, Math.max(1, 3 - otherOptions.length));
  const gallerySlugs = [
    ...otherOptions,
    ...extraViews.map((v) => photo(String(v + 1), `${seed.name} – ảnh ${v + 1}`, view(v))),
  ];

  const onSale = !seed.soldOut && rng.chance(0.35);
  const percentOff = rng.pick(SALE_PERCENTS);
  const attributes: ProductAttributePlan[] = [];
  const variations: VariationPlan[] = [];
  if (isVariable) {
    const axis = options[0]?.attribute ?? COLOR_ATTRIBUTE.slug;
    attributes.push(
      { attribute: axis, terms: options.map((o) => o.slug), position: 0, visible: true, usedForVariations: true },
      { attribute: SIZE_ATTRIBUTE.slug, terms: sizes.map(slugify), position: 1, visible: true, usedForVariations: true },
    );
    // Without a sale on the whole product, one colour may be cleared out on its own.
    const clearance = !onSale && rng.chance(0.25) ? rng.pick(options).slug : undefined;
    options.forEach((option, o) => {
      sizes.forEach((size, s) => {
        const regularPrice = sizedPrice(seed.price, size);
        variations.push({
          sku: `${sku}-${option.slug.toUpperCase()}-${size}`,
          regularPrice,
          salePrice: onSale || option.slug === clearance ? discounted(regularPrice, percentOff) : null,
          stock: stockFor(rng, rng.chance(0.15), 40),
          imageSlug: optionImages[o] ?? imageSlug,
          menuOrder: o * sizes.length + s,
          terms: [
            { attribute: axis, term: option.slug },
            { attribute: SIZE_ATTRIBUTE.slug, term: slugify(size) },
          ],
        });
      });
    });
  }
  if (seed.material) {
    attributes.push({
      attribute: MATERIAL_ATTRIBUTE.slug,
      terms: [seed.material],
      position: attributes.length,
      visible: true,
      usedForVariations: false,
    });
  }

  const bestSeller = seed.tags.includes("ban-chay");
  return {
    type: isVariable ? "variable" : "simple",
    slug,
    name: seed.name,
    sku,
    shortDescription: seed.pitch,
    description: productDescription(
      {
        name: seed.name,
        group: category.group,
        pitch: seed.pitch,
        features: seed.features,
        ...(seed.material ? { material: seed.material } : {}),
        ...(isVariable && category.group === "apparel" ? { sizes } : {}),
        gift: seed.tags.includes("qua-tang"),
      },
      rng,
    ),
    regularPrice: isVariable ? null : seed.price,
    salePrice: !isVariable && onSale ? discounted(seed.price, percentOff) : null,
    stock: isVariable ? parentStock(variations) : stockFor(rng, seed.soldOut === true),
    imageSlug,
    gallerySlugs,
    categorySlug: category.slug,
    tagSlugs: [...seed.tags],
    shippingClassSlug: shippingClassFor(rng, seed.weightGrams),
    weightGrams: seed.weightGrams,
    featured: seed.featured === true,
    totalSales: bestSeller ? rng.int(600, 2500) : Math.floor(rng.next() ** 2 * 600),
    createdAt,
    attributes,
    variations,
    reviews: planReviews(rng, {
      // Best sellers are much reviewed: more than one page of reviews (10 a page).
      count: bestSeller ? rng.int(12, 16) : rng.weighted(REVIEW_COUNTS),
      group: category.group,
      since: createdAt,
      reviewers: [...guestReviewers, ...customerReviewers],
    }),
  };
}
