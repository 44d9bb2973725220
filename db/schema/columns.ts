import { bigint, timestamp } from "drizzle-orm/pg-core";

/** Money is a whole number of đồng. `mode: "number"` is exact up to 9 × 10^15 ₫. */
export const money = (name: string) => bigint(name, { mode: "number" });

/** Every instant is stored with its zone; the shop shows it in Asia/Ho_Chi_Minh. */
export const instant = (name: string) => timestamp(name, { withTimezone: true, mode: "date" });

export const createdAt = () => instant("created_at").notNull().defaultNow();
