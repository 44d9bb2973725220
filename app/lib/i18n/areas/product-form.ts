/** Messages of the product-form area, merged into the catalogue by ../vi.ts. */
export const productFormMessages = {
} as const;
