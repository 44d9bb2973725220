import { describe, expect, it } from "vitest";
import { readAddToCartParams } from "./add-to-cart-params";

const link = (query: string) => readAddToCartParams(new URLSearchParams(query), "add-to-cart");
const posted = (fields: Record<string, string>) => {
  const form = new FormData();
  for (const [name, value] of Object.entries(fields)) form.append(name, value);
  return readAddToCartParams(form, "product_id");
};

describe("readAddToCartParams", () => {
  it("reads a link's product, quantity, variation and options", () => {
    expect(link("add-to-cart=12&quantity=3&variation_id=73&attribute_pa_mau-sac=do&attribute_pa_kich-thuoc=m&utm_source=zalo")).toEqual({
      ok: true,
      request: { productId: 12, quantity: 3, variationId: 73, attributes: { "attribute_pa_mau-sac": "do", "attribute_pa_kich-thuoc": "m" } },
    });
  });

  it("reads posted fields the same way, trimmed; an empty quantity is one, an empty or 0 variation none", () => {
    const none = { ok: true, request: { productId: 5, quantity: 1, variationId: null, attributes: {} } };
    expect(posted({ product_id: " 5 ", quantity: "" })).toEqual(none);
    expect(posted({ product_id: "5", variation_id: "0" })).toEqual(none);
    expect(posted({ product_id: "5", variation_id: "" })).toEqual(none);
  });

  it("refuses, as an unknown product, an id that can name no row, so that it never reaches a query", () => {
    for (const query of ["add-to-cart=", "add-to-cart=abc", "add-to-cart=-3", "add-to-cart=1.5", "add-to-cart=0", "add-to-cart=2147483648",
      "add-to-cart=5&variation_id=abc", "add-to-cart=5&variation_id=-1", "add-to-cart=5&variation_id=2147483648"]) {
      expect(link(query), query).toEqual({ ok: false, error: { code: "not_found" } });
    }
  });

  it("passes a quantity that is not a whole number up to 9999 on as 0, for the cart to refuse with the product's address", () => {
    for (const quantity of ["0", "-2", "hai", "1.5", "10000", "2147483648", "99999999999999999999"]) {
      expect(link(`add-to-cart=5&quantity=${quantity}`), quantity).toEqual({ ok: true, request: { productId: 5, quantity: 0, variationId: null, attributes: {} } });
    }
  });

  it("leaves out, as not chosen, an option whose value has control characters", () => {
    expect(link("add-to-cart=5&attribute_pa_size=m%00&attribute_pa_color=do")).toEqual({
      ok: true,
      request: { productId: 5, quantity: 1, variationId: null, attributes: { attribute_pa_color: "do" } },
    });
  });

  it("keeps only attribute_pa_ options with a short name, and cuts long values", () => {
    const read = link(`add-to-cart=5&attribute_color=red&attribute_pa_${"x".repeat(61)}=a&attribute_pa_size=${"m".repeat(300)}`);
    expect(read).toEqual({ ok: true, request: { productId: 5, quantity: 1, variationId: null, attributes: { attribute_pa_size: "m".repeat(200) } } });
  });
});
