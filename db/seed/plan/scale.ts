import { COLORS, COLOR_ATTRIBUTE, MATERIAL_ATTRIBUTE, SIZES, SIZE_ATTRIBUTE, type ColorSlug } from "../content/attributes";
import { productDescription } from "../content/descriptions";
import {
  POOL_COLORS,
  SCALE_FAMILIES,
  SCALE_FEATURES,
  SCALE_PITCHES,
  SILHOUETTE_NAMES,
  type ScaleFamily,
} from "../content/scale";
import { BASE_DATE, daysBefore } from "../dates";
import { BACKDROPS } from "../images/palette";
import type { Silhouette } from "../images/shapes";
import { Random } from "../random";
import { slugify } from "../slugify";
import {
  guestReviewers,
  parentStock,
  planReviews,
  saleOrNull,
  shippingClassFor,
  sizedPrice,
  stockFor,
} from "./product-parts";
import { flattenCategories, type CategoryInfo } from "./taxonomy";
import type { MediaPlan, ProductAttributePlan, ProductPlan, VariationPlan } from "./types";

export type Family = ScaleFamily & { info: CategoryInfo };

/** The scale vocabulary joined with the demo categories it files products under. */
export function scaleFamilies(): Family[] {
  const categories = new Map(flattenCategories().map((c) => [c.slug, c]));
  return SCALE_FAMILIES.map((family) => {
    const info = categories.get(family.category);
    if (!info) throw new Error(`Danh mục không tồn tại: ${family.category}`);
    return { ...family, info };
  });
}

/**
 * A fixed pool of pictures, one per drawing and pool colour, shared by every generated product:
 * a catalogue of 100 000 products must not mean 100 000 pictures.
 */
const poolSlug = (kind: Silhouette, color: ColorSlug) => `kho-anh-${kind}-${color}`;

export function scalePool(families: readonly Family[]): MediaPlan[] {
  const kinds = [...new Set(families.flatMap((f) => f.nouns.map((n) => n.kind)))];
  return kinds.flatMap((kind, k) =>
    POOL_COLORS.map((color, c) => ({
      slug: poolSlug(kind, color),
      title: `Ảnh mẫu ${SILHOUETTE_NAMES[kind]}`,
      alt: `${SILHOUETTE_NAMES[kind]} màu ${COLORS[color].name.toLowerCase()}`.replace(/^./, (ch) => ch.toUpperCase()),
      createdAt: BASE_DATE,
      scene: {
        type: "product" as const,
        kind,
        color: COLORS[color].color,
        view: 0 as const,
        backdrop: BACKDROPS[(k + c) % BACKDROPS.length] ?? "#F3EDE4",
      },
    })),
  );
}

/** Shop-like prices: a round ten thousand minus a thousand, e.g. 249 000 ₫. */
function shopPrice(rng: Random, [min, max]: readonly [number, number]): number {
  const raw = min + (max - min) * rng.next() ** 1.5;
  return Math.max(min, Math.round(raw / 10000) * 10000 - 1000);
}

