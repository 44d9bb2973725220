import { renderToStaticMarkup } from "react-dom/server";
import { describe, expect, it } from "vitest";
import { ProductReviews, type ReviewsData } from "./ProductReviews";

const data = (reply: ReviewsData["reviews"][number]["reply"]): ReviewsData => ({
  productId: 7,
  productName: "Áo thun cổ tròn",
  productPath: "/san-pham/ao-thun-co-tron/",
  averageRating: 4,
  reviewCount: 1,
  reviews: [{ id: 41, author: "Lan Anh", rating: 4, content: "Vải mát, đúng màu.", createdAt: new Date("2026-11-02T03:00:00Z"), verifiedOwner: true, reply }],
  page: 1,
  totalPages: 1,
});

describe("ProductReviews", () => {
  it("shows the shop's reply as a threaded reply under its review", () => {
    const html = renderToStaticMarkup(<ProductReviews data={data({ content: "Cảm ơn chị đã ủng hộ shop!", createdAt: new Date("2026-11-03T02:00:00Z") })} />);
    // The reply sits inside its review's item, in WordPress's `ul.children` of a threaded comment.
    const review = html.slice(html.indexOf('<li id="comment-41"'), html.lastIndexOf("</li>") + 5);
    expect(review).toContain(
      '<ul class="children mt-3 border-l-2 border-gray-100 pl-4"><li id="comment-41-reply" class="comment"><p class="meta text-sm"><strong class="woocommerce-review__author">Phản hồi của cửa hàng</strong>',
    );
    expect(review).toContain('<time dateTime="2026-11-03T02:00:00.000Z">');
    expect(review).toContain('<div class="description mt-1"><p>Cảm ơn chị đã ủng hộ shop!</p></div></li></ul></li>');
  });

  it("has no reply list when the shop has not answered", () => {
    const html = renderToStaticMarkup(<ProductReviews data={data(null)} />);
    expect(html).toContain("Vải mát, đúng màu.");
    expect(html).not.toContain("children");
  });
});
