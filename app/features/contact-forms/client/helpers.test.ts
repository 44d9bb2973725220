import { describe, expect, it } from "vitest";
import { acceptanceGranted } from "./acceptance";
import { characterCount, countCharacters, counterNumber } from "./character-count";
import { withUrlScheme } from "./choices";

describe("acceptanceGranted", () => {
  const box = (checked: boolean, more: { optional?: boolean; invert?: boolean } = {}) => ({ optional: false, invert: false, checked, ...more });

  it("wants every required box checked", () => {
    expect(acceptanceGranted([box(true), box(true)])).toBe(true);
    expect(acceptanceGranted([box(true), box(false)])).toBe(false);
    expect(acceptanceGranted([])).toBe(true);
  });

  it("wants an invert box left unchecked, and ignores optional ones", () => {
    expect(acceptanceGranted([box(false, { invert: true })])).toBe(true);
    expect(acceptanceGranted([box(true, { invert: true })])).toBe(false);
    expect(acceptanceGranted([box(false, { optional: true }), box(true, { optional: true, invert: true })])).toBe(true);
  });
});

describe("characterCount", () => {
  it("counts up, flagging against the bounds", () => {
    const up = { down: false, starting: 0, maximum: 5, minimum: 2 };
    expect(characterCount(up, "")).toEqual({ count: 0, tooLong: false, tooShort: true });
    expect(characterCount(up, "ab")).toEqual({ count: 2, tooLong: false, tooShort: false });
    expect(characterCount(up, "abcdef")).toEqual({ count: 6, tooLong: true, tooShort: false });
  });

  it("counts down from the starting value", () => {
    const down = { down: true, starting: 5, maximum: 5, minimum: 0 };
    expect(characterCount(down, "abc")).toEqual({ count: 2, tooLong: false, tooShort: false });
    expect(characterCount(down, "abcdefg")).toEqual({ count: -2, tooLong: true, tooShort: false });
  });

  it("has no bound for a missing maximum or minimum", () => {
    expect(characterCount({ down: false, starting: 0, maximum: 0, minimum: 0 }, "x".repeat(999))).toEqual({ count: 999, tooLong: false, tooShort: false });
  });

  it("counts a line break as one character", () => {
    expect(countCharacters("a\r\nb\rc\nd")).toBe(7);
  });

  it("reads an empty attribute as no bound", () => {
    expect(counterNumber("")).toBe(0);
    expect(counterNumber(null)).toBe(0);
    expect(counterNumber("400")).toBe(400);
  });
});

describe("withUrlScheme", () => {
  it("puts http:// before a value with a dot and no scheme", () => {
    expect(withUrlScheme("shop.example/a")).toBe("http://shop.example/a");
    expect(withUrlScheme("  //shop.example ")).toBe("http://shop.example");
  });

  it("leaves a scheme, a value without a dot and an empty value, trimmed", () => {
    expect(withUrlScheme(" https://shop.example ")).toBe("https://shop.example");
    expect(withUrlScheme("mailto:an@shop.example")).toBe("mailto:an@shop.example");
    expect(withUrlScheme("localhost")).toBe("localhost");
    expect(withUrlScheme("  ")).toBe("");
  });
});
