import { escapeHtml } from "~/lib/escape-html";
import type { Picture } from "~/lib/media";

/**
 * The social photo feed block (Flatsome's `[ux_instagram_feed]`, spec §3 "Social photo feed block
 * answer", §7 "Social photo feed"): the page carries a placeholder that links to the profile; its
 * script, near the viewport, asks `admin-ajax.php?action=flatsome_load_instagram&data=…` for the
 * block's HTML, made from the pictures the owner picked from the media library (option `photo_feed`).
 */

/** Most pictures the owner may pick, and one block may show. */
export const PHOTO_FEED_MAX = 24;

/** The block's own settings, sent back as the call's `data` (a JSON string). */
export type PhotoFeedBlock = { images: number; columns: number };
const DEFAULT_BLOCK: PhotoFeedBlock = { images: 8, columns: 4 };

/** The admin-ajax action and its address for `data`. */
export const PHOTO_FEED_ACTION = "flatsome_load_instagram";
export const photoFeedUrl = (data: string) => `/wp-admin/admin-ajax.php?action=${PHOTO_FEED_ACTION}&data=${encodeURIComponent(data)}`;

const whole = (v: unknown, min: number, max: number, fallback: number) =>
  v === undefined ? fallback : typeof v === "number" && Number.isInteger(v) && v >= min && v <= max ? v : null;

/**
 * The call's `data` read as the block's settings, or null when it is not a string holding a JSON
 * object of known settings in range (the answer is then 'Dữ liệu không hợp lệ').
 */
export function readPhotoFeedData(data: unknown): PhotoFeedBlock | null {
  if (typeof data !== "string" || data.length > 500) return null;
  let parsed: unknown;
  try {
    parsed = JSON.parse(data);
  } catch {
    return null;
  }
  if (typeof parsed !== "object" || parsed === null || Array.isArray(parsed)) return null;
  const o = parsed as Record<string, unknown>;
  const images = whole(o.images, 1, PHOTO_FEED_MAX, DEFAULT_BLOCK.images);
  const columns = whole(o.columns, 1, 8, DEFAULT_BLOCK.columns);
  return images === null || columns === null ? null : { images, columns };
}

/** Grid classes by column count: phones never get more than two, tablets three. */
const COLUMNS: Record<number, string> = {
  1: "grid-cols-1",
  2: "grid-cols-2",
  3: "grid-cols-2 sm:grid-cols-3",
  4: "grid-cols-2 sm:grid-cols-3 lg:grid-cols-4",
  5: "grid-cols-2 sm:grid-cols-3 lg:grid-cols-5",
  6: "grid-cols-2 sm:grid-cols-3 lg:grid-cols-6",
  7: "grid-cols-2 sm:grid-cols-3 lg:grid-cols-7",
  8: "grid-cols-2 sm:grid-cols-4 lg:grid-cols-8",
};

/** The block's HTML (the call's `data`): each picture square, linking to its full size. */
export function photoFeedHtml(photos: readonly Picture[], block: PhotoFeedBlock, label: (n: number) => string): string {
  const items = photos.slice(0, block.images).map((p, i) => {
    const alt = escapeHtml(p.alt || label(i + 1));
    const source = (type: string, srcset: string) => `<source type="${type}" srcset="${escapeHtml(srcset)}" sizes="(min-width: 1024px) 20vw, 50vw">`;
    return (
      `<li class="col"><a class="block overflow-hidden rounded" href="${escapeHtml(p.fullSrc)}">` +
      `<picture>${p.avifSrcset ? source("image/avif", p.avifSrcset) : ""}${source("image/webp", p.webpSrcset)}` +
      `<img class="aspect-square h-auto w-full object-cover" src="${escapeHtml(p.src)}" alt="${alt}" width="${p.width}" height="${p.height}" loading="lazy" decoding="async"></picture></a></li>`
    );
  });
  return `<ul class="instagram-images m-0 grid list-none gap-2 space-y-0 p-0 ${COLUMNS[block.columns] ?? COLUMNS[4]}" role="list">${items.join("")}</ul>`;
}

/** `[ux_instagram_feed images="8" columns="4"]` as a page's content writes it (WordPress's shortcode). */
const SHORTCODE = /(?:<p>\s*)?\[ux_instagram_feed(?:\s+([^\]]*))?\](?:\s*<\/p>)?/g;

function shortcodeNumber(attributes: string, name: string): number | undefined {
  const match = new RegExp(`\\b${name}\\s*=\\s*["']?(\\d{1,3})`).exec(attributes);
  return match ? Number(match[1]) : undefined;
}

/**
 * A page's content with each photo feed shortcode replaced by the block's placeholder: the
 * settings the script sends as `data`, and a link to the profile that is all a page without
 * scripts shows. Returns the content unchanged (and `found` false) when it has none.
 */
export function placePhotoFeeds(content: string, o: { profileUrl: string; linkText: string; label: string }): { content: string; found: boolean } {
  let found = false;
  const replaced = content.replace(SHORTCODE, (_all, attributes: string | undefined) => {
    found = true;
    const block = readPhotoFeedData(JSON.stringify({ images: shortcodeNumber(attributes ?? "", "images"), columns: shortcodeNumber(attributes ?? "", "columns") })) ?? DEFAULT_BLOCK;
    const link = o.profileUrl ? `<p><a class="photo-feed-link" href="${escapeHtml(o.profileUrl)}" rel="noopener">${escapeHtml(o.linkText)}</a></p>` : "";
    return `<section class="ux-instagram-feed not-prose my-6" aria-label="${escapeHtml(o.label)}" data-photo-feed="${escapeHtml(JSON.stringify(block))}">${link}</section>`;
  });
  return { content: replaced, found };
}
