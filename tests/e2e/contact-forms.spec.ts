import { randomBytes } from "node:crypto";
import { readFile, readdir } from "node:fs/promises";
import path from "node:path";
import type { Locator, Page } from "@playwright/test";
import { type ParsedMail, parseMail, startSmtpServer } from "../support/mail";
import { Mailbox, expect, expectAxeClean, test } from "./fixtures/account";
import { hydrated } from "./fixtures/listing";
import { type FixturePage, type Shop, startShopWithOptions } from "./fixtures/shop-with-options";

/*
 * The contact page's forms (spec §2 "Contact forms", §4 "Contact form status", §5): with scripts
 * they send through Contact Form 7's REST API and show the answer in place; without, they post to
 * the page, which draws the form again with the same messages.
 */

const SHOP_INBOX = new Mailbox("lienhe@cuahang.vn");
const REQUIRED = "Vui lòng điền vào trường này.";
const INVALID = "Một hoặc nhiều trường có lỗi. Vui lòng kiểm tra và thử lại.";
const SENT = "Cảm ơn bạn đã gửi lời nhắn. Lời nhắn đã được gửi đi.";
const FAILED = "Đã có lỗi khi gửi lời nhắn của bạn. Vui lòng thử lại sau.";

const messageForm = (page: Page) => page.locator(".wpcf7").nth(0);
const orderForm = (page: Page) => page.locator(".wpcf7").nth(1);
const output = (form: Locator) => form.locator(".wpcf7-response-output");
const tipOf = (form: Locator, field: string) => form.locator(`.wpcf7-form-control-wrap[data-name="${field}"] .wpcf7-not-valid-tip`);

async function openContactPage(page: Page, javaScriptEnabled: boolean, shopUrl = "") {
  await page.goto(`${shopUrl}/lien-he/`);
  // With scripts, the forms are enhanced once their script has run (the `no-js` class goes), and
  // judge fields once their schemas have come (`wpcf7.schemas`, as Contact Form 7 keeps them).
  if (javaScriptEnabled) {
    await hydrated(page);
    await expect(messageForm(page)).toHaveClass(/\bjs\b/);
    await expect
      .poll(() => page.evaluate(() => [...((window as unknown as { wpcf7?: { schemas?: Map<number, unknown> } }).wpcf7?.schemas?.values() ?? [])].filter(Boolean).length))
      .toBe(2);
  }
}

/** A sender's name no other test uses, to find this test's mail among the shop's. */
const uniqueName = () => `Khách ${randomBytes(3).toString("hex")}`;

/**
 * Records the Contact Form 7 events `names` of the page's first form, each as "event status
 * unit-tag fields" (the unit tag's numbers as N).
 */
async function recordFormEvents(page: Page, names: readonly string[]): Promise<string[]> {
  const events: string[] = [];
  await page.exposeFunction("recordEvent", (e: string) => events.push(e));
  await page.evaluate((names) => {
    // On `.wpcf7`, as Contact Form 7's documentation has it (the events bubble from its form).
    const unit = document.querySelector(".wpcf7")!;
    for (const name of names) {
      unit.addEventListener(name, (e) => {
        const detail = (e as CustomEvent<{ status: string; unitTag: string; inputs: Array<{ name: string }> }>).detail;
        (window as unknown as { recordEvent: (s: string) => void }).recordEvent(`${name} ${detail.status} ${detail.unitTag.replace(/\d+/g, "N")} ${detail.inputs.map((i) => i.name).join(",")}`);
      });
    }
  }, names);
  return events;
}

/** The message form's fields, as its events list them. */
const MESSAGE_FIELDS = "your-name,your-email,your-phone,your-subject,your-message,your-consent";

test("an empty submit shows each required field's error under it and in the screen readers' list", async ({ page, javaScriptEnabled }) => {
  await openContactPage(page, javaScriptEnabled);
  const form = messageForm(page);
  await form.getByLabel("Tôi đồng ý").check();
  await form.getByRole("button", { name: "Gửi lời nhắn" }).click();
  await expect(output(form)).toHaveText(INVALID);
  for (const field of ["your-name", "your-email", "your-message"]) await expect(tipOf(form, field)).toHaveText(REQUIRED);
  await expect(form.locator("form")).toHaveAttribute("data-status", "invalid");
  await expect(form.getByLabel("Họ và tên")).toHaveAttribute("aria-invalid", "true");
  await expect(form.locator(".screen-reader-response li")).toHaveText([REQUIRED, REQUIRED, REQUIRED]);
  await expect(tipOf(form, "your-phone")).toHaveCount(0);
  await expectAxeClean(page, "the contact form with its errors");
});

