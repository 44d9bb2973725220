import { randomUUID } from "node:crypto";
import { mkdir, open, rm } from "node:fs/promises";
import path from "node:path";
import type { AppLoadContext } from "react-router";
import { z } from "zod";
import { type MediaItem, deleteMedia, editMedia, listMedia, makeMissingSizes, mediaById, storeUpload } from "~/features/catalog/.server/media-library";
import { UPLOAD_SIZES } from "~/features/catalog/.server/media-images";
import { type Account, accountById } from "~/features/account/.server/users";
import { isStoreAdmin } from "~/features/account/roles";
import { filenameOfDisposition } from "~/lib/content-disposition";
import { escapeHtml } from "~/lib/escape-html";
import { tMedia } from "~/lib/i18n/areas/media";
import { UPLOADS_PATH } from "~/lib/media";
import { rowId } from "~/lib/row-id";
import { incomingFileOf, streamedForm } from "~/platform/.server/streamed-form";
import { jsonBody, readParams } from "../woocommerce/rest-params";
import { gmtDate, localDate } from "../woocommerce/wc-format";
import { type RestRoute, restError, restPage, restResponse } from "./rest-response";

/**
 * WordPress's media endpoint (`wp/v2/media`, its REST attachments controller) for the back
 * office's library and any WordPress client: upload (multipart `file`, or the raw body with
 * `Content-Disposition: attachment; filename=…`), list, read, edit alt text/title/caption, delete
 * with `force=true`, and `post-process` `{action: "create-image-subsizes"}`, which api-fetch calls
 * (up to 5 times) when an upload answered a 5xx with `X-WP-Upload-Attachment-ID`. Staff only
 * (administrator, shop manager), refused in WordPress's shape: 401 for a visitor, 403 otherwise.
 */

type Access = { ok: true; staff: Account } | { ok: false; response: Response };

async function staffOnly(context: AppLoadContext, userId: number, code: string, message: Parameters<typeof tMedia>[0]): Promise<Access> {
  const account = userId > 0 ? await accountById(context.db, userId) : null;
  if (account && isStoreAdmin(account.roles)) return { ok: true, staff: account };
  return { ok: false, response: restError(code, tMedia(message), account ? 403 : 401) };
}

const rendered = (text: string) => ({ raw: text, rendered: escapeHtml(text) });

/** An attachment as WordPress's REST API answers it (`edit` context, as the back office reads it). */
export function attachmentJson(item: MediaItem, base: string) {
  const url = (file: string) => `${base}${UPLOADS_PATH}${file}`;
  const original = item.file || item.sizes.full?.jpeg.file || "";
  const sizes = Object.fromEntries(
    Object.entries(item.sizes).map(([name, { avif, webp, jpeg }]) => [
      name,
      {
        file: path.posix.basename(jpeg.file),
        width: jpeg.width,
        height: jpeg.height,
        mime_type: jpeg.mime,
        source_url: url(jpeg.file),
        // WordPress's multi-format uploads: every format of the size (AVIF when it was made).
        sources: {
          ...(avif ? { "image/avif": { file: path.posix.basename(avif.file), source_url: url(avif.file) } } : {}),
          "image/webp": { file: path.posix.basename(webp.file), source_url: url(webp.file) },
          "image/jpeg": { file: path.posix.basename(jpeg.file), source_url: url(jpeg.file) },
        },
      },
    ]),
  );
  const self = `${base}/wp-json/wp/v2/media/${item.id}`;
  return {
    id: item.id,
    date: localDate(item.createdAt),
    date_gmt: gmtDate(item.createdAt),
    guid: { raw: url(original), rendered: url(original) },
    modified: localDate(item.createdAt),
    modified_gmt: gmtDate(item.createdAt),
    slug: item.slug,
    status: "inherit",
    type: "attachment",
    link: `${base}/?attachment_id=${item.id}`,
    title: rendered(item.title),
    author: item.authorId ?? 0,
    comment_status: "closed",
    ping_status: "closed",
    template: "",
    meta: [],
    description: { raw: "", rendered: "" },
    caption: { raw: item.caption, rendered: item.caption ? `<p>${escapeHtml(item.caption)}</p>\n` : "" },
    alt_text: item.alt,
    media_type: "image",
    mime_type: item.mimeType,
    media_details: { width: item.width, height: item.height, file: original, filesize: item.filesize, sizes, image_meta: {} },
    post: null,
    source_url: url(original),
    missing_image_sizes: UPLOAD_SIZES.map((s) => s.name).filter((name) => !item.sizes[name]),
    _links: {
      self: [{ href: self }],
      collection: [{ href: `${base}/wp-json/wp/v2/media` }],
      about: [{ href: `${base}/wp-json/wp/v2/types/attachment` }],
      ...(item.authorId ? { author: [{ embeddable: true, href: `${base}/wp-json/wp/v2/users/${item.authorId}` }] } : {}),
    },
  };
}

