import { Outlet } from "react-router";
import { accountNonce } from "~/features/account/.server/account-nonces";
import { signedInAccount } from "~/features/account/.server/current-account";
import { accountUrls } from "~/features/account/account-urls";
import { AccountNavigation } from "~/features/account/components/AccountNavigation";
import { seoMeta, siteNameOf } from "~/features/site/seo";
import { t } from "~/lib/i18n";
import { tAccount } from "~/lib/i18n/areas/account";
import { personalPageHeaders } from "~/platform/.server/personal-pages";
import { Breadcrumbs } from "~/ui/Breadcrumbs";
import type { Route } from "./+types/layout";

/**
 * My account's frame: the menu beside the endpoint's page for a signed-in shopper. A guest's
 * pages here are the sign-in forms (the index) and the lost-password form; the others send
 * guests to the sign-in form (`requireAccount`).
 */
export async function loader({ context }: Route.LoaderArgs) {
  const account = await signedInAccount(context);
  return {
    canonical: `${context.site.url}${accountUrls.dashboard}`,
    signedIn: account !== null,
    logoutUrl: account ? `${accountUrls.logout}?_wpnonce=${await accountNonce(context, "log-out")}` : null,
  };
}

export const headers = personalPageHeaders;

export function meta({ loaderData, matches }: Route.MetaArgs) {
  if (!loaderData) return [];
  return seoMeta({ title: tAccount("account.title"), description: tAccount("account.title"), canonical: loaderData.canonical, siteName: siteNameOf(matches), noindex: true });
}

export default function AccountLayout({ loaderData }: Route.ComponentProps) {
  return (
    <div className="woocommerce-account container-page py-6">
      <Breadcrumbs items={[{ label: t("site.home"), url: "/" }, { label: tAccount("account.title") }]} />
      <h1 className="mt-3 text-2xl font-bold sm:text-3xl">{tAccount("account.title")}</h1>
      {loaderData.logoutUrl ? (
        <div className="mt-6 grid gap-6 md:grid-cols-[14rem_1fr]">
          <AccountNavigation logoutUrl={loaderData.logoutUrl} />
          <div className="woocommerce-MyAccount-content min-w-0">
            <Outlet />
          </div>
        </div>
      ) : (
        <div className="mt-6">
          <Outlet />
        </div>
      )}
    </div>
  );
}
