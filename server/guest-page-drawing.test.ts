import { createHash } from "node:crypto";
import { brotliDecompressSync, gunzipSync } from "node:zlib";
import { describe, expect, it } from "vitest";
import { noPageReads } from "../app/platform/.server/versioned-cache";
import { VISITOR_PAGE_CACHE_CONTROL } from "../app/platform/.server/personal-pages";
import { GUEST_PAGE_CACHE_CONTROL, etagOf, finishGuestPage, finishSharedPage, matchesPage } from "./guest-page-drawing";

const SCRIPT = "window.__ctx = {a: 1};";
const HTML = `<!DOCTYPE html><html lang="vi"><head><script nonce="">${SCRIPT}</script><script type="application/json">{"b":2}</script><script type="module" src="/assets/entry.js"></script></head><body>${"<p>Áo sơ mi nam</p>".repeat(200)}</body></html>`;
const sha = (text: string) => `'sha256-${createHash("sha256").update(text, "utf8").digest("base64")}'`;

function page(o: { status?: number; headers?: Record<string, string>; cookies?: string[]; method?: string } = {}) {
  return {
    method: o.method ?? "GET",
    status: o.status ?? 200,
    headers: new Headers({ "Content-Type": "text/html; charset=utf-8", ...o.headers }),
    cookies: o.cookies ?? [],
    html: new TextEncoder().encode(HTML),
  };
}

describe("finishGuestPage", () => {
  it("allows the page's own inline scripts by hash, and keeps it compressed with brotli (gzip is made when a client asks)", async () => {
    const drawn = page();
    const kept = await finishGuestPage(drawn, noPageReads());
    expect(drawn.headers.get("content-security-policy")).toContain(`script-src 'self' ${sha(SCRIPT)};`);
    expect(drawn.headers.get("content-security-policy")).not.toContain("nonce");
    expect(drawn.headers.get("cache-control")).toBe(GUEST_PAGE_CACHE_CONTROL);
    expect(kept).not.toBeNull();
    expect(brotliDecompressSync(kept!.br).toString()).toBe(HTML);
    expect(kept).not.toHaveProperty("gzip");
    expect(kept!.etag).toMatch(/^[\w-]{22}$/);
    expect(kept!.headers).toContainEqual(["cache-control", GUEST_PAGE_CACHE_CONTROL]);
  });

  it("keeps no page the visitor made their own, an error or a non-page, but still names its scripts", async () => {
    for (const drawn of [page({ cookies: ["wp_woocommerce_session=x"] }), page({ status: 404 }), page({ headers: { "Cache-Control": "no-store, private" } }), page({ method: "HEAD" })]) {
      expect(await finishGuestPage(drawn, noPageReads())).toBeNull();
      expect(drawn.headers.get("content-security-policy")).toContain(sha(SCRIPT));
    }
    const json = { ...page(), headers: new Headers({ "Content-Type": "application/json" }) };
    expect(await finishGuestPage(json, noPageReads())).toBeNull();
    expect(json.headers.has("content-security-policy")).toBe(false);
  });
});

describe("finishSharedPage", () => {
  it("keeps a signed-in shopper's page in both forms, with the visitor's own Cache-Control, and no guest's page", async () => {
    const kept = await finishSharedPage(page({ headers: { "Cache-Control": VISITOR_PAGE_CACHE_CONTROL } }), noPageReads());
    expect(kept).not.toBeNull();
    expect(brotliDecompressSync(kept!.br).toString()).toBe(HTML);
    expect(gunzipSync(kept!.gzip).toString()).toBe(HTML);
    expect(kept!.headers).toContainEqual(["cache-control", VISITOR_PAGE_CACHE_CONTROL]);
    expect(await finishSharedPage(page(), noPageReads())).toBeNull();
  });
});

describe("a kept page's ETags", () => {
  it("differs per form and matches any form of the same page", () => {
    expect([etagOf("abc", "br"), etagOf("abc", "gzip"), etagOf("abc", null)]).toEqual(['"abc-br"', '"abc-gz"', '"abc"']);
    expect(matchesPage('"abc-gz"', "abc")).toBe(true);
    expect(matchesPage('W/"abc-br", "zzz"', "abc")).toBe(true);
    expect(matchesPage("*", "abc")).toBe(true);
    expect(matchesPage('"abd-br"', "abc")).toBe(false);
    expect(matchesPage(undefined, "abc")).toBe(false);
  });
});
