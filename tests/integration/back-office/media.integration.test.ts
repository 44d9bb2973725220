import { mkdtemp, readdir, rm, stat } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import apiFetch from "@wordpress/api-fetch";
import { sql } from "drizzle-orm";
import sharp from "sharp";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import * as wpJsonRoute from "../../../app/compat/wordpress/wp-json.route";
import type { AppServices } from "../../../app/platform/.server/context";
import { type Database, queryRows } from "../../../app/platform/.server/db";
import { testServices } from "../../support/context";
import { cloneSeededDatabase } from "../../support/db";
import { SITE, callRoute } from "../wordpress/harness";
import { apiFetchBrowser } from "./api-fetch-browser";
import { type Answer, type Caller, restCallers } from "./rest-callers";
import { fingerprintOf } from "../../../app/features/catalog/.server/media-images";

/*
 * The media library over WordPress's `wp/v2/media` (issue 21, "Media"): uploads as multipart and
 * as a raw body, the attachment answered, the row and files stored, EXIF gone, types told by their
 * bytes, the limits, who may upload, WordPress's resume (`post-process`) and a forced delete;
 * then `@wordpress/api-fetch` itself resuming an upload whose sizes failed.
 */

let database: Database;
let root = "";
let media: AppServices["media"];
let uploadsDir = "";
const services = (): AppServices => {
  const base = testServices(database.db);
  return { ...base, site: { ...base.site, uploadsDir }, media };
};
const { callerFor, rest } = restCallers(() => database.db, services);
const browser = apiFetchBrowser({ db: () => database.db, services });
let manager: Caller;
let customer: Caller;
const guest: Caller = { cookie: "", nonce: "" };

const FAULT = "loi-kich-thuoc";

beforeAll(async () => {
  database = await cloneSeededDatabase();
  root = await mkdtemp(path.join(tmpdir(), "media-test-"));
  uploadsDir = path.join(root, "uploads");
  media = { incomingDir: path.join(root, "incoming"), fileBytes: 2 * 1024 * 1024, maxPixels: 4_000_000, sizesFault: FAULT };
  manager = await callerFor("quanly");
  customer = await callerFor("thuytien");
});
afterAll(async () => {
  await database.close();
  await rm(root, { recursive: true, force: true });
});
beforeEach(() => {
  media = { ...media, fileBytes: 2 * 1024 * 1024, maxPixels: 4_000_000 };
});

/** A photo as a phone takes it: a JPEG carrying EXIF with the camera and where it was taken. */
async function photoWithGps(width = 1600, height = 1000): Promise<Buffer> {
  return sharp({ create: { width, height, channels: 3, background: { r: 200, g: 80, b: 40 } } })
    .jpeg()
    .withExif({
      IFD0: { Make: "PhoneCo", Model: "Cam 1", Copyright: "chu-shop" },
      IFD3: { GPSLatitudeRef: "N", GPSLatitude: "21/1 1/1 3000/100", GPSLongitudeRef: "E", GPSLongitude: "105/1 51/1 0/1" },
    })
    .toBuffer();
}

const png = (width = 300, height = 200) => sharp({ create: { width, height, channels: 4, background: { r: 0, g: 120, b: 255, alpha: 0.5 } } }).png().toBuffer();

/** An upload as a browser sends it: multipart with `file`, or the raw body with its name in Content-Disposition. */
async function upload(caller: Caller, body: { multipart: { bytes: Buffer | string; name: string; type?: string; fields?: Record<string, string> } } | { raw: Buffer | string; headers: Record<string, string> }) {
  const headers = new Headers({ cookie: caller.cookie });
  if (caller.nonce) headers.set("x-wp-nonce", caller.nonce);
  let requestBody: BodyInit;
  if ("multipart" in body) {
    const form = new FormData();
    for (const [name, value] of Object.entries(body.multipart.fields ?? {})) form.append(name, value);
    form.append("file", new File([typeof body.multipart.bytes === "string" ? body.multipart.bytes : new Uint8Array(body.multipart.bytes)], body.multipart.name, { type: body.multipart.type ?? "image/jpeg" }));
    requestBody = form;
  } else {
    for (const [name, value] of Object.entries(body.headers)) headers.set(name, value);
    requestBody = typeof body.raw === "string" ? body.raw : new Uint8Array(body.raw);
  }
  const request = new Request(`${SITE}/wp-json/wp/v2/media`, { method: "POST", headers, body: requestBody });
  const answer = await callRoute(wpJsonRoute, "/wp-json/*", services(), request, { "*": "wp/v2/media" });
  return { status: answer.status, json: (await answer.json()) as Answer, headers: answer.headers };
}

