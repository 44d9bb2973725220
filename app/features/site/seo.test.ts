import { describe as suite, expect, it } from "vitest";
import { breadcrumbJsonLd, describe, seoMeta } from "./seo";

suite("describe", () => {
  it("strips tags and cuts long text on a word", () => {
    expect(describe("<p>Áo <b>sơ mi</b> lụa</p>")).toBe("Áo sơ mi lụa");
    const long = `<p>${"Chất liệu lụa mềm mại thoáng mát ".repeat(10)}</p>`;
    const d = describe(long);
    expect(d.length).toBeLessThanOrEqual(160);
    expect(d.endsWith("…")).toBe(true);
  });
});

suite("seoMeta", () => {
  it("suffixes the site name and adds the canonical link", () => {
    const tags = seoMeta({ title: "Cửa hàng", description: "d", canonical: "http://x/cua-hang/", siteName: "Cửa Hàng Xinh" });
    expect(tags).toContainEqual({ title: "Cửa hàng – Cửa Hàng Xinh" });
    expect(tags).toContainEqual({ tagName: "link", rel: "canonical", href: "http://x/cua-hang/" });
  });
});

suite("breadcrumbJsonLd", () => {
  it("numbers items and makes URLs absolute", () => {
    const ld = breadcrumbJsonLd("https://shop.vn", [{ label: "Trang chủ", url: "/" }, { label: "Áo" }]);
    expect(ld.itemListElement).toEqual([
      { "@type": "ListItem", position: 1, name: "Trang chủ", item: "https://shop.vn/" },
      { "@type": "ListItem", position: 2, name: "Áo" },
    ]);
  });
});