test("each bad field kind gets its own message, and what was typed stays", async ({ page, javaScriptEnabled }) => {
  await openContactPage(page, javaScriptEnabled);
  const form = orderForm(page);
  await form.getByLabel("Họ và tên").fill("Trần Minh Quân");
  await form.getByLabel("E-mail", { exact: true }).fill("quan@@example");
  await form.getByLabel("Số điện thoại").fill("12ab");
  await form.getByRole("spinbutton", { name: "Số lượng (sản phẩm)" }).fill("15");
  await form.getByLabel("Ngày cần nhận hàng").fill("2026-11-29");
  await form.getByLabel("Thủ đô của Việt Nam là thành phố nào?").fill("Huế");
  await form.getByLabel("Tôi đã đọc và đồng ý").check();
  await form.getByRole("button", { name: "Gửi yêu cầu" }).click();
  await expect(output(form)).toHaveText(INVALID);
  await expect(tipOf(form, "order-email")).toHaveText("Vui lòng nhập một địa chỉ e-mail.");
  await expect(tipOf(form, "order-phone")).toHaveText("Vui lòng nhập một số điện thoại.");
  await expect(tipOf(form, "order-quantity")).toHaveText("Số ở trường này không đúng bước nhảy cho phép.");
  await expect(tipOf(form, "order-date")).toHaveText("Ngày ở trường này sớm hơn mức cho phép.");
  await expect(tipOf(form, "order-product")).toHaveText(REQUIRED);
  await expect(tipOf(form, "order-quiz")).toHaveText("Câu trả lời cho câu đố chưa đúng.");
  await expect(form.locator('[name="order-name"]')).toHaveValue("Trần Minh Quân");
  await expect(form.locator('[name="order-email"]')).toHaveValue("quan@@example");
  // A quiz is answered afresh.
  await expect(form.locator('[name="order-quiz"]')).toHaveValue("");
  await expectAxeClean(page, "the made-to-order form with its errors");
});

test("a valid message is sent, mailed to the shop, and the form starts again empty", async ({ page, javaScriptEnabled }) => {
  await openContactPage(page, javaScriptEnabled);
  const events = javaScriptEnabled ? await recordFormEvents(page, ["wpcf7beforesubmit", "wpcf7submit", "wpcf7mailsent", "wpcf7reset"]) : [];
  const name = uniqueName();
  const form = messageForm(page);
  await form.getByLabel("Họ và tên").fill(name);
  await form.getByLabel("E-mail", { exact: true }).fill("khach@example.vn");
  await form.getByLabel("Chủ đề").selectOption("Hợp tác kinh doanh");
  await form.getByLabel("Lời nhắn").fill("Chào shop,\nmình muốn đặt 50 túi vải cho hội thảo.");
  await form.getByLabel("Tôi đồng ý").check();
  await form.getByRole("button", { name: "Gửi lời nhắn" }).click();
  await expect(output(form)).toHaveText(SENT);
  await expect(form.locator("form")).toHaveAttribute("data-status", "sent");
  await expect(form.getByLabel("Họ và tên")).toHaveValue("");
  await expect(form.getByLabel("Lời nhắn")).toHaveValue("");
  await expect.poll(() => SHOP_INBOX.subjects()).toContain(`Cửa Hàng Xinh: "Hợp tác kinh doanh" từ ${name}`);
  if (javaScriptEnabled) {
    // Contact Form 7's order: the outcome's own event, then `wpcf7submit`; the reset carries the form's status.
    await expect.poll(() => events).toEqual([
      `wpcf7beforesubmit init wpcfN-fN-pN-oN ${MESSAGE_FIELDS}`,
      `wpcf7mailsent mail_sent wpcfN-fN-pN-oN ${MESSAGE_FIELDS}`,
      `wpcf7submit mail_sent wpcfN-fN-pN-oN ${MESSAGE_FIELDS}`,
      `wpcf7reset sent wpcfN-fN-pN-oN ${MESSAGE_FIELDS}`,
    ]);
  }
  await expectAxeClean(page, "the contact form once sent");
});

