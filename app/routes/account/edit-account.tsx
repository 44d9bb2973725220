import { data, redirect } from "react-router";
import { accountDetailsOf, saveAccountDetails } from "~/features/account/.server/account-details";
import { accountNonce, isValidAccountNonce } from "~/features/account/.server/account-nonces";
import { requireAccount } from "~/features/account/.server/current-account";
import { retryAfterSeconds } from "~/features/account/.server/locked-out";
import { accountUrls } from "~/features/account/account-urls";
import { AccountDetailsForm } from "~/features/account/components/AccountDetailsForm";
import { pushNotice } from "~/features/site/.server/notices";
import { tAccount } from "~/lib/i18n/areas/account";
import { personalPageHeaders } from "~/platform/.server/personal-pages";
import { pageForm } from "~/platform/.server/posted-form";
import type { Route } from "./+types/edit-account";

/** My account's `edit-account/`: the names, the e-mail and a password change (WooCommerce's `save_account_details`). */
export async function loader({ context, request }: Route.LoaderArgs) {
  const account = await requireAccount(context, request);
  return { details: await accountDetailsOf(context.db, account), nonce: await accountNonce(context, "save_account_details") };
}

/** Never cached; a lockout's answer says when to come back. */
export function headers({ actionHeaders }: Route.HeadersArgs) {
  const retryAfter = actionHeaders.get("Retry-After");
  return { ...personalPageHeaders(), ...(retryAfter ? { "Retry-After": retryAfter } : {}) };
}

export async function action({ context, request }: Route.ActionArgs) {
  const account = await requireAccount(context, request);
  const form = await pageForm(request);
  if (!(await isValidAccountNonce(context, "save_account_details", form.get("save-account-details-nonce")))) {
    await pushNotice(context.session, { kind: "error", text: tAccount("account.form.expired") });
    return redirect(accountUrls.editAccount, 303);
  }
  const saved = await saveAccountDetails(context, account, form);
  if (!saved.ok && "lockedOutUntil" in saved) {
    // 503 as sign-in answers a lockout (Wordfence's), the reason in words beside the field.
    const retryAfter = retryAfterSeconds(saved.lockedOutUntil, context.now());
    return data({ refusal: { errors: saved.errors, values: saved.values } }, { status: 503, headers: { "Retry-After": String(retryAfter) } });
  }
  if (!saved.ok) return data({ refusal: { errors: saved.errors, values: saved.values } }, { status: 400 });
  await pushNotice(context.session, { kind: "success", text: tAccount("account.details.saved") });
  return redirect(accountUrls.editAccount, 303);
}

export default function EditAccountPage({ loaderData, actionData }: Route.ComponentProps) {
  return <AccountDetailsForm details={loaderData.details} nonce={loaderData.nonce} refusal={actionData?.refusal ?? null} />;
}
