import type { AppLoadContext } from "react-router";
import { type Account, accountById } from "~/features/account/.server/users";
import { isStoreAdmin } from "~/features/account/roles";
import { tBackOffice } from "~/lib/i18n/areas/back-office";
import { restError } from "../wordpress/rest-response";

/** What a WooCommerce REST call asks to do, with the error WooCommerce answers when it may not. */
const REFUSALS = {
  list: { code: "woocommerce_rest_cannot_view", message: "rest.cannotList" },
  read: { code: "woocommerce_rest_cannot_view", message: "rest.cannotView" },
  edit: { code: "woocommerce_rest_cannot_edit", message: "rest.cannotEdit" },
  create: { code: "woocommerce_rest_cannot_create", message: "rest.cannotCreate" },
  delete: { code: "woocommerce_rest_cannot_delete", message: "rest.cannotDelete" },
} as const;

/**
 * The staff member a WooCommerce REST call acts for, or its refusal in WooCommerce's shape: 401
 * for a visitor (no valid nonce counts as one: WordPress's rule), 403 for a signed-in account
 * whose role does not run the shop (`rest_authorization_required_code`).
 */
export async function staffFor(context: AppLoadContext, userId: number, action: keyof typeof REFUSALS): Promise<{ ok: true; staff: Account } | { ok: false; response: Response }> {
  const account = userId > 0 ? await accountById(context.db, userId) : null;
  if (account && isStoreAdmin(account.roles)) return { ok: true, staff: account };
  const refusal = REFUSALS[action];
  return { ok: false, response: restError(refusal.code, tBackOffice(refusal.message), account ? 403 : 401) };
}

/**
 * The staff member a call of the shop's own namespace (`cuahang/v1`) acts for, or WordPress's
 * refusal of a permission callback: 401 `rest_not_logged_in` for a visitor (no valid nonce counts
 * as one), 403 `rest_forbidden` for an account whose role does not run the shop.
 */
export async function shopStaffFor(context: AppLoadContext, userId: number): Promise<{ ok: true; staff: Account } | { ok: false; response: Response }> {
  const account = userId > 0 ? await accountById(context.db, userId) : null;
  if (account && isStoreAdmin(account.roles)) return { ok: true, staff: account };
  return account
    ? { ok: false, response: restError("rest_forbidden", tBackOffice("rest.forbidden"), 403) }
    : { ok: false, response: restError("rest_not_logged_in", tBackOffice("rest.notLoggedIn"), 401) };
}
