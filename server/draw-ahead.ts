import type { Logger } from "../app/platform/.server/logger";
import type { KeptPages } from "./kept-pages";
import type { PageRedrawer } from "./page-redrawing";

/**
 * The catalogue's pages drawn before anyone asks (decision 046): a guest reading a product or a
 * listing nobody read lately is sent a kept page, not made to wait for its drawing. The addresses
 * (`catalogueAddresses`) are walked one page at a time through the redrawer, those kept under the
 * current versions skipped: after the start, again a minute after each walk (what orders and
 * edits dropped meanwhile, what a new product added), and at once when every page was dropped
 * (the site's settings, menus or categories changed). A walk stops when the kept pages fill
 * nine tenths of their memory: drawing more would push out pages drawn a moment before.
 */
export type DrawAhead = {
  /** Begins the first walk (once the server listens: the pages are asked of it). */
  start(): void;
  /** For /healthz: the last walk's progress, and how many walks ended. */
  status(): DrawAheadStatus;
  stop(): void;
};

/** `waiting`: pages the redrawer has yet to draw, stale ones read meanwhile included. */
export type DrawAheadStatus = { pages: number; checked: number; drawn: number; walks: number; walking: boolean; waiting: number };

const FULL = 0.9;

export function drawAhead(o: {
  kept: KeptPages;
  redrawer: PageRedrawer;
  addresses: () => Promise<string[]>;
  maxBytes: number;
  log: Logger;
  /** Between the end of a walk and the next. */
  restMs?: number;
}): DrawAhead {
  const status: Omit<DrawAheadStatus, "waiting"> = { pages: 0, checked: 0, drawn: 0, walks: 0, walking: false };
  let stopped = false;
  let again = false;
  let timer: NodeJS.Timeout | null = null;

  const walk = async () => {
    if (stopped || status.walking) return void (again = true);
    status.walking = true;
    again = false;
    try {
      const paths = await o.addresses();
      Object.assign(status, { pages: paths.length, checked: 0, drawn: 0 });
      const began = Date.now();
      for (const path of paths) {
        if (stopped || again) break;
        if (o.kept.size().bytes >= FULL * o.maxBytes) {
          o.log.warn({ checked: status.checked, pages: paths.length }, "draw ahead: the kept pages' memory is full (KEPT_PAGES_MB)");
          break;
        }
        const key = o.kept.keyOfPath(path);
        if (!o.kept.has(key)) {
          await o.redrawer.draw(key);
          status.drawn++;
        }
        status.checked++;
      }
      if (status.drawn > 0) o.log.info({ drawn: status.drawn, pages: paths.length, ms: Date.now() - began }, "draw ahead: walk done");
    } catch (err) {
      o.log.warn({ err }, "draw ahead: walk failed");
    } finally {
      status.walking = false;
      status.walks++;
      schedule(again ? 0 : (o.restMs ?? 60_000));
    }
  };

  const schedule = (ms: number) => {
    if (stopped) return;
    if (timer) clearTimeout(timer);
    timer = setTimeout(() => void walk(), ms);
    timer.unref();
  };

  let started = false;
  o.kept.onCleared(() => {
    if (status.walking) again = true;
    else if (started) schedule(0);
  });
  return {
    start() {
      started = true;
      schedule(0);
    },
    status: () => ({ ...status, waiting: o.redrawer.pending() }),
    stop() {
      stopped = true;
      if (timer) clearTimeout(timer);
    },
  };
}