/** Product number `n` of the scale catalogue; the same number always gives the same product. */
export function planScaleProduct(n: number, families: readonly Family[]): ProductPlan {
  const rng = Random.for(`scale:${n}`);
  const family = rng.pick(families);
  const noun = rng.pick(family.nouns);
  const material = rng.pick(noun.materials ?? family.materials);
  const style = rng.pick(noun.styles ?? family.styles);
  const name = `${noun.name} ${material.word} ${style} #${n}`;
  const sku = `SC-${family.info.code}-${String(n).padStart(6, "0")}`;
  const price = shopPrice(rng, family.price);
  const group = family.info.group;
  const createdAt = daysBefore(BASE_DATE, rng.int(0, 1095), rng.int(0, 1440));

  const isVariable = rng.chance(0.1);
  const colorCount = isVariable ? (family.sized ? rng.int(1, 3) : rng.int(2, 4)) : 1;
  const colors = rng.sample(POOL_COLORS, colorCount);
  // 2–6 variations in all: colours × sizes, the sizes kept in their S…XXL order.
  const sizeCount = isVariable && family.sized ? rng.int(Math.ceil(2 / colorCount), Math.min(SIZES.length, Math.floor(6 / colorCount))) : 0;
  const chosenSizes = new Set(rng.sample(SIZES, sizeCount));
  const sizes = SIZES.filter((size) => chosenSizes.has(size));
  const mainColor = colors[0] ?? "den";

  const attributes: ProductAttributePlan[] = [];
  const variations: VariationPlan[] = [];
  if (isVariable) {
    attributes.push({ attribute: COLOR_ATTRIBUTE.slug, terms: colors, position: 0, visible: true, usedForVariations: true });
    if (sizes.length > 0) {
      attributes.push({ attribute: SIZE_ATTRIBUTE.slug, terms: sizes.map(slugify), position: 1, visible: true, usedForVariations: true });
    }
    const combos = colors.flatMap((color) => (sizes.length > 0 ? sizes : [undefined]).map((size) => ({ color, size })));
    combos.forEach(({ color, size }, i) => {
      const regularPrice = size ? sizedPrice(price, size) : price;
      variations.push({
        sku: `${sku}-${color.toUpperCase()}${size ? `-${size}` : ""}`,
        regularPrice,
        salePrice: saleOrNull(rng, regularPrice, 0.2),
        stock: stockFor(rng, rng.chance(0.1), 50),
        imageSlug: poolSlug(noun.kind, color),
        menuOrder: i,
        terms: [
          { attribute: COLOR_ATTRIBUTE.slug, term: color },
          ...(size ? [{ attribute: SIZE_ATTRIBUTE.slug, term: slugify(size) }] : []),
        ],
      });
    });
  }
  if (material.term) {
    attributes.push({ attribute: MATERIAL_ATTRIBUTE.slug, terms: [material.term], position: attributes.length, visible: true, usedForVariations: false });
  }

  const soldOut = !isVariable && rng.chance(0.07);
  const tags = rng.sample(family.tags, rng.int(1, Math.min(3, family.tags.length)));
  const pitch = `${noun.name} ${material.word}, kiểu ${style}: ${rng.pick(SCALE_PITCHES[group])}`;
  const weightGrams = Math.round(rng.int(family.weightGrams[0], family.weightGrams[1]) / 10) * 10;
  return {
    type: isVariable ? "variable" : "simple",
    slug: slugify(name),
    name,
    sku,
    shortDescription: pitch,
    description: productDescription(
      {
        name,
        group,
        pitch,
        features: rng.sample(SCALE_FEATURES[group], 3),
        ...(material.term ? { material: material.term } : {}),
        ...(sizes.length > 0 ? { sizes } : {}),
        gift: tags.includes("qua-tang"),
      },
      rng,
    ),
    regularPrice: isVariable ? null : price,
    salePrice: isVariable || soldOut ? null : saleOrNull(rng, price, 0.25),
    stock: isVariable ? parentStock(variations) : stockFor(rng, soldOut),
    imageSlug: poolSlug(noun.kind, mainColor),
    // The other pool colours of the same drawing: always three more pictures.
    gallerySlugs: POOL_COLORS.filter((c) => c !== mainColor).map((c) => poolSlug(noun.kind, c)),
    categorySlug: family.info.slug,
    tagSlugs: tags,
    shippingClassSlug: shippingClassFor(rng, weightGrams),
    weightGrams,
    featured: false,
    totalSales: Math.floor(rng.next() ** 3 * 2000),
    createdAt,
    attributes,
    variations,
    reviews: rng.chance(0.25)
      ? planReviews(rng, { count: rng.int(1, 3), group, since: createdAt, reviewers: guestReviewers })
      : [],
  };
}
