import { t } from "~/lib/i18n";

export type Crumb = { label: string; url?: string };

/** Visible trail; the page's JSON-LD `BreadcrumbList` is built from the same list. */
export function Breadcrumbs({ items }: { items: Crumb[] }) {
  return (
    <nav aria-label={t("site.breadcrumb")} className="text-sm text-muted">
      <ol className="flex flex-wrap items-center gap-1">
        {items.map((c, i) => (
          <li key={`${i}-${c.label}`} className="flex items-center gap-1">
            {i > 0 && <span aria-hidden="true">/</span>}
            {c.url && i < items.length - 1 ? (
              <a href={c.url} className="text-muted hover:text-brand-700">{c.label}</a>
            ) : (
              <span aria-current={i === items.length - 1 ? "page" : undefined}>{c.label}</span>
            )}
          </li>
        ))}
      </ol>
    </nav>
  );
}
