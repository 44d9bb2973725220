import { sql } from "drizzle-orm";
import { type Db, queryRows } from "./db";

/**
 * The log of catalogue changes (`catalog_changes`, migration 0016; written by the triggers of
 * db/functions/catalog-changes.sql, decision 022) as the answer caches read it: which products
 * each change touched, and which listing orders it moved.
 */

/**
 * A figure listings are ordered or filtered by that a change can move without bumping
 * `catalog_version`: `sales` (the popularity order), `rating` (the rating order and filter),
 * `stock` (the in-stock filter and the filters' counts).
 */
export type CatalogAspect = "sales" | "rating" | "stock";

export type CatalogChangeRow = { id: number; products: number[]; aspects: CatalogAspect[] };

/** What the changes read at one check touched, together. */
export type CatalogChanges = { products: ReadonlySet<number>; aspects: ReadonlySet<CatalogAspect> };

/** More missing ids than this between two checks are not waited for (a bulk import undone). */
const MAX_MISSING = 10_000;

/**
 * How far one thread has read the log. Ids are taken inside the writer's transaction, so rows
 * become visible in the order their writers commit, not in id order: an id missing below one
 * already read may be a write still under way. Rows above it are then read again at each check
 * (each applied once) until it shows, for at most `waitMs`: a write undone leaves its id missing
 * for good. A change committed later than that shows when the answers read before it expire.
 */
export class CatalogChangePosition {
  #position: number | null = null;
  readonly #applied = new Set<number>();
  readonly #missingSince = new Map<number, number>();

  constructor(private readonly waitMs: number) {}

  /** The last id read with none missing below it; null before the first check. */
  get position(): number | null {
    return this.#position;
  }

  /**
   * The changes among `rows` (read above `from`, the position the check started at, or the last
   * id at the first check) not applied before, merged; null when there were none.
   */
  take(from: number, rows: readonly CatalogChangeRow[], now: number): CatalogChanges | null {
    if (this.#position === null) this.#position = from;
    const products = new Set<number>();
    const aspects = new Set<CatalogAspect>();
    let fresh = false;
    for (const row of rows) {
      if (row.id <= this.#position || this.#applied.has(row.id)) continue;
      this.#applied.add(row.id);
      fresh = true;
      for (const id of row.products) products.add(id);
      for (const aspect of row.aspects) aspects.add(aspect);
    }
    this.#advance(now);
    return fresh ? { products, aspects } : null;
  }

  #advance(now: number): void {
    let position = this.#position!;
    let top = position;
    for (const id of this.#applied) top = Math.max(top, id);
    if (top - position - this.#applied.size > MAX_MISSING) {
      this.#applied.clear();
      this.#missingSince.clear();
      this.#position = top;
      return;
    }
    for (let id = position + 1; id < top; id++) {
      if (!this.#applied.has(id) && !this.#missingSince.has(id)) this.#missingSince.set(id, now);
    }
    while (position < top) {
      const next = position + 1;
      // Read, or missing for too long.
      if (!this.#applied.delete(next) && now - this.#missingSince.get(next)! < this.waitMs) break;
      this.#missingSince.delete(next);
      position = next;
    }
    this.#position = position;
  }
}

/**
 * The catalogue's version and the log's rows above `position`. The check reads two sequences
 * (as cheap as reading the version alone); the rows only when the log's has moved past
 * `position`. At a thread's first check (`position` null) no row is new: it starts from the
 * log's last id (a write under way then shows in the answers read before its commit when they
 * expire).
 */
export async function readCatalogChanges(
  db: Db,
  position: number | null,
): Promise<{ version: string; from: number; rows: CatalogChangeRow[] }> {
  const [head] = await queryRows<{ version: string; logged: number }>(
    db,
    sql`select (select last_value::text from catalog_version) as version,
               (select case when is_called then last_value else 0 end from catalog_changes_id_seq)::float8 as logged`,
  );
  const { version } = head!;
  const logged = Number(head!.logged);
  if (position === null || logged <= position) return { version, from: position ?? logged, rows: [] };
  const [read] = await queryRows<{ rows: CatalogChangeRow[] | null }>(
    db,
    sql`select json_agg(json_build_object('id', c.id, 'products', c.product_ids, 'aspects', c.aspects) order by c.id) as rows
          from catalog_changes c where c.id > ${position}::bigint`,
  );
  return { version, from: position, rows: read?.rows ?? [] };
}

/** How long rows stay: every thread reads them within seconds (the hourly purge deletes older ones). */
const KEPT_MS = 10 * 60_000;

/** Deletes the log's rows older than every reader needs; how many. */
export async function purgeCatalogChanges(db: Db, now: Date): Promise<number> {
  const [gone] = await queryRows<{ count: number }>(
    db,
    sql`with gone as (delete from catalog_changes where created_at < ${new Date(now.getTime() - KEPT_MS).toISOString()}::timestamptz returning 1)
        select count(*)::int as count from gone`,
  );
  return gone?.count ?? 0;
}
