/** Messages of the gallery area, merged into the catalogue by ../vi.ts. */
export const galleryMessages = {
} as const;
