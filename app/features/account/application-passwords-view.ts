/**
 * What My account's application passwords section shows and posts (browser-safe: the page's
 * component and the server's handler share it).
 */

/** The section's form fields; the nonce keeps WordPress's name. */
export const APP_PASSWORD_FIELDS = { intent: "intent", nonce: "_wpnonce", name: "new_application_password_name", uuid: "uuid" } as const;
export type AppPasswordIntent = "create" | "revoke";

/** One password as listed: never the password itself. Dates already formatted in the shop's zone. */
export type AppPasswordRow = { uuid: string; name: string; created: string; lastUsed: string | null; lastIp: string | null };

export type AppPasswordsPage = { nonce: string; items: AppPasswordRow[] };

/** What a posted form came to. */
export type AppPasswordsResult =
  /** Made: the password in its grouping, shown this once. */
  | { kind: "created"; name: string; password: string }
  /** A refused name: the error beside the field, what was typed kept. */
  | { kind: "create_failed"; name: string; error: string }
  /** A stale or foreign form: nothing changed. */
  | { kind: "refused" }
  /** Revoked (or already gone): the route says so in a notice. */
  | { kind: "done"; notice: { kind: "success" | "error"; text: string } };
