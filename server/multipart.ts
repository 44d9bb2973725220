import { randomUUID } from "node:crypto";
import { mkdir, open, readdir, rm, stat } from "node:fs/promises";
import type { IncomingMessage } from "node:http";
import path from "node:path";
import { Transform } from "node:stream";
import { pipeline } from "node:stream/promises";
import busboy from "busboy";
import type { IncomingFile, StreamedEntry } from "../app/platform/.server/streamed-form";

/**
 * Multipart bodies read as they arrive (decision 027): text fields kept in memory within their
 * bounds, each file written straight to the incoming folder under a random name, every limit
 * enforced on the bytes as they come, never after the whole body was held.
 */
export type MultipartLimits = {
  /** A file field's bytes when the form does not say (the field's `limit:` does). */
  fileBytes: number;
  /** The whole body: past it the request is refused and its files deleted. */
  requestBytes: number;
  /** Text fields: how many, the bytes of each, and of all together. */
  fields: number;
  fieldBytes: number;
  textBytes: number;
  /** Files (file inputs left empty count too). */
  files: number;
};

/** The bytes a file field may hold, from its name and the fields before it; null: the default. */
export type FileLimit = (field: string, before: readonly StreamedEntry[]) => Promise<number | null>;

export type MultipartOutcome =
  | { ok: true; entries: StreamedEntry[] }
  | { ok: false; reason: "too large" | "malformed" | "aborted" };

class Refused extends Error {
  constructor(readonly reason: "too large" | "malformed" | "aborted") {
    super(reason);
  }
}

/** A field's name as Contact Form 7 and PHP read it: `files[]` is `files`. */
const fieldKey = (name: string) => name.replace(/\[\]$/, "");

/**
 * Reads `req`'s multipart body into `dir`. Each field's files together may hold their limit;
 * the file that goes past it keeps only its first `limit + 1` bytes (its field's size rule then
 * fails on it, as on the whole) and the rest is read and dropped. Past the request's limit, a
 * text field's or a count's, or on a broken body, or when the sender goes away, reading stops
 * and every file of the request is deleted before this answers.
 */
export async function readMultipart(req: IncomingMessage, o: { dir: string; limits: MultipartLimits; fileLimit: FileLimit }): Promise<MultipartOutcome> {
  const { limits } = o;
  const written: string[] = [];
  const entries: Array<StreamedEntry | null> = [];
  const fieldBytes = new Map<string, number>();
  const saving: Array<Promise<void>> = [];
  let refusal: Refused | null = null;
  let textBytes = 0;

  let parser: busboy.Busboy;
  try {
    parser = busboy({
      headers: req.headers,
      defParamCharset: "utf8",
      limits: {
        fieldNameSize: 200,
        fieldSize: limits.fieldBytes,
        fields: limits.fields,
        files: limits.files,
        parts: limits.fields + limits.files,
        headerPairs: 20,
      },
    });
  } catch {
    // No boundary, or not multipart after all.
    return { ok: false, reason: "malformed" };
  }
  await mkdir(o.dir, { recursive: true, mode: 0o700 });

  const saveFile = async (field: string, stream: NodeJS.ReadableStream, info: busboy.FileInfo, index: number) => {
    const before = entries.filter((e): e is StreamedEntry => e !== null);
    const limit = (await o.fileLimit(field, before)) ?? limits.fileBytes;
    const key = fieldKey(field);
    const file: IncomingFile = {
      path: path.join(o.dir, randomUUID()),
      filename: info.filename ?? "",
      type: info.mimeType || "application/octet-stream",
      size: 0,
      cut: false,
    };
    // Refused while the limit was looked up: no file is begun.
    if (refusal) return void stream.resume();
    // Created here, before any byte is piped, so that a refusal's clean-up always finds it (a
    // write stream opening it itself could create it after the clean-up had run).
    written.push(file.path);
    const handle = await open(file.path, "wx", 0o600);
    const meter = new Transform({
      transform(chunk: Buffer, _encoding, done) {
        if (file.cut) return done();
        const used = fieldBytes.get(key) ?? 0;
        const part = used + chunk.length <= limit ? chunk : chunk.subarray(0, Math.max(0, limit + 1 - used));
        if (part !== chunk) file.cut = true;
        fieldBytes.set(key, used + part.length);
        file.size += part.length;
        done(null, part);
      },
    });
    await pipeline(stream, meter, handle.createWriteStream());
    entries[index] = { name: field, file };
  };

  const finished = new Promise<void>((resolve, reject) => {
    const refuse = (reason: Refused["reason"]) => {
      refusal ??= new Refused(reason);
      reject(refusal);
    };
    parser.on("field", (name, value, info) => {
      textBytes += Buffer.byteLength(name) + Buffer.byteLength(value);
      if (info.nameTruncated || info.valueTruncated || textBytes > limits.textBytes) return refuse("too large");
      entries.push({ name, value });
    });
    parser.on("file", (name, stream, info) => {
      // Its error (a body cut short) may come while its limit is looked up, before it is piped.
      stream.on("error", () => {});
      if (refusal) return void stream.resume();
      const index = entries.push(null) - 1;
      saving.push(saveFile(name, stream, info, index).catch((error: unknown) => refuse(error instanceof Refused ? error.reason : "aborted")));
    });
    for (const event of ["partsLimit", "filesLimit", "fieldsLimit"]) parser.on(event, () => refuse("too large"));
    parser.on("error", () => refuse("malformed"));
    parser.on("close", () => resolve());

    let received = 0;
    req.on("data", (chunk: Buffer) => {
      if (refusal) return;
      received += chunk.length;
      if (received > limits.requestBytes) return refuse("too large");
      if (!parser.write(chunk)) req.pause();
    });
    parser.on("drain", () => {
      if (!refusal) req.resume();
    });
    req.on("end", () => parser.end());
    req.on("error", () => refuse("aborted"));
    req.on("close", () => {
      if (!req.complete) refuse("aborted");
    });
  });

  try {
    await finished;
    await Promise.all(saving);
    if (refusal) throw refusal;
    return { ok: true, entries: entries.filter((e): e is StreamedEntry => e !== null) };
  } catch (error) {
    // Reading stops here: nothing more of the body is taken in, no file written further.
    req.pause();
    parser.destroy();
    await Promise.allSettled(saving);
    await removeFiles(written);
    return { ok: false, reason: error instanceof Refused ? error.reason : "malformed" };
  }
}

