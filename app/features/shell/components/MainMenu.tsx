import { t } from "~/lib/i18n";
import { tSiteChrome } from "~/lib/i18n/areas/site-chrome";
import type { MenuItem } from "~/features/site";

/** The phone's sidebar menu (an off-canvas panel) and the link that opens it. */
export const MOBILE_MENU_ID = "main-menu";
const MOBILE_MENU_OPENER_ID = "main-menu-opener";

/**
 * Desktop menu. A submenu opens on hover (CSS) and, for the keyboard and touch, from the
 * button beside its link (WAI-ARIA disclosure: `aria-expanded`, Escape closes it and gives focus
 * back: ui/disclosure-menu.ts, loaded on first use). Without scripts the button is hidden and
 * the submenu opens on hover and on focus within (`:focus-within`), so every link is reachable.
 */
export function MainMenu({ menu }: { menu: MenuItem[] }) {
  return (
    <nav aria-label={t("site.mainMenu")} className="header-bottom hidden border-t border-gray-100 md:block">
      <ul className="nav header-nav container-page flex items-center gap-1">
        {menu.map((item) => (
          <li key={item.id} className="menu-item relative flex items-center">
            <a href={item.url} className="flex min-h-11 items-center gap-1 whitespace-nowrap rounded-md px-3 font-medium text-ink no-underline hover:bg-gray-100">
              {item.label}
              {item.children.length > 0 && <span aria-hidden="true" className="text-xs [@media(scripting:enabled)]:hidden">▾</span>}
            </a>
            {item.children.length > 0 && (
              <>
                <button
                  type="button"
                  data-dropdown-toggle=""
                  aria-expanded="false"
                  aria-controls={`menu-dropdown-${item.id}`}
                  className="-ml-2 flex size-11 items-center justify-center rounded-md text-xs text-ink hover:bg-gray-100 [@media(scripting:none)]:hidden"
                >
                  <span aria-hidden="true">▾</span>
                  <span className="sr-only">{tSiteChrome("menu.toggleDropdown", { label: item.label })}</span>
                </button>
                <ul id={`menu-dropdown-${item.id}`} className="nav-dropdown absolute left-0 top-full z-50 min-w-60 rounded-md border border-gray-200 bg-white py-2 shadow-lg">
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
              </>
            )}
          </li>
        ))}
      </ul>
    </nav>
  );
}

/**
 * One level of the sidebar menu. With scripts each submenu is a level that slides in over its
 * parent from its item's button, under a back header (ui/mobile-menu.ts); without them the
 * buttons and back headers are hidden and the levels show as nested lists.
 */
function MenuLevel({ items, backLabel, idPrefix }: { items: MenuItem[]; backLabel: string; idPrefix: string }) {
  return (
    <>
      {items.map((item) => (
        <li key={item.id} className="menu-item">
          <div className="nav-sidebar__row flex items-center border-b border-gray-100">
            <a href={item.url} className="flex min-h-11 flex-1 items-center font-medium text-ink no-underline">{item.label}</a>
            {item.children.length > 0 && (
              <button
                type="button"
                data-menu-level=""
                aria-expanded="false"
                aria-controls={`${idPrefix}-${item.id}`}
                className="flex size-11 items-center justify-center rounded-md text-xl text-ink hover:bg-gray-100 [@media(scripting:none)]:hidden"
              >
                <span aria-hidden="true">›</span>
                <span className="sr-only">{tSiteChrome("menu.openLevel", { label: item.label })}</span>
              </button>
            )}
          </div>
          {item.children.length > 0 && (
            <ul id={`${idPrefix}-${item.id}`} className="nav-sidebar__sub pl-3">
              <li className="[@media(scripting:none)]:hidden">
                <button type="button" data-menu-back="" className="flex min-h-11 w-full items-center gap-2 border-b border-gray-200 font-semibold text-ink hover:bg-gray-50">
                  <span aria-hidden="true" className="text-xl">‹</span>
                  {backLabel}
                </button>
              </li>
              <MenuLevel items={item.children} backLabel={backLabel} idPrefix={idPrefix} />
            </ul>
          )}
        </li>
      ))}
    </>
  );
}

