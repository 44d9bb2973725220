import { t } from "~/lib/i18n";

/**
 * Flatsome's quick-view trigger (`a.quick-view[data-prod]`): a link to the product, so it works
 * without JavaScript; with it, the page's QuickViewHost opens the popup instead.
 */
export function QuickViewLink({ productId, url, name }: { productId: number; url: string; name: string }) {
  return (
    <a
      href={url}
      className="quick-view absolute inset-x-2 bottom-2 rounded-md bg-white/95 px-3 py-2 text-center text-sm font-semibold text-ink no-underline opacity-100 shadow transition-opacity hover:text-brand-700 focus-visible:opacity-100 sm:opacity-0 sm:group-hover:opacity-100"
      data-prod={productId}
      aria-label={t("quickView.openFor", { name })}
    >
      {t("quickView.open")}
    </a>
  );
}
