import { describe, expect, it } from "vitest";
import { photoFeedHtml, placePhotoFeeds, readPhotoFeedData } from "./photo-feed";

const picture = (n: number) => ({ alt: n === 2 ? "" : `Ảnh <${n}>`, width: 300, height: 300, src: `/u/${n}.jpg`, webpSrcset: `/u/${n}.webp 300w`, fullSrc: `/u/${n}-full.jpg` });

describe("photo feed block", () => {
  it("reads data only as a JSON object string of known settings in range", () => {
    expect(readPhotoFeedData('{"images":3,"columns":2}')).toEqual({ images: 3, columns: 2 });
    expect(readPhotoFeedData("{}")).toEqual({ images: 8, columns: 4 });
    for (const bad of [undefined, 3, ["{}"], "", "x", "[]", "null", '{"images":25}', '{"images":1.5}', '{"columns":"3"}']) expect(readPhotoFeedData(bad)).toBeNull();
  });

  it("draws as many pictures as asked, escaped, a missing alt named by its number", () => {
    const html = photoFeedHtml([1, 2, 3].map(picture), { images: 2, columns: 2 }, (n) => `Ảnh ${n}`);
    expect(html.match(/<li /g)).toHaveLength(2);
    expect(html).toContain('alt="Ảnh &lt;1&gt;"');
    expect(html).toContain('alt="Ảnh 2"');
    expect(html).toContain('href="/u/1-full.jpg"');
    expect(html).not.toContain("/u/3.jpg");
  });

  it("offers a picture's AVIF renditions before its WebP ones, and none it does not have", () => {
    const html = photoFeedHtml([{ ...picture(1), avifSrcset: "/u/1.avif 300w" }, picture(2)], { images: 2, columns: 2 }, (n) => `Ảnh ${n}`);
    const [first, second] = html.split("</li>");
    expect(first).toContain('<picture><source type="image/avif" srcset="/u/1.avif 300w" sizes="(min-width: 1024px) 20vw, 50vw"><source type="image/webp" srcset="/u/1.webp 300w"');
    expect(second).toContain('<picture><source type="image/webp" srcset="/u/2.webp 300w"');
    expect(second).not.toContain("image/avif");
  });

  it("replaces each shortcode (and the paragraph WordPress wraps it in) by the placeholder", () => {
    const placed = placePhotoFeeds('<p>a</p>\n<p>[ux_instagram_feed images="4"]</p>\n[ux_instagram_feed columns=3]', { profileUrl: "https://ig.example/x?a=1&b=2", linkText: "Xem", label: "Ảnh" });
    expect(placed.found).toBe(true);
    expect(placed.content).toBe(
      '<p>a</p>\n<section class="ux-instagram-feed not-prose my-6" aria-label="Ảnh" data-photo-feed="{&quot;images&quot;:4,&quot;columns&quot;:4}"><p><a class="photo-feed-link" href="https://ig.example/x?a=1&amp;b=2" rel="noopener">Xem</a></p></section>\n' +
        '<section class="ux-instagram-feed not-prose my-6" aria-label="Ảnh" data-photo-feed="{&quot;images&quot;:8,&quot;columns&quot;:3}"><p><a class="photo-feed-link" href="https://ig.example/x?a=1&amp;b=2" rel="noopener">Xem</a></p></section>',
    );
    expect(placePhotoFeeds("<p>none</p>", { profileUrl: "", linkText: "", label: "" })).toEqual({ content: "<p>none</p>", found: false });
  });
});
