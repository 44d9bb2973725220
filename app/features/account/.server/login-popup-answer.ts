import { z } from "zod";
import type { SessionHandle } from "../../../platform/.server/session";
import { keptForNextPage } from "../../../platform/.server/session-once";
import type { LoginPopupAnswer } from "../login-popup";

const KEY = "login_popup";

const Stored = z.object({ error: z.string().max(2000), login: z.string().max(254) }).nullable().catch(null);

const kept = keptForNextPage(KEY, Stored);

/**
 * A failed sign-in posted from the header's popup goes back to the page it was posted on, as
 * WooCommerce's popup form does (it posts to the page itself); the page's popup shows the reason
 * and opens by itself. The reason waits in the session for that next page only.
 */
export async function keepForLoginPopup(session: SessionHandle, answer: LoginPopupAnswer): Promise<void> {
  await kept.keep(session, () => answer);
}

/** The popup's waiting answer, removed from the session as the page shows it. */
export async function takeLoginPopupAnswer(session: SessionHandle): Promise<LoginPopupAnswer | null> {
  return kept.take(session);
}
