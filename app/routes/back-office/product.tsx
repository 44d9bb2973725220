import { useEffect, useRef, useState } from "react";
import { Link, data, useFetcher } from "react-router";
import { api, apiErrorMessage } from "~/features/back-office/api";
import { ProductRemoval } from "~/features/back-office/components/ProductRemoval";
import { ProductVariationsEditor, VariationTools } from "~/features/back-office/components/ProductVariationsEditor";
import { GalleryOrder, imagesForApi } from "~/features/back-office/components/GalleryOrder";
import { GroupedProducts } from "~/features/back-office/components/GroupedProducts";
import { RichTextEditor } from "~/features/back-office/components/RichTextEditor";
import { LabelledField } from "~/features/back-office/components/LabelledField";
import { ScreenError } from "~/features/back-office/components/ScreenError";
import { type WcProduct, type WcTerm, type WcVariation, categoryTree, priceForApi, stockForApi } from "~/features/back-office/wc-product";
import { tBackOffice } from "~/lib/i18n/areas/back-office";
import { formatDong, parseDong } from "~/lib/money";
import type { Route } from "./+types/product";

/**
 * One product (WooCommerce's Edit product): its name, address, status, descriptions (HTML, made
 * safe by the server), prices in đồng, SKU, stock, categories and tags; a variable product's
 * variations with their own price, SKU and stock; a grouped product's products. A save shows on
 * the storefront at once.
 */
export async function clientLoader({ params, request }: Route.ClientLoaderArgs) {
  const id = Number(params.productId);
  if (!Number.isSafeInteger(id) || id < 1) throw data(null, { status: 404 });
  const [product, categories, tags] = await Promise.all([
    api<WcProduct>({ path: `/wc/v3/products/${id}`, signal: request.signal }),
    api<WcTerm[]>({ path: "/wc/v3/products/categories?per_page=-1", signal: request.signal }),
    api<WcTerm[]>({ path: "/wc/v3/products/tags?per_page=-1", signal: request.signal }),
  ]);
  const variations = product.type === "variable" ? await api<WcVariation[]>({ path: `/wc/v3/products/${id}/variations?per_page=-1`, signal: request.signal }) : [];
  const grouped = product.type === "grouped" && product.grouped_products.length > 0 ? await api<WcProduct[]>({ path: `/wc/v3/products?include=${product.grouped_products.join(",")}&per_page=100&status=any`, signal: request.signal }) : [];
  return { product, categories: categoryTree(categories), tags, variations, groupedNames: grouped.map((p) => ({ id: p.id, name: p.sku ? `${p.name} (${p.sku})` : p.name })) };
}

type FieldErrors = Record<string, string>;
type ActionAnswer = { intent: "product" | "variation"; ok: boolean; message: string; fields?: FieldErrors; variationId?: number };

/** The fields a refusal names (WordPress's `data.params`), each with its reason. */
function fieldErrorsOf(error: unknown): FieldErrors {
  const params = (error as { data?: { params?: unknown } } | null)?.data?.params;
  return params && typeof params === "object" ? Object.fromEntries(Object.entries(params).map(([k, v]) => [k, String(v)])) : {};
}

/** The prices typed, as the API takes them, or the fields that are no amount of đồng. */
function readPrices(form: FormData): { ok: true; value: Record<string, string> } | { ok: false; fields: FieldErrors } {
  const value: Record<string, string> = {};
  const fields: FieldErrors = {};
  for (const name of ["regular_price", "sale_price"]) {
    if (!form.has(name)) continue;
    const price = priceForApi(String(form.get(name)));
    if (price === null) fields[name] = tBackOffice("product.priceInvalid");
    else value[name] = price;
  }
  return Object.keys(fields).length > 0 ? { ok: false, fields } : { ok: true, value };
}

/**
 * Whether the owner changed the quantity shown: only then is it sent, so the sales made while the
 * screen was open are not undone by a save of the other fields.
 */
const stockChanged = (form: FormData) => form.has("stock_quantity") && String(form.get("stock_quantity")).trim() !== String(form.get("stock_quantity_shown") ?? "");

