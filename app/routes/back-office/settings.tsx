import { type FormEvent, type ReactNode, useRef, useState } from "react";
import { api, apiErrorMessage } from "~/features/back-office/api";
import { PhotoFeedPicker } from "~/features/back-office/components/PhotoFeedPicker";
import { ScreenError } from "~/features/back-office/components/ScreenError";
import { PROVINCES } from "~/features/checkout/provinces";
import { type ShopSettingsBody, type ShopSettingsView, type WpSettingsBody, fieldErrors, shopSettingsSchema, wpSettingsSchema } from "~/features/site/settings";
import { tBackOffice } from "~/lib/i18n/areas/back-office";
import type { Route } from "./+types/settings";

/**
 * The shop's settings (WooCommerce's Settings and WordPress's General settings in one screen), by
 * section, each saved on its own through the REST API: checked here with the same schemas the
 * server checks, each refused field named beside it, what was saved announced.
 */

type WpSettings = { title: string; description: string; email: string };
type Errors = Record<string, string>;
type MessageKey = Parameters<typeof tBackOffice>[0];

const shopSchema = shopSettingsSchema(PROVINCES);

export async function clientLoader({ request }: Route.ClientLoaderArgs) {
  const shop = await api<ShopSettingsView & { can_manage_options: boolean }>({ path: "/cuahang/v1/settings", signal: request.signal });
  // WordPress's own settings are the administrator's: a shop manager would be refused them (403).
  const site = shop.can_manage_options ? await api<WpSettings>({ path: "/wp/v2/settings", signal: request.signal }) : null;
  return { shop, site };
}

export function HydrateFallback() {
  return (
    <div aria-busy="true">
      <h1 className="text-2xl font-bold">{tBackOffice("settings.title")}</h1>
      <p className="mt-4 text-muted">{tBackOffice("frame.loading")}</p>
    </div>
  );
}

export const ErrorBoundary = ScreenError;

const SECTIONS = [
  { id: "cua-hang", label: "settings.section.store" },
  { id: "thong-bao", label: "settings.section.notice" },
  { id: "khoi-anh", label: "settings.section.photoFeed" },
  { id: "thanh-toan", label: "settings.section.payments" },
  { id: "giao-hang", label: "settings.section.shipping" },
  { id: "email", label: "settings.section.email" },
  { id: "bao-mat", label: "settings.section.security" },
  { id: "don-hang", label: "settings.section.orders" },
  { id: "giao-dien", label: "settings.section.theme" },
] as const satisfies ReadonlyArray<{ id: string; label: MessageKey }>;

const fieldId = (path: string) => `f-${path.replaceAll(".", "-")}`;
const errorId = (path: string) => `${fieldId(path)}-error`;
/** The first message for `path` or anything below it (a zone's provinces, one by one). */
const errorAt = (errors: Errors, path: string) => errors[path] ?? Object.entries(errors).find(([k]) => k.startsWith(`${path}.`))?.[1];

/** A field's label, control, hint and error, tied together for screen readers. */
function Field({ path, label, hint, errors, children }: { path: string; label: string; hint?: string; errors: Errors; children: (props: FieldProps) => ReactNode }) {
  const error = errorAt(errors, path);
  const hintId = hint ? `${fieldId(path)}-hint` : undefined;
  const described = [hintId, error ? errorId(path) : undefined].filter(Boolean).join(" ") || undefined;
  return (
    <div className="mt-3">
      <label htmlFor={fieldId(path)} className="block font-medium">
        {label}
      </label>
      {hint ? (
        <p id={hintId} className="text-sm text-muted">
          {hint}
        </p>
      ) : null}
      {children({ id: fieldId(path), "aria-describedby": described, "aria-invalid": error ? true : undefined, className: "bo-field" })}
      {error ? (
        <p id={errorId(path)} className="mt-1 font-medium text-sale">
          {error}
        </p>
      ) : null}
    </div>
  );
}
type FieldProps = { id: string; "aria-describedby": string | undefined; "aria-invalid": true | undefined; className: string };

