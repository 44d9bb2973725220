/**
 * How wide the gallery draws its pictures, for their `sizes`: the browser picks the rendition
 * from it before any layout, so it follows the layout's own sums. Below 850 px the main picture
 * spans the page less its 1 rem margins, and a thumbnail a quarter of that less the three
 * 0.5 rem gaps and its 2 px border each side (85 px on a 412 px phone: the 150 px rendition at a
 * 1.75 pixel ratio, where `25vw` took the 400 px one). From 850 px the gallery is a column of at
 * most 568 px.
 */
export const SLIDE_SIZES = "(min-width: 850px) 568px, calc(100vw - 2rem)";
export const THUMB_SIZES = "(min-width: 850px) 135px, calc((100vw - 3.5rem) / 4 - 4px)";
