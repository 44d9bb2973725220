import { redirect } from "react-router";
import { signedInAccount } from "~/features/account/.server/current-account";
import { guestFormsAction, guestFormsData } from "~/features/account/.server/guest-forms";
import { accountUrls } from "~/features/account/account-urls";
import { WpLoginForm } from "~/features/account/components/WpLoginForm";
import { seoMeta, siteNameOf } from "~/features/site/seo";
import { tAccount } from "~/lib/i18n/areas/account";
import { personalFormPageHeaders } from "~/platform/.server/personal-pages";
import { sameSitePath } from "~/platform/.server/same-site";
import type { Route } from "./+types/wp-login";

/**
 * WordPress's login page, kept for the links, habits and scripts written for the old shop:
 * `?action=lostpassword` and `register` lead to My account's own pages, `logout` to its
 * log-out endpoint; a signed-in visitor goes on to `redirect_to`.
 */
export async function loader({ context, request }: Route.LoaderArgs) {
  const url = new URL(request.url);
  const action = url.searchParams.get("action");
  if (action === "lostpassword" || action === "rp" || action === "resetpass") throw redirect(accountUrls.lostPassword, 302);
  if (action === "register") throw redirect(accountUrls.dashboard, 302);
  if (action === "logout") throw redirect(`${accountUrls.logout}${url.search.replace(/([?&])action=logout&?/, "$1").replace(/[?&]$/, "")}`, 302);
  if (await signedInAccount(context)) throw redirect(sameSitePath(url.searchParams.get("redirect_to"), request, context.site.url) ?? accountUrls.dashboard, 302);
  return { canonical: `${context.site.url}/wp-login.php`, forms: await guestFormsData(context, request) };
}

export async function action({ context, request }: Route.ActionArgs) {
  return guestFormsAction(context, request);
}

/** A lockout (503) says when to come back. */
export const headers = personalFormPageHeaders;

export function meta({ loaderData, matches }: Route.MetaArgs) {
  if (!loaderData) return [];
  return seoMeta({ title: tAccount("signIn.title"), description: tAccount("signIn.title"), canonical: loaderData.canonical, siteName: siteNameOf(matches), noindex: true });
}

export default function WpLogin({ loaderData }: Route.ComponentProps) {
  return (
    <div className="container-page py-8">
      <WpLoginForm {...loaderData.forms} />
    </div>
  );
}
