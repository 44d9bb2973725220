import type { Tx } from "../../../app/platform/.server/db";
import {
  attributeTerms,
  attributes,
  media,
  productAttributeTerms,
  productAttributes,
  productGallery,
  productTerms,
  productVariations,
  products,
  reviews,
  terms,
  variationAttributes,
} from "../../schema";
import { SHOP_MANAGER } from "../content/people";
import { FULL_SIZE, mediaSizes } from "../images/render";
import type { AttributePlan, MediaPlan, ProductPlan, TermPlan } from "../plan/types";
import { ROWS_PER_STATEMENT, attributeTermKey, chunks, idOf, termKey, type Refs } from "./refs";

/** Inserts rows in statements of at most ROWS_PER_STATEMENT rows. */
async function insertChunked<Row>(rows: readonly Row[], insert: (chunk: Row[]) => Promise<unknown>): Promise<void> {
  for (const chunk of chunks(rows, ROWS_PER_STATEMENT)) await insert(chunk);
}

const mediaRow = (item: MediaPlan) => ({
  slug: item.slug,
  title: item.title,
  alt: item.alt,
  width: FULL_SIZE,
  height: FULL_SIZE,
  sizes: mediaSizes(item.slug, item.createdAt, item.scene),
  createdAt: item.createdAt,
});

export async function insertMedia(tx: Tx, items: readonly MediaPlan[]): Promise<Map<string, number>> {
  const ids = new Map<string, number>();
  for (const chunk of chunks(items, ROWS_PER_STATEMENT)) {
    const rows = await tx.insert(media).values(chunk.map(mediaRow)).returning({ id: media.id, slug: media.slug });
    for (const row of rows) ids.set(row.slug, row.id);
  }
  return ids;
}

/** Media rows for pictures that may already be recorded (a shared pool): existing slugs are kept. */
export async function insertMediaMissing(tx: Tx, items: readonly MediaPlan[]): Promise<void> {
  await insertChunked(items, (chunk) => tx.insert(media).values(chunk.map(mediaRow)).onConflictDoNothing({ target: media.slug }));
}

/** Parents are written before their children, one tree level per round. */
export async function insertTerms(tx: Tx, plans: readonly TermPlan[], mediaIds: ReadonlyMap<string, number>) {
  const ids = new Map<string, number>();
  let pending = [...plans];
  while (pending.length > 0) {
    const ready = pending.filter((t) => !t.parentSlug || ids.has(termKey(t.taxonomy, t.parentSlug)));
    if (ready.length === 0) throw new Error(`Danh mục cha không tồn tại: ${pending.map((t) => t.slug).join(", ")}`);
    const rows = await tx
      .insert(terms)
      .values(
        ready.map((t) => ({
          taxonomy: t.taxonomy,
          slug: t.slug,
          name: t.name,
          description: t.description,
          parentId: t.parentSlug ? idOf(ids, termKey(t.taxonomy, t.parentSlug), "danh mục cha") : null,
          imageId: t.imageSlug ? idOf(mediaIds, t.imageSlug, "ảnh") : null,
          menuOrder: t.menuOrder,
        })),
      )
      .returning({ id: terms.id, taxonomy: terms.taxonomy, slug: terms.slug });
    for (const row of rows) ids.set(termKey(row.taxonomy, row.slug), row.id);
    pending = pending.filter((t) => !ready.includes(t));
  }
  return ids;
}

export async function insertAttributes(tx: Tx, plans: readonly AttributePlan[], mediaIds: ReadonlyMap<string, number>) {
  const attributeIds = new Map<string, number>();
  const termIds = new Map<string, number>();
  for (const plan of plans) {
    const [row] = await tx
      .insert(attributes)
      .values({ slug: plan.slug, name: plan.name, swatchType: plan.swatchType })
      .returning({ id: attributes.id });
    if (!row) throw new Error(`Không ghi được thuộc tính ${plan.slug}`);
    attributeIds.set(plan.slug, row.id);
    const rows = await tx
      .insert(attributeTerms)
      .values(
        plan.terms.map((term) => ({
          attributeId: row.id,
          slug: term.slug,
          name: term.name,
          color: term.color ?? null,
          color2: term.color2 ?? null,
          imageId: term.imageSlug ? idOf(mediaIds, term.imageSlug, "ảnh") : null,
          label: term.label ?? null,
          menuOrder: term.menuOrder,
        })),
      )
      .returning({ id: attributeTerms.id, slug: attributeTerms.slug });
    for (const term of rows) termIds.set(attributeTermKey(plan.slug, term.slug), term.id);
  }
  return { attributeIds, termIds };
}

export type ProductCounts = { products: number; variations: number; reviews: number };

/**
 * Writes products with everything that hangs off them. Price lookups and ratings are left to
 * the database's triggers (migration 0002), which run as the variations and reviews arrive.
 */
