import { useEffect, useRef, useState } from "react";
import { Link, data, redirect, useFetcher } from "react-router";
import { api, apiErrorMessage } from "~/features/back-office/api";
import { ConfirmButton } from "~/features/back-office/components/ConfirmButton";
import { LabelledField, fieldErrorsOf } from "~/features/back-office/components/LabelledField";
import { ScreenError } from "~/features/back-office/components/ScreenError";
import { tBackOffice } from "~/lib/i18n/areas/back-office";
import { tCatalogAdmin } from "~/lib/i18n/areas/back-office-catalog";
import type { Route } from "./+types/attributes";

/**
 * The product attributes (WooCommerce's Products › Attributes): the list, a new one, and the
 * chosen one's name, address and swatch kind with its terms, each with its swatch (a colour and
 * an optional second colour for a split swatch, a short label, or a picture by its media id).
 * All through `wc/v3/products/attributes` and its `terms`; a change shows on the shop at once.
 */

type WcAttribute = { id: number; name: string; slug: string; type: SwatchType };
type WcTerm = { id: number; name: string; slug: string; menu_order: number; count: number; color: string; color2: string; label: string; image: { id: number; src: string; alt: string } | null };
const SWATCH_TYPES = ["select", "color", "image", "label"] as const;
type SwatchType = (typeof SWATCH_TYPES)[number];

export async function clientLoader({ request }: Route.ClientLoaderArgs) {
  const attributes = await api<WcAttribute[]>({ path: "/wc/v3/products/attributes", signal: request.signal });
  const wanted = Number(new URL(request.url).searchParams.get("id"));
  const selected = attributes.find((a) => a.id === wanted) ?? attributes[0] ?? null;
  if (wanted && !attributes.some((a) => a.id === wanted)) throw data(null, { status: 404 });
  const terms = selected ? await api<WcTerm[]>({ path: `/wc/v3/products/attributes/${selected.id}/terms?per_page=-1`, signal: request.signal }) : [];
  return { attributes, selected, terms };
}

type Answer = { intent: string; key: string; ok: boolean; message: string; fields?: Record<string, string> };

const text = (form: FormData, name: string) => String(form.get(name) ?? "").trim();

/** A term's swatch fields as the API takes them: only those the form shows are sent. */
function termBody(form: FormData): Record<string, unknown> {
  const body: Record<string, unknown> = { name: text(form, "name") };
  if (form.has("slug")) body.slug = text(form, "slug");
  if (form.has("color")) body.color = text(form, "color");
  if (form.has("color2_shown")) body.color2 = form.get("has_color2") === "1" ? text(form, "color2") : "";
  if (form.has("label")) body.label = text(form, "label");
  if (form.has("image")) {
    const image = text(form, "image");
    body.image = image === "" ? null : { id: /^\d{1,10}$/.test(image) ? Number(image) : -1 };
  }
  return body;
}

export async function clientAction({ request }: Route.ClientActionArgs): Promise<Answer | Response> {
  const form = await request.formData();
  const intent = String(form.get("intent"));
  const attribute = Number(form.get("attribute"));
  const term = Number(form.get("term"));
  const key = String(form.get("key") ?? intent);
  const done = (message: string): Answer => ({ intent, key, ok: true, message });
  try {
    switch (intent) {
      case "create-attribute": {
        const made = await api<WcAttribute>({ path: "/wc/v3/products/attributes", method: "POST", data: { name: text(form, "name"), slug: text(form, "slug") || undefined, type: text(form, "type") } });
        return redirect(`/wp-admin/thuoc-tinh/?id=${made.id}`);
      }
      case "update-attribute": {
        const saved = await api<WcAttribute>({ path: `/wc/v3/products/attributes/${attribute}`, method: "PUT", data: { name: text(form, "name"), slug: text(form, "slug"), type: text(form, "type") } });
        return done(tCatalogAdmin("attributes.saved", { name: saved.name }));
      }
      case "delete-attribute":
        await api({ path: `/wc/v3/products/attributes/${attribute}?force=true`, method: "DELETE" });
        return redirect("/wp-admin/thuoc-tinh/");
      case "create-term": {
        const made = await api<WcTerm>({ path: `/wc/v3/products/attributes/${attribute}/terms`, method: "POST", data: termBody(form) });
        return done(tCatalogAdmin("terms.created", { name: made.name }));
      }
      case "update-term": {
        const saved = await api<WcTerm>({ path: `/wc/v3/products/attributes/${attribute}/terms/${term}`, method: "PUT", data: termBody(form) });
        return done(tCatalogAdmin("terms.saved", { name: saved.name }));
      }
      case "delete-term": {
        const gone = await api<WcTerm>({ path: `/wc/v3/products/attributes/${attribute}/terms/${term}?force=true`, method: "DELETE" });
        return done(tCatalogAdmin("terms.deleted", { name: gone.name }));
      }
    }
    return { intent, key, ok: false, message: tBackOffice("api.unknown") };
  } catch (error) {
    return { intent, key, ok: false, message: apiErrorMessage(error), fields: fieldErrorsOf(error) };
  }
}

