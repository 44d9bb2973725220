import { describe, expect, it } from "vitest";
import { isContactFormEmail, isEmail } from "./email";

describe("isContactFormEmail", () => {
  it.each(["an@shop.vn", "lan.nguyen+don-hang@mail.example.com", "a!#$%&'*+/=?^_`{|}~.-b@x-y.io", "x@a.b1"])("accepts %s", (v) => {
    expect(isContactFormEmail(v)).toBe(true);
  });
  it.each([
    ["shorter than 6", "a@b.c"],
    ["no @", "shop.vn"],
    ["@ at the start", "@shop.vn"],
    ["two @", "a@b@shop.vn"],
    ["a space in the local part", "lan nguyen@shop.vn"],
    ["one label", "lan@localhost"],
    ["consecutive dots", "lan@shop..vn"],
    ["leading dot", "lan@.shop.vn"],
    ["trailing dot", "lan@shop.vn."],
    ["label ending with a hyphen", "lan@shop-.vn"],
    ["label starting with a hyphen", "lan@-shop.vn"],
    ["trailing whitespace", "lan@shop.vn "],
    ["an underscore in the domain", "lan@my_shop.vn"],
  ])("refuses %s", (_why, v) => {
    expect(isContactFormEmail(v)).toBe(false);
  });
});

describe("isEmail (the generic check)", () => {
  it("also wants a top-level domain of 2 to 63 letters", () => {
    expect(isEmail("lan@shop.vn")).toBe(true);
    expect(isEmail(`lan@shop.${"a".repeat(63)}`)).toBe(true);
    expect(isEmail(`lan@shop.${"a".repeat(64)}`)).toBe(false);
    expect(isEmail("lan@shop.v")).toBe(false);
    expect(isEmail("x@a.b1")).toBe(false);
  });
});
