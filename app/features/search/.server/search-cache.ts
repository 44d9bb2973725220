import { sql } from "drizzle-orm";
import { type Db, queryRows } from "~/platform/.server/db";

/**
 * Search answers kept in memory while the documents are unchanged. Every statement that changes
 * a search document bumps the database's `search_version` sequence (migration 0007); this
 * process reads it at most once a second, so a change shows in searches within about a second,
 * and a burst of searches costs one tiny query. The lifetime is a backstop for the one race a
 * version cannot see: an answer read just before a writer's commit became visible.
 */
const VERSION_CHECK_MS = 1000;
const LIFETIME_MS = 60_000;

type Entry<V> = { version: string; at: number; value: V };

export type SearchCache<V> = {
  /** `key`'s value from memory, or `load`'s, kept for next time. */
  get(db: Db, key: string, load: () => Promise<V>): Promise<V>;
};

const versions = new WeakMap<object, { value: string; at: number; pending?: Promise<string> }>();

async function currentVersion(db: Db, now: number): Promise<string> {
  const known = versions.get(db);
  if (known && now - known.at < VERSION_CHECK_MS) return known.value;
  if (known?.pending) return known.pending;
  const pending = queryRows<{ v: string }>(db, sql`select last_value::text as v from search_version`).then(
    ([row]) => {
      versions.set(db, { value: row!.v, at: Date.now() });
      return row!.v;
    },
    (error: unknown) => {
      versions.delete(db);
      throw error;
    },
  );
  versions.set(db, { value: known?.value ?? "", at: known?.at ?? 0, pending });
  return pending;
}

export function searchCache<V>(maxEntries: number): SearchCache<V> {
  const perDb = new WeakMap<object, { entries: Map<string, Entry<V>>; loading: Map<string, Promise<V>> }>();
  return {
    async get(db, key, load) {
      const now = Date.now();
      const version = await currentVersion(db, now);
      let state = perDb.get(db);
      if (!state) perDb.set(db, (state = { entries: new Map(), loading: new Map() }));
      const { entries, loading } = state;
      const hit = entries.get(key);
      if (hit && hit.version === version && now - hit.at < LIFETIME_MS) {
        // Most recently used last: the first key is the one to drop when full.
        entries.delete(key);
        entries.set(key, hit);
        return hit.value;
      }
      // The same search asked again while it runs waits for that run instead of starting another.
      const running = loading.get(`${version}\n${key}`);
      if (running) return running;
      const started = load().then(
        (value) => {
          entries.delete(key);
          entries.set(key, { version, at: now, value });
          if (entries.size > maxEntries) entries.delete(entries.keys().next().value!);
          return value;
        },
      ).finally(() => loading.delete(`${version}\n${key}`));
      loading.set(`${version}\n${key}`, started);
      return started;
    },
  };
}
