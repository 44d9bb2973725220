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
