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

  it("defaults the theme options and shop settings to the spec's values", () => {
    const o = parseSiteOptions([{ name: "theme_options", value: { sticky_header_height: "tall" } }]);
    expect(o.theme_options.sticky_header_height).toBe(70);
    expect(o.theme_options.swatches_box_reset_time).toBe(300);
    expect(o.theme_options.theme_version).toBe("3.18.5");
    expect(o.theme_options.mini_cart_reveal).toBe(true);
    expect(o.woocommerce_settings.cart_redirect_after_add).toBe("no");
  });

  it("keeps stored settings and fills in the ones saved before they existed", () => {
    const o = parseSiteOptions([
      { name: "theme_options", value: { swatches_box_reset_time: 800, swatches: { card_select_on: "click" } } },
    ]);
    expect(o.theme_options.swatches_box_reset_time).toBe(800);
    expect(o.theme_options.swatches.card_select_on).toBe("click");
    expect(o.theme_options.swatches.card_limit).toBe(4);
    expect(o.theme_options.sticky_header_height).toBe(70);
  });
});
