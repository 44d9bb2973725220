import { Form, Link } from "react-router";
import { api, apiErrorMessage } from "~/features/back-office/api";
import { ApiKeyDetails, type ApiKeyPermission } from "~/features/back-office/components/ApiKeysCard";
import { ApplicationPasswordDetails } from "~/features/back-office/components/ApplicationPasswordsCard";
import { type CredentialAnswer, CredentialsCard, credentialTime } from "~/features/back-office/components/CredentialsCard";
import { ScreenError } from "~/features/back-office/components/ScreenError";
import { tAccount } from "~/lib/i18n/areas/account";
import { tBackOffice } from "~/lib/i18n/areas/back-office";
import type { Route } from "./+types/credentials";

/**
 * Every account's WooCommerce API keys and application passwords in one list (what WooCommerce's
 * Settings → Advanced → REST API and each user's profile show apart), newest first, filtered by
 * account; each revoked after a question in the page, through the account's own routes, so the
 * server checks again who may (a shop manager only customers'). Keys are made on the customer's
 * screen, where the card of each kind is.
 */

type Credential = {
  kind: "api_key" | "application_password";
  id: string;
  user: { id: number; username: string; name: string };
  name: string;
  permissions: ApiKeyPermission | null;
  truncated_key: string | null;
  created: string;
  last_used: string | null;
  last_ip: string | null;
  can_revoke: boolean;
};
type Listing = { total: number; items: Credential[]; users: Array<{ id: number; username: string; name: string }> };

export async function clientLoader({ request }: Route.ClientLoaderArgs) {
  const user = Number.parseInt(new URL(request.url).searchParams.get("user") ?? "", 10);
  const chosen = Number.isSafeInteger(user) && user > 0 ? user : null;
  const listing = await api<Listing>({ path: `/cuahang/v1/credentials${chosen ? `?user=${chosen}` : ""}`, signal: request.signal });
  return { ...listing, user: chosen };
}

export async function clientAction({ request }: Route.ClientActionArgs): Promise<CredentialAnswer<never>> {
  const form = await request.formData();
  const text = (name: string) => String(form.get(name) ?? "");
  const user = encodeURIComponent(text("user"));
  const id = encodeURIComponent(text("id"));
  try {
    if (text("kind") === "api_key") {
      await api({ path: `/cuahang/v1/users/${user}/api-keys/${id}`, method: "DELETE" });
      return { ok: true, message: tAccount("apiKeys.revoked", { description: text("name") }) };
    }
    await api({ path: `/wp/v2/users/${user}/application-passwords/${id}`, method: "DELETE" });
    return { ok: true, message: tAccount("appPasswords.revoked", { name: text("name") }) };
  } catch (error) {
    return { ok: false, message: apiErrorMessage(error) };
  }
}

export function HydrateFallback() {
  return (
    <div aria-busy="true">
      <h1 className="text-2xl font-bold">{tBackOffice("credentials.title")}</h1>
      <p className="mt-4 text-muted">{tBackOffice("frame.loading")}</p>
    </div>
  );
}

export const ErrorBoundary = ScreenError;

/** A row's details: its kind, its account, then what its kind tells (a key's permission and ending, a password's use). */
function Details({ item }: { item: Credential }) {
  return (
    <>
      <span className="rounded bg-gray-100 px-2 py-0.5 text-sm">{tBackOffice(`credentials.kind.${item.kind}`)}</span>
      <span className="text-sm">
        <Link to={`/wp-admin/khach-hang/${item.user.id}/`} className="text-brand-700 underline">
          {tBackOffice("credentials.owner", { name: item.user.name, username: item.user.username })}
        </Link>
      </span>
      <span className="basis-full" aria-hidden="true" />
      {item.kind === "api_key" ? (
        <>
          <ApiKeyDetails permissions={item.permissions ?? "read"} truncatedKey={item.truncated_key ?? ""} lastAccess={item.last_used} />
          <span className="text-sm text-muted">
            {tAccount("appPasswords.column.created")}: {credentialTime(item.created)}
          </span>
        </>
      ) : (
        <ApplicationPasswordDetails created={item.created} lastUsed={item.last_used} lastIp={item.last_ip} />
      )}
    </>
  );
}

export default function CredentialsScreen({ loaderData }: Route.ComponentProps) {
  const { items, total, users, user } = loaderData;
  return (
    <div className="space-y-4">
      <h1 className="text-2xl font-bold">{tBackOffice("credentials.title")}</h1>
      <p className="text-muted">{tBackOffice("credentials.intro")}</p>
      <Form method="get" className="flex flex-wrap items-end gap-3">
        <label className="block min-w-64 flex-1 sm:flex-none">
          <span className="font-medium">{tBackOffice("credentials.filter")}</span>
          <select name="user" defaultValue={user ?? ""} className="bo-field" key={user ?? "all"}>
            <option value="">{tBackOffice("credentials.allUsers")}</option>
            {users.map((u) => (
              <option key={u.id} value={u.id}>
                {u.name} ({u.username})
              </option>
            ))}
          </select>
        </label>
        <button type="submit" className="bo-button">
          {tBackOffice("credentials.show")}
        </button>
        {user ? (
          <Link to="/wp-admin/khoa-api/" className="bo-button-secondary">
            {tBackOffice("orders.clear")}
          </Link>
        ) : null}
      </Form>
      <p className="text-muted" role="status">
        {tBackOffice("credentials.count", { count: total })}
      </p>
      <CredentialsCard<Credential, never>
        fetcherKey="credential"
        headingId="credentials-list"
        title={tBackOffice("credentials.listTitle")}
        none={tBackOffice("credentials.none")}
        items={items}
        itemKey={(item) => `${item.kind}-${item.id}`}
        itemName={(item) => item.name}
        details={(item) => <Details item={item} />}
        revoke={{
          intent: "credential-revoke",
          fields: (item) => ({ kind: item.kind, id: item.id, user: String(item.user.id), name: item.name }),
          label: tBackOffice("credentials.revoke"),
          itemLabel: (item) => tBackOffice("credentials.revokeItem", { name: item.name, username: item.user.username }),
          question: (item) =>
            tBackOffice(item.kind === "api_key" ? "credentials.askKey" : "credentials.askPassword", { name: item.name, user: `${item.user.name} (${item.user.username})` }),
          allowed: (item) => item.can_revoke,
        }}
      />
      {total > items.length ? <p className="text-sm text-muted">{tBackOffice("credentials.more", { shown: items.length, total })}</p> : null}
    </div>
  );
}
