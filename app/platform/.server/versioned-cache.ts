import { sql } from "drizzle-orm";
import { type Db, queryRows } from "./db";
import { listenToPeers, tellPeers } from "./peers";

/**
 * Answers kept in memory while the data they were read from is unchanged. Every statement that
 * changes that data bumps a database sequence (`search_version`: migration 0007;
 * `catalog_version`: migration 0009); this thread reads it at most once a second, so a change
 * shows within about a second, and a burst of reads costs one tiny query. The lifetime is a
 * backstop for the one race a version cannot see: an answer read just before a writer's commit
 * became visible.
 *
 * Kept values are shared by every request that reads them: callers must not change them. Tests
 * freeze them, so a change made by mistake fails there.
 */
const VERSION_CHECK_MS = 1000;
const LIFETIME_MS = 60_000;

export type VersionSequence = "search_version" | "catalog_version";

type Entry<V> = { version: string; at: number; value: V };

export type VersionedCache<V> = {
  /** `key`'s value from memory, or `load`'s, kept for next time. */
  get(db: Db, key: string, load: () => Promise<V>): Promise<V>;
};

const PEER_TOPIC = "version";

type KnownVersion = { value: string; at: number; pending?: Promise<string> };
const versions = new WeakMap<object, Map<VersionSequence, KnownVersion>>();

function versionsOf(db: Db): Map<VersionSequence, KnownVersion> {
  let ofDb = versions.get(db);
  if (!ofDb) {
    versions.set(db, (ofDb = new Map()));
    const known = ofDb;
    listenToPeers(db, PEER_TOPIC, (sequence) => known.delete(sequence as VersionSequence));
  }
  return ofDb;
}

async function currentVersion(db: Db, sequence: VersionSequence, now: number): Promise<string> {
  const ofDb = versionsOf(db);
  const known = ofDb.get(sequence);
  if (known && now - known.at < VERSION_CHECK_MS) return known.value;
  if (known?.pending) return known.pending;
  const pending = queryRows<{ v: string }>(db, sql`select last_value::text as v from ${sql.identifier(sequence)}`).then(
    ([row]) => {
      // Kept only if no write was announced meanwhile: the value may be from before it.
      if (ofDb.get(sequence)?.pending === pending) ofDb.set(sequence, { value: row!.v, at: Date.now() });
      return row!.v;
    },
    (error: unknown) => {
      if (ofDb.get(sequence)?.pending === pending) ofDb.delete(sequence);
      throw error;
    },
  );
  ofDb.set(sequence, { value: known?.value ?? "", at: known?.at ?? 0, pending });
  return pending;
}

const freezeKept = process.env.NODE_ENV === "test";

function deepFreeze<V>(value: V): V {
  if (value && typeof value === "object" && !Object.isFrozen(value)) {
    Object.freeze(value);
    for (const inner of Object.values(value)) deepFreeze(inner);
  }
  return value;
}

export function versionedCache<V>(sequence: VersionSequence, maxEntries: number): VersionedCache<V> {
  const perDb = new WeakMap<object, { entries: Map<string, Entry<V>>; loading: Map<string, Promise<V>> }>();
  return {
    async get(db, key, load) {
      const now = Date.now();
      const version = await currentVersion(db, sequence, now);
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
      // The same key asked again while it loads waits for that load instead of starting another.
      const running = loading.get(`${version}\n${key}`);
      if (running) return running;
      const started = load().then(
        (value) => {
          if (freezeKept) deepFreeze(value);
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

/**
 * After this thread's own write to the data behind `sequence`: the next read, on this thread or
 * another (`peers.ts`), checks the version at once, so the writer's next page (a posted review,
 * an order's stock) shows the change.
 */
export function forgetVersion(db: Db, sequence: VersionSequence): void {
  versions.get(db)?.delete(sequence);
  tellPeers(db, PEER_TOPIC, sequence);
}
