import { rowId } from "../../../lib/row-id";

const GROUPED_QUANTITY = /^quantity\[(\d{1,10})\]$/;
const QUANTITY = /^\d{1,4}$/;

/**
 * A grouped product's form fields, as WooCommerce's `grouped_form` posts them: `add-to-cart` the
 * group's id and one `quantity[{productId}]` per product of the group. Null when the post has no
 * such field (it is another product's form). A quantity that is not a whole number up to 9999
 * counts as 0, as WooCommerce's `wc_stock_amount` reads it; an id that names no possible row is
 * left out.
 */
export function readGroupedQuantities(fields: Iterable<[string, FormDataEntryValue]>): Map<number, number> | null {
  let grouped = false;
  const quantities = new Map<number, number>();
  for (const [name, value] of fields) {
    const match = GROUPED_QUANTITY.exec(name);
    if (!match) continue;
    grouped = true;
    const id = rowId(match[1]!);
    if (id === null) continue;
    const text = typeof value === "string" ? value.trim() : "";
    quantities.set(id, QUANTITY.test(text) ? Number(text) : 0);
  }
  return grouped ? quantities : null;
}
