import { sql } from "drizzle-orm";
import {
  type AnyPgColumn,
  check,
  index,
  integer,
  pgEnum,
  pgTable,
  primaryKey,
  serial,
  text,
  unique,
} from "drizzle-orm/pg-core";
import { instant } from "./columns";
import { publishStatus } from "./catalog";
import { media } from "./media";
import { users } from "./people";
import { terms } from "./taxonomy";

/** `featured_item` is the portfolio (spec §3 "Searchable post types"). */
export const postType = pgEnum("post_type", ["post", "page", "featured_item"]);
export type PostType = (typeof postType.enumValues)[number];

export const posts = pgTable(
  "posts",
  {
    id: serial("id").primaryKey(),
    type: postType("type").notNull(),
    status: publishStatus("status").notNull().default("publish"),
    slug: text("slug").notNull(),
    title: text("title").notNull(),
    excerpt: text("excerpt").notNull().default(""),
    /** Trusted HTML written by the shop's editors. */
    content: text("content").notNull().default(""),
    authorId: integer("author_id").references(() => users.id, { onDelete: "set null" }),
    featuredImageId: integer("featured_image_id").references(() => media.id, { onDelete: "set null" }),
    parentId: integer("parent_id").references((): AnyPgColumn => posts.id, { onDelete: "set null" }),
    menuOrder: integer("menu_order").notNull().default(0),
    publishedAt: instant("published_at").notNull().defaultNow(),
    updatedAt: instant("updated_at").notNull().defaultNow(),
  },
  (t) => [
    unique("posts_type_slug").on(t.type, t.slug),
    index("posts_listing").on(t.type, t.status, t.publishedAt),
    check("posts_slug_format", sql`${t.slug} ~ '^[a-z0-9]+(-[a-z0-9]+)*$'`),
  ],
);

export const postTerms = pgTable(
  "post_terms",
  {
    postId: integer("post_id").notNull().references(() => posts.id, { onDelete: "cascade" }),
    termId: integer("term_id").notNull().references(() => terms.id, { onDelete: "cascade" }),
  },
  (t) => [primaryKey({ columns: [t.postId, t.termId] }), index("post_terms_term").on(t.termId, t.postId)],
);

export const menus = pgTable("menus", {
  id: serial("id").primaryKey(),
  /** Theme location, e.g. `primary`, `footer`. */
  location: text("location").notNull().unique(),
  name: text("name").notNull(),
});

export const menuItems = pgTable(
  "menu_items",
  {
    id: serial("id").primaryKey(),
    menuId: integer("menu_id").notNull().references(() => menus.id, { onDelete: "cascade" }),
    parentId: integer("parent_id").references((): AnyPgColumn => menuItems.id, { onDelete: "cascade" }),
    position: integer("position").notNull(),
    label: text("label").notNull(),
    /** A site path ("/cua-hang/") or an absolute URL. */
    url: text("url").notNull(),
  },
  (t) => [index("menu_items_menu").on(t.menuId, t.parentId, t.position)],
);