type SidebarTab = { key: string; label: string; items: MenuItem[] };

/**
 * Small screens: the menu button opens the sidebar menu, an off-canvas panel (ui/off-canvas.ts:
 * focus moves in, Escape closes, the page behind is inert, focus goes back to the button).
 * Without scripts the button is a link to the panel, which `:target` shows. The panel's tabs
 * ('Menu' / 'Danh mục') are WAI-ARIA tabs (ui/tabs.ts); without scripts both lists show, each
 * under its heading.
 */
export function MobileMenuButton() {
  return (
    <a
      id={MOBILE_MENU_OPENER_ID}
      href={`#${MOBILE_MENU_ID}`}
      data-open={`#${MOBILE_MENU_ID}`}
      aria-controls={MOBILE_MENU_ID}
      aria-expanded="false"
      className="nav-icon flex size-11 shrink-0 items-center justify-center rounded-md text-ink hover:bg-gray-100 md:hidden"
    >
      <svg aria-hidden="true" viewBox="0 0 24 24" className="size-6" fill="none" stroke="currentColor" strokeWidth="2">
        <path d="M4 7h16M4 12h16M4 17h16" />
      </svg>
      <span className="sr-only">{t("site.openMenu")}</span>
    </a>
  );
}

export function MobileMenu({ menu, categories, backLabel }: { menu: MenuItem[]; categories: MenuItem[]; backLabel: string }) {
  const tabs: SidebarTab[] = [
    { key: "menu", label: tSiteChrome("menu.tabMenu"), items: menu },
    { key: "categories", label: tSiteChrome("menu.tabCategories"), items: categories },
  ].filter((tab) => tab.items.length > 0);
  return (
    <nav id={MOBILE_MENU_ID} aria-label={tSiteChrome("menu.sidebar")} className="off-canvas mobile-sidebar md:hidden" data-off-canvas="">
      <div className="off-canvas__inner flex flex-col">
        <div className="flex justify-end">
          <a href={`#${MOBILE_MENU_OPENER_ID}`} data-close="" className="off-canvas__close flex size-11 items-center justify-center rounded-md text-2xl text-ink no-underline hover:bg-gray-100">
            <span aria-hidden="true">×</span>
            <span className="sr-only">{t("site.closeMenu")}</span>
          </a>
        </div>
        <div data-tabs="" className="flex flex-1 flex-col">
          {tabs.length > 1 && (
            <div role="tablist" aria-label={tSiteChrome("menu.tabs")} className="mb-2 grid grid-cols-2 border-b border-gray-200 [@media(scripting:none)]:hidden">
              {tabs.map((tab, i) => (
                <a
                  key={tab.key}
                  role="tab"
                  id={`${MOBILE_MENU_ID}-tab-${tab.key}`}
                  href={`#${MOBILE_MENU_ID}-${tab.key}`}
                  aria-controls={`${MOBILE_MENU_ID}-${tab.key}`}
                  aria-selected={i === 0}
                  tabIndex={i === 0 ? 0 : -1}
                  className="tab flex min-h-11 items-center justify-center font-semibold text-ink no-underline"
                >
                  {tab.label}
                </a>
              ))}
            </div>
          )}
          {tabs.map((tab, i) => (
            <div
              key={tab.key}
              id={`${MOBILE_MENU_ID}-${tab.key}`}
              role={tabs.length > 1 ? "tabpanel" : undefined}
              aria-labelledby={tabs.length > 1 ? `${MOBILE_MENU_ID}-tab-${tab.key}` : undefined}
              data-active={i === 0 ? "" : undefined}
              className="tab-panel flex-1"
            >
              <h2 className="tab-heading mt-2 text-sm font-bold uppercase text-muted">{tab.label}</h2>
              <ul className="nav-sidebar">
                <MenuLevel items={tab.items} backLabel={backLabel} idPrefix={`${MOBILE_MENU_ID}-${tab.key}`} />
              </ul>
            </div>
          ))}
        </div>
      </div>
    </nav>
  );
}
