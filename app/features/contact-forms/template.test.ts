import { describe, expect, it } from "vitest";
import type { FormTag, TemplateNode } from "./form-model";
import { parseTemplate } from "./template";

const text = (value: string): TemplateNode => ({ kind: "text", text: value });
const el = (tag: string, attrs: Array<readonly [string, string]>, ...children: TemplateNode[]): TemplateNode => ({
  kind: "element",
  tag,
  attrs,
  children,
});
const p = (...children: TemplateNode[]) => el("p", [], ...children);
const br = () => el("br", []);
const tag = (fields: Partial<FormTag> & Pick<FormTag, "type">): FormTag => ({
  required: false,
  name: "",
  options: [],
  values: [],
  content: "",
  ...fields,
});
const ft = (fields: Partial<FormTag> & Pick<FormTag, "type">): TemplateNode => ({ kind: "form-tag", tag: tag(fields) });

describe("parseTemplate: the default Vietnamese template", () => {
  const template = [
    "<label> Họ tên",
    "    [text* your-name autocomplete:name] </label>",
    "",
    "<label> E-mail",
    " [email* your-email] </label>",
    "",
    '[submit "Gửi"]',
  ].join("\n");

  it("wraps each blank-line block in a paragraph, a newline inside it in a <br>", () => {
    const name = tag({ type: "text", required: true, name: "your-name", options: ["autocomplete:name"] });
    const email = tag({ type: "email", required: true, name: "your-email" });
    const submit = tag({ type: "submit", values: ["Gửi"] });
    const parsed = parseTemplate(template);
    expect(parsed.nodes).toEqual([
      p(el("label", [], text(" Họ tên"), br(), { kind: "form-tag", tag: name }, text(" "))),
      p(el("label", [], text(" E-mail"), br(), { kind: "form-tag", tag: email }, text(" "))),
      p({ kind: "form-tag", tag: submit }),
    ]);
    expect(parsed.tags).toEqual([name, email, submit]);
  });

  it("reads Windows line ends as newlines", () => {
    expect(parseTemplate(template.replaceAll("\n", "\r\n"))).toEqual(parseTemplate(template));
  });

  it("holds the very tag objects of the tree in tags", () => {
    const parsed = parseTemplate(template);
    const first = parsed.nodes[0];
    const label = first?.kind === "element" ? first.children[0] : undefined;
    const node = label?.kind === "element" ? label.children[2] : undefined;
    expect(node?.kind === "form-tag" && node.tag).toBe(parsed.tags[0]);
  });
});

