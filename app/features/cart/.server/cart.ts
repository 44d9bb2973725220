import { createHash } from "node:crypto";
import { and, asc, eq, inArray, sql } from "drizzle-orm";
import {
  attributeTerms,
  attributes,
  cartItems,
  carts,
  productAttributeTerms,
  productAttributes,
  productVariations,
  products,
  variationAttributes,
} from "../../../../db/schema";
import type { Db, Tx } from "../../../platform/.server/db";
import type { Session } from "../../../platform/.server/session";
import type { AddToCartError, AddToCartResult } from "../types";

/**
 * WooCommerce's `cart_item_key` (`WC_Cart::generate_cart_id`): md5 of the product id, the
 * variation id when there is one, and the chosen attributes concatenated as `{name}{value}`,
 * joined with "_". The same product with the same options is therefore always the same line.
 */
export function cartItemKey(productId: number, variationId: number | null, chosen: Record<string, string>): string {
  const parts: string[] = [String(productId)];
  if (variationId) parts.push(String(variationId));
  const entries = Object.entries(chosen);
  if (entries.length > 0) parts.push(entries.map(([k, v]) => `${k.trim()}${v.trim()}`).join(""));
  return createHash("md5").update(parts.join("_")).digest("hex");
}

export type AddToCartRequest = {
  productId: number;
  quantity: number;
  variationId: number | null;
  /** `attribute_pa_{slug}` → term slug, as posted. */
  attributes: Record<string, string>;
};

type ProductRow = {
  id: number;
  slug: string;
  name: string;
  type: "simple" | "variable";
  status: string;
  regularPrice: number | null;
  stockStatus: "instock" | "outofstock" | "onbackorder";
  manageStock: boolean;
  stockQuantity: number | null;
  minQuantity: number | null;
  maxQuantity: number | null;
};

type Stock = { stockStatus: ProductRow["stockStatus"]; manageStock: boolean; stockQuantity: number | null };

/** The variation a variable product's form chose, or why there is none. */
async function resolveVariation(
  tx: Tx,
  product: ProductRow,
  req: AddToCartRequest,
): Promise<{ ok: true; variationId: number; chosen: Record<string, string>; stock: Stock } | { ok: false; error: AddToCartError }> {
  const name = product.name;
  // The attributes that define variations, with the terms this product offers for each.
  const offered = await tx
    .select({ attributeId: attributes.id, slug: attributes.slug, term: attributeTerms.slug, termId: attributeTerms.id })
    .from(productAttributes)
    .innerJoin(attributes, eq(attributes.id, productAttributes.attributeId))
    .innerJoin(attributeTerms, eq(attributeTerms.attributeId, attributes.id))
    .innerJoin(productAttributeTerms, and(eq(productAttributeTerms.termId, attributeTerms.id), eq(productAttributeTerms.productId, product.id)))
    .where(and(eq(productAttributes.productId, product.id), eq(productAttributes.usedForVariations, true)))
    .orderBy(asc(productAttributes.position), asc(attributes.id));
  const fields = [...new Set(offered.map((o) => `attribute_pa_${o.slug}`))];
  const chosen: Record<string, string> = {};
  for (const field of fields) {
    const value = req.attributes[field]?.trim() ?? "";
    if (!value) return { ok: false, error: { code: "choose_options", name } };
    if (!offered.some((o) => `attribute_pa_${o.slug}` === field && o.term === value)) {
      return { ok: false, error: { code: "no_such_variation", name } };
    }
    chosen[field] = value;
  }

  const rows = await tx
    .select({
      id: productVariations.id,
      stockStatus: productVariations.stockStatus,
      manageStock: productVariations.manageStock,
      stockQuantity: productVariations.stockQuantity,
      field: sql<string>`'attribute_pa_' || ${attributes.slug}`,
      term: attributeTerms.slug,
    })
    .from(productVariations)
    .leftJoin(variationAttributes, eq(variationAttributes.variationId, productVariations.id))
    .leftJoin(attributes, eq(attributes.id, variationAttributes.attributeId))
    .leftJoin(attributeTerms, eq(attributeTerms.id, variationAttributes.termId))
    .where(and(eq(productVariations.productId, product.id), eq(productVariations.status, "publish")))
    .orderBy(asc(productVariations.menuOrder), asc(productVariations.id));
  const variations = new Map<number, { stock: Stock; values: Map<string, string | null> }>();
  for (const r of rows) {
    const v = variations.get(r.id) ?? { stock: { stockStatus: r.stockStatus, manageStock: r.manageStock, stockQuantity: r.stockQuantity }, values: new Map() };
    if (r.field) v.values.set(r.field, r.term);
    variations.set(r.id, v);
  }
  // A variation matches when each of its attributes is "any" (null) or the chosen term.
  const matches = (v: { values: Map<string, string | null> }) =>
    [...v.values].every(([field, term]) => term === null || chosen[field] === term);
  const id = req.variationId ?? [...variations].find(([, v]) => matches(v))?.[0];
  const match = id === undefined ? undefined : variations.get(id);
  if (id === undefined || !match || !matches(match)) return { ok: false, error: { code: "no_such_variation", name } };
  // A variation that does not manage its stock uses its product's (WooCommerce's parent stock).
  const stock = match.stock.manageStock ? match.stock : { ...match.stock, manageStock: product.manageStock, stockQuantity: product.stockQuantity };
  return { ok: true, variationId: id, chosen, stock };
}

