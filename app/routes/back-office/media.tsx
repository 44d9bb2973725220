import { useEffect, useId, useRef, useState } from "react";
import { useRevalidator } from "react-router";
import { api, apiErrorMessage, apiResponse } from "~/features/back-office/api";
import { PageLinks } from "~/features/back-office/components/PageLinks";
import { ScreenError } from "~/features/back-office/components/ScreenError";
import { type Attachment, uploadPicture } from "~/features/back-office/media-upload";
import { tMedia } from "~/lib/i18n/areas/media";
import type { Route } from "./+types/media";

/**
 * The media library ("Thư viện ảnh"): the shop's pictures newest first, a page at a time; an
 * upload with its progress (the server then strips the picture's EXIF and makes the storefront's
 * sizes; a failed first attempt is resumed by api-fetch's post-process); a picture's alt text and
 * title edited, or the picture deleted for good after a confirmation. All over wp/v2/media.
 */

const PER_PAGE = 40;
/** What the server takes (it tells the type from the bytes; this only narrows the file picker). */
const ACCEPT = "image/jpeg,image/png,image/webp,image/gif,image/avif";

const mediaHref = (page: number) => `/wp-admin/thu-vien/${page > 1 ? `?paged=${page}` : ""}`;

export async function clientLoader({ request }: Route.ClientLoaderArgs) {
  const page = Math.max(1, Number.parseInt(new URL(request.url).searchParams.get("paged") ?? "1", 10) || 1);
  const list = await apiResponse({ path: `/wp/v2/media?per_page=${PER_PAGE}&page=${page}`, signal: request.signal });
  return { page, items: (await list.json()) as Attachment[], total: Number(list.headers.get("X-WP-Total") ?? 0) };
}

export function meta() {
  return [{ title: tMedia("library.title") }, { name: "robots", content: "noindex, nofollow" }];
}

export function HydrateFallback() {
  return (
    <div aria-busy="true">
      <h1 className="text-2xl font-bold">{tMedia("library.title")}</h1>
      <p className="mt-4 text-muted">{tMedia("library.loading")}</p>
      <noscript>
        <p>{tMedia("library.noScript")}</p>
      </noscript>
    </div>
  );
}

export const ErrorBoundary = ScreenError;

/** The smallest rendition wide enough for a grid cell, WebP when there is one. */
function thumbnailOf(item: Attachment): string | null {
  const size = item.media_details.sizes.thumbnail ?? item.media_details.sizes.gallery_thumbnail ?? item.media_details.sizes.single;
  if (!size) return null;
  return size.sources?.["image/webp"]?.source_url ?? size.source_url;
}

const megabytes = (bytes: number) => (bytes >= 1024 * 1024 ? `${(bytes / 1024 / 1024).toFixed(1).replace(".", ",")} MB` : `${Math.max(1, Math.round(bytes / 1024))} KB`);

type Upload = { name: string; percent: number; state: "sending" | "processing" } | null;

