import { renderToStaticMarkup } from "react-dom/server";
import { describe, expect, it } from "vitest";
import { attributeField, swatchLimit } from "../card-swatches";
import type { CardSwatches as Swatches } from "../types";
import { CardSwatches } from "./CardSwatches";

describe("swatchLimit", () => {
  it("shows every swatch up to the limit, and none hidden", () => {
    expect(swatchLimit(3, 4)).toEqual({ shown: 3, hidden: 0 });
    expect(swatchLimit(4, 4)).toEqual({ shown: 4, hidden: 0 });
  });
  it("hides the rest behind the limiter beyond it", () => {
    expect(swatchLimit(7, 4)).toEqual({ shown: 4, hidden: 3 });
  });
  it("has no limit at 0", () => {
    expect(swatchLimit(12, 0)).toEqual({ shown: 12, hidden: 0 });
  });
});

describe("attributeField", () => {
  it("is WooCommerce's variation field name", () => {
    expect(attributeField("mau-sac")).toBe("attribute_pa_mau-sac");
  });
});

const colours: Swatches = {
  attribute: "mau-sac",
  label: "Màu sắc",
  type: "color",
  values: [
    { value: "do", name: "Đỏ", color: "#C62828", image: { src: "/u/ao-do-400x400.jpg", srcset: "/u/ao-do-400x400.webp 400w", avifSrcset: "/u/ao-do-400x400.avif 400w" } },
    { value: "den", name: "Đen", color: "#111111", image: { src: "/u/ao-den-400x400.jpg", srcset: "/u/ao-den-400x400.webp 400w" } },
    { value: "trang-xanh", name: "Trắng phối xanh", color: "#FFFFFF", color2: "#1F3A93" },
  ],
};

/** The markup, and its buttons' opening tags for assertions without a DOM. */
const render = (swatches: Swatches, limit: number) => {
  const html = renderToStaticMarkup(<CardSwatches swatches={swatches} limit={limit} />);
  return { html, buttons: () => html.match(/<button[^>]*>/g) ?? [] };
};

describe("CardSwatches", () => {
  it("draws one toggle button per value with the swatch data of spec §3", () => {
    const [first, second, third] = render(colours, 4).buttons();
    expect(first).toContain('aria-pressed="false"');
    expect(first).toContain('title="Đỏ"');
    expect(first).toContain('data-value="do"');
    expect(first).toContain('data-name="Đỏ"');
    expect(first).toContain('data-attribute_name="attribute_pa_mau-sac"');
    expect(first).toContain('data-image-src="/u/ao-do-400x400.jpg"');
    expect(first).toContain('data-image-srcset="/u/ao-do-400x400.webp 400w"');
    expect(first).toContain('data-image-avif-srcset="/u/ao-do-400x400.avif 400w"');
    // A picture stored without AVIF: the script takes the card's AVIF source out of the choice.
    expect(second).toContain('data-image-srcset="/u/ao-den-400x400.webp 400w"');
    expect(second).not.toContain("data-image-avif-srcset");
    // A value without a variation picture has nothing to swap to.
    expect(third).not.toContain("data-image-src");
  });

  it("groups the swatches under the attribute's name", () => {
    expect(render(colours, 4).html).toMatch(/^<div role="group" aria-label="Màu sắc"/);
  });

  it("draws a split swatch as two halves", () => {
    expect(render(colours, 4).html).toContain("linear-gradient(135deg,#FFFFFF 50%,#1F3A93 50%)");
  });

  it("shows them all within the limit", () => {
    const html = render(colours, 3).html;
    expect(html).not.toContain("ux-swatches__limiter");
    expect(html).not.toContain("hidden");
  });

  it("hides the swatches beyond the limit behind a +N limiter placed where they begin", () => {
    const buttons = render(colours, 1).buttons();
    expect(buttons).toHaveLength(4);
    expect(buttons[0]).not.toContain("hidden");
    expect(buttons[1]).toContain("ux-swatches__limiter");
    expect(buttons[1]).toContain('aria-label="Xem thêm 2 lựa chọn"');
    expect(render(colours, 1).html).toContain(">+2</button>");
    expect(buttons[2]).toContain('hidden=""');
    expect(buttons[3]).toContain('hidden=""');
  });

  it("draws a label swatch with its label, or its name", () => {
    const sizes: Swatches = { attribute: "kich-thuoc", label: "Kích thước", type: "label", values: [{ value: "xl", name: "XL" }, { value: "m", name: "Cỡ M", label: "M" }] };
    const html = render(sizes, 0).html;
    expect(html).toContain('<span aria-hidden="true">XL</span>');
    expect(html).toContain('<span aria-hidden="true">M</span>');
  });

  it("draws an image swatch's small picture as AVIF or WebP, the JPEG only for browsers with neither", () => {
    const patterns: Swatches = {
      attribute: "hoa-tiet",
      label: "Họa tiết",
      type: "image",
      values: [
        { value: "ke-soc", name: "Kẻ sọc", thumb: { src: "/u/ke-soc-150x150.jpg?v=a", webp: "/u/ke-soc-150x150.webp?v=b", avif: "/u/ke-soc-150x150.avif?v=c" } },
        { value: "caro", name: "Caro", thumb: { src: "/u/caro-150x150.jpg?v=d", webp: "/u/caro-150x150.webp?v=e" } },
      ],
    };
    const { html } = render(patterns, 0);
    expect(html).toContain(
      '<picture class="contents"><source type="image/avif" srcSet="/u/ke-soc-150x150.avif?v=c"/><source type="image/webp" srcSet="/u/ke-soc-150x150.webp?v=b"/>' +
        '<img src="/u/ke-soc-150x150.jpg?v=a" alt="" width="20" height="20" loading="lazy" class="ux-swatch__img"/></picture>',
    );
    expect(html).toContain('<picture class="contents"><source type="image/webp" srcSet="/u/caro-150x150.webp?v=e"/><img src="/u/caro-150x150.jpg?v=d"');
  });
});
