import { Link, useLocation } from "react-router";
import { tAccount } from "~/lib/i18n/areas/account";
import { isCurrentPath } from "~/ui/current-path";
import { accountUrls } from "../account-urls";

const ITEMS = [
  { href: accountUrls.dashboard, label: "account.nav.dashboard", end: true },
  // An order's page belongs to the orders, as WooCommerce marks it.
  { href: accountUrls.orders, label: "account.nav.orders", end: false, alsoUnder: `${accountUrls.dashboard}view-order/` },
  { href: accountUrls.editAddress, label: "account.nav.addresses", end: false },
  { href: accountUrls.editAccount, label: "account.nav.details", end: false },
  { href: accountUrls.twoFactor, label: "account.nav.twoFactor", end: false },
  { href: accountUrls.applicationPasswords, label: "account.nav.applicationPasswords", end: false },
] as const;

/**
 * My account's menu (WooCommerce's `woocommerce-MyAccount-navigation`): the current endpoint is
 * marked for screen readers too. The log-out link carries its nonce, as WooCommerce's does.
 */
export function AccountNavigation({ logoutUrl }: { logoutUrl: string }) {
  // Not NavLink: its test loses the mark on a page loaded directly (see isCurrentPath).
  const { pathname } = useLocation();
  const isCurrent = (item: (typeof ITEMS)[number]) =>
    isCurrentPath(pathname, item.href, item) || ("alsoUnder" in item && isCurrentPath(pathname, item.alsoUnder, { end: false }));
  return (
    <nav aria-label={tAccount("account.nav")} className="woocommerce-MyAccount-navigation">
      <ul className="flex flex-wrap gap-2 md:flex-col md:gap-0 md:border-l md:border-gray-200">
        {ITEMS.map((item) => (
          <li key={item.href}>
            <Link
              to={item.href}
              aria-current={isCurrent(item) ? "page" : undefined}
              className={`block rounded-md px-3 py-2 text-sm md:rounded-none md:border-l-2 md:-ml-px ${isCurrent(item) ? "bg-brand-50 font-semibold text-brand-800 md:border-brand-700" : "text-ink hover:bg-gray-100 md:border-transparent"}`}
            >
              {tAccount(item.label)}
            </Link>
          </li>
        ))}
        <li>
          <a href={logoutUrl} className="block rounded-md px-3 py-2 text-sm text-ink hover:bg-gray-100 md:rounded-none md:border-l-2 md:border-transparent md:-ml-px">
            {tAccount("account.nav.logout")}
          </a>
        </li>
      </ul>
    </nav>
  );
}