test("the consent box: without scripts the server refuses the message, with scripts Send waits for it", async ({ page, javaScriptEnabled }) => {
  await openContactPage(page, javaScriptEnabled);
  const form = messageForm(page);
  const send = form.getByRole("button", { name: "Gửi lời nhắn" });
  await form.getByLabel("Họ và tên").fill(uniqueName());
  await form.getByLabel("E-mail", { exact: true }).fill("khach@example.vn");
  await form.getByLabel("Lời nhắn").fill("Cho mình hỏi size áo.");
  if (javaScriptEnabled) {
    await expect(send).toBeDisabled();
    await form.getByLabel("Tôi đồng ý").check();
    await expect(send).toBeEnabled();
    await form.getByLabel("Tôi đồng ý").uncheck();
    await expect(send).toBeDisabled();
  } else {
    await send.click();
    await expect(output(form)).toHaveText("Bạn cần đồng ý với các điều khoản trước khi gửi lời nhắn.");
    await expect(form.locator("form")).toHaveAttribute("data-status", "unaccepted");
    await expect(form.getByLabel("Lời nhắn")).toHaveValue("Cho mình hỏi size áo.");
  }
});

test("with scripts: counters, exclusive boxes, free text and a URL without its scheme", async ({ page, javaScriptEnabled }) => {
  test.skip(!javaScriptEnabled, "these follow typing and ticking in the page");
  await openContactPage(page, javaScriptEnabled);
  const message = messageForm(page);
  await message.getByLabel("Lời nhắn").fill("Xin chào\nshop");
  // A line break counts one, as the browser's maxlength counts it.
  await expect(message.locator(".wpcf7-character-count")).toHaveText("987");

  const order = orderForm(page);
  const note = order.getByLabel("Ghi chú thêm");
  await note.fill("x".repeat(12));
  await expect(order.locator('.wpcf7-character-count[data-target-name="order-note"]')).toHaveText("12");

  const delivery = order.locator('[data-name="order-delivery"]');
  const freeText = delivery.locator(".wpcf7-free-text");
  await expect(freeText).toBeDisabled();
  await delivery.getByLabel("Giao tận nơi").check();
  await delivery.getByRole("checkbox", { name: "Cách khác:" }).check();
  await expect(delivery.getByLabel("Giao tận nơi")).not.toBeChecked();
  await expect(freeText).toBeEnabled();
  await delivery.getByLabel("Nhận tại cửa hàng").check();
  await expect(delivery.getByRole("checkbox", { name: "Cách khác:" })).not.toBeChecked();
  await expect(freeText).toBeDisabled();

  const website = order.getByLabel("Trang web hoặc trang mạng xã hội của bạn");
  await website.fill("cuahang.vn/ao");
  await website.blur();
  await expect(website).toHaveValue("http://cuahang.vn/ao");
});

test("with scripts: a field is checked when it changes, and the right quiz answer sends the request", async ({ page, javaScriptEnabled }) => {
  test.skip(!javaScriptEnabled, "validation on change needs scripts");
  await openContactPage(page, javaScriptEnabled);
  const form = orderForm(page);
  const email = form.locator('[name="order-email"]');
  await email.fill("sai@");
  await email.blur();
  await expect(tipOf(form, "order-email")).toHaveText("Vui lòng nhập một địa chỉ e-mail.");
  await expect(email).toHaveAttribute("aria-invalid", "true");
  await email.fill("dung@example.vn");
  await email.blur();
  await expect(tipOf(form, "order-email")).toHaveCount(0);

  const name = uniqueName();
  await form.getByLabel("Họ và tên").fill(name);
  await form.getByLabel("Số điện thoại").fill("0912 345 678");
  await form.getByRole("spinbutton", { name: "Số lượng (sản phẩm)" }).fill("120");
  await form.getByLabel("Ngày cần nhận hàng").fill("2027-01-15");
  await form.getByRole("combobox", { name: "Sản phẩm" }).selectOption("Túi vải canvas");
  await form.getByLabel("M", { exact: true }).check();
  await form.getByLabel("Thêu").check();
  const question = await form.locator(".wpcf7-quiz-label").textContent();
  await form.getByLabel(question!).fill(question!.startsWith("Thủ đô") ? "hà nội" : "5");
  await form.getByLabel("Tôi đã đọc và đồng ý").check();
  await form.getByRole("button", { name: "Gửi yêu cầu" }).click();
  await expect(output(form)).toHaveText(SENT);
  await expect.poll(() => SHOP_INBOX.subjects()).toContain(`Cửa Hàng Xinh: yêu cầu đặt hàng tui-vai × 120 từ ${name}`);
  // After the reset, the refill brought a question with its answer's hash.
  await expect(form.locator(".wpcf7-quiz-label")).not.toHaveText("");
});

