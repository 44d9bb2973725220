import { sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, inject, it } from "vitest";
import { adminUrl, databaseUrlFor } from "../../../../tests/support/postgres";
import { cloneSeededDatabase } from "../../../../tests/support/db";
import { type Database, type Db, openDatabase, queryRows } from "../../../platform/.server/db";
import { checkLockout, clearFailuresFor, logLogin, purgeLoginSecurity, recordFailure } from "./lockouts";

let database: Database;
beforeAll(async () => {
  database = await cloneSeededDatabase();
});
afterAll(() => database.close());

const T0 = new Date(Date.UTC(2026, 10, 27, 3, 0, 0));
const MINUTE = 60_000;
const HOUR = 60 * MINUTE;
const at = (ms: number) => new Date(T0.getTime() + ms);

/** Each test uses its own addresses and logins: the database is shared by the file. */
let fresh = 0;
const ipv4 = () => `198.51.100.${++fresh}`;
const login = () => `khach${++fresh}@example.vn`;

const from = (clientIp: string, now: Date, db: Db = database.db) => ({ db, clientIp, now: () => now });

async function failTimes(times: number, clientIp: string, name: string, now: Date, kind: "login" | "lost_password" = "login") {
  let state = await recordFailure(from(clientIp, now), kind, name);
  for (let i = 1; i < times; i++) state = await recordFailure(from(clientIp, now), kind, name);
  return state;
}

