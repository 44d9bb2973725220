import { sql } from "drizzle-orm";
import { afterAll, afterEach, beforeAll, describe, expect, it } from "vitest";
import * as wpJsonRoute from "../../../app/compat/wordpress/wp-json.route";
import { findContactForm } from "../../../app/features/contact-forms/.server/contact-forms";
import { quizAnswerHash } from "../../../app/features/contact-forms/.server/quiz";
import { retryFailedMails } from "../../../app/features/contact-forms/.server/submissions";
import { HONEYPOT_FIELD } from "../../../app/features/contact-forms/hidden-fields";
import type { Database } from "../../../app/platform/.server/db";
import { type Mailer, type MailMessage, createMailer, memoryMailer } from "../../../app/platform/.server/mailer";
import { contactForms, contactSubmissions } from "../../../db/schema";
import { CONTACT_UPLOADS_DIR, TEST_SECRET, testServices } from "../../support/context";
import { cloneSeededDatabase } from "../../support/db";
import { parseMail, startSmtpServer } from "../../support/mail";
import { SITE, callRoute } from "./harness";

let database: Database;
let messageForm: number;
let orderForm: number;
beforeAll(async () => {
  database = await cloneSeededDatabase();
  const forms = await database.db.select({ id: contactForms.id, slug: contactForms.slug }).from(contactForms);
  messageForm = forms.find((f) => f.slug === "lien-he")!.id;
  orderForm = forms.find((f) => f.slug === "dat-hang-theo-yeu-cau")!.id;
});
afterAll(() => database.close());

const T0 = new Date(Date.UTC(2026, 10, 25, 3, 0, 0));
let now = T0;
let mailer: Mailer & { sent?: MailMessage[] } = memoryMailer();
afterEach(async () => {
  now = T0;
  mailer = memoryMailer();
  await database.db.delete(contactSubmissions);
  await database.db.execute(sql`delete from request_allowances`);
});
const services = () => testServices(database.db, () => now, mailer);

const BROWSER = "Mozilla/5.0 (Linux; Android 14) Chrome/131.0 Mobile Safari/537.36";
const JSON_TYPE = "application/json; charset=UTF-8";

function wpJson(path: string, init: RequestInit = {}, o: { clientIp?: string } = {}): Promise<Response> {
  const url = new URL(`/wp-json/${path}`, SITE);
  return callRoute(wpJsonRoute, "/wp-json/*", services(), new Request(url, init), { "*": url.pathname.slice("/wp-json/".length) }, o);
}

/** A submit as Contact Form 7's front end sends it: multipart, every field plus the hidden ones. */
function feedback(formId: number, fields: Record<string, string | string[] | File>, o: { unitTag?: string; userAgent?: string; clientIp?: string } = {}) {
  const body = new FormData();
  body.set("_wpcf7", String(formId));
  body.set("_wpcf7_version", "6.1.6");
  body.set("_wpcf7_locale", "vi");
  body.set("_wpcf7_unit_tag", o.unitTag ?? `wpcf7-f${formId}-p9-o1`);
  body.set("_wpcf7_container_post", "9");
  body.set("_wpcf7_posted_data_hash", "");
  for (const [name, value] of Object.entries(fields)) for (const v of [value].flat()) body.append(name, v);
  return wpJson(
    `contact-form-7/v1/contact-forms/${formId}/feedback`,
    { method: "POST", body, headers: { "User-Agent": o.userAgent ?? BROWSER, Accept: "application/json" } },
    { clientIp: o.clientIp ?? "203.0.113.7" },
  );
}

const VALID_MESSAGE = {
  "your-name": "Nguyễn Thị Lan",
  "your-email": "lan.nguyen@example.vn",
  "your-phone": "0901 234 567",
  "your-subject": "Kiểm tra đơn hàng",
  "your-message": "Chào shop, đơn #1024 của mình khi nào giao ạ? <b>Cảm ơn</b> & chúc shop buôn may bán đắt.",
  "your-consent": "1",
};

const storedSubmissions = () => database.db.select().from(contactSubmissions).orderBy(contactSubmissions.id);

