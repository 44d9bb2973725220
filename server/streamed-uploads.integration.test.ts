import { once } from "node:events";
import { mkdir, readdir, utimes, writeFile } from "node:fs/promises";
import http from "node:http";
import net from "node:net";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { TEST_LIMITS, testUploads } from "../tests/support/uploads";
import { purgeStrayFiles } from "./multipart";
import { type StandInServer, startStandInServer } from "./test-support/stand-in-pool";

/**
 * Multipart posts through the whole server (decision 027): read on the main thread as they come,
 * files straight to the incoming folder, the form handed to the real render thread (from source,
 * on a stand-in build whose `/posted-form/` answers what the app's code finds).
 */
const MB = 1024 * 1024;
/** A file field whose form allows 10 bytes (a contact form's `limit:10b`). */
const SMALL_FIELD = "small";

let dataDir: string;
let incomingDir: string;
let server: StandInServer;
let port: number;
beforeAll(async () => {
  server = await startStandInServer("streamed-uploads", {
    uploadsDir: (dir) => path.join(dir, "uploads"),
    uploads: (dir) =>
      testUploads({
        incomingDir: path.join(dir, "incoming"),
        limits: { ...TEST_LIMITS, fileBytes: 2 * MB, requestBytes: 4 * MB, fields: 5, fieldBytes: 1000 },
        fileLimit: () => async (field) => (field === SMALL_FIELD ? 10 : null),
      }),
  });
  ({ dataDir, port } = server);
  incomingDir = path.join(dataDir, "incoming");
});
afterAll(() => server.close());

const BOUNDARY = "----bien-gioi-7MA4YWxkTrZu0gW";
const part = (name: string, value: string) => `--${BOUNDARY}\r\nContent-Disposition: form-data; name="${name}"\r\n\r\n${value}\r\n`;
const filePart = (name: string, filename: string, type: string) =>
  `--${BOUNDARY}\r\nContent-Disposition: form-data; name="${name}"; filename="${filename}"\r\nContent-Type: ${type}\r\n\r\n`;
const END = `--${BOUNDARY}--\r\n`;

const incomingFiles = async () => readdir(incomingDir).catch(() => [] as string[]);
/** The request's files are deleted once its answer is out: wait for that (up to 5 s on a busy machine). */
async function incomingSettled(): Promise<string[]> {
  for (let i = 0; i < 250 && (await incomingFiles()).length > 0; i++) await new Promise((r) => setTimeout(r, 20));
  return incomingFiles();
}

async function post(pathname: string, body: string): Promise<{ status: number; type: string | null; body: string }> {
  const answer = await fetch(`http://127.0.0.1:${port}${pathname}`, {
    method: "POST",
    headers: { "Content-Type": `multipart/form-data; boundary=${BOUNDARY}` },
    body,
  });
  return { status: answer.status, type: answer.headers.get("content-type"), body: await answer.text() };
}

/**
 * Sends `total` bytes of a file part as fast as the server takes them; resolves with the answer
 * (if one came) and how many bytes the server took before it stopped reading.
 */
function sendLarge(pathname: string, total: number): Promise<{ status: number | null; body: string; written: number }> {
  return new Promise((resolve) => {
    let written = 0;
    let status: number | null = null;
    let body = "";
    const request = http.request({
      host: "127.0.0.1",
      port,
      path: pathname,
      method: "POST",
      headers: { "Content-Type": `multipart/form-data; boundary=${BOUNDARY}`, "Content-Length": String(total + 1000) },
    });
    request.on("response", (response) => {
      status = response.statusCode ?? null;
      response.setEncoding("utf8");
      response.on("data", (chunk: string) => (body += chunk));
      response.on("end", () => done());
    });
    let finished = false;
    const done = () => {
      if (finished) return;
      finished = true;
      request.destroy();
      resolve({ status, body, written });
    };
    request.on("error", () => setTimeout(done, 50));
    request.on("close", () => setTimeout(done, 50));
    const head = filePart("upload", "lon.bin", "application/octet-stream");
    request.write(head);
    written += head.length;
    const chunk = Buffer.alloc(64 * 1024, 1);
    const pump = () => {
      while (!finished && written < total) {
        written += chunk.length;
        if (!request.write(chunk)) return void request.once("drain", pump);
      }
    };
    pump();
  });
}

