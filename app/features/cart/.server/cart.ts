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
import { type Db, type Tx, queryRows } from "../../../platform/.server/db";
import type { Session } from "../../../platform/.server/session";
import type { AddToCartError, AddToCartResult, SetQuantityResult } from "../types";
import { forgetCart } from "./read-cart";

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

export type CartOwner = { sessionId: string; userId?: undefined } | { userId: number; sessionId?: undefined };

/** A signed-in shopper's cart is their user's; a guest's is their session's. */
export const cartOwnerOf = (session: Pick<Session, "id" | "userId">): CartOwner =>
  session.userId === null ? { sessionId: session.id } : { userId: session.userId };

const ownedBy = (owner: CartOwner) => (owner.userId !== undefined ? eq(carts.userId, owner.userId) : eq(carts.sessionId, owner.sessionId));

/**
 * The owner's cart, made on first use and locked until the transaction ends: changes to one cart
 * run one after another (its stock checks read what the cart holds), other carts are not held up.
 */
async function lockCart(tx: Tx, owner: CartOwner): Promise<number> {
  await tx
    .insert(carts)
    .values(owner.userId !== undefined ? { userId: owner.userId } : { sessionId: owner.sessionId })
    .onConflictDoNothing();
  const [row] = await tx.select({ id: carts.id }).from(carts).where(ownedBy(owner)).for("update");
  return row!.id;
}

/**
 * Puts a product (or one of its variations) in the session's cart, as WooCommerce's
 * `WC_Cart::add_to_cart` does: the line's key from product, variation and options; the
 * quantity added to an existing line; stock checked against what the cart already holds. Prices
 * are never taken from the request. Everything happens in one transaction.
 */