describe("parseTemplate: every tag type", () => {
  const template = [
    "[text* your-name]",
    "[email* your-email]",
    "[tel phone]",
    "[url site]",
    "[number qty min:1 max:10 step:0.5]",
    "[range level]",
    "[date day min:2025-01-01 max:2026-12-31]",
    "[textarea your-message maxlength:500]",
    '[select city include_blank "A|a" "B|b"]',
    '[checkbox x exclusive use_label_element free_text "One" "Two"]',
    "[radio r default:1 \"A\" 'B']",
    "[acceptance ok optional]text[/acceptance]",
    "[acceptance no invert]x[/acceptance]",
    '[quiz q "1+1?|2" "Thủ đô?|Hà Nội"]',
    "[file f filetypes:jpg|pdf limit:2mb]",
    "[count your-message down]",
    '[hidden h "v"]',
    '[submit "Gửi"]',
  ].join("\n");

  it("reads type, star, name, options, quoted values and enclosed content", () => {
    expect(parseTemplate(template).tags).toEqual([
      tag({ type: "text", required: true, name: "your-name" }),
      tag({ type: "email", required: true, name: "your-email" }),
      tag({ type: "tel", name: "phone" }),
      tag({ type: "url", name: "site" }),
      tag({ type: "number", name: "qty", options: ["min:1", "max:10", "step:0.5"] }),
      tag({ type: "range", name: "level" }),
      tag({ type: "date", name: "day", options: ["min:2025-01-01", "max:2026-12-31"] }),
      tag({ type: "textarea", name: "your-message", options: ["maxlength:500"] }),
      tag({ type: "select", name: "city", options: ["include_blank"], values: ["A|a", "B|b"] }),
      tag({ type: "checkbox", name: "x", options: ["exclusive", "use_label_element", "free_text"], values: ["One", "Two"] }),
      tag({ type: "radio", name: "r", options: ["default:1"], values: ["A", "B"] }),
      tag({ type: "acceptance", name: "ok", options: ["optional"], content: "text" }),
      tag({ type: "acceptance", name: "no", options: ["invert"], content: "x" }),
      tag({ type: "quiz", name: "q", values: ["1+1?|2", "Thủ đô?|Hà Nội"] }),
      tag({ type: "file", name: "f", options: ["filetypes:jpg|pdf", "limit:2mb"] }),
      tag({ type: "count", name: "your-message", options: ["down"] }),
      tag({ type: "hidden", name: "h", values: ["v"] }),
      tag({ type: "submit", values: ["Gửi"] }),
    ]);
  });

  it("prints a tag whose options follow its values as written, as Contact Form 7 does", () => {
    // A word after the quoted values breaks Contact Form 7's attribute syntax: the tag is not read.
    const { nodes, tags } = parseTemplate('Thành phố: [select city "A|a" "B|b" include_blank]');
    expect(nodes).toEqual([p(text('Thành phố: [select city "A|a" "B|b" include_blank]'))]);
    expect(tags).toEqual([]);
  });

  it("lays the tags out one per line in one paragraph, the hidden one too", () => {
    const { nodes, tags } = parseTemplate(template);
    const node = (index: number): TemplateNode => {
      const formTag = tags[index] as FormTag;
      return formTag.content === "" ? { kind: "form-tag", tag: formTag } : { kind: "form-tag", tag: formTag, content: [text(formTag.content)] };
    };
    const lines = (from: number, to: number) =>
      Array.from({ length: to - from + 1 }, (_, i) => from + i).flatMap((i) => (i === from ? [node(i)] : [br(), node(i)]));
    expect(nodes).toEqual([p(...lines(0, 17))]);
  });

  it("parses an acceptance's HTML content into sanitized nodes", () => {
    const { nodes } = parseTemplate(
      '[acceptance terms]Tôi đồng ý với <a href="/dieu-khoan" onclick="x()">điều khoản</a> &amp; <script>x</script>chính sách[/acceptance]',
    );
    expect(nodes).toEqual([
      p({
        kind: "form-tag",
        tag: tag({
          type: "acceptance",
          name: "terms",
          content: 'Tôi đồng ý với <a href="/dieu-khoan" onclick="x()">điều khoản</a> &amp; <script>x</script>chính sách',
        }),
        content: [text("Tôi đồng ý với "), el("a", [["href", "/dieu-khoan"]], text("điều khoản")), text(" & chính sách")],
      }),
    ]);
  });
});

describe("parseTemplate: tag syntax edges", () => {
  it("prints an escaped tag as written, without its outer brackets", () => {
    const { nodes, tags } = parseTemplate("Viết [[text your-name]] để chèn ô tên");
    expect(nodes).toEqual([p(text("Viết [text your-name] để chèn ô tên"))]);
    expect(tags).toEqual([]);
  });

  it("keeps a lone extra bracket as text around a real tag", () => {
    expect(parseTemplate("[[text a]").nodes).toEqual([p(text("["), ft({ type: "text", name: "a" }))]);
  });

  it("leaves unknown tag types, and types Contact Form 7 has no star for, as text", () => {
    expect(parseTemplate("[foo bar] [radio* r \"A\"] [texts x]").nodes).toEqual([p(text('[foo bar] [radio* r "A"] [texts x]'))]);
  });

  it("prints a tag with a name outside the rule as written", () => {
    expect(parseTemplate("[text 1name] [text -x] [text a,b] [text họ-tên]").nodes).toEqual([
      p(text("[text 1name] [text -x] [text a,b] [text họ-tên]")),
    ]);
  });

  it("turns dots in a name into underscores", () => {
    expect(parseTemplate("[text your.name]").tags).toEqual([tag({ type: "text", name: "your_name" })]);
  });

  it("prints a tag that needs a name and has none as written, and drops [response]", () => {
    const { nodes, tags } = parseTemplate('A [text] B [email* "x"] C [response] [submit] [submit class:a,b "x"]');
    // The lone space between the two submits goes, as Contact Form 7's formatter drops it.
    expect(nodes).toEqual([p(text('A [text] B [email* "x"] C '), ft({ type: "submit" }), ft({ type: "submit" }))]);
    expect(tags).toEqual([tag({ type: "submit" }), tag({ type: "submit" })]);
  });

  it("takes single and double quoted values, with spaces, brackets-free markup and newlines", () => {
    expect(parseTemplate(`[text t placeholder "Họ và tên" 'l\u2019<b>'\n "a\nb"]`).tags).toEqual([
      tag({ type: "text", name: "t", options: ["placeholder"], values: ["Họ và tên", "l\u2019<b>", "a\nb"] }),
    ]);
  });

  it("reads options split by tabs, newlines and Unicode spaces", () => {
    expect(parseTemplate("[text\u3000t\u00a0class:a\n  class:b\u2003 40/100]").tags).toEqual([
      tag({ type: "text", name: "t", options: ["class:a", "class:b", "40/100"] }),
    ]);
  });

  it("reads enclosed content of any tag, trimmed", () => {
    expect(parseTemplate("[acceptance ok]  Đồng ý  [/acceptance]").tags).toEqual([tag({ type: "acceptance", name: "ok", content: "Đồng ý" })]);
  });

  it("restores a tag written inside an attribute as its source text", () => {
    expect(parseTemplate('<span title="[text x]">a</span>').nodes).toEqual([p(el("span", [["title", "[text x]"]], text("a")))]);
    expect(parseTemplate('<span title="[[text x]]">a</span>').nodes).toEqual([p(el("span", [["title", "[text x]"]], text("a")))]);
  });
});

