import { jsonb, pgTable, text } from "drizzle-orm/pg-core";
import { instant } from "./columns";

/**
 * Site options (WordPress `wp_options`). Values are JSON; their shapes are defined and
 * validated once in `app/features/site/options.ts`.
 */
export const options = pgTable("options", {
  name: text("name").primaryKey(),
  value: jsonb("value").notNull(),
  updatedAt: instant("updated_at").notNull().defaultNow(),
});
