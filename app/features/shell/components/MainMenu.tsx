import { t } from "~/lib/i18n";
import type { MenuItem } from "~/features/site";

/**
 * Desktop menu: submenus open on hover and on keyboard focus (`:focus-within`), so they work
 * without JavaScript.
 */
export function MainMenu({ menu }: { menu: MenuItem[] }) {
  return (
    <nav aria-label={t("site.mainMenu")} className="header-bottom hidden border-t border-gray-100 md:block">
      <ul className="nav header-nav container-page flex items-center gap-1">
        {menu.map((item) => (
          <li key={item.id} className="group relative">
            <a href={item.url} className="flex min-h-11 items-center gap-1 whitespace-nowrap rounded-md px-3 font-medium text-ink no-underline hover:bg-gray-100" aria-haspopup={item.children.length ? "true" : undefined}>
              {item.label}
              {item.children.length > 0 && <span aria-hidden="true" className="text-xs">▾</span>}
            </a>
            {item.children.length > 0 && (
              <ul className="nav-dropdown invisible absolute left-0 top-full z-50 min-w-60 rounded-md border border-gray-200 bg-white py-2 opacity-0 shadow-lg transition group-focus-within:visible group-focus-within:opacity-100 group-hover:visible group-hover:opacity-100">
                {item.children.map((child) => (
                  <li key={child.id}>
                    <a href={child.url} className="block px-4 py-2 text-ink no-underline hover:bg-gray-50 hover:text-brand-700">{child.label}</a>
                    {child.children.length > 0 && (
                      <ul className="pb-1">
                        {child.children.map((g) => (
                          <li key={g.id}>
                            <a href={g.url} className="block py-1.5 pl-8 pr-4 text-sm text-muted no-underline hover:bg-gray-50 hover:text-brand-700">{g.label}</a>
                          </li>
                        ))}
                      </ul>
                    )}
                  </li>
                ))}
              </ul>
            )}
          </li>
        ))}
      </ul>
    </nav>
  );
}

function MobileItems({ items, depth }: { items: MenuItem[]; depth: number }) {
  return (
    <ul className={depth ? "border-l border-gray-200 pl-3" : ""}>
      {items.map((item) =>
        item.children.length ? (
          <li key={item.id}>
            <details>
              <summary className="flex min-h-11 cursor-pointer items-center justify-between font-medium">{item.label}</summary>
              <a href={item.url} className="flex min-h-11 items-center pl-3 text-ink">{t("site.viewAll")}: {item.label}</a>
              <MobileItems items={item.children} depth={depth + 1} />
            </details>
          </li>
        ) : (
          <li key={item.id}>
            <a href={item.url} className="flex min-h-11 items-center text-ink no-underline">{item.label}</a>
          </li>
        ),
      )}
    </ul>
  );
}

/** Small screens: the menu in a disclosure panel (native <details>, no JavaScript needed). */
export function MobileMenu({ menu }: { menu: MenuItem[] }) {
  return (
    <details className="mobile-nav md:hidden [&[open]>summary]:bg-gray-100">
      <summary className="flex size-11 cursor-pointer list-none items-center justify-center rounded-md [&::-webkit-details-marker]:hidden">
        <svg aria-hidden="true" viewBox="0 0 24 24" className="size-6" fill="none" stroke="currentColor" strokeWidth="2">
          <path d="M4 7h16M4 12h16M4 17h16" />
        </svg>
        <span className="sr-only">{t("site.openMenu")}</span>
      </summary>
      <nav aria-label={t("site.mainMenu")} className="absolute left-0 right-0 top-[70px] z-50 max-h-[80vh] overflow-y-auto border-b border-gray-200 bg-white px-4 py-2 shadow-lg">
        <MobileItems items={menu} depth={0} />
      </nav>
    </details>
  );
}