async function row(id: number) {
  const [found] = await queryRows<{ slug: string; title: string; alt: string; width: number; height: number; file: string; mime_type: string; filesize: number; author_id: number | null; sizes: Answer }>(
    database.db,
    sql`select slug, title, alt, width, height, file, mime_type, filesize, author_id, sizes from media where id = ${id}`,
  );
  return found;
}

async function staffId(login: string): Promise<number> {
  const [user] = await queryRows<{ id: number }>(database.db, sql`select id from users where login = ${login}`);
  return user!.id;
}

const exists = (file: string) => stat(path.join(uploadsDir, file)).then(() => true, () => false);

describe("POST /wp/v2/media", () => {
  it("takes a multipart upload: WordPress's attachment, the row, the original without EXIF and every size as AVIF, WebP and JPEG", async () => {
    const bytes = await photoWithGps();
    expect((await sharp(bytes).metadata()).exif).toBeDefined();
    const { status, json, headers } = await upload(manager, { multipart: { bytes, name: "Áo thun đỏ.jpg", fields: { alt_text: "Áo thun màu đỏ" } } });
    expect(status).toBe(201);
    const id = json.id as number;
    expect(headers.get("location")).toBe(`${SITE}/wp-json/wp/v2/media/${id}`);
    const folder = json.media_details.file.split("/").slice(0, 2).join("/");
    expect(folder).toMatch(/^\d{4}\/\d{2}$/);
    expect(json).toMatchObject({
      id,
      slug: "ao-thun-do",
      status: "inherit",
      type: "attachment",
      link: `${SITE}/?attachment_id=${id}`,
      title: { raw: "Áo thun đỏ", rendered: "Áo thun đỏ" },
      author: await staffId("quanly"),
      caption: { raw: "", rendered: "" },
      alt_text: "Áo thun màu đỏ",
      media_type: "image",
      mime_type: "image/jpeg",
      source_url: `${SITE}/wp-content/uploads/${folder}/ao-thun-do.jpg`,
      missing_image_sizes: [],
    });
    expect(json.date).toMatch(/^\d{4}-\d\d-\d\dT\d\d:\d\d:\d\d$/);
    expect(json.date_gmt).toMatch(/^\d{4}-\d\d-\d\dT\d\d:\d\d:\d\d$/);
    const original = `${folder}/ao-thun-do.jpg`;
    expect(json.media_details).toMatchObject({ width: 1600, height: 1000, file: original });
    expect(json.media_details.filesize).toBe((await stat(path.join(uploadsDir, original))).size);
    expect(json.media_details.sizes).toEqual({
      gallery_thumbnail: sizeJson(folder, 150, 150),
      thumbnail: sizeJson(folder, 400, 400),
      single: sizeJson(folder, 800, 500),
      full: sizeJson(folder, 1200, 750),
    });

    const stored = await row(id);
    expect(stored).toMatchObject({ slug: "ao-thun-do", title: "Áo thun đỏ", alt: "Áo thun màu đỏ", width: 1600, height: 1000, file: original, mime_type: "image/jpeg", author_id: await staffId("quanly") });
    expect(stored!.sizes.single).toEqual({
      avif: { file: `${folder}/ao-thun-do-800x500.avif`, width: 800, height: 500, mime: "image/avif", v: await fingerprintOf(path.join(uploadsDir, folder, "ao-thun-do-800x500.avif")) },
      webp: { file: `${folder}/ao-thun-do-800x500.webp`, width: 800, height: 500, mime: "image/webp", v: await fingerprintOf(path.join(uploadsDir, folder, "ao-thun-do-800x500.webp")) },
      jpeg: { file: `${folder}/ao-thun-do-800x500.jpg`, width: 800, height: 500, mime: "image/jpeg", v: await fingerprintOf(path.join(uploadsDir, folder, "ao-thun-do-800x500.jpg")) },
    });
    expect(stored!.sizes.single!.webp.v).toMatch(/^[\w-]{10}$/);
    expect(stored!.sizes.single!.webp.v).not.toBe(stored!.sizes.single!.jpeg.v);
    expect(stored!.sizes.single!.avif.v).not.toBe(stored!.sizes.single!.webp.v);
    // Every file is there, in the format its name says, and none keeps the photo's EXIF or GPS.
    const files = (await readdir(path.join(uploadsDir, folder))).filter((f) => f.startsWith("ao-thun-do")).sort();
    expect(files).toEqual([
      "ao-thun-do-1200x750.avif", "ao-thun-do-1200x750.jpg", "ao-thun-do-1200x750.webp", "ao-thun-do-150x150.avif", "ao-thun-do-150x150.jpg", "ao-thun-do-150x150.webp",
      "ao-thun-do-400x400.avif", "ao-thun-do-400x400.jpg", "ao-thun-do-400x400.webp", "ao-thun-do-800x500.avif", "ao-thun-do-800x500.jpg", "ao-thun-do-800x500.webp", "ao-thun-do.jpg",
    ]);
    const FORMATS = { avif: ["heif", "av1"], webp: ["webp", undefined], jpg: ["jpeg", undefined] } as const;
    for (const file of files) {
      const meta = await sharp(path.join(uploadsDir, folder, file)).metadata();
      expect([meta.format, meta.compression]).toEqual(FORMATS[path.extname(file).slice(1) as keyof typeof FORMATS]);
      expect(meta.exif).toBeUndefined();
      const mode = (await stat(path.join(uploadsDir, folder, file))).mode;
      expect(mode & 0o111).toBe(0);
    }
    // Nothing waits in the incoming folder once the request is answered.
    expect(await readdir(media.incomingDir)).toEqual([]);
    const [logged] = await queryRows<{ n: number }>(database.db, sql`select count(*)::int as n from staff_actions where action = 'media.upload' and object_id = ${id}`);
    expect(logged!.n).toBe(1);
  });

  function sizeJson(folder: string, width: number, height: number) {
    const url = (ext: string) => `${SITE}/wp-content/uploads/${folder}/ao-thun-do-${width}x${height}.${ext}`;
    return {
      file: `ao-thun-do-${width}x${height}.jpg`,
      width,
      height,
      mime_type: "image/jpeg",
      source_url: url("jpg"),
      sources: {
        "image/avif": { file: `ao-thun-do-${width}x${height}.avif`, source_url: url("avif") },
        "image/webp": { file: `ao-thun-do-${width}x${height}.webp`, source_url: url("webp") },
        "image/jpeg": { file: `ao-thun-do-${width}x${height}.jpg`, source_url: url("jpg") },
      },
    };
  }

  it("takes a raw body named by Content-Disposition, and a second picture of one name gets the next slug", async () => {
    const bytes = await png();
    const headers = { "content-type": "image/png", "content-disposition": `attachment; filename*=UTF-8''${encodeURIComponent("Nền xanh.png")}` };
    const first = await upload(manager, { raw: bytes, headers });
    expect(first.status).toBe(201);
    expect(first.json).toMatchObject({ slug: "nen-xanh", mime_type: "image/png", title: { raw: "Nền xanh" }, media_details: { width: 300, height: 200 } });
    // Smaller than a size: never enlarged; the square sizes crop to the short side.
    expect(first.json.media_details.sizes.full).toMatchObject({ width: 300, height: 200 });
    expect(first.json.media_details.sizes.thumbnail).toMatchObject({ width: 200, height: 200 });
    const second = await upload(manager, { raw: bytes, headers: { ...headers, "content-disposition": 'attachment; filename="nen xanh.png"' } });
    expect(second.status).toBe(201);
    expect(second.json.slug).toBe("nen-xanh-2");
    expect(await exists(second.json.media_details.file)).toBe(true);
  });

  it("tells the type from the bytes: PNG bytes named .jpg are a PNG", async () => {
    const { status, json } = await upload(manager, { multipart: { bytes: await png(), name: "anh-gia.jpg", type: "image/jpeg" } });
    expect(status).toBe(201);
    expect(json.mime_type).toBe("image/png");
    expect(json.media_details.file).toMatch(/\/anh-gia\.png$/);
    expect((await sharp(path.join(uploadsDir, json.media_details.file)).metadata()).format).toBe("png");
  });

  it("refuses an SVG, text named as a picture, and bytes that begin like a picture but are none, storing nothing", async () => {
    const [before] = await queryRows<{ n: number }>(database.db, sql`select count(*)::int as n from media`);
    const svg = '<?xml version="1.0"?>\n<svg xmlns="http://www.w3.org/2000/svg" onload="alert(1)"><rect width="10" height="10"/></svg>';
    expect(await upload(manager, { multipart: { bytes: svg, name: "logo.svg", type: "image/svg+xml" } })).toMatchObject({
      status: 400,
      json: { code: "rest_upload_invalid_type", message: expect.stringContaining("SVG"), data: { status: 400 } },
    });
    expect(await upload(manager, { multipart: { bytes: svg, name: "logo.png", type: "image/png" } })).toMatchObject({ status: 400, json: { code: "rest_upload_invalid_type" } });
    expect(await upload(manager, { raw: "<?php echo 'xin chào'; ?>", headers: { "content-type": "image/jpeg", "content-disposition": 'attachment; filename="anh.jpg"' } })).toMatchObject({
      status: 400,
      json: { code: "rest_upload_invalid_type", message: "Xin lỗi, bạn không được phép tải lên loại tệp này. Hãy tải lên ảnh JPEG, PNG, WebP, GIF hoặc AVIF.", data: { status: 400 } },
    });
    const brokenJpeg = Buffer.concat([Buffer.from([0xff, 0xd8, 0xff, 0xe0]), Buffer.alloc(200, 7)]);
    expect(await upload(manager, { multipart: { bytes: brokenJpeg, name: "hong.jpg" } })).toMatchObject({ status: 400, json: { code: "rest_upload_sniff_image_mismatch", data: { status: 400 } } });
    const [after] = await queryRows<{ n: number }>(database.db, sql`select count(*)::int as n from media`);
    expect(after!.n).toBe(before!.n);
    expect(await readdir(media.incomingDir)).toEqual([]);
  });

  it("refuses a file past UPLOAD_FILE_MAX_MB and a picture past its pixel limit, with a clear 400", async () => {
    media = { ...media, fileBytes: 1024 * 1024 };
    const noise = await sharp(Buffer.from(Array.from({ length: 1000 * 1000 * 3 }, (_, i) => (i * 7919) % 251)), { raw: { width: 1000, height: 1000, channels: 3 } }).png({ compressionLevel: 0 }).toBuffer();
    expect(noise.length).toBeGreaterThan(1024 * 1024);
    expect(await upload(manager, { multipart: { bytes: noise, name: "lon.png" } })).toMatchObject({ status: 400, json: { code: "rest_upload_file_too_big", message: "Tệp quá lớn: tối đa 1 MB.", data: { status: 400 } } });
    expect(await upload(manager, { raw: noise, headers: { "content-type": "image/png", "content-disposition": 'attachment; filename="lon.png"' } })).toMatchObject({ status: 400, json: { code: "rest_upload_file_too_big" } });
    media = { ...media, fileBytes: 2 * 1024 * 1024, maxPixels: 1_000_000 };
    const wide = await sharp({ create: { width: 2000, height: 600, channels: 3, background: "#888" } }).jpeg().toBuffer();
    expect(await upload(manager, { multipart: { bytes: wide, name: "rong.jpg" } })).toMatchObject({
      status: 400,
      json: { code: "rest_upload_image_too_large", message: "Ảnh quá lớn: tối đa 1 megapixel (ảnh này có 1.2 megapixel).", data: { status: 400 } },
    });
  });

  it("asks a raw body for its file name, and an empty body for data", async () => {
    expect(await upload(manager, { raw: await png(), headers: { "content-type": "image/png" } })).toMatchObject({ status: 400, json: { code: "rest_upload_no_content_disposition" } });
    expect(await upload(manager, { raw: await png(), headers: { "content-type": "image/png", "content-disposition": "attachment" } })).toMatchObject({ status: 400, json: { code: "rest_upload_invalid_disposition" } });
    expect(await upload(manager, { raw: "", headers: { "content-type": "image/png", "content-disposition": 'attachment; filename="a.png"' } })).toMatchObject({ status: 400, json: { code: "rest_upload_no_data" } });
  });

  it("is staff only: a visitor 401, a customer 403, both rest_cannot_create in WordPress's shape", async () => {
    const bytes = await png();
    expect(await upload(guest, { multipart: { bytes, name: "a.png" } })).toMatchObject({
      status: 401,
      json: { code: "rest_cannot_create", message: "Xin lỗi, bạn không được phép tải tệp lên.", data: { status: 401 } },
    });
    expect(await upload(customer, { multipart: { bytes, name: "a.png" } })).toMatchObject({ status: 403, json: { code: "rest_cannot_create", data: { status: 403 } } });
    expect(await rest(guest, "GET", "wp/v2/media")).toMatchObject({ status: 401, json: { code: "rest_forbidden" } });
    expect(await rest(customer, "POST", "wp/v2/media/1", { alt_text: "x" })).toMatchObject({ status: 403, json: { code: "rest_cannot_edit" } });
    expect(await rest(customer, "DELETE", "wp/v2/media/1?force=true")).toMatchObject({ status: 403, json: { code: "rest_cannot_delete" } });
    expect(await rest(guest, "POST", "wp/v2/media/1/post-process", { action: "create-image-subsizes" })).toMatchObject({ status: 401, json: { code: "rest_cannot_edit" } });
  });
});

