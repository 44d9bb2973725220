/**
 * The listing's behaviour, loaded when first needed (use-listing-behaviour.ts): card swatches on
 * the first pointer, focus or click among them, infinite scroll when the grid's end comes near.
 */
export { attachCardSwatches } from "./card-swatch-controller";
export { startInfiniteScroll } from "./infinite-scroll";
