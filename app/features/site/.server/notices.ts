import { z } from "zod";
import type { SessionHandle } from "../../../platform/.server/session";
import type { Notice } from "../notices";

const KEY = "notices";
/** A page never needs more; a loop that keeps failing must not grow the session without end. */
const MAX_NOTICES = 10;

const StoredNotices = z
  .array(
    z.object({
      kind: z.enum(["success", "error", "info"]),
      text: z.string(),
      link: z.object({ href: z.string(), label: z.string() }).optional(),
    }),
  )
  .catch([]);

/**
 * Keeps a notice in the visitor's session until the next page shows it, starting a session for
 * a visitor who has none unless their address has started too many: the notice is then not
 * kept (the page still answers), so refused requests in a loop cannot fill the sessions table.
 */
export async function pushNotice(session: SessionHandle, notice: Notice): Promise<void> {
  const current = await session.current();
  if (!current && !(await session.mayStart()).ok) return;
  const existing = StoredNotices.parse(current?.data[KEY]);
  await session.updateData({ [KEY]: [...existing, notice].slice(-MAX_NOTICES) });
}

/** The notices waiting for this visitor, removed from the session as they are shown. */
export async function takeNotices(session: SessionHandle): Promise<Notice[]> {
  const current = await session.current();
  if (!current || current.data[KEY] === undefined) return [];
  const notices = StoredNotices.parse(current.data[KEY]);
  await session.updateData({ [KEY]: undefined }, { create: false });
  return notices;
}