describe("resume, edit, list and delete", () => {
  it("answers 500 with X-WP-Upload-Attachment-ID when the sizes fail, keeps the original, and post-process makes them", async () => {
    const { status, json, headers } = await upload(manager, { multipart: { bytes: await photoWithGps(900, 900), name: `${FAULT}.jpg` } });
    expect(status).toBe(500);
    expect(json).toMatchObject({ code: "rest_upload_sizes_failed", data: { status: 500 } });
    const id = Number(headers.get("x-wp-upload-attachment-id"));
    expect(id).toBeGreaterThan(0);
    const kept = await row(id);
    expect(kept).toMatchObject({ slug: FAULT, width: 900, height: 900, sizes: {} });
    expect(await exists(kept!.file)).toBe(true);
    expect((await rest(manager, "GET", `wp/v2/media/${id}`)).json.missing_image_sizes).toEqual(["gallery_thumbnail", "thumbnail", "single", "full"]);

    expect(await rest(manager, "POST", `wp/v2/media/${id}/post-process`, { action: "rotate" })).toMatchObject({ status: 400, json: { code: "rest_invalid_param" } });
    const resumed = await rest(manager, "POST", `wp/v2/media/${id}/post-process`, { action: "create-image-subsizes" });
    expect(resumed.status).toBe(200);
    expect(resumed.json).toMatchObject({ id, missing_image_sizes: [] });
    // jsonb keeps its keys in its own order.
    expect(Object.keys(resumed.json.media_details.sizes).sort()).toEqual(["full", "gallery_thumbnail", "single", "thumbnail"]);
    const made = await row(id);
    expect(made!.sizes.full.webp).toMatchObject({ width: 900, height: 900 });
    expect(await exists(made!.sizes.full.webp.file)).toBe(true);
    expect(await rest(manager, "POST", "wp/v2/media/99999999/post-process", { action: "create-image-subsizes" })).toMatchObject({ status: 404, json: { code: "rest_post_invalid_id" } });
  });

  it("edits alt text, title and caption (api-fetch's method override too)", async () => {
    const { json } = await upload(manager, { multipart: { bytes: await png(), name: "sua.png" } });
    const edited = await rest(manager, "POST", `wp/v2/media/${json.id}`, { alt_text: "  Nền xanh dương  ", title: "Nền <b>xanh</b>", caption: { raw: "Chụp tại cửa hàng" } });
    expect(edited.status).toBe(200);
    expect(edited.json).toMatchObject({ alt_text: "Nền xanh dương", title: { raw: "Nền <b>xanh</b>", rendered: "Nền &lt;b&gt;xanh&lt;/b&gt;" }, caption: { raw: "Chụp tại cửa hàng", rendered: "<p>Chụp tại cửa hàng</p>\n" } });
    expect(await row(json.id)).toMatchObject({ alt: "Nền xanh dương", title: "Nền <b>xanh</b>" });
    expect(await rest(manager, "PUT", `wp/v2/media/${json.id}`, { alt_text: 5 })).toMatchObject({ status: 400, json: { code: "rest_invalid_param" } });
  });

  it("lists newest first with WordPress's paging headers, and searches", async () => {
    const [counted] = await queryRows<{ n: number }>(database.db, sql`select count(*)::int as n from media`);
    const first = await rest(manager, "GET", "wp/v2/media?per_page=2&page=1");
    expect(first.status).toBe(200);
    expect(first.headers.get("x-wp-total")).toBe(String(counted!.n));
    expect(first.headers.get("x-wp-totalpages")).toBe(String(Math.ceil(counted!.n / 2)));
    expect(first.headers.get("link")).toBe(`<${SITE}/wp-json/wp/v2/media?per_page=2&page=2>; rel="next"`);
    expect(first.json).toHaveLength(2);
    const [newest] = await queryRows<{ id: number }>(database.db, sql`select id from media order by created_at desc, id desc limit 1`);
    expect(first.json[0].id).toBe(newest!.id);
    const found = await rest(manager, "GET", "wp/v2/media?search=nen-xanh");
    expect(found.json.map((m: Answer) => m.slug).sort()).toEqual(["nen-xanh", "nen-xanh-2"]);
    expect(await rest(manager, "GET", "wp/v2/media?per_page=101")).toMatchObject({ status: 400, json: { code: "rest_invalid_param" } });
  });

  it("deletes only with force=true (WordPress's 501 otherwise), the row and every file", async () => {
    const { json } = await upload(manager, { multipart: { bytes: await photoWithGps(500, 400), name: "xoa.jpg" } });
    const stored = await row(json.id);
    const files = [stored!.file, ...Object.values(stored!.sizes as Record<string, Record<string, { file: string }>>).flatMap((s) => Object.values(s).map((r) => r.file))];
    expect(files).toHaveLength(13);
    for (const file of files) expect(await exists(file)).toBe(true);
    expect(await rest(manager, "DELETE", `wp/v2/media/${json.id}`)).toMatchObject({
      status: 501,
      json: { code: "rest_trash_not_supported", message: "Tệp đính kèm không hỗ trợ thùng rác. Hãy đặt force=true để xoá.", data: { status: 501 } },
    });
    const deleted = await rest(manager, "DELETE", `wp/v2/media/${json.id}?force=true`);
    expect(deleted.status).toBe(200);
    expect(deleted.json).toMatchObject({ deleted: true, previous: { id: json.id, slug: "xoa" } });
    expect(await row(json.id)).toBeUndefined();
    for (const file of files) expect(await exists(file)).toBe(false);
    expect(await rest(manager, "GET", `wp/v2/media/${json.id}`)).toMatchObject({ status: 404, json: { code: "rest_post_invalid_id" } });
    expect(await rest(manager, "DELETE", `wp/v2/media/${json.id}?force=true`)).toMatchObject({ status: 404 });
  });
});