export function HydrateFallback() {
  return (
    <div aria-busy="true">
      <h1 className="text-2xl font-bold">{tCatalogAdmin("attributes.title")}</h1>
      <p className="mt-4 text-muted">{tBackOffice("frame.loading")}</p>
    </div>
  );
}

export const ErrorBoundary = ScreenError;

function Outcome({ answer }: { answer: Answer | undefined }) {
  const ref = useRef<HTMLParagraphElement>(null);
  useEffect(() => {
    if (answer?.ok === false) ref.current?.focus();
  }, [answer]);
  return (
    <p ref={ref} tabIndex={-1} role={answer?.ok === false ? "alert" : "status"} className={answer?.ok === false ? "font-medium text-sale" : "text-green-800"}>
      {answer?.message ?? ""}
    </p>
  );
}

function TypeSelect({ value, error }: { value: SwatchType; error?: string }) {
  return (
    <LabelledField label={tCatalogAdmin("attributes.type")} name="type" hint={tCatalogAdmin("attributes.typeHint")} error={error}>
      {(props) => (
        <select {...props} name="type" defaultValue={value} className="bo-field">
          {SWATCH_TYPES.map((t) => (
            <option key={t} value={t}>
              {tCatalogAdmin(`attributes.type.${t}`)}
            </option>
          ))}
        </select>
      )}
    </LabelledField>
  );
}

/** A term's swatch: a colour (and a second one), a label or a picture, as the attribute's kind draws it. */
function SwatchFields({ type, term, errors }: { type: SwatchType; term?: WcTerm; errors: Record<string, string> }) {
  const [second, setSecond] = useState(Boolean(term?.color2));
  if (type === "color") {
    return (
      <>
        <LabelledField label={tCatalogAdmin("terms.color")} name="color" error={errors.color}>
          {(props) => <input {...props} type="color" name="color" defaultValue={term?.color || "#000000"} className="bo-field h-11 w-20 p-1" />}
        </LabelledField>
        <div>
          <input type="hidden" name="color2_shown" value="1" />
          <label className="flex min-h-11 items-center gap-3">
            <input type="checkbox" name="has_color2" value="1" checked={second} onChange={(e) => setSecond(e.target.checked)} className="size-5" />
            <span>{tCatalogAdmin("terms.hasColor2")}</span>
          </label>
          {second ? (
            <LabelledField label={tCatalogAdmin("terms.color2")} name="color2" error={errors.color2}>
              {(props) => <input {...props} type="color" name="color2" defaultValue={term?.color2 || "#ffffff"} className="bo-field h-11 w-20 p-1" />}
            </LabelledField>
          ) : null}
        </div>
      </>
    );
  }
  if (type === "label") {
    return (
      <LabelledField label={tCatalogAdmin("terms.label")} name="label" hint={tCatalogAdmin("terms.labelHint")} error={errors.label}>
        {(props) => <input {...props} name="label" maxLength={40} defaultValue={term?.label ?? ""} className="bo-field max-w-40" />}
      </LabelledField>
    );
  }
  if (type === "image") {
    return (
      <div className="flex items-end gap-3">
        {term?.image ? <img src={term.image.src} alt={term.image.alt} width={44} height={44} className="size-11 rounded object-cover" /> : null}
        <LabelledField label={tCatalogAdmin("terms.image")} name="image" hint={tCatalogAdmin("terms.imageHint")} error={errors.image}>
          {(props) => <input {...props} name="image" inputMode="numeric" defaultValue={term?.image?.id ?? ""} className="bo-field max-w-40" />}
        </LabelledField>
      </div>
    );
  }
  return null;
}

