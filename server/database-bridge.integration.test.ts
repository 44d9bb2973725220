import { MessageChannel } from "node:worker_threads";
import { PGlite } from "@electric-sql/pglite";
import { sql } from "drizzle-orm";
import { drizzle } from "drizzle-orm/pglite";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { keepTypesAsText } from "../app/platform/.server/db";
import { bridgedClient, serveDatabase } from "./database-bridge";

/** A worker's view of the main thread's database: both ends in this thread, over a real message channel. */
describe("database bridge", () => {
  let client: PGlite;
  let channel: MessageChannel;
  let rollBackLeftovers: () => Promise<void>;
  let remote: ReturnType<typeof bridgedClient>;
  let db: ReturnType<typeof drizzle>;
  beforeAll(async () => {
    client = keepTypesAsText(await PGlite.create());
    await client.exec(`create table things (id serial primary key, name text not null unique, at timestamptz not null default '2026-11-26 10:00:00+07')`);
    channel = new MessageChannel();
    rollBackLeftovers = serveDatabase(client, channel.port1);
    remote = bridgedClient(channel.port2);
    db = drizzle(remote as never);
  });
  afterAll(async () => {
    channel.port1.close();
    await client.close();
  });

  const names = async () => (await client.query<{ name: string }>("select name from things order by id")).rows.map((r) => r.name);

  it("runs a query over there and answers its rows, with the types Drizzle keeps raw left as text", async () => {
    await db.execute(sql`insert into things (name) values (${"áo"})`);
    const { rows } = (await db.execute(sql`select id, name, at from things`)) as unknown as { rows: unknown[] };
    expect(rows).toEqual([{ id: 1, name: "áo", at: "2026-11-26 03:00:00+00" }]);
  });

  it("keeps timestamp arrays as text too, and refuses a client that would parse what Drizzle keeps raw", async () => {
    const { rows } = (await db.execute(sql`select array[at, at] as ats from things where id = 1`)) as unknown as { rows: unknown[] };
    expect(rows).toEqual([{ ats: '{"2026-11-26 03:00:00+00","2026-11-26 03:00:00+00"}' }]);
    const parsing = await PGlite.create();
    try {
      expect(() => serveDatabase(parsing, new MessageChannel().port1)).toThrow(/must keep type \d+ as text/);
    } finally {
      await parsing.close();
    }
  });

  it("commits a transaction's statements together", async () => {
    const id = await db.transaction(async (tx) => {
      await tx.execute(sql`insert into things (name) values ('quần')`);
      const { rows } = (await tx.execute(sql`select count(*)::int as n from things`)) as unknown as { rows: Array<{ n: number }> };
      return rows[0]!.n;
    });
    expect(id).toBe(2);
    expect(await names()).toEqual(["áo", "quần"]);
  });

  it("rolls a transaction back when its code throws, and the error comes back as thrown", async () => {
    await expect(
      db.transaction(async (tx) => {
        await tx.execute(sql`insert into things (name) values ('mũ')`);
        throw new Error("đổi ý");
      }),
    ).rejects.toThrow("đổi ý");
    expect(await names()).toEqual(["áo", "quần"]);
  });

  it("brings a database error back with PostgreSQL's code and constraint, and the transaction is undone", async () => {
    const failed = await db
      .transaction(async (tx) => {
        await tx.execute(sql`insert into things (name) values ('giày')`);
        await tx.execute(sql`insert into things (name) values ('áo')`);
      })
      .then(() => ({}) as Record<string, unknown>, (error: unknown) => error as Record<string, unknown>);
    // Drizzle wraps a driver error; the cause is what the database said.
    expect(failed.cause).toMatchObject({ code: "23505", constraint: "things_name_key" });
    expect(await names()).toEqual(["áo", "quần"]);
  });

  it("holds other queries back while a transaction is open, as one connection does", async () => {
    let release!: () => void;
    const held = new Promise<void>((resolve) => (release = resolve));
    const open = db.transaction(async (tx) => {
      await tx.execute(sql`insert into things (name) values ('túi')`);
      await held;
    });
    await new Promise((r) => setTimeout(r, 20));
    const outside = db.execute(sql`select count(*)::int as n from things`).then((r) => (r as unknown as { rows: Array<{ n: number }> }).rows[0]!.n);
    await new Promise((r) => setTimeout(r, 20));
    release();
    await open;
    expect(await outside).toBe(3); // it waited for the commit
  });

  it("rolls back a transaction whose worker went away", async () => {
    const begun = remote.transaction(async (tx) => {
      await tx.query("insert into things (name) values ('khăn')");
      await new Promise(() => {}); // the worker never ends it
    });
    void begun;
    await new Promise((r) => setTimeout(r, 20));
    await rollBackLeftovers();
    expect(await names()).toEqual(["áo", "quần", "túi"]);
  });
});

describe("database bridge: JSON", () => {
  it("answers JSON and JSONB columns parsed, in object and array rows", async () => {
    const client = keepTypesAsText(await PGlite.create());
    const channel = new MessageChannel();
    serveDatabase(client, channel.port1);
    const remote = bridgedClient(channel.port2);
    try {
      const q = `select json_build_object('giá', 120000, 'tên', 'Áo') as j, '[1, "a"]'::jsonb as b, null::jsonb as n, 'x' as t`;
      expect((await remote.query(q)).rows).toEqual([{ j: { giá: 120000, tên: "Áo" }, b: [1, "a"], n: null, t: "x" }]);
      expect((await remote.query(q, [], { rowMode: "array" })).rows).toEqual([[{ giá: 120000, tên: "Áo" }, [1, "a"], null, "x"]]);
    } finally {
      channel.port1.close();
      await client.close();
    }
  });
});
