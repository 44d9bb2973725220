import { useEffect, useState } from "react";
import { tBackOffice } from "~/lib/i18n/areas/back-office";
import { api, apiErrorMessage } from "../api";
import type { Attachment } from "../media-upload";

const smallest = (item: Attachment) => {
  const size = item.media_details.sizes.gallery_thumbnail ?? item.media_details.sizes.thumbnail ?? item.media_details.sizes.single;
  return size ? (size.sources?.["image/webp"]?.source_url ?? size.source_url) : item.source_url;
};

/**
 * The photo feed's pictures picked from the media library (its first 100, newest first): a
 * checkbox per picture, in the order they were ticked, which is the order the block shows them.
 */
export function PhotoFeedPicker({ chosen, onChange, describedBy }: { chosen: readonly number[]; onChange: (ids: number[]) => void; describedBy?: string }) {
  const [library, setLibrary] = useState<Attachment[] | null>(null);
  const [error, setError] = useState("");
  useEffect(() => {
    const controller = new AbortController();
    api<Attachment[]>({ path: "/wp/v2/media?per_page=100&media_type=image", signal: controller.signal }).then(setLibrary, (e: unknown) => {
      if (!controller.signal.aborted) setError(apiErrorMessage(e));
    });
    return () => controller.abort();
  }, []);
  if (error) return <p role="alert" className="mt-2 font-medium text-sale">{error}</p>;
  if (!library) return <p className="mt-2 text-muted">{tBackOffice("settings.photoFeed.loading")}</p>;
  if (library.length === 0) return <p className="mt-2 text-muted">{tBackOffice("settings.photoFeed.empty")}</p>;
  return (
    <>
      <p className="mt-2 text-sm" aria-live="polite">{tBackOffice("settings.photoFeed.chosen", { n: chosen.length })}</p>
      <ul className="mt-2 grid grid-cols-3 gap-2 sm:grid-cols-6" aria-describedby={describedBy}>
        {library.map((item) => {
          const position = chosen.indexOf(item.id);
          return (
            <li key={item.id}>
              <label className="relative block cursor-pointer rounded border border-gray-300 p-1 has-checked:border-brand-700 has-checked:ring-2 has-checked:ring-brand-700">
                <input
                  type="checkbox"
                  className="absolute left-2 top-2 size-5 accent-brand-700"
                  checked={position >= 0}
                  onChange={(e) => onChange(e.currentTarget.checked ? [...chosen, item.id] : chosen.filter((id) => id !== item.id))}
                />
                <img src={smallest(item)} alt="" className="aspect-square w-full rounded object-cover" loading="lazy" />
                <span className="sr-only">{item.alt_text || item.title.raw}</span>
                {position >= 0 && <span aria-hidden="true" className="absolute right-2 top-2 rounded bg-brand-700 px-1.5 text-xs font-bold text-white">{position + 1}</span>}
              </label>
            </li>
          );
        })}
      </ul>
    </>
  );
}
