import { tAccount } from "~/lib/i18n/areas/account";
import { type CredentialAnswer, CredentialsCard, credentialTime } from "./CredentialsCard";

export type ApiKeyPermission = "read" | "write" | "read_write";

/** A WooCommerce API key as `cuahang/v1/users/{id}/api-keys` answers it (dates in UTC without an offset). */
export type ShopApiKey = {
  id: number;
  description: string;
  permissions: ApiKeyPermission;
  truncated_key: string;
  created: string;
  last_access: string | null;
  consumer_key?: string;
  consumer_secret?: string;
};

/** What the screen's action answers for the card's forms. */
export type ApiKeyAnswer = CredentialAnswer<{ description: string; consumerKey: string; consumerSecret: string }>;

const PERMISSIONS: ApiKeyPermission[] = ["read", "write", "read_write"];

/** A key or secret shown once, in a read-only field to select and copy. */
function ShownOnce({ id, label, value }: { id: string; label: string; value: string }) {
  return (
    <div>
      <label htmlFor={id} className="text-sm font-medium">
        {label}
      </label>
      <input id={id} readOnly value={value} aria-describedby="customer-api-key-note" className="bo-field font-mono text-sm select-all" />
    </div>
  );
}

/** A key's permission, its last seven characters and its last access: a row's details in every list of keys. */
export function ApiKeyDetails({ permissions, truncatedKey, lastAccess }: { permissions: ApiKeyPermission; truncatedKey: string; lastAccess: string | null }) {
  return (
    <>
      <span className="text-sm">
        {tAccount(`apiKeys.permission.${permissions}`)} · {tAccount("apiKeys.endsWith")} <span className="font-mono">…{truncatedKey}</span>
      </span>
      <span className="text-sm text-muted">
        {tAccount("apiKeys.lastAccess")}: {lastAccess ? credentialTime(lastAccess) : tAccount("apiKeys.never")}
      </span>
    </>
  );
}

/**
 * An account's WooCommerce REST API keys on a back-office screen (decision 032): made by staff
 * with a description and a permission (the key and secret shown once), listed by their last
 * seven characters and last access, revoked. The screen's `clientAction` takes the intents
 * `api-key-create` (`description`, `permissions`) and `api-key-revoke` (`id`).
 */
export function ApiKeysCard({ items }: { items: ShopApiKey[] }) {
  return (
    <CredentialsCard<ShopApiKey, NonNullable<Extract<ApiKeyAnswer, { ok: true }>["created"]>>
      fetcherKey="api-key"
      headingId="customer-api-keys"
      title={tAccount("apiKeys.title")}
      intro={tAccount("apiKeys.intro")}
      none={tAccount("apiKeys.none")}
      items={items}
      itemKey={(item) => String(item.id)}
      itemName={(item) => item.description}
      details={(item) => <ApiKeyDetails permissions={item.permissions} truncatedKey={item.truncated_key} lastAccess={item.last_access} />}
      revoke={{
        intent: "api-key-revoke",
        fields: (item) => ({ id: String(item.id), description: item.description }),
        label: tAccount("appPasswords.column.revoke"),
        itemLabel: (item) => tAccount("apiKeys.revoke", { description: item.description }),
      }}
      create={{
        intent: "api-key-create",
        submitLabel: tAccount("apiKeys.create"),
        made: (made) => (
          <div role="status" className="space-y-2 rounded-md border-l-4 border-green-600 bg-green-50 p-3">
            <p>{tAccount("apiKeys.created", { description: made.description })}</p>
            <ShownOnce id="customer-api-key-ck" label={tAccount("apiKeys.consumerKey")} value={made.consumerKey} />
            <ShownOnce id="customer-api-key-cs" label={tAccount("apiKeys.consumerSecret")} value={made.consumerSecret} />
            <p id="customer-api-key-note" className="text-sm">
              {tAccount("apiKeys.createdNote")}
            </p>
          </div>
        ),
        fields: ({ failed, errorId }) => (
          <>
            <label className="grow">
              <span className="text-sm font-medium">{tAccount("apiKeys.description")}</span>
              <input name="description" required maxLength={200} autoComplete="off" className="bo-field" aria-invalid={failed ? true : undefined} aria-describedby={failed ? errorId : undefined} />
            </label>
            <label>
              <span className="text-sm font-medium">{tAccount("apiKeys.permissions")}</span>
              <select name="permissions" defaultValue="read" className="bo-field">
                {PERMISSIONS.map((p) => (
                  <option key={p} value={p}>
                    {tAccount(`apiKeys.permission.${p}`)}
                  </option>
                ))}
              </select>
            </label>
          </>
        ),
      }}
    />
  );
}
