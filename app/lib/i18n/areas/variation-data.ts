import { translator } from "../format";

/**
 * Messages of the variations form's `data-product_variations`, which only the server writes: kept
 * out of the messages the browser loads.
 */
export const variationDataMessages = {
  /** A weight or dimensions the shop does not give (WooCommerce's "N/A"). */
  "variationData.notApplicable": "Không có",
} as const;

export const tVariationData = translator(variationDataMessages);
