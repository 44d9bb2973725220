import { type ReactNode, useEffect, useRef } from "react";
import { useFetcher } from "react-router";
import { formatDate, formatTime } from "~/lib/dates";
import { tBackOffice } from "~/lib/i18n/areas/back-office";
import { ConfirmButton } from "./ConfirmButton";

/** What a screen's action answers a credentials card's forms: what was made (shown once), or a message. */
export type CredentialAnswer<Made> = { ok: true; created?: Made; message?: string } | { ok: false; message: string };

/** A time the REST API gives in UTC without an offset, as the back office writes times. */
export const credentialTime = (gmt: string) => {
  const instant = new Date(`${gmt}Z`);
  return `${formatTime(instant)}, ${formatDate(instant)}`;
};

type Revocation<T> = {
  /** The screen action's intent, and the fields it needs to name the item. */
  intent: string;
  fields: (item: T) => Record<string, string>;
  /** The button's text, and its accessible name naming the item. */
  label: string;
  itemLabel: (item: T) => string;
  /** Asked in the page before revoking (ConfirmButton); without it the button revokes at once. */
  question?: (item: T) => string;
  /** Whether this staff member may revoke it; false shows no button. */
  allowed?: (item: T) => boolean;
};

type Creation<Made> = {
  intent: string;
  submitLabel: string;
  /** The form's own fields; `errorId` names the refusal for `aria-describedby`, `failed` whether there is one. */
  fields: (o: { failed: boolean; errorId: string }) => ReactNode;
  /** What was just made, shown once above the list. */
  made: (made: Made) => ReactNode;
};

/**
 * A list of credentials (application passwords, WooCommerce API keys) on a back-office screen:
 * each row its name, the details its kind shows (the `details` slot) and its revocation; above it
 * what was just made, below it the form making one. The screen's `clientAction` takes the
 * intents, through two fetchers keyed by `fetcherKey` (one for making, one for revoking).
 */
export function CredentialsCard<T, Made>({
  headingId,
  title,
  intro,
  none,
  items,
  itemKey,
  itemName,
  details,
  revoke,
  create,
  fetcherKey,
}: {
  headingId: string;
  title: string;
  intro?: ReactNode;
  none: string;
  items: T[];
  itemKey: (item: T) => string;
  itemName: (item: T) => string;
  details: (item: T) => ReactNode;
  revoke: Revocation<T>;
  create?: Creation<Made>;
  fetcherKey: string;
}) {
  const creating = useFetcher<CredentialAnswer<Made>>({ key: `${fetcherKey}-create` });
  const revoking = useFetcher<CredentialAnswer<Made>>({ key: `${fetcherKey}-revoke` });
  const form = useRef<HTMLFormElement>(null);
  const made = creating.data?.ok ? creating.data.created : undefined;
  useEffect(() => {
    if (made) form.current?.reset();
  }, [made]);
  const failed = creating.data && !creating.data.ok ? creating.data.message : null;
  const errorId = `${headingId}-error`;
  return (
    <section aria-labelledby={headingId} className="bo-card space-y-3">
      <h2 id={headingId} className="text-lg font-semibold">
        {title}
      </h2>
      {intro ? <p className="text-sm text-muted">{intro}</p> : null}
      {made && create ? create.made(made) : null}
      {revoking.data ? (
        <p role={revoking.data.ok ? "status" : "alert"} className={revoking.data.ok ? "text-green-800" : "text-red-800"}>
          {revoking.data.message}
        </p>
      ) : null}
      {items.length === 0 ? (
        <p className="text-muted">{none}</p>
      ) : (
        <ul className="divide-y divide-gray-100">
          {items.map((item) => {
            const fields = { intent: revoke.intent, ...revoke.fields(item) };
            const allowed = revoke.allowed?.(item) ?? true;
            return (
              <li key={itemKey(item)} className="flex flex-wrap items-center gap-x-3 gap-y-1 py-2">
                <span className="font-semibold break-words">{itemName(item)}</span>
                {details(item)}
                {!allowed ? null : revoke.question ? (
                  <div className="ml-auto">
                    <ConfirmButton
                      label={revoke.label}
                      accessibleName={revoke.itemLabel(item)}
                      question={revoke.question(item)}
                      confirmLabel={revoke.label}
                      cancelLabel={tBackOffice("credentials.cancel")}
                      busy={revoking.state !== "idle"}
                      onConfirm={() => void revoking.submit(fields, { method: "post" })}
                    />
                  </div>
                ) : (
                  <revoking.Form method="post" className="ml-auto">
                    {Object.entries(fields).map(([name, value]) => (
                      <input key={name} type="hidden" name={name} value={value} />
                    ))}
                    <button type="submit" className="bo-button-secondary" disabled={revoking.state !== "idle"} aria-label={revoke.itemLabel(item)}>
                      {revoke.label}
                    </button>
                  </revoking.Form>
                )}
              </li>
            );
          })}
        </ul>
      )}
      {create ? (
        <creating.Form method="post" ref={form} className="flex flex-wrap items-end gap-3">
          <input type="hidden" name="intent" value={create.intent} />
          {create.fields({ failed: failed !== null, errorId })}
          <button type="submit" className="bo-button" disabled={creating.state !== "idle"}>
            {create.submitLabel}
          </button>
          {failed ? (
            <p id={errorId} role="alert" className="w-full text-red-800">
              {failed}
            </p>
          ) : null}
        </creating.Form>
      ) : null}
    </section>
  );
}
