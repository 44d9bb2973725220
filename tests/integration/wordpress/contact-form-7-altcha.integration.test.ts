import { eq, sql } from "drizzle-orm";
import { afterAll, afterEach, beforeAll, describe, expect, it } from "vitest";
import * as wpJsonRoute from "../../../app/compat/wordpress/wp-json.route";
import { PROOF_OF_WORK_FIELD } from "../../../app/features/contact-forms/hidden-fields";
import { solveCaptcha } from "../../../app/lib/captcha-solver";
import type { Database } from "../../../app/platform/.server/db";
import { type Mailer, type MailMessage, memoryMailer } from "../../../app/platform/.server/mailer";
import * as pageRoute from "../../../app/routes/page-or-post";
import { contactForms, contactSubmissions, posts } from "../../../db/schema";
import { requestContext, testServices } from "../../support/context";
import { cloneSeededDatabase } from "../../support/db";
import { SITE, callRoute } from "./harness";

/**
 * A contact form asking for the invisible proof of work (issue 20, decision 026): by an `[altcha]`
 * tag or the `altcha: on` setting. Its feedback passes only with a solved challenge from
 * `GET /wp-json/cuahang/v1/captcha`, once.
 */

let database: Database;
let tagForm: number;
let settingForm: number;
let plainForm: number;

const TEMPLATE = `<label>Họ tên [text* your-name]</label>
<label>Lời nhắn [textarea your-message]</label>
[altcha]
[submit "Gửi"]`;
const MAIL = { to: "shop@example.vn", subject: "Lời nhắn từ [your-name]", body: "[your-message]" };

beforeAll(async () => {
  database = await cloneSeededDatabase();
  const inserted = await database.db
    .insert(contactForms)
    .values([
      { slug: "loi-nhan-altcha", title: "Lời nhắn (altcha)", template: TEMPLATE, mail: MAIL },
      { slug: "loi-nhan-altcha-setting", title: "Lời nhắn (cài đặt altcha)", template: TEMPLATE.replace("[altcha]\n", ""), mail: MAIL, settings: { altcha: "on" } },
      { slug: "loi-nhan-khong-altcha", title: "Lời nhắn", template: TEMPLATE.replace("[altcha]\n", ""), mail: MAIL },
    ])
    .returning({ id: contactForms.id });
  [tagForm, settingForm, plainForm] = inserted.map((f) => f.id) as [number, number, number];
});
afterAll(() => database.close());

// The library checks a challenge's expiry against the real clock: this file's clock is real.
let mailer: Mailer & { sent?: MailMessage[] } = memoryMailer();
afterEach(async () => {
  mailer = memoryMailer();
  await database.db.delete(contactSubmissions);
  await database.db.execute(sql`delete from request_allowances`);
});
const services = () => testServices(database.db, () => new Date(), mailer);

const BROWSER = "Mozilla/5.0 (Linux; Android 14) Chrome/131.0 Mobile Safari/537.36";
const MESSAGE = { "your-name": "Nguyễn Thị Lan", "your-message": "Shop còn túi vải màu xanh không ạ?" };
const SPAM = { status: "spam", message: "Đã có lỗi khi gửi lời nhắn của bạn. Vui lòng thử lại sau.", posted_data_hash: "", invalid_fields: [] };

function wpJson(path: string, init: RequestInit = {}): Promise<Response> {
  const url = new URL(`/wp-json/${path}`, SITE);
  return callRoute(wpJsonRoute, "/wp-json/*", services(), new Request(url, init), { "*": url.pathname.slice("/wp-json/".length) }, { clientIp: "203.0.113.7" });
}

/** A submit as the form's script sends it: multipart, every field plus the hidden ones. */
function feedback(formId: number, fields: Record<string, string>) {
  const body = new FormData();
  body.set("_wpcf7", String(formId));
  body.set("_wpcf7_version", "6.1.6");
  body.set("_wpcf7_locale", "vi");
  body.set("_wpcf7_unit_tag", `wpcf7-f${formId}-p9-o1`);
  body.set("_wpcf7_container_post", "9");
  body.set("_wpcf7_posted_data_hash", "");
  for (const [name, value] of Object.entries(fields)) body.append(name, value);
  return wpJson(`contact-form-7/v1/contact-forms/${formId}/feedback`, { method: "POST", body, headers: { "User-Agent": BROWSER, Accept: "application/json" } });
}

/** What the browser puts in `_wpcf7_altcha`: the shop's challenge solved by the browser's solver. */
async function solvedToken(): Promise<string> {
  const answer = await wpJson("cuahang/v1/captcha");
  expect(answer.status).toBe(200);
  const token = await solveCaptcha(await answer.json());
  if (token === null) throw new Error("not solved");
  return token;
}

const storedSubmissions = () => database.db.select().from(contactSubmissions).orderBy(contactSubmissions.id);

