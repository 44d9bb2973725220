import { sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { cloneSeededDatabase } from "../../../tests/support/db";
import { type Database, queryRows } from "./db";
import { analyzeOutgrownTables, tablesOutgrowingStatistics, vacuumVisitorTables } from "./table-upkeep";

let database: Database;
beforeAll(async () => {
  database = await cloneSeededDatabase();
  await database.db.execute(sql`analyze`);
});
afterAll(() => database.close());

const pagesOf = async (table: string) =>
  (await queryRows<{ pages: number }>(database.db, sql`select relpages as pages from pg_class where oid = ${table}::regclass`))[0]!.pages;

describe("statistics", () => {
  it("finds nothing to do right after an ANALYZE", async () => {
    expect(await tablesOutgrowingStatistics(database.db)).toEqual([]);
  });

  it("analyzes a table that more than doubled, then leaves it until it doubles again", async () => {
    const before = await pagesOf("sessions");
    await database.db.execute(sql`
      insert into sessions (id, expires_at)
      select encode(sha256(('upkeep-' || i)::bytea), 'hex'), now() + interval '1 day' from generate_series(1, 2000) i`);

    expect(await tablesOutgrowingStatistics(database.db)).toEqual(["sessions"]);
    expect(await analyzeOutgrownTables(database.db)).toEqual(["sessions"]);
    const after = await pagesOf("sessions");
    expect(after).toBeGreaterThan(2 * before + 1);
    expect(await tablesOutgrowingStatistics(database.db)).toEqual([]);
  });
});

describe("vacuum", () => {
  const pagesNow = async (table: string) =>
    (await queryRows<{ pages: number }>(database.db, sql`select (pg_relation_size(${table}::regclass) / 8192)::int as pages`))[0]!.pages;

  it("gives back the room of the sessions a purge deleted", async () => {
    await database.db.execute(sql`
      insert into sessions (id, expires_at)
      select encode(sha256(('expired-' || i)::bytea), 'hex'), now() - interval '1 day' from generate_series(1, 3000) i`);
    const grown = await pagesNow("sessions");
    await database.db.execute(sql`delete from sessions where id in (select encode(sha256(('expired-' || i)::bytea), 'hex') from generate_series(1, 3000) i)`);

    await vacuumVisitorTables(database.db);

    expect(await pagesNow("sessions")).toBeLessThan(grown);
  });
});
