import { HeaderSearchForm, type SearchCategory } from "~/features/search";
import { ACCOUNT_PATH } from "~/features/account";
import { t } from "~/lib/i18n";
import { tAccount } from "~/lib/i18n/areas/account";
import type { MenuItem } from "~/features/site";
import { MainMenu, MobileMenu, MobileMenuButton } from "./MainMenu";

type Props = {
  siteName: string;
  menu: MenuItem[];
  /** The product categories as a menu: the sidebar menu's second tab ('Danh mục'). */
  categoryMenu: MenuItem[];
  /** The back header over each level of the sidebar menu (theme option `mobile_menu_back_label`). */
  menuBackLabel: string;
  searchCategories: SearchCategory[];
  /** For a guest, the login popup the account link opens (`#id`): the link still works without scripts. */
  accountPopup: string | null;
  /** The cart link and mini cart (the cart feature's), placed at the header's end. */
  cart: React.ReactNode;
};

/**
 * Logo, menu, product search and the account and cart links. The bar with the logo, the account
 * and the cart stays at the top of the screen while the page scrolls, on phones and desktops
 * alike, at the theme's sticky height (spec §9: 70 px, the owner's setting: `--sticky-header-height`); the desktop menu and the phone's search
 * row under it scroll away. It is CSS alone (`position: sticky`): nothing moves when it sticks, so
 * the page never shifts. The header is `display: contents` so the bar's sticky range is the
 * whole page, not the header's own box.
 */
export function SiteHeader({ siteName, menu, categoryMenu, menuBackLabel, searchCategories, accountPopup, cart }: Props) {
  return (
    <header id="header" className="header contents">
      <div className="header-main sticky top-0 z-40 h-(--sticky-header-height) border-b border-gray-200 bg-white">
        <div className="container-page flex h-full items-center gap-3 md:gap-6">
          <MobileMenuButton />
          <a href="/" className="flex shrink-0 items-center gap-2 text-lg font-extrabold tracking-tight text-ink no-underline md:text-xl" rel="home">
            <svg aria-hidden="true" viewBox="0 0 32 32" className="size-8 text-brand-700">
              <path fill="currentColor" d="M6 10h20l-2 16a2 2 0 0 1-2 2H10a2 2 0 0 1-2-2L6 10Zm5-1a5 5 0 0 1 10 0h-2a3 3 0 0 0-6 0h-2Z" />
            </svg>
            <span>{siteName}</span>
          </a>
          <HeaderSearchForm inputId="header-search" categories={searchCategories} className="hidden max-w-2xl flex-1 md:flex" />
          <nav aria-label={t("site.account")} className="ml-auto flex items-center gap-1">
            <a
              href={ACCOUNT_PATH}
              data-open={accountPopup ?? undefined}
              className="account-link flex size-11 items-center justify-center rounded-md text-ink hover:bg-gray-100"
            >
              <svg aria-hidden="true" viewBox="0 0 24 24" className="size-6" fill="none" stroke="currentColor" strokeWidth="1.8">
                <circle cx="12" cy="8" r="4" />
                <path d="M4 21c0-4 4-6 8-6s8 2 8 6" />
              </svg>
              <span className="sr-only">{accountPopup ? tAccount("header.signIn") : tAccount("header.myAccount")}</span>
            </a>
            {cart}
          </nav>
        </div>
      </div>
      <MobileMenu menu={menu} categories={categoryMenu} backLabel={menuBackLabel} />
      <MainMenu menu={menu} />
      {/* The phone's search row, as far from the bar above as from the page below. */}
      <HeaderSearchForm inputId="header-search-mobile" className="container-page flex py-3 md:hidden" />
    </header>
  );
}
