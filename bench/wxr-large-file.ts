/**
 * `npx tsx bench/wxr-large-file.ts FILE.xml [MB]`: writes a WordPress export of about MB megabytes
 * (200 by default) for the WXR import's memory check: posts of ~20 KB of Vietnamese text with
 * links to each other, their category and tags, a comment each, and pages every 50th item; the
 * import should hold one item at a time whatever the file's size (scripts/import/wxr.ts).
 *
 *   npx tsx bench/wxr-large-file.ts /tmp/large.xml 200
 *   /usr/bin/time -v npm run import -- wxr /tmp/large.xml --data-dir /tmp/wxr-data   # "Maximum resident set size"
 */
import { createWriteStream } from "node:fs";
import { once } from "node:events";

const [file, megabytes = "200"] = process.argv.slice(2);
if (!file) throw new Error("usage: bench/wxr-large-file.ts FILE.xml [MB]");
const target = Number(megabytes) * 1024 * 1024;
const SITE = "https://cuahang-lon.vn";
const PARAGRAPH =
  "Lụa tơ tằm Hà Đông được dệt thủ công trên khung cửi gỗ, mỗi tấm mất nhiều ngày để hoàn thành. Màu nhuộm từ lá bàng, vỏ cây và củ nâu giữ được lâu, càng giặt càng mềm. ";

const out = createWriteStream(file);
const write = async (text: string) => {
  if (!out.write(text)) await once(out, "drain");
};

await write(`<?xml version="1.0" encoding="UTF-8" ?>
<rss version="2.0" xmlns:excerpt="http://wordpress.org/export/1.2/excerpt/" xmlns:content="http://purl.org/rss/1.0/modules/content/" xmlns:wfw="http://wellformedweb.org/CommentAPI/" xmlns:dc="http://purl.org/dc/elements/1.1/" xmlns:wp="http://wordpress.org/export/1.2/">
<channel>
	<title>Cửa hàng lớn</title>
	<link>${SITE}</link>
	<wp:wxr_version>1.2</wp:wxr_version>
	<wp:base_site_url>${SITE}</wp:base_site_url>
	<wp:base_blog_url>${SITE}</wp:base_blog_url>
	<wp:author><wp:author_id>1</wp:author_id><wp:author_login><![CDATA[bientap]]></wp:author_login><wp:author_email><![CDATA[bientap@cuahang-lon.vn]]></wp:author_email><wp:author_display_name><![CDATA[Biên tập]]></wp:author_display_name></wp:author>
`);
for (let c = 1; c <= 50; c++) {
  await write(`	<wp:category><wp:term_id>${c}</wp:term_id><wp:category_nicename><![CDATA[chuyen-muc-${c}]]></wp:category_nicename><wp:category_parent><![CDATA[${c > 10 ? `chuyen-muc-${c % 10 || 10}` : ""}]]></wp:category_parent><wp:cat_name><![CDATA[Chuyên mục ${c}]]></wp:cat_name></wp:category>\n`);
}
const body = PARAGRAPH.repeat(6);
let id = 1000;
let written = 0;
while (written < target) {
  id++;
  const page = id % 50 === 0;
  const paragraphs = Array.from({ length: 18 }, (_, i) => `<p>${body} <a href="${SITE}/bai-viet-${id - 1 - i}/">bài trước</a></p>`).join("\n");
  const item = `	<item>
		<title><![CDATA[Bài viết ${id}]]></title>
		<link>${SITE}/bai-viet-${id}/</link>
		<dc:creator><![CDATA[bientap]]></dc:creator>
		<guid isPermaLink="false">${SITE}/?p=${id}</guid>
		<content:encoded><![CDATA[${paragraphs}]]></content:encoded>
		<excerpt:encoded><![CDATA[Tóm tắt ${id}]]></excerpt:encoded>
		<wp:post_id>${id}</wp:post_id>
		<wp:post_date><![CDATA[2024-01-01 08:00:00]]></wp:post_date>
		<wp:post_date_gmt><![CDATA[2024-01-01 01:00:00]]></wp:post_date_gmt>
		<wp:post_name><![CDATA[bai-viet-${id}]]></wp:post_name>
		<wp:status><![CDATA[publish]]></wp:status>
		<wp:post_parent>0</wp:post_parent>
		<wp:menu_order>0</wp:menu_order>
		<wp:post_type><![CDATA[${page ? "page" : "post"}]]></wp:post_type>
		<category domain="category" nicename="chuyen-muc-${(id % 50) + 1}"><![CDATA[Chuyên mục ${(id % 50) + 1}]]></category>
		<category domain="post_tag" nicename="the-${id % 200}"><![CDATA[Thẻ ${id % 200}]]></category>
		<wp:comment><wp:comment_id>${id}</wp:comment_id><wp:comment_author><![CDATA[Khách]]></wp:comment_author><wp:comment_author_email><![CDATA[khach@example.vn]]></wp:comment_author_email><wp:comment_date_gmt><![CDATA[2024-01-02 01:00:00]]></wp:comment_date_gmt><wp:comment_content><![CDATA[Hay.]]></wp:comment_content><wp:comment_approved><![CDATA[1]]></wp:comment_approved><wp:comment_type><![CDATA[comment]]></wp:comment_type><wp:comment_parent>0</wp:comment_parent></wp:comment>
	</item>
`;
  written += Buffer.byteLength(item);
  await write(item);
}
await write("</channel>\n</rss>\n");
out.end();
await once(out, "finish");
console.log(`${file}: ${id - 1000} items, ${(written / 1024 / 1024).toFixed(0)} MB`);
