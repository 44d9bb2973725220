import type { AppLoadContext } from "react-router";
import { type NonceSubject, createNonce, verifyNonce } from "./nonce";

/** WordPress's REST action name. */
const REST_ACTION = "wp_rest";

/** Whom a REST nonce is for: the visitor's user and session (guests without a session share one). */
async function restNonceSubject(context: AppLoadContext): Promise<NonceSubject> {
  const session = await context.session.current();
  return { action: REST_ACTION, userId: session?.userId ?? 0, sessionId: session?.id ?? "" };
}

/** The REST nonce for this visitor, like `wp_create_nonce('wp_rest')`. */
export async function restNonceFor(context: AppLoadContext): Promise<string> {
  return createNonce(context.site.secretKey, await restNonceSubject(context), context.now());
}

/** Whether `nonce` is this visitor's REST nonce from this 12-hour tick or the previous one. */
export async function isValidRestNonce(context: AppLoadContext, nonce: string): Promise<boolean> {
  return verifyNonce(context.site.secretKey, nonce, await restNonceSubject(context), context.now()) !== false;
}
