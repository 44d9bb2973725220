import type { AppLoadContext } from "react-router";
import { createNonce, verifyNonce } from "~/platform/.server/nonce";

/** WordPress's REST action name. */
export const REST_ACTION = "wp_rest";

/** The REST nonce for this visitor: bound to their user and session (guests without a session share one). */
export async function restNonceFor(context: AppLoadContext): Promise<string> {
  const session = await context.session.current();
  return createNonce(context.site.secretKey, { action: REST_ACTION, userId: session?.userId ?? 0, sessionId: session?.id ?? "" }, context.now());
}

export async function isValidRestNonce(context: AppLoadContext, nonce: string): Promise<boolean> {
  const session = await context.session.current();
  const subject = { action: REST_ACTION, userId: session?.userId ?? 0, sessionId: session?.id ?? "" };
  return verifyNonce(context.site.secretKey, nonce, subject, context.now()) !== false;
}
