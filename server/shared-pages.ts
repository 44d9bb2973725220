import type { Db } from "../app/platform/.server/db";
import type { Logger } from "../app/platform/.server/logger";
import { loadCategoryTree } from "../app/features/catalog/.server/categories";
import { loadSiteChrome } from "../app/features/site/.server/site";
import { type KeepTicket, keptByVersion } from "../app/platform/.server/versioned-cache";
import type { SharedDrawing } from "./render-messages";

/**
 * Signed-in shoppers' catalogue pages, each drawn once per face (decision 040) and kept by the
 * render thread that drew it: the next shopper of the same face asking for the same address is
 * sent the same bytes, her session's cookie the only thing of hers in the answer. Kept under the
 * guests' pages' rules (`keptByVersion`: what the page shows changed, 60 s at most) and while the
 * site's settings, menus and category tree are the ones it was drawn with.
 */
export type SharedPages = {
  /** The site frame's current values, taken before a page is looked up or drawn. */
  frame(): Frame;
  find(key: string, frame: Frame): Promise<SharedDrawing | undefined>;
  begin(): Promise<KeepTicket>;
  keep(ticket: KeepTicket, key: string, drawing: SharedDrawing, frame: Frame): void;
};

/** The settings and menus, and the category tree, as this thread holds them: a change gives new ones. */
type Frame = readonly [Promise<unknown>, Promise<unknown>];
type Entry = { drawing: SharedDrawing; frame: Frame };

export function sharedPages(db: Db, o: { maxBytes: number; log: Logger }): SharedPages {
  const store = keptByVersion<Entry>(db, { maxBytes: o.maxBytes, onError: (err) => o.log.warn({ err }, "shared pages: version check failed") });
  return {
    frame: () => [loadSiteChrome(db), loadCategoryTree(db)],
    async find(key, frame) {
      const entry = await store.peek(key, Date.now());
      return entry && entry.frame[0] === frame[0] && entry.frame[1] === frame[1] ? entry.drawing : undefined;
    },
    begin: () => store.begin(),
    keep(ticket, key, drawing, frame) {
      store.keep(ticket, key, { drawing, frame }, drawing.br.byteLength + drawing.gzip.byteLength, drawing.drawn);
    },
  };
}
