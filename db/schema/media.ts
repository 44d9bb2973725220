import { integer, jsonb, pgTable, serial, text } from "drizzle-orm/pg-core";
import { z } from "zod";
import { createdAt } from "./columns";
import { users } from "./people";

/**
 * One rendition of an image: `file` is relative to the uploads folder. `v` fingerprints its bytes
 * (decision 033): its address carries it as `?v=`, which lets browsers keep the file for a year;
 * renditions made before fingerprints (and imported files) have none and keep the short lifetime.
 */
const mediaSizeShape = z.strictObject({ file: z.string(), width: z.int(), height: z.int(), mime: z.string(), v: z.string().optional() });
export type MediaSize = z.infer<typeof mediaSizeShape>;
/**
 * Named renditions. Every size exists as WebP (`webp`) and as a JPEG fallback (`jpeg`); as AVIF
 * (`avif`) too unless it was stored before AVIF renditions were made (pictures uploaded or imported
 * earlier), and those are drawn as WebP.
 * Names follow WooCommerce: gallery_thumbnail, thumbnail (cards), single (product page), full.
 * The shape is what reads of the JSON check it against (app/platform/.server/sql-answer.ts).
 */
export const mediaSizesShape = z.record(z.string(), z.strictObject({ avif: mediaSizeShape.optional(), webp: mediaSizeShape, jpeg: mediaSizeShape }));
export type MediaSizes = z.infer<typeof mediaSizesShape>;

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
  /**
   * An upload's stored original (EXIF and GPS gone: re-encoded), relative to the uploads folder;
   * empty for the demo pictures, whose `full` size is their original.
   */
  file: text("file").notNull().default(""),
  mimeType: text("mime_type").notNull().default("image/jpeg"),
  /** The stored original's bytes (0 when there is none of its own). */
  filesize: integer("filesize").notNull().default(0),
  authorId: integer("author_id").references(() => users.id, { onDelete: "set null" }),
  createdAt: createdAt(),
});
