import { describe, expect, it } from "vitest";
import {
  crc16,
  isTransferContent,
  orderTransferContent,
  parseTlv,
  tlv,
  toTransferContent,
  vietQrPayload,
} from "./vietqr";

describe("tlv", () => {
  it("writes the id, a two-digit length and the value", () => {
    expect(tlv("00", "01")).toBe("000201");
    expect(tlv("58", "VN")).toBe("5802VN");
    expect(tlv("08", "x".repeat(25))).toBe(`0825${"x".repeat(25)}`);
    expect(tlv("38", "y".repeat(99)).slice(0, 4)).toBe("3899");
  });
  it("refuses empty and over-long values and bad ids", () => {
    expect(() => tlv("01", "")).toThrow(RangeError);
    expect(() => tlv("01", "z".repeat(100))).toThrow(RangeError);
    expect(() => tlv("1", "a")).toThrow(RangeError);
  });
});

describe("crc16 (CCITT-FALSE)", () => {
  it("gives the standard check value", () => {
    expect(crc16("123456789")).toBe(0x29b1);
  });
  it("starts from 0xFFFF", () => {
    expect(crc16("")).toBe(0xffff);
  });
});

const shop = { bin: "970436", accountNumber: "0071000123456", amount: 270_000, content: "DH1234" };

describe("vietQrPayload", () => {
  const payload = vietQrPayload(shop);

  it("is the expected string for a fixed input", () => {
    expect(payload).toBe(
      "000201" +
        "010212" +
        "3857" + "0010A000000727" + "0127" + "0006970436" + "01130071000123456" + "0208QRIBFTTA" +
        "5303704" +
        "5406270000" +
        "5802VN" +
        "6210" + "0806DH1234" +
        "6304A67D",
    );
  });

  it("has every field in its place", () => {
    const root = new Map(parseTlv(payload));
    expect([...root.keys()]).toEqual(["00", "01", "38", "53", "54", "58", "62", "63"]);
    expect(root.get("00")).toBe("01");
    expect(root.get("01")).toBe("12"); // dynamic: the amount is fixed
    expect(root.get("53")).toBe("704");
    expect(root.get("54")).toBe("270000");
    expect(root.get("58")).toBe("VN");

    const account = new Map(parseTlv(root.get("38")!));
    expect([...account.keys()]).toEqual(["00", "01", "02"]);
    expect(account.get("00")).toBe("A000000727");
    expect(account.get("02")).toBe("QRIBFTTA");
    expect(parseTlv(account.get("01")!)).toEqual([["00", "970436"], ["01", "0071000123456"]]);

    expect(parseTlv(root.get("62")!)).toEqual([["08", "DH1234"]]);
  });

  it("ends with the CRC of everything before it, 6304 included", () => {
    const body = payload.slice(0, -4);
    expect(body.endsWith("6304")).toBe(true);
    expect(payload.slice(-4)).toBe(crc16(body).toString(16).toUpperCase().padStart(4, "0"));
    expect(payload.slice(-4)).toMatch(/^[0-9A-F]{4}$/);
  });

  it("matches a VietQR string published for a known transfer", () => {
    // 120.000 ₫ to VietinBank account 0011001932418, content "ung ho lu lut".
    expect(vietQrPayload({ bin: "970415", accountNumber: "0011001932418", amount: 120_000, content: "ung ho lu lut" })).toBe(
      "00020101021238570010A00000072701270006970415011300110019324180208QRIBFTTA530370454061200005802VN62170813ung ho lu lut6304C15C",
    );
  });

  it("takes only a whole, positive number of đồng", () => {
    for (const amount of [0, -1000, 1500.5, Number.NaN, 2 ** 53, 10 ** 13]) {
      expect(() => vietQrPayload({ ...shop, amount }), String(amount)).toThrow(RangeError);
    }
    expect(vietQrPayload({ ...shop, amount: 1 })).toContain("54011");
  });

  it("takes only content banks carry: ASCII letters, digits and single spaces, at most 25", () => {
    for (const content of ["", "Đơn 1234", "DH-1234", "DH#1", " DH1", "DH1 ", "DH  1", "x".repeat(26)]) {
      expect(() => vietQrPayload({ ...shop, content }), content).toThrow(RangeError);
    }
    expect(vietQrPayload({ ...shop, content: "x".repeat(25) })).toContain(`0825${"x".repeat(25)}`);
  });

  it("checks the BIN and the account number", () => {
    expect(() => vietQrPayload({ ...shop, bin: "97043" })).toThrow(RangeError);
    expect(() => vietQrPayload({ ...shop, bin: "97043a" })).toThrow(RangeError);
    expect(() => vietQrPayload({ ...shop, accountNumber: "" })).toThrow(RangeError);
    expect(() => vietQrPayload({ ...shop, accountNumber: "0071-0001" })).toThrow(RangeError);
    expect(() => vietQrPayload({ ...shop, accountNumber: "1".repeat(20) })).toThrow(RangeError);
  });
});

describe("transfer content", () => {
  it("names an order DH and its number", () => {
    expect(orderTransferContent(1234)).toBe("DH1234");
    expect(isTransferContent(orderTransferContent(987654321))).toBe(true);
  });
  it("makes any text fit: no diacritics, no symbols, 25 characters at most", () => {
    expect(toTransferContent("Đơn #1234 – Nguyễn Thị Lan")).toBe("Don 1234 Nguyen Thi Lan");
    expect(toTransferContent("  ủng hộ   lũ lụt!! ")).toBe("ung ho lu lut");
    const long = toTransferContent("Thanh toán đơn hàng số 1234 của chị Lan");
    expect(long.length).toBeLessThanOrEqual(25);
    expect(isTransferContent(long)).toBe(true);
  });
});
