import { sql } from "drizzle-orm";
import { z } from "zod";
import { staffActions } from "../../../../db/schema";
import type { Db, Tx } from "../../../platform/.server/db";
import { queryChecked } from "../../../platform/.server/sql-answer";
import { afterCatalogWrite } from "../../../platform/.server/versioned-cache";
import {
  type ChangeResult,
  type ProductChange,
  type ProductType,
  type StaffProduct,
  type StaffVariation,
  type VariationChange,
  Refused,
  checkSku,
  inTransaction,
  pricesAfter,
  replaceTerms,
  sanitizeProductHtml,
  staffProduct,
  staffVariation,
  stockAfter,
  replaceGroupedProducts,
  uniqueSlug,
} from "./product-admin";
import { changeMeta } from "./product-meta";
import { checkMedia, setProductAttributes, variationTerms } from "./product-structure";

/**
 * Products and variations made and removed by staff (WooCommerce's "Add new", "Move to Trash",
 * "Delete permanently", and a variable product's "Add variation"), each in one transaction with
 * its line in the staff log; the storefront and search follow at once (the catalogue's triggers
 * bump its version and keep the search documents and card swatches; `afterCatalogWrite` drops
 * this process's kept answers).
 *
 * What refers to a product outlives it as history: an order's lines keep the name, SKU and price
 * they were sold at (`order_items`, the product's id set to null), a cart's line of it goes
 * (`cart_items` cascade), and a product in the trash is no longer sold, listed or searched
 * (everything the shop shows reads status `publish`), so a cart holding it drops the line.
 */

export type NewProduct = ProductChange & {
  type: ProductType;
  /** Its picture first, then its gallery, by media id. */
  imageIds?: number[];
};

const NO_STOCK = { manageStock: false, stockQuantity: null, stockStatus: "instock" as const, backorders: "no" };

/** Creates a product for staff member `staffId`; refused, nothing is written. */
export async function createProduct(db: Db, input: NewProduct, staffId: number): Promise<ChangeResult<StaffProduct>> {
  const began = Date.now();
  const result = await inTransaction(
    db,
    async (tx) => {
      const name = (input.name ?? "").trim();
      if (name === "") throw new Refused({ code: "empty_name" });
      // WordPress makes the address from the name when none is given (without diacritics: slugify).
      const slug = await uniqueSlug(tx, input.slug?.trim() || name, 0);
      const sku = input.sku?.trim() || null;
      if (sku) await checkSku(tx, sku, {});
      const simple = input.type === "simple";
      const prices = simple ? pricesAfter({ regularPrice: null, salePrice: null }, input) : { regularPrice: null, salePrice: null };
      const stock = stockAfter(NO_STOCK, input);
      const imageIds = input.imageIds ?? [];
      await checkMedia(tx, imageIds);
      const [row] = await queryChecked(
        tx,
        "a new product",
        z.strictObject({ id: z.int() }),
        sql`insert into products (type, status, slug, name, description, short_description, sku, regular_price, sale_price,
                                  manage_stock, stock_quantity, stock_status, image_id)
            values (${input.type}::product_type, ${input.status ?? "publish"}::publish_status, ${slug}, ${name},
                    ${sanitizeProductHtml(input.description ?? "")}, ${sanitizeProductHtml(input.shortDescription ?? "")}, ${sku},
                    ${prices.regularPrice}, ${prices.salePrice}, ${stock.manageStock}, ${stock.manageStock ? stock.stockQuantity : null},
                    ${stock.stockStatus}::stock_status, ${imageIds[0] ?? null})
            returning id`,
      );
      const id = row!.id;
      const gallery = [...new Set(imageIds.slice(1))].filter((m) => m !== imageIds[0]);
      if (gallery.length > 0) {
        await tx.execute(sql`insert into product_gallery (product_id, media_id, position) values ${sql.join(
          gallery.map((mediaId, position) => sql`(${id}, ${mediaId}, ${position})`),
          sql`, `,
        )}`);
      }
      if (input.categoryIds) await replaceTerms(tx, id, "product_cat", input.categoryIds, "categories");
      if (input.tagIds) await replaceTerms(tx, id, "product_tag", input.tagIds, "tags");
      if (input.attributes) await setProductAttributes(tx, id, input.attributes);
      if (input.metaData) await changeMeta(tx, "products", id, input.metaData);
      if (input.type === "grouped" && input.groupedIds) await replaceGroupedProducts(tx, id, input.groupedIds);
      await tx.insert(staffActions).values({ userId: staffId, action: "product.create", objectType: "product", objectId: id, details: { type: input.type, name, slug, sku } });
      return (await staffProduct(tx, id))!;
    },
    input.sku,
  );
  if (result.ok) afterCatalogWrite(db, { began });
  return result;
}

async function lockProduct(tx: Tx, id: number): Promise<{ status: string; type: string } | null> {
  const [row] = await queryChecked(tx, "a product to remove", z.strictObject({ status: z.string(), type: z.string() }), sql`select status::text, type::text from products where id = ${id} for update`);
  return row ?? null;
}