describe("GET …/contact-forms/{id}/feedback/schema", () => {
  it("lists the form's rules and their Vietnamese messages, module by module as Contact Form 7 builds them", async () => {
    const answer = await wpJson(`contact-form-7/v1/contact-forms/${messageForm}/feedback/schema`);
    expect(answer.status).toBe(200);
    expect(answer.headers.get("content-type")).toBe(JSON_TYPE);
    const required = "Vui lòng điền vào trường này.";
    const tooLong = "Nội dung trường này quá dài.";
    expect(await answer.json()).toEqual({
      version: "Contact Form 7 SWV Schema 2024-10",
      locale: "vi",
      rules: [
        {
          rule: "enum",
          field: "your-subject",
          accept: ["Tư vấn chọn size", "Kiểm tra đơn hàng", "Đổi trả – bảo hành", "Hợp tác kinh doanh", "Khác"],
          error: "Giá trị gửi qua trường này không nằm trong các lựa chọn.",
        },
        { rule: "required", field: "your-name", error: required },
        { rule: "maxlength", field: "your-name", threshold: 400, error: tooLong },
        { rule: "required", field: "your-email", error: required },
        { rule: "email", field: "your-email", error: "Vui lòng nhập một địa chỉ e-mail." },
        { rule: "maxlength", field: "your-email", threshold: 400, error: tooLong },
        { rule: "tel", field: "your-phone", error: "Vui lòng nhập một số điện thoại." },
        { rule: "maxlength", field: "your-phone", threshold: 400, error: tooLong },
        { rule: "required", field: "your-message", error: required },
        { rule: "maxlength", field: "your-message", threshold: 1000, error: tooLong },
      ],
    });
  });

  it("carries numbers' bounds as strings and never a quiz or an acceptance rule", async () => {
    const schema = await (await wpJson(`contact-form-7/v1/contact-forms/${orderForm}/feedback/schema`)).json();
    const rulesOf = (field: string) => schema.rules.filter((r: { field: string }) => r.field === field);
    expect(rulesOf("order-quantity")).toEqual([
      { rule: "required", field: "order-quantity", error: "Vui lòng điền vào trường này." },
      { rule: "number", field: "order-quantity", error: "Vui lòng nhập một số." },
      { rule: "minnumber", field: "order-quantity", threshold: "10", error: "Số ở trường này nhỏ hơn mức cho phép." },
      { rule: "maxnumber", field: "order-quantity", threshold: "2000", error: "Số ở trường này lớn hơn mức cho phép." },
      { rule: "stepnumber", field: "order-quantity", base: "10", interval: "10", error: "Số ở trường này không đúng bước nhảy cho phép." },
    ]);
    expect(rulesOf("order-design")).toEqual([
      { rule: "file", field: "order-design", accept: [".jpg", ".jpeg", ".png", ".pdf"], error: "Bạn không được phép tải lên tệp loại này." },
      { rule: "maxfilesize", field: "order-design", threshold: 2 * 1024 * 1024, error: "Tệp tải lên quá lớn." },
    ]);
    expect(rulesOf("order-quiz")).toEqual([]);
    expect(rulesOf("order-terms")).toEqual([]);
  });

  it("answers an unknown form 404 wpcf7_not_found", async () => {
    const answer = await wpJson("contact-form-7/v1/contact-forms/999999/feedback/schema");
    expect(answer.status).toBe(404);
    expect(await answer.json()).toEqual({ code: "wpcf7_not_found", message: "Không tìm thấy biểu mẫu liên hệ được yêu cầu.", data: { status: 404 } });
  });
});

