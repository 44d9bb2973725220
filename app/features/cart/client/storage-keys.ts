/**
 * Where the cart's scripts keep the cart (session storage; the hash also in local storage, where
 * other tabs see it change). Apart from the store itself: the page's first-use listener reads
 * them too.
 */
export const STORAGE_KEYS = { fragments: "wc_fragments", hash: "wc_cart_hash", created: "wc_cart_created" } as const;
