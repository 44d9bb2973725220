import { brotliDecompressSync, gunzipSync } from "node:zlib";
import { describe, expect, it } from "vitest";
import { chooseEncoding, compress, compressibleType } from "./compression";

describe("chooseEncoding", () => {
  it.each([
    ["gzip, deflate, br, zstd", "br"],
    ["gzip, deflate", "gzip"],
    ["br", "br"],
    ["x-gzip", "gzip"],
    ["GZIP;Q=0.5, BR;q=0.4", "gzip"],
    ["gzip;q=1, br;q=1", "br"],
    ["br;q=0, gzip", "gzip"],
    ["br;q=0, gzip;q=0", null],
    ["br;q=0.0, gzip;q=0.000", null],
    ["*", "br"],
    ["*;q=0.5, br;q=0", "gzip"],
    ["*;q=0", null],
    ["identity", null],
    ["deflate, zstd", null],
    ["br;q=banana, gzip", "gzip"],
    ["", null],
    [null, null],
  ] as const)("%j → %s", (header, expected) => {
    expect(chooseEncoding(header)).toBe(expected);
  });
});

describe("compressibleType", () => {
  it.each([
    ["text/html; charset=utf-8", true],
    ["application/json", true],
    ["application/json; charset=UTF-8", true],
    ["application/ld+json", true],
    ["application/rss+xml; charset=UTF-8", true],
    ["application/xml", true],
    ["text/plain", true],
    ["image/svg+xml", true],
    ["image/png", false],
    ["image/webp", false],
    ["font/woff2", false],
    ["application/zip", false],
    ["application/octet-stream", false],
    ["application/jsonl-not-quite", false],
    [null, false],
  ] as const)("%s → %s", (type, expected) => {
    expect(compressibleType(type)).toBe(expected);
  });
});

describe("compress", () => {
  const text = Buffer.from("<li class=\"product\">Áo dài lụa tơ tằm</li>".repeat(200));

  it("brotli and gzip give back the same bytes, much smaller", () => {
    const br = compress(text, "br");
    const gzip = compress(text, "gzip");
    expect(brotliDecompressSync(br).equals(text)).toBe(true);
    expect(gunzipSync(gzip).equals(text)).toBe(true);
    expect(br.length).toBeLessThan(text.length / 10);
    expect(gzip.length).toBeLessThan(text.length / 10);
  });
});
