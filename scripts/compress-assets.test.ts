import { mkdtemp, readFile, readdir, rm, writeFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import { brotliDecompressSync, gunzipSync, gzipSync } from "node:zlib";
import { afterEach, describe, expect, it } from "vitest";
import { compressAssets } from "./compress-assets.mjs";

let dir: string;
afterEach(() => rm(dir, { recursive: true, force: true }));

describe("compressAssets", () => {
  it("writes gzip and brotli twins that read back as the file, the gzip one smaller than zlib's best", async () => {
    dir = await mkdtemp(path.join(tmpdir(), "assets-"));
    const script = Array.from({ length: 400 }, (_, i) => `export const giá${i} = formatDong(${i * 1000}); // Thêm vào giỏ ${i % 7}`).join("\n");
    await writeFile(path.join(dir, "app.js"), script);
    await writeFile(path.join(dir, "tiny.css"), "a{}");
    await writeFile(path.join(dir, "photo.webp"), script);

    expect(await compressAssets(dir)).toBe(1);
    expect((await readdir(dir)).sort()).toEqual(["app.js", "app.js.br", "app.js.gz", "photo.webp", "tiny.css"]);
    const gz = await readFile(path.join(dir, "app.js.gz"));
    expect(gunzipSync(gz).toString()).toBe(script);
    expect(brotliDecompressSync(await readFile(path.join(dir, "app.js.br"))).toString()).toBe(script);
    expect(gz.length).toBeLessThan(gzipSync(script, { level: 9 }).length);
  });
});
