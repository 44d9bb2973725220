/** Types of compress-assets.mjs (a plain script, run by `npm run build` without a compiler). */
export const COMPRESSED_STAMP: string;
/** Writes .br and .gz twins beside the text assets under `root`; answers how many files got one. */
export function compressAssets(root: string): Promise<number>;
