import { randomUUID } from "node:crypto";
import { access, mkdir, readdir, readFile, rm, writeFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import { sql } from "drizzle-orm";
import { afterAll, afterEach, beforeAll, describe, expect, it } from "vitest";
import * as wpJsonRoute from "../../../app/compat/wordpress/wp-json.route";
import { contactFormFileLimit } from "../../../app/features/contact-forms/.server";
import { quizAnswerHash } from "../../../app/features/contact-forms/.server/quiz";
import type { Database } from "../../../app/platform/.server/db";
import { memoryMailer } from "../../../app/platform/.server/mailer";
import { type IncomingFile, type StreamedEntry, formOfEntries, withStreamedForm } from "../../../app/platform/.server/streamed-form";
import { contactForms, contactSubmissions } from "../../../db/schema";
import { CONTACT_UPLOADS_DIR, TEST_SECRET, testServices } from "../../support/context";
import { cloneSeededDatabase } from "../../support/db";
import { SITE, callRoute } from "./harness";

/**
 * A contact form's files as the server hands them to the app after reading the post as it came
 * (decision 027): already on disk in the incoming folder, each `File` backed by its file there.
 */

let database: Database;
let orderForm: number;
let messageForm: number;
const INCOMING = path.join(tmpdir(), `incoming-cf7-${process.pid}`);
beforeAll(async () => {
  database = await cloneSeededDatabase();
  const forms = await database.db.select({ id: contactForms.id, slug: contactForms.slug }).from(contactForms);
  orderForm = forms.find((f) => f.slug === "dat-hang-theo-yeu-cau")!.id;
  messageForm = forms.find((f) => f.slug === "lien-he")!.id;
  await mkdir(INCOMING, { recursive: true });
});
afterAll(async () => {
  await database.close();
  await rm(INCOMING, { recursive: true, force: true });
});

const NOW = new Date(Date.UTC(2026, 10, 25, 3, 0, 0));
let mailer = memoryMailer();
afterEach(async () => {
  mailer = memoryMailer();
  await database.db.delete(contactSubmissions);
  await database.db.execute(sql`delete from request_allowances`);
});

const PNG = Buffer.from("iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==", "base64");
const exists = (file: string) => access(file).then(() => true, () => false);

/** A file the reader left in the incoming folder: `bytes`, or its first `limit + 1` when `cut`. */
async function incoming(filename: string, bytes: Buffer, o: { type?: string; cut?: boolean } = {}): Promise<IncomingFile> {
  const file = path.join(INCOMING, randomUUID());
  await writeFile(file, bytes, { mode: 0o600 });
  return { path: file, filename, type: o.type ?? "image/png", size: bytes.length, cut: o.cut ?? false };
}

function orderEntries(design: IncomingFile): StreamedEntry[] {
  const fields: Record<string, string> = {
    _wpcf7: String(orderForm),
    _wpcf7_version: "6.1.6",
    _wpcf7_locale: "vi",
    _wpcf7_unit_tag: `wpcf7-f${orderForm}-p9-o1`,
    _wpcf7_container_post: "9",
    "order-name": "Trần Minh Quân",
    "order-email": "quan@example.vn",
    "order-phone": "+84 912 345 678",
    "order-quantity": "50",
    "order-date": "2026-12-15",
    "order-product": "Áo thun in logo",
    "order-quiz": "5",
    "_wpcf7_quiz_answer_order-quiz": quizAnswerHash(TEST_SECRET, "5"),
    "order-terms": "1",
  };
  return [...Object.entries(fields).map(([name, value]) => ({ name, value })), { name: "order-design", file: design }];
}

/** The feedback endpoint, its form streamed in as the server hands it over. */
async function streamedFeedback(entries: StreamedEntry[]) {
  const streamed = await formOfEntries(entries);
  const url = new URL(`/wp-json/contact-form-7/v1/contact-forms/${orderForm}/feedback`, SITE);
  // The body the router sees is the same form (its files read from disk only if someone asks).
  const request = new Request(url, { method: "POST", body: streamed.form, headers: { "User-Agent": "Mozilla/5.0 Chrome/131.0", Accept: "application/json" } });
  const services = testServices(database.db, () => NOW, mailer);
  const answer = await withStreamedForm(streamed, () =>
    callRoute(wpJsonRoute, "/wp-json/*", services, request, { "*": url.pathname.slice("/wp-json/".length) }, { clientIp: "203.0.113.9" }),
  );
  return answer.json();
}

describe("a contact form's streamed files", () => {
  it("are moved from the incoming folder to the kept files under a new random name, and attached to the mail", async () => {
    const design = await incoming("logo công ty.png", PNG);
    const body = await streamedFeedback(orderEntries(design));
    expect(body).toMatchObject({ status: "mail_sent", invalid_fields: [] });

    expect(await exists(design.path)).toBe(false);
    const [row] = await database.db.select().from(contactSubmissions);
    expect(row!.files).toEqual([{ field: "order-design", name: "logo công ty.png", size: PNG.length, type: "image/png", storedAs: expect.stringMatching(/^[0-9a-f-]{36}$/) }]);
    const kept = path.join(CONTACT_UPLOADS_DIR, row!.files[0]!.storedAs);
    expect(path.basename(kept)).not.toBe(path.basename(design.path));
    expect(await readFile(kept)).toEqual(PNG);
    expect(mailer.sent).toHaveLength(1);
    expect(mailer.sent[0]!.attachments).toEqual([{ filename: "logo công ty.png", content: PNG, contentType: "image/png" }]);
  });

  it("answers the field's 'file too large' error for a file cut at its field's limit, and keeps nothing", async () => {
    // `limit:2mb`: the reader kept 2 MB + 1 byte of a larger file.
    const limit = 2 * 1024 * 1024;
    const design = await incoming("ban-ve.png", Buffer.alloc(limit + 1, 7), { cut: true });
    const before = await readdir(CONTACT_UPLOADS_DIR).catch(() => []);
    const body = await streamedFeedback(orderEntries(design));
    expect(body).toMatchObject({
      status: "validation_failed",
      message: "Một hoặc nhiều trường có lỗi. Vui lòng kiểm tra và thử lại.",
      invalid_fields: [{ field: "order-design", message: "Tệp tải lên quá lớn.", idref: null, error_id: `wpcf7-f${orderForm}-p9-o1-ve-order-design` }],
    });
    expect(await database.db.select().from(contactSubmissions)).toEqual([]);
    expect(await readdir(CONTACT_UPLOADS_DIR).catch(() => [])).toEqual(before);
    // Left for the server to delete when the request ends.
    expect(await exists(design.path)).toBe(true);
    expect(mailer.sent).toEqual([]);
  });
});

describe("the size a contact form's file field takes while it streams", () => {
  it("is the field's own limit, the form named by the feedback address or by the hidden _wpcf7 before it", async () => {
    const feedbackPath = `/wp-json/contact-form-7/v1/contact-forms/${orderForm}/feedback`;
    expect(await contactFormFileLimit(database.db, feedbackPath, "order-design", [])).toBe(2 * 1024 * 1024);
    expect(await contactFormFileLimit(database.db, "/dat-hang/", "order-design", [{ name: "_wpcf7", value: String(orderForm) }])).toBe(2 * 1024 * 1024);
    // No form named, a field that is no file field, a form without files: the server's default.
    expect(await contactFormFileLimit(database.db, "/dat-hang/", "order-design", [])).toBeNull();
    expect(await contactFormFileLimit(database.db, feedbackPath, "order-name", [])).toBeNull();
    expect(await contactFormFileLimit(database.db, `/wp-json/contact-form-7/v1/contact-forms/${messageForm}/feedback`, "order-design", [])).toBeNull();
  });
});
