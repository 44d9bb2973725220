import { rm } from "node:fs/promises";
import path from "node:path";
import { and, count, desc, eq, ilike, or, sql } from "drizzle-orm";
import { media, staffActions } from "../../../../db/schema";
import type { MediaSizes } from "../../../../db/schema";
import { uploadsFolder } from "../../../../db/seed/dates";
import { slugify } from "../../../../db/seed/slugify";
import type { Db, Tx } from "../../../platform/.server/db";
import { afterCatalogWrite } from "../../../platform/.server/versioned-cache";
import { RENDITION_EXTENSIONS, UPLOAD_SIZES, UPLOAD_TYPES, checkImage, makeSizes, sizeOf, storeOriginal } from "./media-images";

/**
 * The media library (issue 21, "Media"): pictures uploaded by staff, each a `media` row with its
 * stored original (re-encoded: no EXIF) and the storefront's sizes. An upload stores the original
 * and its row first, then makes the sizes; when that fails the row stays, without sizes, and
 * `makeMissingSizes` (WordPress's `create-image-subsizes`) makes them later.
 */

export type MediaItem = typeof media.$inferSelect;

export type MediaLimits = {
  maxPixels: number;
  /**
   * Test-only fault (TEST_ONLY_MEDIA_SIZES_FAULT, docs in README): an upload whose slug holds this
   * text fails making its sizes during the upload request (the resume then works); one whose slug
   * holds it followed by `-mai-mai` fails every attempt. Null everywhere but in tests.
   */
  sizesFault: string | null;
};

export type UploadRefusal =
  | { code: "svg" | "invalid type" | "not an image" }
  | { code: "too many pixels"; pixels: number };

export type UploadOutcome =
  | { ok: true; item: MediaItem; sizesError: null }
  /** The original and its row are kept; the sizes are not made. */
  | { ok: true; item: MediaItem; sizesError: Error }
  | { ok: false; refusal: UploadRefusal };

/** WordPress's title of an upload: its file name without the extension. */
function titleOf(filename: string): string {
  const base = path.basename(filename.replaceAll("\\", "/")).replace(/\.[^.]*$/, "");
  // Control characters (a NUL fails any query) become spaces.
  return base.replace(/[\u0000-\u001f\u007f]/g, " ").trim().slice(0, 200);
}

/** `wanted` made a slug no other picture has: `ao-thun`, else `ao-thun-2`… (WordPress's rule). */
export async function uniqueSlug(db: Db | Tx, wanted: string): Promise<string> {
  const base = slugify(wanted).slice(0, 80).replace(/-+$/, "") || "anh";
  const taken = await db.select({ slug: media.slug }).from(media).where(or(eq(media.slug, base), sql`${media.slug} like ${`${base}-%`}`));
  const used = new Set(taken.map((r) => r.slug));
  if (!used.has(base)) return base;
  for (let n = 2; ; n++) if (!used.has(`${base}-${n}`)) return `${base}-${n}`;
}

function faultFor(limits: MediaLimits, slug: string, during: "upload" | "resume"): Error | null {
  const marker = limits.sizesFault;
  if (!marker || !slug.includes(marker)) return null;
  if (during === "upload" || slug.includes(`${marker}-mai-mai`)) return new Error(`test fault: sizes of ${slug} fail (${during})`);
  return null;
}

/**
 * Stores the picture at `source` (the incoming folder; left there for its request to delete) as
 * an upload named `filename` by `staffId`: checked by its bytes, its original re-encoded under
 * `uploadsDir/{yyyy}/{mm}/{slug}.{ext}`, its row inserted, then its sizes made.
 */
