/**
 * Hover zoom as WooCommerce's jQuery Zoom draws it: the large picture at its own size inside the
 * image's box, moved so the point under the pointer is the matching point of the large picture.
 */
export type Size = { width: number; height: number };
export type Point = { x: number; y: number };

const clamp = (v: number, min: number, max: number) => Math.min(max, Math.max(min, v));

/** Zoom only magnifies: a large picture no bigger than its box is left alone (as WooCommerce does). */
export function canZoom(box: Size, large: Size): boolean {
  return box.width > 0 && box.height > 0 && (large.width > box.width || large.height > box.height);
}

/**
 * The size the large picture is drawn at: its own, but never smaller than the box on either side
 * (a large picture of another shape still covers the box).
 */
export function zoomedSize(box: Size, large: Size): Size {
  const scale = Math.max(1, box.width / large.width, box.height / large.height);
  return { width: large.width * scale, height: large.height * scale };
}

/**
 * The large picture's offset (≤ 0 on both axes) for a pointer at `pointer` inside the box: the
 * box's left edge shows the picture's left edge, its right edge the picture's right edge.
 */
export function zoomOffset(pointer: Point, box: Size, drawn: Size): Point {
  const fx = box.width > 0 ? clamp(pointer.x, 0, box.width) / box.width : 0;
  const fy = box.height > 0 ? clamp(pointer.y, 0, box.height) / box.height : 0;
  // `|| 0`: no negative zero at the edges.
  return { x: -fx * Math.max(0, drawn.width - box.width) || 0, y: -fy * Math.max(0, drawn.height - box.height) || 0 };
}
