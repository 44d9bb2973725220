import { createHash, randomUUID } from "node:crypto";
import { mkdir, open, readFile, rename, rm } from "node:fs/promises";
import path from "node:path";
import sharp, { type Metadata, type OutputInfo, type Sharp } from "sharp";
import type { MediaSize, MediaSizes } from "../../../../db/schema";

/**
 * Pictures uploaded to the media library (wp/v2/media): their type told from their bytes, never
 * from their name or the sender's Content-Type; re-encoded by sharp, so no EXIF, GPS or ICC data
 * of the sender's survives in any stored file; the storefront's renditions made from the result.
 */

/** The pictures the shop takes, by their bytes, with the extension their stored file gets. */
export const UPLOAD_TYPES = {
  "image/jpeg": { ext: "jpg", sharpFormat: "jpeg" },
  "image/png": { ext: "png", sharpFormat: "png" },
  "image/webp": { ext: "webp", sharpFormat: "webp" },
  "image/gif": { ext: "gif", sharpFormat: "gif" },
  "image/avif": { ext: "avif", sharpFormat: "heif" },
} as const;
export type UploadType = keyof typeof UPLOAD_TYPES;

export type Sniffed = { kind: "image"; mime: UploadType } | { kind: "svg" } | { kind: "other" };

const ascii = (bytes: Uint8Array, from: number, to: number) => String.fromCharCode(...bytes.subarray(from, to));

/** The type a file's first bytes say it is (at least 32 of them: `SNIFF_BYTES`). */
export function sniffImage(head: Uint8Array): Sniffed {
  if (head[0] === 0xff && head[1] === 0xd8 && head[2] === 0xff) return { kind: "image", mime: "image/jpeg" };
  if (ascii(head, 0, 8) === "\x89PNG\r\n\x1a\n") return { kind: "image", mime: "image/png" };
  if (ascii(head, 0, 6) === "GIF87a" || ascii(head, 0, 6) === "GIF89a") return { kind: "image", mime: "image/gif" };
  if (ascii(head, 0, 4) === "RIFF" && ascii(head, 8, 12) === "WEBP") return { kind: "image", mime: "image/webp" };
  // ISO-BMFF: `ftyp`, then the major brand and the compatible ones.
  if (ascii(head, 4, 8) === "ftyp") {
    const boxSize = Math.min(head.length, (head[0]! << 24) | (head[1]! << 16) | (head[2]! << 8) | head[3]!);
    const brands: string[] = [];
    for (let at = 8; at + 4 <= boxSize; at += at === 8 ? 8 : 4) brands.push(ascii(head, at, at + 4));
    if (brands.includes("avif") || brands.includes("avis")) return { kind: "image", mime: "image/avif" };
  }
  // An SVG is XML text: its start, past a byte-order mark, blanks, an XML declaration or comments.
  const text = new TextDecoder("utf-8", { fatal: false }).decode(head).replace(/^\uFEFF/, "").trimStart().toLowerCase();
  if (text.startsWith("<svg") || ((text.startsWith("<?xml") || text.startsWith("<!--") || text.startsWith("<!doctype svg")) && text.includes("<svg"))) {
    return { kind: "svg" };
  }
  return { kind: "other" };
}

/** How many bytes `sniffImage` looks at. */
export const SNIFF_BYTES = 512;

export type ImageCheck =
  | { ok: true; mime: UploadType; width: number; height: number }
  | { ok: false; refusal: "svg" | "invalid type" | "not an image" }
  | { ok: false; refusal: "too many pixels"; pixels: number };

/** What the file at `file` is: a picture the shop takes, within `maxPixels`, that sharp can read; or why not. */
export async function checkImage(file: string, maxPixels: number): Promise<ImageCheck> {
  const handle = await open(file, "r");
  let head: Uint8Array;
  try {
    const buffer = Buffer.alloc(SNIFF_BYTES);
    const { bytesRead } = await handle.read(buffer, 0, SNIFF_BYTES, 0);
    head = buffer.subarray(0, bytesRead);
  } finally {
    await handle.close();
  }
  const sniffed = sniffImage(head);
  if (sniffed.kind === "svg") return { ok: false, refusal: "svg" };
  if (sniffed.kind === "other") return { ok: false, refusal: "invalid type" };
  let meta: Metadata;
  try {
    meta = await sharp(file, { limitInputPixels: false }).metadata();
  } catch {
    return { ok: false, refusal: "not an image" };
  }
  const expected = UPLOAD_TYPES[sniffed.mime].sharpFormat;
  // The bytes began as one type but libvips reads another (or an HEIC behind an AVIF brand).
  if (meta.format !== expected || (sniffed.mime === "image/avif" && meta.compression !== "av1")) return { ok: false, refusal: "not an image" };
  const width = meta.width ?? 0;
  const height = meta.pageHeight ?? meta.height ?? 0;
  if (width < 1 || height < 1) return { ok: false, refusal: "not an image" };
  if (width * height > maxPixels) return { ok: false, refusal: "too many pixels", pixels: width * height };
  // Orientations 5 to 8 turn the picture a quarter: the stored original is upright.
  const turned = (meta.orientation ?? 1) >= 5;
  return { ok: true, mime: sniffed.mime, width: turned ? height : width, height: turned ? width : height };
}

/**
 * Writes a file made by `write` (given a temporary path beside it) at `target`: the file appears
 * whole or not at all, and the temporary name is a dotfile, which the uploads route never serves.
 */
