/** Shop prices are whole thousands of đồng, as Vietnamese shops print them. */
export function roundToThousand(amount: number): number {
  return Math.round(amount / 1000) * 1000;
}

/** A sale price `percent` % below `regular`, rounded, and always strictly below it (schema check). */
export function discounted(regular: number, percent: number): number {
  const sale = roundToThousand((regular * (100 - percent)) / 100);
  return Math.min(sale, regular - 1000);
}
