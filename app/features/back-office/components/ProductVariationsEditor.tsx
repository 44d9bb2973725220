import { useEffect, useId, useState } from "react";
import { useRevalidator } from "react-router";
import { api, apiErrorMessage } from "../api";
import { type WcProduct, type WcVariation, priceForApi, stockForApi } from "../wc-product";
import { tBackOffice } from "~/lib/i18n/areas/back-office";
import { tCatalogAdmin } from "~/lib/i18n/areas/back-office-catalog";
import { ConfirmButton } from "./ConfirmButton";
import { LabelledField, fieldErrorsOf } from "./LabelledField";

/**
 * A product's attributes and, for a variable product, the making and removing of its variations
 * (WooCommerce's "Attributes" and "Variations" panels): which global attributes it uses and which
 * of their terms it offers (`PUT products/{id}` `attributes`), then one variation per choice of
 * values with its own price, SKU, stock and picture (`POST products/{id}/variations`). Each
 * write reloads the screen's data.
 */

type WcAttribute = { id: number; name: string; slug: string; type: string };
type WcAttributeTerm = { id: number; name: string; slug: string; color: string };
type Message = { ok: boolean; text: string; fields?: Record<string, string> };

type Product = Pick<WcProduct, "id" | "type" | "attributes" | "images">;

function useAttributes() {
  const [loaded, setLoaded] = useState<{ attributes: WcAttribute[]; terms: Record<number, WcAttributeTerm[]> } | { error: string } | null>(null);
  useEffect(() => {
    let live = true;
    (async () => {
      const attributes = await api<WcAttribute[]>({ path: "/wc/v3/products/attributes" });
      const lists = await Promise.all(attributes.map((a) => api<WcAttributeTerm[]>({ path: `/wc/v3/products/attributes/${a.id}/terms?per_page=-1` })));
      if (live) setLoaded({ attributes, terms: Object.fromEntries(attributes.map((a, i) => [a.id, lists[i]!])) });
    })().catch((error: unknown) => live && setLoaded({ error: apiErrorMessage(error) }));
    return () => {
      live = false;
    };
  }, []);
  return loaded;
}

function Outcome({ message }: { message: Message | null }) {
  return (
    <p role={message?.ok === false ? "alert" : "status"} className={message?.ok === false ? "font-medium text-sale" : "text-green-800"}>
      {message?.text ?? ""}
    </p>
  );
}

/** Which attributes the product uses and which terms of each it offers. */
function AttributesForm({ product, attributes, terms }: { product: Product; attributes: WcAttribute[]; terms: Record<number, WcAttributeTerm[]> }) {
  const revalidator = useRevalidator();
  const [busy, setBusy] = useState(false);
  const [message, setMessage] = useState<Message | null>(null);
  const variable = product.type === "variable";
  const save = async (form: HTMLFormElement) => {
    const data = new FormData(form);
    const chosen = attributes
      .map((a, position) => ({
        id: a.id,
        position,
        visible: true,
        variation: variable && data.get(`variation-${a.id}`) === "1",
        options: data.getAll(`terms-${a.id}`).map(String),
      }))
      .filter((a) => a.options.length > 0);
    setBusy(true);
    try {
      await api({ path: `/wc/v3/products/${product.id}`, method: "PUT", data: { attributes: chosen } });
      await revalidator.revalidate();
      setMessage({ ok: true, text: tCatalogAdmin("attrs.saved") });
    } catch (error) {
      setMessage({ ok: false, text: apiErrorMessage(error) });
    } finally {
      setBusy(false);
    }
  };
  return (
    <form
      noValidate
      onSubmit={(e) => {
        e.preventDefault();
        void save(e.currentTarget);
      }}
      className="space-y-4"
      aria-label={tCatalogAdmin("attrs.title")}
    >
      {attributes.map((attribute) => {
        const used = product.attributes.find((a) => a.id === attribute.id);
        return (
          <fieldset key={attribute.id} className="border-t border-gray-200 pt-3 first:border-0 first:pt-0">
            <legend className="font-semibold">{attribute.name}</legend>
            <ul className="flex flex-wrap gap-x-4">
              {(terms[attribute.id] ?? []).map((term) => (
                <li key={term.id}>
                  <label className="flex min-h-11 items-center gap-2">
                    <input type="checkbox" name={`terms-${attribute.id}`} value={term.name} defaultChecked={used?.options.includes(term.name) ?? false} className="size-5" />
                    {term.color ? <span aria-hidden="true" className="inline-block size-5 rounded-full border border-gray-400" style={{ background: term.color }} /> : null}
                    <span>{term.name}</span>
                  </label>
                </li>
              ))}
            </ul>
            {variable ? (
              <label className="flex min-h-11 items-center gap-3 text-sm">
                <input type="checkbox" name={`variation-${attribute.id}`} value="1" defaultChecked={used ? used.variation : true} className="size-5" />
                <span>{tCatalogAdmin("attrs.forVariations", { name: attribute.name })}</span>
              </label>
            ) : null}
          </fieldset>
        );
      })}
      <div className="flex flex-wrap items-center gap-3">
        <button type="submit" className="bo-button-secondary" disabled={busy}>
          {tCatalogAdmin("attrs.save")}
        </button>
        <Outcome message={message} />
      </div>
    </form>
  );
}

