import { describe, expect, it } from "vitest";
import { t } from "./index";
import { vi } from "./vi";

describe("t", () => {
  it("returns the Vietnamese text of a key", () => {
    expect(t("site.skipToContent")).toBe("Chuyển đến nội dung");
  });
  it("fills placeholders, keeping unknown ones visible", () => {
    expect(t("product.inStockCount", { count: 3 })).toBe("Còn 3 sản phẩm");
    expect(t("site.cartCount", {})).toBe("Giỏ hàng, {count} sản phẩm");
  });
  it("has no empty message", () => {
    for (const [key, text] of Object.entries(vi)) expect(text.trim(), key).not.toBe("");
  });
});
