import { type FormEvent, type ReactNode, useCallback, useEffect, useId, useRef, useState } from "react";
import { Link, data, useLocation, useNavigate } from "react-router";
import { api, apiErrorMessage } from "~/features/back-office/api";
import { IdPicker, type Pickable } from "~/features/back-office/components/IdPicker";
import { ScreenError } from "~/features/back-office/components/ScreenError";
import { type CouponForm, type WcCoupon, amountPreview, couponBody, couponForm, dongPreview } from "~/features/back-office/wc-coupon";
import { type WcProduct, type WcTerm, categoryTree } from "~/features/back-office/wc-product";
import { COUPON_DISCOUNT_TYPES, couponFieldErrors, couponSchema } from "~/features/cart/coupon-schema";
import { tBackOffice } from "~/lib/i18n/areas/back-office";
import type { Route } from "./+types/coupon";

/**
 * A coupon's form (WooCommerce's Add / Edit coupon): its code, type and amount, free shipping,
 * expiry and status; what it applies to (spend, products and categories, e-mails, used alone);
 * how often it may be used. Checked here with the schema the server checks with, each refused
 * field named beside it (also the server's refusals, a taken code among them); saved, created or
 * deleted (after a confirmation) through `wc/v3/coupons`.
 */

export async function clientLoader({ params, request }: Route.ClientLoaderArgs) {
  const id = params.couponId === undefined ? null : Number(params.couponId);
  if (id !== null && (!Number.isSafeInteger(id) || id < 1)) throw data(null, { status: 404 });
  const [coupon, terms] = await Promise.all([
    id === null ? null : api<WcCoupon>({ path: `/wc/v3/coupons/${id}`, signal: request.signal }),
    api<WcTerm[]>({ path: "/wc/v3/products/categories?per_page=-1", signal: request.signal }),
  ]);
  const productIds = [...new Set([...(coupon?.product_ids ?? []), ...(coupon?.excluded_product_ids ?? [])])].slice(0, 100);
  const products =
    productIds.length === 0 ? [] : await api<WcProduct[]>({ path: `/wc/v3/products?include=${productIds.join(",")}&per_page=100`, signal: request.signal });
  // A category named with its parents ("Áo › Áo thun"): two of one name stay told apart.
  const tree = categoryTree(terms);
  const byId = new Map(terms.map((t) => [t.id, t]));
  const pathOf = (t: WcTerm): string => {
    const parent = t.parent ? byId.get(t.parent) : undefined;
    return parent && parent.id !== t.id ? `${pathOf(parent)} › ${t.name}` : t.name;
  };
  return {
    coupon,
    categories: tree.map((t) => ({ id: t.id, name: pathOf(t) })),
    products: products.map((p) => ({ id: p.id, name: p.name })),
  };
}

export function HydrateFallback() {
  return (
    <div aria-busy="true">
      <h1 className="text-2xl font-bold">{tBackOffice("coupon.loadingTitle")}</h1>
      <p className="mt-4 text-muted">{tBackOffice("frame.loading")}</p>
    </div>
  );
}

export const ErrorBoundary = ScreenError;

type Errors = Record<string, string>;
type Status = { kind: "saved" | "invalid" | "failed"; text: string } | null;

/** The form's field for each name WooCommerce's API gives a refusal under. */
const FIELD_OF: Record<string, string> = { date_expires: "expires", date_expires_gmt: "expires", email_restrictions: "emails" };

/** A server's refusal as field messages: a taken code beside the code, WordPress's `data.params` each beside its field. */
function refusedFields(error: unknown): Errors | null {
  const e = error as { code?: string; message?: string; data?: { params?: Record<string, string> } } | null;
  if (e?.code === "woocommerce_rest_coupon_code_already_exists" || e?.code === "woocommerce_rest_empty_coupon_code") return { code: apiErrorMessage(error) };
  if (e?.data?.params && typeof e.data.params === "object") {
    return Object.fromEntries(Object.entries(e.data.params).map(([k, v]) => [FIELD_OF[k] ?? k, String(v)]));
  }
  return null;
}

type FieldProps = { id: string; "aria-describedby": string | undefined; "aria-invalid": true | undefined; className: string };