test("with scripts: fields corrected after errors, one click on Send sends (the errors going do not move it away)", async ({ page, javaScriptEnabled }) => {
  test.skip(!javaScriptEnabled, "without scripts a field's error changes only with the page");
  await openContactPage(page, javaScriptEnabled);
  const form = messageForm(page);
  await form.getByLabel("Tôi đồng ý").check();
  await form.getByRole("button", { name: "Gửi lời nhắn" }).click();
  await expect(output(form)).toHaveText(INVALID);
  await form.locator('[name="your-name"]').fill(uniqueName());
  await form.locator('[name="your-email"]').fill("khach@example.vn");
  // Still focused when Send is pressed: its change fires on that press, and its error goes.
  await form.locator('[name="your-message"]').fill("Mình cần tư vấn size giày.");
  await form.getByRole("button", { name: "Gửi lời nhắn" }).click();
  await expect(output(form)).toHaveText(SENT);
});

/** The shop's mail whose text holds `token` (the e2e server writes each message to DATA_DIR/mail/). */
async function mailHolding(token: string): Promise<ParsedMail | null> {
  const dir = path.join(process.env.E2E_DATA_DIR!, "mail");
  for (const file of await readdir(dir).catch(() => [] as string[])) {
    const mail = parseMail(await readFile(path.join(dir, file), "utf8"));
    if (mail.text?.includes(token)) return mail;
  }
  return null;
}

/** A 1×1 PNG, as a phone's photo would come (its bytes only matter to the mail). */
const PNG = Buffer.from("iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==", "base64");

test("a design file of an accepted type goes with the request as the mail's attachment; another type is refused", async ({ page, javaScriptEnabled }) => {
  await openContactPage(page, javaScriptEnabled);
  const form = orderForm(page);
  const design = form.locator('[name="order-design"]');
  await form.locator('[name="order-terms"]').check();
  await design.setInputFiles({ name: "ghi-chu.txt", mimeType: "text/plain", buffer: Buffer.from("không phải ảnh") });
  await form.getByRole("button", { name: "Gửi yêu cầu" }).click();
  await expect(output(form)).toHaveText(INVALID);
  await expect(tipOf(form, "order-design")).toHaveText("Bạn không được phép tải lên tệp loại này.");

  const token = randomBytes(4).toString("hex");
  await form.locator('[name="order-name"]').fill(uniqueName());
  await form.locator('[name="order-email"]').fill("quan@example.vn");
  await form.locator('[name="order-phone"]').fill("0912 345 678");
  await form.locator('[name="order-quantity"]').fill("50");
  await form.locator('[name="order-date"]').fill("2027-02-01");
  await form.locator('[name="order-product"]').selectOption("Áo thun in logo");
  await form.locator('[name="order-note"]').fill(`Logo in ngực trái, mã ${token}.`);
  await design.setInputFiles({ name: "logo-cong-ty.png", mimeType: "image/png", buffer: PNG });
  const question = (await form.locator(".wpcf7-quiz-label").textContent())!;
  await form.locator('[name="order-quiz"]').fill(question.startsWith("Thủ đô") ? "Hà Nội" : "5");
  await form.getByRole("button", { name: "Gửi yêu cầu" }).click();
  await expect(output(form)).toHaveText(SENT);
  await expect.poll(() => mailHolding(token).then((m) => m?.attachments.map((a) => `${a.filename} ${a.contentType} ${a.content.length}`))).toEqual([
    `logo-cong-ty.png image/png ${PNG.length}`,
  ]);
  const mail = await mailHolding(token);
  expect(mail!.text).toContain("Sản phẩm: ao-thun, số lượng 50");
});