/**
 * Moves product `id` to the trash (`force` false: WooCommerce's default, refused once it is there)
 * or deletes it for good with its variations, pictures' links, terms and reviews. Answers the
 * product as it stands after a move, as it was before a deletion (WooCommerce's answers).
 */
export async function deleteProduct(db: Db, id: number, force: boolean, staffId: number): Promise<ChangeResult<StaffProduct>> {
  const began = Date.now();
  const result = await inTransaction(
    db,
    async (tx) => {
      const locked = await lockProduct(tx, id);
      if (!locked) throw new Refused({ code: "not_found" });
      if (!force) {
        if (locked.status === "trash") throw new Refused({ code: "already_trashed" });
        await tx.execute(sql`update products set status = 'trash', updated_at = now() where id = ${id}`);
        await tx.insert(staffActions).values({ userId: staffId, action: "product.trash", objectType: "product", objectId: id, details: { status: { from: locked.status, to: "trash" } } });
        return (await staffProduct(tx, id))!;
      }
      const before = (await staffProduct(tx, id))!;
      await tx.execute(sql`delete from products where id = ${id}`);
      await tx.insert(staffActions).values({
        userId: staffId,
        action: "product.delete",
        objectType: "product",
        objectId: id,
        details: { name: before.name, slug: before.slug, sku: before.sku, variations: before.variations.map((v) => v.id) },
      });
      return before;
    },
    null,
  );
  if (result.ok) afterCatalogWrite(db, { began });
  return result;
}

export type NewVariation = VariationChange & {
  attributes: Array<{ id: number; option: string }>;
  description?: string;
  menuOrder?: number;
};

/** Adds a variation to variable product `productId`, as `createProduct` a product. */
export async function createVariation(db: Db, productId: number, input: NewVariation, staffId: number): Promise<ChangeResult<StaffVariation>> {
  const began = Date.now();
  const result = await inTransaction(
    db,
    async (tx) => {
      const locked = await lockProduct(tx, productId);
      if (!locked) throw new Refused({ code: "not_found" });
      if (locked.type !== "variable") throw new Refused({ code: "not_variable" });
      const sku = input.sku?.trim() || null;
      if (sku) await checkSku(tx, sku, {});
      const prices = pricesAfter({ regularPrice: null, salePrice: null }, input);
      const stock = stockAfter(NO_STOCK, input);
      if (input.imageId) await checkMedia(tx, [input.imageId]);
      const values = await variationTerms(tx, productId, input.attributes);
      const [row] = await queryChecked(
        tx,
        "a new variation",
        z.strictObject({ id: z.int() }),
        sql`insert into product_variations (product_id, status, sku, regular_price, sale_price, manage_stock, stock_quantity, stock_status, image_id, description, menu_order)
            values (${productId}, ${input.status ?? "publish"}::publish_status, ${sku}, ${prices.regularPrice}, ${prices.salePrice}, ${stock.manageStock},
                    ${stock.manageStock ? stock.stockQuantity : null}, ${stock.stockStatus}::stock_status, ${input.imageId ?? null},
                    ${sanitizeProductHtml(input.description ?? "")},
                    ${input.menuOrder ?? sql`(select coalesce(max(menu_order) + 1, 0) from product_variations where product_id = ${productId})`})
            returning id`,
      );
      const id = row!.id;
      if (values.length > 0) {
        await tx.execute(sql`insert into variation_attributes (variation_id, attribute_id, term_id) values ${sql.join(
          values.map((v) => sql`(${id}, ${v.attributeId}, ${v.termId})`),
          sql`, `,
        )}`);
      }
      if (input.metaData) await changeMeta(tx, "product_variations", id, input.metaData);
      await tx.execute(sql`update products set updated_at = now() where id = ${productId}`);
      await tx.insert(staffActions).values({
        userId: staffId,
        action: "variation.create",
        objectType: "variation",
        objectId: id,
        details: { productId, sku, regularPrice: prices.regularPrice, salePrice: prices.salePrice, attributes: values },
      });
      return (await staffVariation(tx, id))!;
    },
    input.sku,
  );
  if (result.ok) afterCatalogWrite(db, { began });
  return result;
}

/** Deletes variation `variationId` of product `productId` for good (variations have no trash); answers it as it was. */
export async function deleteVariation(db: Db, productId: number, variationId: number, staffId: number): Promise<ChangeResult<StaffVariation>> {
  const began = Date.now();
  const result = await inTransaction(
    db,
    async (tx) => {
      const [locked] = await queryChecked(tx, "a variation to remove", z.strictObject({ id: z.int() }), sql`select id from product_variations where id = ${variationId} and product_id = ${productId} for update`);
      if (!locked) throw new Refused({ code: "not_found" });
      const before = (await staffVariation(tx, variationId))!;
      await tx.execute(sql`delete from product_variations where id = ${variationId}`);
      await tx.execute(sql`update products set updated_at = now() where id = ${productId}`);
      await tx.insert(staffActions).values({ userId: staffId, action: "variation.delete", objectType: "variation", objectId: variationId, details: { productId, sku: before.sku } });
      return before;
    },
    null,
  );
  if (result.ok) afterCatalogWrite(db, { began });
  return result;
}
