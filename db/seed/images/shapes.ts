/**
 * Product drawings: flat SVG silhouettes on a 100 × 100 canvas, roughly within 8…92, so one
 * scene can place, scale and rotate any of them. Shapes only, no text: librsvg then needs no fonts.
 */

export type Paint = {
  /** Main surface: a colour or `url(#fabric)` for a patterned fabric. */
  fill: string;
  dark: string;
  light: string;
  /** Outline, so white items stay visible on light backdrops. */
  line: string;
};

const METAL = "#C9CED3";
const GOLD = "#D4AF37";

const outline = (c: Paint, width = 0.6) => `stroke="${c.line}" stroke-width="${width}" stroke-linejoin="round"`;

const shirt = (c: Paint) => `
<path d="M37 16 L26 20 Q19 23 17 34 L12 77 L21 79 L29 42 L29 88 L71 88 L71 42 L79 79 L88 77 L83 34 Q81 23 74 20 L63 16 Q50 24 37 16 Z" fill="${c.fill}" ${outline(c)}/>
<path d="M12.7 72 L21.9 74 M87.3 72 L78.1 74" stroke="${c.dark}" stroke-width="0.8"/>
<path d="M37 16 L43 28 L50 21 L57 28 L63 16 Q50 22 37 16 Z" fill="${c.fill}" ${outline(c)}/>
<path d="M50 21 L50 88" stroke="${c.dark}" stroke-width="0.7"/>
${[32, 44, 56, 68, 80].map((y) => `<circle cx="52.2" cy="${y}" r="0.9" fill="${c.dark}"/>`).join("")}
<path d="M33 37 h9 v9 q-4.5 2 -9 0 z" fill="none" stroke="${c.dark}" stroke-width="0.5"/>`;

const tshirt = (c: Paint) => `
<path d="M38 15 L26 19 L12 33 L21 44 L29 38 L29 88 L71 88 L71 38 L79 44 L88 33 L74 19 L62 15 Q50 25 38 15 Z" fill="${c.fill}" ${outline(c)}/>
<path d="M38 15 Q50 25 62 15" fill="none" stroke="${c.dark}" stroke-width="1.6"/>
<path d="M14.5 36 L22.5 44 M85.5 36 L77.5 44 M29 85 L71 85" stroke="${c.dark}" stroke-width="0.6"/>`;

const blouse = (c: Paint) => `
<path d="M40 16 L30 19 Q16 22 13 36 Q17 47 26 42 L28 40 L25 88 L75 88 L72 40 L74 42 Q83 47 87 36 Q84 22 70 19 L60 16 Q50 22 40 16 Z" fill="${c.fill}" ${outline(c)}/>
<path d="M15 40 Q19 45 26 42 M85 40 Q81 45 74 42" fill="none" stroke="${c.dark}" stroke-width="0.8"/>
<path d="M50 21 L42 16.5 L42 26 Z M50 21 L58 16.5 L58 26 Z" fill="${c.dark}"/>
<path d="M49 22 L45 34 M51 22 L55 34" stroke="${c.dark}" stroke-width="1.3" stroke-linecap="round"/>
<circle cx="50" cy="21.5" r="2" fill="${c.dark}"/>`;

const dress = (c: Paint) => `
<path d="M41 9 L43 9 L44 22 L56 22 L57 9 L59 9 L60 24 Q63 34 58 42 L79 88 Q50 94 21 88 L42 42 Q37 34 40 24 Z" fill="${c.fill}" ${outline(c)}/>
<path d="M42 42 Q50 45.5 58 42" fill="none" stroke="${c.dark}" stroke-width="1"/>
<path d="M46 46 L38 89 M54 46 L62 89 M50 46 L50 90.5" stroke="${c.dark}" stroke-width="0.4" opacity="0.6"/>`;

const skirt = (c: Paint) => `
<path d="M31 27 L69 27 L81 84 Q50 91 19 84 Z" fill="${c.fill}" ${outline(c)}/>
<rect x="31" y="19" width="38" height="8" rx="1.5" fill="${c.dark}" ${outline(c)}/>
<path d="M40 28 L34 86 M50 28 L50 88 M60 28 L66 86" stroke="${c.dark}" stroke-width="0.4" opacity="0.6"/>`;

