import { describe, expect, it } from "vitest";
import { CONTACT_FORMS } from "../../../../db/seed/content/contact-forms";
import { fieldLabels } from "./staff-messages";

describe("a contact form's field labels, for the inbox", () => {
  it("reads the demo message form's labels in its order, an acceptance by what it encloses", () => {
    const template = CONTACT_FORMS.find((f) => f.slug === "lien-he")!.template;
    expect(Object.entries(fieldLabels(template))).toEqual([
      ["your-name", "Họ và tên"],
      ["your-email", "E-mail"],
      ["your-phone", "Số điện thoại"],
      ["your-subject", "Chủ đề"],
      ["your-message", "Lời nhắn"],
      ["your-consent", "Tôi đồng ý để cửa hàng lưu các thông tin trên để trả lời tôi."],
    ]);
  });

  it("keeps the first label of a field named twice, and leaves out a tag outside any label", () => {
    expect(fieldLabels("<label>Tên [text a]</label> <label>Lại [text a]</label> [email b] <label>\n  Ghi chú\n [textarea* c x:1] </label>")).toEqual({ a: "Tên", c: "Ghi chú" });
  });
});
