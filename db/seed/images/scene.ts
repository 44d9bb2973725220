import { PATTERNS, type PatternName } from "../content/attributes";
import { darker, lighter, luminance, mix } from "./palette";
import { SILHOUETTES, type Paint, type Silhouette } from "./shapes";

/**
 * What one picture shows. Scenes are plain data so the seed plan stays deterministic and the
 * SVG is only built when a file is actually written.
 */
export type Scene =
  | {
      type: "product";
      kind: Silhouette;
      color: string;
      pattern?: PatternName;
      /** Trim colour of a two-tone item (a split colour swatch); derived from `color` when absent. */
      accent?: string;
      /** 0 front, 1 close-up, 2 turned on a podium, 3 flat lay. */
      view: 0 | 1 | 2 | 3;
      backdrop: string;
    }
  | { type: "swatch"; pattern: PatternName }
  | { type: "flatlay"; kinds: readonly Silhouette[]; colors: readonly string[]; backdrop: string };

/** Fabric base colour under a printed pattern. */
const FABRIC_BASE = "#FBF8F2";

function patternDef(id: string, pattern: PatternName, scale: number): string {
  const ink = PATTERNS[pattern].color;
  const tile = (size: number, body: string) =>
    `<pattern id="${id}" patternUnits="userSpaceOnUse" width="${size}" height="${size}" patternTransform="scale(${scale})">` +
    `<rect width="${size}" height="${size}" fill="${FABRIC_BASE}"/>${body}</pattern>`;
  switch (pattern) {
    case "ke-soc":
      return tile(6, `<rect width="2" height="6" fill="${ink}"/><rect x="4" width="0.5" height="6" fill="${ink}" opacity="0.6"/>`);
    case "caro":
      return tile(8, `<rect width="8" height="3" fill="${ink}" opacity="0.5"/><rect width="3" height="8" fill="${ink}" opacity="0.5"/>`);
    case "cham-bi":
      return tile(6, `<circle cx="1.5" cy="1.5" r="1.1" fill="${ink}"/><circle cx="4.5" cy="4.5" r="1.1" fill="${ink}"/>`);
    case "hoa-nhi": {
      const petals = [0, 72, 144, 216, 288]
        .map((angle) => `<circle cx="4" cy="2.9" r="0.75" fill="${ink}" transform="rotate(${angle} 4 4)"/>`)
        .join("");
      return tile(8, `${petals}<circle cx="4" cy="4" r="0.55" fill="#F2C14E"/><ellipse cx="7" cy="7.2" rx="0.9" ry="0.4" fill="#6A8F4E" transform="rotate(-35 7 7.2)"/>`);
    }
  }
}

function paintFor(color: string, pattern?: PatternName, accent?: string): Paint {
  const base = pattern ? PATTERNS[pattern].color : color;
  return {
    fill: pattern ? "url(#fabric)" : color,
    dark: accent ?? (luminance(base) < 0.15 ? lighter(base, 0.3) : darker(base, 0.3)),
    light: luminance(base) > 0.85 ? darker(base, 0.12) : lighter(base, 0.55),
    line: pattern ? darker(base, 0.2) : darker(color, luminance(color) > 0.8 ? 0.3 : 0.25),
  };
}

/** SVG definitions (gradients, patterns) and content on the 100 × 100 canvas. */
type Drawing = { defs: string; body: string };
const drawing = (defs: string, body: string): Drawing => ({ defs, body });

const backdropDefs = (backdrop: string) =>
  `<linearGradient id="bg" x1="0" y1="0" x2="0.4" y2="1"><stop offset="0" stop-color="${lighter(backdrop, 0.35)}"/><stop offset="1" stop-color="${darker(backdrop, 0.06)}"/></linearGradient>` +
  `<radialGradient id="shadow"><stop offset="0" stop-color="#000" stop-opacity="0.28"/><stop offset="1" stop-color="#000" stop-opacity="0"/></radialGradient>`;

const SHADOW = `<ellipse cx="50" cy="91" rx="34" ry="4" fill="url(#shadow)"/>`;

/** Leaves and pebbles around a flat lay, placed by the view so the same product looks staged. */
const PROPS =
  `<ellipse cx="12" cy="14" rx="9" ry="3.2" fill="#7E9F6B" transform="rotate(35 12 14)"/>` +
  `<ellipse cx="18" cy="9" rx="7" ry="2.6" fill="#93B37F" transform="rotate(-20 18 9)"/>` +
  `<ellipse cx="88" cy="88" rx="10" ry="3.4" fill="#7E9F6B" transform="rotate(-40 88 88)"/>` +
  `<circle cx="86" cy="14" r="3" fill="#FFFFFF" opacity="0.7"/><circle cx="92" cy="21" r="1.8" fill="#FFFFFF" opacity="0.7"/>`;

