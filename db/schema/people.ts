import { sql } from "drizzle-orm";
import { boolean, check, index, integer, jsonb, pgEnum, pgTable, primaryKey, serial, text, uniqueIndex, uuid } from "drizzle-orm/pg-core";
import type { ProductMeta } from "./catalog";
import { createdAt, instant } from "./columns";

export const role = pgEnum("role", ["administrator", "shop_manager", "editor", "author", "customer", "subscriber"]);
export type Role = (typeof role.enumValues)[number];

export const users = pgTable(
  "users",
  {
    id: serial("id").primaryKey(),
    login: text("login").notNull().unique(),
    email: text("email").notNull().unique(),
    displayName: text("display_name").notNull(),
    /** scrypt hash in PHC form; null for accounts that cannot sign in with a password. */
    passwordHash: text("password_hash"),
    roles: role("roles").array().notNull().default(sql`'{customer}'`),
    createdAt: createdAt(),
    /**
     * WooCommerce's customer `meta_data` (`[{id, key, value}]`, any JSON value) as its API's clients
     * write it, changed only through `product_meta_merge` as products' is (decision 051). Apart
     * from `user_meta`, which holds the shop's own per-account state and is never shown as it is.
     */
    metaData: jsonb("meta_data").$type<ProductMeta[]>().notNull().default([]),
  },
  (t) => [
    check("users_email_shape", sql`${t.email} ~ '^[^@\\s]+@[^@\\s]+$'`),
    check("users_login_length", sql`length(${t.login}) between 1 and 60`),
    // Sign-in finds an account by its login or e-mail whatever their case (accountForSignIn).
    index("users_login_lower").on(sql`lower(${t.login})`),
    index("users_email_lower").on(sql`lower(${t.email})`),
  ],
);

/** Free-form per-user settings, e.g. `woocommerce_meta` (spec §3 "User meta update"). */
export const userMeta = pgTable(
  "user_meta",
  {
    userId: integer("user_id").notNull().references(() => users.id, { onDelete: "cascade" }),
    key: text("key").notNull(),
    value: jsonb("value").notNull(),
  },
  (t) => [primaryKey({ columns: [t.userId, t.key] })],
);

/**
 * Visitor sessions. The cookie carries a random token; only its SHA-256 is stored, so a
 * leaked table does not hand out live sessions.
 */
export const sessions = pgTable(
  "sessions",
  {
    id: text("id").primaryKey(),
    userId: integer("user_id").references(() => users.id, { onDelete: "cascade" }),
    data: jsonb("data").$type<Record<string, unknown>>().notNull().default({}),
    createdAt: createdAt(),
    expiresAt: instant("expires_at").notNull(),
  },
  (t) => [
    index("sessions_expires").on(t.expiresAt),
    index("sessions_user").on(t.userId),
    check("sessions_id_is_sha256", sql`${t.id} ~ '^[0-9a-f]{64}$'`),
  ],
);

/**
 * WordPress's application passwords (5.6+, its `_application_passwords` user meta as rows): a
 * name, a 24-character password shown once and kept only as its SHA-256 (a random secret of 142
 * bits needs no slow hash: decision 030), when it was made and last used, and from where. HTTP
 * Basic with one of them authenticates REST requests as the account.
 */
export const applicationPasswords = pgTable(
  "application_passwords",
  {
    uuid: uuid("uuid").primaryKey(),
    userId: integer("user_id").notNull().references(() => users.id, { onDelete: "cascade" }),
    /** The application's own uuid when it asked for the password (WordPress's authorize flow), else null. */
    appId: uuid("app_id"),
    name: text("name").notNull(),
    /** Hex SHA-256 of the password's 24 characters (spaces left out). */
    passwordHash: text("password_hash").notNull(),
    createdAt: createdAt(),
    lastUsedAt: instant("last_used_at"),
    lastIp: text("last_ip"),
  },
  (t) => [
    // WordPress refuses a second password of the same name for one account; the index keeps it so under concurrent creations.
    uniqueIndex("application_passwords_user_name").on(t.userId, t.name),
    check("application_passwords_name_length", sql`length(${t.name}) between 1 and 200`),
    check("application_passwords_hash_is_sha256", sql`${t.passwordHash} ~ '^[0-9a-f]{64}$'`),
  ],
);

