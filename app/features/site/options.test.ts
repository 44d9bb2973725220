import { describe, expect, it } from "vitest";
import { parseSiteOptions } from "./options";

describe("parseSiteOptions", () => {
  it("reads stored values", () => {
    const o = parseSiteOptions([
      { name: "blogname", value: "Cửa Hàng Xinh" },
      { name: "store_notice", value: { id: "a1", enabled: true, text: "Miễn phí giao hàng" } },
    ]);
    expect(o.blogname).toBe("Cửa Hàng Xinh");
    expect(o.store_notice).toEqual({ id: "a1", enabled: true, text: "Miễn phí giao hàng" });
  });
  it("falls back to defaults for missing or malformed values", () => {
    const o = parseSiteOptions([{ name: "store_notice", value: { id: "bad id with spaces", enabled: "yes" } }]);
    expect(o.blogname).toBe("Cửa hàng");
    expect(o.store_notice.enabled).toBe(false);
    expect(o.coming_soon_banner.enabled).toBe(false);
  });
});
