import { describe, expect, it } from "vitest";
import { buttonFields, productFormFields } from "./request-fields";

describe("buttonFields", () => {
  it("posts every data attribute under its dataset name", () => {
    const fields = buttonFields({ product_id: "42", quantity: "1", product_sku: "AO-01", success_message: "“Áo” đã được thêm vào giỏ hàng" });
    expect(fields.toString()).toBe(
      "product_id=42&quantity=1&product_sku=AO-01&success_message=%E2%80%9C%C3%81o%E2%80%9D+%C4%91%C3%A3+%C4%91%C6%B0%E1%BB%A3c+th%C3%AAm+v%C3%A0o+gi%E1%BB%8F+h%C3%A0ng",
    );
  });
  it("keeps an empty attribute and leaves out a missing one", () => {
    expect(buttonFields({ product_id: "7", product_sku: "", gone: undefined }).toString()).toBe("product_id=7&product_sku=");
  });
});

describe("productFormFields", () => {
  it("takes the product from the button that submitted the form, then quantity, variation and attributes", () => {
    const entries: Array<[string, string]> = [
      ["attribute_pa_mau-sac", "do"],
      ["attribute_pa_kich-thuoc", "m"],
      ["quantity", "2"],
      ["add-to-cart", "12"],
      ["product_id", "12"],
      ["variation_id", "15"],
      ["_wpnonce", "abc"],
    ];
    expect([...productFormFields(entries, "12")]).toEqual([
      ["product_id", "12"],
      ["attribute_pa_mau-sac", "do"],
      ["attribute_pa_kich-thuoc", "m"],
      ["quantity", "2"],
      ["variation_id", "15"],
    ]);
  });
  it("falls back to the form's own product field when no button says which product", () => {
    expect(productFormFields([["quantity", "1"], ["product_id", "9"]], null).get("product_id")).toBe("9");
    expect(productFormFields([["add-to-cart", "8"], ["quantity", "1"]]).get("product_id")).toBe("8");
  });
});