/**
 * WooCommerce's REST API keys (`woocommerce_api_keys`, issue 22, decision 032): a consumer key
 * and secret pair for an account, with what it may do. Neither is kept: the key as WooCommerce
 * keeps it (`wc_api_hash`, the hex HMAC-SHA256 of the key under "wc-api"), so it is found by
 * its hash; the secret as its hex SHA-256 (WooCommerce keeps it in clear for OAuth 1.0a
 * signatures, which this shop does not take).
 */
export const apiKeyPermission = pgEnum("api_key_permission", ["read", "write", "read_write"]);
export type ApiKeyPermission = (typeof apiKeyPermission.enumValues)[number];

export const apiKeys = pgTable(
  "api_keys",
  {
    id: serial("id").primaryKey(),
    userId: integer("user_id").notNull().references(() => users.id, { onDelete: "cascade" }),
    description: text("description").notNull(),
    permissions: apiKeyPermission("permissions").notNull(),
    consumerKeyHash: text("consumer_key_hash").notNull(),
    consumerSecretHash: text("consumer_secret_hash").notNull(),
    /** The key's last seven characters, to tell keys apart in lists (WooCommerce's `truncated_key`). */
    truncatedKey: text("truncated_key").notNull(),
    createdAt: createdAt(),
    lastAccess: instant("last_access"),
  },
  (t) => [
    uniqueIndex("api_keys_consumer_key_hash").on(t.consumerKeyHash),
    index("api_keys_user").on(t.userId),
    check("api_keys_description_length", sql`length(${t.description}) between 1 and 200`),
    check("api_keys_hashes_are_sha256", sql`${t.consumerKeyHash} ~ '^[0-9a-f]{64}$' and ${t.consumerSecretHash} ~ '^[0-9a-f]{64}$'`),
  ],
);

/** Optional two-factor sign-in (spec §3 "Login form fields", wfls-token). */
export const userTwoFactor = pgTable("user_two_factor", {
  userId: integer("user_id").primaryKey().references(() => users.id, { onDelete: "cascade" }),
  secret: text("secret").notNull(),
  enabled: boolean("enabled").notNull().default(false),
  /** SHA-256 hashes of unused recovery codes. */
  recoveryCodes: text("recovery_codes").array().notNull().default(sql`'{}'`),
  lastUsedStep: integer("last_used_step"),
  createdAt: createdAt(),
});

/** "Remember for 30 days" (spec §9 remember-device period). */
export const rememberedDevices = pgTable(
  "remembered_devices",
  {
    id: text("id").primaryKey(),
    userId: integer("user_id").notNull().references(() => users.id, { onDelete: "cascade" }),
    createdAt: createdAt(),
    expiresAt: instant("expires_at").notNull(),
  },
  (t) => [index("remembered_devices_user").on(t.userId)],
);

/** Messages sent from the registration form when the CAPTCHA check blocks a visitor. */
export const supportMessages = pgTable(
  "support_messages",
  {
    id: serial("id").primaryKey(),
    email: text("email").notNull(),
    login: text("login"),
    message: text("message").notNull(),
    remoteIp: text("remote_ip"),
    /** When staff read it in the back office's inbox, and who; null while unread. */
    readAt: instant("read_at"),
    readBy: integer("read_by").references(() => users.id, { onDelete: "set null" }),
    createdAt: createdAt(),
  },
  (t) => [
    check("support_messages_length", sql`length(${t.message}) between 1 and 5000`),
    index("support_messages_unread").on(t.createdAt).where(sql`${t.readAt} is null`),
  ],
);