test("a design file past its field's 2 MB gets the field's 'too large' message, and its post leaves no file behind", async ({ page, javaScriptEnabled }) => {
  await openContactPage(page, javaScriptEnabled);
  const form = orderForm(page);
  await form.locator('[name="order-terms"]').check();
  // Without scripts the server reads it as it comes, keeps its first 2 MB + 1 byte and drops the rest.
  await form.locator('[name="order-design"]').setInputFiles({ name: "ban-ve-lon.png", mimeType: "image/png", buffer: Buffer.alloc(3 * 1024 * 1024, 7) });
  await form.getByRole("button", { name: "Gửi yêu cầu" }).click();
  await expect(output(form)).toHaveText(INVALID);
  await expect(tipOf(form, "order-design")).toHaveText("Tệp tải lên quá lớn.");
  await expect(form.locator('[name="order-design"]')).toHaveAttribute("aria-invalid", "true");
  // The request's files are deleted once it is answered.
  await expect.poll(() => readdir(path.join(process.env.E2E_DATA_DIR!, "incoming")).catch(() => [])).toEqual([]);
  await expectAxeClean(page, "the made-to-order form with a file too large");
});

test("the newsletter form asks for the invisible proof of work: solved with scripts, explained without", async ({ page, javaScriptEnabled }) => {
  await page.goto("/gioi-thieu/");
  const form = page.locator(".wpcf7");
  const email = `tin-${randomBytes(3).toString("hex")}@example.vn`;
  if (!javaScriptEnabled) {
    // A browser without scripts shows <noscript>; this one's scripts are only switched off, so it reads it as text.
    expect(await form.locator("noscript").textContent()).toContain("Biểu mẫu này cần JavaScript để chống thư rác.");
    await form.getByLabel("E-mail của bạn").fill(email);
    await form.getByLabel("Tôi muốn nhận tin").check();
    await form.getByRole("button", { name: "Đăng ký" }).click();
    await expect(output(form)).toHaveText("Đã có lỗi khi gửi lời nhắn của bạn. Vui lòng thử lại sau.");
    await expect(form.locator("form")).toHaveAttribute("data-status", "spam");
    await expect(form.locator('[name="news-email"]')).toHaveValue(email);
    await expectAxeClean(page, "the newsletter form refused without scripts");
    return;
  }
  await expect(form).toHaveClass(/\bjs\b/);
  await expect(form.getByText("Biểu mẫu này cần JavaScript")).toBeHidden();
  await form.getByLabel("E-mail của bạn").fill(email);
  await form.getByLabel("Tôi muốn nhận tin").check();
  await form.getByRole("button", { name: "Đăng ký" }).click();
  await expect(output(form)).toHaveText(SENT);
  await expect.poll(() => SHOP_INBOX.subjects()).toContain(`Cửa Hàng Xinh: đăng ký nhận tin ${email}`);

  // No challenge to solve (the endpoint down): sent without one, the server takes it for spam.
  await page.route("**/wp-json/cuahang/v1/captcha", (route) => route.fulfill({ status: 500, body: "" }));
  await form.getByLabel("E-mail của bạn").fill(`khac-${email}`);
  await form.getByLabel("Tôi muốn nhận tin").check();
  await form.getByRole("button", { name: "Đăng ký" }).click();
  await expect(output(form)).toHaveText("Đã có lỗi khi gửi lời nhắn của bạn. Vui lòng thử lại sau.");
  await expect(form.locator("form")).toHaveAttribute("data-status", "spam");
});

/*
 * What the demo shop must never have: a mail server that refuses the shop's own address, and a
 * page whose editor put a form's shortcode inside another <form>. A second server has them, its
 * demo shop seeded afresh with that page added and its mail sent to a local SMTP server.
 */
