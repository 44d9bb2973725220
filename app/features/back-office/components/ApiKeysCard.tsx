import { useEffect, useRef } from "react";
import { useFetcher } from "react-router";
import { formatDate, formatTime } from "~/lib/dates";
import { tAccount } from "~/lib/i18n/areas/account";

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
export type ApiKeyAnswer = { ok: true; created?: { description: string; consumerKey: string; consumerSecret: string }; message?: string } | { ok: false; message: string };

const PERMISSIONS: ApiKeyPermission[] = ["read", "write", "read_write"];

const when = (gmt: string) => {
  const instant = new Date(`${gmt}Z`);
  return `${formatTime(instant)}, ${formatDate(instant)}`;
};

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

/**
 * An account's WooCommerce REST API keys on a back-office screen (decision 032): made by staff
 * with a description and a permission (the key and secret shown once), listed by their last
 * seven characters and last access, revoked. The screen's `clientAction` takes the intents
 * `api-key-create` (`description`, `permissions`) and `api-key-revoke` (`id`).
 */
export function ApiKeysCard({ items }: { items: ShopApiKey[] }) {
  const create = useFetcher<ApiKeyAnswer>({ key: "api-key-create" });
  const revoke = useFetcher<ApiKeyAnswer>({ key: "api-key-revoke" });
  const form = useRef<HTMLFormElement>(null);
  const created = create.data?.ok ? create.data.created : undefined;
  useEffect(() => {
    if (created) form.current?.reset();
  }, [created]);
  const failed = create.data && !create.data.ok ? create.data.message : null;
  return (
    <section aria-labelledby="customer-api-keys" className="bo-card space-y-3">
      <h2 id="customer-api-keys" className="text-lg font-semibold">
        {tAccount("apiKeys.title")}
      </h2>
      <p className="text-sm text-muted">{tAccount("apiKeys.intro")}</p>
      {created ? (
        <div role="status" className="space-y-2 rounded-md border-l-4 border-green-600 bg-green-50 p-3">
          <p>{tAccount("apiKeys.created", { description: created.description })}</p>
          <ShownOnce id="customer-api-key-ck" label={tAccount("apiKeys.consumerKey")} value={created.consumerKey} />
          <ShownOnce id="customer-api-key-cs" label={tAccount("apiKeys.consumerSecret")} value={created.consumerSecret} />
          <p id="customer-api-key-note" className="text-sm">
            {tAccount("apiKeys.createdNote")}
          </p>
        </div>
      ) : null}
      {revoke.data ? (
        <p role={revoke.data.ok ? "status" : "alert"} className={revoke.data.ok ? "text-green-800" : "text-red-800"}>
          {revoke.data.message}
        </p>
      ) : null}
      {items.length === 0 ? (
        <p className="text-muted">{tAccount("apiKeys.none")}</p>
      ) : (
        <ul className="divide-y divide-gray-100">
          {items.map((item) => (
            <li key={item.id} className="flex flex-wrap items-center gap-x-3 gap-y-1 py-2">
              <span className="font-semibold break-words">{item.description}</span>
              <span className="text-sm">
                {tAccount(`apiKeys.permission.${item.permissions}`)} · {tAccount("apiKeys.endsWith")} <span className="font-mono">…{item.truncated_key}</span>
              </span>
              <span className="text-sm text-muted">
                {tAccount("apiKeys.lastAccess")}: {item.last_access ? when(item.last_access) : tAccount("apiKeys.never")}
              </span>
              <revoke.Form method="post" className="ml-auto">
                <input type="hidden" name="intent" value="api-key-revoke" />
                <input type="hidden" name="id" value={item.id} />
                <input type="hidden" name="description" value={item.description} />
                <button type="submit" className="bo-button-secondary" disabled={revoke.state !== "idle"} aria-label={tAccount("apiKeys.revoke", { description: item.description })}>
                  {tAccount("appPasswords.column.revoke")}
                </button>
              </revoke.Form>
            </li>
          ))}
        </ul>
      )}
      <create.Form method="post" ref={form} className="flex flex-wrap items-end gap-3">
        <input type="hidden" name="intent" value="api-key-create" />
        <label className="grow">
          <span className="text-sm font-medium">{tAccount("apiKeys.description")}</span>
          <input
            name="description"
            required
            maxLength={200}
            autoComplete="off"
            className="bo-field"
            aria-invalid={failed ? true : undefined}
            aria-describedby={failed ? "customer-api-key-error" : undefined}
          />
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
        <button type="submit" className="bo-button" disabled={create.state !== "idle"}>
          {tAccount("apiKeys.create")}
        </button>
        {failed ? (
          <p id="customer-api-key-error" role="alert" className="w-full text-red-800">
            {failed}
          </p>
        ) : null}
      </create.Form>
    </section>
  );
}