/** A field's label, control, hint and error, tied together for screen readers. */
function Field({ name, label, hint, error, after, children }: { name: string; label: string; hint?: string; error?: string; after?: ReactNode; children: (props: FieldProps) => ReactNode }) {
  const id = `coupon-${name}`;
  const described = [hint ? `${id}-hint` : "", error ? `${id}-error` : ""].filter(Boolean).join(" ") || undefined;
  return (
    <div className="mt-4">
      <label htmlFor={id} className="block font-medium">
        {label}
      </label>
      {children({ id, "aria-describedby": described, "aria-invalid": error ? true : undefined, className: "bo-field" })}
      {hint ? (
        <p id={`${id}-hint`} className="mt-1 text-sm text-muted">
          {hint}
        </p>
      ) : null}
      {after}
      {error ? (
        <p id={`${id}-error`} className="mt-1 font-medium text-sale">
          {error}
        </p>
      ) : null}
    </div>
  );
}

function Checkbox({ name, label, hint, checked, onChange, error }: { name: string; label: string; hint?: string; checked: boolean; onChange: (v: boolean) => void; error?: string }) {
  const id = `coupon-${name}`;
  const described = [hint ? `${id}-hint` : "", error ? `${id}-error` : ""].filter(Boolean).join(" ") || undefined;
  return (
    <div className="mt-4">
      <label className="flex min-h-11 items-center gap-3">
        <input
          type="checkbox"
          id={id}
          checked={checked}
          onChange={(e) => onChange(e.currentTarget.checked)}
          aria-describedby={described}
          aria-invalid={error ? true : undefined}
          className="size-5 shrink-0 accent-brand-700"
        />
        <span className="font-medium">{label}</span>
      </label>
      {hint ? (
        <p id={`${id}-hint`} className="text-sm text-muted">
          {hint}
        </p>
      ) : null}
      {error ? (
        <p id={`${id}-error`} className="mt-1 font-medium text-sale">
          {error}
        </p>
      ) : null}
    </div>
  );
}

/** What a typed amount will mean, under its field. */
function Preview({ of, text }: { of: string; text: string | null }) {
  return (
    <output htmlFor={of} className="block min-h-6 text-sm text-muted">
      {text ?? "\u00a0"}
    </output>
  );
}

/** A button that deletes: the shop's red, drawn here (the shared button classes set their own colours). */
const DANGER = "inline-flex min-h-11 items-center justify-center rounded-md border px-4 py-2 font-semibold focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-700 disabled:opacity-60";

const fold = (s: string) => s.normalize("NFD").replace(/[\u0300-\u036f]/g, "").replace(/đ/gi, "d").toLowerCase();

/**
 * The new coupon's form and an existing one's are one component: keyed by the coupon, so the form
 * made for "Thêm mã giảm giá" is not kept once the coupon it created opens.
 */
export default function CouponScreen({ loaderData }: Route.ComponentProps) {
  return <CouponEditor key={loaderData.coupon?.id ?? "new"} loaderData={loaderData} />;
}