describe("@wordpress/api-fetch uploading", () => {
  it("resumes an upload whose sizes failed: the 5xx, then its post-process, answered as the upload", async () => {
    await browser.signIn("quanly");
    apiFetch.use(apiFetch.mediaUploadMiddleware);
    const body = new FormData();
    body.append("file", new File([new Uint8Array(await photoWithGps(640, 480))], `${FAULT}-lan-2.jpg`, { type: "image/jpeg" }));
    const sentBefore = browser.sent.length;
    const answer = await apiFetch<Answer>({ path: "/wp/v2/media", method: "POST", body });
    expect(answer).toMatchObject({ slug: `${FAULT}-lan-2`, media_type: "image", missing_image_sizes: [] });
    expect(answer.media_details.sizes.single).toMatchObject({ width: 640, height: 480 });
    const calls = browser.sent.slice(sentBefore).map((r) => `${r.method} ${r.headers.get("x-http-method-override") ?? ""} ${new URL(r.url).pathname}`.replace("  ", " "));
    expect(calls).toEqual(["POST /wp-json/wp/v2/media", `POST /wp-json/wp/v2/media/${answer.id}/post-process`]);
  });

  it("gives up after five post-process attempts, deletes the upload, and says so (§8 post_process)", async () => {
    await browser.signIn("quanly");
    const body = new FormData();
    body.append("file", new File([new Uint8Array(await png())], `${FAULT}-mai-mai.png`, { type: "image/png" }));
    const sentBefore = browser.sent.length;
    await expect(apiFetch({ path: "/wp/v2/media", method: "POST", body })).rejects.toMatchObject({ code: "post_process" });
    // api-fetch does not wait for its DELETE: let it land.
    await new Promise((resolve) => setTimeout(resolve, 200));
    const calls = browser.sent.slice(sentBefore).map((r) => `${r.headers.get("x-http-method-override") ?? r.method} ${new URL(r.url).pathname}${new URL(r.url).searchParams.get("force") ? "?force=true" : ""}`);
    const id = Number(calls[1]!.split("/")[5]);
    expect(calls).toEqual([
      "POST /wp-json/wp/v2/media",
      ...Array.from({ length: 5 }, () => `POST /wp-json/wp/v2/media/${id}/post-process`),
      `DELETE /wp-json/wp/v2/media/${id}?force=true`,
    ]);
    expect(await row(id)).toBeUndefined();
  });
});
