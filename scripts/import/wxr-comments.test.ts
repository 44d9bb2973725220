import { describe, expect, it } from "vitest";
import { commentText } from "./wxr-comments";

describe("a WordPress comment as plain text", () => {
  it("keeps the words and line breaks, drops the markup and decodes entities", () => {
    expect(commentText('Cảm ơn <strong>chị</strong> &amp; <a href="https://x.vn/">anh</a>!<br />\nHẹn &#8220;gặp&#8221; lại&hellip;')).toBe("Cảm ơn chị & anh!\nHẹn “gặp” lại…");
    expect(commentText("<p>Đoạn một.</p>\n<p>Đoạn hai.</p>")).toBe("Đoạn một.\n\nĐoạn hai.");
    expect(commentText("a\r\n\r\n\r\n\r\nb &#x1F600; &#0; &lt;script&gt; &bogus;")).toBe("a\n\nb 😀 &#0; <script> &bogus;");
    expect(commentText("  <em></em>  ")).toBe("");
  });
});
