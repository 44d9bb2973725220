import { describe, expect, it } from "vitest";
import { dragOffset, settleAfterDrag } from "./slider";

const drag = (dx: number, ms = 400, from = 1) => settleAfterDrag({ from, dx, width: 500, ms, count: 4, threshold: 15 });

describe("settleAfterDrag", () => {
  it("goes one slide on after a fifth of the width, the way the drag went", () => {
    expect(drag(-100)).toBe(2);
    expect(drag(100)).toBe(0);
    expect(drag(-350)).toBe(2);
  });

  it("springs back after a short, slow drag", () => {
    expect(drag(-99)).toBe(1);
    expect(drag(60)).toBe(1);
  });

  it("takes a quick flick past the threshold as a swipe", () => {
    expect(drag(-40, 50)).toBe(2);
    expect(drag(14, 5)).toBe(1);
  });

  it("stops at either end", () => {
    expect(drag(300, 400, 0)).toBe(0);
    expect(drag(-300, 400, 3)).toBe(3);
  });
});

describe("dragOffset", () => {
  it("follows the pointer, and a third as far past an end", () => {
    expect(dragOffset({ from: 1, dx: -90, count: 4 })).toBe(-90);
    expect(dragOffset({ from: 0, dx: 90, count: 4 })).toBe(30);
    expect(dragOffset({ from: 3, dx: -90, count: 4 })).toBe(-30);
    expect(dragOffset({ from: 0, dx: -90, count: 4 })).toBe(-90);
  });
});
