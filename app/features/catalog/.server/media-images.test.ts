import { mkdtemp, readFile, rm, stat, writeFile } from "node:fs/promises";
import os from "node:os";
import path from "node:path";
import sharp from "sharp";
import { describe, expect, it } from "vitest";
import { UPLOAD_SIZES, fingerprintOf, makeSizes, sizeOf, sniffImage } from "./media-images";

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

describe("makeSizes", () => {
  /** A polka-dot print, 1000 × 600: fine detail, as on the demo's fabrics. */
  const dots = () => {
    const circles = Array.from({ length: 20 * 12 }, (_, i) => `<circle cx="${(i % 20) * 50 + 25}" cy="${Math.floor(i / 20) * 50 + 25}" r="14" fill="#C62828"/>`);
    return sharp(Buffer.from(`<svg xmlns="http://www.w3.org/2000/svg" width="1000" height="600"><rect width="1000" height="600" fill="#FBF8F2"/>${circles.join("")}</svg>`))
      .jpeg({ quality: 90 })
      .toBuffer();
  };

  it("writes every size as AVIF beside the WebP and the JPEG, fingerprinted, the AVIF smaller than the WebP", async () => {
    const dir = await mkdtemp(path.join(os.tmpdir(), "make-sizes-"));
    try {
      await writeFile(path.join(dir, "vai.jpg"), await dots());
      const sizes = await makeSizes(dir, "vai.jpg", { width: 1000, height: 600 });
      expect(Object.keys(sizes)).toEqual(UPLOAD_SIZES.map((s) => s.name));
      for (const spec of UPLOAD_SIZES) {
        const { width, height } = sizeOf(spec, 1000, 600);
        const { avif, webp } = sizes[spec.name]!;
        expect(avif).toEqual({ file: `vai-${width}x${height}.avif`, width, height, mime: "image/avif", v: await fingerprintOf(path.join(dir, avif!.file)) });
        const bytes = await readFile(path.join(dir, avif!.file));
        // An AVIF by its bytes (as an upload is told) and by what libvips reads: HEIF with AV1, not HEVC.
        expect(sniffImage(bytes.subarray(0, 512))).toEqual({ kind: "image", mime: "image/avif" });
        const meta = await sharp(bytes).metadata();
        expect([meta.format, meta.compression, meta.width, meta.height]).toEqual(["heif", "av1", width, height]);
        expect(avif!.v).not.toBe(webp.v);
        expect((await stat(path.join(dir, avif!.file))).size).toBeLessThan((await stat(path.join(dir, webp.file))).size);
      }
    } finally {
      await rm(dir, { recursive: true, force: true });
    }
  }, 30_000);
});
