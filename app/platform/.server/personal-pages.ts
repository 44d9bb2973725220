/**
 * The `headers` of the pages that show one visitor's own things — the cart, the checkout, an
 * order received — for the page and its data requests alike: no cache keeps them, neither a
 * shared one (a proxy would hand one shopper's cart to the next) nor the browser's (the back
 * button on a shared computer).
 */
export const personalPageHeaders = () => ({ "Cache-Control": "no-store, private" });
