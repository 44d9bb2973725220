import { existsSync } from "node:fs";
import { rm } from "node:fs/promises";
import path from "node:path";
import { eq } from "drizzle-orm";
import { importPicture, uniqueSlug } from "../../app/features/catalog/.server/media-library";
import type { Tx } from "../../app/platform/.server/db";
import { media } from "../../db/schema";
import { slugify } from "../../db/seed/slugify";

/** An upload's path under `wp-content/uploads/` (`2024/05/ao-dai.jpg`), from its address; null when it names none or climbs out. */
export function uploadsPathOf(url: string): string | null {
  const at = url.indexOf("/wp-content/uploads/");
  if (at < 0) return null;
  let relative: string;
  try {
    relative = decodeURIComponent(url.slice(at + "/wp-content/uploads/".length).split(/[?#]/)[0]!);
  } catch {
    return null;
  }
  return relative && !relative.includes("..") && !path.isAbsolute(relative) ? relative : null;
}

/**
 * The posts' featured images (`_thumbnail_id`, an attachment of the same file): the attachment's
 * file, taken from the `--uploads` folder (never downloaded), becomes one of the shop's pictures
 * with its sizes. Once per file: a second post naming the same file takes the picture made for the
 * first; a second run keeps the post's picture when it is the one made from that file (its title
 * is the file's name). Files of one name in two folders stay two pictures.
 */
export class FeaturedImages {
  /** Files made by this import, deleted again when it rolls back or was a dry run. */
  readonly written: string[] = [];
  /** Pictures made by this run, by the file's path under `uploads/`. */
  private readonly made = new Map<string, number>();

  constructor(
    private readonly o: { uploadsFrom?: string; uploadsDir: string; maxPixels: number; now: Date },
    /** The file's attachments: id → address. */
    private readonly attachments: ReadonlyMap<number, string>,
  ) {}

  /** The picture of attachment `attachmentId` for a post whose featured image is `current` now. */
  async pictureFor(tx: Tx, attachmentId: number, current: number | null): Promise<{ id: number } | { skipped: string }> {
    const url = this.attachments.get(attachmentId);
    if (url === undefined) return { skipped: `ảnh đại diện #${attachmentId} không có trong tệp` };
    const relative = uploadsPathOf(url);
    if (relative === null) return { skipped: `ảnh đại diện "${url}" không nằm trong wp-content/uploads` };
    if (!this.o.uploadsFrom) return { skipped: `ảnh đại diện "${relative}": cần --uploads THƯ_MỤC (không tải ảnh từ mạng)` };
    const source = path.join(this.o.uploadsFrom, relative);
    if (!existsSync(source)) return { skipped: `ảnh đại diện "${relative}" không có trong ${this.o.uploadsFrom}` };
    const title = path.basename(relative).replace(/\.[^.]*$/, "");
    const made = this.made.get(relative);
    if (made !== undefined) return { id: made };
    if (current !== null) {
      const [kept] = await tx.select({ title: media.title }).from(media).where(eq(media.id, current));
      if (kept?.title === title) return { id: current };
    }
    const slug = slugify(title).slice(0, 80).replace(/-+$/, "") || "anh";
    const stored = await importPicture(tx, { ...this.o, staffId: null }, { source, slug: await uniqueSlug(tx, slug), title }, this.written);
    if (!stored.ok) return { skipped: `ảnh đại diện "${relative}": không dùng được (${stored.refusal})` };
    this.made.set(relative, stored.id);
    return { id: stored.id };
  }

  async forget(): Promise<void> {
    for (const file of this.written) await rm(path.join(this.o.uploadsDir, file), { force: true });
  }
}
