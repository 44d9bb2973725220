import { describe, expect, it } from "vitest";
import { readAddToCartForm } from "./add-to-cart-form";

const form = (fields: Record<string, string>) => {
  const data = new FormData();
  for (const [name, value] of Object.entries(fields)) data.append(name, value);
  return data;
};

describe("readAddToCartForm", () => {
  it("reads WooCommerce's fields: the product, an empty quantity as one, the variation and its options", () => {
    const read = readAddToCartForm(form({ "add-to-cart": "12", quantity: "", variation_id: "40", "attribute_pa_mau-sac": "do" }));
    expect(read.success && read.data).toEqual({ productId: 12, quantity: 1, variationId: 40, attributes: { "attribute_pa_mau-sac": "do" } });
  });

  it("refuses ids past PostgreSQL's integer before any query", () => {
    expect(readAddToCartForm(form({ "add-to-cart": "2147483647" })).success).toBe(true);
    expect(readAddToCartForm(form({ "add-to-cart": "2147483648" })).success).toBe(false);
    expect(readAddToCartForm(form({ "add-to-cart": "5", variation_id: "9999999999" })).success).toBe(false);
  });

  it("leaves out, as not chosen, an option whose value has control characters", () => {
    const read = readAddToCartForm(form({ "add-to-cart": "5", variation_id: "40", attribute_pa_size: "m\u0000", "attribute_pa_mau-sac": "do" }));
    expect(read.success && read.data.attributes).toEqual({ "attribute_pa_mau-sac": "do" });
  });
});