const pants = (c: Paint) => `
<path d="M31 13 L69 13 L73 88 L55 88 L50 36 L45 88 L27 88 Z" fill="${c.fill}" ${outline(c)}/>
<rect x="31" y="13" width="38" height="5" fill="${c.dark}" opacity="0.55"/>
${[35, 44, 56, 65].map((x) => `<rect x="${x - 0.8}" y="12.5" width="1.6" height="6.5" fill="${c.dark}"/>`).join("")}
<path d="M50 18 L50 33 M33 18 Q38 25 43 18 M57 18 Q62 25 67 18" fill="none" stroke="${c.light}" stroke-width="0.7"/>
<path d="M27.5 84 L45.4 84 M54.6 84 L72.5 84" stroke="${c.light}" stroke-width="0.6"/>`;

const shoe = (c: Paint) => `
<path d="M10 65 Q9 52 20 51 L37 49 Q44 36 56 36 L62 37 Q66 48 77 52 Q89 56 91 62 L91 66 L10 66 Z" fill="${c.fill}" ${outline(c)}/>
<path d="M8 66 L93 66 Q93 73 86 73.5 L13 73.5 Q8 73 8 66 Z" fill="${c.light}" ${outline(c)}/>
<path d="M11 64 Q14 54 24 52" fill="none" stroke="${c.dark}" stroke-width="0.8"/>
<path d="M53 42 L60 40 M55 46.5 L63 44.5 M58 51 L66.5 49" stroke="${c.light}" stroke-width="1.1" stroke-linecap="round"/>`;

const sandal = (c: Paint) => `
<path d="M10 70 Q10 62 21 62 L80 60 Q92 60 92 66 Q92 72 80 72 L21 72 Q10 72 10 70 Z" fill="${c.light}" ${outline(c)}/>
<path d="M10 70 L10 74 Q12 77 21 77 L80 77 Q92 76 92 72" fill="${c.dark}" ${outline(c)}/>
<path d="M36 63 Q46 38 62 61" fill="none" stroke="${c.fill}" stroke-width="7" stroke-linecap="round"/>
<path d="M58 61.5 Q69 46 80 60" fill="none" stroke="${c.fill}" stroke-width="5" stroke-linecap="round"/>`;

const bag = (c: Paint) => `
<path d="M36 38 Q36 14 50 14 Q64 14 64 38" fill="none" stroke="${c.dark}" stroke-width="3.5" stroke-linecap="round"/>
<path d="M20 38 L80 38 L86 84 Q86 88 82 88 L18 88 Q14 88 14 84 Z" fill="${c.fill}" ${outline(c)}/>
<path d="M20 38 L80 38 L78 56 Q50 64 22 56 Z" fill="${c.dark}" opacity="0.35"/>
<rect x="46" y="55" width="8" height="6" rx="1" fill="${GOLD}"/>`;

const tote = (c: Paint) => `
<path d="M29 35 Q32 6 44 35 M56 35 Q68 6 71 35" fill="none" stroke="${c.dark}" stroke-width="2.6" stroke-linecap="round"/>
<path d="M22 34 L78 34 L83 88 L17 88 Z" fill="${c.fill}" ${outline(c)}/>
<path d="M22.4 39 L77.6 39" stroke="${c.dark}" stroke-width="0.5" stroke-dasharray="1.2 1"/>`;

const backpack = (c: Paint) => `
<path d="M40 20 Q40 9 50 9 Q60 9 60 20" fill="none" stroke="${c.dark}" stroke-width="2.6"/>
<rect x="24" y="18" width="52" height="70" rx="14" fill="${c.fill}" ${outline(c)}/>
<rect x="32" y="56" width="36" height="24" rx="6" fill="${c.dark}" opacity="0.5"/>
<path d="M30 40 Q50 30 70 40" fill="none" stroke="${c.light}" stroke-width="0.8"/>
<rect x="48" y="35.2" width="4" height="2.4" rx="0.6" fill="${METAL}"/>`;

