import { describe, expect, it } from "vitest";
import { UPLOAD_SIZES, sizeOf, sniffImage } from "./media-images";

const bytes = (...parts: Array<string | number[]>) => new Uint8Array(parts.flatMap((p) => (typeof p === "string" ? [...p].map((c) => c.charCodeAt(0)) : p)));

describe("sniffImage", () => {
  it("tells the picture types by their first bytes", () => {
    expect(sniffImage(bytes([0xff, 0xd8, 0xff, 0xe1], "Exif"))).toEqual({ kind: "image", mime: "image/jpeg" });
    expect(sniffImage(bytes([0x89], "PNG\r\n\x1a\n", [0, 0]))).toEqual({ kind: "image", mime: "image/png" });
    expect(sniffImage(bytes("GIF89a", [1, 0]))).toEqual({ kind: "image", mime: "image/gif" });
    expect(sniffImage(bytes("RIFF", [0, 0, 0, 0], "WEBPVP8 "))).toEqual({ kind: "image", mime: "image/webp" });
    expect(sniffImage(bytes([0, 0, 0, 0x1c], "ftypavif", [0, 0, 0, 0], "avifmif1miaf"))).toEqual({ kind: "image", mime: "image/avif" });
    expect(sniffImage(bytes([0, 0, 0, 0x18], "ftypmif1", [0, 0, 0, 0], "mif1avif"))).toEqual({ kind: "image", mime: "image/avif" });
  });

  it("knows an SVG (with a BOM, a declaration or a comment first) and takes nothing else", () => {
    expect(sniffImage(bytes('<svg xmlns="http://www.w3.org/2000/svg">'))).toEqual({ kind: "svg" });
    expect(sniffImage(new TextEncoder().encode('\uFEFF  <?xml version="1.0"?>\n<!-- logo -->\n<svg>'))).toEqual({ kind: "svg" });
    expect(sniffImage(bytes([0, 0, 0, 0x18], "ftypheic", [0, 0, 0, 0], "mif1heic"))).toEqual({ kind: "other" });
    expect(sniffImage(bytes("<?php echo 1; ?>"))).toEqual({ kind: "other" });
    expect(sniffImage(bytes("<html><body>"))).toEqual({ kind: "other" });
    expect(sniffImage(new Uint8Array())).toEqual({ kind: "other" });
  });
});

describe("sizeOf", () => {
  const [galleryThumbnail, thumbnail, single, full] = UPLOAD_SIZES;
  it("crops the small sizes square and fits the large ones, never enlarging", () => {
    expect(sizeOf(galleryThumbnail, 1600, 1000)).toEqual({ width: 150, height: 150 });
    expect(sizeOf(thumbnail, 300, 200)).toEqual({ width: 200, height: 200 });
    expect(sizeOf(single, 1600, 1000)).toEqual({ width: 800, height: 500 });
    expect(sizeOf(full, 1000, 3000)).toEqual({ width: 400, height: 1200 });
    expect(sizeOf(full, 640, 480)).toEqual({ width: 640, height: 480 });
  });
});
