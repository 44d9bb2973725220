import { mkdtemp, readdir, readFile, rm } from "node:fs/promises";
import { createServer } from "node:net";
import type { AddressInfo } from "node:net";
import os from "node:os";
import path from "node:path";
import pino from "pino";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { formatDong } from "~/lib/money";
import { type Mailer, createMailer, memoryMailer } from "../../../platform/.server/mailer";
import { parseMail, startSmtpServer } from "../../../../tests/support/mail";
import { sampleOrder, sampleSite } from "../../../../tests/support/orders";
import { VIETQR_CID, sendOrderConfirmation } from "./order-email";

const FROM = '"Cửa Hàng Xinh" <no-reply@shop.test>';
const options = { site: sampleSite, orderPath: "/thanh-toan/order-received/1234/?key=wc_order_AbCdEfGh12345" };

/** Services with a log whose lines the test reads. */
function services(mailer: Mailer) {
  const logged: Array<{ level: number; msg: string; orderId?: number; err?: { message: string } }> = [];
  const log = pino({ level: "info" }, { write: (line: string) => void logged.push(JSON.parse(line)) });
  return { mailer, log, site: { url: "http://shop.test", secretKey: "x".repeat(32), uploadsDir: "/tmp/uploads", secureCookies: false }, logged };
}

/** A local port nothing listens on. */
async function closedPort(): Promise<number> {
  const server = createServer();
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const { port } = server.address() as AddressInfo;
  await new Promise((resolve) => server.close(resolve));
  return port;
}

describe("order confirmation over SMTP", () => {
  let smtp: Awaited<ReturnType<typeof startSmtpServer>>;
  let mailer: Mailer;
  beforeAll(async () => {
    smtp = await startSmtpServer();
    mailer = createMailer({ smtpUrl: smtp.url("shop:s3cret"), from: FROM, dir: "/nonexistent" });
  });
  afterAll(async () => {
    mailer.close();
    await smtp.close();
  });

  it("delivers the Vietnamese confirmation of a bank-transfer order, with the bank details and the VietQR", async () => {
    const arrived = smtp.next();
    const s = services(mailer);
    const result = await sendOrderConfirmation(s, sampleOrder(), options);
    expect(result).toMatchObject({ sent: true, messageId: expect.stringMatching(/^<.+>$/) });

    const received = await arrived;
    expect(mailer.kind).toBe("smtp");
    expect(received.auth).toEqual({ user: "shop", pass: "s3cret" });
    expect(received.from).toBe("no-reply@shop.test");
    expect(received.to).toEqual(["lan@example.vn"]);

    const mail = parseMail(received.raw);
    expect(mail.headers.get("subject")).toBe("[Cửa Hàng Xinh] Đơn hàng #1234 đã được tiếp nhận");
    expect(mail.headers.get("from")).toBe("Cửa Hàng Xinh <no-reply@shop.test>");
    expect(mail.headers.get("to")).toContain("Nguyễn Thị Lan");
    expect(mail.headers.get("to")).toContain("<lan@example.vn>");

    const text = mail.text!.replace(/\r\n/g, "\n");
    expect(text).toContain("Cảm ơn bạn đã đặt hàng tại Cửa Hàng Xinh.");
    expect(text).toContain(`Tổng cộng: ${formatDong(1_280_000)}`);
    expect(text).toContain("Ngân hàng: Vietcombank\nSố tài khoản: 0071000123456\nChủ tài khoản: CONG TY TNHH CUA HANG XINH");
    expect(text).toContain("Nội dung chuyển khoản: DH1234");
    expect(text).toContain("Xem đơn hàng: http://shop.test/thanh-toan/order-received/1234/?key=wc_order_AbCdEfGh12345");

    const html = mail.html!;
    expect(html).toContain('<html lang="vi">');
    expect(html).toContain("Túi vải &lt;script&gt;");
    expect(html).not.toContain("<script>");
    expect(html).toContain(`<strong>${formatDong(1_280_000)}</strong>`);

    const qr = mail.attachments.find((a) => a.contentId === VIETQR_CID);
    expect(qr).toMatchObject({ contentType: "image/png", filename: "vietqr-1234.png" });
    expect(qr!.content.subarray(0, 8)).toEqual(Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]));

    expect(s.logged.find((l) => l.msg === "order confirmation sent")).toMatchObject({ orderId: 1234 });
  });

  it("sends a cash-on-delivery order without bank details or QR", async () => {
    const arrived = smtp.next();
    const result = await sendOrderConfirmation(services(mailer), sampleOrder({ id: 77, paymentMethod: "cod", paymentMethodTitle: "Thanh toán khi nhận hàng (COD)" }), { site: sampleSite });
    expect(result.sent).toBe(true);
    const mail = parseMail((await arrived).raw);
    expect(mail.headers.get("subject")).toBe("[Cửa Hàng Xinh] Đơn hàng #77 đã được tiếp nhận");
    expect(mail.text).toContain("Phương thức thanh toán: Thanh toán khi nhận hàng (COD)");
    expect(mail.text).not.toContain("Nội dung chuyển khoản");
    expect(mail.attachments).toEqual([]);
  });
});