/** A picture for a variation, from the product's own pictures (or none). */
export function ImageChoice({ images, name, value, onChange, legend }: { images: Product["images"]; name: string; value: number; onChange?: (id: number) => void; legend: string }) {
  return (
    <fieldset>
      <legend className="font-medium">{legend}</legend>
      <div className="mt-1 flex flex-wrap gap-2">
        {[{ id: 0, src: "", alt: "", name: "" }, ...images].map((image) => (
          <label key={image.id} className="flex cursor-pointer items-center gap-2 rounded-md border border-gray-300 p-1 has-[:checked]:border-brand-700 has-[:checked]:ring-2 has-[:checked]:ring-brand-700">
            <input type="radio" name={name} value={image.id} defaultChecked={image.id === value} onChange={() => onChange?.(image.id)} className="size-5" />
            {image.id === 0 ? (
              <span className="px-1">{tCatalogAdmin("vars.noImage")}</span>
            ) : (
              <img src={image.src} alt={image.alt || image.name} width={48} height={48} className="size-12 rounded object-cover" />
            )}
          </label>
        ))}
      </div>
    </fieldset>
  );
}

/** The form making one variation: a value of each attribute used for variations, its price, SKU, stock and picture. */
function NewVariationForm({ product }: { product: Product }) {
  const revalidator = useRevalidator();
  const [busy, setBusy] = useState(false);
  const [message, setMessage] = useState<Message | null>(null);
  const [formKey, setFormKey] = useState(0);
  const headingId = useId();
  const axes = product.attributes.filter((a) => a.variation && a.options.length > 0);
  if (axes.length === 0) return <p className="text-muted">{tCatalogAdmin("vars.needAttributes")}</p>;
  const errors = message?.fields ?? {};
  const create = async (form: HTMLFormElement) => {
    const data = new FormData(form);
    const fields: Record<string, string> = {};
    const body: Record<string, unknown> = { attributes: axes.map((a) => ({ id: a.id, option: String(data.get(`attribute-${a.id}`) ?? "") })), sku: String(data.get("sku") ?? "") };
    for (const field of ["regular_price", "sale_price"]) {
      const price = priceForApi(String(data.get(field) ?? ""));
      if (price === null) fields[field] = tBackOffice("product.priceInvalid");
      else if (price !== "") body[field] = price;
    }
    if (body.regular_price === undefined && !fields.regular_price) fields.regular_price = tCatalogAdmin("new.priceRequired");
    const stock = String(data.get("stock_quantity") ?? "").trim();
    if (stock !== "") {
      const quantity = stockForApi(stock);
      if (quantity === null) fields.stock_quantity = tBackOffice("products.stockInvalid");
      body.manage_stock = true;
      body.stock_quantity = quantity;
    }
    const image = Number(data.get("image") ?? 0);
    if (image > 0) body.image = { id: image };
    if (Object.keys(fields).length > 0) {
      setMessage({ ok: false, text: tBackOffice("product.fixErrors"), fields });
      return;
    }
    setBusy(true);
    try {
      const made = await api<WcVariation>({ path: `/wc/v3/products/${product.id}/variations`, method: "POST", data: body });
      await revalidator.revalidate();
      setFormKey((k) => k + 1);
      setMessage({ ok: true, text: tCatalogAdmin("vars.created", { name: made.attributes.map((a) => a.option).join(" / ") }) });
    } catch (error) {
      setMessage({ ok: false, text: apiErrorMessage(error), fields: fieldErrorsOf(error) });
    } finally {
      setBusy(false);
    }
  };
  return (
    <form
      key={formKey}
      noValidate
      aria-labelledby={headingId}
      onSubmit={(e) => {
        e.preventDefault();
        void create(e.currentTarget);
      }}
      className="space-y-3"
    >
      <h3 id={headingId} className="font-semibold">
        {tCatalogAdmin("vars.add")}
      </h3>
      <div className="grid gap-3 sm:grid-cols-2 lg:grid-cols-4">
        {axes.map((axis) => (
          <LabelledField key={axis.id} label={axis.name} name={`attribute-${axis.id}`} error={errors.attributes}>
            {(props) => (
              <select {...props} name={`attribute-${axis.id}`} className="bo-field">
                {axis.options.map((option) => (
                  <option key={option} value={option}>
                    {option}
                  </option>
                ))}
              </select>
            )}
          </LabelledField>
        ))}
        <LabelledField label={tBackOffice("product.regularPrice")} name="regular_price" error={errors.regular_price}>
          {(props) => <input {...props} name="regular_price" inputMode="numeric" autoComplete="off" className="bo-field" />}
        </LabelledField>
        <LabelledField label={tBackOffice("product.salePrice")} name="sale_price" error={errors.sale_price}>
          {(props) => <input {...props} name="sale_price" inputMode="numeric" autoComplete="off" className="bo-field" />}
        </LabelledField>
        <LabelledField label={tBackOffice("product.sku")} name="sku" error={errors.sku}>
          {(props) => <input {...props} name="sku" maxLength={100} autoCapitalize="characters" spellCheck={false} className="bo-field" />}
        </LabelledField>
        <LabelledField label={tBackOffice("product.stockQuantity")} name="stock_quantity" hint={tCatalogAdmin("vars.stockHint")} error={errors.stock_quantity}>
          {(props) => <input {...props} name="stock_quantity" type="number" inputMode="numeric" min={0} step={1} className="bo-field" />}
        </LabelledField>
      </div>
      <ImageChoice images={product.images} name="image" value={0} legend={tCatalogAdmin("vars.image")} />
      <div className="flex flex-wrap items-center gap-3">
        <button type="submit" className="bo-button" disabled={busy}>
          {tCatalogAdmin("vars.create")}
        </button>
        <Outcome message={message} />
      </div>
    </form>
  );
}