describe("a multipart post", () => {
  it("reaches the app as its fields and its files on disk, in the incoming folder under random names, deleted once answered", async () => {
    const body =
      part("your-name", "Nguyễn Thị Lan") +
      filePart("upload", "hoá đơn tháng 11.pdf", "application/pdf") +
      "%PDF-1.7 nội dung" +
      "\r\n" +
      part("your-message", "Xin gửi shop hoá đơn.") +
      filePart("empty", "", "application/octet-stream") +
      "\r\n" +
      END;
    const answer = await post("/posted-form/", body);
    expect(answer.status).toBe(200);
    const seen = JSON.parse(answer.body);
    const pdf = seen.streamed[1];
    expect(seen.streamed).toEqual([
      { name: "your-name", value: "Nguyễn Thị Lan" },
      { name: "upload", filename: "hoá đơn tháng 11.pdf", type: "application/pdf", size: Buffer.byteLength("%PDF-1.7 nội dung"), text: "%PDF-1.7 nội dung", path: pdf.path, cut: false },
      { name: "your-message", value: "Xin gửi shop hoá đơn." },
      { name: "empty", filename: "", type: "application/octet-stream", size: 0, text: "", path: seen.streamed[3].path, cut: false },
    ]);
    expect(path.dirname(pdf.path)).toBe(incomingDir);
    expect(path.basename(pdf.path)).toMatch(/^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/);
    // A handler that reads the body itself gets the same form.
    expect(seen.body.map((e: { name: string; value?: string; text?: string }) => [e.name, e.value ?? e.text])).toEqual([
      ["your-name", "Nguyễn Thị Lan"],
      ["upload", "%PDF-1.7 nội dung"],
      ["your-message", "Xin gửi shop hoá đơn."],
      ["empty", ""],
    ]);
    expect(await incomingSettled()).toEqual([]);
  });

  it("keeps the first limit + 1 bytes of a file past its field's limit, marked cut, and reads on", async () => {
    const answer = await post("/posted-form/", filePart(SMALL_FIELD, "anh.png", "image/png") + "x".repeat(5000) + "\r\n" + part("after", "vẫn đọc tiếp") + END);
    expect(answer.status).toBe(200);
    const seen = JSON.parse(answer.body);
    expect(seen.streamed[0]).toMatchObject({ name: SMALL_FIELD, size: 11, text: "x".repeat(11), cut: true });
    expect(seen.streamed[1]).toEqual({ name: "after", value: "vẫn đọc tiếp" });
    expect(await incomingSettled()).toEqual([]);
  });

  it("is refused past the request's limit while it streams: WordPress's 413 for the REST API, its files deleted, the rest never read", async () => {
    const before = process.memoryUsage().rss;
    const sent = await sendLarge("/wp-json/contact-form-7/v1/contact-forms/1/feedback", 200 * MB);
    expect(sent.status).toBe(413);
    expect(JSON.parse(sent.body)).toEqual({ code: "rest_request_too_large", message: "Yêu cầu quá lớn.", data: { status: 413 } });
    // 4 MB allowed of 200 MB: the server took the limit, the sockets' buffers a few MB more (8.5 MB seen).
    expect(sent.written).toBeLessThan(20 * MB);
    expect(process.memoryUsage().rss - before).toBeLessThan(100 * MB);
    expect(await incomingSettled()).toEqual([]);
  });

  it("is refused past the request's limit with a plain 413 on a page", async () => {
    const sent = await sendLarge("/lien-he/", 20 * MB);
    expect([sent.status, sent.body]).toEqual([413, "Yêu cầu quá lớn."]);
    expect(await incomingSettled()).toEqual([]);
  });

  it("is refused with 413 past the count or size of its text fields, and 400 when broken", async () => {
    const many = Array.from({ length: 6 }, (_, i) => part(`f${i}`, "a")).join("") + END;
    expect((await post("/lien-he/", many)).status).toBe(413);
    expect((await post("/lien-he/", part("long", "a".repeat(1001)) + END)).status).toBe(413);
    const broken = await post("/wp-json/contact-form-7/v1/contact-forms/1/feedback", filePart("upload", "a.pdf", "application/pdf") + "%PDF");
    expect([broken.status, JSON.parse(broken.body)]).toEqual([400, { code: "rest_invalid_multipart", message: "Yêu cầu không hợp lệ.", data: { status: 400 } }]);
    expect(await incomingSettled()).toEqual([]);
  });

  it("leaves no file behind when the sender goes away halfway", async () => {
    const socket = net.connect(port, "127.0.0.1");
    await once(socket, "connect");
    socket.write(`POST /posted-form/ HTTP/1.1\r\nHost: shop.test\r\nContent-Type: multipart/form-data; boundary=${BOUNDARY}\r\nContent-Length: ${MB}\r\n\r\n`);
    socket.write(filePart("upload", "do-dang.bin", "application/octet-stream") + "y".repeat(100_000));
    // The file has begun on disk.
    for (let i = 0; i < 50 && (await incomingFiles()).length === 0; i++) await new Promise((r) => setTimeout(r, 20));
    expect(await incomingFiles()).toHaveLength(1);
    socket.destroy();
    expect(await incomingSettled()).toEqual([]);
  });
});