describe("parseTemplate: [altcha], the invisible proof of work", () => {
  it("reads [altcha] as a tag without a name, a word after it kept among its options, a star not", () => {
    expect(parseTemplate("[altcha* x]")).toEqual({ nodes: [p(text("[altcha* x]"))], tags: [] });
    expect(parseTemplate('[altcha] [altcha captcha-1] [altcha class:x "y"]').tags).toEqual([
      tag({ type: "altcha" }),
      tag({ type: "altcha", options: ["captcha-1"] }),
      tag({ type: "altcha", options: ["class:x"], values: ["y"] }),
    ]);
  });

  it("gives it no paragraph of its own, as the hidden tag", () => {
    expect(parseTemplate("[text a]\n\n[altcha]\n\n[submit]").nodes).toEqual([
      p(ft({ type: "text", name: "a" })),
      ft({ type: "altcha" }),
      p(ft({ type: "submit" })),
    ]);
  });
});

describe("parseTemplate: HTML", () => {
  it("drops script, style and iframe with their content, event handlers and javascript: links", () => {
    const { nodes, tags } = parseTemplate(
      [
        '<p onclick="steal()" class="intro">Xin chào<script>alert("[text x]")</script></p>',
        "<style>p{}</style><iframe src=//evil>[email e]</iframe>",
        '<a href="javascript:alert(1)" title="t">link</a> <a href=" java\tscript:x">b</a> <a href="https://shop.vn/a?b=1&amp;c=2">c</a>',
        '<img src=x onerror=alert(1)><form action="/x"><input name="x"><b style="color:red">đậm</b></form>',
      ].join("\n"),
    );
    expect(nodes).toEqual([
      el("p", [["class", "intro"]], text("Xin chào")),
      // Contact Form 7 drops a lone space between two inline elements of a paragraph.
      p(
        el("a", [["title", "t"]], text("link")),
        el("a", [], text("b")),
        el("a", [["href", "https://shop.vn/a?b=1&c=2"]], text("c")),
        br(),
        el("b", [], text("đậm")),
      ),
    ]);
    expect(tags).toEqual([]);
  });

  it("keeps allowed attributes: aria-*, data-*, for, id, lang, dir, mailto/tel/relative links", () => {
    const { nodes } = parseTemplate(
      `<label for="n" id=l aria-label='Tên' data-x="1" lang="vi" dir="ltr" style="x">a</label> <a href="mailto:a@b.vn">m</a><a href="tel:0901">t</a><a href="#f">r</a>`,
    );
    expect(nodes).toEqual([
      p(
        el("label", [["for", "n"], ["id", "l"], ["aria-label", "Tên"], ["data-x", "1"], ["lang", "vi"], ["dir", "ltr"]], text("a")),
        el("a", [["href", "mailto:a@b.vn"]], text("m")),
        el("a", [["href", "tel:0901"]], text("t")),
        el("a", [["href", "#f"]], text("r")),
      ),
    ]);
  });

  it("closes unclosed elements at the end and ignores stray closing tags", () => {
    expect(parseTemplate("<div><label>Tên [text n]</span></div>x</b>").nodes).toEqual([
      el("div", [], p(el("label", [], text("Tên "), ft({ type: "text", name: "n" })))),
      p(text("x")),
    ]);
    expect(parseTemplate("<strong>Đậm <em>nghiêng").nodes).toEqual([p(el("strong", [], text("Đậm "), el("em", [], text("nghiêng"))))]);
  });

  it("closes an open paragraph before a block, as a browser does", () => {
    expect(parseTemplate("<p>a<div>b</div>").nodes).toEqual([p(text("a")), el("div", [], p(text("b")))]);
  });

  it("drops comments and keeps a lone < as text", () => {
    expect(parseTemplate("a <!-- [text x] --> b < c <3").nodes).toEqual([p(text("a b < c <3"))]);
  });

  it("decodes entities in text and attributes", () => {
    expect(parseTemplate('<span title="&quot;Q&quot; &#39;s&#x27;">&lt;b&gt; &amp; &nbsp;&#7853;&#x1EA1; &unknown;</span>').nodes).toEqual([
      p(el("span", [["title", `"Q" 's'`]], text("<b> & \u00a0ậạ &unknown;"))),
    ]);
  });

  it("lets the children of an unknown element take its place", () => {
    expect(parseTemplate("<section><h3>Liên hệ</h3><custom-el>[tel phone]</custom-el></section>").nodes).toEqual([
      el("h3", [], text("Liên hệ")),
      p(ft({ type: "tel", name: "phone" })),
    ]);
  });
});

