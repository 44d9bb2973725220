import { describe, expect, it } from "vitest";
import { settingsApplied } from "./.server/settings";
import { parseSiteOptions } from "./options";
import { fieldErrors, shopSettingsSchema, shopSettingsView } from "./settings";

const schema = shopSettingsSchema(["Hà Nội"]);
const refused = (body: unknown) => {
  const checked = schema.safeParse(body);
  return checked.success ? null : fieldErrors(checked.error);
};

describe("the theme's settings (the settings screen's 'Giao diện')", () => {
  it("takes a back label of 1 to 40 characters, trimmed", () => {
    expect(schema.parse({ menus: { back_label: "  Quay lại  " } }).menus).toEqual({ back_label: "Quay lại" });
    expect(refused({ menus: { back_label: "Đ".repeat(40) } })).toBeNull();
    expect(refused({ menus: { back_label: "   " } })).toEqual({ "menus.back_label": "Hãy nhập nhãn của nút quay lại trong menu điện thoại." });
    expect(refused({ menus: { back_label: "Đ".repeat(41) } })).toEqual({ "menus.back_label": "Tối đa 40 ký tự." });
  });

  it("takes a sticky header height of 56 to 120 whole px", () => {
    expect(refused({ header: { sticky_height: 56 } })).toBeNull();
    expect(refused({ header: { sticky_height: 120 } })).toBeNull();
    for (const bad of [55, 121, 70.5, Number.NaN, "80"]) {
      expect(refused({ header: { sticky_height: bad } })).toEqual({ "header.sticky_height": "Nhập một số nguyên từ 56 đến 120." });
    }
    expect(refused({ header: { sticky_height: 80, extra: 1 } })).toEqual({ header: "Giá trị không hợp lệ." });
  });

  it("writes both into the theme options, the others kept", () => {
    const o = parseSiteOptions([{ name: "theme_options", value: { swatches_box_reset_time: 900 } }]);
    expect(shopSettingsView(o).header).toEqual({ sticky_height: 70 });
    const changed = settingsApplied(o, { menus: { back_label: "Quay lại" }, header: { sticky_height: 84 } });
    expect(Object.keys(changed)).toEqual(["theme_options"]);
    expect(changed.theme_options).toEqual({ ...o.theme_options, mobile_menu_back_label: "Quay lại", sticky_header_height: 84 });
    expect(changed.theme_options!.swatches_box_reset_time).toBe(900);
    expect(settingsApplied(o, { header: { sticky_height: 60 } }).theme_options).toMatchObject({ mobile_menu_back_label: "Menu chính", sticky_header_height: 60 });
  });
});
