import { describe, expect, it } from "vitest";
import type { Picture } from "~/lib/media";
import { gallerySlides, indexAfterKey, lightboxItems } from "./slides";

const pic = (name: string, extra: Partial<Picture> = {}): Picture => ({
  alt: name,
  width: 800,
  height: 800,
  src: `/u/${name}-800x800.jpg`,
  webpSrcset: `/u/${name}-800x800.webp 800w`,
  fullSrc: `/u/${name}-1200x1200.jpg`,
  ...extra,
});

const [main, second, third] = [pic("main"), pic("second"), pic("third")];
const images = [main!, second!, third!];

describe("gallerySlides", () => {
  it("shows the product's pictures as they are without a variation image", () => {
    expect(gallerySlides(images, null)).toEqual({ slides: images, target: 0 });
  });

  it("moves to a variation image that is already in the gallery, leaving the slides alone", () => {
    // Another rendition of the same picture (a variation's Picture object is a different value).
    const same = { ...third!, src: "/u/third-400x400.jpg" };
    expect(gallerySlides(images, same)).toEqual({ slides: images, target: 2 });
  });

  it("puts a variation image of its own in the main slide's place and shows it", () => {
    const own = pic("variation");
    const { slides, target } = gallerySlides(images, own);
    expect(slides.map((s) => s.alt)).toEqual(["variation", "second", "third"]);
    expect(target).toBe(0);
  });

  it("shows a variation image even when the product has no picture", () => {
    const own = pic("variation");
    expect(gallerySlides([], own)).toEqual({ slides: [own], target: 0 });
  });
});

describe("lightboxItems", () => {
  it("gives PhotoSwipe the largest rendition with its own size, and the WebP srcset", () => {
    expect(lightboxItems([pic("a", { fullWidth: 1200, fullHeight: 900 })])).toEqual([
      { src: "/u/a-1200x1200.jpg", srcset: "/u/a-800x800.webp 800w", width: 1200, height: 900, alt: "a" },
    ]);
  });

  it("falls back to the shown rendition's size, which has the same shape", () => {
    const [item] = lightboxItems([pic("a", { width: 800, height: 600 })]);
    expect([item!.width, item!.height]).toEqual([800, 600]);
  });
});

describe("indexAfterKey", () => {
  it("steps with the arrows and stops at both ends", () => {
    expect(indexAfterKey("ArrowRight", 0, 3)).toBe(1);
    expect(indexAfterKey("ArrowRight", 2, 3)).toBe(2);
    expect(indexAfterKey("ArrowLeft", 1, 3)).toBe(0);
    expect(indexAfterKey("ArrowLeft", 0, 3)).toBe(0);
  });

  it("jumps to the ends with Home and End", () => {
    expect(indexAfterKey("Home", 2, 3)).toBe(0);
    expect(indexAfterKey("End", 0, 3)).toBe(2);
  });

  it("leaves other keys and an empty gallery alone", () => {
    expect(indexAfterKey("Enter", 0, 3)).toBeNull();
    expect(indexAfterKey("ArrowUp", 0, 3)).toBeNull();
    expect(indexAfterKey("ArrowRight", 0, 0)).toBeNull();
  });
});
