import { and, asc, count, eq, ilike, sql } from "drizzle-orm";
import { cartCoupons, carts, coupons, staffActions } from "../../../../db/schema";
import { type Db, type Tx, queryRows } from "../../../platform/.server/db";
import { formatCouponCode } from "../coupons";
import type { CartOwner } from "./cart";
import { forgetCart } from "./read-cart";

/** A coupon as staff see it, with who used it (orders not cancelled): a user id, else the billing e-mail. */
export type StaffCoupon = typeof coupons.$inferSelect & { usedBy: string[] };

/** What staff may set on a coupon (WooCommerce's writable fields), already in the shop's units. */
export type CouponFields = Partial<Omit<typeof coupons.$inferInsert, "id" | "usageCount" | "createdAt" | "updatedAt">>;

async function usedBy(db: Db, ids: number[]): Promise<Map<number, string[]>> {
  if (ids.length === 0) return new Map();
  const rows = await queryRows<{ couponId: number; who: string }>(
    db,
    sql`select coupon_id as "couponId", coalesce(used_by_user_id::text, used_by_email, '') as who
          from order_coupons
         where released_at is null and coupon_id in (select value::int from jsonb_array_elements_text(${JSON.stringify(ids)}::jsonb))
         order by id`,
  );
  const map = new Map<number, string[]>();
  for (const r of rows) map.set(r.couponId, [...(map.get(r.couponId) ?? []), r.who]);
  return map;
}

/** One page of coupons, newest first, searched by code. */
export async function listCoupons(db: Db, q: { search: string; code: string; page: number; perPage: number }): Promise<{ coupons: StaffCoupon[]; total: number }> {
  const where = and(
    q.search ? ilike(coupons.code, `%${q.search.toLowerCase().replace(/[\\%_]/g, (c) => `\\${c}`)}%`) : undefined,
    q.code ? eq(coupons.code, formatCouponCode(q.code)) : undefined,
  );
  const [rows, [all]] = await Promise.all([
    db.select().from(coupons).where(where).orderBy(sql`${coupons.createdAt} desc`, asc(coupons.id)).limit(q.perPage).offset((q.page - 1) * q.perPage),
    db.select({ n: count() }).from(coupons).where(where),
  ]);
  const uses = await usedBy(db, rows.map((r) => r.id));
  return { coupons: rows.map((r) => ({ ...r, usedBy: uses.get(r.id) ?? [] })), total: all?.n ?? 0 };
}

export async function staffCoupon(db: Db, id: number): Promise<StaffCoupon | null> {
  const [row] = await db.select().from(coupons).where(eq(coupons.id, id));
  if (!row) return null;
  return { ...row, usedBy: (await usedBy(db, [id])).get(id) ?? [] };
}

export type CouponWriteResult = { ok: true; coupon: StaffCoupon } | { ok: false; error: "code_exists" | "not_found" | "invalid" };

const isUniqueViolation = (error: unknown) => {
  for (let e: unknown = error; e && typeof e === "object"; e = (e as { cause?: unknown }).cause) {
    if ((e as { code?: unknown }).code === "23505") return true;
  }
  return false;
};
const isCheckViolation = (error: unknown) => {
  for (let e: unknown = error; e && typeof e === "object"; e = (e as { cause?: unknown }).cause) {
    if ((e as { code?: unknown }).code === "23514") return true;
  }
  return false;
};

/**
 * The carts holding a coupon: a change to it drops their kept copies (read-cart.ts), so shoppers
 * see the new discount, or the coupon gone, on their next page rather than up to ten seconds later.
 */
async function holders(db: Db | Tx, couponId: number): Promise<CartOwner[]> {
  const rows = await db
    .select({ sessionId: carts.sessionId, userId: carts.userId })
    .from(cartCoupons)
    .innerJoin(carts, eq(carts.id, cartCoupons.cartId))
    .where(eq(cartCoupons.couponId, couponId));
  return rows.map((r) => (r.userId !== null ? { userId: r.userId } : { sessionId: r.sessionId! }));
}

/** Creates (no `id`) or changes a coupon, logged with the staff member, in one transaction. */
export async function saveCoupon(db: Db, id: number | null, fields: CouponFields, staffId: number): Promise<CouponWriteResult> {
  const values = { ...fields, ...(fields.code !== undefined ? { code: formatCouponCode(fields.code) } : {}) };
  try {
    const savedId = await db.transaction(async (tx) => {
      let row: { id: number } | undefined;
      if (id === null) {
        [row] = await tx.insert(coupons).values({ amount: 0, code: "", ...values }).returning({ id: coupons.id });
      } else {
        [row] = await tx.update(coupons).set({ ...values, updatedAt: sql`now()` }).where(eq(coupons.id, id)).returning({ id: coupons.id });
      }
      if (!row) return null;
      await tx.insert(staffActions).values({ userId: staffId, action: id === null ? "coupon.create" : "coupon.update", objectType: "coupon", objectId: row.id, details: { fields: Object.keys(values) } });
      return row.id;
    });
    if (savedId === null) return { ok: false, error: "not_found" };
    if (id !== null) for (const owner of await holders(db, id)) forgetCart(db, owner);
    return { ok: true, coupon: (await staffCoupon(db, savedId))! };
  } catch (error) {
    if (isUniqueViolation(error)) return { ok: false, error: "code_exists" };
    if (isCheckViolation(error)) return { ok: false, error: "invalid" };
    throw error;
  }
}

/** Deletes a coupon for good (carts holding it lose it; orders keep their coupon lines by code). */
export async function deleteCoupon(db: Db, id: number, staffId: number): Promise<boolean> {
  const dropped = await db.transaction(async (tx) => {
    // Read before the delete takes the carts' coupon rows with it.
    const owners = await holders(tx, id);
    const gone = await tx.delete(coupons).where(eq(coupons.id, id)).returning({ code: coupons.code });
    if (gone.length === 0) return null;
    await tx.insert(staffActions).values({ userId: staffId, action: "coupon.delete", objectType: "coupon", objectId: id, details: { code: gone[0]!.code } });
    return owners;
  });
  for (const owner of dropped ?? []) forgetCart(db, owner);
  return dropped !== null;
}
