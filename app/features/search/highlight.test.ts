import { describe, expect, it } from "vitest";
import { fold, queryWords } from "./fold";
import { excerptAround, highlightHtml, highlightParts } from "./highlight";

describe("fold", () => {
  it("takes diacritics off, folds đ and lower-cases, as the database's vn_fold does", () => {
    expect(fold("Đồng Hồ")).toBe("dong ho");
    expect(fold("ĐỒNG HỒ ĐEO TAY")).toBe("dong ho deo tay");
    expect(fold("Áo thun tay lỡ")).toBe("ao thun tay lo");
  });

  it("reads a query's words folded, without punctuation or repeats", () => {
    expect(queryWords("  Áo-thun, ÁO   nam! ")).toEqual(["ao", "thun", "nam"]);
    expect(queryWords("<script>")).toEqual(["script"]);
    expect(queryWords("…")).toEqual([]);
  });
});

describe("highlightParts", () => {
  it("marks a folded match on the original letters: typing “dong” bolds “Đồng”", () => {
    expect(highlightParts("Đồng hồ nam", ["dong"])).toEqual([
      { text: "Đồng", match: true },
      { text: " hồ nam", match: false },
    ]);
  });

  it("matches at word starts only", () => {
    expect(highlightParts("Nhỏ hồ", ["ho"])).toEqual([
      { text: "Nhỏ ", match: false },
      { text: "hồ", match: true },
    ]);
  });

  it("marks the typed part, or with wholeWords the whole word", () => {
    expect(highlightHtml("vàng hồng", ["ho"], "strong")).toBe("vàng <strong>hồ</strong>ng");
    expect(highlightHtml("vàng hồng", ["ho"], "mark", true)).toBe("vàng <mark>hồng</mark>");
  });

  it("escapes everything, so a name with markup stays text", () => {
    expect(highlightHtml(`<script>alert("x")</script>`, ["script"], "strong")).toBe(
      "&lt;<strong>script</strong>&gt;alert(&quot;x&quot;)&lt;/<strong>script</strong>&gt;",
    );
  });
});

describe("excerptAround", () => {
  const text = "Một đoạn mở đầu khá dài để thử cắt. ".repeat(6) + "Đồng hồ dây da chống nước. " + "Phần kết thúc. ".repeat(10);

  it("cuts a window around the first match, with ellipses where it cut", () => {
    const excerpt = excerptAround(text, ["dong"], 80);
    expect(excerpt.startsWith("…")).toBe(true);
    expect(excerpt.endsWith("…")).toBe(true);
    expect(excerpt).toContain("Đồng hồ dây da");
    expect(excerpt.length).toBeLessThanOrEqual(82);
  });

  it("starts at the beginning when nothing matches", () => {
    expect(excerptAround(text, ["khong"], 40).startsWith("Một đoạn")).toBe(true);
  });
});
