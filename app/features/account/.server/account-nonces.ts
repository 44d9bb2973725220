import type { RequestContext } from "../../../platform/.server/context";
import { createNonce, verifyNonce } from "../../../platform/.server/nonce";

/**
 * Nonces of My account's forms and links, bound to the account and its session as WordPress's
 * are (`wp_create_nonce`): a form copied from another session, or made before signing in, fails.
 * The actions keep WordPress's and WooCommerce's names.
 */
export type AccountNonceAction = "log-out" | "save_account_details" | "woocommerce-edit_address" | "wfls-two-factor" | "application-passwords";

type Nonced = Pick<RequestContext, "session" | "site" | "now">;

async function subjectOf(context: Nonced, action: AccountNonceAction) {
  const session = await context.session.current();
  return { action, userId: session?.userId ?? 0, sessionId: session?.id ?? "" };
}

export async function accountNonce(context: Nonced, action: AccountNonceAction): Promise<string> {
  return createNonce(context.site.secretKey, await subjectOf(context, action), context.now());
}

export async function isValidAccountNonce(context: Nonced, action: AccountNonceAction, nonce: unknown): Promise<boolean> {
  return typeof nonce === "string" && verifyNonce(context.site.secretKey, nonce, await subjectOf(context, action), context.now()) !== false;
}
