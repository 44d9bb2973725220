import { Link } from "react-router";
import { tBackOffice } from "~/lib/i18n/areas/back-office";

/**
 * A list's previous and next page links with "Trang n / m" between them, as every back-office
 * list pages; nothing when the list fits on one page.
 */
export function PageLinks({ page, pages, label, hrefFor }: { page: number; pages: number; label: string; hrefFor: (page: number) => string }) {
  if (pages <= 1) return null;
  return (
    <nav aria-label={label} className="mt-4 flex items-center justify-between gap-2">
      {page > 1 ? (
        <Link to={hrefFor(page - 1)} className="bo-button-secondary">
          {tBackOffice("orders.previous")}
        </Link>
      ) : (
        <span />
      )}
      <span>{tBackOffice("orders.page", { page, pages })}</span>
      {page < pages ? (
        <Link to={hrefFor(page + 1)} className="bo-button-secondary">
          {tBackOffice("orders.next")}
        </Link>
      ) : (
        <span />
      )}
    </nav>
  );
}