/** Deletes files of the incoming folder (those a submission kept were moved away already). */
export async function removeFiles(paths: readonly string[]): Promise<void> {
  await Promise.all(paths.map((p) => rm(p, { force: true })));
}

/** The files of a form read by `readMultipart`. */
export const filesOf = (entries: readonly StreamedEntry[]): string[] => entries.flatMap((e) => ("file" in e ? [e.file.path] : []));

/**
 * Deletes the files of `dir` last changed before `before`: what a request left behind when its
 * process ended under it (the hourly purge). Answers how many.
 */
export async function purgeStrayFiles(dir: string, before: Date): Promise<number> {
  let names: string[];
  try {
    names = await readdir(dir);
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === "ENOENT") return 0;
    throw error;
  }
  let removed = 0;
  for (const name of names) {
    const file = path.join(dir, name);
    const info = await stat(file).catch(() => null);
    if (!info?.isFile() || info.mtime >= before) continue;
    await rm(file, { force: true });
    removed++;
  }
  return removed;
}

/**
 * A raw upload body (WordPress's `POST /wp/v2/media` with `Content-Disposition`) read as it
 * arrives into one file of `dir`, as a multipart file field is: at most `fileBytes + 1` bytes
 * kept (then `cut`, the rest read and dropped), past `requestBytes` refused and deleted.
 */
export async function readRawUpload(
  req: IncomingMessage,
  o: { dir: string; filename: string; fileBytes: number; requestBytes: number },
): Promise<MultipartOutcome> {
  await mkdir(o.dir, { recursive: true, mode: 0o700 });
  const file: IncomingFile = {
    path: path.join(o.dir, randomUUID()),
    filename: o.filename,
    type: String(req.headers["content-type"] ?? "application/octet-stream"),
    size: 0,
    cut: false,
  };
  const handle = await open(file.path, "wx", 0o600);
  const out = handle.createWriteStream();
  let received = 0;
  let refusal: Refused | null = null;
  const finished = new Promise<void>((resolve, reject) => {
    const refuse = (reason: Refused["reason"]) => {
      refusal ??= new Refused(reason);
      reject(refusal);
    };
    req.on("data", (chunk: Buffer) => {
      if (refusal) return;
      received += chunk.length;
      if (received > o.requestBytes) return refuse("too large");
      if (file.cut) return;
      const part = file.size + chunk.length <= o.fileBytes ? chunk : chunk.subarray(0, o.fileBytes + 1 - file.size);
      if (part !== chunk) file.cut = true;
      file.size += part.length;
      if (!out.write(part)) {
        req.pause();
        out.once("drain", () => refusal || req.resume());
      }
    });
    req.on("end", () => resolve());
    req.on("error", () => refuse("aborted"));
    req.on("close", () => {
      if (!req.complete) refuse("aborted");
    });
    out.on("error", () => refuse("aborted"));
  });
  try {
    await finished;
    await new Promise<void>((resolve, reject) => out.end((error?: Error | null) => (error ? reject(error) : resolve())));
    return { ok: true, entries: [{ name: "file", file }] };
  } catch (error) {
    // Reading stops here: nothing more of the body is taken in (the answer closes the connection).
    req.pause();
    out.destroy();
    await removeFiles([file.path]);
    return { ok: false, reason: error instanceof Refused ? error.reason : "aborted" };
  }
}
