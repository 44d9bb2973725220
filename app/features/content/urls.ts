import type { PostKind } from "./types";

/** Permalinks as the shop had them: posts and pages at /{slug}/, portfolio under /portfolio/. */
export function postUrl(type: PostKind, path: string): string {
  return type === "featured_item" ? `/portfolio/${path}/` : `/${path}/`;
}

export const termUrl = {
  post_tag: (slug: string) => `/tag/${slug}/`,
  category: (slug: string) => `/category/${slug}/`,
  featured_item_category: (slug: string) => `/portfolio/?danh-muc=${slug}`,
  featured_item_tag: (slug: string) => `/portfolio/?the=${slug}`,
} as const;
