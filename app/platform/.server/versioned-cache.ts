import { AsyncLocalStorage } from "node:async_hooks";
import { sql } from "drizzle-orm";
import { type CatalogAspect, type CatalogChanges, CatalogChangePosition, readCatalogChanges } from "./catalog-changes";
import { type Db, queryRows } from "./db";
import { listenToPeers, tellPeers } from "./peers";

/**
 * Answers kept in memory while the data they were read from is unchanged (decisions 013, 022;
 * every cache of the server: ./README.md).
 *
 * WRITERS: the database records every change by itself (triggers), so a change made anywhere —
 * by the app, another process, a tool — shows within about a second. After the app's own write
 * to the catalogue (products, variations, reviews, terms, media…) is committed, call
 * `afterCatalogWrite(db)`: then the writer's next page, on whichever thread, shows it at once.
 *
 * How: each thread reads, at most once a second, a version sequence (`search_version`: migration
 * 0007; `catalog_version`: migration 0009) and, for the catalogue, the log of changes that touched
 * only some products (`catalog_changes`, migration 0016). A new version drops every answer kept
 * under the old one; a logged change drops only the answers showing its products (what
 * `catalogCache` callers say each answer `shows`) and the listings ordered by a figure it moved.
 * A sequence is seen bumped before the writer commits, its rows only after: the app's own writes
 * drop what was loaded under the new version before they committed (`afterCatalogWrite`). The
 * lifetime is a backstop for the race left: another process's write, read just before its commit
 * by a thread that checked just after its bump.
 *
 * Kept values are shared by every request that reads them: callers must not change them. Tests
 * freeze them, so a change made by mistake fails there.
 */
const VERSION_CHECK_MS = 1000;
const LIFETIME_MS = 60_000;

export type VersionSequence = "search_version" | "catalog_version";
export type { CatalogAspect };

/**
 * What a kept catalogue answer shows: the products whose rows it was read from (a change to any
 * drops it), and the figures that decide which products it holds or their order (`sales` for the
 * popularity order, `rating` for the rating order): a change moving one drops it whatever
 * products it holds. `cards`: products it shows as a listing's cards (a listing page, a product
 * page's related products): dropped by their changes too, but a whole page kept with `staleFor`
 * is only stale then (`keptByVersion`).
 */
export type Shows = { products: readonly number[]; cards?: readonly number[]; orderedBy?: readonly CatalogAspect[] };

/** `at`: when the request asked (its lifetime runs from then); `loadedFrom`: when its load began. */
type Entry<V> = { version: string; at: number; loadedFrom: number; value: V; shows?: Shows };

type KnownVersion = { value: string; at: number; pending?: Promise<string> };

/** The newest value this thread has read of a sequence, and when it was first read. */
type NewestVersion = { value: string; since: number };

/** What one thread knows of one database. */
type DbState = {
  versions: Map<VersionSequence, KnownVersion>;
  newest: Map<VersionSequence, NewestVersion>;
  log: CatalogChangePosition;
  /** Counts the logged changes applied and the writes announced: a load begun before one is not kept. */
  changesApplied: number;
  /** Every catalogue cache's way to drop what a logged change touched. */
  catalogueDrops: Set<(changes: CatalogChanges) => void>;
  /** Every cache's way to drop what it loaded under `newest` of a sequence a write was announced on. */
  writeDrops: Set<(sequence: VersionSequence, newest: NewestVersion) => void>;
};

const PEER_TOPIC = "version";

const states = new WeakMap<object, DbState>();

function stateOf(db: Db): DbState {
  let state = states.get(db);
  if (!state) {
    const created: DbState = {
      versions: new Map(),
      newest: new Map(),
      log: new CatalogChangePosition(LIFETIME_MS),
      changesApplied: 0,
      catalogueDrops: new Set(),
      writeDrops: new Set(),
    };
    states.set(db, (state = created));
    listenToPeers(db, PEER_TOPIC, (message) => {
      const [sequence, began] = message.split("@");
      writeAnnounced(created, sequence as VersionSequence, began ? Number(began) : null);
    });
  }
  return state;
}

/**
 * A write to what `sequence` versions was committed (by this thread or, told by it, another):
 * the next read checks the version, and nothing read before the commit is kept. The sequences
 * are bumped inside the writer's transaction but, unlike its rows, are seen by everyone at once:
 * a thread that read the new version before the commit (a write under load takes seconds) may
 * have loaded the rows as they were and kept them under it. So when the newest version was first
 * seen after the write `began` (it may be that write's bump), the answers loaded under it are
 * dropped; and loads under way are not kept. A write that began after the newest version was seen
 * (an order: its change is only logged) leaves the other answers alone.
 */
