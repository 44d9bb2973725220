import { describe, expect, it } from "vitest";
import { canZoom, zoomOffset, zoomedSize } from "./zoom";

const box = { width: 600, height: 600 };
const large = { width: 1200, height: 1200 };

describe("canZoom", () => {
  it("zooms only a picture larger than its box", () => {
    expect(canZoom(box, large)).toBe(true);
    expect(canZoom(box, { width: 600, height: 600 })).toBe(false);
    expect(canZoom(box, { width: 400, height: 400 })).toBe(false);
  });

  it("does not zoom into a box that is not laid out", () => {
    expect(canZoom({ width: 0, height: 0 }, large)).toBe(false);
  });
});

describe("zoomedSize", () => {
  it("draws the large picture at its own size", () => {
    expect(zoomedSize(box, large)).toEqual(large);
  });

  it("scales a picture of another shape up until it covers the box", () => {
    expect(zoomedSize(box, { width: 1200, height: 300 })).toEqual({ width: 2400, height: 600 });
  });
});

describe("zoomOffset", () => {
  it("shows the large picture's top left corner under the box's top left corner", () => {
    expect(zoomOffset({ x: 0, y: 0 }, box, large)).toEqual({ x: 0, y: 0 });
  });

  it("shows the matching point of the large picture under the pointer", () => {
    expect(zoomOffset({ x: 300, y: 150 }, box, large)).toEqual({ x: -300, y: -150 });
    // The point under the pointer: 300 px into the box is 300 + 300 = 600 px into the picture, its middle.
    expect(zoomOffset({ x: 600, y: 600 }, box, large)).toEqual({ x: -600, y: -600 });
  });

  it("stays inside the picture when the pointer is past the box's edge", () => {
    expect(zoomOffset({ x: 700, y: -20 }, box, large)).toEqual({ x: -600, y: 0 });
  });

  it("does not move a picture no larger than the box", () => {
    expect(zoomOffset({ x: 300, y: 300 }, box, box)).toEqual({ x: 0, y: 0 });
  });
});
