import { describe, expect, it } from "vitest";
import { escapeHtml, textToHtml } from "./escape-html";

describe("escapeHtml", () => {
  it("escapes the five characters that end text or a quoted attribute, and keeps Vietnamese as it is", () => {
    expect(escapeHtml(`<a href="x" title='y'>Áo & Quần</a>`)).toBe("&lt;a href=&quot;x&quot; title=&#39;y&#39;&gt;Áo &amp; Quần&lt;/a&gt;");
  });
});

describe("textToHtml", () => {
  it("makes paragraphs and line breaks, escapes the text and links its addresses", () => {
    expect(textToHtml("Chào <bạn>,\nmở liên kết:\nhttps://shop.vn/tai-khoan/?a=1&b=2\n\nCảm ơn.")).toBe(
      '<p>Chào &lt;bạn&gt;,<br>mở liên kết:<br><a href="https://shop.vn/tai-khoan/?a=1&amp;b=2">https://shop.vn/tai-khoan/?a=1&amp;b=2</a></p>\n<p>Cảm ơn.</p>',
    );
  });
});
