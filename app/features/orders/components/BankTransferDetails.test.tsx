import { renderToStaticMarkup } from "react-dom/server";
import { describe, expect, it } from "vitest";
import { CHECKOUT_SETTING_DEFAULTS } from "~/features/site/.server";
import { bankTransferFor, bankTransferView } from "../bank-transfer";
import { BankTransferDetails, svgDataUrl } from "./BankTransferDetails";

const bacs = CHECKOUT_SETTING_DEFAULTS.bacs;

describe("bankTransferFor", () => {
  it("names the shop's account, the order's total and DH + its number", () => {
    const transfer = bankTransferFor({ id: 1234, total: 1_250_000 }, bacs);
    expect(transfer).toMatchObject({
      bankName: "Vietcombank",
      accountNumber: "0071000123456",
      accountName: "CONG TY TNHH CUA HANG XINH",
      amount: 1_250_000,
      content: "DH1234",
    });
    expect(transfer.qrPayload).toMatch(/^000201010212.*0806DH1234.*6304[0-9A-F]{4}$/);
  });
  it("has no QR when there is nothing to pay", () => {
    expect(bankTransferFor({ id: 7, total: 0 }, bacs).qrPayload).toBeNull();
    expect(bankTransferView({ id: 7, total: 0 }, bacs).qrSvg).toBeNull();
  });
});

describe("BankTransferDetails", () => {
  const html = renderToStaticMarkup(<BankTransferDetails transfer={bankTransferView({ id: 1234, total: 1_250_000 }, bacs)} />);

  it("uses WooCommerce's bank-details markup", () => {
    expect(html).toMatch(/^<section class="woocommerce-bacs-bank-details/);
    expect(html).toContain('<ul class="wc-bacs-bank-details order_details bacs_details');
    expect(html).toMatch(/<h2 id="wc-bacs-bank-details-heading" class="wc-bacs-bank-details-heading/);
  });

  it("shows the bank, account, amount in đồng and the transfer content in Vietnamese", () => {
    const text = html.replace(/<[^>]+>/g, "");
    expect(text).toContain("Ngân hàng: Vietcombank");
    expect(text).toContain("Số tài khoản: 0071000123456");
    expect(text).toContain("Chủ tài khoản: CONG TY TNHH CUA HANG XINH");
    expect(text).toContain("Số tiền: 1.250.000\u00a0₫");
    expect(text).toContain("Nội dung chuyển khoản: DH1234");
  });

  it("shows the VietQR as an image with a spoken description", () => {
    expect(html).toMatch(/<img src="data:image\/svg\+xml;charset=utf-8,%3Csvg[^"]*"/);
    expect(html).toContain('alt="Mã VietQR để chuyển 1.250.000\u00a0₫ vào tài khoản 0071000123456 tại Vietcombank, nội dung DH1234"');
  });

  it("leaves the QR out when there is none", () => {
    const none = renderToStaticMarkup(<BankTransferDetails transfer={{ ...bankTransferView({ id: 1, total: 10 }, bacs), qrSvg: null }} />);
    expect(none).not.toContain("<img");
    expect(none).toContain("DH1");
  });
});

describe("svgDataUrl", () => {
  it("makes a data: URL an <img> can show", () => {
    const svg = '<svg xmlns="http://www.w3.org/2000/svg"><title>Mã # 100%</title></svg>';
    const url = svgDataUrl(svg);
    expect(url.startsWith("data:image/svg+xml;charset=utf-8,%3Csvg")).toBe(true);
    expect(decodeURIComponent(url.slice(url.indexOf(",") + 1))).toBe(svg);
  });
});