/** An upload's bytes on disk: `cut` when they went past the limit (only its first `limit + 1` kept). */
type Upload = { path: string; filename: string; size: number; cut: boolean; fields: Record<string, string> };

/** Writes `body` to a new file of `dir`, keeping at most `limit + 1` bytes (then `cut`, the rest left unread). */
async function saveBody(body: ReadableStream<Uint8Array>, dir: string, limit: number): Promise<{ path: string; size: number; cut: boolean }> {
  await mkdir(dir, { recursive: true, mode: 0o700 });
  const file = path.join(dir, randomUUID());
  const handle = await open(file, "wx", 0o600);
  let size = 0;
  let cut = false;
  const reader = body.getReader();
  try {
    for (;;) {
      const { done, value } = await reader.read();
      if (done) break;
      const part = size + value.length <= limit ? value : value.subarray(0, limit + 1 - size);
      await handle.write(part);
      size += part.length;
      if (part !== value) {
        cut = true;
        await reader.cancel();
        break;
      }
    }
  } finally {
    await handle.close();
  }
  return { path: file, size, cut };
}

type UploadRead = { ok: true; upload: Upload; cleanUp: () => Promise<void> } | { ok: false; response: Response };

/**
 * The uploaded file, on disk: the `file` of a multipart body or the raw body (decision 027: the
 * main thread streamed either to the incoming folder already; called without it, as in tests, the
 * body is written there here, never held past the limit).
 */
export async function readUpload(request: Request, context: AppLoadContext): Promise<UploadRead> {
  const limits = context.media;
  const fieldsOf = (form: FormData) => Object.fromEntries([...form].flatMap(([name, value]) => (typeof value === "string" ? [[name, value]] : [])));
  const noData = (): UploadRead => ({ ok: false, response: restError("rest_upload_no_data", tMedia("rest.noData"), 400) });
  const streamed = streamedForm();
  if (streamed) {
    const file = streamed.form.get("file");
    const incoming = file instanceof File ? incomingFileOf(file) : undefined;
    if (!incoming) return noData();
    const upload = { path: incoming.path, filename: incoming.filename, size: incoming.size, cut: incoming.cut, fields: fieldsOf(streamed.form) };
    // The main thread deletes the request's files once it has ended.
    return { ok: true, upload, cleanUp: async () => {} };
  }
  const type = request.headers.get("content-type") ?? "";
  let saved: { path: string; size: number; cut: boolean };
  let filename: string;
  let fields: Record<string, string> = {};
  if (/^\s*multipart\/form-data\s*;/i.test(type)) {
    const form = await request.formData().catch(() => null);
    const file = form?.get("file");
    if (!form || !(file instanceof File)) return noData();
    saved = await saveBody(file.stream(), limits.incomingDir, limits.fileBytes);
    filename = file.name;
    fields = fieldsOf(form);
  } else {
    const disposition = request.headers.get("content-disposition");
    if (!disposition) return { ok: false, response: restError("rest_upload_no_content_disposition", tMedia("rest.noContentDisposition"), 400) };
    const named = filenameOfDisposition(disposition);
    if (!named) return { ok: false, response: restError("rest_upload_invalid_disposition", tMedia("rest.invalidDisposition"), 400) };
    if (!request.body) return noData();
    saved = await saveBody(request.body, limits.incomingDir, limits.fileBytes);
    filename = named;
  }
  return { ok: true, upload: { ...saved, filename, fields }, cleanUp: () => rm(saved.path, { force: true }) };
}

