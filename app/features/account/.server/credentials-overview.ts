import { sql } from "drizzle-orm";
import { z } from "zod";
import type { Role } from "../roles";
import type { Db } from "../../../platform/.server/db";
import { queryChecked } from "../../../platform/.server/sql-answer";

/**
 * Every account's ways into the REST API at once, for the back office's key list: the
 * WooCommerce API keys (decision 032) and the application passwords (decision 030), newest first,
 * each with its account; never a secret, only what tells one apart (a key's last seven characters).
 */

export type Credential = {
  kind: "api_key" | "application_password";
  /** The key's number or the password's uuid: what its revocation names. */
  id: string;
  user: { id: number; login: string; displayName: string; roles: Role[] };
  /** The key's description or the password's application name. */
  name: string;
  /** A key's permission; null for a password (it can do what its account can). */
  permissions: "read" | "write" | "read_write" | null;
  truncatedKey: string | null;
  createdAt: Date;
  lastUsedAt: Date | null;
  lastIp: string | null;
};

const rowShape = z.strictObject({
  kind: z.enum(["api_key", "application_password"]),
  id: z.string(),
  userId: z.int(),
  login: z.string(),
  displayName: z.string(),
  roles: z.array(z.string()),
  name: z.string(),
  permissions: z.enum(["read", "write", "read_write"]).nullable(),
  truncatedKey: z.string().nullable(),
  createdAt: z.string(),
  lastUsedAt: z.string().nullable(),
  lastIp: z.string().nullable(),
});

/** The most listed at once: a shop has a handful; past it the filter by account narrows. */
export const CREDENTIALS_SHOWN = 500;

/**
 * Whose credentials `viewer` may see: an administrator everyone's; anyone else their own and those
 * of the accounts they may manage (a shop manager: customers' and subscribers'), as WordPress's
 * `list_app_passwords` and `edit_user` decide for the per-account lists (application-passwords.ts).
 */
function visibleTo(viewer: { id: number; roles: readonly Role[] }) {
  return viewer.roles.includes("administrator") ? sql`true` : sql`(u.id = ${viewer.id} or u.roles <@ array['customer', 'subscriber']::role[])`;
}

/** The credentials `viewer` may see, of every account or of account `userId` only, newest first; and how many there are in all. */
export async function listCredentials(db: Db, userId: number | null, viewer: { id: number; roles: readonly Role[] }): Promise<{ items: Credential[]; total: number }> {
  const whose = sql`${userId === null ? sql`true` : sql`c.user_id = ${userId}`} and ${visibleTo(viewer)}`;
  const all = sql`(select 'api_key' as kind, k.id::text as id, k.user_id, k.description as name, k.permissions::text as permissions, k.truncated_key,
                          k.created_at, k.last_access as last_used_at, null::text as last_ip
                     from api_keys k
                   union all
                   select 'application_password', p.uuid::text, p.user_id, p.name, null, null, p.created_at, p.last_used_at, p.last_ip
                     from application_passwords p) c`;
  const [rows, [count]] = await Promise.all([
    queryChecked(
      db,
      "the shop's credentials",
      rowShape,
      sql`select c.kind, c.id, c.user_id as "userId", u.login, u.display_name as "displayName", u.roles::text[] as roles, c.name, c.permissions,
                 c.truncated_key as "truncatedKey", c.created_at as "createdAt", c.last_used_at as "lastUsedAt", c.last_ip as "lastIp"
            from ${all} join users u on u.id = c.user_id
           where ${whose}
           order by c.created_at desc, c.kind, c.id
           limit ${CREDENTIALS_SHOWN}`,
    ),
    queryChecked(db, "the shop's credentials counted", z.strictObject({ n: z.int() }), sql`select count(*)::int as n from ${all} join users u on u.id = c.user_id where ${whose}`),
  ]);
  const items = rows.map((r) => ({
    kind: r.kind,
    id: r.id,
    user: { id: r.userId, login: r.login, displayName: r.displayName, roles: r.roles as Role[] },
    name: r.name,
    permissions: r.permissions,
    truncatedKey: r.truncatedKey,
    createdAt: new Date(r.createdAt),
    lastUsedAt: r.lastUsedAt === null ? null : new Date(r.lastUsedAt),
    lastIp: r.lastIp,
  }));
  return { items, total: count?.n ?? 0 };
}

/** The accounts holding at least one credential `viewer` may see, by name, for the list's filter. */
export async function credentialHolders(db: Db, viewer: { id: number; roles: readonly Role[] }): Promise<Array<{ id: number; login: string; displayName: string }>> {
  return queryChecked(
    db,
    "the accounts holding credentials",
    z.strictObject({ id: z.int(), login: z.string(), displayName: z.string() }),
    sql`select u.id, u.login, u.display_name as "displayName" from users u
         where (exists (select 1 from api_keys k where k.user_id = u.id) or exists (select 1 from application_passwords p where p.user_id = u.id))
           and ${visibleTo(viewer)}
         order by vn_sort_key(u.display_name), u.id`,
  );
}
