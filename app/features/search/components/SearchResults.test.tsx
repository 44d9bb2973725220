import { renderToStaticMarkup } from "react-dom/server";
import { describe, expect, it } from "vitest";
import { fakeResult } from "../fake-answers";
import { SearchResultList } from "./SearchResults";

const html = (...results: Parameters<typeof fakeResult>[]) => renderToStaticMarkup(<SearchResultList results={results.map((r) => fakeResult(...r))} />);
const NBSP = "\u00a0";

describe("SearchResultList", () => {
  it("shows a product with its highlighted title, price and stars, and no date", () => {
    const markup = html([
      7,
      { "title.default": "Áo thun", "wc.price": 199_000, "wc.regular_price": 249_000, "meta._wc_average_rating.double": 4.5, "meta._wc_review_count.long": 2, "image.url.raw": "/a.jpg" },
      { title: ["<mark>Áo</mark> thun"] },
    ]);
    expect(markup).toContain('<a href="/san-pham/san-pham-7/" class="text-ink no-underline hover:text-brand-700"><mark>Áo</mark> thun</a>');
    expect(markup).toContain(`<del aria-hidden="true" class="mr-2 text-muted font-normal"><span class="woocommerce-Price-amount amount"><bdi>249.000${NBSP}₫</bdi>`);
    expect(markup).toContain(`<bdi>199.000${NBSP}₫</bdi>`);
    expect(markup).toContain('class="star-rating');
    expect(markup).toContain('src="/a.jpg"');
    expect(markup).not.toContain("<time");
    expect(markup).not.toContain("Sản phẩm</p>");
  });

  it("loads the first pictures at once with priority, the others when scrolled to, each with its square ratio", () => {
    const results = [1, 2, 3].map((n) => fakeResult(n, { "image.url.raw": `/${n}.jpg` }));
    const markup = renderToStaticMarkup(<SearchResultList results={results} eagerCount={2} />);
    const images = [...markup.matchAll(/<img [^>]*>/g)].map((m) => m[0]);
    expect(images).toEqual([
      '<img src="/1.jpg" alt="" width="400" height="400" loading="eager" decoding="async" fetchPriority="high" class="size-full object-cover"/>',
      '<img src="/2.jpg" alt="" width="400" height="400" loading="eager" decoding="async" fetchPriority="high" class="size-full object-cover"/>',
      '<img src="/3.jpg" alt="" width="400" height="400" loading="lazy" decoding="async" class="size-full object-cover"/>',
    ]);
  });

  it("draws a picture as AVIF or WebP at the column's width, the JPEG for browsers with neither", () => {
    const markup = html(
      [1, { "image.url.raw": "/a-400x400.jpg", "image.srcset.avif": "/a-400x400.avif 400w, /a-800x800.avif 800w", "image.srcset.webp": "/a-400x400.webp 400w, /a-800x800.webp 800w" }],
      [2, { "image.url.raw": "/b-400x400.jpg", "image.srcset.webp": "/b-400x400.webp 400w" }],
    );
    const sizes = 'sizes="(min-width: 1024px) 25vw, (min-width: 640px) 33vw, 50vw"';
    expect(markup).toContain(
      `<picture class="contents"><source type="image/avif" srcSet="/a-400x400.avif 400w, /a-800x800.avif 800w" ${sizes}/>` +
        `<source type="image/webp" srcSet="/a-400x400.webp 400w, /a-800x800.webp 800w" ${sizes}/><img src="/a-400x400.jpg"`,
    );
    expect(markup).toContain(`<picture class="contents"><source type="image/webp" srcSet="/b-400x400.webp 400w" ${sizes}/><img src="/b-400x400.jpg"`);
  });

  it("shows a variable product's price range", () => {
    expect(html([1, { "wc.price": 359_000, "wc.max_price": 419_000 }])).toContain("Khoảng giá: từ 359.000");
  });

  it("says when a product is sold out", () => {
    expect(html([1, { "wc.in_stock": false }])).toContain("Hết hàng");
  });

  it("shows another kind with its type, date and highlighted passage, and no price", () => {
    const markup = html([
      3,
      { post_type: "post", "title.default": "Cách chọn áo", "wc.price": null, date: "2024-03-05 09:30:00", "excerpt.default": "Mẹo hay" },
      { content: ["Chọn <mark>áo</mark> hợp dáng"] },
    ]);
    expect(markup).toContain(">Bài viết</p>");
    expect(markup).toContain('<time dateTime="2024-03-05T09:30:00+07:00">Đăng ngày 5 tháng 3, 2024</time>');
    expect(markup).toContain("Chọn <mark>áo</mark> hợp dáng");
    expect(markup).not.toContain("₫");
  });

  it("escapes titles and excerpts without highlights", () => {
    const markup = html([1, { post_type: "page", "title.default": "<script>x</script>", "excerpt.default": "<img>" }]);
    expect(markup).not.toContain("<script>");
    expect(markup).toContain("&lt;script&gt;x&lt;/script&gt;");
    expect(markup).toContain("&lt;img&gt;");
  });
});
