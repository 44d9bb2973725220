import type { MediaPlan } from "./types";

/** Gathers the pictures a plan needs; a slug used twice is a bug in the content, so it throws. */
export class MediaCollector {
  readonly items: MediaPlan[] = [];
  readonly #slugs = new Set<string>();

  add(item: MediaPlan): string {
    if (this.#slugs.has(item.slug)) throw new Error(`Ảnh trùng slug: ${item.slug}`);
    this.#slugs.add(item.slug);
    this.items.push(item);
    return item.slug;
  }
}
