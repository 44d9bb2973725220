/** Messages of the listing area, merged into the catalogue by ../vi.ts. */
export const listingMessages = {
} as const;
