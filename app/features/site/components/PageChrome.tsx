import { HeaderCart } from "~/features/cart/components/HeaderCart";
import type { CartFragments } from "~/features/cart/fragments";
import type { SearchCategory } from "~/features/search/components/HeaderSearchForm";
import type { MenuItem } from "../menu";
import type { SiteOptions } from "../options";
import { SiteFooter } from "./SiteFooter";
import { SiteHeader } from "./SiteHeader";

/** What the header and the footer show besides the cart: the same on every page. */
export type ChromeData = {
  siteName: string;
  tagline: string;
  contact: SiteOptions["shop_contact"];
  menus: { primary: MenuItem[]; footer: MenuItem[] };
  searchCategories: SearchCategory[];
  year: number;
};

export type PageHeaderProps = { chrome: ChromeData | null; cartFragments: CartFragments; miniCartStyle: "dropdown" | "off-canvas" };

export function PageHeader({ chrome, cartFragments, miniCartStyle }: PageHeaderProps) {
  if (!chrome) return null;
  return (
    <SiteHeader
      siteName={chrome.siteName}
      menu={chrome.menus.primary}
      searchCategories={chrome.searchCategories}
      cart={<HeaderCart fragments={cartFragments} style={miniCartStyle} />}
    />
  );
}

export function PageFooter({ chrome }: { chrome: ChromeData | null }) {
  if (!chrome) return null;
  return <SiteFooter siteName={chrome.siteName} tagline={chrome.tagline} contact={chrome.contact} menu={chrome.menus.footer} year={chrome.year} />;
}
