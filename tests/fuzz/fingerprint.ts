import { sql } from "drizzle-orm";
import { type Db, queryRows } from "../../app/platform/.server/db";

/**
 * Tables a refused request may change as the shop means it to: a visitor's session (where a
 * notice waits for the next page, as WooCommerce keeps it) and the per-address allowances.
 * Everything else — carts, orders, reviews, stock, the catalogue — must be exactly as before.
 */
const LEFT_OUT = new Set(["sessions", "request_allowances"]);

/** Each table's row count and a digest of its rows, by table name. */
export type Fingerprint = Record<string, { rows: number; digest: string }>;

export async function fingerprint(db: Db): Promise<Fingerprint> {
  const tables = await queryRows<{ name: string }>(
    db,
    sql`select table_name as name from information_schema.tables where table_schema = 'public' and table_type = 'BASE TABLE' order by 1`,
  );
  const result: Fingerprint = {};
  for (const { name } of tables) {
    if (LEFT_OUT.has(name) || name.startsWith("__drizzle")) continue;
    const [row] = await queryRows<{ rows: number; digest: string | null }>(
      db,
      sql`select count(*)::int as rows, md5(string_agg(md5(t::text), '' order by md5(t::text))) as digest from ${sql.identifier(name)} t`,
    );
    result[name] = { rows: row!.rows, digest: row!.digest ?? "" };
  }
  return result;
}

/** The tables whose rows differ between two fingerprints, with their counts. */
export function changedTables(before: Fingerprint, after: Fingerprint): { table: string; before: number; after: number }[] {
  const names = new Set([...Object.keys(before), ...Object.keys(after)]);
  return [...names]
    .filter((t) => before[t]?.digest !== after[t]?.digest || before[t]?.rows !== after[t]?.rows)
    .map((table) => ({ table, before: before[table]?.rows ?? 0, after: after[table]?.rows ?? 0 }));
}
