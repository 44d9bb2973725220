/** A product's page (WooCommerce's Vietnamese permalink), on its own so other features link to it without the card's code. */
export const productUrl = (slug: string) => `/san-pham/${slug}/`;
