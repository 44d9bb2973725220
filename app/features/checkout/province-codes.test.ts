import { describe, expect, it } from "vitest";
import { provinceOfState } from "./province-codes";
import { PROVINCES } from "./provinces";

/** ISO 3166-2:VN before 1 July 2025: five cities and 58 provinces. */
const OLD_CODES = [
  ...["CT", "DN", "HN", "HP", "SG"],
  ...[1, 2, 3, 4, 5, 6, 7, 9, 13, 14, 18, 20, 21, 22, 23, 24, 25, 26, 27, 28, 29, 30, 31, 32, 33, 34, 35, 36, 37, 39, 40, 41, 43, 44, 45, 46, 47, 49, 50, 51, 52, 53, 54, 55, 56, 57, 58, 59, 61, 63, 66, 67, 68, 69, 70, 71, 72, 73].map((n) =>
    String(n).padStart(2, "0"),
  ),
];

describe("provinceOfState", () => {
  it("takes our provinces as the form offers them, and in other letter case", () => {
    for (const province of PROVINCES) expect(provinceOfState(province)).toBe(province);
    expect(provinceOfState("  huế ")).toBe("Huế");
    expect(provinceOfState("tp. hồ chí minh")).toBe("TP. Hồ Chí Minh");
  });

  it("reads every old code, in CLDR's and ISO's spelling, as one of the 34 provinces, each of them reached", () => {
    expect(OLD_CODES).toHaveLength(63);
    const reached = new Set<string>();
    for (const code of OLD_CODES) {
      const province = provinceOfState(`vn${code.toLowerCase()}`);
      expect(province, code).not.toBeNull();
      expect(provinceOfState(`VN-${code}`)).toBe(province);
      expect(provinceOfState(`VN${code}`)).toBe(province);
      reached.add(province!);
    }
    expect([...reached].sort()).toEqual([...PROVINCES].sort());
  });

  it("leads a province merged in 2025, by code or by name, to the one it is part of", () => {
    expect(provinceOfState("VN-57")).toBe("TP. Hồ Chí Minh"); // Bình Dương
    expect(provinceOfState("vn43")).toBe("TP. Hồ Chí Minh"); // Bà Rịa - Vũng Tàu
    expect(provinceOfState("vnsg")).toBe("TP. Hồ Chí Minh");
    expect(provinceOfState("VN-26")).toBe("Huế"); // Thừa Thiên Huế
    expect(provinceOfState("vn03")).toBe("Tuyên Quang"); // Hà Giang
    expect(provinceOfState("vn70")).toBe("Phú Thọ"); // Vĩnh Phúc
    expect(provinceOfState("vn67")).toBe("Ninh Bình"); // Nam Định
    expect(provinceOfState("vn72")).toBe("Lâm Đồng"); // Đắk Nông
    expect(provinceOfState("vn73")).toBe("Cần Thơ"); // Hậu Giang
    expect(provinceOfState("Bình Dương")).toBe("TP. Hồ Chí Minh");
    expect(provinceOfState("Thành phố Hồ Chí Minh")).toBe("TP. Hồ Chí Minh");
    expect(provinceOfState("Thừa Thiên–Huế")).toBe("Huế");
    expect(provinceOfState("Bà Rịa–Vũng Tàu")).toBe("TP. Hồ Chí Minh");
    expect(provinceOfState("quảng nam")).toBe("Đà Nẵng");
  });

  it("names nothing for anything else", () => {
    for (const state of ["", "VN", "vn08", "VN-99", "US-CA", "constructor", "__proto__", "Sài Gòn xưa"]) expect(provinceOfState(state), state).toBeNull();
  });
});
