import { test } from "@playwright/test";
import { expect, expectAxeClean } from "./fixtures/account";

/*
 * A blog post's readers' comments (brought in from WordPress, issue 22; the demo post has a
 * thread): drawn by the server, so the same with and without scripts; threads as nested lists;
 * each comment at WordPress's address `#comment-{id}`, landing under the sticky header.
 */
const POST = "/5-cach-phoi-ao-so-mi-trang-cho-dan-cong-so/";

for (const width of [375, 1280]) {
  test(`the demo post shows its comments as threads at ${width} px`, async ({ page }) => {
    await page.setViewportSize({ width, height: 800 });
    await page.goto(POST);
    const comments = page.locator("#comments");
    await expect(comments.getByRole("heading", { level: 2 })).toHaveText("3 bình luận về “5 cách phối áo sơ mi trắng cho dân công sở”");
    const threads = comments.locator("ol.comment-list > li");
    await expect(threads).toHaveCount(2);
    await expect(threads.nth(0).locator("> article header b")).toHaveText("Ngọc Anh");
    const replies = threads.nth(0).getByRole("list", { name: "Trả lời bình luận của Ngọc Anh" });
    await expect(replies.locator("> li > article")).toContainText("Cửa Hàng Xinh");
    await expect(replies).toContainText("vải oxford dày nên ít nhăn hơn");
    await expect(threads.nth(1)).toContainText("Mong shop ra thêm bài phối đồ cho nam.");
    await expectAxeClean(page, `the post at ${width} px`);

    // An old link to the reply lands on it, below the sticky header.
    const replyId = await replies.locator("> li").first().getAttribute("id");
    expect(replyId).toMatch(/^comment-\d+$/);
    await page.goto(`${POST}#${replyId}`);
    // At the top under the header, unless the page ends first (a short page on a wide screen).
    const place = await page.locator(`#${replyId}`).evaluate((el) => ({
      top: el.getBoundingClientRect().top,
      bottom: el.getBoundingClientRect().bottom,
      atEnd: Math.ceil(window.scrollY + window.innerHeight) >= document.documentElement.scrollHeight,
    }));
    expect(place.top).toBeGreaterThanOrEqual(69);
    expect(place.bottom).toBeLessThanOrEqual(800);
    if (!place.atEnd) expect(place.top).toBeLessThan(120);
  });
}
