/** Messages of the product-page area, merged into the catalogue by ../vi.ts. */
export const productPageMessages = {
} as const;
