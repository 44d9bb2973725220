import { data, redirect } from "react-router";
import { requireAccount } from "~/features/account/.server/current-account";
import { applicationPasswordsPage, handleApplicationPasswordsForm } from "~/features/account/.server/application-passwords-page";
import { accountUrls } from "~/features/account/account-urls";
import { ApplicationPasswords } from "~/features/account/components/ApplicationPasswords";
import { pushNotice } from "~/features/site/.server";
import { seoMeta, siteNameOf } from "~/features/site/seo";
import { tAccount } from "~/lib/i18n/areas/account";
import { personalPageHeaders } from "~/platform/.server/personal-pages";
import { pageForm } from "~/platform/.server/posted-form";
import type { Route } from "./+types/application-passwords";

/** My account's 'Mật khẩu ứng dụng' (WordPress's application passwords), for the signed-in shopper only. */
export async function loader({ context, request }: Route.LoaderArgs) {
  const account = await requireAccount(context, request);
  return { page: await applicationPasswordsPage(context, account), canonical: `${context.site.url}${accountUrls.applicationPasswords}` };
}

/** A new password is on this page once: no cache keeps it. */
export const headers = personalPageHeaders;

/**
 * Making a password answers the page itself with the password, shown this once (a reload posts
 * again and refuses the repeated name, never shows it again); a revocation goes back to the page
 * with a notice; a refused name answers the form with its error.
 */
export async function action({ context, request }: Route.ActionArgs) {
  const account = await requireAccount(context, request);
  const result = await handleApplicationPasswordsForm(context, account, await pageForm(request));
  switch (result.kind) {
    case "done":
      await pushNotice(context.session, result.notice);
      return redirect(accountUrls.applicationPasswords, 303);
    case "created":
      return data(result);
    case "refused":
      return data(result, { status: 403 });
    case "create_failed":
      return data(result, { status: 400 });
  }
}

export function meta({ loaderData, matches }: Route.MetaArgs) {
  if (!loaderData) return [];
  const title = tAccount("appPasswords.title");
  return seoMeta({ title, description: title, canonical: loaderData.canonical, siteName: siteNameOf(matches), noindex: true });
}

export default function AccountApplicationPasswords({ loaderData, actionData }: Route.ComponentProps) {
  // The loader runs again after the form, so the list already holds a password just made.
  return <ApplicationPasswords page={loaderData.page} result={actionData ?? null} />;
}
