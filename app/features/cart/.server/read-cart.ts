import { createHash } from "node:crypto";
import { sql } from "drizzle-orm";
import type { MediaSizes } from "../../../../db/schema/media";
import { type Db, type Tx, queryRows } from "../../../platform/.server/db";
import { soleWriterCache } from "../../../platform/.server/sole-writer-cache";
import { toPicture } from "../../../lib/media";
import { type Cart, type CartLine, type CartLineOption, EMPTY_CART } from "../types";
import type { CartOwner } from "./cart";

type LineRow = {
  key: string;
  productId: number;
  variationId: number | null;
  attributes: Record<string, string>;
  quantity: number;
  name: string;
  slug: string;
  sku: string | null;
  options: CartLineOption[];
  unitPrice: number;
  maxQuantity: number | null;
  imageAlt: string | null;
  imageSizes: MediaSizes | null;
};

/**
 * Carts as last read, while only this process writes them (decision 009); every change made
 * through `./cart.ts` forgets its cart. Ten seconds bound what a price edited outside the app leaves.
 */
const carts = soleWriterCache<Cart>({ ttlMs: 10_000, maxEntries: 20_000 });
const ownerKey = (owner: CartOwner) => (owner.userId !== undefined ? `u:${owner.userId}` : `s:${owner.sessionId}`);

/** Called by every change to a cart, once it is committed. */
export function forgetCart(db: Db, owner: CartOwner): void {
  carts.delete(db, ownerKey(owner));
}

const ownerCondition = (owner: CartOwner) =>
  owner.userId !== undefined ? sql`c.user_id = ${owner.userId}` : sql`c.session_id = ${owner.sessionId}`;

/**
 * The owner's cart priced from the database in one statement: each line's unit price is the
 * product's or variation's current price (the sale price while on sale), its limit the stock
 * (unless on backorder) and the product's maximum. Lines whose product or variation is no longer
 * sold are left out, as WooCommerce drops them from the cart it shows.
 */
export async function readCart(db: Db | Tx, owner: CartOwner): Promise<Cart> {
  const key = ownerKey(owner);
  const kept = carts.get(db, key);
  if (kept) return kept;
  const mark = carts.mark(db);
  const cart = await queryCart(db, owner);
  carts.set(db, key, cart, mark);
  return cart;
}

async function queryCart(db: Db | Tx, owner: CartOwner): Promise<Cart> {
  const rows = await queryRows<LineRow>(
    db,
    sql`select ci.key, ci.product_id as "productId", ci.variation_id as "variationId", ci.attributes, ci.quantity,
               p.name, p.slug, coalesce(v.sku, p.sku) as sku,
               case when v.id is null then coalesce(p.sale_price, p.regular_price)
                    else coalesce(v.sale_price, v.regular_price) end::int as "unitPrice",
               nullif(least(
                 coalesce(p.max_quantity, 2147483647),
                 case when coalesce(v.stock_status, p.stock_status) = 'onbackorder' then 2147483647
                      when v.manage_stock then v.stock_quantity
                      when p.manage_stock then coalesce(p.stock_quantity, 0)
                      else 2147483647 end
               ), 2147483647) as "maxQuantity",
               m.alt as "imageAlt", m.sizes as "imageSizes",
               (select coalesce(jsonb_agg(jsonb_build_object('label', a.name, 'value', coalesce(t.name, e.value))
                                          order by pa.position, a.id), '[]'::jsonb)
                  from jsonb_each_text(ci.attributes) e
                  join attributes a on 'attribute_pa_' || a.slug = e.key
                  left join attribute_terms t on t.attribute_id = a.id and t.slug = e.value
                  left join product_attributes pa on pa.product_id = ci.product_id and pa.attribute_id = a.id) as options
          from carts c
          join cart_items ci on ci.cart_id = c.id
          join products p on p.id = ci.product_id and p.status = 'publish'
          left join product_variations v on v.id = ci.variation_id
          left join media m on m.id = coalesce(v.image_id, p.image_id)
         where ${ownerCondition(owner)}
           and (ci.variation_id is null or v.status = 'publish')
           and (case when v.id is null then p.regular_price else v.regular_price end) is not null
         order by ci.created_at, ci.key`,
  );
  if (rows.length === 0) return EMPTY_CART;
  const lines: CartLine[] = rows.map((r) => ({
    key: r.key,
    productId: r.productId,
    variationId: r.variationId,
    attributes: r.attributes,
    name: r.name,
    slug: r.slug,
    sku: r.sku,
    options: r.options,
    image: r.imageSizes ? toPicture({ alt: r.imageAlt || r.name, sizes: r.imageSizes }, "thumbnail") : null,
    quantity: r.quantity,
    unitPrice: r.unitPrice,
    lineTotal: r.unitPrice * r.quantity,
    maxQuantity: r.maxQuantity,
  }));
  const subtotal = lines.reduce((sum, l) => sum + l.lineTotal, 0);
  // No shipping or tax before checkout: the cart's total is its subtotal.
  const total = subtotal;
  return { lines, itemCount: lines.reduce((n, l) => n + l.quantity, 0), subtotal, total, hash: cartHash(lines, total) };
}

/**
 * WooCommerce's `get_cart_hash()`: an md5 over the cart's lines and its total, so it changes
 * exactly when what is in the cart (or what it costs) changes; "" for an empty cart.
 */
export function cartHash(lines: readonly CartLine[], total: number): string {
  if (lines.length === 0) return "";
  const content = lines.map((l) => [l.key, l.productId, l.variationId ?? 0, l.attributes, l.quantity, l.lineTotal]);
  return createHash("md5").update(JSON.stringify(content) + total).digest("hex");
}
