import { z } from "zod";
import type { SessionHandle } from "../../../platform/.server/session";
import type { LoginPopupAnswer } from "../login-popup";

const KEY = "login_popup";

const Stored = z.object({ error: z.string().max(2000), login: z.string().max(254) }).nullable().catch(null);

/**
 * A failed sign-in posted from the header's popup goes back to the page it was posted on, as
 * WooCommerce's popup form does (it posts to the page itself); the page's popup shows the reason
 * and opens by itself. The reason waits in the session for that next page only.
 */
export async function keepForLoginPopup(session: SessionHandle, answer: LoginPopupAnswer): Promise<void> {
  if (!(await session.current()) && !(await session.mayStart()).ok) return;
  await session.updateData({ [KEY]: answer });
}

/** The popup's waiting answer, removed from the session as the page shows it. */
export async function takeLoginPopupAnswer(session: SessionHandle): Promise<LoginPopupAnswer | null> {
  const current = await session.current();
  if (!current || current.data[KEY] === undefined) return null;
  const answer = Stored.parse(current.data[KEY]);
  await session.updateData({ [KEY]: undefined }, { create: false });
  return answer;
}
