import { readFile } from "node:fs/promises";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { type WxrRecord, readWxr } from "./wxr-reader";

const FIXTURE = path.join(import.meta.dirname, "fixtures/shop-export.xml");

async function all(chunks: AsyncIterable<string | Buffer>): Promise<WxrRecord[]> {
  const records: WxrRecord[] = [];
  for await (const record of readWxr(chunks)) records.push(record);
  return records;
}

async function* pieces(bytes: Buffer, size: number) {
  for (let i = 0; i < bytes.length; i += size) yield bytes.subarray(i, i + size);
}

describe("reading a WordPress export as it streams", () => {
  it("reads the site, then each author, term and item with the line it starts on", async () => {
    const records = await all(pieces(await readFile(FIXTURE), 64 * 1024));
    expect(records[0]).toEqual({ kind: "site", site: { title: "Cửa hàng cũ", link: "https://cuahang-cu.vn", baseSiteUrl: "https://cuahang-cu.vn", baseBlogUrl: "https://cuahang-cu.vn", version: "1.2" } });
    expect(records.map((r) => r.kind)).toEqual(["site", "author", "author", "term", "term", "term", "term", "term", "term", ...Array(10).fill("item")]);
    const lan = records[1]!;
    expect(lan).toEqual({ kind: "author", author: { line: 23, id: 2, login: "lan", email: "lan@cuahang-cu.vn", displayName: "Nguyễn Thị Lan", firstName: "Lan", lastName: "Nguyễn Thị" } });
    expect(records[3]).toEqual({ kind: "term", term: { line: 26, id: 12, taxonomy: "category", slug: "meo-phoi-do", name: "Mẹo phối đồ", description: "", parentSlug: "meo-vat" } });
    const post = records.find((r) => r.kind === "item")!;
    if (post.kind !== "item") throw new Error("no item");
    expect(post.item).toMatchObject({
      title: "Xu hướng lụa mùa hè",
      postId: 101,
      postType: "post",
      postName: "xu-huong-lua-mua-he",
      creator: "lan",
      date: { gmt: "2024-06-01 03:00:00", local: "2024-06-01 10:00:00" },
      terms: [
        { taxonomy: "category", slug: "meo-phoi-do", name: "Mẹo phối đồ" },
        { taxonomy: "post_tag", slug: "mua-he-cu", name: "Mùa hè" },
        { taxonomy: "post_tag", slug: "lua", name: "Lụa" },
      ],
      meta: { _edit_last: "2", _thumbnail_id: "108" },
    });
    expect(post.item.content.startsWith("Lụa là chất liệu của mùa hè.")).toBe(true);
    expect(post.item.comments).toEqual([
      { id: 501, authorName: "Hoa", authorEmail: "hoa@example.vn", date: { gmt: "2024-06-03 02:00:00", local: "2024-06-03 09:00:00" }, content: "Bài hay quá!", approved: "1", type: "comment", parentId: 0, userId: 0, meta: {} },
      {
        id: 502,
        authorName: "Nguyễn Thị Lan",
        authorEmail: "lan@cuahang-cu.vn",
        date: { gmt: "2024-06-03 03:30:00", local: "2024-06-03 10:30:00" },
        content: 'Cảm ơn <strong>chị Hoa</strong> &amp; hẹn gặp lại!<br />\nMời chị ghé <a href="https://cuahang-cu.vn/san-pham/ao-lua-tho-cam/">cửa hàng</a>.',
        approved: "1",
        type: "comment",
        parentId: 501,
        userId: 2,
        meta: {},
      },
      { id: 503, authorName: "Một blog khác", authorEmail: "", date: { gmt: "2024-06-04 02:00:00", local: "2024-06-04 09:00:00" }, content: "[…] bài về lụa […]", approved: "1", type: "pingback", parentId: 0, userId: 0, meta: {} },
    ]);
  });

  it("reads the same records whatever the chunks, a Vietnamese letter split between two included", async () => {
    const bytes = await readFile(FIXTURE);
    expect(await all(pieces(bytes, 7))).toEqual(await all(pieces(bytes, bytes.length)));
  });

  it("refuses a file that is not a WordPress export", async () => {
    await expect(all(pieces(Buffer.from('<?xml version="1.0"?>\n<html><body/></html>'), 100))).rejects.toThrow("dòng 2: không phải tệp xuất của WordPress (phần tử gốc <html>)");
    await expect(all(pieces(Buffer.from("<rss><channel><title>x</title><item><title>a</title></item></channel></rss>"), 100))).rejects.toThrow("thiếu <wp:wxr_version>");
  });
});