const MB = 1024 * 1024;

/** WordPress's answer to an upload it does not take, in Vietnamese. */
function refused(refusal: Awaited<ReturnType<typeof storeUpload>> & { ok: false }, context: AppLoadContext): Response {
  const r = refusal.refusal;
  switch (r.code) {
    case "svg":
      return restError("rest_upload_invalid_type", tMedia("rest.svgRefused"), 400);
    case "invalid type":
      return restError("rest_upload_invalid_type", tMedia("rest.invalidType"), 400);
    case "not an image":
      return restError("rest_upload_sniff_image_mismatch", tMedia("rest.notAnImage"), 400);
    case "too many pixels":
      return restError(
        "rest_upload_image_too_large",
        tMedia("rest.tooManyPixels", { limit: Math.floor(context.media.maxPixels / 1_000_000), pixels: (r.pixels / 1_000_000).toFixed(1) }),
        400,
      );
  }
}

const listParams = z.object({
  page: z.coerce.number().int().min(1).default(1),
  per_page: z.coerce.number().int().min(1).max(100).default(10),
  search: z.string().max(200).default(""),
  order: z.enum(["asc", "desc"]).default("desc"),
  include: z
    .string()
    .regex(/^\d{1,9}(,\d{1,9})*$/)
    .transform((s) => s.split(",").map(Number))
    .optional(),
});

const editBody = z.object({
  alt_text: z.string().max(1000).optional(),
  title: z.union([z.string(), z.object({ raw: z.string() }).transform((t) => t.raw)]).pipe(z.string().max(200)).optional(),
  caption: z.union([z.string(), z.object({ raw: z.string() }).transform((t) => t.raw)]).pipe(z.string().max(2000)).optional(),
});

const clean = (text: string) => text.replace(/[\u0000-\u0008\u000b\u000c\u000e-\u001f\u007f]/g, "").trim();

function changeOf(body: z.output<typeof editBody>): { alt?: string; title?: string; caption?: string } {
  return {
    ...(body.alt_text !== undefined && { alt: clean(body.alt_text) }),
    ...(body.title !== undefined && { title: clean(body.title) }),
    ...(body.caption !== undefined && { caption: clean(body.caption) }),
  };
}

const invalidId = () => restError("rest_post_invalid_id", tMedia("rest.invalidId"), 404);

const limitsOf = (context: AppLoadContext) => ({ maxPixels: context.media.maxPixels, sizesFault: context.media.sizesFault });

