import { PAGES } from "../content/pages";
import { PORTFOLIO } from "../content/portfolio";
import { BLOG_POSTS, type CommentSeed } from "../content/posts";
import { FOOTER_MENU, type MenuItemSeed } from "../content/site";
import { BASE_DATE, daysBefore } from "../dates";
import { BACKDROPS } from "../images/palette";
import { Random } from "../random";
import { slugify } from "../slugify";
import type { MediaCollector } from "./media";
import type { CategoryInfo } from "./taxonomy";
import type { MenuPlan, PostPlan } from "./types";

/** Blog posts, portfolio items and pages; posts and portfolio items each get a flat-lay picture. */
export function planPosts(media: MediaCollector, pagesDate: Date): PostPlan[] {
  const blog = BLOG_POSTS.map((post, i): PostPlan => {
    const slug = slugify(post.title);
    const rng = Random.for(`post:${slug}`);
    const publishedAt = daysBefore(BASE_DATE, post.daysAgo, rng.int(0, 480));
    return {
      type: "post",
      slug,
      title: post.title,
      excerpt: post.excerpt,
      content: post.content.join("\n"),
      imageSlug: media.add({
        slug: `bai-viet-${slug}`,
        title: post.title,
        alt: `Ảnh minh họa bài viết: ${post.title}`,
        createdAt: publishedAt,
        scene: { type: "flatlay", kinds: post.image.kinds, colors: post.image.colors, backdrop: rng.pick(BACKDROPS) },
      }),
      publishedAt,
      menuOrder: i,
      terms: [
        ...post.categories.map((slug) => ({ taxonomy: "category" as const, slug })),
        ...post.tags.map((slug) => ({ taxonomy: "post_tag" as const, slug })),
      ],
      comments: planComments(post.comments ?? [], publishedAt),
    };
  });

  const portfolio = PORTFOLIO.map((item, i): PostPlan => {
    const slug = slugify(item.title);
    const rng = Random.for(`portfolio:${slug}`);
    const publishedAt = daysBefore(BASE_DATE, item.daysAgo, rng.int(0, 480));
    return {
      type: "featured_item",
      slug,
      title: item.title,
      excerpt: item.excerpt,
      content: item.content.join("\n"),
      imageSlug: media.add({
        slug: `du-an-${slug}`,
        title: item.title,
        alt: item.title,
        createdAt: publishedAt,
        scene: { type: "flatlay", kinds: item.image.kinds, colors: item.image.colors, backdrop: rng.pick(BACKDROPS) },
      }),
      publishedAt,
      menuOrder: i,
      terms: item.categories.map((slug) => ({ taxonomy: "featured_item_category" as const, slug })),
      comments: [],
    };
  });

  const pages = PAGES.map(
    (page, i): PostPlan => ({
      type: "page",
      slug: page.slug,
      title: page.title,
      excerpt: "",
      content: page.content.join("\n"),
      publishedAt: pagesDate,
      menuOrder: i,
      terms: [],
      comments: [],
    }),
  );
  return [...blog, ...portfolio, ...pages];
}

/** A post's comment threads as one list, each reply after the comment it answers. */
function planComments(seeds: readonly CommentSeed[], publishedAt: Date, replyTo: number | null = null, into: PostPlan["comments"] = []): PostPlan["comments"] {
  for (const c of seeds) {
    into.push({ authorName: c.author, authorEmail: c.email, content: c.content, createdAt: new Date(publishedAt.getTime() + c.hoursAfter * 3_600_000), replyTo });
    planComments(c.replies ?? [], publishedAt, into.length - 1, into);
  }
  return into;
}

/** The main menu lists the category tree under "Cửa hàng", with WooCommerce's nested category URLs. */
export function planMenus(categories: readonly CategoryInfo[]): MenuPlan[] {
  const categoryItems = (parent?: CategoryInfo): MenuItemSeed[] =>
    categories
      .filter((c) => c.parentSlug === parent?.slug)
      .map((c) => {
        const children = categoryItems(c);
        return {
          label: c.name,
          url: `/danh-muc-san-pham/${parent ? `${parent.slug}/` : ""}${c.slug}/`,
          ...(children.length > 0 ? { children } : {}),
        };
      });
  return [
    {
      location: "primary",
      name: "Menu chính",
      items: [
        { label: "Trang chủ", url: "/" },
        { label: "Cửa hàng", url: "/cua-hang/", children: categoryItems() },
        { label: "Blog", url: "/blog/" },
        { label: "Dự án", url: "/portfolio/" },
        { label: "Giới thiệu", url: "/gioi-thieu/" },
        { label: "Liên hệ", url: "/lien-he/" },
      ],
    },
    { location: "footer", name: "Menu chân trang", items: FOOTER_MENU },
  ];
}
