import { redirect } from "react-router";
import { accountNonce, isValidAccountNonce } from "~/features/account/.server/account-nonces";
import { signedInAccount } from "~/features/account/.server/current-account";
import { logLogin } from "~/features/account/.server/lockouts";
import { accountUrls } from "~/features/account/account-urls";
import { tAccount } from "~/lib/i18n/areas/account";
import { pageForm } from "~/platform/.server/posted-form";
import type { Route } from "./+types/logout";

const SIGNED_OUT = `${accountUrls.dashboard}?loggedout=true`;

/**
 * WooCommerce's `customer-logout` endpoint: the menu's link carries a nonce and signs out at once;
 * a link without a valid one (an old page, another site's link) asks first, so nobody is signed
 * out by a page they did not mean to follow.
 */
export async function loader({ context, request }: Route.LoaderArgs) {
  const account = await signedInAccount(context);
  if (!account) throw redirect(accountUrls.dashboard, 302);
  if (await isValidAccountNonce(context, "log-out", new URL(request.url).searchParams.get("_wpnonce"))) {
    await signOut(context, account.login, account.id);
    throw redirect(SIGNED_OUT, 302);
  }
  return { nonce: await accountNonce(context, "log-out") };
}

export async function action({ context, request }: Route.ActionArgs) {
  const account = await signedInAccount(context);
  if (account && (await isValidAccountNonce(context, "log-out", (await pageForm(request)).get("_wpnonce")))) {
    await signOut(context, account.login, account.id);
    return redirect(SIGNED_OUT, 303);
  }
  return redirect(accountUrls.logout, 303);
}

async function signOut(context: Route.LoaderArgs["context"], login: string, userId: number) {
  await context.session.signOut();
  await logLogin(context, { login, outcome: "logout", userId });
}

export default function Logout({ loaderData }: Route.ComponentProps) {
  return (
    <form method="post" className="grid max-w-md gap-3">
      <p>{tAccount("logout.confirm")}</p>
      <input type="hidden" name="_wpnonce" value={loaderData.nonce} />
      <button type="submit" className="btn-primary min-h-11 px-6">{tAccount("logout.submit")}</button>
    </form>
  );
}