/** A raw upload to the media library: the body is the file, its name in Content-Disposition. */
async function postRaw(pathname: string, body: Buffer | string, disposition: string | null): Promise<{ status: number; body: string }> {
  const headers: Record<string, string> = { "Content-Type": "image/png" };
  if (disposition !== null) headers["Content-Disposition"] = disposition;
  const answer = await fetch(`http://127.0.0.1:${port}${pathname}`, { method: "POST", headers, body: typeof body === "string" ? body : new Uint8Array(body) });
  return { status: answer.status, body: await answer.text() };
}

describe("a raw upload to wp/v2/media", () => {
  it("streams to the incoming folder as the form's `file`, its name from Content-Disposition, deleted once answered", async () => {
    const answer = await postRaw("/wp-json/wp/v2/media", "\x89PNG nội dung", `attachment; filename*=UTF-8''${encodeURIComponent("ảnh đỏ.png")}`);
    expect(answer.status).toBe(200);
    const seen = JSON.parse(answer.body);
    expect(seen.streamed).toEqual([
      { name: "file", filename: "ảnh đỏ.png", type: "image/png", size: Buffer.byteLength("\x89PNG nội dung"), text: "\x89PNG nội dung", path: seen.streamed[0].path, cut: false },
    ]);
    expect(path.dirname(seen.streamed[0].path)).toBe(incomingDir);
    expect(await incomingSettled()).toEqual([]);
  });

  it("keeps the first limit + 1 bytes of a body past UPLOAD_FILE_MAX_MB, marked cut", async () => {
    const answer = await postRaw("/wp-json/wp/v2/media", Buffer.alloc(3 * MB, 2), 'attachment; filename="lon.png"');
    const seen = JSON.parse(answer.body);
    expect(seen.streamed[0]).toMatchObject({ name: "file", size: 2 * MB + 1, cut: true });
    expect(await incomingSettled()).toEqual([]);
  });

  it("is refused past the request's limit with WordPress's 413, nothing left behind", async () => {
    const answer = await postRaw("/wp-json/wp/v2/media", Buffer.alloc(5 * MB, 3), 'attachment; filename="qua-lon.png"');
    expect([answer.status, JSON.parse(answer.body)]).toEqual([413, { code: "rest_request_too_large", message: "Yêu cầu quá lớn.", data: { status: 413 } }]);
    expect(await incomingSettled()).toEqual([]);
  });

  it("is left to the handler without a file name, and elsewhere than the media collection", async () => {
    expect(JSON.parse((await postRaw("/wp-json/wp/v2/media", "abc", null)).body).streamed).toBeNull();
    expect(JSON.parse((await postRaw("/wp-json/wp/v2/other", "abc", 'attachment; filename="a.png"')).body)).toEqual({ method: "POST", path: "/wp-json/wp/v2/other" });
  });
});

describe("the hourly purge of the incoming folder", () => {
  it("deletes files older than an hour that a request left behind, and keeps newer ones", async () => {
    const dir = path.join(dataDir, "stray");
    await mkdir(dir, { recursive: true });
    await writeFile(path.join(dir, "cu"), "a");
    await writeFile(path.join(dir, "moi"), "b");
    const now = new Date();
    const twoHoursAgo = new Date(now.getTime() - 2 * 3_600_000);
    await utimes(path.join(dir, "cu"), twoHoursAgo, twoHoursAgo);
    expect(await purgeStrayFiles(dir, new Date(now.getTime() - 3_600_000))).toBe(1);
    expect(await readdir(dir)).toEqual(["moi"]);
    expect(await purgeStrayFiles(path.join(dataDir, "khong-co"), now)).toBe(0);
  });
});
