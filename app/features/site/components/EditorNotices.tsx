import { useEffect } from "react";
import { tSiteChrome } from "~/lib/i18n/areas/site-chrome";

/**
 * For users who can edit pages (spec §6): a console notice when the browser asks for reduced
 * motion, so an editor knows why the page's animations do not play. Mounted by the site frame
 * for them only.
 */
export function EditorNotices() {
  useEffect(() => {
    if (window.matchMedia?.("(prefers-reduced-motion: reduce)").matches) console.info(tSiteChrome("editLinks.reducedMotion"));
  }, []);
  return null;
}