const wallet = (c: Paint) => `
<rect x="26" y="25" width="28" height="12" rx="1.5" fill="${c.light}" ${outline(c)}/>
<rect x="16" y="32" width="68" height="40" rx="5" fill="${c.fill}" ${outline(c)}/>
<rect x="19.5" y="35.5" width="61" height="33" rx="3" fill="none" stroke="${c.light}" stroke-width="0.5" stroke-dasharray="1.5 1.2"/>
<path d="M50 32 L50 72" stroke="${c.dark}" stroke-width="0.8"/>`;

const watch = (c: Paint) => `
<rect x="40" y="5" width="20" height="90" rx="4" fill="${c.fill}" ${outline(c)}/>
${[78, 83, 88].map((y) => `<circle cx="50" cy="${y}" r="0.9" fill="${c.dark}"/>`).join("")}
<rect x="69" y="46.5" width="4" height="7" rx="1" fill="${METAL}"/>
<circle cx="50" cy="50" r="20" fill="${METAL}" stroke="#8C9196" stroke-width="0.6"/>
<circle cx="50" cy="50" r="16.5" fill="#FAFAF7"/>
${Array.from({ length: 12 }, (_, i) => `<path d="M50 35.5 L50 ${i % 3 === 0 ? 38.5 : 37}" stroke="#333" stroke-width="${i % 3 === 0 ? 0.9 : 0.5}" transform="rotate(${i * 30} 50 50)"/>`).join("")}
<path d="M50 50 L50 40 M50 50 L59 54" stroke="#222" stroke-width="1.1" stroke-linecap="round"/>
<circle cx="50" cy="50" r="1.1" fill="#222"/>`;

const sunglasses = (c: Paint) => `
<path d="M46 42 Q50 37 54 42" fill="none" stroke="${c.fill}" stroke-width="2.5"/>
<path d="M14 42 L6 39 M86 42 L94 39" stroke="${c.fill}" stroke-width="2.5" stroke-linecap="round"/>
${[0, 1]
  .map(
    (side) => `<g transform="${side ? "translate(100 0) scale(-1 1)" : ""}">
<path d="M13 42 Q13 35 20 35 L42 35 Q47 35 47 42 Q47 59 32 61 Q15 61 13 48 Z" fill="${c.fill}" ${outline(c)}/>
<path d="M16 42 Q16 38 21 38 L41 38 Q44 38 44 42 Q44 56 32 58 Q18 58 16 48 Z" fill="#1E2328" opacity="0.9"/>
<path d="M22 41 L28 41 L20 53 Z" fill="#FFFFFF" opacity="0.18"/></g>`,
  )
  .join("")}`;

const belt = (c: Paint) => `
<rect x="6" y="44" width="70" height="12" rx="2" fill="${c.fill}" ${outline(c)}/>
<path d="M8 46.5 L74 46.5 M8 53.5 L74 53.5" stroke="${c.light}" stroke-width="0.4" stroke-dasharray="1.2 1"/>
${[18, 25, 32, 39].map((x) => `<circle cx="${x}" cy="50" r="1" fill="${c.dark}"/>`).join("")}
<rect x="74" y="39" width="17" height="22" rx="3" fill="none" stroke="${METAL}" stroke-width="2.8"/>
<path d="M74 50 L88 50" stroke="${METAL}" stroke-width="1.6" stroke-linecap="round"/>`;

const hat = (c: Paint) => `
<ellipse cx="50" cy="62" rx="39" ry="10" fill="${c.fill}" ${outline(c)}/>
<path d="M29 62 Q26 28 50 25 Q74 28 71 62 Z" fill="${c.fill}" ${outline(c)}/>
<path d="M28.3 53 Q50 58 71.7 53 L71.3 59 Q50 64 28.7 59 Z" fill="${c.dark}" opacity="0.6"/>
<path d="M21 64 Q50 72 79 64" fill="none" stroke="${c.dark}" stroke-width="0.5" stroke-dasharray="1.2 1"/>`;

const scarf = (c: Paint) => `
<rect x="22" y="22" width="56" height="56" rx="2" transform="rotate(45 50 50)" fill="${c.fill}" ${outline(c)}/>
<rect x="27" y="27" width="46" height="46" transform="rotate(45 50 50)" fill="none" stroke="${c.light}" stroke-width="1.4"/>
<rect x="38" y="38" width="24" height="24" transform="rotate(45 50 50)" fill="none" stroke="${c.light}" stroke-width="0.8"/>
<circle cx="50" cy="50" r="4" fill="${c.light}"/>
${[
  [50, 30],
  [70, 50],
  [50, 70],
  [30, 50],
]
  .map(([x, y]) => `<circle cx="${x}" cy="${y}" r="1.6" fill="${c.light}"/>`)
  .join("")}`;