export async function clientAction({ params, request }: Route.ClientActionArgs): Promise<ActionAnswer> {
  const form = await request.formData();
  const id = Number(params.productId);
  if (form.get("intent") === "variation") {
    const variationId = Number(form.get("variation"));
    const prices = readPrices(form);
    const fields: FieldErrors = prices.ok ? {} : prices.fields;
    const body: Record<string, unknown> = { ...(prices.ok ? prices.value : {}), sku: String(form.get("sku") ?? "") };
    if (stockChanged(form)) {
      const quantity = stockForApi(String(form.get("stock_quantity")));
      if (quantity === null) fields.stock_quantity = tBackOffice("products.stockInvalid");
      body.stock_quantity = quantity;
    }
    if (Object.keys(fields).length > 0) return { intent: "variation", variationId, ok: false, message: tBackOffice("product.fixErrors"), fields };
    try {
      await api({ path: `/wc/v3/products/${id}/variations/${variationId}`, method: "PUT", data: body });
      return { intent: "variation", variationId, ok: true, message: tBackOffice("product.variationSaved", { name: String(form.get("label") ?? "") }) };
    } catch (error) {
      return { intent: "variation", variationId, ok: false, message: apiErrorMessage(error), fields: fieldErrorsOf(error) };
    }
  }

  const prices = readPrices(form);
  const fields: FieldErrors = prices.ok ? {} : { ...prices.fields };
  // A variable product's stock is its variations': its own fields are not shown, nor sent.
  const hasStock = form.get("stock_fields") === "1";
  const manageStock = form.get("manage_stock") === "1";
  const body: Record<string, unknown> = {
    name: String(form.get("name") ?? ""),
    slug: String(form.get("slug") ?? ""),
    // A private product keeps its status unless the owner picks another.
    ...(form.get("status") === "draft" || form.get("status") === "publish" ? { status: form.get("status") } : {}),
    short_description: String(form.get("short_description") ?? ""),
    description: String(form.get("description") ?? ""),
    sku: String(form.get("sku") ?? ""),
    ...(hasStock ? { manage_stock: manageStock } : {}),
    categories: form.getAll("categories").map((c) => ({ id: Number(c) })),
    tags: form.getAll("tags").map((t) => ({ id: Number(t) })),
    ...imagesForApi(form),
    ...(prices.ok ? prices.value : {}),
    ...(form.get("grouped_fields") === "1" ? { grouped_products: form.getAll("grouped_products").map(Number) } : {}),
  };
  if (body.name === "") fields.name = tBackOffice("rest.nameEmpty");
  if (!hasStock) {
    // Nothing of the stock to send.
  } else if (manageStock) {
    if (stockChanged(form) || form.get("stock_quantity_shown") === "") {
      const quantity = stockForApi(String(form.get("stock_quantity") ?? ""));
      if (quantity === null) fields.stock_quantity = tBackOffice("products.stockInvalid");
      body.stock_quantity = quantity;
    }
  } else if (form.has("stock_status")) {
    body.stock_status = String(form.get("stock_status"));
  }
  if (Object.keys(fields).length > 0) return { intent: "product", ok: false, message: tBackOffice("product.fixErrors"), fields };
  try {
    await api({ path: `/wc/v3/products/${id}`, method: "PUT", data: body });
    return { intent: "product", ok: true, message: tBackOffice("product.saved") };
  } catch (error) {
    return { intent: "product", ok: false, message: apiErrorMessage(error), fields: fieldErrorsOf(error) };
  }
}

export function HydrateFallback() {
  return (
    <div aria-busy="true">
      <h1 className="text-2xl font-bold">{tBackOffice("product.title")}</h1>
      <p className="mt-4 text-muted">{tBackOffice("frame.loading")}</p>
    </div>
  );
}

export const ErrorBoundary = ScreenError;

/** A price in đồng, typed as the owner writes it, with how the shop will show it. */
function PriceField({ label, name, value, error, hint }: { label: string; name: string; value: string; error?: string; hint?: string }) {
  const [typed, setTyped] = useState(value === "" ? "" : new Intl.NumberFormat("vi-VN").format(Number(value)));
  const dong = typed.trim() === "" ? null : parseDong(typed);
  return (
    <LabelledField label={label} name={name} hint={hint} error={error}>
      {(props) => (
        <>
          <input {...props} name={name} inputMode="numeric" autoComplete="off" value={typed} onChange={(e) => setTyped(e.target.value)} className="bo-field" />
          <output htmlFor={props.id} className="mt-1 block text-sm text-muted">
            {dong !== null ? tBackOffice("product.priceShown", { price: formatDong(dong) }) : "\u00a0"}
          </output>
        </>
      )}
    </LabelledField>
  );
}