/** Where a close-up looks: the collar of a shirt, the laces of a shoe, the buckle of a belt… */
const CLOSE_UP: Partial<Record<Silhouette, readonly [number, number]>> = {
  tshirt: [50, 32],
  blouse: [50, 30],
  pants: [50, 28],
  skirt: [50, 32],
  shoe: [62, 56],
  sandal: [58, 62],
  bag: [50, 52],
  tote: [50, 50],
  backpack: [50, 55],
  wallet: [50, 52],
  watch: [50, 50],
  sunglasses: [31, 48],
  belt: [72, 50],
  hat: [50, 52],
  scarf: [50, 50],
  pot: [50, 52],
  fryer: [50, 38],
  mug: [52, 55],
  cushion: [50, 50],
  bottle: [50, 58],
  jar: [50, 60],
  lipstick: [46, 34],
  towel: [50, 55],
};

function productDrawing(scene: Extract<Scene, { type: "product" }>): Drawing {
  const item = SILHOUETTES[scene.kind](paintFor(scene.color, scene.pattern, scene.accent));
  const fabric = scene.pattern ? patternDef("fabric", scene.pattern, 1) : "";
  switch (scene.view) {
    case 0:
      return drawing(backdropDefs(scene.backdrop) + fabric, `<rect width="100" height="100" fill="url(#bg)"/>${SHADOW}${item}`);
    case 1: {
      const [x, y] = CLOSE_UP[scene.kind] ?? [50, 40];
      return drawing(
        backdropDefs(scene.backdrop) + fabric,
        `<rect width="100" height="100" fill="url(#bg)"/><g transform="translate(50 50) scale(1.9) translate(${-x} ${-y})">${item}</g>`,
      );
    }
    case 2: {
      const backdrop = mix(scene.backdrop, "#D8C3A5", 0.35);
      return drawing(
        backdropDefs(backdrop) + fabric,
        `<rect width="100" height="100" fill="url(#bg)"/><circle cx="50" cy="50" r="40" fill="#FFFFFF" opacity="0.45"/>` +
          `<ellipse cx="50" cy="88" rx="30" ry="3.5" fill="url(#shadow)"/><g transform="rotate(-10 50 50) translate(50 50) scale(0.82) translate(-50 -50)">${item}</g>`,
      );
    }
    case 3:
      return drawing(
        backdropDefs(lighter(scene.backdrop, 0.4)) + fabric,
        `<rect width="100" height="100" fill="url(#bg)"/>${PROPS}<g transform="rotate(8 50 50) translate(50 50) scale(0.7) translate(-50 -50)">${item}</g>`,
      );
  }
}

function flatlayDrawing(scene: Extract<Scene, { type: "flatlay" }>): Drawing {
  // Up to three items on a diagonal, the first largest, as in a styled blog photo.
  const slots = [
    { x: 34, y: 36, scale: 0.58, angle: -8 },
    { x: 70, y: 64, scale: 0.5, angle: 10 },
    { x: 30, y: 76, scale: 0.36, angle: -18 },
  ];
  const items = scene.kinds.slice(0, slots.length).map((kind, i) => {
    const slot = slots[i] ?? { x: 50, y: 50, scale: 0.5, angle: 0 };
    const item = SILHOUETTES[kind](paintFor(scene.colors[i] ?? "#888888"));
    return `<g transform="translate(${slot.x} ${slot.y}) rotate(${slot.angle}) scale(${slot.scale}) translate(-50 -50)">${item}</g>`;
  });
  return drawing(backdropDefs(scene.backdrop), `<rect width="100" height="100" fill="url(#bg)"/>${PROPS}${items.join("")}`);
}

/** The SVG source of a scene, `size` pixels square. */
export function sceneSvg(scene: Scene, size: number): string {
  const { defs, body } =
    scene.type === "product"
      ? productDrawing(scene)
      : scene.type === "flatlay"
        ? flatlayDrawing(scene)
        : drawing(patternDef("fabric", scene.pattern, 2.5), `<rect width="100" height="100" fill="url(#fabric)"/>`);
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${size}" height="${size}" viewBox="0 0 100 100"><defs>${defs}</defs>${body}</svg>`;
}
