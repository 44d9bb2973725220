import { describe, expect, it } from "vitest";
import { placeContentBlocks } from "./content-blocks";

describe("placeContentBlocks", () => {
  it("leaves content without tabs or scroll-to sections as it is", () => {
    expect(placeContentBlocks("<p>Xin chào</p>")).toEqual({ content: "<p>Xin chào</p>", found: false });
  });

  it("makes a tab group WAI-ARIA tabs whose links are Flatsome's #tab_ addresses, each panel under its heading", () => {
    const { content, found } = placeContentBlocks('<p>[tabgroup title="Hỏi đáp"]</p>\n<p>[tab title="Giao hàng"]</p>\n<p>Một</p>\n<p>[/tab]</p>[tab title="Đổi trả"]<p>Hai</p>[/tab]\n<p>[/tabgroup]</p>');
    expect(found).toBe(true);
    expect(content).toContain('<h2>Hỏi đáp</h2><div class="tabbed-content" data-tabs><div role="tablist" aria-label="Hỏi đáp"');
    expect(content).toContain('<a role="tab" id="tab-giao-hang" href="#tab_giao-hang" aria-controls="tab_giao-hang" aria-selected="true" tabindex="0"');
    expect(content).toContain('<a role="tab" id="tab-doi-tra" href="#tab_doi-tra" aria-controls="tab_doi-tra" aria-selected="false" tabindex="-1"');
    expect(content).toContain('<div id="tab_giao-hang" role="tabpanel" aria-labelledby="tab-giao-hang" class="panel space-y-4 pt-4" data-active><h3 class="tab-heading">Giao hàng</h3><p>Một</p></div>');
    expect(content).toContain('<div id="tab_doi-tra" role="tabpanel" aria-labelledby="tab-doi-tra" class="panel space-y-4 pt-4"><h3 class="tab-heading">Đổi trả</h3><p>Hai</p></div>');
    expect(content).not.toMatch(/\[\/?tab|<p>\s*<\/p>/);
  });

  it("gives tabs of the same title their own ids", () => {
    const { content } = placeContentBlocks('[tabgroup][tab title="A"]1[/tab][tab title="A"]2[/tab][/tabgroup]');
    expect(content).toContain('id="tab_a"');
    expect(content).toContain('id="tab_a-2"');
  });

  it("makes scroll-to shortcodes anchors, and side bullets of those with a bullet", () => {
    const { content } = placeContentBlocks('<p>[scroll_to title="Cam kết" link="#cam-ket" bullet="true"]</p><h2>Cam kết</h2>[scroll_to title="Ẩn" bullet="false"]');
    expect(content).toContain('<span class="scroll-to" id="cam-ket" data-title="Cam kết"></span><h2>Cam kết</h2>');
    expect(content).toContain('<span class="scroll-to" id="an" data-title="Ẩn"></span>');
    expect(content).toContain('<nav class="scroll-to-bullets" aria-label="Các phần của trang"><ul class="m-0 list-none space-y-0 p-0"><li><a href="#cam-ket"><span class="sr-only">Đến phần “Cam kết”</span></a></li></ul></nav>');
    expect(content).not.toContain('href="#an"');
  });

  it("escapes titles and refuses a link that is no plain id", () => {
    const { content } = placeContentBlocks('[scroll_to title="<b>x</b>" link="#a\\" onclick"]');
    expect(content).toContain('data-title="&lt;b&gt;x&lt;/b&gt;"');
    expect(content).not.toContain("onclick");
  });
});