function Outcome({ answer, focus }: { answer: ActionAnswer | undefined; focus?: boolean }) {
  const ref = useRef<HTMLDivElement>(null);
  // A refused save moves focus to why, so a keyboard user hears it and goes on from there.
  useEffect(() => {
    if (focus && answer?.ok === false) ref.current?.focus();
  }, [answer, focus]);
  return (
    <div ref={ref} tabIndex={-1} role={answer?.ok === false ? "alert" : "status"} className={answer?.ok === false ? "font-medium text-sale" : "text-green-800"}>
      {answer?.message ?? ""}
    </div>
  );
}

function VariationRow({ variation, product }: { variation: WcVariation; product: WcProduct }) {
  const fetcher = useFetcher<ActionAnswer>({ key: `variation-${variation.id}` });
  const label = variation.attributes.map((a) => a.option).join(" / ") || tBackOffice("product.variationAny");
  const answer = fetcher.data?.variationId === variation.id ? fetcher.data : undefined;
  const errors = answer?.fields ?? {};
  return (
    <li className="border-t border-gray-200 py-4 first:border-0">
      <fetcher.Form method="post" noValidate aria-label={`${tBackOffice("product.variation")} ${label}`}>
        <input type="hidden" name="intent" value="variation" />
        <input type="hidden" name="variation" value={variation.id} />
        <input type="hidden" name="label" value={label} />
        <h3 className="font-semibold">{label}</h3>
        <div className="mt-2 grid gap-3 sm:grid-cols-2 lg:grid-cols-4">
          <PriceField label={tBackOffice("product.regularPrice")} name="regular_price" value={variation.regular_price} error={errors.regular_price} />
          <PriceField label={tBackOffice("product.salePrice")} name="sale_price" value={variation.sale_price} error={errors.sale_price} />
          <LabelledField label={tBackOffice("product.sku")} name="sku" error={errors.sku}>
            {(props) => <input {...props} name="sku" defaultValue={variation.sku} className="bo-field" />}
          </LabelledField>
          {variation.manage_stock ? (
            <LabelledField label={tBackOffice("product.stockQuantity")} name="stock_quantity" error={errors.stock_quantity}>
              {(props) => (
                <>
                  <input {...props} name="stock_quantity" type="number" inputMode="numeric" min={0} step={1} defaultValue={variation.stock_quantity ?? 0} className="bo-field" />
                  <input type="hidden" name="stock_quantity_shown" value={variation.stock_quantity ?? 0} />
                </>
              )}
            </LabelledField>
          ) : (
            <p>
              <span className="font-medium">{tBackOffice("product.stockStatus")}</span>
              <span className="mt-1 block min-h-11 content-center">{tBackOffice(`products.stock.${variation.stock_status}`)}</span>
            </p>
          )}
        </div>
        <div className="mt-2 flex flex-wrap items-center gap-3">
          <button type="submit" className="bo-button-secondary" disabled={fetcher.state !== "idle"}>
            {tBackOffice("product.variationSave")}
          </button>
          <Outcome answer={answer} />
        </div>
      </fetcher.Form>
      <VariationTools productId={product.id} variation={variation} images={product.images} />
    </li>
  );
}