export default function MediaScreen({ loaderData }: Route.ComponentProps) {
  const { page, items, total } = loaderData;
  const revalidator = useRevalidator();
  const [upload, setUpload] = useState<Upload>(null);
  const [announcement, setAnnouncement] = useState("");
  const [error, setError] = useState("");
  const [selectedId, setSelectedId] = useState<number | null>(null);
  const fileInput = useRef<HTMLInputElement>(null);
  const inputId = useId();
  const selected = items.find((item) => item.id === selectedId) ?? null;
  const pages = Math.max(1, Math.ceil(total / PER_PAGE));

  async function onUpload(event: React.FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const file = fileInput.current?.files?.[0];
    if (!file || upload) return;
    setError("");
    setUpload({ name: file.name, percent: 0, state: "sending" });
    setAnnouncement(tMedia("library.uploading", { name: file.name }));
    try {
      const attachment = await uploadPicture(file, {
        onProgress: (fraction) => setUpload((u) => (u ? { ...u, percent: Math.round(fraction * 100) } : u)),
        onProcessing: () => {
          setUpload((u) => (u ? { ...u, percent: 100, state: "processing" } : u));
          setAnnouncement(tMedia("library.processing", { name: file.name }));
        },
      });
      setAnnouncement(tMedia("library.uploaded", { name: file.name }));
      if (fileInput.current) fileInput.current.value = "";
      setSelectedId(attachment.id);
      await revalidator.revalidate();
    } catch (failure) {
      const message = tMedia("library.failed", { name: file.name, reason: apiErrorMessage(failure) });
      setError(message);
      setAnnouncement("");
    } finally {
      setUpload(null);
    }
  }

  return (
    <div>
      <h1 className="text-2xl font-bold">{tMedia("library.title")}</h1>
      <p className="mt-2 text-muted">{tMedia("library.intro")}</p>

      <form onSubmit={onUpload} className="bo-card mt-4" aria-labelledby={`${inputId}-heading`}>
        <h2 id={`${inputId}-heading`} className="text-lg font-semibold">
          {tMedia("library.upload")}
        </h2>
        <div className="mt-2 flex flex-wrap items-end gap-3">
          <label htmlFor={inputId} className="block min-w-0 flex-1 basis-64">
            <span className="font-medium">{tMedia("library.fileLabel")}</span>
            <input id={inputId} ref={fileInput} name="file" type="file" accept={ACCEPT} required className="bo-field" disabled={upload !== null} />
          </label>
          <button type="submit" className="bo-button" disabled={upload !== null}>
            {tMedia("library.upload")}
          </button>
        </div>
        {upload ? (
          <div className="mt-3">
            <div
              role="progressbar"
              aria-label={tMedia("library.progress")}
              aria-valuemin={0}
              aria-valuemax={100}
              aria-valuenow={upload.percent}
              aria-valuetext={upload.state === "processing" ? tMedia("library.processing", { name: upload.name }) : `${upload.percent}%`}
              className="h-3 w-full overflow-hidden rounded-full bg-gray-200"
            >
              <div className="h-full rounded-full bg-brand-700 transition-[width]" style={{ width: `${upload.percent}%` }} />
            </div>
            <p className="mt-1 text-sm text-muted" aria-hidden="true">
              {upload.state === "processing" ? tMedia("library.processing", { name: upload.name }) : `${upload.percent}%`}
            </p>
          </div>
        ) : null}
        {error ? (
          <p role="alert" className="mt-3 rounded-md bg-red-50 p-3 text-red-900">
            {error}
          </p>
        ) : null}
      </form>

      <p role="status" aria-live="polite" className="sr-only">
        {announcement}
      </p>

      <p className="mt-6 text-muted">{tMedia("library.count", { total })}</p>
      <div className="mt-2 grid gap-4 md:grid-cols-[1fr_20rem]">
        {items.length === 0 ? (
          <p className="bo-card">{tMedia("library.empty")}</p>
        ) : (
          <ul className="grid grid-cols-3 gap-2 self-start sm:grid-cols-4 lg:grid-cols-5">
            {items.map((item) => {
              const src = thumbnailOf(item);
              const name = item.title.raw || item.slug;
              return (
                <li key={item.id}>
                  <button
                    type="button"
                    onClick={() => setSelectedId(item.id)}
                    aria-pressed={item.id === selectedId}
                    // A picture without sizes shows a line of text instead, which the name must hold too (WCAG 2.5.3).
                    aria-label={src ? tMedia("library.select", { name }) : `${tMedia("library.select", { name })}: ${tMedia("library.noSizes")}`}
                    className="block aspect-square w-full overflow-hidden rounded-md border-2 border-gray-200 bg-white hover:border-brand-600 focus-visible:outline-3 focus-visible:outline-offset-2 focus-visible:outline-brand-700 aria-pressed:border-brand-700 aria-pressed:ring-2 aria-pressed:ring-brand-700"
                  >
                    {src ? (
                      <img src={src} alt={item.alt_text} width={200} height={200} loading="lazy" className="h-full w-full object-cover" />
                    ) : (
                      <span className="flex h-full items-center justify-center p-1 text-center text-xs text-muted">{tMedia("library.noSizes")}</span>
                    )}
                  </button>
                </li>
              );
            })}
          </ul>
        )}
        {selected ? <MediaDetails key={selected.id} item={selected} onClose={() => setSelectedId(null)} onAnnounce={setAnnouncement} /> : null}
      </div>
      <PageLinks page={page} pages={pages} label={tMedia("library.title")} hrefFor={mediaHref} />
    </div>
  );
}