async function writeWhole(target: string, write: (temporary: string) => Promise<unknown>): Promise<void> {
  await mkdir(path.dirname(target), { recursive: true });
  const temporary = path.join(path.dirname(target), `.${randomUUID()}.part`);
  try {
    await write(temporary);
    await rename(temporary, target);
  } finally {
    await rm(temporary, { force: true });
  }
}

const ORIGINAL = {
  "image/jpeg": (s: Sharp) => s.jpeg({ quality: 90, mozjpeg: true }),
  "image/png": (s: Sharp) => s.png({ compressionLevel: 8 }),
  "image/webp": (s: Sharp) => s.webp({ quality: 90 }),
  "image/gif": (s: Sharp) => s.gif(),
  "image/avif": (s: Sharp) => s.avif({ quality: 60 }),
} satisfies Record<UploadType, (s: Sharp) => Sharp>;

/**
 * The stored original: the upload decoded and written again in its own format, upright, with
 * none of its metadata (sharp keeps none unless asked). A GIF keeps its first frame only.
 */
export async function storeOriginal(source: string, target: string, mime: UploadType, maxPixels: number): Promise<{ width: number; height: number; filesize: number }> {
  let info: OutputInfo | undefined;
  await writeWhole(target, async (temporary) => {
    info = await ORIGINAL[mime](sharp(source, { limitInputPixels: maxPixels, failOn: "error" }).rotate()).toFile(temporary);
  });
  return { width: info!.width, height: info!.height, filesize: info!.size };
}

/**
 * The storefront's sizes (db/seed/images/render.ts names them): the small ones cropped square, as
 * WooCommerce's 1:1 thumbnails are; `single` and `full` the whole picture within their width;
 * none larger than the original.
 */
export const UPLOAD_SIZES = [
  { name: "gallery_thumbnail", size: 150, crop: true },
  { name: "thumbnail", size: 400, crop: true },
  { name: "single", size: 800, crop: false },
  { name: "full", size: 1200, crop: false },
] as const;

const WEBP = { quality: 78, effort: 4 } as const;
/**
 * Effort 1: on the demo's polka-dot picture its 800 px file is the size of effort 2's (17.0 against
 * 17.1 KB; the WebP is 31.3 KB) in under half the time (~0.26 against ~0.63 s of one core), and
 * its 1200 px one 8 % larger; effort 4 costs ten times effort 1 for ~5 % less. An upload or an
 * import pays it for every picture. Most of that time is the two large sizes: the small ones cost
 * little, and without them the AVIF srcset would give a 150 px slot an 800 px file.
 */
const AVIF = { quality: 50, effort: 1 } as const;
const JPEG = { quality: 80, progressive: true, mozjpeg: true } as const;

/** A rendition's width and height for an original of `width`×`height`. */
export function sizeOf(spec: (typeof UPLOAD_SIZES)[number], width: number, height: number): { width: number; height: number } {
  if (spec.crop) {
    const side = Math.min(spec.size, width, height);
    return { width: side, height: side };
  }
  const scale = Math.min(1, spec.size / Math.max(width, height));
  return { width: Math.max(1, Math.round(width * scale)), height: Math.max(1, Math.round(height * scale)) };
}

/**
 * A rendition's fingerprint: the first 10 characters of its bytes' SHA-256 (base64url). Names are
 * reused (a picture deleted, another uploaded under the same name; sizes made again), so its
 * address carries this to be kept by browsers for a year (decision 033).
 */
export async function fingerprintOf(file: string): Promise<string> {
  return createHash("sha256").update(await readFile(file)).digest("base64url").slice(0, 10);
}

/** The extensions of a size's renditions, as `filesOfMedia` looks for those a failed attempt left. */
export const RENDITION_EXTENSIONS = ["avif", "webp", "jpg"] as const;

/**
 * Every size of the original at `original` (relative to `uploadsDir`), as AVIF, as WebP and as a
 * JPEG fallback (flattened on white), named `{stem}-{w}x{h}.{avif|webp|jpg}` beside it, each with
 * its fingerprint. Files a failed attempt left are written over.
 */
export async function makeSizes(uploadsDir: string, original: string, dims: { width: number; height: number }): Promise<MediaSizes> {
  const stem = original.replace(/\.[a-z0-9]+$/, "");
  const source = path.join(uploadsDir, original);
  const sizes: MediaSizes = {};
  for (const spec of UPLOAD_SIZES) {
    const { width, height } = sizeOf(spec, dims.width, dims.height);
    const resized = sharp(source, { failOn: "error" }).resize(width, height, { fit: "cover", position: "attention" });
    const write = async (ext: (typeof RENDITION_EXTENSIONS)[number], mime: string, encode: (s: Sharp) => Sharp): Promise<MediaSize> => {
      const file = `${stem}-${width}x${height}.${ext}`;
      await writeWhole(path.join(uploadsDir, file), (temporary) => encode(resized.clone()).toFile(temporary));
      return { file, width, height, mime, v: await fingerprintOf(path.join(uploadsDir, file)) };
    };
    sizes[spec.name] = {
      avif: await write("avif", "image/avif", (s) => s.avif(AVIF)),
      webp: await write("webp", "image/webp", (s) => s.webp(WEBP)),
      jpeg: await write("jpg", "image/jpeg", (s) => s.flatten({ background: "#ffffff" }).jpeg(JPEG)),
    };
  }
  return sizes;
}