export async function addToCart(db: Db, session: Session, req: AddToCartRequest): Promise<AddToCartResult> {
  const result = await db.transaction(async (tx): Promise<AddToCartResult> => {
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
    if (!Number.isSafeInteger(req.quantity) || req.quantity < 1 || req.quantity > 9999) return fail({ code: "bad_quantity" });

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

    const cartId = await lockCart(tx, cartOwnerOf(session));
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
  if (result.ok) forgetCart(db, cartOwnerOf(session));
  return result;
}

/** The cart's stored lines with their quantities (what is in the table, unpriced). */
export async function cartLines(db: Db, session: Session) {
  const cart = db.select({ id: carts.id }).from(carts).where(ownedBy(cartOwnerOf(session)));
  return db
    .select({ key: cartItems.key, productId: cartItems.productId, variationId: cartItems.variationId, attributes: cartItems.attributes, quantity: cartItems.quantity })
    .from(cartItems)
    .where(inArray(cartItems.cartId, cart))
    .orderBy(asc(cartItems.addedAt), asc(cartItems.key));
}

/** The product's name and quantity rules, and the stock that limits a line of it. */
async function lineLimits(tx: Tx, productId: number, variationId: number | null) {
  const [row] = await queryRows<{ name: string; minQuantity: number | null; maxQuantity: number | null; stockStatus: Stock["stockStatus"]; stockQuantity: number | null }>(
    tx,
    sql`select p.name, p.min_quantity as "minQuantity", p.max_quantity as "maxQuantity",
               coalesce(v.stock_status, p.stock_status) as "stockStatus",
               case when v.manage_stock then v.stock_quantity when p.manage_stock then coalesce(p.stock_quantity, 0) end as "stockQuantity"
          from products p left join product_variations v on v.id = ${variationId} and v.product_id = p.id
         where p.id = ${productId}`,
  );
  return row;
}

/**
 * Sets a line's quantity, as the cart page and the mini cart's field do (WooCommerce's
 * `set_quantity`): 0 removes the line; more than the stock or the product's maximum is refused
 * and the line left as it was. Whole numbers 0–9999 only.
 */
export async function setCartLineQuantity(db: Db, owner: CartOwner, key: string, quantity: number): Promise<SetQuantityResult> {
  if (!Number.isSafeInteger(quantity) || quantity < 0 || quantity > 9999) return { ok: false, error: { code: "bad_quantity" } };
  const result = await db.transaction(async (tx): Promise<SetQuantityResult> => {
    const cartId = await existingLockedCart(tx, owner);
    const [line] = cartId === null ? [] : await tx
      .select({ productId: cartItems.productId, variationId: cartItems.variationId })
      .from(cartItems)
      .where(and(eq(cartItems.cartId, cartId), eq(cartItems.key, key)));
    if (!line || cartId === null) return { ok: false, error: { code: "unknown_line" } };
    const limits = await lineLimits(tx, line.productId, line.variationId);
    const name = limits?.name ?? "";
    if (quantity === 0) {
      await tx.delete(cartItems).where(and(eq(cartItems.cartId, cartId), eq(cartItems.key, key)));
    } else {
      if (limits?.minQuantity != null && quantity < limits.minQuantity) return { ok: false, error: { code: "below_minimum", name, min: limits.minQuantity } };
      if (limits?.maxQuantity != null && quantity > limits.maxQuantity) return { ok: false, error: { code: "above_maximum", name, max: limits.maxQuantity } };
      if (limits && limits.stockStatus !== "onbackorder" && limits.stockQuantity !== null && quantity > limits.stockQuantity) {
        return { ok: false, error: { code: "not_enough_stock", name, available: limits.stockQuantity } };
      }
      await tx.update(cartItems).set({ quantity }).where(and(eq(cartItems.cartId, cartId), eq(cartItems.key, key)));
    }
    await tx.update(carts).set({ updatedAt: sql`now()` }).where(eq(carts.id, cartId));
    return { ok: true, removed: quantity === 0, name };
  });
  if (result.ok) forgetCart(db, owner);
  return result;
}

/** Takes a line out of the cart; the removed line's product name, or null when the key is not in this cart. */
export async function removeCartLine(db: Db, owner: CartOwner, key: string): Promise<{ name: string; productId: number } | null> {
  const removed = await db.transaction(async (tx) => {
    const cartId = await existingLockedCart(tx, owner);
    if (cartId === null) return null;
    const [gone] = await tx
      .delete(cartItems)
      .where(and(eq(cartItems.cartId, cartId), eq(cartItems.key, key)))
      .returning({ productId: cartItems.productId });
    if (!gone) return null;
    await tx.update(carts).set({ updatedAt: sql`now()` }).where(eq(carts.id, cartId));
    const [product] = await tx.select({ name: products.name }).from(products).where(eq(products.id, gone.productId));
    return { name: product?.name ?? "", productId: gone.productId };
  });
  if (removed) forgetCart(db, owner);
  return removed;
}

/** The owner's cart locked for a change, or null when there is none (nothing to change). */
async function existingLockedCart(tx: Tx, owner: CartOwner): Promise<number | null> {
  const [row] = await tx.select({ id: carts.id }).from(carts).where(ownedBy(owner)).for("update");
  return row?.id ?? null;
}

/**
 * At sign-in the guest's cart joins the user's saved one (WooCommerce's persistent cart): lines
 * only the user had stay, the guest's lines are added, and for a line both have the guest's
 * quantity wins (it is the latest choice). The guest's cart is then gone. Returns the lines moved.
 */
export async function mergeGuestCart(db: Db, guestSessionId: string, userId: number): Promise<number> {
  const moved = await db.transaction(async (tx) => {
    const guestCartId = await existingLockedCart(tx, { sessionId: guestSessionId });
    if (guestCartId === null) return 0;
    const userCartId = await lockCart(tx, { userId });
    const moved = await queryRows<{ key: string }>(
      tx,
      sql`insert into cart_items (cart_id, key, product_id, variation_id, attributes, quantity, created_at)
          select ${userCartId}, key, product_id, variation_id, attributes, quantity, created_at
            from cart_items where cart_id = ${guestCartId}
          on conflict (cart_id, key) do update set quantity = excluded.quantity
          returning key`,
    );
    await tx.delete(carts).where(eq(carts.id, guestCartId));
    await tx.update(carts).set({ updatedAt: sql`now()` }).where(eq(carts.id, userCartId));
    return moved.length;
  });
  forgetCart(db, { sessionId: guestSessionId });
  forgetCart(db, { userId });
  return moved;
}
