import { describe, expect, it } from "vitest";
import { isPhone, normalizePhone } from "./phone";

describe("tel rule (spec §5)", () => {
  it("drops what follows # or *, removes separators, and makes a leading 00 a +", () => {
    expect(normalizePhone("(028) 3822.1234")).toBe("02838221234");
    expect(normalizePhone("090-123 4567 #12")).toBe("0901234567");
    expect(normalizePhone("0901234567*9")).toBe("0901234567");
    expect(normalizePhone("0084 90/123/4567")).toBe("+84901234567");
    expect(normalizePhone("+84 90 123 4567")).toBe("+84901234567");
  });

  it("wants 6 to 15 characters of digits with an optional leading +", () => {
    expect(isPhone("12345")).toBe(false);
    expect(isPhone("123456")).toBe(true);
    expect(isPhone("+12345")).toBe(true);
    expect(isPhone("123456789012345")).toBe(true);
    expect(isPhone("1234567890123456")).toBe(false);
    expect(isPhone("+123456789012345")).toBe(false);
    expect(isPhone("09012a4567")).toBe(false);
    expect(isPhone("09+01234567")).toBe(false);
    expect(isPhone("")).toBe(false);
  });
});