export const mediaRoutes: RestRoute[] = [
  {
    pattern: /\/wp\/v2\/media/,
    methods: ["GET", "POST"],
    namespace: "wp/v2",
    handler: async ({ request, context, method, userId }) => {
      if (method === "GET") {
        const access = await staffOnly(context, userId, "rest_forbidden", "rest.cannotList");
        if (!access.ok) return access.response;
        const params = readParams(request, listParams);
        if (!params.ok) return params.response;
        const q = params.value;
        const { items, total } = await listMedia(context.db, { page: q.page, perPage: q.per_page, search: q.search.trim(), order: q.order, include: q.include ?? [] });
        return restPage(request, items.map((item) => attachmentJson(item, context.site.url)), { total, page: q.page, perPage: q.per_page });
      }
      const access = await staffOnly(context, userId, "rest_cannot_create", "rest.cannotCreate");
      if (!access.ok) return access.response;
      const read = await readUpload(request, context);
      if (!read.ok) return read.response;
      try {
        const { upload } = read;
        if (upload.cut) return restError("rest_upload_file_too_big", tMedia("rest.fileTooBig", { limit: Math.floor(context.media.fileBytes / MB) }), 400);
        if (upload.size === 0) return restError("rest_upload_no_data", tMedia("rest.noData"), 400);
        const stored = await storeUpload(
          { db: context.db, uploadsDir: context.site.uploadsDir, limits: limitsOf(context), now: context.now() },
          { source: upload.path, filename: upload.filename },
          access.staff.id,
        );
        if (!stored.ok) return refused(stored, context);
        let item = stored.item;
        // WordPress takes the attachment's fields with the file (api-fetch's `uploadMedia` sends them).
        const fields = editBody.safeParse({ alt_text: upload.fields.alt_text, title: upload.fields.title, caption: upload.fields.caption });
        const change = fields.success ? changeOf(fields.data) : {};
        if (Object.keys(change).length > 0) item = (await editMedia(context.db, item.id, change, access.staff.id)) ?? item;
        if (stored.sizesError) {
          // WordPress's resume: the original is kept, and the client asks for the sizes again.
          context.log.error({ err: stored.sizesError, media: item.id }, "media upload: sizes not made");
          const response = restError("rest_upload_sizes_failed", tMedia("rest.sizesFailed"), 500);
          response.headers.set("X-WP-Upload-Attachment-ID", String(item.id));
          return response;
        }
        const response = restResponse(attachmentJson(item, context.site.url), 201);
        response.headers.set("Location", `${context.site.url}/wp-json/wp/v2/media/${item.id}`);
        return response;
      } finally {
        await read.cleanUp();
      }
    },
  },
  {
    pattern: /\/wp\/v2\/media\/(?<id>\d+)/,
    methods: ["GET", "POST", "PUT", "PATCH", "DELETE"],
    namespace: "wp/v2",
    handler: async ({ request, context, params, method, userId }) => {
      const access =
        method === "GET"
          ? await staffOnly(context, userId, "rest_forbidden", "rest.cannotList")
          : method === "DELETE"
            ? await staffOnly(context, userId, "rest_cannot_delete", "rest.cannotDelete")
            : await staffOnly(context, userId, "rest_cannot_edit", "rest.cannotEdit");
      if (!access.ok) return access.response;
      const id = rowId(params.id!);
      if (id === null) return invalidId();
      if (method === "GET") {
        const item = await mediaById(context.db, id);
        return item ? restResponse(attachmentJson(item, context.site.url)) : invalidId();
      }
      if (method === "DELETE") {
        const force = new URL(request.url).searchParams.get("force");
        if (force !== "true" && force !== "1") return restError("rest_trash_not_supported", tMedia("rest.noTrash"), 501);
        const deleted = await deleteMedia({ db: context.db, uploadsDir: context.site.uploadsDir }, id, access.staff.id);
        return deleted ? restResponse({ deleted: true, previous: attachmentJson(deleted, context.site.url) }) : invalidId();
      }
      const body = await jsonBody(request, editBody);
      if (!body.ok) return body.response;
      const item = await editMedia(context.db, id, changeOf(body.value), access.staff.id);
      return item ? restResponse(attachmentJson(item, context.site.url)) : invalidId();
    },
  },
  {
    pattern: /\/wp\/v2\/media\/(?<id>\d+)\/post-process/,
    methods: ["POST"],
    namespace: "wp/v2",
    handler: async ({ request, context, params, userId }) => {
      const access = await staffOnly(context, userId, "rest_cannot_edit", "rest.cannotEdit");
      if (!access.ok) return access.response;
      const id = rowId(params.id!);
      if (id === null) return invalidId();
      const body = await jsonBody(request, z.object({ action: z.literal("create-image-subsizes", { error: tMedia("rest.invalidAction") }) }));
      if (!body.ok) return body.response;
      const made = await makeMissingSizes({ db: context.db, uploadsDir: context.site.uploadsDir, limits: limitsOf(context) }, id);
      if (made === null) return invalidId();
      if (!made.ok) {
        context.log.error({ err: made.error, media: id }, "media post-process: sizes not made");
        return restError("rest_upload_sizes_failed", tMedia("rest.sizesFailed"), 500);
      }
      return restResponse(attachmentJson(made.item, context.site.url));
    },
  },
];
