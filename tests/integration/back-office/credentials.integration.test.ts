import { sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createApiKey } from "../../../app/features/account/.server/api-keys";
import { createApplicationPassword } from "../../../app/features/account/.server/application-passwords";
import { type Database, queryRows } from "../../../app/platform/.server/db";
import { testServices } from "../../support/context";
import { cloneSeededDatabase } from "../../support/db";
import { restCallers } from "./rest-callers";

/*
 * `cuahang/v1/credentials`: every account's API keys and application passwords in one list for
 * the back office's key screen, newest first, filtered by account, each saying whether the
 * staff member asking may revoke it (a shop manager only customers'); never a secret.
 */

let database: Database;
const services = () => testServices(database.db);
const ids: Record<string, number> = {};
const made: Record<string, string> = {};
beforeAll(async () => {
  database = await cloneSeededDatabase();
  for (const login of ["minhquan", "quantri", "quanly"]) ids[login] = (await queryRows<{ id: number }>(database.db, sql`select id from users where login = ${login}`))[0]!.id;
  const key = await createApiKey(database.db, ids.minhquan!, { description: "Đồng bộ kho", permissions: "read_write" });
  if (!key.ok) throw new Error(key.error);
  made.key = String(key.item.id);
  made.truncated = key.item.truncatedKey;
  made.secret = key.consumerSecret;
  // The key a minute older than the password, so the order is certain.
  await database.db.execute(sql`update api_keys set created_at = now() - interval '1 minute' where id = ${key.item.id}`);
  const password = await createApplicationPassword(database.db, ids.quantri!, { name: "Ứng dụng của chủ shop" });
  if (!password.ok) throw new Error(password.error);
  made.uuid = password.item.uuid;
  made.password = password.password;
});
afterAll(() => database.close());

const { callerFor, rest } = restCallers(() => database.db, services);

describe("GET cuahang/v1/credentials", () => {
  it("lists every account's keys and passwords to an administrator, newest first, with their account; never a secret", async () => {
    const answer = await rest(await callerFor("quantri"), "GET", "cuahang/v1/credentials");
    expect(answer.status).toBe(200);
    expect(answer.headers.get("cache-control")).toBe("no-store");
    expect(answer.json.total).toBe(2);
    expect(answer.json.items).toEqual([
      {
        kind: "application_password",
        id: made.uuid,
        user: { id: ids.quantri, username: "quantri", name: expect.any(String) },
        name: "Ứng dụng của chủ shop",
        permissions: null,
        truncated_key: null,
        created: expect.stringMatching(/^\d{4}-\d\d-\d\dT\d\d:\d\d:\d\d$/),
        last_used: null,
        last_ip: null,
        can_revoke: true,
      },
      {
        kind: "api_key",
        id: made.key,
        user: { id: ids.minhquan, username: "minhquan", name: "Trần Minh Quân" },
        name: "Đồng bộ kho",
        permissions: "read_write",
        truncated_key: made.truncated,
        created: expect.any(String),
        last_used: null,
        last_ip: null,
        can_revoke: true,
      },
    ]);
    expect(JSON.stringify(answer.json)).not.toContain(made.secret!);
    expect(JSON.stringify(answer.json)).not.toContain(made.password!.replaceAll(" ", "").slice(0, 8));
    expect(answer.json.users.map((u: { username: string }) => u.username).sort()).toEqual(["minhquan", "quantri"]);
  });

  it("shows a shop manager only the accounts they may manage, as WordPress's edit_user says: not an administrator's", async () => {
    const staff = await callerFor("quanly");
    const answer = await rest(staff, "GET", "cuahang/v1/credentials");
    expect(answer.json.total).toBe(1);
    expect(answer.json.items.map((i: { id: string; can_revoke: boolean }) => [i.id, i.can_revoke])).toEqual([[made.key, true]]);
    expect(answer.json.users.map((u: { username: string }) => u.username)).toEqual(["minhquan"]);
    expect((await rest(staff, "GET", `cuahang/v1/credentials?user=${ids.quantri}`)).json).toMatchObject({ total: 0, items: [] });
  });

  it("is filtered by account, and refuses a bad filter, a visitor and a customer", async () => {
    const staff = await callerFor("quanly");
    const filtered = await rest(staff, "GET", `cuahang/v1/credentials?user=${ids.minhquan}`);
    expect(filtered.json).toMatchObject({ total: 1, items: [{ kind: "api_key", id: made.key }] });
    expect((await rest(staff, "GET", `cuahang/v1/credentials?user=${ids.quanly}`)).json).toMatchObject({ total: 0, items: [] });
    expect((await rest(staff, "GET", "cuahang/v1/credentials?user=abc")).json).toMatchObject({ code: "rest_invalid_param", data: { status: 400, params: { user: expect.any(String) } } });
    expect((await rest(await callerFor(null), "GET", "cuahang/v1/credentials")).json).toMatchObject({ code: "rest_not_logged_in", data: { status: 401 } });
    expect((await rest(await callerFor("minhquan"), "GET", "cuahang/v1/credentials")).json).toMatchObject({ code: "rest_forbidden", data: { status: 403 } });
  });
});