function writeAnnounced(state: DbState, sequence: VersionSequence, began: number | null): void {
  state.versions.delete(sequence);
  state.changesApplied++;
  const newest = state.newest.get(sequence);
  if (newest && began !== null && newest.since >= began) for (const drop of state.writeDrops) drop(sequence, newest);
}

async function readVersion(db: Db, sequence: VersionSequence, state: DbState): Promise<string> {
  if (sequence === "search_version") {
    const [row] = await queryRows<{ v: string }>(db, sql`select last_value::text as v from search_version`);
    return row!.v;
  }
  const read = await readCatalogChanges(db, state.log.position);
  // Applied whatever else happened meanwhile: the rows are changes made, and applying one twice
  // is prevented by the position.
  const changes = state.log.take(read.from, read.rows, Date.now());
  if (changes) {
    state.changesApplied++;
    for (const drop of state.catalogueDrops) drop(changes);
  }
  return read.version;
}

async function currentVersion(db: Db, sequence: VersionSequence, now: number): Promise<string> {
  const state = stateOf(db);
  const known = state.versions.get(sequence);
  if (known && now - known.at < VERSION_CHECK_MS) return known.value;
  if (known?.pending) return known.pending;
  const pending = readVersion(db, sequence, state).then(
    (value) => {
      if (state.newest.get(sequence)?.value !== value) state.newest.set(sequence, { value, since: Date.now() });
      // Kept only if no write was announced meanwhile: the value may be from before it.
      if (state.versions.get(sequence)?.pending === pending) state.versions.set(sequence, { value, at: Date.now() });
      return value;
    },
    (error: unknown) => {
      if (state.versions.get(sequence)?.pending === pending) state.versions.delete(sequence);
      throw error;
    },
  );
  state.versions.set(sequence, { value: known?.value ?? "", at: known?.at ?? 0, pending });
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

function touches(shows: Shows | undefined, changes: CatalogChanges): boolean {
  return touchesProducts(shows, changes) || touchesCardsOrOrder(shows, changes);
}

/** Whether a change touched a product `shows` holds (any, when it holds what no one noted). */
function touchesProducts(shows: Shows | undefined, changes: CatalogChanges): boolean {
  return !shows || shows.products.some((id) => changes.products.has(id));
}

/** Whether a change touched a product it shows as a card, or moved a figure it is ordered by: what a page may be stale for. */
function touchesCardsOrOrder(shows: Shows | undefined, changes: CatalogChanges): boolean {
  return (shows?.cards ?? []).some((id) => changes.products.has(id)) || (shows?.orderedBy ?? []).some((aspect) => changes.aspects.has(aspect));
}

type Cache<V> = {
  get(db: Db, key: string, load: () => Promise<V>, shows?: (value: V) => Shows): Promise<V>;
};

function cacheOn<V>(sequence: VersionSequence, maxEntries: number): Cache<V> {
  const perDb = new WeakMap<object, { entries: Map<string, Entry<V>>; loading: Map<string, Promise<V>> }>();
  const stateFor = (db: Db) => {
    let kept = perDb.get(db);
    if (!kept) {
      const entries = new Map<string, Entry<V>>();
      perDb.set(db, (kept = { entries, loading: new Map() }));
      stateOf(db).writeDrops.add((written, newest) => {
        if (written !== sequence) return;
        for (const [key, entry] of entries) if (entry.version === newest.value && entry.loadedFrom >= newest.since) entries.delete(key);
      });
      if (sequence === "catalog_version") {
        stateOf(db).catalogueDrops.add((changes) => {
          for (const [key, entry] of entries) if (touches(entry.shows, changes)) entries.delete(key);
        });
      }
    }
    return kept;
  };
  return {
    async get(db, key, load, shows) {
      const now = Date.now();
      const version = await currentVersion(db, sequence, now);
      const { entries, loading } = stateFor(db);
      const hit = entries.get(key);
      if (hit && hit.version === version && now - hit.at < LIFETIME_MS) {
        // Most recently used last: the first key is the one to drop when full.
        entries.delete(key);
        entries.set(key, hit);
        notePageRead(sequence, hit.shows, !shows);
        return hit.value;
      }
      const state = stateOf(db);
      const applied = state.changesApplied;
      // The same key asked again while it loads waits for that load instead of starting another,
      // unless a change was seen since it began.
      const loadKey = `${version}\n${applied}\n${key}`;
      const running = loading.get(loadKey);
      if (running) return running.then((value) => noted(sequence, value, shows));
      const loadedFrom = Date.now();
      const started = load().then((value) => {
        if (freezeKept) deepFreeze(value);
        // A change seen while it loaded may be one it was read before: not kept.
        if (state.changesApplied === applied) {
          entries.delete(key);
          entries.set(key, { version, at: now, loadedFrom, value, shows: shows?.(value) });
          if (entries.size > maxEntries) entries.delete(entries.keys().next().value!);
        }
        return value;
      }).finally(() => loading.delete(loadKey));
      loading.set(loadKey, started);
      return started.then((value) => noted(sequence, value, shows));
    },
  };
}

/**
 * What one page was drawn from, noted while it renders (`readingForPage`): the versions it read
 * under and what its catalogue answers show, so that a page kept whole (`keptByVersion`, the
 * main thread's kept pages) is dropped by the same changes as the answers it holds. One
 * instance per process, whichever bundle asks for it: the render thread's code and the app's
 * build each have a copy of this module.
 */
export type PageReads = { sequences: Set<VersionSequence>; products: Set<number>; cards: Set<number>; orderedBy: Set<CatalogAspect>; everything: boolean };

const PAGE_READS = Symbol.for("cuahang.pageReads");
const pageReads: AsyncLocalStorage<PageReads> = ((globalThis as Record<symbol, unknown>)[PAGE_READS] ??= new AsyncLocalStorage<PageReads>()) as AsyncLocalStorage<PageReads>;

export const noPageReads = (): PageReads => ({ sequences: new Set(), products: new Set(), cards: new Set(), orderedBy: new Set(), everything: false });

/** Runs `draw` noting into `reads` every kept answer it reads. */
export function readingForPage<T>(reads: PageReads, draw: () => T): T {
  return pageReads.run(reads, draw);
}

/** `unscoped`: a search answer, which any change of its version drops, shows no products. */
function notePageRead(sequence: VersionSequence, shows: Shows | undefined, unscoped: boolean): void {
  const reads = pageReads.getStore();
  if (!reads) return;
  reads.sequences.add(sequence);
  if (unscoped) return;
  if (!shows) {
    reads.everything = true;
    return;
  }
  for (const id of shows.products) reads.products.add(id);
  for (const id of shows.cards ?? []) reads.cards.add(id);
  for (const aspect of shows.orderedBy ?? []) reads.orderedBy.add(aspect);
}

function noted<V>(sequence: VersionSequence, value: V, shows: ((value: V) => Shows) | undefined): V {
  if (pageReads.getStore()) notePageRead(sequence, shows?.(value), !shows);
  return value;
}

/** What a value made elsewhere was drawn from: `PageReads` as a thread hands it over. */
export type DrawnFrom = { sequences: VersionSequence[]; products: number[]; cards: number[]; orderedBy: CatalogAspect[]; everything: boolean };

export const drawnFrom = (reads: PageReads): DrawnFrom => ({
  sequences: [...reads.sequences],
  products: [...reads.products],
  // A product shown in full and as a card is shown in full.
  cards: [...reads.cards].filter((id) => !reads.products.has(id)),
  orderedBy: [...reads.orderedBy],
  everything: reads.everything,
});

/** Taken before asking another thread for a value to keep: whether anything changed meanwhile. */
export type KeepTicket = { versions: Map<VersionSequence, string>; applied: number; loadedFrom: number };

type KeptEntry<V> = {
  versions: Map<VersionSequence, string>;
  at: number;
  loadedFrom: number;
  value: V;
  drawn: DrawnFrom;
  bytes: number;
  /** Still given while it is made again (`staleFor`): past its lifetime, or its cards or order changed. */
  stale: boolean;
};

export type KeptByVersion<V> = {
  /**
   * The value kept under `key` while it holds. At once from what this thread knows; after reading
   * the versions (and the log) when a check is due, as the threads' caches do, so that a change
   * shows within a second, and a write the app announced at once.
   */
  peek(key: string, now: number): V | undefined | Promise<V | undefined>;
  /** Before asking for a value to keep: the versions current now. */
  begin(): Promise<KeepTicket>;
  /** Keeps `value` unless a change was seen since `ticket`. */
  keep(ticket: KeepTicket, key: string, value: V, bytes: number, drawn: DrawnFrom): boolean;
  /**
   * Whether a value is kept under `key` under the versions this thread last read, made less than
   * `maxAgeMs` ago (stale or not: a stale value is made again when it is read).
   */
  has(key: string, maxAgeMs: number): boolean;
  /** `key`'s value grew by `bytes` (a form made later): counted, and the least recently used dropped if over. */
  grow(key: string, bytes: number): void;
  /** Drops every value (a change no version records: the site's settings, menus, categories). */
  clear(): void;
  /** Reads the versions and the log now, dropping what changed (after a write is announced). */
  check(): Promise<void>;
  size(): { entries: number; bytes: number };
};

/**
 * Values made by other threads and kept by this one under the rules of the catalogue caches:
 * dropped when a version they were drawn under moves, when a logged change touches what they
 * show, when the app announces a write (until this thread has checked again), and after the
 * lifetime. At most `maxBytes` are kept, the least recently used dropped first.
 *
 * With `staleFor` (ms from when it was asked for), a value past its lifetime, or one a logged
 * change touched only through its cards or its order (a sale of a product on a listing page, or
 * moving the popularity order), is not dropped but stale: still given, and `onStale` is told at
 * each such read so that the owner makes it again (a CDN's `stale-while-revalidate`). A change to
 * a product it shows in full, a moved version or an announced write still drop it.
 */
export function keptByVersion<V>(
  db: Db,
  o: {
    maxBytes: number;
    onError: (error: unknown) => void;
    onChanged?: (keys: string[]) => void;
    staleFor?: number;
    onStale?: (key: string) => void;
  },
): KeptByVersion<V> {
  const state = stateOf(db);
  const entries = new Map<string, KeptEntry<V>>();
  let bytes = 0;
  const drop = (key: string, entry: KeptEntry<V>) => {
    entries.delete(key);
    bytes -= entry.bytes;
  };
  /** The least recently used dropped first, while over `maxBytes`. */
  const dropOverflow = () => {
    while (bytes > o.maxBytes && entries.size > 0) {
      const [firstKey, first] = entries.entries().next().value!;
      drop(firstKey, first);
    }
  };
  /** Drops what a change made stale, and says which (a shared cache may hold them too). */
  const dropChanged = (stale: (entry: KeptEntry<V>) => boolean) => {
    const keys: string[] = [];
    for (const [key, entry] of entries) {
      if (!stale(entry)) continue;
      drop(key, entry);
      keys.push(key);
    }
    if (keys.length > 0) o.onChanged?.(keys);
  };
  const staleFor = o.staleFor ?? 0;
  state.catalogueDrops.add((changes) => {
    const showsOf = (entry: KeptEntry<V>) =>
      entry.drawn.everything ? undefined : { products: entry.drawn.products, cards: entry.drawn.cards, orderedBy: entry.drawn.orderedBy };
    const follows = (entry: KeptEntry<V>) => entry.drawn.sequences.includes("catalog_version");
    if (staleFor > 0) {
      for (const entry of entries.values()) if (follows(entry) && !touchesProducts(showsOf(entry), changes) && touchesCardsOrOrder(showsOf(entry), changes)) entry.stale = true;
    }
    dropChanged((entry) => follows(entry) && (staleFor > 0 ? touchesProducts(showsOf(entry), changes) : touches(showsOf(entry), changes)));
  });
  state.writeDrops.add((written, newest) => dropChanged((entry) => entry.versions.get(written) === newest.value && entry.loadedFrom >= newest.since));
  const SEQUENCES: readonly VersionSequence[] = ["catalog_version", "search_version"];
  /** Whether this thread must read `sequence` again before trusting it: a second has passed, or a write was announced. */
  const due = (sequence: VersionSequence, now: number): boolean => {
    const known = state.versions.get(sequence);
    return !known || Boolean(known.pending) || now - known.at >= VERSION_CHECK_MS;
  };
  /** The entry if its versions are still the ones this thread holds (dropped otherwise). */
  const judge = (key: string, entry: KeptEntry<V>): V | undefined => {
    if (entries.get(key) !== entry) return undefined;
    for (const [sequence, version] of entry.versions) {
      if (state.versions.get(sequence)?.value === version) continue;
      drop(key, entry);
      return undefined;
    }
    entries.delete(key);
    entries.set(key, entry);
    if (entry.stale) o.onStale?.(key);
    return entry.value;
  };
  return {
    peek(key, now) {
      const entry = entries.get(key);
      if (!entry) return undefined;
      if (now - entry.at >= LIFETIME_MS) {
        if (now - entry.at >= staleFor) {
          drop(key, entry);
          return undefined;
        }
        entry.stale = true;
      }
      // The hot path (every kept page's hit): no version due, nothing allocated.
      let checks: Array<Promise<string>> | null = null;
      for (const sequence of entry.versions.keys()) if (due(sequence, now)) (checks ??= []).push(currentVersion(db, sequence, now));
      if (checks === null) return judge(key, entry);
      // As the threads' caches do: the versions (and the log) are read first when due.
      return Promise.all(checks).then(
        () => judge(key, entry),
        (error: unknown) => {
          o.onError(error);
          return undefined;
        },
      );
    },
    async begin() {
      const now = Date.now();
      const versions = new Map<VersionSequence, string>();
      for (const sequence of SEQUENCES) versions.set(sequence, await currentVersion(db, sequence, now));
      return { versions, applied: state.changesApplied, loadedFrom: now };
    },
    keep(ticket, key, value, size, drawn) {
      if (state.changesApplied !== ticket.applied) return false;
      const old = entries.get(key);
      if (old) drop(key, old);
      const versions = new Map([...ticket.versions].filter(([sequence]) => drawn.sequences.includes(sequence)));
      entries.set(key, { versions, at: ticket.loadedFrom, loadedFrom: ticket.loadedFrom, value, drawn, bytes: size, stale: false });
      bytes += size;
      dropOverflow();
      return true;
    },
    has(key, maxAgeMs) {
      const entry = entries.get(key);
      if (!entry || Date.now() - entry.at >= maxAgeMs) return false;
      return [...entry.versions].every(([sequence, version]) => state.versions.get(sequence)?.value === version);
    },
    grow(key, size) {
      const entry = entries.get(key);
      if (!entry) return;
      entry.bytes += size;
      bytes += size;
      dropOverflow();
    },
    clear() {
      const keys = [...entries.keys()];
      entries.clear();
      bytes = 0;
      if (keys.length > 0) o.onChanged?.(keys);
    },
    async check() {
      const now = Date.now();
      const current = new Map<VersionSequence, string>();
      for (const sequence of SEQUENCES) current.set(sequence, await currentVersion(db, sequence, now));
      dropChanged((entry) => [...entry.versions].some(([sequence, version]) => current.get(sequence) !== version));
    },
    size: () => ({ entries: entries.size, bytes }),
  };
}

export type VersionedCache<V> = {
  /** `key`'s value from memory, or `load`'s, kept for next time. */
  get(db: Db, key: string, load: () => Promise<V>): Promise<V>;
};

/** Answers kept per `search_version` (decision 011). */
export function versionedCache<V>(sequence: "search_version", maxEntries: number): VersionedCache<V> {
  const cache = cacheOn<V>(sequence, maxEntries);
  return { get: (db, key, load) => cache.get(db, key, load) };
}

export type CatalogCache<V> = {
  /** `key`'s value from memory, or `load`'s, kept for next time with what it `shows`. */
  get(db: Db, key: string, load: () => Promise<V>, shows: (value: V) => Shows): Promise<V>;
};

/** Answers read from the catalogue, kept per `catalog_version` and dropped by the changes logged for what they show. */
export function catalogCache<V>(maxEntries: number): CatalogCache<V> {
  return cacheOn<V>("catalog_version", maxEntries) as CatalogCache<V>;
}

/** Makes this thread's next read of `sequence`, and every other thread's (`peers.ts`), check it at once. */
function forgetVersion(db: Db, sequence: VersionSequence, began: number | null): void {
  const state = states.get(db);
  if (state) writeAnnounced(state, sequence, began);
  tellPeers(db, PEER_TOPIC, began === null ? sequence : `${sequence}@${began}`);
}

/**
 * After the app's own write to the catalogue is committed (an order taking stock, a posted
 * review, an edit): every thread's next catalogue and search answer checks what changed, so the
 * writer's next page (their review, the stock their order left) shows it. A write that may bump
 * a version (a product's, a term's, a picture's) says when it `began` (before its transaction):
 * what was read under a version first seen since then is read again.
 */
export function afterCatalogWrite(db: Db, o: { began?: number } = {}): void {
  forgetVersion(db, "catalog_version", o.began ?? null);
  forgetVersion(db, "search_version", o.began ?? null);
}