/** A simple product's stock: counted (its quantity) or not (its status in words). */
function StockFields({ product, errors }: { product: WcProduct; errors: FieldErrors }) {
  const [manageStock, setManageStock] = useState(product.manage_stock);
  return (
    <>
      <input type="hidden" name="stock_fields" value="1" />
      <label className="flex min-h-11 items-center gap-3">
        <input type="checkbox" name="manage_stock" value="1" className="size-5" checked={manageStock} onChange={(e) => setManageStock(e.target.checked)} />
        <span>{tBackOffice("product.manageStock")}</span>
      </label>
      {manageStock ? (
        <LabelledField label={tBackOffice("product.stockQuantity")} name="stock_quantity" error={errors.stock_quantity}>
          {(props) => (
            <>
              <input {...props} name="stock_quantity" type="number" inputMode="numeric" min={0} step={1} defaultValue={product.stock_quantity ?? 0} className="bo-field max-w-40" />
              {/* A stock not counted until now has no quantity to keep: the one typed is sent. */}
              <input type="hidden" name="stock_quantity_shown" value={product.manage_stock ? (product.stock_quantity ?? 0) : ""} />
            </>
          )}
        </LabelledField>
      ) : (
        <LabelledField label={tBackOffice("product.stockStatus")} name="stock_status" error={errors.stock_status}>
          {(props) => (
            <select {...props} name="stock_status" defaultValue={product.stock_status} className="bo-field max-w-64">
              {(["instock", "outofstock", "onbackorder"] as const).map((s) => (
                <option key={s} value={s}>
                  {tBackOffice(`products.stock.${s}`)}
                </option>
              ))}
            </select>
          )}
        </LabelledField>
      )}
    </>
  );
}

