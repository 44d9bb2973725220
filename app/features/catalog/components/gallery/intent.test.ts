import { describe, expect, it } from "vitest";
import { slideAfterSwipe } from "./intent";

describe("slideAfterSwipe (a swipe on the server's gallery, before its code)", () => {
  it("goes to the second slide after a swipe to the left past the threshold", () => {
    expect(slideAfterSwipe(-40, 5, 10)).toBe(1);
  });

  it("stays for a swipe to the right: the server shows the first slide", () => {
    expect(slideAfterSwipe(40, 5, 10)).toBeNull();
  });

  it("ignores a move within the threshold and a mostly vertical one (a scroll)", () => {
    expect(slideAfterSwipe(-10, 0, 10)).toBeNull();
    expect(slideAfterSwipe(-30, 60, 10)).toBeNull();
  });
});
