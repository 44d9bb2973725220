import { tSiteChrome } from "~/lib/i18n/areas/site-chrome";
import { pageBuilderHref, pageEditorHref } from "../edit-links";
import { useSiteSettings } from "../site-settings";

/**
 * Flatsome's block edit links: for users who can edit pages (`user.can_edit_pages`), links to
 * the page builder and to the back office's editor for the content block `postId`. Drawn from the
 * page's settings, which say so only in a signed-in editor's own (private) page: a guest's shared
 * page never has them.
 */
export function BlockEditLinks({ postId, title }: { postId: number; title: string }) {
  const { user } = useSiteSettings();
  if (!user.can_edit_pages) return null;
  const link = "inline-flex min-h-11 items-center rounded border border-gray-300 bg-white px-3 text-sm font-medium text-ink no-underline hover:border-brand-700 hover:text-brand-700";
  return (
    <nav className="block-edit-links mx-auto mt-4 flex max-w-3xl flex-wrap gap-2" aria-label={tSiteChrome("editLinks.label", { title })}>
      <a className={`${link} block-edit-link--builder`} href={pageBuilderHref(postId)}>
        {tSiteChrome("editLinks.builder")}
      </a>
      <a className={`${link} block-edit-link--backend`} href={pageEditorHref(postId)}>
        {tSiteChrome("editLinks.backend")}
      </a>
    </nav>
  );
}