describe("a contact form with [altcha]", () => {
  it("takes a submission without a solved challenge, or with one that is not, for spam, and keeps nothing", async () => {
    expect(await (await feedback(tagForm, MESSAGE)).json()).toMatchObject(SPAM);
    expect(await (await feedback(tagForm, { ...MESSAGE, [PROOF_OF_WORK_FIELD]: "" })).json()).toMatchObject(SPAM);
    expect(await (await feedback(tagForm, { ...MESSAGE, [PROOF_OF_WORK_FIELD]: "bm90IGEgdG9rZW4=" })).json()).toMatchObject(SPAM);
    expect(await storedSubmissions()).toEqual([]);
    expect(mailer.sent ?? []).toEqual([]);
  });

  it("sends a submission with a solved challenge, and takes the same solution again for spam", async () => {
    const token = await solvedToken();
    const sent = await (await feedback(tagForm, { ...MESSAGE, [PROOF_OF_WORK_FIELD]: token })).json();
    expect(sent).toMatchObject({ status: "mail_sent", message: "Cảm ơn bạn đã gửi lời nhắn. Lời nhắn đã được gửi đi.", invalid_fields: [] });
    expect(sent.posted_data_hash).toMatch(/^[0-9a-f]{32}$/);
    const stored = await storedSubmissions();
    expect(stored).toHaveLength(1);
    // The token is the form's own field, never the submission's data.
    expect(Object.keys(stored[0]!.fields).sort()).toEqual(["your-message", "your-name"]);

    expect(await (await feedback(tagForm, { ...MESSAGE, [PROOF_OF_WORK_FIELD]: token })).json()).toMatchObject(SPAM);
    expect(await storedSubmissions()).toHaveLength(1);
  });

  it("judges fields and acceptance first, as Contact Form 7 does: an invalid submission is answered so, and its solution stays unspent", async () => {
    const token = await solvedToken();
    const invalid = await (await feedback(tagForm, { "your-name": "", "your-message": "x", [PROOF_OF_WORK_FIELD]: token })).json();
    expect(invalid).toMatchObject({ status: "validation_failed", invalid_fields: [{ field: "your-name", message: "Vui lòng điền vào trường này." }] });
    expect(await (await feedback(tagForm, { ...MESSAGE, [PROOF_OF_WORK_FIELD]: token })).json()).toMatchObject({ status: "mail_sent" });
  });
});

describe("a contact form with the setting altcha: on", () => {
  it("asks for the proof of work as the tag does; a form asking for none ignores the field", async () => {
    expect(await (await feedback(settingForm, MESSAGE)).json()).toMatchObject(SPAM);
    expect(await (await feedback(settingForm, { ...MESSAGE, [PROOF_OF_WORK_FIELD]: await solvedToken() })).json()).toMatchObject({ status: "mail_sent" });
    expect(await (await feedback(plainForm, MESSAGE)).json()).toMatchObject({ status: "mail_sent" });
  });
});

describe("a page with a form asking for the proof of work, without scripts", () => {
  let page: number;
  beforeAll(async () => {
    [{ id: page }] = (await database.db
      .insert(posts)
      .values({ type: "page", slug: "hoi-shop", title: "Hỏi shop", content: '<p>Gửi câu hỏi cho shop:</p>[contact-form-7 id="loi-nhan-altcha"]', status: "publish" })
      .returning({ id: posts.id })) as [{ id: number }];
  });

  const route = (request: Request) => ({ request, params: { "*": "hoi-shop" }, context: requestContext(services(), request, { clientIp: "203.0.113.40" }) }) as never;

  it("draws the form with its proof-of-work field (the note for those without scripts is the component's)", async () => {
    const data = await pageRoute.loader(route(new Request(`${SITE}/hoi-shop/`)));
    const form = data.forms?.find((s) => s.kind === "form");
    expect(form?.kind === "form" && { id: form.form.id, proofOfWork: form.form.proofOfWork }).toEqual({ id: tagForm, proofOfWork: true });
  });

  it("answers a post without a solution spam, keeping what was typed, and stores nothing", async () => {
    const body = new FormData();
    const fields = { _wpcf7: String(tagForm), _wpcf7_unit_tag: `wpcf7-f${tagForm}-p${page}-o1`, _wpcf7_container_post: String(page), [PROOF_OF_WORK_FIELD]: "", ...MESSAGE };
    for (const [name, value] of Object.entries(fields)) body.append(name, value);
    const request = new Request(`${SITE}/hoi-shop/`, { method: "POST", body, headers: { "User-Agent": BROWSER } });
    const answer = await pageRoute.action(route(request));
    expect(answer.data.contactForm.outcome).toEqual({ status: "spam", message: SPAM.message, invalidFields: [], values: { "your-name": [MESSAGE["your-name"]], "your-message": [MESSAGE["your-message"]] } });
    expect(await database.db.select().from(contactSubmissions).where(eq(contactSubmissions.formId, tagForm))).toEqual([]);
  });
});
