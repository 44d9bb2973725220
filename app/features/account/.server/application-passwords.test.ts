import { createHash } from "node:crypto";
import { describe, expect, it } from "vitest";
import { hashApplicationPassword, newApplicationPassword } from "./application-passwords";

describe("newApplicationPassword", () => {
  it("is 24 letters and digits, different every time", () => {
    const made = Array.from({ length: 200 }, newApplicationPassword);
    for (const password of made) expect(password).toMatch(/^[A-Za-z0-9]{24}$/);
    expect(new Set(made).size).toBe(200);
  });

  it("draws from all 62 characters", () => {
    const seen = new Set(Array.from({ length: 400 }, newApplicationPassword).join(""));
    expect(seen.size).toBe(62);
  });
});

describe("hashApplicationPassword", () => {
  it("is the hex SHA-256 of the letters and digits only, so the grouped and the bare password hash alike", () => {
    const bare = "abcdEFGH1234ijklMNOP5678";
    const expected = createHash("sha256").update(bare).digest("hex");
    expect(hashApplicationPassword(bare)).toBe(expected);
    expect(hashApplicationPassword("abcd EFGH 1234 ijkl MNOP 5678")).toBe(expected);
    expect(hashApplicationPassword("abcdEFGH1234ijklMNOP5679")).not.toBe(expected);
  });
});