describe("POST …/contact-forms/{id}/feedback", () => {
  it("refuses anything but multipart/form-data: 415 wpcf7_unsupported_media_type", async () => {
    const answer = await wpJson(`contact-form-7/v1/contact-forms/${messageForm}/feedback`, {
      method: "POST",
      headers: { "Content-Type": "application/x-www-form-urlencoded" },
      body: new URLSearchParams({ _wpcf7_unit_tag: "wpcf7-f1-o1" }),
    });
    expect(answer.status).toBe(415);
    expect(await answer.json()).toEqual({
      code: "wpcf7_unsupported_media_type",
      message: "Định dạng dữ liệu gửi lên không được hỗ trợ.",
      data: { status: 415 },
    });
  });

  it("answers an unknown form 404 and a post without a unit tag 400", async () => {
    expect((await feedback(999999, {})).status).toBe(404);
    const answer = await feedback(messageForm, VALID_MESSAGE, { unitTag: "<>" });
    expect(answer.status).toBe(400);
    expect(await answer.json()).toEqual({ code: "wpcf7_unit_tag_not_found", message: "Không có mã đơn vị (unit tag) hợp lệ.", data: { status: 400 } });
    expect(await storedSubmissions()).toEqual([]);
  });

  it("answers an empty submit 200 validation_failed, each field's error with its error_id", async () => {
    const answer = await feedback(messageForm, {});
    expect(answer.status).toBe(200);
    const unit = `wpcf7-f${messageForm}-p9-o1`;
    const required = "Vui lòng điền vào trường này.";
    expect(await answer.json()).toEqual({
      contact_form_id: messageForm,
      status: "validation_failed",
      message: "Một hoặc nhiều trường có lỗi. Vui lòng kiểm tra và thử lại.",
      invalid_fields: ["your-name", "your-email", "your-message"].map((field) => ({ field, message: required, idref: null, error_id: `${unit}-ve-${field}` })),
      posted_data_hash: "",
      into: `#${unit}`,
    });
    expect(await storedSubmissions()).toEqual([]);
    expect(mailer.sent).toEqual([]);
  });

  it("names each bad field's own rule", async () => {
    const body = await (await feedback(messageForm, { ...VALID_MESSAGE, "your-email": "lan@@example", "your-phone": "12ab", "your-subject": "Hack" })).json();
    expect(body.invalid_fields.map((f: { field: string; message: string }) => [f.field, f.message])).toEqual([
      ["your-subject", "Giá trị gửi qua trường này không nằm trong các lựa chọn."],
      ["your-email", "Vui lòng nhập một địa chỉ e-mail."],
      ["your-phone", "Vui lòng nhập một số điện thoại."],
    ]);
  });

  it("answers acceptance_missing when the consent box is unticked, with no hash and nothing stored", async () => {
    const unticked: Record<string, string> = { ...VALID_MESSAGE };
    delete unticked["your-consent"];
    const body = await (await feedback(messageForm, unticked)).json();
    expect(body).toMatchObject({ status: "acceptance_missing", message: "Bạn cần đồng ý với các điều khoản trước khi gửi lời nhắn.", invalid_fields: [], posted_data_hash: "" });
    expect(await storedSubmissions()).toEqual([]);
  });

  it("stores a valid submission, mails it (fields escaped in the HTML part), answers mail_sent with its hash", async () => {
    const body = await (await feedback(messageForm, VALID_MESSAGE)).json();
    expect(body).toMatchObject({ contact_form_id: messageForm, status: "mail_sent", message: "Cảm ơn bạn đã gửi lời nhắn. Lời nhắn đã được gửi đi.", invalid_fields: [] });
    expect(body.posted_data_hash).toMatch(/^[0-9a-f]{32}$/);
    expect("quiz" in body).toBe(false);
    const [row] = await storedSubmissions();
    expect(row).toMatchObject({
      formId: messageForm,
      containerPostId: 9,
      status: "mail_sent",
      postedDataHash: body.posted_data_hash,
      remoteIp: "203.0.113.7",
      userAgent: BROWSER,
      mailAttempts: 1,
      nextMailAttemptAt: null,
      fields: {
        "your-name": "Nguyễn Thị Lan",
        "your-email": "lan.nguyen@example.vn",
        "your-phone": "0901 234 567",
        "your-subject": "Kiểm tra đơn hàng",
        "your-message": VALID_MESSAGE["your-message"],
        "your-consent": "1",
      },
    });
    expect(mailer.sent).toHaveLength(1);
    const mail = mailer.sent![0]!;
    expect(mail.to).toBe("lienhe@cuahang.vn");
    expect(mail.from).toBe("Cửa Hàng Xinh <lienhe@cuahang.vn>");
    expect(mail.subject).toBe('Cửa Hàng Xinh: "Kiểm tra đơn hàng" từ Nguyễn Thị Lan');
    expect(mail.replyTo).toBe("Nguyễn Thị Lan <lan.nguyen@example.vn>");
    expect(mail.text).toContain(`Lời nhắn:\n${VALID_MESSAGE["your-message"]}`);
    expect(mail.html).toContain("&lt;b&gt;Cảm ơn&lt;/b&gt; &amp; chúc shop");
    expect(mail.html).not.toContain("<b>Cảm ơn</b>");
  });

  it("keeps a submission whose mail fails, answers mail_failed with its hash, and sends it at the retry", async () => {
    mailer = { kind: "memory", send: () => Promise.reject(new Error("máy chủ thư không trả lời")), close: () => {} };
    const body = await (await feedback(messageForm, VALID_MESSAGE)).json();
    expect(body).toMatchObject({ status: "mail_failed", message: "Đã có lỗi khi gửi lời nhắn của bạn. Vui lòng thử lại sau." });
    expect(body.posted_data_hash).toMatch(/^[0-9a-f]{32}$/);
    const [failed] = await storedSubmissions();
    expect(failed).toMatchObject({ status: "mail_failed", mailAttempts: 1, mailError: "máy chủ thư không trả lời" });
    expect(failed!.nextMailAttemptAt).toEqual(new Date(T0.getTime() + 5 * 60_000));

    const working = memoryMailer();
    const deps = { db: database.db, mailer: working, log: services().log, siteTitle: "Cửa Hàng Xinh", siteUrl: SITE, filesDir: CONTACT_UPLOADS_DIR };
    // Not yet due: nothing is sent.
    expect(await retryFailedMails({ ...deps, now: () => new Date(T0.getTime() + 4 * 60_000) }, findContactForm)).toEqual({ sent: 0, failed: 0 });
    expect(await retryFailedMails({ ...deps, now: () => new Date(T0.getTime() + 5 * 60_000) }, findContactForm)).toEqual({ sent: 1, failed: 0 });
    expect(working.sent.map((m) => m.subject)).toEqual(['Cửa Hàng Xinh: "Kiểm tra đơn hàng" từ Nguyễn Thị Lan']);
    const [sent] = await storedSubmissions();
    expect(sent).toMatchObject({ status: "mail_sent", mailAttempts: 2, nextMailAttemptAt: null, mailError: null });
  });

  it("never sends a mail whose header a field would break (a line break in the subject's field)", async () => {
    const body = await (await feedback(messageForm, { ...VALID_MESSAGE, "your-name": "Lan\r\nBcc: ai@example.com" })).json();
    expect(body.status).toBe("mail_failed");
    expect(mailer.sent).toEqual([]);
    const [row] = await storedSubmissions();
    expect(row).toMatchObject({ status: "mail_failed", nextMailAttemptAt: null, mailError: "a field put a line break into a header" });
  });

  it("takes a filled honeypot, a missing User-Agent and the 11th message in 10 minutes from one address for spam", async () => {
    const spam = { status: "spam", message: "Đã có lỗi khi gửi lời nhắn của bạn. Vui lòng thử lại sau.", posted_data_hash: "", invalid_fields: [] };
    expect(await (await feedback(messageForm, { ...VALID_MESSAGE, [HONEYPOT_FIELD]: "http://spam.example" })).json()).toMatchObject(spam);
    expect(await (await feedback(messageForm, VALID_MESSAGE, { userAgent: "" })).json()).toMatchObject(spam);
    expect(await storedSubmissions()).toEqual([]);
    for (let i = 0; i < 10; i++) expect((await (await feedback(messageForm, VALID_MESSAGE, { clientIp: "198.51.100.20" })).json()).status).toBe("mail_sent");
    expect(await (await feedback(messageForm, VALID_MESSAGE, { clientIp: "198.51.100.20" })).json()).toMatchObject(spam);
    expect(await (await feedback(messageForm, VALID_MESSAGE, { clientIp: "198.51.100.21" })).json()).toMatchObject({ status: "mail_sent" });
    expect(await storedSubmissions()).toHaveLength(11);
  });
});

