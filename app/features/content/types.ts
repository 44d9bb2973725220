import type { Picture } from "../../lib/media";

export type PostKind = "post" | "page" | "featured_item";

export type PostSummary = {
  id: number;
  type: PostKind;
  slug: string;
  title: string;
  excerpt: string;
  url: string;
  publishedAt: Date;
  image: Picture | null;
};

export type TermRef = { name: string; slug: string; url: string };

export type PostDetail = PostSummary & {
  content: string;
  updatedAt: Date;
  author: string | null;
  categories: TermRef[];
  tags: TermRef[];
  /** Pages: the path of parents, for breadcrumbs. */
  ancestors: Array<{ title: string; url: string }>;
};

/** A reader's comment under a post, with the replies threaded under it. */
export type PostComment = {
  id: number;
  authorName: string;
  /** Plain text; its line breaks are the writer's. */
  content: string;
  createdAt: Date;
  replies: PostComment[];
};