export async function storeUpload(
  o: { db: Db; uploadsDir: string; limits: MediaLimits; now: Date },
  upload: { source: string; filename: string },
  staffId: number,
): Promise<UploadOutcome> {
  const checked = await checkImage(upload.source, o.limits.maxPixels);
  if (!checked.ok) return { ok: false, refusal: checked.refusal === "too many pixels" ? { code: checked.refusal, pixels: checked.pixels } : { code: checked.refusal } };
  const title = titleOf(upload.filename) || "Ảnh";
  // Two uploads of one name at once may pick one slug: the second insert fails, and picks again.
  for (let attempt = 0; ; attempt++) {
    const slug = await uniqueSlug(o.db, titleOf(upload.filename));
    const file = `${uploadsFolder(o.now)}/${slug}.${UPLOAD_TYPES[checked.mime].ext}`;
    const stored = await storeOriginal(upload.source, path.join(o.uploadsDir, file), checked.mime, o.limits.maxPixels);
    let item: MediaItem;
    try {
      item = await o.db.transaction(async (tx) => {
        const [row] = await tx
          .insert(media)
          .values({ slug, title, width: stored.width, height: stored.height, sizes: {}, file, mimeType: checked.mime, filesize: stored.filesize, authorId: staffId, createdAt: o.now })
          .returning();
        await tx.insert(staffActions).values({ userId: staffId, action: "media.upload", objectType: "media", objectId: row!.id, details: { file, mime: checked.mime } });
        return row!;
      });
    } catch (error) {
      await rm(path.join(o.uploadsDir, file), { force: true });
      if (attempt < 3 && (error as { cause?: { code?: string } }).cause?.code === "23505") continue;
      throw error;
    }
    const made = await sizesOf(o, item, "upload");
    return made.ok ? { ok: true, item: made.item, sizesError: null } : { ok: true, item, sizesError: made.error };
  }
}

/** Why an import leaves a picture out, as its summary says it. */
const IMPORT_REFUSALS = {
  svg: "ảnh SVG không được nhận",
  "invalid type": "không phải ảnh JPEG, PNG, WebP, GIF hay AVIF",
  "not an image": "tệp hỏng hoặc không phải ảnh",
  "too many pixels": "ảnh quá lớn",
} as const;

/**
 * A picture brought in by an import (the products CSV's images, a WordPress export's featured
 * images), inside the import's transaction: checked by its bytes, its original re-encoded under
 * `uploadsDir/{yyyy}/{mm}/{slug}.{ext}`, its sizes made, its row inserted. Every file made is
 * pushed onto `written` as it is made, for the import to delete when it rolls back.
 */
export async function importPicture(
  tx: Tx,
  o: { uploadsDir: string; maxPixels: number; now: Date; staffId: number | null },
  picture: { source: string; slug: string; title: string },
  written: string[],
): Promise<{ ok: true; id: number; file: string } | { ok: false; refusal: string }> {
  const checked = await checkImage(picture.source, o.maxPixels);
  if (!checked.ok) return { ok: false, refusal: IMPORT_REFUSALS[checked.refusal] };
  const file = `${uploadsFolder(o.now)}/${picture.slug}.${UPLOAD_TYPES[checked.mime].ext}`;
  const stored = await storeOriginal(picture.source, path.join(o.uploadsDir, file), checked.mime, o.maxPixels);
  written.push(file);
  const sizes = await makeSizes(o.uploadsDir, file, stored);
  for (const size of Object.values(sizes)) for (const r of Object.values(size)) written.push(r.file);
  const [row] = await tx
    .insert(media)
    .values({ slug: picture.slug, title: picture.title, width: stored.width, height: stored.height, sizes, file, mimeType: checked.mime, filesize: stored.filesize, authorId: o.staffId, createdAt: o.now })
    .returning({ id: media.id });
  return { ok: true, id: row!.id, file };
}

async function sizesOf(o: { db: Db; uploadsDir: string; limits: MediaLimits }, item: MediaItem, during: "upload" | "resume"): Promise<{ ok: true; item: MediaItem } | { ok: false; error: Error }> {
  const began = Date.now();
  let sizes: MediaSizes;
  try {
    const fault = faultFor(o.limits, item.slug, during);
    if (fault) throw fault;
    sizes = await makeSizes(o.uploadsDir, item.file, { width: item.width, height: item.height });
  } catch (error) {
    return { ok: false, error: error instanceof Error ? error : new Error(String(error)) };
  }
  const [updated] = await o.db.update(media).set({ sizes }).where(eq(media.id, item.id)).returning();
  afterCatalogWrite(o.db, { began });
  return { ok: true, item: updated! };
}

