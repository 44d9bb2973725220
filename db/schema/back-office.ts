import { bigserial, index, integer, jsonb, pgTable, text } from "drizzle-orm/pg-core";
import { createdAt } from "./columns";
import { users } from "./people";

/**
 * What staff did in the back office, one row per write, with who did it: an order's status, a
 * note, a product saved. Kept for the owner to read; the writes themselves never depend on it.
 */
export const staffActions = pgTable(
  "staff_actions",
  {
    id: bigserial("id", { mode: "number" }).primaryKey(),
    userId: integer("user_id").references(() => users.id, { onDelete: "set null" }),
    /** e.g. `order.status`, `order.note`. */
    action: text("action").notNull(),
    objectType: text("object_type").notNull(),
    objectId: integer("object_id"),
    details: jsonb("details").$type<Record<string, unknown>>().notNull().default({}),
    createdAt: createdAt(),
  },
  (t) => [index("staff_actions_object").on(t.objectType, t.objectId, t.createdAt)],
);