function Checkbox({ path, label, checked, onChange, errors }: { path: string; label: string; checked: boolean; onChange: (v: boolean) => void; errors: Errors }) {
  const error = errors[path];
  return (
    <div className="mt-3">
      <label className="flex min-h-11 items-center gap-3">
        <input
          type="checkbox"
          id={fieldId(path)}
          checked={checked}
          onChange={(e) => onChange(e.currentTarget.checked)}
          aria-describedby={error ? errorId(path) : undefined}
          aria-invalid={error ? true : undefined}
          className="size-5 accent-brand-700"
        />
        <span>{label}</span>
      </label>
      {error ? (
        <p id={errorId(path)} className="font-medium text-sale">
          {error}
        </p>
      ) : null}
    </div>
  );
}

/** Whole đồng or minutes, typed with or without thousands separators; nothing typed is not a number (the schema says so). */
const wholeNumber = (typed: string) => (typed.replace(/[\s.,]/g, "") === "" ? Number.NaN : /^\d+$/.test(typed.replace(/[\s.,]/g, "")) ? Number(typed.replace(/[\s.,]/g, "")) : Number.NaN);
const shown = (n: number | null) => (n === null || Number.isNaN(n) ? "" : String(n));

type Status = { kind: "saved" | "invalid" | "failed"; text: string } | null;

/**
 * One section's form: its fields, a save button, and the region that announces the outcome. On
 * submit `onSave` checks and writes; refused fields get their messages and the first takes the focus.
 */
function SectionForm({ id, title, onSave, children, extra }: { id: string; title: string; onSave: () => Promise<Errors | null>; children: ReactNode; extra?: ReactNode }) {
  const [status, setStatus] = useState<Status>(null);
  const [busy, setBusy] = useState(false);
  const form = useRef<HTMLFormElement>(null);
  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setBusy(true);
    setStatus(null);
    try {
      const errors = await onSave();
      if (errors) {
        setStatus({ kind: "invalid", text: tBackOffice("settings.invalid", { section: title }) });
        // After React has drawn the messages: the first refused field takes the focus.
        requestAnimationFrame(() => form.current?.querySelector<HTMLElement>('[aria-invalid="true"]')?.focus());
      } else {
        setStatus({ kind: "saved", text: tBackOffice("settings.saved", { section: title }) });
      }
    } catch (error) {
      setStatus({ kind: "failed", text: apiErrorMessage(error) });
    } finally {
      setBusy(false);
    }
  };
  return (
    <section id={id} aria-labelledby={`${id}-title`} className="bo-card mt-4 scroll-mt-4">
      <h2 id={`${id}-title`} className="text-xl font-semibold">
        {title}
      </h2>
      <form ref={form} onSubmit={submit} noValidate>
        {children}
        <div className="mt-4 flex flex-wrap items-center gap-3">
          <button type="submit" className="bo-button" disabled={busy}>
            {busy ? tBackOffice("settings.saving") : tBackOffice("settings.save")}
          </button>
          <p role="status" aria-live="polite" className={status?.kind === "saved" ? "font-medium text-green-800" : "font-medium text-sale"}>
            {status?.text ?? ""}
          </p>
        </div>
      </form>
      {extra}
    </section>
  );
}

const fieldsetClass = "mt-4 rounded-md border border-gray-200 p-3 sm:p-4";
const legendClass = "px-1 font-semibold";

/** The refusal of a REST write, as field messages under `prefix`, when it is one (WordPress's `rest_invalid_param`). */
function refusedFields(error: unknown, prefix = ""): Errors | null {
  const e = error as { code?: string; data?: { params?: Record<string, string> } };
  if (e?.code !== "rest_invalid_param" || !e.data?.params) return null;
  return Object.fromEntries(Object.entries(e.data.params).map(([k, v]) => [`${prefix}${k}`, v]));
}

