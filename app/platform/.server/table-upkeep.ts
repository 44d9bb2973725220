import { sql } from "drizzle-orm";
import { type Db, queryRows } from "./db";

/**
 * What PostgreSQL's autovacuum does, for the embedded database, which has none (decision 017):
 * statistics refreshed as tables grow, and the room of deleted rows given back.
 */

/**
 * The tables that have more than doubled (and by more than a page) since their statistics were
 * taken: `relpages` is what the last ANALYZE saw, `pg_relation_size` what is there now.
 */
export async function tablesOutgrowingStatistics(db: Db): Promise<string[]> {
  const rows = await queryRows<{ name: string }>(
    db,
    sql`select c.relname as name from pg_class c
         where c.relnamespace = current_schema()::regnamespace and c.relkind = 'r'
           and pg_relation_size(c.oid) / current_setting('block_size')::int > 2 * c.relpages + 1
         order by c.relname`,
  );
  return rows.map((row) => row.name);
}

/**
 * ANALYZE of every table that outgrew its statistics; the names analyzed. PostgreSQL's autovacuum
 * does this by itself; the embedded database has none, and there a table analyzed while small (the
 * sessions and carts of a shop just started) keeps plans made for a handful of rows — cached by
 * the SQL functions for good — while it grows: an add to cart took 1.9 ms instead of 0.5 ms after
 * 4 000 carts. Doubling as the trigger keeps the work logarithmic in the table's size.
 */
export async function analyzeOutgrownTables(db: Db): Promise<string[]> {
  const grown = await tablesOutgrowingStatistics(db);
  // One table per statement: names come from pg_class, quoted as identifiers all the same.
  for (const name of grown) await db.execute(sql`analyze ${sql.identifier(name)}`);
  return grown;
}

/**
 * The tables whose rows visitors delete and update all day: sessions come and go, carts with
 * them, the addresses' allowances, the log of what their orders and reviews changed, and the
 * login security's counts, lockouts, log and spent CAPTCHAs.
 */
const VISITOR_TABLES = [
  "sessions",
  "carts",
  "cart_items",
  "request_allowances",
  "catalog_changes",
  "login_failures",
  "login_lockouts",
  "login_log",
  "captcha_solutions",
] as const;

/** VACUUM of the tables visitors churn, after the hourly purge of expired sessions. */
export async function vacuumVisitorTables(db: Db): Promise<void> {
  await db.execute(sql.raw(`vacuum ${VISITOR_TABLES.join(", ")}`));
}