describe("counting failed logins", () => {
  it("does not lock after 19 failures, locks at the 20th for exactly 4 hours, and then lets the next one through", async () => {
    const ip = ipv4();
    const name = login();
    expect(await failTimes(19, ip, name, T0)).toEqual({ locked: false });
    expect(await checkLockout(from(ip, T0), name)).toEqual({ locked: false });

    const twentieth = await recordFailure(from(ip, at(MINUTE)), "login", name);

    expect(twentieth).toEqual({ locked: true, until: at(MINUTE + 4 * HOUR) });
    expect(await checkLockout(from(ip, at(MINUTE + 4 * HOUR - 1)), name)).toEqual({ locked: true, until: at(MINUTE + 4 * HOUR) });
    expect(await checkLockout(from(ip, at(MINUTE + 4 * HOUR)), name)).toEqual({ locked: false });
  });

  it("forgets a failure once it is 4 hours old", async () => {
    const ip = ipv4();
    const name = login();
    await recordFailure(from(ip, T0), "login", name);
    await failTimes(18, ip, name, at(2 * HOUR));
    // 20 failures, but the first left the window a millisecond ago: 19 count.
    expect(await recordFailure(from(ip, at(4 * HOUR)), "login", name)).toEqual({ locked: false });
    const [row] = await queryRows<{ failures: number }>(
      database.db,
      sql`select cardinality(failed_at) as failures from login_failures where kind = 'login' and scope = 'address' and subject = ${ip}`,
    );
    expect(row?.failures).toBe(19);
    expect(await recordFailure(from(ip, at(4 * HOUR + 1)), "login", name)).toEqual({ locked: true, until: at(8 * HOUR + 1) });
  });

  it("counts lost-password requests on their own, to 20 as well", async () => {
    const ip = ipv4();
    const name = login();
    await failTimes(19, ip, name, T0, "login");
    expect(await failTimes(19, ip, name, T0, "lost_password")).toEqual({ locked: false });
    expect(await recordFailure(from(ip, T0), "lost_password", name)).toEqual({ locked: true, until: at(4 * HOUR) });
    // A lockout from lost-password requests stops logins too (Wordfence locks the address out of both).
    expect(await checkLockout(from(ip, T0), "someone-else")).toEqual({ locked: true, until: at(4 * HOUR) });
  });

  it("counts the machine's own address (browser tests log in from 127.0.0.1), IPv4-mapped or not, and ::1", async () => {
    const name = login();
    await failTimes(10, "127.0.0.1", name, T0);
    await failTimes(9, "::ffff:127.0.0.1", `${name}.other`, T0);
    expect(await recordFailure(from("127.0.0.1", T0), "login", `${name}.third`)).toEqual({ locked: true, until: at(4 * HOUR) });
    expect(await checkLockout(from("::ffff:127.0.0.1", at(MINUTE)), "anyone")).toEqual({ locked: true, until: at(4 * HOUR) });

    expect(await failTimes(20, "::1", login(), T0)).toEqual({ locked: true, until: at(4 * HOUR) });
  });

  it("counts an IPv6 network by its /64", async () => {
    const name = login();
    for (let i = 1; i <= 19; i++) await recordFailure(from(`2001:db8:77:1::${i.toString(16)}`, T0), "login", `${name}${i}`);
    expect(await recordFailure(from("2001:db8:77:1:ffff::9", T0), "login", `${name}-last`)).toEqual({ locked: true, until: at(4 * HOUR) });
    expect(await checkLockout(from("2001:db8:77:2::1", T0), "x")).toEqual({ locked: false });
  });

  it("locks a login name tried from many addresses, whatever its case and spaces, and only that name", async () => {
    const name = login();
    for (let i = 0; i < 19; i++) await recordFailure(from(ipv4(), at(i * MINUTE)), "login", i % 2 === 0 ? name : ` ${name.toUpperCase()} `);
    const last = ipv4();
    expect(await recordFailure(from(last, at(19 * MINUTE)), "login", name)).toEqual({ locked: true, until: at(19 * MINUTE + 4 * HOUR) });

    // Another address trying that name is refused; that address with another name is not.
    const other = ipv4();
    expect(await checkLockout(from(other, at(20 * MINUTE)), name)).toEqual({ locked: true, until: at(19 * MINUTE + 4 * HOUR) });
    expect(await checkLockout(from(other, at(20 * MINUTE)), login())).toEqual({ locked: false });
    expect(await checkLockout(from(last, at(20 * MINUTE)), login())).toEqual({ locked: false });
  });

  it("forgets the address's and the name's failed logins after a success, not other names' nor lost-password requests", async () => {
    const ip = ipv4();
    const name = login();
    const attacked = login();
    await failTimes(15, ip, name, T0);
    await failTimes(4, ipv4(), attacked, T0);
    await failTimes(3, ip, attacked, T0);
    await failTimes(19, ip, name, T0, "lost_password");

    await clearFailuresFor(from(ip, T0), name);

    const rows = await queryRows<{ kind: string; scope: string; subject: string; failures: number }>(
      database.db,
      sql`select kind::text, scope::text, subject, cardinality(failed_at) as failures from login_failures
           where subject in (${ip}, ${name}, ${attacked}) order by kind, scope, subject`,
    );
    expect(rows).toEqual([
      { kind: "login", scope: "login", subject: attacked, failures: 7 },
      { kind: "lost_password", scope: "address", subject: ip, failures: 19 },
      { kind: "lost_password", scope: "login", subject: name, failures: 19 },
    ]);
    expect(await failTimes(19, ip, name, T0)).toEqual({ locked: false });
  });

  it("counts each of 20 concurrent failures once", async () => {
    const ip = ipv4();
    const name = login();
    const states = await Promise.all(Array.from({ length: 20 }, () => recordFailure(from(ip, T0), "login", name)));
    expect(states.filter((s) => s.locked)).toHaveLength(1);
    expect(await checkLockout(from(ip, T0), name)).toEqual({ locked: true, until: at(4 * HOUR) });
  });
});

describe("the login log", () => {
  it("keeps when, where, the login as typed (trimmed, cut to 100) and the outcome, and the user when known", async () => {
    const [user] = await queryRows<{ id: number }>(database.db, sql`select id from users order by id limit 1`);
    const ip = ipv4();
    await logLogin(from(ip, T0), { login: "  Khach@Example.vn ", outcome: "wrong_password" });
    await logLogin(from(ip, at(1)), { login: `${"x".repeat(150)}`, outcome: "locked_out" });
    await logLogin(from(ip, at(2)), { login: "khach@example.vn", outcome: "success", userId: user!.id });

    const rows = await queryRows<{ at: number; login: string; outcome: string; user_id: number | null }>(
      database.db,
      sql`select (extract(epoch from at) * 1000)::float8 as at, login, outcome::text, user_id from login_log where address = ${ip} order by id`,
    );
    expect(rows).toEqual([
      { at: T0.getTime(), login: "Khach@Example.vn", outcome: "wrong_password", user_id: null },
      { at: T0.getTime() + 1, login: "x".repeat(100), outcome: "locked_out", user_id: null },
      { at: T0.getTime() + 2, login: "khach@example.vn", outcome: "success", user_id: user!.id },
    ]);
    const columns = await queryRows<{ name: string }>(
      database.db,
      sql`select column_name as name from information_schema.columns where table_name = 'login_log' order by ordinal_position`,
    );
    expect(columns.map((c) => c.name)).toEqual(["id", "at", "address", "login", "outcome", "user_id"]);
  });
});

