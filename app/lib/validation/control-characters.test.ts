import { describe, expect, it } from "vitest";
import { controlCharactersAsSpaces, hasControlCharacters } from "./control-characters";

describe("control characters", () => {
  it("finds NUL, the other C0 controls and DEL", () => {
    for (const text of ["a\u0000b", "\u0001", "x\u0008", "\u000b", "\u000c", "\u000e", "\u001b[31m", "\u001f", "\u007f"]) {
      expect(hasControlCharacters(text), JSON.stringify(text)).toBe(true);
    }
  });

  it("lets tab and line breaks (a textarea's CR LF) through, and every other character", () => {
    for (const text of ["Áo thun\tcổ tròn", "dòng 1\r\ndòng 2\n", "Nguyễn Thị Lan", "😀 € \u0080 \u00a0 \u200b", ""]) {
      expect(hasControlCharacters(text), JSON.stringify(text)).toBe(false);
    }
  });

  it("turns each into a space, leaving the rest as it was", () => {
    expect(controlCharactersAsSpaces("áo\u0000thun\u001b\u007f\tđỏ\r\n")).toBe("áo thun  \tđỏ\r\n");
  });
});