/** The attributes' panel once opened: the attributes and their terms are read only then. */
function AttributesPanel({ product }: { product: Product }) {
  const loaded = useAttributes();
  if (loaded === null) return <p className="text-muted">{tBackOffice("frame.loading")}</p>;
  if ("error" in loaded) return <p role="alert">{loaded.error}</p>;
  return <AttributesForm product={product} attributes={loaded.attributes} terms={loaded.terms} />;
}

/**
 * The product's attributes, and for a variable product the new-variation form. Folded away (and
 * its data not fetched) unless the product is variable without variations yet, the moment after
 * it was made, when they are what the owner sets next.
 */
export function ProductVariationsEditor({ product, variationCount }: { product: Product; variationCount: number }) {
  const [open, setOpen] = useState(product.type === "variable" && variationCount === 0);
  return (
    <section className="bo-card space-y-4" aria-labelledby="product-attributes">
      <details open={open} onToggle={(e) => setOpen(e.currentTarget.open)}>
        <summary className="flex min-h-11 cursor-pointer items-center">
          <h2 id="product-attributes" className="text-lg font-semibold">
            {tCatalogAdmin(product.type === "variable" ? "attrs.titleVariable" : "attrs.title")}
          </h2>
        </summary>
        {open ? (
          <div className="mt-2 space-y-4">
            <p className="text-sm text-muted">{tCatalogAdmin(product.type === "variable" ? "attrs.hintVariable" : "attrs.hintSimple")}</p>
            <AttributesPanel product={product} />
            {product.type === "variable" ? (
              <div className="border-t border-gray-200 pt-4">
                <NewVariationForm product={product} />
              </div>
            ) : null}
          </div>
        ) : null}
      </details>
    </section>
  );
}

/** A variation's own tools in its row: its picture (saved as chosen) and its deletion, asked about first. */
export function VariationTools({ productId, variation, images }: { productId: number; variation: Pick<WcVariation, "id" | "image" | "attributes">; images: Product["images"] }) {
  const revalidator = useRevalidator();
  const [busy, setBusy] = useState(false);
  const [message, setMessage] = useState<Message | null>(null);
  const label = variation.attributes.map((a) => a.option).join(" / ");
  const run = async (work: () => Promise<unknown>, done: string) => {
    setBusy(true);
    try {
      await work();
      await revalidator.revalidate();
      setMessage({ ok: true, text: done });
    } catch (error) {
      setMessage({ ok: false, text: apiErrorMessage(error) });
    } finally {
      setBusy(false);
    }
  };
  return (
    <div className="mt-3 space-y-2">
      {images.length > 0 ? (
        <ImageChoice
          images={images}
          name={`variation-image-${variation.id}`}
          value={variation.image?.id ?? 0}
          legend={tCatalogAdmin("vars.imageOf", { name: label })}
          onChange={(id) => run(() => api({ path: `/wc/v3/products/${productId}/variations/${variation.id}`, method: "PUT", data: { image: id > 0 ? { id } : null } }), tCatalogAdmin("vars.imageSaved", { name: label }))}
        />
      ) : null}
      <ConfirmButton
        label={tCatalogAdmin("vars.delete")}
        question={tCatalogAdmin("vars.deleteQuestion", { name: label })}
        confirmLabel={tCatalogAdmin("vars.deleteConfirm")}
        cancelLabel={tCatalogAdmin("remove.cancel")}
        busy={busy}
        onConfirm={() => run(() => api({ path: `/wc/v3/products/${productId}/variations/${variation.id}?force=true`, method: "DELETE" }), tCatalogAdmin("vars.deleted", { name: label }))}
      />
      <Outcome message={message} />
    </div>
  );
}
