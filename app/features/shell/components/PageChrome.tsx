import { type CartFragments, HeaderCart } from "~/features/cart";
import type { SearchCategory } from "~/features/search";
import type { MenuItem, SiteOptions } from "~/features/site";
import { SiteFooter } from "./SiteFooter";
import { SiteHeader } from "./SiteHeader";

/** What the header and the footer show besides the cart: the same on every page. */
export type ChromeData = {
  siteName: string;
  tagline: string;
  contact: SiteOptions["shop_contact"];
  menus: { primary: MenuItem[]; footer: MenuItem[] };
  /** The product categories, nested, for the sidebar menu's 'Danh mục' tab. */
  categoryMenu: MenuItem[];
  menuBackLabel: string;
  searchCategories: SearchCategory[];
  year: number;
};

export type PageHeaderProps = {
  chrome: ChromeData | null;
  cartFragments: CartFragments;
  miniCartStyle: "dropdown" | "off-canvas";
  /** For a guest, the login popup the account link opens (`#id`); a signed-in shopper's goes to My account. */
  accountPopup: string | null;
};

export function PageHeader({ chrome, cartFragments, miniCartStyle, accountPopup }: PageHeaderProps) {
  if (!chrome) return null;
  return (
    <SiteHeader
      siteName={chrome.siteName}
      menu={chrome.menus.primary}
      categoryMenu={chrome.categoryMenu}
      menuBackLabel={chrome.menuBackLabel}
      searchCategories={chrome.searchCategories}
      accountPopup={accountPopup}
      cart={<HeaderCart fragments={cartFragments} style={miniCartStyle} />}
    />
  );
}

export function PageFooter({ chrome }: { chrome: ChromeData | null }) {
  if (!chrome) return null;
  return <SiteFooter siteName={chrome.siteName} tagline={chrome.tagline} contact={chrome.contact} menu={chrome.menus.footer} year={chrome.year} />;
}
