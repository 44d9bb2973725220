import { eq, or, sql } from "drizzle-orm";
import { cartItems, carts } from "../../../../db/schema";
import type { Db } from "../../../platform/.server/db";
import type { Session } from "../../../platform/.server/session";

/** Items in the session's cart (or its user's), for the header count. */
export async function cartItemCount(db: Db, session: Session): Promise<number> {
  const owner = session.userId === null ? eq(carts.sessionId, session.id) : or(eq(carts.sessionId, session.id), eq(carts.userId, session.userId));
  const [row] = await db
    .select({ n: sql<number>`coalesce(sum(${cartItems.quantity}), 0)::int` })
    .from(cartItems)
    .innerJoin(carts, eq(carts.id, cartItems.cartId))
    .where(owner);
  return row?.n ?? 0;
}
