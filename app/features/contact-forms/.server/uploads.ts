import { randomUUID } from "node:crypto";
import { createWriteStream } from "node:fs";
import { copyFile, mkdir, readFile, rename, rm } from "node:fs/promises";
import path from "node:path";
import { Readable } from "node:stream";
import { pipeline } from "node:stream/promises";
import { and, isNotNull, isNull, lt, sql } from "drizzle-orm";
import type { StoredUpload } from "../../../../db/schema";
import { contactSubmissions } from "../../../../db/schema";
import type { Db } from "../../../platform/.server/db";
import type { MailAttachment } from "../../../platform/.server/mailer";
import { incomingFileOf } from "../../../platform/.server/streamed-form";
import type { FormTag } from "../form-model";

/**
 * A sender's file name as the mail and the owner see it: its last path segment, without control
 * characters, at most 200 characters; never a path on this machine (files are kept under random names).
 */
export function displayName(name: string): string {
  const base = name.split(/[\\/]/).pop()!.replace(/[\u0000-\u001f\u007f]/g, "").trim();
  return (base || "tep-dinh-kem").slice(0, 200);
}

/**
 * Keeps the files a submission carried (each file field's chosen files, already validated) in
 * `dir`, outside the public folders, under random names: what the submission's row records. A
 * file that came streamed (decision 027) is moved there from the incoming folder; one given
 * otherwise (a test's FormData) is written from its stream. Neither is read into memory whole.
 */
export async function keepUploads(dir: string, tags: readonly FormTag[], posted: FormData): Promise<StoredUpload[]> {
  const kept: StoredUpload[] = [];
  for (const tag of tags) {
    if (tag.type !== "file" || tag.name === "") continue;
    for (const value of posted.getAll(tag.name)) {
      if (typeof value === "string" || value.size === 0 || value.name === "") continue;
      if (kept.length === 0) await mkdir(dir, { recursive: true, mode: 0o700 });
      const storedAs = randomUUID();
      await keepFile(value, path.join(dir, storedAs));
      kept.push({ field: tag.name, name: displayName(value.name), size: value.size, type: value.type || "application/octet-stream", storedAs });
    }
  }
  return kept;
}

async function keepFile(file: File, to: string): Promise<void> {
  const incoming = incomingFileOf(file);
  if (!incoming) {
    await pipeline(Readable.fromWeb(file.stream() as never), createWriteStream(to, { flags: "wx", mode: 0o600 }));
    return;
  }
  // Its field's size rule fails on a cut file: none reaches here, and none may be kept.
  if (incoming.cut) throw new Error("a file cut at its field's limit cannot be kept");
  try {
    await rename(incoming.path, to);
  } catch (error) {
    // DATA_DIR's folders on different file systems (a mount for the kept files).
    if ((error as NodeJS.ErrnoException).code !== "EXDEV") throw error;
    await copyFile(incoming.path, to);
    await rm(incoming.path, { force: true });
  }
}

/** The kept files as a mail's attachments (read again at a retry). */
export async function attachmentsOf(dir: string, files: readonly StoredUpload[]): Promise<MailAttachment[]> {
  return Promise.all(files.map(async (f) => ({ filename: f.name, content: await readFile(path.join(dir, f.storedAs)), contentType: f.type })));
}

/** Deletes the files of submissions older than `before` and marks them gone (the hourly purge). */
export async function purgeOldUploads(db: Db, dir: string, before: Date): Promise<number> {
  const rows = await db
    .update(contactSubmissions)
    .set({ filesPurgedAt: sql`now()` })
    .where(and(lt(contactSubmissions.createdAt, before), isNull(contactSubmissions.filesPurgedAt), isNotNull(contactSubmissions.files), sql`jsonb_array_length(${contactSubmissions.files}) > 0`))
    .returning({ files: contactSubmissions.files });
  const files = rows.flatMap((r) => r.files);
  await Promise.all(files.map((f) => rm(path.join(dir, f.storedAs), { force: true })));
  return files.length;
}