describe("quiz and refill", () => {
  const validOrder = (quizAnswer: string, hash: string) => ({
    "order-name": "Trần Minh Quân",
    "order-email": "quan@example.vn",
    "order-phone": "+84 912 345 678",
    "order-quantity": "120",
    "order-urgency": "3",
    "order-date": "2026-12-15",
    "order-product": "Túi vải canvas",
    "order-sizes": ["M", "L"],
    "order-print": "Thêu",
    "order-delivery": "Giao tận nơi",
    "order-quiz": quizAnswer,
    "_wpcf7_quiz_answer_order-quiz": hash,
    "order-terms": "1",
    "order-source": "trang-lien-he",
  });

  it("answers refill [] for a form without a quiz, a question and its answer's hash for one with", async () => {
    expect(await (await wpJson(`contact-form-7/v1/contact-forms/${messageForm}/refill`)).json()).toEqual([]);
    const refill = await (await wpJson(`contact-form-7/v1/contact-forms/${orderForm}/refill`)).json();
    expect(Object.keys(refill)).toEqual(["quiz"]);
    const [question, hash] = refill.quiz["order-quiz"];
    const expected: Record<string, string> = { "Thủ đô của Việt Nam là thành phố nào?": "Hà Nội", "Hai cộng ba bằng mấy? (viết bằng số)": "5" };
    expect(hash).toBe(quizAnswerHash(TEST_SECRET, expected[question]!));
  });

  it("refuses a wrong answer, accepts the right one whatever its case and spacing, and sends a new question each time", async () => {
    const hash = quizAnswerHash(TEST_SECRET, "Hà Nội");
    const wrong = await (await feedback(orderForm, validOrder("Huế", hash))).json();
    expect(wrong.status).toBe("validation_failed");
    expect(wrong.invalid_fields).toEqual([
      { field: "order-quiz", message: "Câu trả lời cho câu đố chưa đúng.", idref: null, error_id: `wpcf7-f${orderForm}-p9-o1-ve-order-quiz` },
    ]);
    expect(wrong.quiz["order-quiz"]).toHaveLength(2);
    const right = await (await feedback(orderForm, validOrder("  hà   NỘI ", hash))).json();
    expect(right).toMatchObject({ status: "mail_sent", invalid_fields: [] });
    expect(Object.keys(right.quiz)).toEqual(["order-quiz"]);
    const [row] = await storedSubmissions();
    // The mail carries a choice's value after its pipe; the quiz answer is not kept.
    expect(row!.fields).toMatchObject({ "order-product": "tui-vai", "order-sizes": ["M", "L"], "order-print": "Thêu" });
    expect(row!.fields).not.toHaveProperty("order-quiz");
    expect(mailer.sent![0]!.subject).toBe("Cửa Hàng Xinh: yêu cầu đặt hàng tui-vai × 120 từ Trần Minh Quân");
  });

  it("keeps the free text beside its choice, and no NUL anywhere", async () => {
    const hash = quizAnswerHash(TEST_SECRET, "5");
    const body = await (
      await feedback(orderForm, { ...validOrder("5", hash), "order-delivery": "Cách khác:", "order-delivery_free_text": " gửi xe khách\0 ", "order-note": "In\0 đậm" })
    ).json();
    expect(body.status).toBe("mail_sent");
    const [row] = await storedSubmissions();
    expect(row!.fields).toMatchObject({ "order-delivery": "Cách khác: gửi xe khách", "order-note": "In đậm" });
    expect(mailer.sent![0]!.text).toContain("Cách nhận hàng: Cách khác: gửi xe khách");
  });

  it("checks numbers, dates and steps on the server as in the browser", async () => {
    const hash = quizAnswerHash(TEST_SECRET, "5");
    const body = await (await feedback(orderForm, { ...validOrder("5", hash), "order-quantity": "125", "order-date": "2026-02-30", "order-website": "khong-phai-url" })).json();
    expect(body.invalid_fields.map((f: { field: string; message: string }) => [f.field, f.message])).toEqual([
      ["order-date", "Vui lòng nhập ngày theo định dạng YYYY-MM-DD."],
      ["order-quantity", "Số ở trường này không đúng bước nhảy cho phép."],
      ["order-website", "Vui lòng nhập một địa chỉ URL."],
    ]);
  });
});

