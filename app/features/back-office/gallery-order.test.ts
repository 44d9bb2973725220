import { describe, expect, it } from "vitest";
import { dropIndex, moveBy, moveTo, orderChanged, removeAt, stepOfKey } from "./gallery-order";

describe("moveTo", () => {
  it("moves one picture to another place, the others keeping their order", () => {
    expect(moveTo([1, 2, 3, 4], 3, 0)).toEqual([4, 1, 2, 3]);
    expect(moveTo([1, 2, 3, 4], 0, 2)).toEqual([2, 3, 1, 4]);
    expect(moveTo([1, 2, 3, 4], 1, 3)).toEqual([1, 3, 4, 2]);
  });

  it("clamps the target to the list and leaves the list as it was when nothing moves", () => {
    const list = [1, 2, 3];
    expect(moveTo(list, 0, 10)).toEqual([2, 3, 1]);
    expect(moveTo(list, 2, -4)).toEqual([3, 1, 2]);
    expect(moveTo(list, 1, 1)).toBe(list);
    expect(moveTo(list, 5, 0)).toBe(list);
    expect(moveTo(list, -1, 0)).toBe(list);
  });
});

describe("moveBy (the keys and the Lên/Xuống buttons)", () => {
  it("moves up and down by one place and tells where the picture went", () => {
    expect(moveBy(["a", "b", "c"], 1, -1)).toEqual({ items: ["b", "a", "c"], index: 0 });
    expect(moveBy(["a", "b", "c"], 1, 1)).toEqual({ items: ["a", "c", "b"], index: 2 });
  });

  it("does nothing past either end", () => {
    expect(moveBy(["a", "b", "c"], 0, -1)).toBeNull();
    expect(moveBy(["a", "b", "c"], 2, 1)).toBeNull();
    expect(moveBy(["a"], 0, 1)).toBeNull();
    expect(moveBy([], 0, -1)).toBeNull();
    expect(moveBy(["a", "b"], 7, -1)).toBeNull();
  });
});

describe("removeAt", () => {
  it("takes one picture out of the list", () => {
    expect(removeAt([1, 2, 3], 0)).toEqual([2, 3]);
    expect(removeAt([1, 2, 3], 2)).toEqual([1, 2]);
    const list = [1];
    expect(removeAt(list, 3)).toBe(list);
  });
});

describe("stepOfKey", () => {
  const key = (k: string, mods: Partial<{ altKey: boolean; ctrlKey: boolean; metaKey: boolean; shiftKey: boolean }> = {}) => ({
    key: k,
    altKey: true,
    ctrlKey: false,
    metaKey: false,
    shiftKey: false,
    ...mods,
  });

  it("reads Alt with an arrow as a move", () => {
    expect(stepOfKey(key("ArrowUp"))).toBe(-1);
    expect(stepOfKey(key("ArrowLeft"))).toBe(-1);
    expect(stepOfKey(key("ArrowDown"))).toBe(1);
    expect(stepOfKey(key("ArrowRight"))).toBe(1);
  });

  it("leaves other keys and an arrow without Alt (or with other modifiers) to the browser", () => {
    expect(stepOfKey(key("ArrowUp", { altKey: false }))).toBeNull();
    expect(stepOfKey(key("ArrowUp", { ctrlKey: true }))).toBeNull();
    expect(stepOfKey(key("ArrowDown", { shiftKey: true }))).toBeNull();
    expect(stepOfKey(key("ArrowDown", { metaKey: true }))).toBeNull();
    expect(stepOfKey(key("Enter"))).toBeNull();
  });
});

describe("dropIndex", () => {
  // Two rows of three thumbnails, 100 px apart.
  const grid = [
    { x: 50, y: 50 },
    { x: 150, y: 50 },
    { x: 250, y: 50 },
    { x: 50, y: 150 },
    { x: 150, y: 150 },
  ];

  it("lands on the slot nearest the pointer, on any row", () => {
    expect(dropIndex(grid, { x: 160, y: 40 })).toBe(1);
    expect(dropIndex(grid, { x: 60, y: 170 })).toBe(3);
    expect(dropIndex(grid, { x: 140, y: 160 })).toBe(4);
  });

  it("lands first before the list and last past it", () => {
    expect(dropIndex(grid, { x: -300, y: -300 })).toBe(0);
    expect(dropIndex(grid, { x: 400, y: 400 })).toBe(4);
  });
});

describe("orderChanged", () => {
  it("is true for a new order, a picture taken out or added, false for the same order", () => {
    expect(orderChanged([1, 2, 3], [1, 2, 3])).toBe(false);
    expect(orderChanged([1, 2, 3], [2, 1, 3])).toBe(true);
    expect(orderChanged([1, 2, 3], [1, 2])).toBe(true);
    expect(orderChanged([], [])).toBe(false);
  });
});
