import { redirect } from "react-router";
import { ACCOUNT_PATH } from "../account-urls";
import type { RequestContext } from "../../../platform/.server/context";
import { type Account, accountById } from "./users";

const readPerRequest = new WeakMap<RequestContext["session"], Promise<Account | null>>();

/**
 * The signed-in account of this request, or null for a guest (no session, or a session of no
 * user): read once per request, however many loaders ask.
 */
export function signedInAccount(context: Pick<RequestContext, "db" | "session">): Promise<Account | null> {
  let read = readPerRequest.get(context.session);
  if (!read) {
    read = context.session.current().then((session) => (session?.userId == null ? null : accountById(context.db, session.userId)));
    readPerRequest.set(context.session, read);
  }
  return read;
}

/**
 * The signed-in account of a page only it may see (My account's endpoints); a guest is sent to
 * the sign-in form, which brings them back here once signed in.
 */
export async function requireAccount(context: Pick<RequestContext, "db" | "session">, request: Request): Promise<Account> {
  const account = await signedInAccount(context);
  if (account) return account;
  const here = new URL(request.url);
  throw redirect(`${ACCOUNT_PATH}?redirect_to=${encodeURIComponent(here.pathname + here.search)}`, 302);
}
