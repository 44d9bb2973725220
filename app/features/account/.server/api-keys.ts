import { createHash, createHmac, randomBytes, timingSafeEqual } from "node:crypto";
import { and, asc, eq, sql } from "drizzle-orm";
import { type ApiKeyPermission, apiKeys, users } from "../../../../db/schema";
import type { Db } from "../../../platform/.server/db";

/**
 * WooCommerce's REST API keys (WooCommerce → Settings → Advanced → REST API, decision 032): a
 * consumer key `ck_…` and secret `cs_…` made for an account with read, write or read_write, shown
 * once. Integrations written for WooCommerce send them as HTTP Basic or as the query parameters
 * `consumer_key` and `consumer_secret`; the account's role still decides what each call may do.
 */

export type ApiKey = {
  id: number;
  userId: number;
  description: string;
  permissions: ApiKeyPermission;
  truncatedKey: string;
  createdAt: Date;
  lastAccess: Date | null;
};

export const API_KEY_PERMISSIONS = ["read", "write", "read_write"] as const satisfies readonly ApiKeyPermission[];
export const API_KEY_DESCRIPTION_MAX = 200;

const columns = {
  id: apiKeys.id,
  userId: apiKeys.userId,
  description: apiKeys.description,
  permissions: apiKeys.permissions,
  truncatedKey: apiKeys.truncatedKey,
  createdAt: apiKeys.createdAt,
  lastAccess: apiKeys.lastAccess,
};

/** WooCommerce's `wc_rand_hash`: 20 random bytes in hex. */
const randomHash = () => randomBytes(20).toString("hex");

/** WooCommerce's `wc_api_hash`: how a consumer key is kept and looked up. */
export const consumerKeyHash = (consumerKey: string) => createHmac("sha256", "wc-api").update(consumerKey).digest("hex");
const secretHash = (secret: string) => createHash("sha256").update(secret).digest("hex");

export type ApiKeyRefusal = "empty_description" | "description_too_long" | "bad_permissions";

/** A new key pair for the account; the key and secret are answered once, only their hashes are kept. */
export async function createApiKey(
  db: Db,
  userId: number,
  wanted: { description: string; permissions: string },
): Promise<{ ok: true; consumerKey: string; consumerSecret: string; item: ApiKey } | { ok: false; error: ApiKeyRefusal }> {
  const description = wanted.description.trim();
  if (description === "") return { ok: false, error: "empty_description" };
  if (description.length > API_KEY_DESCRIPTION_MAX) return { ok: false, error: "description_too_long" };
  const permissions = API_KEY_PERMISSIONS.find((p) => p === wanted.permissions);
  if (!permissions) return { ok: false, error: "bad_permissions" };
  const consumerKey = `ck_${randomHash()}`;
  const consumerSecret = `cs_${randomHash()}`;
  const [item] = await db
    .insert(apiKeys)
    .values({ userId, description, permissions, consumerKeyHash: consumerKeyHash(consumerKey), consumerSecretHash: secretHash(consumerSecret), truncatedKey: consumerKey.slice(-7) })
    .returning(columns);
  return { ok: true, consumerKey, consumerSecret, item: item! };
}

export async function listApiKeys(db: Db, userId: number): Promise<ApiKey[]> {
  return db.select(columns).from(apiKeys).where(eq(apiKeys.userId, userId)).orderBy(asc(apiKeys.createdAt), asc(apiKeys.id));
}

/** Revokes one of the account's keys; the revoked one, or null when the account has none of that id. */
export async function revokeApiKey(db: Db, userId: number, id: number): Promise<ApiKey | null> {
  if (!Number.isSafeInteger(id) || id <= 0 || id > 2_147_483_647) return null;
  const [row] = await db.delete(apiKeys).where(and(eq(apiKeys.userId, userId), eq(apiKeys.id, id))).returning(columns);
  return row ?? null;
}

/** What a method needs of a key (WooCommerce's `check_permissions`): reads need read, writes need write. */
export function permitsMethod(permissions: ApiKeyPermission, method: string): "read" | "write" | null {
  const needs = method === "GET" || method === "HEAD" ? "read" : ["POST", "PUT", "PATCH", "DELETE"].includes(method) ? "write" : null;
  if (needs === null) return null;
  return permissions === "read_write" || permissions === needs ? null : needs;
}

/** A key's use is written at most once a minute: a polling integration does not write on every read. */
const ACCESS_RECORDED_EVERY_MS = 60_000;

export type ApiKeyAuthentication =
  | { ok: true; userId: number; keyId: number; permissions: ApiKeyPermission }
  | { ok: false; error: "invalid_key" | "invalid_secret" };

/**
 * The account a consumer key and secret name (WooCommerce's `perform_basic_authentication`):
 * the key found by its hash, the secret compared in constant time. An unknown key and a wrong
 * secret are told apart, as WooCommerce does: a key is 160 random bits, nothing to enumerate.
 */
export async function authenticateApiKey(db: Db, consumerKey: string, consumerSecret: string, now: Date): Promise<ApiKeyAuthentication> {
  if (!/^ck_[0-9a-f]{40}$/.test(consumerKey)) return { ok: false, error: "invalid_key" };
  const [key] = await db
    .select({ id: apiKeys.id, userId: apiKeys.userId, permissions: apiKeys.permissions, secretHash: apiKeys.consumerSecretHash, lastAccess: apiKeys.lastAccess })
    .from(apiKeys)
    .innerJoin(users, eq(users.id, apiKeys.userId))
    .where(eq(apiKeys.consumerKeyHash, consumerKeyHash(consumerKey)));
  if (!key) return { ok: false, error: "invalid_key" };
  if (!timingSafeEqual(Buffer.from(secretHash(consumerSecret.slice(0, 200)), "hex"), Buffer.from(key.secretHash, "hex"))) return { ok: false, error: "invalid_secret" };
  if (key.lastAccess === null || now.getTime() - key.lastAccess.getTime() >= ACCESS_RECORDED_EVERY_MS) {
    await db.update(apiKeys).set({ lastAccess: sql`${now.toISOString()}::timestamptz` }).where(eq(apiKeys.id, key.id));
  }
  return { ok: true, userId: key.userId, keyId: key.id, permissions: key.permissions };
}
