import { renderToStaticMarkup } from "react-dom/server";
import { describe, expect, it } from "vitest";
import type { Picture } from "~/lib/media";
import { ProductGallery } from "./ProductGallery";
import { SLIDE_SIZES } from "./sizes";

const pic = (name: string): Picture => ({
  alt: `Áo ${name}`,
  width: 800,
  height: 800,
  src: `/u/${name}-800x800.jpg`,
  webpSrcset: `/u/${name}-150x150.webp 150w, /u/${name}-800x800.webp 800w`,
  fullSrc: `/u/${name}-1200x1200.jpg`,
  fullWidth: 1200,
  fullHeight: 1200,
});
const images = [pic("main"), pic("back"), pic("detail")];

/** What a visitor without JavaScript gets: the server's markup. */
const render = (variationImage: Picture | null = null) =>
  renderToStaticMarkup(<ProductGallery images={images} name="Áo thun" variationImage={variationImage} />);

const hrefs = (html: string, pattern: RegExp) => [...html.matchAll(pattern)].map((m) => m[1]);

describe("ProductGallery on the server", () => {
  it("renders the main picture and every thumbnail, each a link to its full size", () => {
    const html = render();
    const slides = hrefs(html, /class="woocommerce-product-gallery__image[^"]*"><a href="([^"]+)"/g);
    expect(slides).toEqual(["/u/main-1200x1200.jpg"]);
    const thumbs = hrefs(html, /<li[^>]*><a href="([^"]+)"[^>]*aria-label="Ảnh \d của Áo thun"/g);
    expect(thumbs).toEqual(["/u/main-1200x1200.jpg", "/u/back-1200x1200.jpg", "/u/detail-1200x1200.jpg"]);
    // The main picture loads at once, with priority; buttons need the script and are left out.
    expect(html).toMatch(/<img src="\/u\/main-800x800.jpg"[^>]*loading="eager"[^>]*fetchPriority="high"/);
    expect(html).not.toContain("<button");
  });

  it("shows a variation's own picture in the main picture's place, thumbnail included", () => {
    const html = render(pic("red"));
    expect(hrefs(html, /class="woocommerce-product-gallery__image[^"]*"><a href="([^"]+)"/g)).toEqual(["/u/red-1200x1200.jpg"]);
    expect(html).toContain('aria-label="Ảnh 1 của Áo thun"');
    expect(html).not.toContain("/u/main-800x800.jpg");
    expect(html).toContain("/u/back-800x800.jpg");
  });

  it("offers the main picture, and a variation's swapped in, as AVIF first when they have it", () => {
    const avif = (p: Picture): Picture => ({ ...p, avifSrcset: p.webpSrcset.replaceAll(".webp", ".avif") });
    const mainSlide = (html: string) => /class="woocommerce-product-gallery__image[^"]*">([\s\S]*?<\/picture>)/.exec(html)![1]!;
    const own = renderToStaticMarkup(<ProductGallery images={[avif(pic("main")), pic("back")]} name="Áo thun" />);
    expect(mainSlide(own)).toContain(
      `<picture><source type="image/avif" srcSet="/u/main-150x150.avif 150w, /u/main-800x800.avif 800w" sizes="${SLIDE_SIZES}"/><source type="image/webp"`,
    );
    const red = renderToStaticMarkup(<ProductGallery images={[pic("main"), pic("back")]} name="Áo thun" variationImage={avif(pic("red"))} />);
    expect(mainSlide(red)).toContain('<picture><source type="image/avif" srcSet="/u/red-150x150.avif 150w, /u/red-800x800.avif 800w"');
    // A picture stored before AVIF: WebP as before.
    expect(mainSlide(render(pic("red")))).toContain('<picture><source type="image/webp" srcSet="/u/red-150x150.webp 150w, /u/red-800x800.webp 800w"');
    expect(mainSlide(render(pic("red")))).not.toContain("image/avif");
  });

  it("renders no thumbnails for a single picture", () => {
    const html = renderToStaticMarkup(<ProductGallery images={[pic("main")]} name="Áo thun" />);
    expect(html).toContain("/u/main-800x800.jpg");
    expect(html).not.toContain("<ul");
  });
});
