import { describe, expect, it } from "vitest";
import { parseReviewsPageSegment, reviewsPageHref, urlOpensReviews } from "./reviews-url";

const at = (href: string) => {
  const u = new URL(href, "http://shop.test");
  return { href: u.href, hash: u.hash };
};

describe("urlOpensReviews", () => {
  it.each([
    "/san-pham/ao/#comment-12",
    "/san-pham/ao/#comments",
    "/san-pham/ao/#reviews",
    "/san-pham/ao/#tab-reviews",
    "/san-pham/ao/comment-page-2/",
    "/san-pham/ao/?cpage=3",
  ])("opens for %s", (href) => expect(urlOpensReviews(at(href))).toBe(true));

  it.each(["/san-pham/ao/", "/san-pham/ao/#tab-description", "/san-pham/ao/#review", "/san-pham/ao/?page=2"])(
    "stays closed for %s",
    (href) => expect(urlOpensReviews(at(href))).toBe(false),
  );
});

describe("reviews pages", () => {
  it("links page 1 to the product and later pages to comment-page-N", () => {
    expect(reviewsPageHref("/san-pham/ao/", 1)).toBe("/san-pham/ao/#comments");
    expect(reviewsPageHref("/san-pham/ao/", 3)).toBe("/san-pham/ao/comment-page-3/#comments");
  });
  it("reads only well-formed page segments", () => {
    expect(parseReviewsPageSegment("comment-page-2")).toBe(2);
    expect(parseReviewsPageSegment("comment-page-0")).toBeNull();
    expect(parseReviewsPageSegment("comment-page-02")).toBeNull();
    expect(parseReviewsPageSegment("reviews")).toBeNull();
  });
});
