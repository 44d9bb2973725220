import { describe, expect, it } from "vitest";
import { addedSeveralToCartMessage } from "./added-notice";

describe("the notice after a grouped product's form", () => {
  it("names each product added, with its quantity when more than one, as WooCommerce's list", () => {
    expect(addedSeveralToCartMessage([{ name: "Ấm trà", quantity: 2 }, { name: "Chén trà", quantity: 1 }])).toBe("2 × “Ấm trà” và “Chén trà” đã được thêm vào giỏ hàng.");
    expect(addedSeveralToCartMessage([{ name: "A", quantity: 1 }, { name: "B", quantity: 1 }, { name: "C", quantity: 3 }])).toBe("“A”, “B” và 3 × “C” đã được thêm vào giỏ hàng.");
  });

  it("is the single add's notice for one product", () => {
    expect(addedSeveralToCartMessage([{ name: "Ấm trà", quantity: 1 }])).toBe("“Ấm trà” đã được thêm vào giỏ hàng.");
  });
});
