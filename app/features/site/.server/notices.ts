import { z } from "zod";
import type { SessionHandle } from "../../../platform/.server/session";
import { keptForNextPage } from "../../../platform/.server/session-once";
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

const kept = keptForNextPage(KEY, StoredNotices);

/**
 * Keeps a notice in the visitor's session until the next page shows it (a visitor whose address
 * has started too many sessions gets none: `keptForNextPage`).
 */
export async function pushNotice(session: SessionHandle, notice: Notice): Promise<void> {
  await kept.keep(session, (existing) => [...existing, notice].slice(-MAX_NOTICES));
}

/** The notices waiting for this visitor, removed from the session as they are shown. */
export async function takeNotices(session: SessionHandle): Promise<Notice[]> {
  return (await kept.take(session)) ?? [];
}
