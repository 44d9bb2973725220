import { describe, expect, it } from "vitest";
import { type LinkTargets, rewriteLinks } from "./wxr-links";

const targets: LinkTargets = {
  hosts: new Set(["cuahang-cu.vn"]),
  byPath: new Map([
    ["/gioi-thieu", "/gioi-thieu/"],
    ["/tin-tức/áo-lụa", "/ao-lua/"],
  ]),
  byId: new Map([[7, "/bai-bay/"]]),
  upload: (relative) => (relative === "2024/05/anh.jpg" ? "/wp-content/uploads/2024/05/anh.jpg" : null),
};

describe("moving links to the old site", () => {
  it("moves permalinks (any case, encoded or not, www or not), ?p= ids and present uploads; keeps the rest", () => {
    const html = [
      '<a href="https://cuahang-cu.vn/gioi-thieu/">a</a>',
      '<a href="http://www.CUAHANG-CU.vn/Gioi-Thieu#doi-ngu">b</a>',
      '<a href="https://cuahang-cu.vn/tin-t%E1%BB%A9c/%C3%A1o-l%E1%BB%A5a/">c</a>',
      '<a href="//cuahang-cu.vn/?p=7">d</a>',
      '<img src="https://cuahang-cu.vn/wp-content/uploads/2024/05/anh.jpg">',
      '<img src="https://cuahang-cu.vn/wp-content/uploads/2024/05/khac.jpg">',
      "Xem https://cuahang-cu.vn/gioi-thieu/.",
      '<a href="https://cuahang-cu.vn/?p=8">e</a>',
      '<a href="https://example.com/gioi-thieu/">f</a>',
    ].join("\n");
    expect(rewriteLinks(html, targets)).toEqual({
      html: [
        '<a href="/gioi-thieu/">a</a>',
        '<a href="/gioi-thieu/#doi-ngu">b</a>',
        '<a href="/ao-lua/">c</a>',
        '<a href="/bai-bay/">d</a>',
        '<img src="/wp-content/uploads/2024/05/anh.jpg">',
        '<img src="https://cuahang-cu.vn/wp-content/uploads/2024/05/khac.jpg">',
        "Xem /gioi-thieu/.",
        '<a href="https://cuahang-cu.vn/?p=8">e</a>',
        '<a href="https://example.com/gioi-thieu/">f</a>',
      ].join("\n"),
      moved: 6,
      kept: 2,
    });
  });
});