export default function SettingsScreen({ loaderData }: Route.ComponentProps) {
  const [shop, setShop] = useState<ShopSettingsView>(loaderData.shop);
  const [site, setSite] = useState<WpSettings | null>(loaderData.site);
  const [errors, setErrors] = useState<Errors>({});
  const [testStatus, setTestStatus] = useState<Status>(null);
  const [testing, setTesting] = useState(false);

  const patch = <K extends keyof ShopSettingsView>(key: K, value: Partial<ShopSettingsView[K]>) => setShop((s) => ({ ...s, [key]: { ...s[key], ...value } }));

  /** Checks the sections named, then writes them: field messages when refused (here or by the server), null when saved. */
  async function saveSections(keys: Array<keyof ShopSettingsView>): Promise<Errors | null> {
    const body = Object.fromEntries(keys.map((k) => [k, shop[k]])) as ShopSettingsBody;
    const checked = shopSchema.safeParse(body);
    const cleared = (e: Errors) => Object.fromEntries(Object.entries(e).filter(([k]) => !keys.some((s) => k === s || k.startsWith(`${s}.`))));
    if (!checked.success) {
      const found = fieldErrors(checked.error);
      setErrors((e) => ({ ...cleared(e), ...found }));
      return found;
    }
    try {
      const saved = await api<ShopSettingsView>({ path: "/cuahang/v1/settings", method: "POST", data: checked.data });
      setShop((s) => ({ ...s, ...Object.fromEntries(keys.map((k) => [k, saved[k]])) }));
      setErrors(cleared);
      return null;
    } catch (error) {
      const found = refusedFields(error);
      if (!found) throw error;
      setErrors((e) => ({ ...cleared(e), ...found }));
      return found;
    }
  }

  async function saveStore(): Promise<Errors | null> {
    let wpBody: WpSettingsBody | null = null;
    const found: Errors = {};
    if (site) {
      const checked = wpSettingsSchema.safeParse(site);
      if (checked.success) wpBody = checked.data;
      else Object.assign(found, Object.fromEntries(Object.entries(fieldErrors(checked.error)).map(([k, v]) => [`wp.${k}`, v])));
    }
    const contact = shopSchema.safeParse({ contact: shop.contact });
    if (!contact.success) Object.assign(found, fieldErrors(contact.error));
    const withoutStore = (e: Errors) => Object.fromEntries(Object.entries(e).filter(([k]) => !k.startsWith("wp.") && !k.startsWith("contact.")));
    if (Object.keys(found).length > 0) {
      setErrors((e) => ({ ...withoutStore(e), ...found }));
      return found;
    }
    try {
      if (wpBody) setSite(await api<WpSettings>({ path: "/wp/v2/settings", method: "POST", data: wpBody }));
    } catch (error) {
      const refused = refusedFields(error, "wp.");
      if (!refused) throw error;
      setErrors((e) => ({ ...withoutStore(e), ...refused }));
      return refused;
    }
    return saveSections(["contact"]);
  }

  async function sendTest() {
    setTesting(true);
    setTestStatus(null);
    try {
      const answer = await api<{ message: string }>({ path: "/cuahang/v1/settings/test-email", method: "POST" });
      setTestStatus({ kind: "saved", text: answer.message });
    } catch (error) {
      setTestStatus({ kind: "failed", text: apiErrorMessage(error) });
    } finally {
      setTesting(false);
    }
  }

  const zones = shop.shipping.zones;
  const setZone = (i: number, value: Partial<(typeof zones)[number]>) => patch("shipping", { zones: zones.map((z, j) => (j === i ? { ...z, ...value } : z)) });
  const zoneOf = (province: string, except: number) => zones.find((z, j) => j !== except && z.provinces.includes(province))?.name;

  return (
    <div>
      <h1 className="text-2xl font-bold">{tBackOffice("settings.title")}</h1>
      <p className="mt-1 text-muted">{tBackOffice("settings.intro")}</p>
      <nav aria-label={tBackOffice("settings.sections")} className="mt-4 overflow-x-auto">
        <ul className="flex gap-2 whitespace-nowrap">
          {SECTIONS.map((s) => (
            <li key={s.id}>
              <a href={`#${s.id}`} className="inline-flex min-h-11 items-center rounded-md border border-gray-300 bg-white px-3 hover:bg-gray-100">
                {tBackOffice(s.label)}
              </a>
            </li>
          ))}
        </ul>
      </nav>

      <SectionForm id="cua-hang" title={tBackOffice("settings.section.store")} onSave={saveStore}>
        {site ? (
          <>
            <Field path="wp.title" label={tBackOffice("settings.store.name")} errors={errors}>
              {(p) => <input {...p} type="text" autoComplete="organization" value={site.title} onChange={(e) => setSite({ ...site, title: e.currentTarget.value })} />}
            </Field>
            <Field path="wp.description" label={tBackOffice("settings.store.description")} errors={errors}>
              {(p) => <input {...p} type="text" value={site.description} onChange={(e) => setSite({ ...site, description: e.currentTarget.value })} />}
            </Field>
            <Field path="wp.email" label={tBackOffice("settings.store.email")} errors={errors}>
              {(p) => <input {...p} type="email" autoComplete="email" value={site.email} onChange={(e) => setSite({ ...site, email: e.currentTarget.value })} />}
            </Field>
          </>
        ) : (
          <p className="mt-2 text-muted">{tBackOffice("settings.store.adminOnly")}</p>
        )}
        <Field path="contact.address" label={tBackOffice("settings.store.address")} errors={errors}>
          {(p) => <input {...p} type="text" autoComplete="street-address" value={shop.contact.address} onChange={(e) => patch("contact", { address: e.currentTarget.value })} />}
        </Field>
        <Field path="contact.phone" label={tBackOffice("settings.store.phone")} errors={errors}>
          {(p) => <input {...p} type="tel" autoComplete="tel" value={shop.contact.phone} onChange={(e) => patch("contact", { phone: e.currentTarget.value })} />}
        </Field>
      </SectionForm>

      <SectionForm id="thong-bao" title={tBackOffice("settings.section.notice")} onSave={() => saveSections(["store_notice", "coming_soon"])}>
        <fieldset className={fieldsetClass}>
          <legend className={legendClass}>{tBackOffice("settings.notice.legend")}</legend>
          <Checkbox path="store_notice.enabled" label={tBackOffice("settings.notice.enabled")} checked={shop.store_notice.enabled} onChange={(v) => patch("store_notice", { enabled: v })} errors={errors} />
          <Field path="store_notice.text" label={tBackOffice("settings.notice.text")} hint={tBackOffice("settings.notice.hint")} errors={errors}>
            {(p) => <textarea {...p} rows={3} value={shop.store_notice.text} onChange={(e) => patch("store_notice", { text: e.currentTarget.value })} />}
          </Field>
        </fieldset>
        <fieldset className={fieldsetClass}>
          <legend className={legendClass}>{tBackOffice("settings.comingSoon.legend")}</legend>
          <p className="text-sm text-muted">{tBackOffice("settings.comingSoon.hint")}</p>
          <Checkbox path="coming_soon.enabled" label={tBackOffice("settings.comingSoon.enabled")} checked={shop.coming_soon.enabled} onChange={(v) => patch("coming_soon", { enabled: v })} errors={errors} />
          <Field path="coming_soon.text" label={tBackOffice("settings.comingSoon.text")} errors={errors}>
            {(p) => <textarea {...p} rows={2} value={shop.coming_soon.text} onChange={(e) => patch("coming_soon", { text: e.currentTarget.value })} />}
          </Field>
        </fieldset>
      </SectionForm>

      <SectionForm id="khoi-anh" title={tBackOffice("settings.section.photoFeed")} onSave={() => saveSections(["photo_feed"])}>
        <fieldset className={fieldsetClass}>
          <legend className={legendClass}>{tBackOffice("settings.photoFeed.legend")}</legend>
          <p id="photo-feed-hint" className="text-sm text-muted">{tBackOffice("settings.photoFeed.hint")}</p>
          {errorAt(errors, "photo_feed.media_ids") ? <p className="mt-1 font-medium text-sale">{errorAt(errors, "photo_feed.media_ids")}</p> : null}
          <PhotoFeedPicker chosen={shop.photo_feed.media_ids} onChange={(ids) => patch("photo_feed", { media_ids: ids })} describedBy="photo-feed-hint" />
          <Field path="photo_feed.profile_url" label={tBackOffice("settings.photoFeed.profileUrl")} errors={errors}>
            {(p) => <input {...p} type="url" inputMode="url" value={shop.photo_feed.profile_url} onChange={(e) => patch("photo_feed", { profile_url: e.currentTarget.value })} />}
          </Field>
        </fieldset>
      </SectionForm>

      <SectionForm id="thanh-toan" title={tBackOffice("settings.section.payments")} onSave={() => saveSections(["payments"])}>
        <fieldset className={fieldsetClass}>
          <legend className={legendClass}>{tBackOffice("settings.payments.cod")}</legend>
          <Checkbox path="payments.cod_enabled" label={tBackOffice("settings.payments.codEnabled")} checked={shop.payments.cod_enabled} onChange={(v) => patch("payments", { cod_enabled: v })} errors={errors} />
        </fieldset>
        <fieldset className={fieldsetClass}>
          <legend className={legendClass}>{tBackOffice("settings.payments.bacs")}</legend>
          <Checkbox path="payments.bacs.enabled" label={tBackOffice("settings.payments.bacsEnabled")} checked={shop.payments.bacs.enabled} onChange={(v) => patch("payments", { bacs: { ...shop.payments.bacs, enabled: v } })} errors={errors} />
          <div className="grid gap-x-4 sm:grid-cols-2">
            <Field path="payments.bacs.bank_name" label={tBackOffice("settings.payments.bankName")} errors={errors}>
              {(p) => <input {...p} type="text" value={shop.payments.bacs.bank_name} onChange={(e) => patch("payments", { bacs: { ...shop.payments.bacs, bank_name: e.currentTarget.value } })} />}
            </Field>
            <Field path="payments.bacs.bank_bin" label={tBackOffice("settings.payments.bankBin")} hint={tBackOffice("settings.payments.bankBinHint")} errors={errors}>
              {(p) => <input {...p} type="text" inputMode="numeric" maxLength={6} value={shop.payments.bacs.bank_bin} onChange={(e) => patch("payments", { bacs: { ...shop.payments.bacs, bank_bin: e.currentTarget.value } })} />}
            </Field>
            <Field path="payments.bacs.account_number" label={tBackOffice("settings.payments.accountNumber")} errors={errors}>
              {(p) => <input {...p} type="text" inputMode="numeric" value={shop.payments.bacs.account_number} onChange={(e) => patch("payments", { bacs: { ...shop.payments.bacs, account_number: e.currentTarget.value } })} />}
            </Field>
            <Field path="payments.bacs.account_name" label={tBackOffice("settings.payments.accountName")} hint={tBackOffice("settings.payments.accountNameHint")} errors={errors}>
              {(p) => <input {...p} type="text" autoCapitalize="characters" value={shop.payments.bacs.account_name} onChange={(e) => patch("payments", { bacs: { ...shop.payments.bacs, account_name: e.currentTarget.value } })} />}
            </Field>
          </div>
        </fieldset>
      </SectionForm>

      <SectionForm id="giao-hang" title={tBackOffice("settings.section.shipping")} onSave={() => saveSections(["shipping"])}>
        <fieldset className={fieldsetClass}>
          <legend className={legendClass}>{tBackOffice("settings.shipping.other")}</legend>
          <p className="text-sm text-muted">{tBackOffice("settings.shipping.otherHint")}</p>
          <div className="grid gap-x-4 sm:grid-cols-2">
            <div>
              <Checkbox path="shipping.flat_rate.enabled" label={tBackOffice("settings.shipping.flatEnabled")} checked={shop.shipping.flat_rate.enabled} onChange={(v) => patch("shipping", { flat_rate: { ...shop.shipping.flat_rate, enabled: v } })} errors={errors} />
              <Field path="shipping.flat_rate.cost" label={tBackOffice("settings.shipping.flatCost")} errors={errors}>
                {(p) => <input {...p} type="text" inputMode="numeric" value={shown(shop.shipping.flat_rate.cost)} onChange={(e) => patch("shipping", { flat_rate: { ...shop.shipping.flat_rate, cost: wholeNumber(e.currentTarget.value) } })} />}
              </Field>
            </div>
            <div>
              <Checkbox path="shipping.free_shipping.enabled" label={tBackOffice("settings.shipping.freeEnabled")} checked={shop.shipping.free_shipping.enabled} onChange={(v) => patch("shipping", { free_shipping: { ...shop.shipping.free_shipping, enabled: v } })} errors={errors} />
              <Field path="shipping.free_shipping.min_amount" label={tBackOffice("settings.shipping.freeMin")} errors={errors}>
                {(p) => <input {...p} type="text" inputMode="numeric" value={shown(shop.shipping.free_shipping.min_amount)} onChange={(e) => patch("shipping", { free_shipping: { ...shop.shipping.free_shipping, min_amount: wholeNumber(e.currentTarget.value) } })} />}
              </Field>
            </div>
          </div>
        </fieldset>
        <h3 className="mt-4 font-semibold">{tBackOffice("settings.shipping.zones")}</h3>
        <p className="text-sm text-muted">{tBackOffice("settings.shipping.zonesHint")}</p>
        {zones.length === 0 ? <p className="mt-2">{tBackOffice("settings.shipping.noZones")}</p> : null}
        {zones.map((zone, i) => {
          const base = `shipping.zones.${i}`;
          const provincesError = errorAt(errors, `${base}.provinces`);
          return (
            <fieldset key={i} className={fieldsetClass}>
              <legend className={legendClass}>{tBackOffice("settings.shipping.zone", { n: i + 1, name: zone.name || tBackOffice("settings.shipping.newZone") })}</legend>
              <Field path={`${base}.name`} label={tBackOffice("settings.shipping.zoneName")} errors={errors}>
                {(p) => <input {...p} type="text" value={zone.name} onChange={(e) => setZone(i, { name: e.currentTarget.value })} />}
              </Field>
              <div className="grid gap-x-4 sm:grid-cols-2">
                <Field path={`${base}.flat_rate_cost`} label={tBackOffice("settings.shipping.flatCost")} errors={errors}>
                  {(p) => <input {...p} type="text" inputMode="numeric" value={shown(zone.flat_rate_cost)} onChange={(e) => setZone(i, { flat_rate_cost: wholeNumber(e.currentTarget.value) })} />}
                </Field>
                <div>
                  <Checkbox path={`${base}.free`} label={tBackOffice("settings.shipping.zoneFree")} checked={zone.free_shipping_min !== null} onChange={(v) => setZone(i, { free_shipping_min: v ? shop.shipping.free_shipping.min_amount : null })} errors={errors} />
                  {zone.free_shipping_min !== null ? (
                    <Field path={`${base}.free_shipping_min`} label={tBackOffice("settings.shipping.freeMin")} errors={errors}>
                      {(p) => <input {...p} type="text" inputMode="numeric" value={shown(zone.free_shipping_min)} onChange={(e) => setZone(i, { free_shipping_min: wholeNumber(e.currentTarget.value) })} />}
                    </Field>
                  ) : null}
                </div>
              </div>
              <fieldset className="mt-3" aria-describedby={provincesError ? errorId(`${base}.provinces`) : undefined}>
                <legend className="font-medium">{tBackOffice("settings.shipping.zoneProvinces")}</legend>
                {provincesError ? (
                  <p id={errorId(`${base}.provinces`)} className="mt-1 font-medium text-sale">
                    {provincesError}
                  </p>
                ) : null}
                <ul className="mt-1 grid grid-cols-2 gap-x-4 sm:grid-cols-3 lg:grid-cols-4">
                  {PROVINCES.map((province) => {
                    const elsewhere = zoneOf(province, i);
                    return (
                      <li key={province}>
                        <label className="flex min-h-11 items-center gap-3">
                          <input
                            type="checkbox"
                            className="size-5 accent-brand-700"
                            checked={zone.provinces.includes(province)}
                            aria-invalid={provincesError ? true : undefined}
                            onChange={(e) => setZone(i, { provinces: e.currentTarget.checked ? [...zone.provinces, province] : zone.provinces.filter((p) => p !== province) })}
                          />
                          <span>
                            {province}
                            {elsewhere ? <span className="text-sm text-muted"> ({elsewhere})</span> : null}
                          </span>
                        </label>
                      </li>
                    );
                  })}
                </ul>
              </fieldset>
              <button type="button" className="bo-button-secondary mt-3" onClick={() => patch("shipping", { zones: zones.filter((_, j) => j !== i) })}>
                {tBackOffice("settings.shipping.removeZone", { name: zone.name || tBackOffice("settings.shipping.newZone") })}
              </button>
            </fieldset>
          );
        })}
        <button
          type="button"
          className="bo-button-secondary mt-4"
          onClick={() => patch("shipping", { zones: [...zones, { name: "", provinces: [], flat_rate_cost: shop.shipping.flat_rate.cost, free_shipping_min: null }] })}
        >
          {tBackOffice("settings.shipping.addZone")}
        </button>
      </SectionForm>

      <SectionForm
        id="email"
        title={tBackOffice("settings.section.email")}
        onSave={() => saveSections(["email"])}
        extra={
          <div className="mt-4 border-t border-gray-200 pt-4">
            <p id="test-email-hint" className="text-sm text-muted">
              {tBackOffice("settings.email.testHint")}
            </p>
            <div className="mt-2 flex flex-wrap items-center gap-3">
              <button type="button" className="bo-button-secondary" aria-describedby="test-email-hint" disabled={testing} onClick={sendTest}>
                {testing ? tBackOffice("settings.email.testing") : tBackOffice("settings.email.test")}
              </button>
              <p role="status" aria-live="polite" className={testStatus?.kind === "saved" ? "font-medium text-green-800" : "font-medium text-sale"}>
                {testStatus?.text ?? ""}
              </p>
            </div>
          </div>
        }
      >
        <fieldset className={fieldsetClass}>
          <legend className={legendClass}>{tBackOffice("settings.email.legend")}</legend>
          <p className="text-sm text-muted">{tBackOffice("settings.email.hint")}</p>
          <div className="grid gap-x-4 sm:grid-cols-2">
            <Field path="email.from_name" label={tBackOffice("settings.email.fromName")} errors={errors}>
              {(p) => <input {...p} type="text" value={shop.email.from_name} onChange={(e) => patch("email", { from_name: e.currentTarget.value })} />}
            </Field>
            <Field path="email.from_address" label={tBackOffice("settings.email.fromAddress")} errors={errors}>
              {(p) => <input {...p} type="email" value={shop.email.from_address} onChange={(e) => patch("email", { from_address: e.currentTarget.value })} />}
            </Field>
          </div>
        </fieldset>
      </SectionForm>

      <SectionForm id="bao-mat" title={tBackOffice("settings.section.security")} onSave={() => saveSections(["security"])}>
        <fieldset className={fieldsetClass}>
          <legend className={legendClass}>{tBackOffice("settings.security.legend")}</legend>
          <Checkbox path="security.captcha_login" label={tBackOffice("settings.security.login")} checked={shop.security.captcha_login} onChange={(v) => patch("security", { captcha_login: v })} errors={errors} />
          <Checkbox path="security.captcha_registration" label={tBackOffice("settings.security.registration")} checked={shop.security.captcha_registration} onChange={(v) => patch("security", { captcha_registration: v })} errors={errors} />
        </fieldset>
      </SectionForm>

      <SectionForm id="don-hang" title={tBackOffice("settings.section.orders")} onSave={() => saveSections(["orders"])}>
        <Checkbox path="orders.order_attribution_enabled" label={tBackOffice("settings.orders.attribution")} checked={shop.orders.order_attribution_enabled} onChange={(v) => patch("orders", { order_attribution_enabled: v })} errors={errors} />
        <Checkbox path="orders.reviews_auto_approve" label={tBackOffice("settings.orders.reviews")} checked={shop.orders.reviews_auto_approve} onChange={(v) => patch("orders", { reviews_auto_approve: v })} errors={errors} />
        <Field path="orders.new_order_recipients" label={tBackOffice("settings.orders.recipients")} hint={tBackOffice("settings.orders.recipientsHint")} errors={errors}>
          {(p) => <input {...p} type="text" inputMode="email" value={shop.orders.new_order_recipients} onChange={(e) => patch("orders", { new_order_recipients: e.currentTarget.value })} />}
        </Field>
        <Field path="orders.hold_stock_minutes" label={tBackOffice("settings.orders.hold")} hint={tBackOffice("settings.orders.holdHint")} errors={errors}>
          {(p) => <input {...p} type="text" inputMode="numeric" value={shown(shop.orders.hold_stock_minutes)} onChange={(e) => patch("orders", { hold_stock_minutes: wholeNumber(e.currentTarget.value) })} />}
        </Field>
      </SectionForm>

      <SectionForm id="giao-dien" title={tBackOffice("settings.section.theme")} onSave={() => saveSections(["menus", "header"])}>
        <fieldset className={fieldsetClass}>
          <legend className={legendClass}>{tBackOffice("settings.theme.menusLegend")}</legend>
          <Field path="menus.back_label" label={tBackOffice("settings.theme.backLabel")} hint={tBackOffice("settings.theme.backLabelHint")} errors={errors}>
            {(p) => <input {...p} type="text" value={shop.menus.back_label} onChange={(e) => patch("menus", { back_label: e.currentTarget.value })} />}
          </Field>
        </fieldset>
        <fieldset className={fieldsetClass}>
          <legend className={legendClass}>{tBackOffice("settings.theme.headerLegend")}</legend>
          <Field path="header.sticky_height" label={tBackOffice("settings.theme.stickyHeight")} hint={tBackOffice("settings.theme.stickyHeightHint")} errors={errors}>
            {(p) => <input {...p} type="text" inputMode="numeric" value={shown(shop.header.sticky_height)} onChange={(e) => patch("header", { sticky_height: wholeNumber(e.currentTarget.value) })} />}
          </Field>
        </fieldset>
      </SectionForm>
    </div>
  );
}