function TermRow({ attribute, term }: { attribute: WcAttribute; term: WcTerm }) {
  const fetcher = useFetcher<Answer>({ key: `term-${term.id}` });
  const answer = fetcher.data?.key === `term-${term.id}` ? fetcher.data : undefined;
  const errors = answer?.fields ?? {};
  return (
    <li className="border-t border-gray-200 py-4 first:border-0">
      <fetcher.Form method="post" noValidate aria-label={tCatalogAdmin("terms.editOf", { name: term.name })} className="grid items-start gap-3 sm:grid-cols-2 lg:grid-cols-4">
        <input type="hidden" name="intent" value="update-term" />
        <input type="hidden" name="key" value={`term-${term.id}`} />
        <input type="hidden" name="attribute" value={attribute.id} />
        <input type="hidden" name="term" value={term.id} />
        <LabelledField label={tCatalogAdmin("terms.name")} name="name" error={errors.name}>
          {(props) => <input {...props} name="name" defaultValue={term.name} required maxLength={200} className="bo-field" />}
        </LabelledField>
        <LabelledField label={tBackOffice("product.slug")} name="slug" error={errors.slug}>
          {(props) => <input {...props} name="slug" defaultValue={term.slug} maxLength={200} autoCapitalize="none" spellCheck={false} className="bo-field" />}
        </LabelledField>
        <SwatchFields type={attribute.type} term={term} errors={errors} />
        <div className="flex flex-wrap items-center gap-3 sm:col-span-2 lg:col-span-4">
          <span className="text-sm text-muted">{tCatalogAdmin("terms.count", { count: term.count })}</span>
          <button type="submit" className="bo-button-secondary" disabled={fetcher.state !== "idle"}>
            {tCatalogAdmin("terms.save")}
          </button>
          <ConfirmButton
            label={tCatalogAdmin("terms.delete")}
            question={tCatalogAdmin("terms.deleteQuestion", { name: term.name, count: term.count })}
            confirmLabel={tCatalogAdmin("terms.deleteConfirm")}
            cancelLabel={tCatalogAdmin("remove.cancel")}
            busy={fetcher.state !== "idle"}
            onConfirm={() => fetcher.submit({ intent: "delete-term", key: `term-${term.id}`, attribute: String(attribute.id), term: String(term.id) }, { method: "post" })}
          />
          <Outcome answer={answer} />
        </div>
      </fetcher.Form>
    </li>
  );
}

function NewTermForm({ attribute }: { attribute: WcAttribute }) {
  const fetcher = useFetcher<Answer>({ key: "new-term" });
  const answer = fetcher.data?.key === "new-term" ? fetcher.data : undefined;
  const errors = answer?.fields ?? {};
  const form = useRef<HTMLFormElement>(null);
  // A term added, the form is emptied for the next one.
  useEffect(() => {
    if (answer?.ok) form.current?.reset();
  }, [answer]);
  return (
    <fetcher.Form ref={form} method="post" noValidate aria-labelledby="new-term" className="space-y-3">
      <h3 id="new-term" className="font-semibold">
        {tCatalogAdmin("terms.add")}
      </h3>
      <input type="hidden" name="intent" value="create-term" />
      <input type="hidden" name="key" value="new-term" />
      <input type="hidden" name="attribute" value={attribute.id} />
      <div className="grid items-start gap-3 sm:grid-cols-2 lg:grid-cols-4">
        <LabelledField label={tCatalogAdmin("terms.name")} name="name" error={errors.name}>
          {(props) => <input {...props} name="name" required maxLength={200} className="bo-field" />}
        </LabelledField>
        <SwatchFields type={attribute.type} errors={errors} />
      </div>
      <div className="flex flex-wrap items-center gap-3">
        <button type="submit" className="bo-button" disabled={fetcher.state !== "idle"}>
          {tCatalogAdmin("terms.create")}
        </button>
        <Outcome answer={answer} />
      </div>
    </fetcher.Form>
  );
}