/** The guest's (or signed-in user's) cart, made on first use. */
async function cartOf(tx: Tx, session: Session): Promise<number> {
  const owner = session.userId === null ? eq(carts.sessionId, session.id) : eq(carts.userId, session.userId);
  const [existing] = await tx.select({ id: carts.id }).from(carts).where(owner);
  if (existing) return existing.id;
  const [made] = await tx
    .insert(carts)
    .values(session.userId === null ? { sessionId: session.id } : { userId: session.userId })
    .returning({ id: carts.id });
  return made!.id;
}

/**
 * Puts a product (or one of its variations) in the session's cart, as WooCommerce's
 * `WC_Cart::add_to_cart` does: the line's key from product, variation and options; the
 * quantity added to an existing line; stock checked against what the cart already holds. Prices
 * are never taken from the request. Everything happens in one transaction.
 */
export async function addToCart(db: Db, session: Session, req: AddToCartRequest): Promise<AddToCartResult> {
  return db.transaction(async (tx) => {
    const [product] = await tx
      .select({
        id: products.id,
        slug: products.slug,
        name: products.name,
        type: products.type,
        status: products.status,
        regularPrice: products.regularPrice,
        stockStatus: products.stockStatus,
        manageStock: products.manageStock,
        stockQuantity: products.stockQuantity,
        minQuantity: products.minQuantity,
        maxQuantity: products.maxQuantity,
      })
      .from(products)
      .where(eq(products.id, req.productId));
    if (!product || product.status !== "publish") return { ok: false, error: { code: "not_found" }, productSlug: null };
    const fail = (error: AddToCartError): AddToCartResult => ({ ok: false, error, productSlug: product.slug });
    const name = product.name;

    let variationId: number | null = null;
    let chosen: Record<string, string> = {};
    let stock: Stock = product;
    if (product.type === "variable") {
      const v = await resolveVariation(tx, product, req);
      if (!v.ok) return fail(v.error);
      ({ variationId, chosen, stock } = v);
    } else if (product.regularPrice === null) {
      return fail({ code: "not_purchasable", name });
    }

    if (product.minQuantity !== null && req.quantity < product.minQuantity) return fail({ code: "below_minimum", name, min: product.minQuantity });
    if (stock.stockStatus === "outofstock") return fail({ code: "out_of_stock", name });

    const cartId = await cartOf(tx, session);
    const key = cartItemKey(product.id, variationId, chosen);
    const [line] = await tx
      .select({ quantity: cartItems.quantity })
      .from(cartItems)
      .where(and(eq(cartItems.cartId, cartId), eq(cartItems.key, key)));
    const inCart = line?.quantity ?? 0;
    const wanted = inCart + req.quantity;
    if (product.maxQuantity !== null && wanted > product.maxQuantity) return fail({ code: "above_maximum", name, max: product.maxQuantity });
    if (stock.manageStock && stock.stockQuantity !== null && stock.stockStatus !== "onbackorder" && wanted > stock.stockQuantity) {
      return fail({ code: "not_enough_stock", name, available: stock.stockQuantity, inCart });
    }

    await tx
      .insert(cartItems)
      .values({ cartId, key, productId: product.id, variationId, attributes: chosen, quantity: req.quantity })
      .onConflictDoUpdate({ target: [cartItems.cartId, cartItems.key], set: { quantity: sql`${cartItems.quantity} + ${req.quantity}` } });
    await tx.update(carts).set({ updatedAt: sql`now()` }).where(eq(carts.id, cartId));
    return { ok: true, key, name, quantity: req.quantity, productSlug: product.slug };
  });
}

/** The cart's lines with their quantities, for tests and the cart page's later work. */
export async function cartLines(db: Db, session: Session) {
  const owner = session.userId === null ? eq(carts.sessionId, session.id) : eq(carts.userId, session.userId);
  const cart = db.select({ id: carts.id }).from(carts).where(owner);
  return db
    .select({ key: cartItems.key, productId: cartItems.productId, variationId: cartItems.variationId, attributes: cartItems.attributes, quantity: cartItems.quantity })
    .from(cartItems)
    .where(inArray(cartItems.cartId, cart))
    .orderBy(asc(cartItems.addedAt));
}
