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

/** Keeps a notice in the visitor's session (starting one) until the next page shows it. */
export async function pushNotice(session: SessionHandle, notice: Notice): Promise<void> {
  const existing = StoredNotices.parse((await session.current())?.data[KEY]);
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
