import { renderToStaticMarkup } from "react-dom/server";
import { describe, expect, it } from "vitest";
import type { CartLine } from "../types";
import { LineThumbnail } from "./CartLineParts";

const line = {
  slug: "ao-thun",
  image: {
    alt: "Áo thun",
    width: 150,
    height: 150,
    src: "/u/ao-150x150.jpg?v=j1",
    webpSrcset: "/u/ao-150x150.webp?v=w1 150w, /u/ao-400x400.webp?v=w4 400w",
    fullSrc: "/u/ao-1200x1200.jpg?v=j12",
  },
} as unknown as CartLine;

describe("a cart line's thumbnail", () => {
  it("offers the WebP renditions sized to its box, the small JPEG otherwise, hidden from screen readers", () => {
    expect(renderToStaticMarkup(<LineThumbnail line={line} size={80} />)).toBe(
      '<a href="/san-pham/ao-thun/" class="shrink-0" tabindex="-1" aria-hidden="true"><picture>' +
        '<source type="image/webp" srcSet="/u/ao-150x150.webp?v=w1 150w, /u/ao-400x400.webp?v=w4 400w" sizes="80px"/>' +
        '<img src="/u/ao-150x150.jpg?v=j1" alt="" width="80" height="80" loading="lazy" decoding="async" class="size-20 rounded object-cover"/>' +
        "</picture></a>",
    );
  });

  it("offers the AVIF renditions first when the picture has them", () => {
    const avifSrcset = "/u/ao-150x150.avif?v=a1 150w, /u/ao-400x400.avif?v=a4 400w";
    expect(renderToStaticMarkup(<LineThumbnail line={{ ...line, image: { ...line.image!, avifSrcset } }} size={60} />)).toContain(
      `<picture><source type="image/avif" srcSet="${avifSrcset}" sizes="60px"/><source type="image/webp" srcSet="/u/ao-150x150.webp?v=w1 150w, /u/ao-400x400.webp?v=w4 400w" sizes="60px"/><img `,
    );
  });

  it("keeps the box without a picture", () => {
    expect(renderToStaticMarkup(<LineThumbnail line={{ ...line, image: null }} size={60} />)).toContain('<span class="block size-15 rounded bg-gray-100"></span>');
  });
});
