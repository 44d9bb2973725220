import { listenToPeers, tellPeers } from "./peers";

/**
 * Rows that only this process writes, served from memory between its own writes.
 *
 * WRITERS: a row kept here must be changed only through the module that keeps it (sessions:
 * `SessionHandle`, session.ts; carts: features/cart/.server/cart.ts), or dropped with its
 * `delete` (`forgetCart`) once the write is committed; else this and every other thread keeps
 * serving the old row. Every cache of the server: ./README.md.
 *
 * An embedded database (PGlite) lives inside one process: every change to a session or a cart
 * goes through this process's code, which drops the copy it changed. So the hottest reads — the
 * visitor's session and cart on every page and fragments call — need no query at all. With a
 * PostgreSQL server other processes may write too, so nothing is kept (the handle is never
 * marked). A short lifetime bounds what a change made outside the app (a price edited in the
 * database) can leave behind. Decision 009.
 *
 * "This process" may be several threads (decision 014): each keeps its own copies, and a drop
 * after a write is told to the others (`peers.ts`), which drop theirs before they serve the
 * writer's next request.
 */
/**
 * The mark is a registered symbol on the handle itself, not a set kept by this module: the server
 * marks the handle from its own copy of this module, the app's build reads it from another.
 */
const SOLE_WRITER = Symbol.for("cuahang.soleWriter");
const soleWriters = {
  has: (db: object) => (db as Record<symbol, unknown>)[SOLE_WRITER] === true,
};

/** Declares that this process is the only writer of the database behind `db` (start-up, embedded database). */
export function markSoleWriter(db: object): void {
  Object.defineProperty(db, SOLE_WRITER, { value: true });
}

export type SoleWriterCache<V> = {
  get(db: object, key: string, now?: number): V | undefined;
  /**
   * Where the cache stands before a read from the database; `set` keeps the value read only if
   * nothing was deleted since, so a read that raced a write never brings old rows back.
   */
  mark(db: object): number;
  /** Keeps `value` read since `mark`; false when it was not kept (not a sole writer, or a deletion since). */
  set(db: object, key: string, value: V, mark: number, now?: number): boolean;
  /**
   * The value this thread's own write just left, read since `mark`: kept here (when `set` would
   * keep it), and every other thread drops its copy, as after `delete`.
   */
  setWritten(db: object, key: string, value: V, mark: number, now?: number): void;
  delete(db: object, key: string): void;
};

/** `name` tells this cache's drops apart from other caches' when they travel between threads. */
export function soleWriterCache<V>(o: { name: string; ttlMs: number; maxEntries: number }): SoleWriterCache<V> {
  const perDb = new WeakMap<object, Map<string, { at: number; value: V }>>();
  const deletions = new WeakMap<object, number>();
  const forget = (db: object, key: string) => {
    perDb.get(db)?.delete(key);
    deletions.set(db, (deletions.get(db) ?? 0) + 1);
  };
  const entries = (db: object) => {
    let map = perDb.get(db);
    if (!map) {
      perDb.set(db, (map = new Map()));
      listenToPeers(db, o.name, (key) => forget(db, key));
    }
    return map;
  };
  return {
    get(db, key, now = Date.now()) {
      if (!soleWriters.has(db)) return undefined;
      const map = entries(db);
      const hit = map.get(key);
      if (!hit) return undefined;
      if (now - hit.at >= o.ttlMs) {
        map.delete(key);
        return undefined;
      }
      return hit.value;
    },
    mark(db) {
      return deletions.get(db) ?? 0;
    },
    set(db, key, value, mark, now = Date.now()) {
      if (!soleWriters.has(db) || mark !== (deletions.get(db) ?? 0)) return false;
      const map = entries(db);
      map.delete(key); // re-inserted last: the oldest entry is the first to go
      map.set(key, { at: now, value });
      if (map.size > o.maxEntries) map.delete(map.keys().next().value!);
      return true;
    },
    setWritten(db, key, value, mark, now) {
      if (!this.set(db, key, value, mark, now)) forget(db, key);
      if (soleWriters.has(db)) tellPeers(db, o.name, key);
    },
    delete(db, key) {
      forget(db, key);
      if (soleWriters.has(db)) tellPeers(db, o.name, key);
    },
  };
}