/**
 * WordPress's `create-image-subsizes`: the sizes of an upload made again from its stored
 * original (those a failed attempt left are written over). Null: no such upload.
 */
export async function makeMissingSizes(o: { db: Db; uploadsDir: string; limits: MediaLimits }, id: number): Promise<{ ok: true; item: MediaItem } | { ok: false; error: Error } | null> {
  const item = await mediaById(o.db, id);
  if (!item) return null;
  // A demo picture has no original of its own: its sizes are all there is.
  if (item.file === "") return { ok: true, item };
  return sizesOf(o, item, "resume");
}

export async function mediaById(db: Db, id: number): Promise<MediaItem | null> {
  const [row] = await db.select().from(media).where(eq(media.id, id));
  return row ?? null;
}

/** A page of the library, newest first (`search` in the title, slug or alt text). */
export async function listMedia(db: Db, q: { page: number; perPage: number; search: string; order: "asc" | "desc"; include: number[] }): Promise<{ items: MediaItem[]; total: number }> {
  const like = `%${q.search.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
  const where = and(
    q.search ? or(ilike(media.title, like), ilike(media.slug, like), ilike(media.alt, like)) : undefined,
    q.include.length > 0 ? sql`${media.id} in (${sql.join(q.include.map((id) => sql`${id}`), sql`, `)})` : undefined,
  );
  const [counted] = await db.select({ n: count() }).from(media).where(where);
  const order = q.order === "asc" ? [media.createdAt, media.id] : [desc(media.createdAt), desc(media.id)];
  const items = await db.select().from(media).where(where).orderBy(...order).limit(q.perPage).offset((q.page - 1) * q.perPage);
  return { items, total: counted!.n };
}

/** Alt text, title and caption changed, logged with who did it. Null: no such picture. */
export async function editMedia(db: Db, id: number, change: { alt?: string; title?: string; caption?: string }, staffId: number): Promise<MediaItem | null> {
  const began = Date.now();
  const updated = await db.transaction(async (tx) => {
    const [row] = await tx.update(media).set(change).where(eq(media.id, id)).returning();
    if (!row) return null;
    await tx.insert(staffActions).values({ userId: staffId, action: "media.update", objectType: "media", objectId: id, details: { fields: Object.keys(change) } });
    return row;
  });
  // The storefront's pages draw the alt text.
  if (updated) afterCatalogWrite(db, { began });
  return updated;
}

/**
 * Every file of a picture, relative to the uploads folder: its original, every rendition it
 * records, and for an upload every rendition an unfinished attempt may have left unrecorded.
 */
export function filesOfMedia(item: Pick<MediaItem, "file" | "sizes" | "width" | "height">): string[] {
  const files = new Set<string>(item.file ? [item.file] : []);
  for (const size of Object.values(item.sizes)) for (const rendition of Object.values(size)) files.add(rendition.file);
  if (item.file) {
    const stem = item.file.replace(/\.[a-z0-9]+$/, "");
    for (const spec of UPLOAD_SIZES) {
      const { width, height } = sizeOf(spec, item.width, item.height);
      for (const ext of RENDITION_EXTENSIONS) files.add(`${stem}-${width}x${height}.${ext}`);
    }
  }
  return [...files];
}

/**
 * A picture deleted for good: its row (products and posts showing it lose it, as the foreign keys
 * say), then each of its files, only ever inside `uploadsDir`. Null: no such picture.
 */
export async function deleteMedia(o: { db: Db; uploadsDir: string }, id: number, staffId: number): Promise<MediaItem | null> {
  const began = Date.now();
  const deleted = await o.db.transaction(async (tx) => {
    const [row] = await tx.delete(media).where(eq(media.id, id)).returning();
    if (!row) return null;
    await tx.insert(staffActions).values({ userId: staffId, action: "media.delete", objectType: "media", objectId: id, details: { slug: row.slug, file: row.file } });
    return row;
  });
  if (!deleted) return null;
  afterCatalogWrite(o.db, { began });
  const root = path.resolve(o.uploadsDir);
  for (const file of filesOfMedia(deleted)) {
    const target = path.resolve(root, file);
    if (!target.startsWith(root + path.sep)) continue;
    await rm(target, { force: true });
  }
  return deleted;
}
