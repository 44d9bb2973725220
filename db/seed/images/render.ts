import { createHash } from "node:crypto";
import { access, mkdir, rename } from "node:fs/promises";
import path from "node:path";
import sharp, { type Sharp } from "sharp";
import type { MediaSize, MediaSizes } from "../../schema";
import { uploadsFolder } from "../dates";
import { sceneSvg, type Scene } from "./scene";

export const FULL_SIZE = 1200;

/** WooCommerce's image sizes; every picture is square. `full` is the stored original. */
export const IMAGE_SIZES = [
  { name: "gallery_thumbnail", size: 150 },
  { name: "thumbnail", size: 400 },
  { name: "single", size: 800 },
  { name: "full", size: FULL_SIZE },
] as const;

/** Every size is written as AVIF, as WebP and as a JPEG fallback (the keys of `MediaSizes`). */
const FORMATS = {
  avif: { ext: "avif", mime: "image/avif" },
  webp: { ext: "webp", mime: "image/webp" },
  jpeg: { ext: "jpg", mime: "image/jpeg" },
} as const;
type Format = keyof typeof FORMATS;
const FORMAT_KEYS = Object.keys(FORMATS) as Format[];

/** One picture to produce: its media slug, its upload date (for the folder) and what it shows. */
export type ImageJob = { slug: string; createdAt: Date; scene: Scene };

/** A rendition's path relative to the uploads folder: `{yyyy}/{mm}/{slug}-{w}x{h}.{ext}`. */
function renditionFile(job: Omit<ImageJob, "scene">, size: number, format: Format): string {
  return `${uploadsFolder(job.createdAt)}/${job.slug}-${size}x${size}.${FORMATS[format].ext}`;
}

/**
 * The `media.sizes` value of a picture. The rows are written before (or without) the files, so
 * each rendition's fingerprint (decision 033) is that of everything its bytes are made from:
 * the scene's SVG, the size, the encoder and its settings. Another picture under the same name
 * has another fingerprint, hence another address.
 */
export function mediaSizes(slug: string, createdAt: Date, scene: Scene): MediaSizes {
  const source = createHash("sha256").update(sceneSvg(scene, FULL_SIZE)).update(sharp.versions.vips).digest("hex");
  const sizes: MediaSizes = {};
  for (const { name, size } of IMAGE_SIZES) {
    const rendition = (format: Format): MediaSize => ({
      file: renditionFile({ slug, createdAt }, size, format),
      width: size,
      height: size,
      mime: FORMATS[format].mime,
      v: createHash("sha256")
        .update(JSON.stringify([source, size, format, ENCODERS[format]]))
        .digest("base64url")
        .slice(0, 10),
    });
    sizes[name] = { avif: rendition("avif"), webp: rendition("webp"), jpeg: rendition("jpeg") };
  }
  return sizes;
}

/**
 * Encoder settings, tuned for seeding speed on two cores. WebP effort 2 is within ~5 % of the
 * default size at a third of the time. AVIF at effort 1, as uploads (media-images.ts): ~40 % smaller
 * than the WebP at about the same SSIM; it stays the slowest format (~0.4 s of one core per
 * picture, against ~0.1 s for the WebP). The JPEG is the fallback
 * for browsers without WebP: it keeps mozjpeg's quantisation tables and deringing but skips trellis
 * quantisation and scan optimisation, which cost ~4× the time for ~20 % fewer bytes.
 */
const ENCODERS = {
  avif: { quality: 50, effort: 1 },
  webp: { quality: 78, effort: 2 },
  jpeg: { quality: 80, progressive: true, mozjpeg: true, trellisQuantisation: false, optimiseScans: false },
} as const satisfies Record<Format, object>;

function encode(image: Sharp, format: Format): Sharp {
  switch (format) {
    case "avif":
      return image.avif(ENCODERS.avif);
    case "webp":
      return image.webp(ENCODERS.webp);
    case "jpeg":
      return image.jpeg(ENCODERS.jpeg);
  }
}

export type RenderResult = { images: number; filesWritten: number; filesKept: number };

/**
 * Writes every rendition of every job into `uploadsDir`, two pictures at a time (the target
 * machines have two cores; sharp itself works on libuv's thread pool). Files already present
 * are kept, so seeding again into the same folder costs almost nothing.
 */
export async function renderImages(
  jobs: readonly ImageJob[],
  uploadsDir: string,
  onProgress?: (done: number, total: number) => void,
): Promise<RenderResult> {
  const result: RenderResult = { images: jobs.length, filesWritten: 0, filesKept: 0 };
  let next = 0;
  let done = 0;
  const worker = async () => {
    while (next < jobs.length) {
      const job = jobs[next++];
      if (!job) break;
      const written = await renderOne(job, uploadsDir);
      result.filesWritten += written;
      result.filesKept += IMAGE_SIZES.length * FORMAT_KEYS.length - written;
      onProgress?.(++done, jobs.length);
    }
  };
  await Promise.all([worker(), worker()]);
  return result;
}

async function renderOne(job: ImageJob, uploadsDir: string): Promise<number> {
  const targets = IMAGE_SIZES.flatMap(({ size }) =>
    FORMAT_KEYS.map((format) => ({ size, format, file: path.join(uploadsDir, renditionFile(job, size, format)) })),
  );
  const missing = (await Promise.all(targets.map(async (t) => ((await exists(t.file)) ? null : t)))).filter(
    (t) => t !== null,
  );
  if (missing.length === 0) return 0;

  await mkdir(path.join(uploadsDir, uploadsFolder(job.createdAt)), { recursive: true });
  // Rasterise the SVG once at full size; each rendition is a resize of those pixels. Every
  // scene paints an opaque backdrop, so dropping alpha loses nothing and keeps WebP opaque.
  const { data, info } = await sharp(Buffer.from(sceneSvg(job.scene, FULL_SIZE)))
    .removeAlpha()
    .raw()
    .toBuffer({ resolveWithObject: true });
  await Promise.all(
    missing.map(async ({ size, format, file }) => {
      const image = sharp(data, { raw: { width: info.width, height: info.height, channels: info.channels } });
      const resized = size === FULL_SIZE ? image : image.resize(size, size);
      // Written aside and renamed: an interrupted seed never leaves a truncated file that a
      // later run would keep.
      const partial = `${file}.${process.pid}.tmp`;
      await encode(resized, format).toFile(partial);
      await rename(partial, file);
    }),
  );
  return missing.length;
}

async function exists(file: string): Promise<boolean> {
  try {
    await access(file);
    return true;
  } catch {
    return false;
  }
}
