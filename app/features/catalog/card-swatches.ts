/** What a card's swatch markup needs (components/CardSwatches.tsx); the behaviour is in card-swatch-rules.ts. */

/** How many swatches a card shows before its "+N" limiter (limit 0: all of them). */
export function swatchLimit(count: number, limit: number): { shown: number; hidden: number } {
  if (limit <= 0 || count <= limit) return { shown: count, hidden: 0 };
  return { shown: limit, hidden: count - limit };
}

/** `attribute_pa_{slug}`: the field WooCommerce reads a variation choice from. */
export const attributeField = (attribute: string) => `attribute_pa_${attribute}`;
