import { brotliDecompressSync, gunzipSync } from "node:zlib";
import { describe, expect, it } from "vitest";
import { KeptBody } from "./kept-body";

const request = (acceptEncoding?: string) => new Request("http://shop.test/", { headers: acceptEncoding ? { "Accept-Encoding": acceptEncoding } : {} });
const headers = { "Content-Type": "text/html; charset=UTF-8" };

describe("KeptBody", () => {
  const html = "<div class=\"product-quick-view\">Váy liền thân hoa nhí</div>".repeat(60);

  it("answers br, gzip or the text as asked, each form made once", async () => {
    const kept = new KeptBody(html);
    const br = kept.response(request("gzip, deflate, br"), { headers });
    expect([br.headers.get("content-encoding"), br.headers.get("vary")]).toEqual(["br", "Accept-Encoding"]);
    expect(brotliDecompressSync(Buffer.from(await br.arrayBuffer())).toString()).toBe(html);
    expect(kept.bodyFor("br").bytes).toBe(kept.bodyFor("br, gzip").bytes);

    const gzip = kept.response(request("gzip"), { headers });
    expect(gzip.headers.get("content-encoding")).toBe("gzip");
    expect(gunzipSync(Buffer.from(await gzip.arrayBuffer())).toString()).toBe(html);

    const plain = kept.response(request(), { headers, status: 200 });
    expect([plain.headers.get("content-encoding"), plain.headers.get("vary"), plain.headers.get("content-type")]).toEqual([null, "Accept-Encoding", "text/html; charset=UTF-8"]);
    expect(await plain.text()).toBe(html);
  });

  it("sends a short text as it is", async () => {
    const short = new KeptBody("<p>Không tìm thấy</p>");
    const answer = short.response(request("br"), { headers });
    expect(answer.headers.get("content-encoding")).toBeNull();
    expect(await answer.text()).toBe("<p>Không tìm thấy</p>");
  });

  it("can be frozen as a kept value is, and still makes its forms", () => {
    const frozen = Object.freeze(new KeptBody(html));
    expect(frozen.bodyFor("gzip").encoding).toBe("gzip");
  });
});
