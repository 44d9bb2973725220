import { renderToString } from "react-dom/server";
import { describe, expect, it } from "vitest";
import { Picture } from "./Picture";

const picture = {
  alt: "Áo thun",
  width: 400,
  height: 400,
  src: "/u/ao-400x400.jpg?v=j4",
  webpSrcset: "/u/ao-400x400.webp?v=w4 400w, /u/ao-800x800.webp?v=w8 800w",
  fullSrc: "/u/ao-1200x1200.jpg?v=j12",
};

/** A whole document, as the server renders pages: React hoists preloads into its head. */
const documentWith = (element: React.ReactNode) =>
  renderToString(
    <html lang="vi">
      <head>
        <title>Trang</title>
      </head>
      <body>{element}</body>
    </html>,
  );

describe("Picture", () => {
  it("announces the page's LCP picture in the head as its WebP srcset when it has no AVIF, with high priority", () => {
    const html = documentWith(<Picture picture={picture} sizes="50vw" priority preload />);
    const head = /<head>(.*)<\/head>/.exec(html)![1]!;
    expect(head.match(/rel="preload"/g)).toHaveLength(1);
    expect(head).toContain(
      '<link rel="preload" as="image" type="image/webp" fetchPriority="high" imageSrcSet="/u/ao-400x400.webp?v=w4 400w, /u/ao-800x800.webp?v=w8 800w" imageSizes="50vw"/>',
    );
    expect(html).toMatch(/<img src="\/u\/ao-400x400.jpg\?v=j4" alt="Áo thun" width="400" height="400" loading="eager" decoding="sync" fetchPriority="high"/);
  });

  it("draws no AVIF source for a picture without AVIF renditions", () => {
    const html = documentWith(<Picture picture={picture} sizes="50vw" />);
    expect(html).not.toContain("image/avif");
    expect(html).toContain('<picture><source type="image/webp" srcSet="/u/ao-400x400.webp?v=w4 400w, /u/ao-800x800.webp?v=w8 800w" sizes="50vw"/><img ');
  });

  it("offers the AVIF renditions before the WebP ones, and announces the AVIF only: one download, never two", () => {
    const avifSrcset = "/u/ao-400x400.avif?v=a4 400w, /u/ao-800x800.avif?v=a8 800w";
    const html = documentWith(<Picture picture={{ ...picture, avifSrcset }} sizes="50vw" priority preload />);
    expect(html).toContain(
      `<picture><source type="image/avif" srcSet="${avifSrcset}" sizes="50vw"/>` +
        '<source type="image/webp" srcSet="/u/ao-400x400.webp?v=w4 400w, /u/ao-800x800.webp?v=w8 800w" sizes="50vw"/><img src="/u/ao-400x400.jpg?v=j4"',
    );
    const head = /<head>(.*)<\/head>/.exec(html)![1]!;
    expect(head.match(/rel="preload"/g)).toHaveLength(1);
    expect(head).toContain(`<link rel="preload" as="image" type="image/avif" fetchPriority="high" imageSrcSet="${avifSrcset}" imageSizes="50vw"/>`);
    expect(head).not.toContain(".webp");
  });

  it("announces nothing for other pictures, eager or lazy", () => {
    const html = documentWith(
      <>
        <Picture picture={picture} sizes="50vw" priority />
        <Picture picture={{ ...picture, src: "/u/b.jpg" }} sizes="50vw" />
      </>,
    );
    expect(html).not.toContain('rel="preload"');
    expect(html).toContain('src="/u/b.jpg" alt="Áo thun" width="400" height="400" loading="lazy"');
  });
});