function CouponEditor({ loaderData }: { loaderData: Route.ComponentProps["loaderData"] }) {
  const { categories } = loaderData;
  const [coupon, setCoupon] = useState<WcCoupon | null>(loaderData.coupon);
  const [form, setForm] = useState<CouponForm>(() => couponForm(loaderData.coupon));
  const [errors, setErrors] = useState<Errors>({});
  // A coupon just created arrives here with its code: the form says so.
  const created = (useLocation().state as { created?: string } | null)?.created;
  const [status, setStatus] = useState<Status>(created ? { kind: "saved", text: tBackOffice("coupon.created", { code: created }) } : null);
  const [busy, setBusy] = useState(false);
  const [refused, setRefused] = useState(0);
  const [deleting, setDeleting] = useState(false);
  const [productNames, setProductNames] = useState(() => new Map(loaderData.products.map((p) => [p.id, p.name])));
  const formRef = useRef<HTMLFormElement>(null);
  const dialog = useRef<HTMLDialogElement>(null);
  const navigate = useNavigate();
  const dialogTitle = useId();

  const set = <K extends keyof CouponForm>(key: K, value: CouponForm[K]) => setForm((f) => ({ ...f, [key]: value }));
  const categoryNames = new Map(categories.map((c) => [c.id, c.name]));
  const unknown = (id: number) => tBackOffice("coupon.unknownItem", { id });

  const findProducts = useCallback(
    async (text: string, signal: AbortSignal): Promise<Pickable[]> => {
      const found = await api<WcProduct[]>({ path: `/wc/v3/products?search=${encodeURIComponent(text)}&per_page=10&orderby=title&order=asc`, signal });
      return found.map((p) => ({ id: p.id, name: p.name }));
    },
    [],
  );
  const findCategories = useCallback(
    async (text: string): Promise<Pickable[]> => categories.filter((c) => fold(c.name).includes(fold(text))).slice(0, 20),
    [categories],
  );
  const pickedProduct = (key: "product_ids" | "excluded_product_ids") => (ids: number[], added?: Pickable) => {
    if (added) setProductNames((names) => new Map(names).set(added.id, added.name));
    set(key, ids);
  };

  const showInvalid = (found: Errors) => {
    setErrors(found);
    setStatus({ kind: "invalid", text: tBackOffice("coupon.invalid") });
    setRefused((n) => n + 1);
  };
  // Once React has drawn the messages (also after an answer from the server): the first refused field takes the focus.
  useEffect(() => {
    if (refused > 0) formRef.current?.querySelector<HTMLElement>('[aria-invalid="true"]')?.focus();
  }, [refused]);

  async function save(event: FormEvent) {
    event.preventDefault();
    const body = couponBody(form, coupon);
    const checked = couponSchema.safeParse(body);
    if (!checked.success) {
      const found = couponFieldErrors(checked.error);
      showInvalid(Object.fromEntries(Object.entries(found).map(([k, v]) => [FIELD_OF[k] ?? k, v])));
      return;
    }
    setBusy(true);
    setStatus(null);
    try {
      const saved = await api<WcCoupon>(coupon ? { path: `/wc/v3/coupons/${coupon.id}`, method: "PUT", data: body } : { path: "/wc/v3/coupons", method: "POST", data: body });
      setErrors({});
      if (!coupon) {
        navigate(`/wp-admin/ma-giam-gia/${saved.id}/`, { replace: true, state: { created: saved.code } });
        return;
      }
      setCoupon(saved);
      setForm(couponForm(saved));
      setStatus({ kind: "saved", text: tBackOffice("coupon.saved", { code: saved.code }) });
    } catch (error) {
      const found = refusedFields(error);
      if (found) showInvalid(found);
      else setStatus({ kind: "failed", text: apiErrorMessage(error) });
    } finally {
      setBusy(false);
    }
  }

  async function remove() {
    if (!coupon) return;
    setDeleting(true);
    try {
      await api({ path: `/wc/v3/coupons/${coupon.id}?force=true`, method: "DELETE" });
      dialog.current?.close();
      navigate("/wp-admin/ma-giam-gia/", { state: { deleted: coupon.code } });
    } catch (error) {
      dialog.current?.close();
      setStatus({ kind: "failed", text: apiErrorMessage(error) });
    } finally {
      setDeleting(false);
    }
  }

  const percent = form.discount_type === "percent";
  return (
    <div>
      <Link to="/wp-admin/ma-giam-gia/" className="inline-flex min-h-11 items-center text-brand-700 underline">
        {tBackOffice("coupon.back")}
      </Link>
      <h1 className="mt-1 text-2xl font-bold break-all">{coupon ? tBackOffice("coupon.editTitle", { code: coupon.code }) : tBackOffice("coupon.newTitle")}</h1>
      {coupon ? <p className="mt-1 text-muted">{tBackOffice("coupon.used", { count: coupon.usage_count })}</p> : null}

      <form ref={formRef} onSubmit={save} noValidate className="mt-4 grid items-start gap-4 lg:grid-cols-[2fr_1fr]">
        <div className="space-y-4">
          <section aria-labelledby="coupon-general" className="bo-card">
            <h2 id="coupon-general" className="text-lg font-semibold">
              {tBackOffice("coupon.section.general")}
            </h2>
            <Field name="code" label={tBackOffice("coupon.code")} hint={tBackOffice("coupon.codeHint")} error={errors.code}>
              {(p) => <input {...p} type="text" value={form.code} onChange={(e) => set("code", e.currentTarget.value)} maxLength={100} autoCapitalize="none" autoComplete="off" spellCheck={false} />}
            </Field>
            <Field name="description" label={tBackOffice("coupon.description")} error={errors.description}>
              {(p) => <textarea {...p} rows={2} value={form.description} onChange={(e) => set("description", e.currentTarget.value)} />}
            </Field>
            <div className="grid gap-x-4 sm:grid-cols-2">
              <Field name="discount_type" label={tBackOffice("coupon.type")} error={errors.discount_type}>
                {(p) => (
                  <select {...p} value={form.discount_type} onChange={(e) => set("discount_type", e.currentTarget.value as CouponForm["discount_type"])}>
                    {COUPON_DISCOUNT_TYPES.map((t) => (
                      <option key={t} value={t}>
                        {tBackOffice(`coupons.type.${t}`)}
                      </option>
                    ))}
                  </select>
                )}
              </Field>
              <Field
                name="amount"
                label={tBackOffice("coupon.amount")}
                hint={tBackOffice(percent ? "coupon.amountHintPercent" : "coupon.amountHintDong")}
                error={errors.amount}
                after={<Preview of="coupon-amount" text={amountPreview(form.discount_type, form.amount)} />}
              >
                {(p) => <input {...p} type="text" inputMode="decimal" autoComplete="off" value={form.amount} onChange={(e) => set("amount", e.currentTarget.value)} />}
              </Field>
            </div>
            <Checkbox name="free_shipping" label={tBackOffice("coupon.freeShipping")} hint={tBackOffice("coupon.freeShippingHint")} checked={form.free_shipping} onChange={(v) => set("free_shipping", v)} error={errors.free_shipping} />
            <Field name="expires" label={tBackOffice("coupon.expires")} hint={tBackOffice("coupon.expiresHint")} error={errors.expires}>
              {(p) => <input {...p} type="date" value={form.expires} onChange={(e) => set("expires", e.currentTarget.value)} className={`${p.className} max-w-56`} />}
            </Field>
          </section>

          <section aria-labelledby="coupon-restrictions" className="bo-card">
            <h2 id="coupon-restrictions" className="text-lg font-semibold">
              {tBackOffice("coupon.section.restrictions")}
            </h2>
            <div className="grid gap-x-4 sm:grid-cols-2">
              <Field name="minimum_amount" label={tBackOffice("coupon.minimum")} hint={tBackOffice("coupon.spendHint")} error={errors.minimum_amount} after={<Preview of="coupon-minimum_amount" text={dongPreview(form.minimum_amount)} />}>
                {(p) => <input {...p} type="text" inputMode="numeric" autoComplete="off" value={form.minimum_amount} onChange={(e) => set("minimum_amount", e.currentTarget.value)} />}
              </Field>
              <Field name="maximum_amount" label={tBackOffice("coupon.maximum")} hint={tBackOffice("coupon.spendHint")} error={errors.maximum_amount} after={<Preview of="coupon-maximum_amount" text={dongPreview(form.maximum_amount)} />}>
                {(p) => <input {...p} type="text" inputMode="numeric" autoComplete="off" value={form.maximum_amount} onChange={(e) => set("maximum_amount", e.currentTarget.value)} />}
              </Field>
            </div>
            <Checkbox name="individual_use" label={tBackOffice("coupon.individualUse")} checked={form.individual_use} onChange={(v) => set("individual_use", v)} error={errors.individual_use} />
            <IdPicker
              label={tBackOffice("coupon.products")}
              hint={tBackOffice("coupon.productsHint")}
              error={errors.product_ids}
              chosen={form.product_ids}
              nameOf={(id) => productNames.get(id) ?? unknown(id)}
              find={findProducts}
              onChange={pickedProduct("product_ids")}
            />
            <IdPicker
              label={tBackOffice("coupon.excludedProducts")}
              error={errors.excluded_product_ids}
              chosen={form.excluded_product_ids}
              nameOf={(id) => productNames.get(id) ?? unknown(id)}
              find={findProducts}
              onChange={pickedProduct("excluded_product_ids")}
            />
            <IdPicker
              label={tBackOffice("coupon.categories")}
              hint={tBackOffice("coupon.categoriesHint")}
              error={errors.product_categories}
              chosen={form.product_categories}
              nameOf={(id) => categoryNames.get(id) ?? unknown(id)}
              find={findCategories}
              onChange={(ids) => set("product_categories", ids)}
            />
            <IdPicker
              label={tBackOffice("coupon.excludedCategories")}
              error={errors.excluded_product_categories}
              chosen={form.excluded_product_categories}
              nameOf={(id) => categoryNames.get(id) ?? unknown(id)}
              find={findCategories}
              onChange={(ids) => set("excluded_product_categories", ids)}
            />
            <Field name="emails" label={tBackOffice("coupon.emails")} hint={tBackOffice("coupon.emailsHint")} error={errors.emails}>
              {(p) => <textarea {...p} rows={2} inputMode="email" autoCapitalize="none" spellCheck={false} value={form.emails} onChange={(e) => set("emails", e.currentTarget.value)} />}
            </Field>
          </section>

          <section aria-labelledby="coupon-limits" className="bo-card">
            <h2 id="coupon-limits" className="text-lg font-semibold">
              {tBackOffice("coupon.section.limits")}
            </h2>
            <div className="grid gap-x-4 sm:grid-cols-2">
              <Field name="usage_limit" label={tBackOffice("coupon.usageLimit")} hint={tBackOffice("coupon.limitHint")} error={errors.usage_limit}>
                {(p) => <input {...p} type="text" inputMode="numeric" autoComplete="off" value={form.usage_limit} onChange={(e) => set("usage_limit", e.currentTarget.value)} />}
              </Field>
              <Field name="usage_limit_per_user" label={tBackOffice("coupon.usageLimitPerUser")} hint={tBackOffice("coupon.limitHint")} error={errors.usage_limit_per_user}>
                {(p) => <input {...p} type="text" inputMode="numeric" autoComplete="off" value={form.usage_limit_per_user} onChange={(e) => set("usage_limit_per_user", e.currentTarget.value)} />}
              </Field>
            </div>
          </section>
        </div>

        <section aria-label={tBackOffice("coupon.status")} className="bo-card lg:sticky lg:top-4 [&>div:first-child]:mt-0">
          <Field name="status" label={tBackOffice("coupon.status")} error={errors.status}>
            {(p) => (
              <select {...p} value={form.status} onChange={(e) => set("status", e.currentTarget.value as CouponForm["status"])}>
                <option value="publish">{tBackOffice("coupon.status.publish")}</option>
                <option value="draft">{tBackOffice("coupon.status.draft")}</option>
              </select>
            )}
          </Field>
          <button type="submit" className="bo-button mt-4 w-full" disabled={busy}>
            {busy ? tBackOffice("coupon.saving") : coupon ? tBackOffice("coupon.save") : tBackOffice("coupon.create")}
          </button>
          <p role="status" aria-live="polite" className={`mt-2 font-medium ${status?.kind === "saved" ? "text-green-800" : "text-sale"}`}>
            {status?.text ?? ""}
          </p>
          {coupon ? (
            <button type="button" className={`${DANGER} mt-4 w-full border-sale bg-white text-sale hover:bg-red-50`} onClick={() => dialog.current?.showModal()}>
              {tBackOffice("coupon.delete")}
            </button>
          ) : null}
        </section>
      </form>

      {coupon ? (
        <dialog ref={dialog} aria-labelledby={dialogTitle} className="m-auto w-[min(32rem,calc(100%-2rem))] rounded-lg bg-white p-5 text-ink shadow-xl backdrop:bg-black/50">
          <h2 id={dialogTitle} className="text-lg font-semibold break-all">
            {tBackOffice("coupon.deleteTitle", { code: coupon.code })}
          </h2>
          <p className="mt-2">{tBackOffice("coupon.deleteText")}</p>
          <div className="mt-4 flex flex-wrap justify-end gap-3">
            {/* The harmless answer takes the focus: Enter or Escape keeps the coupon. */}
            <button type="button" className="bo-button-secondary" autoFocus onClick={() => dialog.current?.close()}>
              {tBackOffice("coupon.deleteCancel")}
            </button>
            <button type="button" className={`${DANGER} border-sale bg-sale text-white hover:bg-red-800`} disabled={deleting} onClick={remove}>
              {deleting ? tBackOffice("coupon.deleting") : tBackOffice("coupon.deleteConfirm")}
            </button>
          </div>
        </dialog>
      ) : null}
    </div>
  );
}
