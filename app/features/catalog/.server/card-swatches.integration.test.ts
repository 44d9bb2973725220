import { and, asc, eq, sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { attributeTerms, attributes, media, productVariations, products } from "../../../../db/schema";
import { type Database, queryRows } from "../../../platform/.server/db";
import { afterCatalogWrite } from "../../../platform/.server/versioned-cache";
import { cloneSeededDatabase } from "../../../../tests/support/db";
import type { ProductCard } from "../types";
import { listProducts } from "./products";

/*
 * A variable product's card carries the swatches of spec §4, read with the listing's one
 * statement from `products.card_swatches`, which triggers keep in step with the catalogue.
 */
let database: Database;
beforeAll(async () => {
  database = await cloneSeededDatabase();
});
afterAll(() => database.close());

/**
 * The tests edit the catalogue straight in the database, as an owner's tool would: the listing
 * sees such edits within a second (decision 013); here it checks the version at once.
 */
const allCards = async (): Promise<ProductCard[]> => {
  afterCatalogWrite(database.db);
  return (await listProducts(database.db, { sort: "menu_order", page: 1, perPage: 1000 })).items;
};
const cardOf = async (id: number) => (await allCards()).find((c) => c.id === id)!;

/** A published variable product whose variations are split by the given attribute. */
async function variableWith(attribute: string): Promise<{ id: number; slug: string }> {
  const [row] = await queryRows<{ id: number; slug: string }>(
    database.db,
    sql`select p.id, p.slug from products p
        join product_attributes pa on pa.product_id = p.id and pa.used_for_variations
        join attributes a on a.id = pa.attribute_id and a.slug = ${attribute}
        where p.type = 'variable' and p.status = 'publish' order by p.id limit 1`,
  );
  if (!row) throw new Error(`no variable product by ${attribute}`);
  return row;
}

/** The thumbnail JPEG (with its fingerprint) of the first variation (in menu order) with each value of the attribute. */
async function variationPictures(productId: number, attribute: string): Promise<Map<string, string>> {
  const rows = await queryRows<{ term: string; file: string; v: string }>(
    database.db,
    sql`select distinct on (t.slug) t.slug as term, m.sizes #>> '{thumbnail,jpeg,file}' as file, m.sizes #>> '{thumbnail,jpeg,v}' as v
        from product_variations v
        join variation_attributes va on va.variation_id = v.id
        join attribute_terms t on t.id = va.term_id
        join attributes a on a.id = t.attribute_id and a.slug = ${attribute}
        join media m on m.id = v.image_id
        where v.product_id = ${productId}
        order by t.slug, v.menu_order, v.id`,
  );
  return new Map(rows.map((r) => [r.term, `/wp-content/uploads/${r.file}?v=${r.v}`]));
}

describe("card swatches in the listing", () => {
  it("gives a variable product its colour swatches, each with the picture of a variation of that colour", async () => {
    const product = await variableWith("mau-sac");
    const card = await cardOf(product.id);
    expect(card.swatches).toMatchObject({ attribute: "mau-sac", label: "Màu sắc", type: "color" });
    const terms = await database.db
      .select({ slug: attributeTerms.slug, name: attributeTerms.name, color: attributeTerms.color })
      .from(attributeTerms)
      .innerJoin(attributes, eq(attributes.id, attributeTerms.attributeId))
      .where(and(eq(attributes.slug, "mau-sac"), sql`${attributeTerms.id} in (select term_id from product_attribute_terms where product_id = ${product.id})`))
      .orderBy(asc(attributeTerms.menuOrder), asc(attributeTerms.name), asc(attributeTerms.id));
    expect(card.swatches!.values.map((v) => [v.value, v.name, v.color])).toEqual(terms.map((t) => [t.slug, t.name, t.color]));

    const pictures = await variationPictures(product.id, "mau-sac");
    for (const value of card.swatches!.values) {
      expect(value.image?.src, value.value).toBe(pictures.get(value.value));
      // The card's renditions only: 400 and 800 px WebP, and AVIF (the demo's pictures have it).
      expect(value.image?.srcset).toMatch(/^\/wp-content\/uploads\/\S+-400x400\.webp\?v=[\w-]{10} 400w, \/wp-content\/uploads\/\S+-800x800\.webp\?v=[\w-]{10} 800w$/);
      expect(value.image?.avifSrcset).toMatch(/^\/wp-content\/uploads\/\S+-400x400\.avif\?v=[\w-]{10} 400w, \/wp-content\/uploads\/\S+-800x800\.avif\?v=[\w-]{10} 800w$/);
    }
  });

  it("gives a patterned product image swatches with their small pictures, in every format the term's picture has", async () => {
    const product = await variableWith("hoa-tiet");
    const card = await cardOf(product.id);
    expect(card.swatches?.type).toBe("image");
    for (const value of card.swatches!.values) {
      const [term] = await queryRows<{ jpeg: string; webp: string; avif: string }>(
        database.db,
        sql`select m.sizes #>> '{gallery_thumbnail,jpeg,v}' as jpeg, m.sizes #>> '{gallery_thumbnail,webp,v}' as webp, m.sizes #>> '{gallery_thumbnail,avif,v}' as avif
            from attribute_terms t join attributes a on a.id = t.attribute_id and a.slug = 'hoa-tiet' join media m on m.id = t.image_id
            where t.slug = ${value.value}`,
      );
      expect(value.thumb?.src).toMatch(new RegExp(`^/wp-content/uploads/.+-150x150\\.jpg\\?v=${term!.jpeg}$`));
      expect(value.thumb?.webp).toMatch(new RegExp(`^/wp-content/uploads/.+-150x150\\.webp\\?v=${term!.webp}$`));
      expect(value.thumb?.avif).toMatch(new RegExp(`^/wp-content/uploads/.+-150x150\\.avif\\?v=${term!.avif}$`));
      expect(value.image?.src).toMatch(/\.jpg\?v=[\w-]{10}$/);
    }
  });

  it("gives simple products no swatches, and every variable product some", async () => {
    const cards = await allCards();
    expect(cards.filter((c) => c.type === "simple").every((c) => c.swatches === undefined)).toBe(true);
    expect(cards.filter((c) => c.type === "variable").every((c) => (c.swatches?.values.length ?? 0) > 0)).toBe(true);
  });

  it("follows the catalogue: a term's new colour and a variation's new picture reach the card", async () => {
    const product = await variableWith("mau-sac");
    const first = (await cardOf(product.id)).swatches!.values[0]!;
    const [term] = await database.db
      .select({ id: attributeTerms.id })
      .from(attributeTerms)
      .innerJoin(attributes, eq(attributes.id, attributeTerms.attributeId))
      .where(and(eq(attributes.slug, "mau-sac"), eq(attributeTerms.slug, first.value)));
    await database.db.update(attributeTerms).set({ color: "#123456" }).where(eq(attributeTerms.id, term!.id));

    const [other] = await database.db.select({ id: media.id }).from(media).where(sql`${media.sizes} ? 'thumbnail'`).orderBy(asc(media.id)).limit(1);
    const variationIds = await queryRows<{ id: number }>(
      database.db,
      sql`select v.id from product_variations v join variation_attributes va on va.variation_id = v.id
          where v.product_id = ${product.id} and va.term_id = ${term!.id}`,
    );
    await database.db
      .update(productVariations)
      .set({ imageId: other!.id })
      .where(sql`${productVariations.id} in (${sql.join(variationIds.map((v) => sql`${v.id}`), sql`, `)})`);

    const now = (await cardOf(product.id)).swatches!.values[0]!;
    expect(now.color).toBe("#123456");
    const [file] = await queryRows<{ file: string; v: string }>(database.db, sql`select sizes #>> '{thumbnail,jpeg,file}' as file, sizes #>> '{thumbnail,jpeg,v}' as v from media where id = ${other!.id}`);
    expect(now.image?.src).toBe(`/wp-content/uploads/${file!.file}?v=${file!.v}`);
  });

  it("falls back to label swatches only when a product has no colour or image attribute left", async () => {
    const product = await variableWith("mau-sac");
    await database.db.update(attributes).set({ swatchType: "select" }).where(eq(attributes.slug, "mau-sac"));
    const card = await cardOf(product.id);
    expect(card.swatches).toMatchObject({ attribute: "kich-thuoc", type: "label" });
    await database.db.update(attributes).set({ swatchType: "select" }).where(eq(attributes.slug, "kich-thuoc"));
    expect((await cardOf(product.id)).swatches).toBeUndefined();
  });

  it("drops the swatches of a product that becomes simple", async () => {
    const [product] = await database.db.select({ id: products.id }).from(products).where(sql`${products.cardSwatches} is not null`).limit(1);
    await database.db.delete(productVariations).where(eq(productVariations.productId, product!.id));
    await database.db.update(products).set({ type: "simple", regularPrice: 100_000 }).where(eq(products.id, product!.id));
    expect((await cardOf(product!.id)).swatches).toBeUndefined();
  });
});
