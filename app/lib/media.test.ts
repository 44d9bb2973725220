import { describe, expect, it } from "vitest";
import { cardRenditions, toPicture } from "./media";

const size = (file: string, w: number, mime: string) => ({ file, width: w, height: w, mime });
const sizes = Object.fromEntries(
  ([["gallery_thumbnail", 150], ["thumbnail", 400], ["single", 800], ["full", 1200]] as const).map(([name, w]) => [
    name,
    { webp: size(`2026/10/ao-${w}x${w}.webp`, w, "image/webp"), jpeg: size(`2026/10/ao-${w}x${w}.jpg`, w, "image/jpeg") },
  ]),
);

describe("toPicture", () => {
  it("lists every WebP rendition and picks the JPEG of the requested size", () => {
    const p = toPicture({ alt: "Áo sơ mi", sizes }, "thumbnail")!;
    expect(p.src).toBe("/wp-content/uploads/2026/10/ao-400x400.jpg");
    expect(p.width).toBe(400);
    expect(p.webpSrcset).toBe(
      "/wp-content/uploads/2026/10/ao-150x150.webp 150w, /wp-content/uploads/2026/10/ao-400x400.webp 400w, " +
        "/wp-content/uploads/2026/10/ao-800x800.webp 800w, /wp-content/uploads/2026/10/ao-1200x1200.webp 1200w",
    );
    expect(p.fullSrc).toBe("/wp-content/uploads/2026/10/ao-1200x1200.jpg");
    expect([p.fullWidth, p.fullHeight]).toEqual([1200, 1200]);
  });

  it("puts a rendition's fingerprint in its address, in the srcset and in the JPEG's", () => {
    const versioned = Object.fromEntries(
      Object.entries(sizes).map(([name, { webp, jpeg }]) => [name, { webp: { ...webp, v: `w${webp.width}` }, jpeg: { ...jpeg, v: `j${jpeg.width}` } }]),
    );
    const p = toPicture({ alt: "", sizes: versioned }, "single")!;
    expect(p.src).toBe("/wp-content/uploads/2026/10/ao-800x800.jpg?v=j800");
    expect(p.fullSrc).toBe("/wp-content/uploads/2026/10/ao-1200x1200.jpg?v=j1200");
    expect(p.webpSrcset).toBe(
      "/wp-content/uploads/2026/10/ao-150x150.webp?v=w150 150w, /wp-content/uploads/2026/10/ao-400x400.webp?v=w400 400w, " +
        "/wp-content/uploads/2026/10/ao-800x800.webp?v=w800 800w, /wp-content/uploads/2026/10/ao-1200x1200.webp?v=w1200 1200w",
    );
  });

  it("offers no AVIF srcset for renditions stored without AVIF (made before it, or imported)", () => {
    const p = toPicture({ alt: "", sizes }, "single")!;
    expect(p).not.toHaveProperty("avifSrcset");
    expect(p.webpSrcset).toContain("ao-800x800.webp 800w");
  });

  it("lists every AVIF rendition, fingerprinted, when every size has one; none when a size lacks it", () => {
    const withAvif = Object.fromEntries(
      Object.entries(sizes).map(([name, formats]) => {
        const avif = { ...size(formats.webp.file.replace(/webp$/, "avif"), formats.webp.width, "image/avif"), v: `a${formats.webp.width}` };
        return [name, { ...formats, avif }];
      }),
    );
    const p = toPicture({ alt: "", sizes: withAvif }, "single")!;
    expect(p.avifSrcset).toBe(
      "/wp-content/uploads/2026/10/ao-150x150.avif?v=a150 150w, /wp-content/uploads/2026/10/ao-400x400.avif?v=a400 400w, " +
        "/wp-content/uploads/2026/10/ao-800x800.avif?v=a800 800w, /wp-content/uploads/2026/10/ao-1200x1200.avif?v=a1200 1200w",
    );
    // The fallbacks are unchanged: WebP srcset, JPEG src.
    expect(p.webpSrcset).toBe(toPicture({ alt: "", sizes }, "single")!.webpSrcset);
    expect(p.src).toBe("/wp-content/uploads/2026/10/ao-800x800.jpg");
    // Without the small sizes' AVIF, a thumbnail's slot would take the 800 px AVIF over the 150 px WebP.
    const partly = { ...withAvif, gallery_thumbnail: sizes.gallery_thumbnail! };
    expect(toPicture({ alt: "", sizes: partly }, "single")).not.toHaveProperty("avifSrcset");
  });

  it("falls back to the largest rendition it has, and to null when there is none", () => {
    const { single, gallery_thumbnail } = sizes;
    expect(toPicture({ alt: "", sizes: { single: single!, gallery_thumbnail: gallery_thumbnail! } }, "thumbnail")!.src).toBe(
      "/wp-content/uploads/2026/10/ao-800x800.jpg",
    );
    expect(toPicture({ alt: "", sizes: {} }, "thumbnail")).toBeNull();
  });
});

describe("cardRenditions", () => {
  it("keeps a card's 400 and 800 px renditions, without the 150 px and the full picture", () => {
    expect(Object.keys(cardRenditions(sizes))).toEqual(["thumbnail", "single"]);
  });

  it("keeps what a picture has when it has neither card size", () => {
    const small = { gallery_thumbnail: sizes.gallery_thumbnail!, full: sizes.full! };
    expect(cardRenditions(small)).toBe(small);
  });
});