const pot = (c: Paint) => `
<rect x="11" y="50" width="13" height="5" rx="2.5" fill="${c.dark}"/>
<rect x="76" y="50" width="13" height="5" rx="2.5" fill="${c.dark}"/>
<path d="M22 44 L78 44 L76 80 Q76 86 70 86 L30 86 Q24 86 24 80 Z" fill="${c.fill}" ${outline(c)}/>
<path d="M32 48 L32 82" stroke="#FFFFFF" stroke-width="3" opacity="0.35"/>
<ellipse cx="50" cy="44" rx="30" ry="6" fill="${c.light}" ${outline(c)}/>
<rect x="45" y="32" width="10" height="7" rx="2.5" fill="${c.dark}"/>`;

const fryer = (c: Paint) => `
<rect x="24" y="16" width="52" height="72" rx="13" fill="${c.fill}" ${outline(c)}/>
<rect x="35" y="24" width="30" height="14" rx="3" fill="#15181B"/>
<rect x="39" y="28" width="10" height="6" rx="1" fill="#4FD1C5" opacity="0.85"/>
<circle cx="58" cy="31" r="3" fill="none" stroke="#4FD1C5" stroke-width="0.9" opacity="0.85"/>
<rect x="28" y="50" width="44" height="32" rx="7" fill="${c.dark}" ${outline(c)}/>
<rect x="40" y="61" width="20" height="6" rx="3" fill="${c.light}"/>`;

const mug = (c: Paint) => `
<path d="M66 40 Q83 40 83 54 Q83 69 66 67" fill="none" stroke="${c.fill}" stroke-width="6"/>
<rect x="24" y="30" width="44" height="52" rx="5" fill="${c.fill}" ${outline(c)}/>
<ellipse cx="46" cy="30.5" rx="22" ry="3.5" fill="${c.light}" ${outline(c)}/>
<path d="M24 50 Q29.5 45 35 50 T46 50 T57 50 T68 50" fill="none" stroke="${c.light}" stroke-width="1.6"/>
<path d="M24 58 Q29.5 53 35 58 T46 58 T57 58 T68 58" fill="none" stroke="${c.light}" stroke-width="0.8"/>`;

const lamp = (c: Paint) => `
<circle cx="50" cy="42" r="30" fill="#FFE9A8" opacity="0.45"/>
<path d="M42 50 Q28 62 36 79 Q40 87 50 87 Q60 87 64 79 Q72 62 58 50 Z" fill="${c.fill}" ${outline(c)}/>
<path d="M32 17 L68 17 L79 51 L21 51 Z" fill="${c.light}" ${outline(c)}/>
<path d="M32 17 L68 17 L70 23 L30 23 Z" fill="${c.dark}" opacity="0.2"/>`;

const cushion = (c: Paint) => `
<path d="M18 22 Q50 15 82 22 Q89 50 82 78 Q50 85 18 78 Q11 50 18 22 Z" fill="${c.fill}" ${outline(c)}/>
<path d="M23 27 Q50 21 77 27 Q83 50 77 73 Q50 79 23 73 Q17 50 23 27 Z" fill="none" stroke="${c.dark}" stroke-width="0.6" stroke-dasharray="1.5 1.2"/>
<circle cx="50" cy="50" r="2.2" fill="${c.dark}"/>
<path d="M40 40 Q50 50 40 60 M60 40 Q50 50 60 60" fill="none" stroke="${c.dark}" stroke-width="0.5" opacity="0.5"/>`;

const candle = (c: Paint) => `
<path d="M50 17 Q56 25 50 31 Q44 25 50 17 Z" fill="#F59E0B"/>
<path d="M50 22 Q53 27 50 30 Q47 27 50 22 Z" fill="#FDE68A"/>
<path d="M50 31 L50 37" stroke="#333" stroke-width="0.8"/>
<rect x="28" y="36" width="44" height="52" rx="6" fill="${c.fill}" ${outline(c)}/>
<ellipse cx="50" cy="38" rx="20" ry="3" fill="${c.light}"/>
<rect x="34" y="56" width="32" height="18" rx="2" fill="${c.light}" opacity="0.85"/>
<path d="M40 62 L60 62 M43 67 L57 67" stroke="${c.dark}" stroke-width="0.8"/>`;

