import { useEffect } from "react";

/**
 * For users who can edit pages (spec §6): a console notice when the browser asks for reduced
 * motion, so an editor knows why the page's animations do not play. Mounted by the site frame
 * for them only, with the words their page's data carries (a guest's page ships none).
 */
export function EditorNotices({ reducedMotion }: { reducedMotion: string }) {
  useEffect(() => {
    if (window.matchMedia?.("(prefers-reduced-motion: reduce)").matches) console.info(reducedMotion);
  }, [reducedMotion]);
  return null;
}
