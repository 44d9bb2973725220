import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { ContentSegment } from "../../app/features/contact-forms/form-view";
import type { Database } from "../../app/platform/.server/db";
import { memoryMailer } from "../../app/platform/.server/mailer";
import * as pageRoute from "../../app/routes/page-or-post";
import { contactForms, contactSubmissions, posts } from "../../db/schema";
import { requestContext, testServices } from "../support/context";
import { cloneSeededDatabase } from "../support/db";

let database: Database;
let contactPage: number;
let messageForm: number;
let orderForm: number;
beforeAll(async () => {
  database = await cloneSeededDatabase();
  contactPage = (await database.db.select({ id: posts.id }).from(posts).where(eq(posts.slug, "lien-he")))[0]!.id;
  const forms = await database.db.select({ id: contactForms.id, slug: contactForms.slug }).from(contactForms);
  messageForm = forms.find((f) => f.slug === "lien-he")!.id;
  orderForm = forms.find((f) => f.slug === "dat-hang-theo-yeu-cau")!.id;
});
afterAll(() => database.close());

const mailer = memoryMailer();

async function loadPage(path: string) {
  const request = new Request(`http://shop.test${path}`);
  const context = requestContext(testServices(database.db, () => new Date(), mailer), request);
  return pageRoute.loader({ request, params: { "*": path.replace(/^\/|\/$/g, "") }, context } as never);
}

/** The page's action as the router calls it for a form posted without scripts. */
async function postPage(path: string, fields: Record<string, string>) {
  const body = new FormData();
  for (const [name, value] of Object.entries(fields)) body.append(name, value);
  const request = new Request(`http://shop.test${path}`, { method: "POST", body, headers: { "User-Agent": "Mozilla/5.0 Firefox/133.0" } });
  const context = requestContext(testServices(database.db, () => new Date(), mailer), request, { clientIp: "203.0.113.40" });
  return pageRoute.action({ request, params: { "*": path.replace(/^\/|\/$/g, "") }, context } as never);
}

const kinds = (segments: ContentSegment[] | null) => segments?.map((s) => (s.kind === "form" ? `form ${s.form.unitTag}` : s.kind));

describe("the contact page", () => {
  it("draws the content's two forms where its shortcodes stand, each with its unit tag", async () => {
    const page = await loadPage("/lien-he/");
    expect(page.hasForms).toBe(true);
    expect(kinds(page.forms)).toEqual(["html", `form wpcf7-f${messageForm}-p${contactPage}-o1`, "html", `form wpcf7-f${orderForm}-p${contactPage}-o2`]);
    const order = page.forms!.find((s) => s.kind === "form" && s.form.id === orderForm);
    expect(order).toMatchObject({ form: { action: "/lien-he/", containerPostId: contactPage, locale: "vi", outcome: null } });
    // The first question of the quiz: every visitor gets the same page.
    expect(order?.kind === "form" && order.form.quiz["order-quiz"]?.[0]).toBe("Thủ đô của Việt Nam là thành phố nào?");
  });

  it("puts Contact Form 7's error in place of a form inside another form, and nothing for an unknown one", async () => {
    await database.db.insert(posts).values([
      { type: "page", slug: "form-trong-form", title: "Sai chỗ", content: '<form action="/x">[contact-form-7 id="lien-he"]</form><p>[contact-form-7 id="khong-co"]</p>', status: "publish" },
    ]);
    const page = await loadPage("/form-trong-form/");
    expect(kinds(page.forms)).toEqual(["html", "misplaced-form", "html", "missing-form"]);
  });

  it("leaves a page without shortcodes as it was", async () => {
    const page = await loadPage("/dieu-khoan-va-dieu-kien/");
    expect(page.hasForms).toBe(false);
    expect(page.forms).toBeNull();
  });
});

describe("a contact form posted without scripts", () => {
  const hidden = (formId: number, ordinal: number) => ({
    _wpcf7: String(formId),
    _wpcf7_version: "6.1.6",
    _wpcf7_locale: "vi",
    _wpcf7_unit_tag: `wpcf7-f${formId}-p${contactPage}-o${ordinal}`,
    _wpcf7_container_post: String(contactPage),
    _wpcf7_posted_data_hash: "",
  });

  it("answers the page with the form's errors and what was typed, for this visitor only", async () => {
    const answer = await postPage("/lien-he/", { ...hidden(messageForm, 1), "your-name": "Lan", "your-email": "lan@", "your-message": "" });
    expect(answer.init?.headers).toEqual({ "Cache-Control": "no-store, private" });
    expect(answer.data.contactForm).toEqual({
      unitTag: `wpcf7-f${messageForm}-p${contactPage}-o1`,
      outcome: {
        status: "validation_failed",
        message: "Một hoặc nhiều trường có lỗi. Vui lòng kiểm tra và thử lại.",
        invalidFields: [
          { field: "your-email", message: "Vui lòng nhập một địa chỉ e-mail." },
          { field: "your-message", message: "Vui lòng điền vào trường này." },
        ],
        values: { "your-name": ["Lan"], "your-email": ["lan@"], "your-message": [""] },
      },
    });
  });

  it("sends a valid one, stores it with the page it came from, and empties the form", async () => {
    const answer = await postPage("/lien-he/", {
      ...hidden(messageForm, 1),
      "your-name": "Phạm Hoài An",
      "your-email": "an@example.vn",
      "your-subject": "Khác",
      "your-message": "Shop có nhận in áo cho lớp không ạ?",
      "your-consent": "1",
    });
    expect(answer.data.contactForm.outcome).toEqual({ status: "mail_sent", message: "Cảm ơn bạn đã gửi lời nhắn. Lời nhắn đã được gửi đi.", invalidFields: [], values: null });
    const [row] = await database.db.select().from(contactSubmissions).where(eq(contactSubmissions.formId, messageForm));
    expect(row).toMatchObject({ status: "mail_sent", containerPostId: contactPage, url: "http://shop.test/lien-he/", remoteIp: "203.0.113.40" });
    expect(mailer.sent.at(-1)?.text).toContain("Thư này được gửi từ biểu mẫu liên hệ trên trang Liên hệ của Cửa Hàng Xinh");
  });

  it("refuses a post that names no form with 400", async () => {
    await expect(postPage("/lien-he/", { "your-name": "Lan" })).rejects.toMatchObject({ init: { status: 400 } });
  });
});
