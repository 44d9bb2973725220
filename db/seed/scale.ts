import { eq, inArray, max } from "drizzle-orm";
import type { Db, Tx } from "../../app/platform/.server/db";
import { analyzeOutgrownTables } from "../../app/platform/.server/table-upkeep";
import { attributeTerms, attributes, media, products, terms } from "../schema";
import { renderImages, type RenderResult } from "./images/render";
import { planScaleProduct, scaleFamilies, scalePool } from "./plan/scale";
import { insertProducts, insertMediaMissing } from "./write/catalog";
import { attributeTermKey, termKey, type Refs } from "./write/refs";

export type ScaleOptions = {
  uploadsDir: string;
  /** `false` writes the pool's media rows without rendering files (tests). */
  images?: boolean;
  /** Called once with 0 before the first batch, then after each committed batch. */
  onProgress?: (done: number, total: number) => void;
  log?: (msg: string) => void;
};

export type ScaleSummary = {
  products: number;
  variations: number;
  reviews: number;
  /** The shared picture pool; `null` when images were not rendered. */
  pool: (RenderResult & { ms: number }) | null;
  ms: number;
};

/** Products per transaction: big enough to amortise the commit, small enough to show progress. */
const BATCH_SIZE = 500;

/**
 * Adds `count` generated products on top of the demo catalogue (which must exist: they reuse
 * its categories, tags and attributes). Numbering continues after the highest product id, so
 * running it again adds more products instead of clashing on slugs and SKUs.
 */
export async function seedScale(db: Db, count: number, opts: ScaleOptions): Promise<ScaleSummary> {
  const started = performance.now();
  const families = scaleFamilies();
  const pool = scalePool(families);

  let poolSummary: ScaleSummary["pool"] = null;
  if (opts.images !== false) {
    opts.log?.(`Kho ảnh dùng chung: ${pool.length} ảnh (bỏ qua tệp đã có)…`);
    const t = performance.now();
    poolSummary = { ...(await renderImages(pool, opts.uploadsDir)), ms: performance.now() - t };
  }
  const refs = await db.transaction(async (tx) => {
    await insertMediaMissing(tx, pool);
    return loadRefs(tx, pool.map((p) => p.slug));
  });
  const missing = families.map((f) => f.info.slug).filter((slug) => !refs.terms.has(termKey("product_cat", slug)));
  if (missing.length > 0) {
    throw new Error(`Chưa có danh mục ${missing.join(", ")}: hãy chạy seedDemo trước seedScale.`);
  }

  const [top] = await db.select({ id: max(products.id) }).from(products);
  const first = (top?.id ?? 0) + 1;
  const totals = { products: 0, variations: 0, reviews: 0 };
  opts.onProgress?.(0, count);
  for (let done = 0; done < count; ) {
    const size = Math.min(BATCH_SIZE, count - done);
    const plans = Array.from({ length: size }, (_, i) => planScaleProduct(first + done + i, families));
    const written = await db.transaction((tx) => insertProducts(tx, plans, refs));
    // The triggers' statements keep their plans for the whole run, and without statistics the
    // planner's estimates grow with the tables until a generic plan made for the demo shop looks
    // cheaper and is kept: one that reads every search document, once per price or rating
    // refreshed (a 100 000-product seed stalled after 70 000; decision 017). Statistics taken as
    // each table doubles (a few ANALYZEs in all) keep the estimates true and make the plans again.
    await analyzeOutgrownTables(db);
    totals.products += written.products;
    totals.variations += written.variations;
    totals.reviews += written.reviews;
    done += size;
    opts.onProgress?.(done, count);
  }
  return { ...totals, pool: poolSummary, ms: performance.now() - started };
}

/** Ids of the demo's taxonomy and attributes, and of the pool pictures, by slug. */
async function loadRefs(tx: Tx, poolSlugs: readonly string[]): Promise<Refs> {
  const termRows = await tx
    .select({ id: terms.id, taxonomy: terms.taxonomy, slug: terms.slug })
    .from(terms)
    .where(inArray(terms.taxonomy, ["product_cat", "product_tag", "product_shipping_class"]));
  const attributeRows = await tx.select({ id: attributes.id, slug: attributes.slug }).from(attributes);
  const attributeTermRows = await tx
    .select({ id: attributeTerms.id, slug: attributeTerms.slug, attribute: attributes.slug })
    .from(attributeTerms)
    .innerJoin(attributes, eq(attributes.id, attributeTerms.attributeId));
  const mediaRows = await tx.select({ id: media.id, slug: media.slug }).from(media).where(inArray(media.slug, [...poolSlugs]));
  return {
    media: new Map(mediaRows.map((m) => [m.slug, m.id])),
    terms: new Map(termRows.map((t) => [termKey(t.taxonomy, t.slug), t.id])),
    attributes: new Map(attributeRows.map((a) => [a.slug, a.id])),
    attributeTerms: new Map(attributeTermRows.map((t) => [attributeTermKey(t.attribute, t.slug), t.id])),
    // Generated reviews are by guests only.
    users: new Map(),
  };
}
