import { sql } from "drizzle-orm";
import {
  type AnyPgColumn,
  check,
  index,
  integer,
  pgEnum,
  pgTable,
  serial,
  text,
  unique,
} from "drizzle-orm/pg-core";
import { media } from "./media";

/**
 * The taxonomies of the shop, as WordPress names them. One table for all of them keeps the
 * instant-search aggregations (spec §3 "Search filter") one query.
 */
export const taxonomy = pgEnum("taxonomy", [
  "product_cat",
  "product_tag",
  "product_shipping_class",
  "category",
  "post_tag",
  "featured_item_category",
  "featured_item_tag",
]);
export type Taxonomy = (typeof taxonomy.enumValues)[number];

export const terms = pgTable(
  "terms",
  {
    id: serial("id").primaryKey(),
    taxonomy: taxonomy("taxonomy").notNull(),
    slug: text("slug").notNull(),
    name: text("name").notNull(),
    description: text("description").notNull().default(""),
    parentId: integer("parent_id").references((): AnyPgColumn => terms.id, { onDelete: "set null" }),
    imageId: integer("image_id").references(() => media.id, { onDelete: "set null" }),
    menuOrder: integer("menu_order").notNull().default(0),
  },
  (t) => [
    unique("terms_taxonomy_slug").on(t.taxonomy, t.slug),
    index("terms_parent").on(t.parentId),
    check("terms_slug_format", sql`${t.slug} ~ '^[a-z0-9]+(-[a-z0-9]+)*$'`),
    check("terms_not_own_parent", sql`${t.parentId} is distinct from ${t.id}`),
  ],
);
