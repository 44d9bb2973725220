import { formatDate, formatTime } from "../../../lib/dates";
import { tAccount } from "../../../lib/i18n/areas/account";
import type { RequestContext } from "../../../platform/.server/context";
import { APP_PASSWORD_FIELDS, type AppPasswordRow, type AppPasswordsPage, type AppPasswordsResult } from "../application-passwords-view";
import { accountNonce, isValidAccountNonce } from "./account-nonces";
import { type ApplicationPassword, type NameRefusal, createApplicationPassword, listApplicationPasswords, revokeApplicationPassword } from "./application-passwords";
import type { Account } from "./users";

/**
 * My account's application passwords (WordPress's profile section of that name, as plain forms):
 * the list, a new one made from a name and shown once, and each revoked. Every form carries the
 * account's `application-passwords` nonce; one without it changes nothing.
 */

type Context = Pick<RequestContext, "db" | "session" | "site" | "now">;

const when = (date: Date) => `${formatDate(date)} ${formatTime(date)}`;

export const appPasswordRow = (item: ApplicationPassword): AppPasswordRow => ({
  uuid: item.uuid,
  name: item.name,
  created: when(item.createdAt),
  lastUsed: item.lastUsedAt === null ? null : when(item.lastUsedAt),
  lastIp: item.lastIp,
});

export async function applicationPasswordsPage(context: Context, account: Account): Promise<AppPasswordsPage> {
  const [nonce, items] = await Promise.all([accountNonce(context, "application-passwords"), listApplicationPasswords(context.db, account.id)]);
  return { nonce, items: items.map(appPasswordRow) };
}

export const NAME_ERRORS: Record<NameRefusal, Parameters<typeof tAccount>[0]> = {
  empty_name: "appPasswords.error.emptyName",
  duplicate_name: "appPasswords.error.duplicateName",
  name_too_long: "appPasswords.error.nameTooLong",
};

const field = (form: FormData, name: string) => {
  const value = form.get(name);
  return typeof value === "string" ? value : "";
};

export async function handleApplicationPasswordsForm(context: Context, account: Account, form: FormData): Promise<AppPasswordsResult> {
  if (!(await isValidAccountNonce(context, "application-passwords", form.get(APP_PASSWORD_FIELDS.nonce)))) return { kind: "refused" };
  const intent = field(form, APP_PASSWORD_FIELDS.intent);
  if (intent === "create") {
    const name = field(form, APP_PASSWORD_FIELDS.name);
    const created = await createApplicationPassword(context.db, account.id, { name });
    return created.ok ? { kind: "created", name: created.item.name, password: created.password } : { kind: "create_failed", name, error: tAccount(NAME_ERRORS[created.error]) };
  }
  if (intent === "revoke") {
    const revoked = await revokeApplicationPassword(context.db, account.id, field(form, APP_PASSWORD_FIELDS.uuid));
    return revoked
      ? { kind: "done", notice: { kind: "success", text: tAccount("appPasswords.revoked", { name: revoked.name }) } }
      : { kind: "done", notice: { kind: "error", text: tAccount("appPasswords.notFound") } };
  }
  return { kind: "refused" };
}
