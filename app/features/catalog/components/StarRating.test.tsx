import { renderToStaticMarkup } from "react-dom/server";
import { describe, expect, it } from "vitest";
import { StarRating } from "./StarRating";

describe("StarRating", () => {
  it("says the rating in words and draws a row of stars filled to its share of five, without star characters", () => {
    const html = renderToStaticMarkup(<StarRating rating={4.5} count={2} />);
    expect(html).toMatch(/^<span class="star-rating [^"]*" role="img" aria-label="[^"]*4,50[^"]*">/);
    expect(html).toContain('<span aria-hidden="true" class="star-row text-gray-300"></span>');
    expect(html).toContain('<span aria-hidden="true" class="star-row absolute left-0 top-0 text-amber-500" style="width:90%"></span>');
    expect(html).not.toContain("★");
  });
});