export async function insertProducts(tx: Tx, plans: readonly ProductPlan[], refs: Refs): Promise<ProductCounts> {
  const productIds = new Map<string, number>();
  await insertChunked(plans, async (chunk) => {
    const rows = await tx
      .insert(products)
      .values(
        chunk.map((p) => ({
          type: p.type,
          status: "publish" as const,
          slug: p.slug,
          name: p.name,
          shortDescription: p.shortDescription,
          description: p.description,
          sku: p.sku,
          regularPrice: p.regularPrice,
          salePrice: p.salePrice,
          stockStatus: p.stock.status,
          manageStock: p.stock.manage,
          stockQuantity: p.stock.quantity,
          imageId: idOf(refs.media, p.imageSlug, "ảnh"),
          shippingClassId: idOf(refs.terms, termKey("product_shipping_class", p.shippingClassSlug), "hạng vận chuyển"),
          weightGrams: p.weightGrams,
          featured: p.featured,
          totalSales: p.totalSales,
          createdAt: p.createdAt,
          updatedAt: p.createdAt,
        })),
      )
      .returning({ id: products.id, slug: products.slug });
    for (const row of rows) productIds.set(row.slug, row.id);
  });
  const productId = (p: ProductPlan) => idOf(productIds, p.slug, "sản phẩm");

  await insertChunked(
    plans.flatMap((p) =>
      p.gallerySlugs.map((slug, position) => ({ productId: productId(p), mediaId: idOf(refs.media, slug, "ảnh"), position })),
    ),
    (rows) => tx.insert(productGallery).values(rows),
  );

  await insertChunked(
    plans.flatMap((p) =>
      [
        termKey("product_cat", p.categorySlug),
        ...p.tagSlugs.map((slug) => termKey("product_tag", slug)),
        // The shipping class is also a taxonomy link, so search filters can count it like the others.
        termKey("product_shipping_class", p.shippingClassSlug),
      ].map((key) => ({ productId: productId(p), termId: idOf(refs.terms, key, "thuật ngữ") })),
    ),
    (rows) => tx.insert(productTerms).values(rows),
  );

  await insertChunked(
    plans.flatMap((p) =>
      p.attributes.map((a) => ({
        productId: productId(p),
        attributeId: idOf(refs.attributes, a.attribute, "thuộc tính"),
        position: a.position,
        visible: a.visible,
        usedForVariations: a.usedForVariations,
      })),
    ),
    (rows) => tx.insert(productAttributes).values(rows),
  );

  await insertChunked(
    plans.flatMap((p) =>
      p.attributes.flatMap((a) =>
        a.terms.map((term) => ({
          productId: productId(p),
          termId: idOf(refs.attributeTerms, attributeTermKey(a.attribute, term), "giá trị thuộc tính"),
        })),
      ),
    ),
    (rows) => tx.insert(productAttributeTerms).values(rows),
  );

  const variations = plans.flatMap((p) => p.variations.map((v) => ({ product: p, variation: v })));
  const variationIds = new Map<string, number>();
  await insertChunked(variations, async (chunk) => {
    const rows = await tx
      .insert(productVariations)
      .values(
        chunk.map(({ product, variation: v }) => ({
          productId: productId(product),
          sku: v.sku,
          regularPrice: v.regularPrice,
          salePrice: v.salePrice,
          stockStatus: v.stock.status,
          manageStock: v.stock.manage,
          stockQuantity: v.stock.quantity,
          imageId: idOf(refs.media, v.imageSlug, "ảnh"),
          menuOrder: v.menuOrder,
        })),
      )
      .returning({ id: productVariations.id, sku: productVariations.sku });
    for (const row of rows) if (row.sku) variationIds.set(row.sku, row.id);
  });

  await insertChunked(
    variations.flatMap(({ variation: v }) =>
      v.terms.map((t) => ({
        variationId: idOf(variationIds, v.sku, "biến thể"),
        attributeId: idOf(refs.attributes, t.attribute, "thuộc tính"),
        termId: idOf(refs.attributeTerms, attributeTermKey(t.attribute, t.term), "giá trị thuộc tính"),
      })),
    ),
    (rows) => tx.insert(variationAttributes).values(rows),
  );

  const reviewRows = plans.flatMap((p) =>
    p.reviews.map((r) => ({
      productId: productId(p),
      userId: r.userLogin ? idOf(refs.users, r.userLogin, "người dùng") : null,
      authorName: r.authorName,
      authorEmail: r.authorEmail,
      rating: r.rating,
      content: r.content,
      status: r.status,
      verifiedOwner: r.verifiedOwner,
      createdAt: r.createdAt,
      replyContent: r.reply?.content ?? null,
      repliedAt: r.reply?.createdAt ?? null,
      replyUserId: r.reply ? (refs.users.get(SHOP_MANAGER.login) ?? null) : null,
    })),
  );
  await insertChunked(reviewRows, (rows) => tx.insert(reviews).values(rows));

  return { products: plans.length, variations: variations.length, reviews: reviewRows.length };
}
