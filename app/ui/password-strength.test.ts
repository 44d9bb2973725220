import { describe, expect, it } from "vitest";
import { passwordStrength } from "./password-strength";

describe("passwordStrength", () => {
  it("calls anything shorter than 8 characters very weak, however mixed", () => {
    expect(passwordStrength("")).toBe("very_weak");
    expect(passwordStrength("Ab1!xyz")).toBe("very_weak");
  });

  it("calls a common password very weak whatever its length, case or surrounding spaces", () => {
    expect(passwordStrength("password123")).toBe("very_weak");
    expect(passwordStrength("12345678")).toBe("very_weak");
    expect(passwordStrength("AnhYeuEm")).toBe("very_weak");
    expect(passwordStrength(" MATKHAU123 ")).toBe("very_weak");
  });

  it("calls one or two characters repeated very weak", () => {
    expect(passwordStrength("aaaaaaaaaaaaaaaaaaaa")).toBe("very_weak");
    expect(passwordStrength("abababababab")).toBe("very_weak");
  });

  it("calls 8 to 11 characters of one kind weak", () => {
    expect(passwordStrength("hoamaihong")).toBe("weak");
    expect(passwordStrength("39174628")).toBe("weak");
  });

  it("counts two or three kinds, or one kind made long, as medium", () => {
    expect(passwordStrength("hoamai2024")).toBe("medium");
    expect(passwordStrength("Hoamai2024")).toBe("medium");
    expect(passwordStrength("hoamaivangtet")).toBe("medium");
  });

  it("calls four kinds, or fewer over 12 or 16 characters, strong", () => {
    expect(passwordStrength("Hoamai2024!")).toBe("strong");
    expect(passwordStrength("Hoa mai nở 2024")).toBe("strong");
    expect(passwordStrength("ngựa đúng pin kẹp giấy")).toBe("strong");
  });

  it("counts Vietnamese letters as letters of their case, and characters by code point", () => {
    expect(passwordStrength("đườnghoamai")).toBe("weak");
    expect(passwordStrength("ĐườngHoaMai")).toBe("medium");
    // 7 code points (an emoji is two UTF-16 units): still short.
    expect(passwordStrength("Hoa1!😀x")).toBe("very_weak");
  });
});
