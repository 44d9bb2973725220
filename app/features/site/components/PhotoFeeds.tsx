import { useEffect } from "react";
import { useSiteSettings } from "../site-settings";

/**
 * Starts the page's photo feed blocks (their placeholders are in the content): the script that
 * loads each one near the viewport comes with the first page that has one. Users with the admin
 * bar (those who run the shop or edit its pages) see a failed block's error; others keep its link.
 */
export function PhotoFeeds({ pageKey }: { pageKey: string }) {
  const { is_guest, store_admin, user } = useSiteSettings();
  const showsErrors = !is_guest && (store_admin || user.can_edit_pages);
  useEffect(() => {
    let stop: (() => void) | undefined;
    let cancelled = false;
    void import("../client/photo-feed").then(({ startPhotoFeeds }) => {
      if (!cancelled) stop = startPhotoFeeds(document, showsErrors);
    });
    return () => {
      cancelled = true;
      stop?.();
    };
  }, [pageKey, showsErrors]);
  return null;
}