describe("order confirmation when mail fails", () => {
  it("answers { sent: false } and logs it when the SMTP server cannot be reached; nothing is thrown", async () => {
    const mailer = createMailer({ smtpUrl: `smtp://127.0.0.1:${await closedPort()}`, from: FROM, dir: "/nonexistent" });
    const s = services(mailer);
    const result = await sendOrderConfirmation(s, sampleOrder(), options);
    mailer.close();
    expect(result).toEqual({ sent: false, error: expect.any(String) });
    const warning = s.logged.find((l) => l.msg === "order confirmation e-mail failed");
    expect(warning).toMatchObject({ level: 40, orderId: 1234 });
    expect(warning!.err!.message).toBe((result as { error: string }).error);
  });

  it("answers { sent: false } when the mailer throws instead of rejecting", async () => {
    const broken: Mailer = { kind: "memory", send: () => { throw new Error("hỏng"); }, close: () => {} };
    await expect(sendOrderConfirmation(services(broken), sampleOrder(), options)).resolves.toEqual({ sent: false, error: "hỏng" });
  });

  it("sends nothing to an order without an e-mail address", async () => {
    const mailer = memoryMailer();
    const result = await sendOrderConfirmation(services(mailer), sampleOrder({ billing: { ...sampleOrder().billing, email: null } }), options);
    expect(result).toEqual({ sent: false, error: "Đơn hàng không có địa chỉ email người nhận." });
    expect(mailer.sent).toEqual([]);
  });
});

describe("the local mail transport", () => {
  let dataDir: string;
  beforeAll(async () => {
    dataDir = await mkdtemp(path.join(os.tmpdir(), "cuahang-mail-"));
  });
  afterAll(() => rm(dataDir, { recursive: true, force: true }));

  it("writes each message as an .eml file under DATA_DIR/mail/", async () => {
    const dir = path.join(dataDir, "mail");
    const mailer = createMailer({ smtpUrl: null, from: FROM, dir });
    expect(mailer.kind).toBe("file");
    expect(await sendOrderConfirmation(services(mailer), sampleOrder(), options)).toMatchObject({ sent: true });
    expect(await sendOrderConfirmation(services(mailer), sampleOrder({ id: 1235 }), options)).toMatchObject({ sent: true });

    const files = (await readdir(dir)).sort();
    expect(files).toHaveLength(2);
    for (const f of files) expect(f).toMatch(/^\d{4}-\d{2}-\d{2}T[\d-]+Z-[0-9a-f]{8}\.eml$/);
    const mails = await Promise.all(files.map(async (f) => parseMail(await readFile(path.join(dir, f), "utf8"))));
    expect(mails.map((m) => m.headers.get("subject")).sort()).toEqual([
      "[Cửa Hàng Xinh] Đơn hàng #1234 đã được tiếp nhận",
      "[Cửa Hàng Xinh] Đơn hàng #1235 đã được tiếp nhận",
    ]);
    expect(mails[0]!.headers.get("to")).toContain("lan@example.vn");
    expect(mails[0]!.text).toContain(`Tổng cộng: ${formatDong(1_280_000)}`);
  });
});
