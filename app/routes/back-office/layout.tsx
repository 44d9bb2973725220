import { Link, Outlet, data, isRouteErrorResponse, useLocation, useRouteError } from "react-router";
import { accountNonce } from "~/features/account/.server/account-nonces";
import { unreadMessageCount } from "~/features/account/.server/staff-messages";
import { requireAccount } from "~/features/account/.server/current-account";
import { accountUrls } from "~/features/account/account-urls";
import { isStoreAdmin } from "~/features/account/roles";
import { API_SETTINGS_ID } from "~/features/back-office/api";
import stylesheet from "~/features/back-office/back-office.css?url";
import { loadSiteChrome } from "~/features/site/.server/site";
import { tBackOffice } from "~/lib/i18n/areas/back-office";
import { personalPageHeaders } from "~/platform/.server/personal-pages";
import { restNonceFor } from "~/platform/.server/rest-nonce";
import { isCurrentPath } from "~/ui/current-path";
import type { Route } from "./+types/layout";

/**
 * The back office's frame at /wp-admin/: for administrators and shop managers only (a guest is
 * sent to sign in and brought back; another account is refused as WordPress refuses it). It
 * carries the REST root and nonce its screens' api-fetch uses; the screens load their data
 * through the REST API in the browser.
 */
export async function loader({ context, request }: Route.LoaderArgs) {
  const account = await requireAccount(context, request);
  if (!isStoreAdmin(account.roles)) throw data(null, { status: 403, headers: personalPageHeaders() });
  const { options } = await loadSiteChrome(context.db);
  return {
    shop: options.blogname,
    staff: account.displayName,
    restNonce: await restNonceFor(context),
    // The menu's count, drawn with the frame as WordPress draws its menu's bubbles; a mark read or
    // unread (a screen's action) reloads the frame's data, so it follows.
    unreadMessages: await unreadMessageCount(context.db),
    logoutUrl: `${accountUrls.logout}?_wpnonce=${await accountNonce(context, "log-out")}`,
  };
}

export const headers = personalPageHeaders;

export const links: Route.LinksFunction = () => [{ rel: "stylesheet", href: stylesheet }];

export function meta({ loaderData }: Route.MetaArgs) {
  return [{ title: loaderData ? `${tBackOffice("frame.title")} – ${loaderData.shop}` : tBackOffice("frame.title") }, { name: "robots", content: "noindex, nofollow" }];
}

const NAV = [
  { to: "/wp-admin/", label: "frame.dashboard", end: true },
  { to: "/wp-admin/don-hang/", label: "frame.orders", end: false },
  { to: "/wp-admin/san-pham/", label: "frame.products", end: false },
  { to: "/wp-admin/thuoc-tinh/", label: "frame.attributes", end: false },
  { to: "/wp-admin/danh-gia/", label: "frame.reviews", end: false },
  { to: "/wp-admin/ma-giam-gia/", label: "frame.coupons", end: false },
  { to: "/wp-admin/khach-hang/", label: "frame.customers", end: false },
  { to: "/wp-admin/khoa-api/", label: "frame.credentials", end: false },
  { to: "/wp-admin/tin-nhan/", label: "frame.messages", end: false },
  { to: "/wp-admin/thu-vien/", label: "frame.media", end: false },
  { to: "/wp-admin/nhap-xuat/", label: "frame.importExport", end: false },
  { to: "/wp-admin/cai-dat/", label: "frame.settings", end: false },
] as const;

export default function BackOfficeLayout({ loaderData }: Route.ComponentProps) {
  // Not NavLink: its test loses the mark on a page loaded directly (see isCurrentPath).
  const { pathname } = useLocation();
  return (
    <div id={API_SETTINGS_ID} data-rest-root="/wp-json/" data-rest-nonce={loaderData.restNonce} className="min-h-screen bg-gray-50 text-ink">
      <header className="bg-ink text-white">
        <div className="mx-auto flex max-w-6xl flex-wrap items-center gap-x-6 gap-y-2 px-4 py-3">
          <p className="font-semibold">
            {tBackOffice("frame.title")} · {loaderData.shop}
          </p>
          <nav aria-label={tBackOffice("frame.nav")} className="order-last w-full md:order-none md:w-auto">
            {/* Wrapped, not scrolled, on a phone: every entry (and the messages' count) in sight. */}
            <ul className="flex flex-wrap gap-1">
              {NAV.map((item) => (
                <li key={item.to}>
                  <Link
                    to={item.to}
                    aria-current={isCurrentPath(pathname, item.to, item) ? "page" : undefined}
                    className="inline-flex min-h-11 items-center rounded-md px-3 font-medium whitespace-nowrap text-white hover:bg-white/10 aria-[current=page]:bg-white aria-[current=page]:text-ink"
                  >
                    {tBackOffice(item.label)}
                    {item.label === "frame.messages" && loaderData.unreadMessages > 0 ? (
                      <span className="ml-1.5 inline-flex min-w-6 items-center justify-center rounded-full bg-sale px-1.5 text-sm font-bold text-white">
                        {loaderData.unreadMessages}
                        <span className="sr-only"> {tBackOffice("frame.unread")}</span>
                      </span>
                    ) : null}
                  </Link>
                </li>
              ))}
            </ul>
          </nav>
          <div className="ml-auto flex items-center gap-3 text-sm">
            <span className="hidden sm:inline">{tBackOffice("frame.signedInAs", { name: loaderData.staff })}</span>
            <a href="/" className="inline-flex min-h-11 items-center text-white underline">
              {tBackOffice("frame.viewShop")}
            </a>
            <a href={loaderData.logoutUrl} className="inline-flex min-h-11 items-center text-white underline">
              {tBackOffice("frame.logout")}
            </a>
          </div>
        </div>
      </header>
      <main className="mx-auto max-w-6xl px-4 py-6">
        <noscript>
          <p className="bo-card mb-4">{tBackOffice("frame.needsScript")}</p>
        </noscript>
        <Outlet />
      </main>
    </div>
  );
}

/** A refused account's answer (403), in the back office's words; anything else as the site's error page. */
export function ErrorBoundary() {
  const error = useRouteError();
  const forbidden = isRouteErrorResponse(error) && error.status === 403;
  return (
    <main className="mx-auto max-w-xl px-4 py-16 text-center">
      <h1 className="text-xl font-semibold">{forbidden ? tBackOffice("frame.forbidden") : tBackOffice("api.unknown")}</h1>
      <p className="mt-4">
        <a href="/" className="underline">
          {tBackOffice("frame.viewShop")}
        </a>
      </p>
    </main>
  );
}