export default function AttributesScreen({ loaderData }: Route.ComponentProps) {
  const { attributes, selected, terms } = loaderData;
  const create = useFetcher<Answer>({ key: "new-attribute" });
  const edit = useFetcher<Answer>({ key: "attribute" });
  const createAnswer = create.data?.intent === "create-attribute" ? create.data : undefined;
  const editAnswer = edit.data?.key === "attribute" ? edit.data : undefined;
  return (
    <div className="space-y-4">
      <h1 className="text-2xl font-bold">{tCatalogAdmin("attributes.title")}</h1>
      <p className="text-muted">{tCatalogAdmin("attributes.intro")}</p>
      {/* On a phone: the list, the chosen attribute with its terms, then the new attribute's form. */}
      <div className="grid items-start gap-4 lg:grid-cols-[1fr_2fr] lg:grid-rows-[auto_1fr]">
        <div className="contents">
          <nav aria-label={tCatalogAdmin("attributes.list")} className="bo-card order-1 lg:col-start-1 lg:row-start-1">
            <h2 className="text-lg font-semibold">{tCatalogAdmin("attributes.list")}</h2>
            {attributes.length === 0 ? <p className="mt-2 text-muted">{tCatalogAdmin("attributes.none")}</p> : null}
            <ul className="mt-2">
              {attributes.map((a) => (
                <li key={a.id}>
                  <Link
                    to={`/wp-admin/thuoc-tinh/?id=${a.id}`}
                    aria-current={a.id === selected?.id ? "page" : undefined}
                    className="group flex min-h-11 items-center justify-between gap-3 rounded-md px-3 text-brand-700 aria-[current=page]:bg-gray-100 aria-[current=page]:font-semibold aria-[current=page]:text-ink"
                  >
                    <span className="underline group-aria-[current=page]:no-underline">{a.name}</span>
                    <span className="text-sm text-muted">{tCatalogAdmin(`attributes.type.${a.type}`)}</span>
                  </Link>
                </li>
              ))}
            </ul>
          </nav>
          <create.Form method="post" noValidate aria-labelledby="new-attribute" className="bo-card order-3 space-y-3 lg:col-start-1 lg:row-start-2">
            <h2 id="new-attribute" className="text-lg font-semibold">
              {tCatalogAdmin("attributes.add")}
            </h2>
            <input type="hidden" name="intent" value="create-attribute" />
            <LabelledField label={tCatalogAdmin("attributes.name")} name="name" error={createAnswer?.fields?.name}>
              {(props) => <input {...props} name="name" required maxLength={200} className="bo-field" />}
            </LabelledField>
            <LabelledField label={tBackOffice("product.slug")} name="slug" hint={tCatalogAdmin("new.slugHint")} error={createAnswer?.fields?.slug}>
              {(props) => <input {...props} name="slug" maxLength={28} autoCapitalize="none" spellCheck={false} className="bo-field" />}
            </LabelledField>
            <TypeSelect value="select" error={createAnswer?.fields?.type} />
            <button type="submit" className="bo-button" disabled={create.state !== "idle"}>
              {tCatalogAdmin("attributes.create")}
            </button>
            <Outcome answer={createAnswer} />
          </create.Form>
        </div>

        {selected ? (
          <div className="order-2 space-y-4 lg:col-start-2 lg:row-span-2 lg:row-start-1" key={selected.id}>
            <section className="bo-card space-y-3" aria-labelledby="attribute-edit">
              <h2 id="attribute-edit" className="text-lg font-semibold">
                {tCatalogAdmin("attributes.editOf", { name: selected.name })}
              </h2>
              <edit.Form method="post" noValidate className="grid items-start gap-3 sm:grid-cols-3">
                <input type="hidden" name="intent" value="update-attribute" />
                <input type="hidden" name="key" value="attribute" />
                <input type="hidden" name="attribute" value={selected.id} />
                <LabelledField label={tCatalogAdmin("attributes.name")} name="name" error={editAnswer?.fields?.name}>
                  {(props) => <input {...props} name="name" defaultValue={selected.name} required maxLength={200} className="bo-field" />}
                </LabelledField>
                <LabelledField label={tBackOffice("product.slug")} name="slug" error={editAnswer?.fields?.slug}>
                  {(props) => <input {...props} name="slug" defaultValue={selected.slug.replace(/^pa_/, "")} maxLength={28} autoCapitalize="none" spellCheck={false} className="bo-field" />}
                </LabelledField>
                <TypeSelect value={selected.type} error={editAnswer?.fields?.type} />
                <div className="flex flex-wrap items-center gap-3 sm:col-span-3">
                  <button type="submit" className="bo-button-secondary" disabled={edit.state !== "idle"}>
                    {tCatalogAdmin("attributes.save")}
                  </button>
                  <ConfirmButton
                    label={tCatalogAdmin("attributes.delete")}
                    question={tCatalogAdmin("attributes.deleteQuestion", { name: selected.name })}
                    confirmLabel={tCatalogAdmin("attributes.deleteConfirm")}
                    cancelLabel={tCatalogAdmin("remove.cancel")}
                    busy={edit.state !== "idle"}
                    onConfirm={() => edit.submit({ intent: "delete-attribute", key: "attribute", attribute: String(selected.id) }, { method: "post" })}
                  />
                  <Outcome answer={editAnswer} />
                </div>
              </edit.Form>
            </section>

            <section className="bo-card" aria-labelledby="attribute-terms">
              <h2 id="attribute-terms" className="text-lg font-semibold">
                {tCatalogAdmin("terms.title", { name: selected.name })}
              </h2>
              {terms.length === 0 ? <p className="mt-2 text-muted">{tCatalogAdmin("terms.none")}</p> : null}
              <ul className="mt-2">
                {terms.map((t) => (
                  <TermRow key={t.id} attribute={selected} term={t} />
                ))}
              </ul>
              <div className="mt-4 border-t border-gray-200 pt-4">
                <NewTermForm attribute={selected} />
              </div>
            </section>
          </div>
        ) : null}
      </div>
    </div>
  );
}
