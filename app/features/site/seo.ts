import type { MetaDescriptor } from "react-router";

export type Seo = {
  title: string;
  description: string;
  /** Absolute URL of the page's one true address. */
  canonical: string;
  siteName: string;
  image?: string;
  type?: "website" | "article" | "product";
  noindex?: boolean;
};

/** Plain-text description from editor HTML, at most ~160 characters, cut on a word. */
export function describe(html: string, max = 160): string {
  const text = html.replace(/<[^>]*>/g, " ").replace(/&nbsp;/g, " ").replace(/\s+/g, " ").trim();
  if (text.length <= max) return text;
  const cut = text.slice(0, max - 1);
  return `${cut.slice(0, cut.lastIndexOf(" ") > 80 ? cut.lastIndexOf(" ") : cut.length)}…`;
}

/** Title, description, canonical link and Open Graph tags for a page. */
export function seoMeta(s: Seo): MetaDescriptor[] {
  const title = s.title === s.siteName ? s.title : `${s.title} – ${s.siteName}`;
  const tags: MetaDescriptor[] = [
    { title },
    { name: "description", content: s.description },
    { tagName: "link", rel: "canonical", href: s.canonical },
    { property: "og:locale", content: "vi_VN" },
    { property: "og:site_name", content: s.siteName },
    { property: "og:title", content: s.title },
    { property: "og:description", content: s.description },
    { property: "og:url", content: s.canonical },
    { property: "og:type", content: s.type ?? "website" },
  ];
  if (s.image) tags.push({ property: "og:image", content: s.image });
  if (s.noindex) tags.push({ name: "robots", content: "noindex, follow" });
  return tags;
}

export type BreadcrumbEntry = { label: string; url?: string };

/** JSON-LD BreadcrumbList from the same crumbs the page shows. */
export function breadcrumbJsonLd(siteUrl: string, items: BreadcrumbEntry[]) {
  return {
    "@context": "https://schema.org",
    "@type": "BreadcrumbList",
    itemListElement: items.map((c, i) => ({
      "@type": "ListItem",
      position: i + 1,
      name: c.label,
      ...(c.url ? { item: new URL(c.url, siteUrl).href } : {}),
    })),
  };
}

/** The site name from the layout's data, for `meta` functions of the pages inside it. */
export function siteNameOf(matches: ReadonlyArray<{ id: string; data?: unknown } | undefined>): string {
  const layout = matches.find((m) => m?.id === "routes/site-layout");
  return (layout?.data as { siteName?: string } | undefined)?.siteName ?? "";
}