describe("the hourly purge", () => {
  it("deletes log entries older than 90 days, ended lockouts and counts whose newest failure left the window", async () => {
    const LATER = new Date(Date.UTC(2027, 5, 1));
    const later = (ms: number) => new Date(LATER.getTime() + ms);
    const DAY = 24 * HOUR;
    const ip = ipv4();
    const name = login();
    await logLogin(from(ip, later(-90 * DAY - 1)), { login: "old", outcome: "wrong_password" });
    await logLogin(from(ip, later(-90 * DAY + 1)), { login: "kept", outcome: "wrong_password" });
    await failTimes(20, ip, name, later(-4 * HOUR)); // locked until LATER: ended
    const recentIp = ipv4();
    await recordFailure(from(recentIp, later(-4 * HOUR + 1)), "login", login());
    const lockedIp = ipv4();
    await failTimes(20, lockedIp, login(), later(-HOUR));

    await purgeLoginSecurity(database.db, LATER);

    const logins = await queryRows<{ login: string }>(database.db, sql`select login from login_log where address = ${ip} order by id`);
    expect(logins.map((l) => l.login)).toEqual(["kept"]);
    const counts = await queryRows<{ subject: string }>(
      database.db,
      sql`select subject from login_failures where subject in (${ip}, ${name}, ${recentIp}, ${lockedIp}) and scope = 'address' order by subject`,
    );
    expect(counts.map((c) => c.subject)).toEqual([recentIp, lockedIp].sort());
    const locks = await queryRows<{ subject: string }>(
      database.db,
      sql`select subject from login_lockouts where subject in (${ip}, ${name}, ${lockedIp}) and scope = 'address'`,
    );
    expect(locks.map((l) => l.subject)).toEqual([lockedIp]);
    expect(await checkLockout(from(lockedIp, LATER), "x")).toEqual({ locked: true, until: later(3 * HOUR) });
  });
});

const source = inject("testDatabase");

describe.runIf(source.kind === "postgres")("two handles on one PostgreSQL database (two server processes)", () => {
  let handles: Database[] = [];
  let drop: () => Promise<void>;

  beforeAll(async () => {
    if (source.kind !== "postgres") return;
    const name = `${source.run}_lockouts_${process.pid}`;
    const admin = await adminUrl(source.url);
    await admin.query(`CREATE DATABASE "${name}" TEMPLATE "${source.run}_tpl"`);
    const url = databaseUrlFor(source.url, name);
    handles = [await openDatabase({ kind: "postgres", url, poolSize: 10 }), await openDatabase({ kind: "postgres", url, poolSize: 10 })];
    drop = async () => {
      await Promise.all(handles.map((h) => h.close()));
      await admin.query(`DROP DATABASE IF EXISTS "${name}" WITH (FORCE)`);
      await admin.end();
    };
  });
  afterAll(() => drop?.());

  it("counts failures made through both into one lockout, at exactly the 20th", async () => {
    const [one, two] = handles as [Database, Database];
    const ip = "203.0.113.50";
    const name = "khach-hai-tien-trinh@example.vn";
    // 19 at once, alternating handles: each counted once, none locks.
    const states = await Promise.all(
      Array.from({ length: 19 }, (_, i) => recordFailure(from(ip, T0, (i % 2 === 0 ? one : two).db), "login", name)),
    );
    expect(states.every((s) => !s.locked)).toBe(true);
    expect(await checkLockout(from(ip, T0, one.db), name)).toEqual({ locked: false });

    expect(await recordFailure(from(ip, at(1), two.db), "login", name)).toEqual({ locked: true, until: at(1 + 4 * HOUR) });
    expect(await checkLockout(from(ip, at(2), one.db), name)).toEqual({ locked: true, until: at(1 + 4 * HOUR) });
  });
});
