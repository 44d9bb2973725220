import { and, asc, eq, inArray, sql } from "drizzle-orm";
import { cartItems, carts, productChildren, products, sessions } from "../../../../db/schema";
import { type Db, type Tx, queryRows } from "../../../platform/.server/db";
import { queryChecked } from "../../../platform/.server/sql-answer";
import type { NewSessionRow, Session } from "../../../platform/.server/session";
import type { AddToCartError, AddToCartResult, Cart, SetQuantityError, SetQuantityResult } from "../types";
import { cartAddAnswerShape } from "./cart-rows";
import { cartFromRows, cartReadMark, forgetCart, rememberCart } from "./read-cart";

export type AddToCartRequest = {
  productId: number;
  quantity: number;
  variationId: number | null;
  /** `attribute_pa_{slug}` → term slug, as posted. */
  attributes: Record<string, string>;
};

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
 * `WC_Cart::add_to_cart` does: the variation found from the chosen options, or named by its own
 * id in `productId` (its product is added with it, its options chosen), the line's key from
 * product, variation and options, the quantity added to an existing line, and the stock rule
 * applied (decision 019: the stock counting what the cart's lines drawing on it already hold, sold
 * individually, the product's minimum and maximum). Prices are never taken from the request. One call of
 * `cart_add` (db/functions/cart.sql), atomic, with the cart row locked;
 * the cart it answers is the one kept for the next read. With `creating`, the same call stores
 * the new session first (`SessionHandle.ensureWith`).
 */
export async function addToCart(db: Db, session: Session, req: AddToCartRequest, creating: NewSessionRow | null = null): Promise<AddToCartResult> {
  const owner = cartOwnerOf(session);
  const mark = cartReadMark(db);
  const product = sql`${req.productId}::int, ${req.variationId}::int, ${JSON.stringify(req.attributes)}::jsonb, ${req.quantity}::int`;
  const [row] = await queryChecked(
    db,
    creating ? "cart_add_starting_session" : "cart_add",
    cartAddAnswerShape,
    creating
      ? sql`select cart_add_starting_session(${creating.id}, ${creating.createdAt.toISOString()}::timestamptz,
                                             ${creating.expiresAt.toISOString()}::timestamptz, ${product}) as result`
      : sql`select cart_add(${owner.sessionId ?? null}, ${owner.userId ?? null}::int, ${product}) as result`,
  );
  const answer = row!.result;
  if (!answer.ok) return answer;
  const { lines, coupons, ...added } = answer;
  const cart = cartFromRows(lines, coupons);
  rememberCart(db, owner, cart, mark, creating === null);
  return { ...added, cart };
}

export type GroupedAddResult =
  | { ok: true; added: Array<{ name: string; quantity: number }>; cart: Cart }
  | { ok: false; error: AddToCartError; productSlug: string | null };

class GroupRefused extends Error {
  constructor(readonly refusal: Extract<GroupedAddResult, { ok: false }>) {
    super("grouped add refused");
  }
}

/**
 * A grouped product's form (WooCommerce's `add_to_cart_handler_grouped`): each of the group's
 * products given a quantity above 0 is added with `cart_add`, in the group's order, all in one
 * transaction, so a refusal of any (out of stock, not enough, its maximum…) adds none and says
 * why. A product named that is not one of the group's is left out; none above 0 is
 * `choose_quantity`, none of the group's named at all `choose_product`. Each add applies the same
 * rules as one made alone. With `creating`, the new session is stored first, kept even when the
 * adds are refused (its notice goes there).
 */
export async function addGroupedToCart(
  db: Db,
  session: Session,
  groupId: number,
  quantities: ReadonlyMap<number, number>,
  creating: NewSessionRow | null = null,
): Promise<GroupedAddResult> {
  const owner = cartOwnerOf(session);
  const mark = cartReadMark(db);
  const result = await db.transaction(async (tx): Promise<GroupedAddResult> => {
    if (creating) await tx.insert(sessions).values(creating);
    const [group] = await tx.select({ slug: products.slug, type: products.type, status: products.status }).from(products).where(eq(products.id, groupId));
    if (!group || group.status !== "publish" || group.type !== "grouped") return { ok: false, error: { code: "not_found" }, productSlug: null };
    const children = await tx
      .select({ id: productChildren.childId })
      .from(productChildren)
      .where(eq(productChildren.parentId, groupId))
      .orderBy(asc(productChildren.position));
    const named = children.filter((c) => quantities.has(c.id));
    if (named.length === 0) return { ok: false, error: { code: "choose_product" }, productSlug: group.slug };
    const wanted = named.filter((c) => quantities.get(c.id)! > 0);
    if (wanted.length === 0) return { ok: false, error: { code: "choose_quantity" }, productSlug: group.slug };
    try {
      // A savepoint: the adds go together or not at all, the new session stays.
      return await tx.transaction(async (adds): Promise<GroupedAddResult> => {
        const added: Array<{ name: string; quantity: number }> = [];
        let cart: Cart | null = null;
        for (const child of wanted) {
          const product = sql`${child.id}::int, ${null}::int, ${"{}"}::jsonb, ${quantities.get(child.id)!}::int`;
          const [row] = await queryChecked(
            adds,
            "cart_add",
            cartAddAnswerShape,
            sql`select cart_add(${owner.sessionId ?? null}, ${owner.userId ?? null}::int, ${product}) as result`,
          );
          const answer = row!.result;
          if (!answer.ok) throw new GroupRefused({ ok: false, error: answer.error, productSlug: group.slug });
          added.push({ name: answer.name, quantity: answer.quantity });
          cart = cartFromRows(answer.lines, answer.coupons);
        }
        return { ok: true, added, cart: cart! };
      });
    } catch (error) {
      if (error instanceof GroupRefused) return error.refusal;
      throw error;
    }
  });
  if (result.ok) rememberCart(db, owner, result.cart, mark, creating === null);
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

/**
 * A line's product name, minimum and what limits it: the most it may hold by the stock rule
 * (`purchasable_quantity`, db/functions/stock.sql, the cart's shown maximum), and the
 * product's own maximum and "sold individually", which say why when that is the limit.
 */
async function lineLimits(tx: Tx, productId: number, variationId: number | null) {
  const [row] = await queryRows<{ name: string; minQuantity: number | null; maxQuantity: number | null; soldIndividually: boolean; limit: number | null }>(
    tx,
    sql`select p.name, p.min_quantity as "minQuantity", p.max_quantity as "maxQuantity", p.sold_individually as "soldIndividually",
               purchasable_quantity(
                 coalesce(v.stock_status, p.stock_status), coalesce(v.manage_stock, false) or p.manage_stock,
                 case when v.manage_stock then v.stock_quantity else p.stock_quantity end,
                 case when v.manage_stock then v.backorders else p.backorders end,
                 p.sold_individually, p.max_quantity) as "limit"
          from products p left join product_variations v on v.id = ${variationId} and v.product_id = p.id
         where p.id = ${productId}`,
  );
  return row;
}

type LineLimits = NonNullable<Awaited<ReturnType<typeof lineLimits>>>;

/** Why `quantity` is refused for a line, or null when the line may hold it. */
function quantityRefusal(limits: LineLimits, quantity: number): SetQuantityError | null {
  const { name } = limits;
  if (limits.minQuantity !== null && quantity < limits.minQuantity) return { code: "below_minimum", name, min: limits.minQuantity };
  if (limits.limit === null || quantity <= limits.limit) return null;
  if (limits.soldIndividually) return { code: "sold_individually", name };
  if (limits.maxQuantity !== null && quantity > limits.maxQuantity) return { code: "above_maximum", name, max: limits.maxQuantity };
  return { code: "not_enough_stock", name, available: limits.limit };
}

/**
 * Sets a line's quantity, as the cart page and the mini cart's field do (WooCommerce's
 * `set_quantity`): 0 removes the line; below the product's minimum or above what the line may
 * hold (the maximum the cart shows) is refused and the line left as it was. Whole numbers 0–9999 only.
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
    if (quantity === 0) {
      await tx.delete(cartItems).where(and(eq(cartItems.cartId, cartId), eq(cartItems.key, key)));
    } else {
      const refusal = limits ? quantityRefusal(limits, quantity) : null;
      if (refusal) return { ok: false, error: refusal };
      await tx.update(cartItems).set({ quantity }).where(and(eq(cartItems.cartId, cartId), eq(cartItems.key, key)));
    }
    await tx.update(carts).set({ updatedAt: sql`now()` }).where(eq(carts.id, cartId));
    return { ok: true, removed: quantity === 0, name: limits?.name ?? "" };
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
