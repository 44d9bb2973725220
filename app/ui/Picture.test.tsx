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
  it("announces the page's LCP picture in the head as its WebP srcset, with high priority", () => {
    const html = documentWith(<Picture picture={picture} sizes="50vw" priority preload />);
    const head = /<head>(.*)<\/head>/.exec(html)![1]!;
    expect(head).toContain(
      '<link rel="preload" as="image" type="image/webp" fetchPriority="high" imageSrcSet="/u/ao-400x400.webp?v=w4 400w, /u/ao-800x800.webp?v=w8 800w" imageSizes="50vw"/>',
    );
    expect(html).toMatch(/<img src="\/u\/ao-400x400.jpg\?v=j4" alt="Áo thun" width="400" height="400" loading="eager" decoding="sync" fetchPriority="high"/);
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
