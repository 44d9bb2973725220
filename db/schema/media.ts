import { integer, jsonb, pgTable, serial, text } from "drizzle-orm/pg-core";
import { createdAt } from "./columns";

/** One rendition of an image: `file` is relative to the uploads folder. */
export type MediaSize = { file: string; width: number; height: number; mime: string };
/**
 * Named renditions. Every size exists as WebP (`webp`) and as a JPEG fallback (`jpeg`).
 * Names follow WooCommerce: gallery_thumbnail, thumbnail (cards), single (product page), full.
 */
export type MediaSizes = Record<string, { webp: MediaSize; jpeg: MediaSize }>;

/** Attachments: a searchable post type of its own (spec §3 "Searchable post types"). */
export const media = pgTable("media", {
  id: serial("id").primaryKey(),
  slug: text("slug").notNull().unique(),
  title: text("title").notNull(),
  alt: text("alt").notNull().default(""),
  caption: text("caption").notNull().default(""),
  width: integer("width").notNull(),
  height: integer("height").notNull(),
  sizes: jsonb("sizes").$type<MediaSizes>().notNull(),
  createdAt: createdAt(),
});
