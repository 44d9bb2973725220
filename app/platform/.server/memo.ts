/**
 * Remembers an async answer for a few seconds per database handle (and key). For data that
 * every page reads but that changes a few times a day — options, menus, the category tree,
 * listing totals — this saves a query per request; a change shows within `ttlMs`. A failed
 * answer is not kept. A writer that must show its change at once calls `forget(db)` after its
 * commit (every cache of the server: ./README.md).
 */
export function memoPerDb<Db extends object, K, V>(ttlMs: number, load: (db: Db, key: K) => Promise<V>) {
  const entries = new WeakMap<Db, Map<string, { at: number; value: Promise<V> }>>();
  const read = (db: Db, key: K, now = Date.now()): Promise<V> => {
    let byKey = entries.get(db);
    if (!byKey) entries.set(db, (byKey = new Map()));
    const id = JSON.stringify(key) ?? "";
    const hit = byKey.get(id);
    if (hit && now - hit.at < ttlMs) return hit.value;
    const value = load(db, key);
    byKey.set(id, { at: now, value });
    value.catch(() => byKey.delete(id));
    // Keys are listing filters: few, but bounded all the same.
    if (byKey.size > 1000) byKey.delete(byKey.keys().next().value!);
    return value;
  };
  /** Drops every answer kept for `db`: the next read loads again. */
  const forget = (db: Db): void => {
    entries.delete(db);
  };
  return Object.assign(read, { forget });
}