describe("parseTemplate: automatic paragraphs", () => {
  it("wraps inline content inside a div in paragraphs too, one per blank-line block", () => {
    const { nodes } = parseTemplate(
      ['<div class="row">', "<label>Tên [text n]</label>", "</div>", "", "<div>", "A", "", "B", "</div>"].join("\n"),
    );
    expect(nodes).toEqual([
      el("div", [["class", "row"]], p(el("label", [], text("Tên "), ft({ type: "text", name: "n" })))),
      el("div", [], p(text("A")), p(text("B"))),
    ]);
  });

  it("wraps a fieldset's fields after its legend and the text of list items", () => {
    const { nodes } = parseTemplate(
      ["<fieldset>", "<legend>Giới tính</legend>", '[radio g "Nam" "Nữ"]', "</fieldset>", "<ul>", "<li>Một</li>", "<li>Hai", "</ul>"].join("\n"),
    );
    expect(nodes).toEqual([
      el("fieldset", [], el("legend", [], text("Giới tính")), p(ft({ type: "radio", name: "g", values: ["Nam", "Nữ"] }))),
      el("ul", [], el("li", [], p(text("Một"))), el("li", [], p(text("Hai")))),
    ]);
  });

  it("leaves headings unwrapped, splits an owner's paragraph at a blank line, closes a list item only in its list", () => {
    const { nodes } = parseTemplate(
      "<h3>Liên hệ</h3>\n<p class='x'>Gọi   <strong>0901</strong>\n\nhoặc</p>\n<ul>\n<li>A\n<ul><li>B</li></ul>\n</li>\n</ul>\n<hr>\n[text x]",
    );
    expect(nodes).toEqual([
      el("h3", [], text("Liên hệ")),
      el("p", [["class", "x"]], text("Gọi "), el("strong", [], text("0901"))),
      p(text("hoặc")),
      el("ul", [], el("li", [], p(text("A")), el("ul", [], el("li", [], p(text("B")))))),
      el("hr", []),
      p(ft({ type: "text", name: "x" })),
    ]);
  });

  it("reads an owner's <br> as a newline: <br> and a newline make a blank line", () => {
    expect(parseTemplate("\n\n  a<br>\nb<br />\n\n\n c \n").nodes).toEqual([p(text("a")), p(text("b")), p(text("c"))]);
    expect(parseTemplate("a<br>b<br><br>c").nodes).toEqual([p(text("a"), br(), text("b")), p(text("c"))]);
  });

  it("turns newlines inside an inline element into <br>s, even at its edges, dropping the whitespace around them", () => {
    expect(parseTemplate("<label>\n  Tên\n  [text n]\n</label>").nodes).toEqual([
      p(el("label", [], br(), text("Tên"), br(), ft({ type: "text", name: "n" }), br())),
    ]);
  });

  it("formats before decoding: an encoded newline or space is content", () => {
    expect(parseTemplate("Tên &amp; &#10; tuổi\n&nbsp;\n\n&nbsp;").nodes).toEqual([
      p(text("Tên & \n tuổi"), br(), text("\u00a0")),
      p(text("\u00a0")),
    ]);
  });

  it("returns nothing for a blank template", () => {
    expect(parseTemplate("  \n\n \t")).toEqual({ nodes: [], tags: [] });
  });
});
