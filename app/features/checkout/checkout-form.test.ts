import { describe, expect, it } from "vitest";
import { checkField, readAddressForm, readCheckoutForm, recheckField } from "./checkout-form";

const valid = {
  billing_full_name: " Trần Văn Minh ",
  billing_phone: "(090) 123-4567",
  billing_email: "minh@example.vn",
  billing_province: "Đà Nẵng",
  billing_ward: "Phường Hải Châu",
  billing_address_1: "45 Bạch Đằng",
  order_comments: "",
  shipping_method: "flat_rate",
  payment_method: "cod",
  terms: "on",
  checkout_token: "abcdefghijklmnop1234",
  cart_hash: "0123456789abcdef0123456789abcdef",
};
const form = (fields: Record<string, string>) => {
  const f = new FormData();
  for (const [k, v] of Object.entries(fields)) f.append(k, v);
  return f;
};

describe("readCheckoutForm", () => {
  it("reads a complete form: trimmed, the phone normalised, billing address used for delivery", () => {
    const read = readCheckoutForm(form(valid));
    expect(read.ok).toBe(true);
    if (!read.ok) return;
    expect(read.input).toEqual({
      billing: { fullName: "Trần Văn Minh", phone: "0901234567", email: "minh@example.vn", province: "Đà Nẵng", ward: "Phường Hải Châu", street: "45 Bạch Đằng" },
      shipping: null,
      note: "",
      shippingMethod: "flat_rate",
      paymentMethod: "cod",
      token: "abcdefghijklmnop1234",
      cartHash: "0123456789abcdef0123456789abcdef",
    });
  });

  it("names every field in error, in Vietnamese, and keeps what was typed", () => {
    const read = readCheckoutForm(form({ ...valid, billing_full_name: "", billing_phone: "12345", billing_email: "minh@", billing_province: "Sài Gòn", terms: "" }));
    expect(read.ok).toBe(false);
    if (read.ok) return;
    expect(Object.keys(read.errors)).toEqual(["billing_full_name", "billing_phone", "billing_province", "billing_email", "terms"]);
    expect(read.errors.billing_phone).toBe("Số điện thoại không hợp lệ: cần 6–15 chữ số, có thể bắt đầu bằng dấu +.");
    expect(read.values.billing_email).toBe("minh@");
  });

  it("checks the delivery address only when shipping elsewhere", () => {
    const elsewhere = readCheckoutForm(form({ ...valid, ship_to_different_address: "1", shipping_full_name: "Lê Hoa", shipping_phone: "0087 654 321" }));
    expect(elsewhere.ok).toBe(false);
    if (elsewhere.ok) return;
    expect(Object.keys(elsewhere.errors)).toEqual(["shipping_province", "shipping_ward", "shipping_address_1"]);
    const complete = readCheckoutForm(
      form({ ...valid, ship_to_different_address: "1", shipping_full_name: "Lê Hoa", shipping_phone: "0087 654 321", shipping_province: "Huế", shipping_ward: "Phường Thuận Hóa", shipping_address_1: "3 Lê Lợi" }),
    );
    expect(complete.ok && complete.input.shipping).toEqual({ fullName: "Lê Hoa", phone: "+87654321", province: "Huế", ward: "Phường Thuận Hóa", street: "3 Lê Lợi" });
  });
});

describe("checkField", () => {
  it("bounds lengths and wants the e-mail rule's top-level domain", () => {
    expect(checkField("order_comments", "x".repeat(2001))).toBe("Nội dung quá dài (tối đa 2000 ký tự).");
    expect(checkField("billing_email", "a@b.c")).toBe("Địa chỉ email không hợp lệ.");
    expect(checkField("billing_email", "an@shop.vn")).toBeNull();
  });

  it("refuses control characters in any field (PostgreSQL cannot store a NUL), and keeps line breaks in the note", () => {
    const refused = "Nội dung có ký tự điều khiển, không thể lưu. Vui lòng nhập lại.";
    expect(checkField("billing_full_name", "Lan\u0000")).toBe(refused);
    expect(checkField("order_comments", "giao sáng\u001b")).toBe(refused);
    expect(checkField("payment_method", "cod\u0000")).toBe(refused);
    expect(checkField("order_comments", "giao sáng\r\ngọi trước\t10 phút")).toBeNull();
  });
});

describe("readAddressForm", () => {
  it("reads one address under the checkout's rules, the billing one with its e-mail", () => {
    expect(readAddressForm(form(valid), "billing")).toEqual({
      ok: true,
      values: {
        billing_full_name: " Trần Văn Minh ",
        billing_phone: "(090) 123-4567",
        billing_email: "minh@example.vn",
        billing_province: "Đà Nẵng",
        billing_ward: "Phường Hải Châu",
        billing_address_1: "45 Bạch Đằng",
      },
      address: { fullName: "Trần Văn Minh", phone: "0901234567", email: "minh@example.vn", province: "Đà Nẵng", ward: "Phường Hải Châu", street: "45 Bạch Đằng" },
    });
  });

  it("answers each field's error, the delivery address without an e-mail field", () => {
    const read = readAddressForm(form({ shipping_full_name: "Lê Hoa", shipping_phone: "0901234567", shipping_province: "Sài Gòn", shipping_ward: "", shipping_address_1: "1 Lê Lợi\u0000" }), "shipping");
    expect(read.ok).toBe(false);
    if (read.ok) return;
    expect(Object.keys(read.errors)).toEqual(["shipping_province", "shipping_ward", "shipping_address_1"]);
    expect(read.errors.shipping_province).toBe(checkField("shipping_province", "Sài Gòn"));
  });
});

describe("recheckField", () => {
  it("adds, keeps or drops the field's error, and answers the same object when nothing changed", () => {
    const none = {};
    const wrong = recheckField(none, "billing_phone", "12");
    expect(wrong).toEqual({ billing_phone: expect.any(String) });
    expect(recheckField(wrong, "billing_phone", "13")).toBe(wrong);
    expect(recheckField(wrong, "billing_phone", "0912345678")).toEqual({});
    expect(recheckField(none, "billing_phone", "0912345678")).toBe(none);
  });
});
