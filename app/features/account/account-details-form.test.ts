import { describe, expect, it } from "vitest";
import { readDetailsForm } from "./account-details-form";

const form = (fields: Record<string, string>) => {
  const f = new FormData();
  for (const [k, v] of Object.entries(fields)) f.append(k, v);
  return f;
};
const names = { account_first_name: " Minh ", account_last_name: "Trần", account_display_name: "minh", account_email: " minh@example.vn " };

describe("readDetailsForm", () => {
  it("reads the names and e-mail trimmed, with no password change when its fields are empty", () => {
    expect(readDetailsForm(form({ ...names, password_current: "", password_1: "", password_2: "" }))).toEqual({
      ok: true,
      values: names,
      details: { firstName: "Minh", lastName: "Trần", displayName: "minh", email: "minh@example.vn" },
      password: null,
    });
  });

  it("reads a password change, keeping the passwords as typed", () => {
    const read = readDetailsForm(form({ ...names, password_current: " cu ", password_1: "mới-mật-khẩu ", password_2: "mới-mật-khẩu " }));
    expect(read).toMatchObject({ ok: true, password: { current: " cu ", next: "mới-mật-khẩu " } });
  });

  it("refuses blank names, a bad e-mail, and an incomplete, short or mismatched password change", () => {
    const read = readDetailsForm(form({ account_first_name: " ", account_last_name: "A\u0007", account_display_name: "x".repeat(101), account_email: "minh@", password_1: "1234567" }));
    expect(read).toEqual({
      ok: false,
      values: { account_first_name: " ", account_last_name: "A\u0007", account_display_name: "x".repeat(101), account_email: "minh@" },
      errors: {
        account_first_name: "Vui lòng nhập tên.",
        account_last_name: "Trường này chứa ký tự không hợp lệ.",
        account_display_name: "Tối đa 100 ký tự.",
        account_email: "Vui lòng nhập một địa chỉ email hợp lệ.",
        password_current: "Vui lòng nhập mật khẩu hiện tại.",
        password_1: "Mật khẩu mới phải có ít nhất 8 ký tự.",
        password_2: "Vui lòng nhập lại mật khẩu mới.",
      },
    });
    // Eight characters, counted as the shopper sees them (an emoji is one).
    expect(readDetailsForm(form({ ...names, password_current: "x", password_1: "😀😀😀😀😀😀😀😀", password_2: "😀😀😀😀😀😀😀😀" })).ok).toBe(true);
    expect(readDetailsForm(form({ ...names, password_current: "x", password_1: "12345678", password_2: "12345679" }))).toMatchObject({
      ok: false,
      errors: { password_2: "Mật khẩu mới không khớp." },
    });
  });
});