/** One picture: its sizes and file, its alt text and title to edit, and a delete behind a confirmation. */
function MediaDetails({ item, onClose, onAnnounce }: { item: Attachment; onClose: () => void; onAnnounce: (text: string) => void }) {
  const revalidator = useRevalidator();
  const [saving, setSaving] = useState(false);
  const [error, setError] = useState("");
  const dialog = useRef<HTMLDialogElement>(null);
  const heading = useRef<HTMLHeadingElement>(null);
  const id = useId();
  const name = item.title.raw || item.slug;
  const preview = item.media_details.sizes.single ?? item.media_details.sizes.thumbnail;

  // The panel opens where the owner is: focus goes to its heading.
  useEffect(() => heading.current?.focus(), []);

  async function save(event: React.FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const form = new FormData(event.currentTarget);
    setSaving(true);
    setError("");
    try {
      await api({ path: `/wp/v2/media/${item.id}`, method: "POST", data: { alt_text: String(form.get("alt_text") ?? ""), title: String(form.get("title") ?? "") } });
      onAnnounce(tMedia("library.saved", { name: String(form.get("title") || name) }));
      await revalidator.revalidate();
    } catch (failure) {
      setError(apiErrorMessage(failure));
    } finally {
      setSaving(false);
    }
  }

  async function remove() {
    setSaving(true);
    setError("");
    try {
      await api({ path: `/wp/v2/media/${item.id}?force=true`, method: "DELETE" });
      dialog.current?.close();
      onAnnounce(tMedia("library.deleted", { name }));
      onClose();
      await revalidator.revalidate();
    } catch (failure) {
      dialog.current?.close();
      setError(apiErrorMessage(failure));
    } finally {
      setSaving(false);
    }
  }

  return (
    <section aria-labelledby={`${id}-title`} className="bo-card self-start">
      <div className="flex items-start justify-between gap-2">
        <h2 id={`${id}-title`} ref={heading} tabIndex={-1} className="text-lg font-semibold break-words">
          {tMedia("library.details", { name })}
        </h2>
        <button type="button" onClick={onClose} className="bo-button-secondary shrink-0 px-3">
          {tMedia("library.close")}
        </button>
      </div>
      {preview ? (
        <img
          src={preview.sources?.["image/webp"]?.source_url ?? preview.source_url}
          alt={item.alt_text}
          width={preview.width}
          height={preview.height}
          className="mt-3 h-auto w-full rounded-md border border-gray-200"
        />
      ) : null}
      <p className="mt-2 text-sm text-muted">
        {[
          tMedia("library.dimensions", { width: item.media_details.width, height: item.media_details.height }),
          // A demo picture has no original of its own: no size to tell.
          ...(item.media_details.filesize > 0 ? [megabytes(item.media_details.filesize)] : []),
          item.mime_type,
        ].join(" · ")}
      </p>
      <form onSubmit={save} className="mt-3 space-y-3">
        <label className="block">
          <span className="font-medium">{tMedia("library.alt")}</span>
          <textarea name="alt_text" defaultValue={item.alt_text} rows={2} className="bo-field" aria-describedby={`${id}-alt-help`} />
          <span id={`${id}-alt-help`} className="mt-1 block text-sm text-muted">
            {tMedia("library.altHelp")}
          </span>
        </label>
        <label className="block">
          <span className="font-medium">{tMedia("library.titleField")}</span>
          <input name="title" defaultValue={item.title.raw} className="bo-field" />
        </label>
        {error ? (
          <p role="alert" className="rounded-md bg-red-50 p-3 text-red-900">
            {error}
          </p>
        ) : null}
        <div className="flex flex-wrap gap-2">
          <button type="submit" className="bo-button" disabled={saving}>
            {saving ? tMedia("library.saving") : tMedia("library.save")}
          </button>
          <button type="button" className="bo-button-secondary text-red-800" disabled={saving} onClick={() => dialog.current?.showModal()}>
            {tMedia("library.delete")}
          </button>
        </div>
      </form>
      <dialog ref={dialog} aria-labelledby={`${id}-confirm`} className="m-auto max-w-md rounded-lg p-5 shadow-xl backdrop:bg-black/50">
        <p id={`${id}-confirm`}>{tMedia("library.deleteConfirm", { name })}</p>
        <div className="mt-4 flex flex-wrap justify-end gap-2">
          <button type="button" className="bo-button-secondary" onClick={() => dialog.current?.close()} autoFocus>
            {tMedia("library.cancel")}
          </button>
          <button type="button" className="bo-button bg-red-800 hover:bg-red-900" disabled={saving} onClick={() => void remove()}>
            {tMedia("library.delete")}
          </button>
        </div>
      </dialog>
    </section>
  );
}