describe("the mail through an SMTP server (SMTP_URL set)", () => {
  const SENDER = '"Cửa Hàng Xinh" <no-reply@cuahang.vn>';
  /** A 1×1 PNG, as a customer's logo would come. */
  const PNG = Buffer.from("iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==", "base64");
  let smtp: Awaited<ReturnType<typeof startSmtpServer>>;
  let refusing: Awaited<ReturnType<typeof startSmtpServer>>;
  beforeAll(async () => {
    smtp = await startSmtpServer();
    refusing = await startSmtpServer({ refuses: (recipient) => recipient === "lienhe@cuahang.vn" });
  });
  afterEach(() => mailer.close());
  afterAll(async () => {
    await smtp.close();
    await refusing.close();
  });

  it("delivers the message form's mail: the envelope, the decoded Subject and Reply-To, the fields in the body; the row marked sent", async () => {
    mailer = createMailer({ smtpUrl: smtp.url(), from: SENDER, dir: "/nonexistent" });
    const arrived = smtp.next();
    const body = await (await feedback(messageForm, VALID_MESSAGE)).json();
    expect(body.status).toBe("mail_sent");
    const received = await arrived;
    // The form's own sender (its mail template names one), not the mailer's.
    expect(received.from).toBe("lienhe@cuahang.vn");
    expect(received.to).toEqual(["lienhe@cuahang.vn"]);
    const mail = parseMail(received.raw);
    expect(mail.headers.get("subject")).toBe('Cửa Hàng Xinh: "Kiểm tra đơn hàng" từ Nguyễn Thị Lan');
    expect(mail.headers.get("from")).toBe("Cửa Hàng Xinh <lienhe@cuahang.vn>");
    expect(mail.headers.get("reply-to")).toBe("Nguyễn Thị Lan <lan.nguyen@example.vn>");
    const text = mail.text!.replace(/\r\n/g, "\n");
    expect(text).toContain("Người gửi: Nguyễn Thị Lan <lan.nguyen@example.vn>\nĐiện thoại: 0901 234 567\nChủ đề: Kiểm tra đơn hàng");
    expect(text).toContain(`Lời nhắn:\n${VALID_MESSAGE["your-message"]}`);
    expect(mail.html).toContain("&lt;b&gt;Cảm ơn&lt;/b&gt; &amp; chúc shop");
    expect(mail.attachments).toEqual([]);
    const [row] = await storedSubmissions();
    expect(row).toMatchObject({ status: "mail_sent", mailAttempts: 1, nextMailAttemptAt: null, mailError: null, postedDataHash: body.posted_data_hash });
  });

  it("attaches the file posted with the made-to-order form", async () => {
    mailer = createMailer({ smtpUrl: smtp.url(), from: SENDER, dir: "/nonexistent" });
    const arrived = smtp.next();
    const body = await (
      await feedback(orderForm, {
        "order-name": "Trần Minh Quân",
        "order-email": "quan@example.vn",
        "order-phone": "+84 912 345 678",
        "order-quantity": "50",
        "order-date": "2026-12-15",
        "order-product": "Áo thun in logo",
        "order-design": new File([PNG], "logo-cong-ty.png", { type: "image/png" }),
        "order-quiz": "5",
        "_wpcf7_quiz_answer_order-quiz": quizAnswerHash(TEST_SECRET, "5"),
        "order-terms": "1",
      })
    ).json();
    expect(body).toMatchObject({ status: "mail_sent", invalid_fields: [] });
    const received = await arrived;
    // No sender in this form's template: the mailer's own.
    expect(received.from).toBe("no-reply@cuahang.vn");
    expect(received.to).toEqual(["lienhe@cuahang.vn"]);
    const mail = parseMail(received.raw);
    expect(mail.headers.get("subject")).toBe("Cửa Hàng Xinh: yêu cầu đặt hàng ao-thun × 50 từ Trần Minh Quân");
    expect(mail.headers.get("reply-to")).toBe("quan@example.vn");
    expect(mail.text).toContain("Sản phẩm: ao-thun, số lượng 50");
    expect(mail.attachments.map((a) => ({ filename: a.filename, contentType: a.contentType, content: a.content }))).toEqual([
      { filename: "logo-cong-ty.png", contentType: "image/png", content: PNG },
    ]);
    const [row] = await storedSubmissions();
    expect(row).toMatchObject({ status: "mail_sent", mailAttempts: 1, files: [{ field: "order-design", name: "logo-cong-ty.png", size: PNG.length, type: "image/png" }] });
  });

  it("answers mail_failed when the server refuses the recipient, and keeps the row with its attempt and the retry planned", async () => {
    mailer = createMailer({ smtpUrl: refusing.url(), from: SENDER, dir: "/nonexistent" });
    const body = await (await feedback(messageForm, VALID_MESSAGE)).json();
    expect(body).toMatchObject({ status: "mail_failed", message: "Đã có lỗi khi gửi lời nhắn của bạn. Vui lòng thử lại sau.", invalid_fields: [] });
    expect(body.posted_data_hash).toMatch(/^[0-9a-f]{32}$/);
    expect(refusing.received).toEqual([]);
    const [row] = await storedSubmissions();
    expect(row).toMatchObject({ status: "mail_failed", mailAttempts: 1, postedDataHash: body.posted_data_hash });
    expect(row!.mailError).toContain("550 5.1.1 <lienhe@cuahang.vn>: mailbox unavailable");
    expect(row!.nextMailAttemptAt).toEqual(new Date(T0.getTime() + 5 * 60_000));
  });
});
