import type { PostDetail } from "./types";
import { isoInShopZone } from "../../lib/dates";

/** schema.org `BlogPosting` for a blog post, with the number of its readers' comments shown. */
export function articleJsonLd(post: PostDetail, url: string, siteUrl: string, commentCount: number) {
  return {
    "@context": "https://schema.org",
    "@type": "BlogPosting",
    headline: post.title,
    url,
    datePublished: isoInShopZone(post.publishedAt),
    dateModified: isoInShopZone(post.updatedAt),
    author: post.author ? { "@type": "Person", name: post.author } : undefined,
    image: post.image ? new URL(post.image.fullSrc, siteUrl).href : undefined,
    keywords: post.tags.map((t) => t.name).join(", ") || undefined,
    commentCount,
  };
}
