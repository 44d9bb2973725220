import { data, redirect } from "react-router";
import { requireAccount } from "~/features/account/.server/current-account";
import { handleTwoFactorForm, twoFactorPage } from "~/features/account/.server/two-factor-page";
import { accountUrls } from "~/features/account/account-urls";
import { TwoFactorSettings } from "~/features/account/components/TwoFactorSettings";
import { pushNotice } from "~/features/site/.server";
import { seoMeta, siteNameOf } from "~/features/site/seo";
import { tAccount } from "~/lib/i18n/areas/account";
import { personalPageHeaders } from "~/platform/.server/personal-pages";
import { pageForm } from "~/platform/.server/posted-form";
import type { Route } from "./+types/two-factor";

/** My account's 'Bảo mật hai lớp' (Wordfence Login Security's two-factor settings), for the signed-in shopper only. */
export async function loader({ context, request }: Route.LoaderArgs) {
  const account = await requireAccount(context, request);
  return { page: await twoFactorPage(context, account), canonical: `${context.site.url}${accountUrls.twoFactor}` };
}

/** The secret and the recovery codes are on this page: no cache keeps it. */
export const headers = personalPageHeaders;

/**
 * The page's three forms. New recovery codes are answered as the page itself, shown this once (a
 * reload posts again and makes other codes, never shows these); the rest goes back to the page
 * with a notice, or answers the form with its error.
 */
export async function action({ context, request }: Route.ActionArgs) {
  const account = await requireAccount(context, request);
  const result = await handleTwoFactorForm(context, account, await pageForm(request));
  switch (result.kind) {
    case "done":
      await pushNotice(context.session, result.notice);
      return redirect(accountUrls.twoFactor, 303);
    case "codes":
      return data(result);
    case "refused":
      return data(result, { status: 403 });
    case "activate_failed":
    case "deactivate_failed":
      return data(result, { status: 400 });
  }
}

export function meta({ loaderData, matches }: Route.MetaArgs) {
  if (!loaderData) return [];
  const title = tAccount("account.twoFactor.title");
  return seoMeta({ title, description: title, canonical: loaderData.canonical, siteName: siteNameOf(matches), noindex: true });
}

export default function AccountTwoFactor({ loaderData, actionData }: Route.ComponentProps) {
  return <TwoFactorSettings page={loaderData.page} result={actionData ?? null} />;
}
