import type { z } from "zod";
import type { SessionHandle } from "./session";

/**
 * A value that waits in the visitor's session for the next page, which takes it (WooCommerce's
 * notices after a form post; the login popup's refusal): kept under `key`, read through `schema`
 * (whose `.catch` gives the value when nothing usable is kept), removed as it is taken.
 */
export function keptForNextPage<T>(key: string, schema: z.ZodType<T>) {
  return {
    /**
     * Keeps `update(what is kept)`, starting a session for a visitor who has none unless their
     * address has started too many: the value is then not kept (the page still answers), so
     * refused requests in a loop cannot fill the sessions table.
     */
    async keep(session: SessionHandle, update: (kept: T) => T): Promise<void> {
      const current = await session.current();
      if (!current && !(await session.mayStart()).ok) return;
      await session.updateData({ [key]: update(schema.parse(current?.data[key])) });
    },
    /** What is kept, removed from the session; null when nothing is. */
    async take(session: SessionHandle): Promise<T | null> {
      const current = await session.current();
      if (!current || current.data[key] === undefined) return null;
      const kept = schema.parse(current.data[key]);
      await session.updateData({ [key]: undefined }, { create: false });
      return kept;
    },
  };
}
