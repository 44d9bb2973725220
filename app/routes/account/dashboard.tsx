import { useActionData } from "react-router";
import { accountNonce } from "~/features/account/.server/account-nonces";
import { signedInAccount } from "~/features/account/.server/current-account";
import { guestFormsAction, guestFormsData } from "~/features/account/.server/guest-forms";
import { accountUrls } from "~/features/account/account-urls";
import { SignInForms } from "~/features/account/components/SignInForms";
import type { GuestFormsAnswer } from "~/features/account/sign-in-forms";
import { tAccount } from "~/lib/i18n/areas/account";
import { personalFormPageHeaders } from "~/platform/.server/personal-pages";
import type { Route } from "./+types/dashboard";

/** My account's dashboard, or for a guest the sign-in and registration forms (WooCommerce's `form-login`). */
export async function loader({ context, request }: Route.LoaderArgs) {
  const account = await signedInAccount(context);
  if (!account) return { kind: "guest", forms: await guestFormsData(context, request) } as const;
  return { kind: "account", displayName: account.displayName, logoutUrl: `${accountUrls.logout}?_wpnonce=${await accountNonce(context, "log-out")}` } as const;
}

/** My account's own headers, and a locked-out sign-in's `Retry-After` (503). */
export const headers = personalFormPageHeaders;

/** The guest's forms post here (a signed-in shopper has nothing to post on the dashboard). */
export async function action({ context, request }: Route.ActionArgs) {
  return guestFormsAction(context, request);
}

export default function AccountDashboard({ loaderData }: Route.ComponentProps) {
  const answer = useActionData<GuestFormsAnswer>();
  if (loaderData.kind === "guest") return <SignInForms {...loaderData.forms} answer={answer} />;
  const name = loaderData.displayName;
  return (
    <div className="grid gap-3">
      <p>
        {tAccount("account.dashboard.hello", { name })}{" "}
        (<a href={loaderData.logoutUrl} className="underline">{tAccount("account.dashboard.notYou", { name })}</a>)
      </p>
      <p>{tAccount("account.dashboard.intro")}</p>
    </div>
  );
}