test.describe("a shop whose mail server refuses its address, with a page that misplaces a form", () => {
  test.describe.configure({ mode: "default", timeout: 60_000 });
  const MISPLACED: FixturePage = {
    slug: "bieu-mau-dat-sai-cho",
    title: "Biểu mẫu đặt sai chỗ",
    content: [
      '<form action="/" method="get"><p><label>Tìm trong cửa hàng <input type="search" name="s"></label></p>',
      '[contact-form-7 id="lien-he"]',
      '<p><button type="submit">Tìm</button></p></form>',
      "<h2>Gửi lời nhắn cho chúng tôi</h2>",
      '[contact-form-7 id="lien-he"]',
    ].join("\n"),
  };
  let smtp: Awaited<ReturnType<typeof startSmtpServer>> | undefined;
  let shop: Shop | undefined;
  test.beforeAll(async () => {
    test.setTimeout(180_000);
    smtp = await startSmtpServer({ refuses: (recipient) => recipient === SHOP_INBOX.address });
    shop = await startShopWithOptions({}, { pages: [MISPLACED], env: { SMTP_URL: smtp.url() } });
  });
  test.afterAll(async () => {
    await shop?.stop();
    await smtp?.close();
  });

  test("a message whose mail fails says so, and keeps what was typed", async ({ page, javaScriptEnabled }) => {
    await openContactPage(page, javaScriptEnabled, shop!.url);
    const events = javaScriptEnabled ? await recordFormEvents(page, ["wpcf7beforesubmit", "wpcf7mailsent", "wpcf7mailfailed", "wpcf7submit", "wpcf7reset"]) : [];
    const name = uniqueName();
    const form = messageForm(page);
    await form.getByLabel("Họ và tên").fill(name);
    await form.getByLabel("E-mail", { exact: true }).fill("khach@example.vn");
    await form.getByLabel("Lời nhắn").fill("Shop ơi, áo size M còn màu xanh không?");
    await form.getByLabel("Tôi đồng ý").check();
    await form.getByRole("button", { name: "Gửi lời nhắn" }).click();
    await expect(output(form)).toHaveText(FAILED);
    await expect(form.locator(".screen-reader-response [role=status]")).toHaveText(FAILED);
    await expect(form.locator("form")).toHaveAttribute("data-status", "failed");
    await expect(form.locator("form")).toHaveClass(/\bfailed\b/);
    await expect(form.getByLabel("Họ và tên")).toHaveValue(name);
    await expect(form.getByLabel("E-mail", { exact: true })).toHaveValue("khach@example.vn");
    await expect(form.getByLabel("Lời nhắn")).toHaveValue("Shop ơi, áo size M còn màu xanh không?");
    await expect(form.locator(".wpcf7-not-valid-tip")).toHaveCount(0);
    expect(smtp!.received).toEqual([]);
    if (javaScriptEnabled) {
      // Contact Form 7's order: the outcome's own event, then `wpcf7submit`; no reset after a failure.
      await expect.poll(() => events).toEqual([
        `wpcf7beforesubmit init wpcfN-fN-pN-oN ${MESSAGE_FIELDS}`,
        `wpcf7mailfailed mail_failed wpcfN-fN-pN-oN ${MESSAGE_FIELDS}`,
        `wpcf7submit mail_failed wpcfN-fN-pN-oN ${MESSAGE_FIELDS}`,
      ]);
    }
    await expectAxeClean(page, "the contact form whose mail failed");
  });

  test("a form inside another form shows Contact Form 7's error in its place; the next one is drawn", async ({ page, javaScriptEnabled }) => {
    await page.goto(`${shop!.url}/${MISPLACED.slug}/`);
    await expect(page.locator(".wpcf7-contact-form-not-found")).toHaveText("Lỗi: Biểu mẫu liên hệ này được đặt sai chỗ.");
    const forms = page.locator(".wpcf7");
    await expect(forms).toHaveCount(1);
    await expect(forms.getByRole("button", { name: "Gửi lời nhắn" })).toHaveCount(1);
    // The drawn form is the page's first: the misplaced one took no number.
    await expect(forms).toHaveAttribute("id", /^wpcf7-f\d+-p\d+-o1$/);
    if (javaScriptEnabled) await expect(forms).toHaveClass(/\bjs\b/);
    await expect(page.getByRole("searchbox", { name: "Tìm trong cửa hàng" })).toHaveCount(1);
    await expectAxeClean(page, "a page with a misplaced contact form");
  });
});