const bottle = (c: Paint) => `
<rect x="40" y="12" width="20" height="17" rx="3" fill="${c.dark}" ${outline(c)}/>
<rect x="44" y="28" width="12" height="8" fill="${c.light}" ${outline(c)}/>
<path d="M44 36 Q32 38 32 48 L32 82 Q32 88 38 88 L62 88 Q68 88 68 82 L68 48 Q68 38 56 36 Z" fill="${c.fill}" ${outline(c)}/>
<rect x="37" y="54" width="26" height="22" rx="2" fill="${c.light}" opacity="0.9"/>
<path d="M42 61 L58 61 M44 66 L56 66 M46 70 L54 70" stroke="${c.dark}" stroke-width="0.8"/>`;

const tube = (c: Paint) => `
<path d="M27 13 L73 13 L73 18 L64 74 L36 74 L27 18 Z" fill="${c.fill}" ${outline(c)}/>
<path d="M28 16 L72 16" stroke="${c.dark}" stroke-width="0.5"/>
<rect x="37" y="74" width="26" height="13" rx="2.5" fill="${c.dark}" ${outline(c)}/>
<rect x="38" y="32" width="24" height="24" rx="2" fill="${c.light}" opacity="0.85"/>
<circle cx="50" cy="41" r="5" fill="${c.fill}"/>
<path d="M42 51 L58 51" stroke="${c.dark}" stroke-width="0.8"/>`;

const jar = (c: Paint) => `
<rect x="22" y="48" width="56" height="36" rx="9" fill="${c.fill}" ${outline(c)}/>
<rect x="24" y="34" width="52" height="15" rx="4" fill="${c.dark}" ${outline(c)}/>
<path d="M26 38 L74 38" stroke="${c.light}" stroke-width="0.5" opacity="0.6"/>
<rect x="22" y="58" width="56" height="14" fill="${c.light}" opacity="0.85"/>
<path d="M38 65 L62 65" stroke="${c.dark}" stroke-width="0.9"/>`;

const lipstick = (c: Paint) => `
<rect x="62" y="52" width="18" height="36" rx="3" transform="rotate(-18 71 70)" fill="${GOLD}" stroke="#9C7B1F" stroke-width="0.5"/>
<path d="M36 42 L36 24 Q36 16 54 11 L54 42 Z" fill="${c.fill}" ${outline(c)}/>
<rect x="34" y="42" width="22" height="14" fill="#C9A227" stroke="#9C7B1F" stroke-width="0.5"/>
<rect x="31" y="56" width="28" height="32" rx="2.5" fill="${GOLD}" stroke="#9C7B1F" stroke-width="0.5"/>
<path d="M31 62 L59 62" stroke="#9C7B1F" stroke-width="0.6"/>`;

const towel = (c: Paint) =>
  [
    [66, 0.0],
    [50, 0.18],
    [34, 0.0],
  ]
    .map(
      ([y = 0, shade = 0]) => `
<rect x="17" y="${y}" width="66" height="16" rx="5" fill="${c.fill}" ${outline(c)}/>
<rect x="17" y="${y}" width="66" height="16" rx="5" fill="#000" opacity="${shade}"/>
<path d="M20 ${y + 12} L80 ${y + 12}" stroke="${c.light}" stroke-width="0.8" stroke-dasharray="2 1"/>`,
    )
    .join("");

export const SILHOUETTES = {
  shirt,
  tshirt,
  blouse,
  dress,
  skirt,
  pants,
  shoe,
  sandal,
  bag,
  tote,
  backpack,
  wallet,
  watch,
  sunglasses,
  belt,
  hat,
  scarf,
  pot,
  fryer,
  mug,
  lamp,
  cushion,
  candle,
  bottle,
  tube,
  jar,
  lipstick,
  towel,
} satisfies Record<string, (paint: Paint) => string>;

export type Silhouette = keyof typeof SILHOUETTES;
