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
import { createdAt, instant } from "./columns";
import { publishStatus, reviewStatus } from "./catalog";
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

/**
 * Readers' comments under a blog post, as WordPress keeps them (brought in by the WXR import,
 * issue 22): threaded by `parent_id`, shown when approved. A re-run finds a comment again by its
 * post, author's e-mail and time, as the product reviews' import does.
 */
export const postComments = pgTable(
  "post_comments",
  {
    id: serial("id").primaryKey(),
    postId: integer("post_id").notNull().references(() => posts.id, { onDelete: "cascade" }),
    parentId: integer("parent_id").references((): AnyPgColumn => postComments.id, { onDelete: "cascade" }),
    userId: integer("user_id").references(() => users.id, { onDelete: "set null" }),
    authorName: text("author_name").notNull(),
    authorEmail: text("author_email").notNull().default(""),
    /** Plain text: the import keeps the words and line breaks, never the markup. */
    content: text("content").notNull(),
    status: reviewStatus("status").notNull().default("pending"),
    createdAt: createdAt(),
  },
  (t) => [
    check("post_comments_content_length", sql`length(${t.content}) between 1 and 20000`),
    check("post_comments_author_length", sql`length(${t.authorName}) between 1 and 200`),
    index("post_comments_post").on(t.postId, t.status, t.createdAt),
  ],
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
