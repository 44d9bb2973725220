import type { ReactNode } from "react";
import { t } from "~/lib/i18n";

export type ProductTab = {
  /** WooCommerce's tab key: the tab is `#tab-title-{key}`, its panel `#tab-{key}`. */
  key: "description" | "additional_information" | "reviews";
  title: string;
  content: ReactNode;
  /**
   * The tab's own code opens it from the URL (ReviewsSection: its offset and the URLs it answers
   * are the reviews' own), so the page's hash follower leaves it alone (use-page-behaviours.ts).
   */
  followsUrl?: boolean;
};

/**
 * WooCommerce's product tabs (`.woocommerce-tabs`), drawn by the server as WAI-ARIA tabs: the
 * page's behaviours (ui/tabs.ts, loaded on first use) switch them; a URL hash naming a panel
 * opens its tab. `selected` is the panel the server shows, so nothing moves when scripts start.
 * Without scripts the tab list is hidden and every panel shows under its heading (app.css).
 */
export function ProductTabs({ tabs, selected }: { tabs: ProductTab[]; selected: ProductTab["key"] }) {
  return (
    <div className="woocommerce-tabs wc-tabs-wrapper mt-12" data-tabs="">
      {/* Sized so the three titles fit one line on a 375 px phone (no scrolling list: it would clip the focus ring). */}
      <div role="tablist" aria-label={t("product.tabs")} className="tabs wc-tabs flex flex-wrap border-b border-gray-200 [@media(scripting:none)]:hidden">
        {tabs.map((tab) => (
          <a
            key={tab.key}
            role="tab"
            id={`tab-title-${tab.key}`}
            href={`#tab-${tab.key}`}
            aria-controls={`tab-${tab.key}`}
            aria-selected={tab.key === selected}
            tabIndex={tab.key === selected ? 0 : -1}
            data-follows-url={tab.followsUrl ? "" : undefined}
            className={`${tab.key}_tab tab flex min-h-12 items-center whitespace-nowrap px-2 text-[0.9375rem] font-semibold text-ink no-underline sm:px-4 sm:text-lg`}
          >
            {tab.title}
          </a>
        ))}
      </div>
      {tabs.map((tab) => (
        <div
          key={tab.key}
          id={`tab-${tab.key}`}
          role="tabpanel"
          aria-labelledby={`tab-title-${tab.key}`}
          data-active={tab.key === selected ? "" : undefined}
          className={`woocommerce-Tabs-panel woocommerce-Tabs-panel--${tab.key} panel wc-tab border-b border-gray-200 pt-6 pb-6 [@media(scripting:enabled)]:border-b-0`}
        >
          <h2 className="tab-heading mb-4 text-xl font-bold">{tab.title}</h2>
          {tab.content}
        </div>
      ))}
    </div>
  );
}