export default function ProductScreen({ loaderData }: Route.ComponentProps) {
  const { product, categories, tags, variations, groupedNames } = loaderData;
  const fetcher = useFetcher<ActionAnswer>({ key: `product-${product.id}` });
  const answer = fetcher.data?.intent === "product" ? fetcher.data : undefined;
  const errors = answer?.fields ?? {};
  const chosenCategories = new Set(product.categories.map((c) => c.id));
  const chosenTags = new Set(product.tags.map((t) => t.id));
  const simple = product.type === "simple";
  return (
    <div className="space-y-4">
      <div>
        <Link to="/wp-admin/san-pham/" className="text-brand-700 underline">
          {tBackOffice("product.back")}
        </Link>
        <div className="mt-2 flex flex-wrap items-center gap-3">
          <h1 className="text-2xl font-bold">{product.name}</h1>
          {product.status !== "publish" ? <span className="bo-badge bo-badge-pending">{tBackOffice(`products.status.${product.status}`)}</span> : null}
        </div>
        {product.status === "publish" ? (
          <a href={product.permalink} className="mt-1 inline-flex min-h-11 items-center text-brand-700 underline">
            {tBackOffice("product.view")}
          </a>
        ) : null}
      </div>

      <fetcher.Form method="post" noValidate className="grid gap-4 lg:grid-cols-[2fr_1fr]">
        <input type="hidden" name="intent" value="product" />
        <div className="space-y-4">
          <section className="bo-card space-y-4" aria-label={tBackOffice("product.title")}>
            <LabelledField label={tBackOffice("product.name")} name="name" error={errors.name}>
              {(props) => <input {...props} name="name" defaultValue={product.name} required maxLength={200} className="bo-field" />}
            </LabelledField>
            <LabelledField label={tBackOffice("product.slug")} name="slug" hint={tBackOffice("product.slugHint")} error={errors.slug}>
              {(props) => <input {...props} key={product.slug} name="slug" defaultValue={product.slug} maxLength={200} autoCapitalize="none" spellCheck={false} className="bo-field" />}
            </LabelledField>
            {/* Keyed by the saved HTML: after a save the editors show what the server kept. */}
            <RichTextEditor key={`s-${product.short_description}`} name="short_description" label={tBackOffice("product.shortDescription")} defaultValue={product.short_description} rows={4} error={errors.short_description} />
            <RichTextEditor key={`d-${product.description}`} name="description" label={tBackOffice("product.description")} defaultValue={product.description} rows={12} error={errors.description} />
          </section>

          <GalleryOrder key={product.images.map((i) => i.id).join(",")} images={product.images} />

          {simple ? (
            <section className="bo-card" aria-labelledby="product-prices">
              <h2 id="product-prices" className="text-lg font-semibold">{tBackOffice("product.prices")}</h2>
              <p className="mt-1 text-sm text-muted">{tBackOffice("product.priceHint")}</p>
              <div className="mt-2 grid gap-3 sm:grid-cols-2">
                <PriceField label={tBackOffice("product.regularPrice")} name="regular_price" value={product.regular_price} error={errors.regular_price} />
                <PriceField label={tBackOffice("product.salePrice")} name="sale_price" value={product.sale_price} error={errors.sale_price} />
              </div>
            </section>
          ) : null}

          {product.type === "grouped" ? <GroupedProducts groupId={product.id} chosen={product.grouped_products} named={groupedNames} error={errors.grouped_products} /> : null}

          <section className="bo-card space-y-3" aria-labelledby="product-inventory">
            <h2 id="product-inventory" className="text-lg font-semibold">{tBackOffice("product.inventory")}</h2>
            <LabelledField label={tBackOffice("product.sku")} name="sku" error={errors.sku}>
              {(props) => <input {...props} name="sku" defaultValue={product.sku} maxLength={100} autoCapitalize="characters" spellCheck={false} className="bo-field" />}
            </LabelledField>
            {simple ? <StockFields product={product} errors={errors} /> : null}
          </section>
        </div>

        <div className="space-y-4">
          <section className="bo-card space-y-3" aria-labelledby="product-publish">
            <h2 id="product-publish" className="sr-only">{tBackOffice("product.status")}</h2>
            <LabelledField label={tBackOffice("product.status")} name="status" error={errors.status}>
              {(props) => (
                <select {...props} name="status" defaultValue={product.status} className="bo-field">
                  <option value="publish">{tBackOffice("products.status.publish")}</option>
                  <option value="draft">{tBackOffice("products.status.draft")}</option>
                  {product.status === "private" ? <option value="private">{tBackOffice("products.status.private")}</option> : null}
                  {product.status === "trash" ? <option value="trash">{tBackOffice("products.status.trash")}</option> : null}
                </select>
              )}
            </LabelledField>
            <button type="submit" className="bo-button w-full" disabled={fetcher.state !== "idle"}>
              {fetcher.state !== "idle" ? tBackOffice("product.saving") : tBackOffice("product.save")}
            </button>
            <Outcome answer={answer} focus />
          </section>

          <fieldset className="bo-card" aria-describedby={errors.categories ? "product-categories-error" : undefined}>
            <legend className="float-left mb-2 w-full text-lg font-semibold">{tBackOffice("product.categories")}</legend>
            <ul className="clear-both">
              {categories.map((c) => (
                <li key={c.id} style={{ paddingLeft: `${c.depth * 1.25}rem` }}>
                  <label className="flex min-h-11 items-center gap-3">
                    <input type="checkbox" name="categories" value={c.id} defaultChecked={chosenCategories.has(c.id)} className="size-5" />
                    <span>{c.name}</span>
                  </label>
                </li>
              ))}
            </ul>
            {errors.categories ? <p id="product-categories-error" className="mt-1 text-sm font-medium text-sale">{errors.categories}</p> : null}
          </fieldset>

          <fieldset className="bo-card" aria-describedby={errors.tags ? "product-tags-error" : undefined}>
            <legend className="float-left mb-2 w-full text-lg font-semibold">{tBackOffice("product.tags")}</legend>
            {tags.length === 0 ? <p className="clear-both text-muted">{tBackOffice("product.noTags")}</p> : null}
            <ul className="clear-both flex flex-wrap gap-x-4">
              {tags.map((t) => (
                <li key={t.id}>
                  <label className="flex min-h-11 items-center gap-3">
                    <input type="checkbox" name="tags" value={t.id} defaultChecked={chosenTags.has(t.id)} className="size-5" />
                    <span>{t.name}</span>
                  </label>
                </li>
              ))}
            </ul>
            {errors.tags ? <p id="product-tags-error" className="mt-1 text-sm font-medium text-sale">{errors.tags}</p> : null}
          </fieldset>
        </div>
      </fetcher.Form>

      {variations.length > 0 ? (
        <section className="bo-card" aria-labelledby="product-variations">
          <h2 id="product-variations" className="text-lg font-semibold">{tBackOffice("product.variations")}</h2>
          <p className="mt-1 text-sm text-muted">{tBackOffice("product.variationsHint")}</p>
          <ul className="mt-2">
            {variations.map((v) => (
              <VariationRow key={v.id} variation={v} product={product} />
            ))}
          </ul>
        </section>
      ) : null}
      <ProductVariationsEditor product={product} variationCount={variations.length} />
      <ProductRemoval product={product} />
    </div>
  );
}
