import { describe, expect, it } from "vitest";
import { t } from "./index";
import { vi } from "./vi";

describe("t", () => {
  it("returns the Vietnamese text of a key", () => {
    expect(t("cart.empty")).toBe("Chưa có sản phẩm nào trong giỏ hàng.");
  });
  it("fills placeholders, keeping unknown ones visible", () => {
    expect(t("shop.resultCount", { from: 1, to: 24, total: 64 })).toBe("Hiển thị 1–24 trong 64 kết quả");
    expect(t("site.cartCount", {})).toBe("Giỏ hàng, {count} sản phẩm");
  });
  it("has no empty message", () => {
    for (const [key, text] of Object.entries(vi)) expect(text.trim(), key).not.toBe("");
  });
});
