import { useId, useState } from "react";
import { Form, Link, useFetcher, useNavigation } from "react-router";
import { api, apiErrorMessage, apiResponse } from "~/features/back-office/api";
import { ScreenError } from "~/features/back-office/components/ScreenError";
import {
  PRODUCTS_PER_PAGE,
  PRODUCT_SORTS,
  type ProductSort,
  STOCK_FILTERS,
  type WcProduct,
  type WcTerm,
  categoryTree,
  productsHref,
  productsQuery,
  readProductFilters,
  stockForApi,
} from "~/features/back-office/wc-product";
import { tBackOffice } from "~/lib/i18n/areas/back-office";
import { tCatalogAdmin } from "~/lib/i18n/areas/back-office-catalog";
import { formatDong } from "~/lib/money";
import type { Route } from "./+types/products";
import { PageLinks } from "~/features/back-office/components/PageLinks";

/**
 * The products screen (WooCommerce's Products list): a search by name or SKU, category and stock
 * filters, sorting, 20 products a page; ticked products published or made drafts at once, and a
 * counted stock changed in its row.
 */
export async function clientLoader({ request }: Route.ClientLoaderArgs) {
  const filters = readProductFilters(new URL(request.url).searchParams);
  const [response, categories] = await Promise.all([
    apiResponse({ path: `/wc/v3/products?${productsQuery(filters)}`, signal: request.signal }),
    api<WcTerm[]>({ path: "/wc/v3/products/categories?per_page=-1", signal: request.signal }),
  ]);
  const products = (await response.json()) as WcProduct[];
  return { filters, products, total: Number(response.headers.get("X-WP-Total") ?? products.length), categories: categoryTree(categories) };
}

type ActionAnswer = { intent: "bulk" | "stock"; ok: boolean; message: string; id?: number; errors?: string[] };

type BatchItem = WcProduct | { id: number; error: { message: string } };

export async function clientAction({ request }: Route.ClientActionArgs): Promise<ActionAnswer> {
  const form = await request.formData();
  if (form.get("intent") === "stock") {
    const id = Number(form.get("id"));
    const name = String(form.get("name") ?? "");
    const quantity = stockForApi(String(form.get("stock_quantity") ?? ""));
    if (quantity === null) return { intent: "stock", id, ok: false, message: tBackOffice("products.stockInvalid") };
    try {
      await api({ path: `/wc/v3/products/${id}`, method: "PUT", data: { stock_quantity: quantity } });
      return { intent: "stock", id, ok: true, message: tBackOffice("products.stockSaved", { name, quantity }) };
    } catch (error) {
      return { intent: "stock", id, ok: false, message: apiErrorMessage(error) };
    }
  }
  const status = form.get("status") === "draft" ? "draft" : "publish";
  const ids = form.getAll("ids").map(Number).filter((id) => Number.isSafeInteger(id) && id > 0);
  if (ids.length === 0) return { intent: "bulk", ok: false, message: tBackOffice("products.bulkNone") };
  try {
    const { update } = await api<{ update: BatchItem[] }>({ path: "/wc/v3/products/batch", method: "POST", data: { update: ids.map((id) => ({ id, status })) } });
    const names = new Map(form.getAll("names").map((entry) => String(entry).split("\u0000") as [string, string]));
    const failed = update.filter((item): item is { id: number; error: { message: string } } => "error" in item);
    const done = update.length - failed.length;
    return {
      intent: "bulk",
      ok: failed.length === 0,
      message: tBackOffice(`products.bulkDone.${status}`, { count: done }),
      errors: failed.map((f) => tBackOffice("products.bulkFailed", { name: names.get(String(f.id)) ?? `#${f.id}`, reason: f.error.message })),
    };
  } catch (error) {
    return { intent: "bulk", ok: false, message: apiErrorMessage(error) };
  }
}

export function HydrateFallback() {
  return (
    <div aria-busy="true">
      <h1 className="text-2xl font-bold">{tBackOffice("products.title")}</h1>
      <p className="mt-4 text-muted">{tBackOffice("frame.loading")}</p>
    </div>
  );
}

export const ErrorBoundary = ScreenError;

/** What a shopper pays, as the storefront shows it: the sale price beside the struck regular one; a variable or grouped product's lowest. */
function ProductPrice({ product }: { product: WcProduct }) {
  if (product.price === "") return <span className="text-muted">{tBackOffice("products.noPrice")}</span>;
  if (product.type !== "simple") return <>{tBackOffice("products.from", { price: formatDong(Number(product.price)) })}</>;
  if (product.sale_price !== "") {
    return (
      <>
        <del className="block text-sm text-muted">{formatDong(Number(product.regular_price))}</del>
        <ins className="font-semibold text-sale no-underline">{formatDong(Number(product.sale_price))}</ins>
      </>
    );
  }
  return <>{formatDong(Number(product.price))}</>;
}

/** A counted stock's quantity, changed where it is shown; another product's stock status in words. */
function StockCell({ product }: { product: WcProduct }) {
  const fetcher = useFetcher<ActionAnswer>({ key: `stock-${product.id}` });
  const id = useId();
  if (!product.manage_stock) {
    return (
      <span>
        {tBackOffice(`products.stock.${product.stock_status}`)}
        {product.type === "variable" ? <span className="block text-sm text-muted">{tBackOffice("products.byVariation")}</span> : null}
      </span>
    );
  }
  const answer = fetcher.data?.intent === "stock" ? fetcher.data : undefined;
  const failed = answer?.ok === false;
  return (
    <fetcher.Form method="post" className="flex flex-wrap items-center gap-2" noValidate>
      <input type="hidden" name="intent" value="stock" />
      <input type="hidden" name="id" value={product.id} />
      <input type="hidden" name="name" value={product.name} />
      <label htmlFor={`${id}-qty`} className="sr-only">
        {tBackOffice("products.stockOf", { name: product.name })}
      </label>
      <input
        id={`${id}-qty`}
        name="stock_quantity"
        type="number"
        inputMode="numeric"
        min={0}
        step={1}
        defaultValue={product.stock_quantity ?? 0}
        aria-invalid={failed || undefined}
        aria-describedby={`${id}-outcome`}
        className="min-h-11 w-20 rounded-md border border-gray-400 bg-white px-2 text-right"
      />
      <button type="submit" className="bo-button-secondary min-h-11 px-3" disabled={fetcher.state !== "idle"}>
        {tBackOffice("products.stockSave")}
      </button>
      {product.stock_status !== "instock" ? <span className="text-sm text-muted">{tBackOffice(`products.stock.${product.stock_status}`)}</span> : null}
      <span id={`${id}-outcome`} role={failed ? "alert" : "status"} className={failed ? "w-full text-sm font-medium text-sale" : "w-full text-sm text-green-800"}>
        {answer?.message ?? ""}
      </span>
    </fetcher.Form>
  );
}

export default function ProductsScreen({ loaderData }: Route.ComponentProps) {
  const { filters, products, total, categories } = loaderData;
  const navigation = useNavigation();
  const bulk = useFetcher<ActionAnswer>({ key: "bulk" });
  const [selected, setSelected] = useState<ReadonlySet<number>>(new Set());
  const pages = Math.max(1, Math.ceil(total / PRODUCTS_PER_PAGE));
  const shown = products.filter((p) => selected.has(p.id));
  const allChosen = products.length > 0 && shown.length === products.length;
  const toggle = (id: number, on: boolean) => setSelected((now) => (on ? new Set([...now, id]) : new Set([...now].filter((x) => x !== id))));
  const bulkAnswer = bulk.data?.intent === "bulk" ? bulk.data : undefined;
  return (
    <div aria-busy={navigation.state === "loading"}>
      <div className="flex flex-wrap items-center justify-between gap-3">
        <h1 className="text-2xl font-bold">{filters.trash ? tCatalogAdmin("list.trashTitle") : tBackOffice("products.title")}</h1>
        <div className="flex flex-wrap items-center gap-3">
          <Link to={productsHref(filters, { trash: !filters.trash, page: 1 })} className="inline-flex min-h-11 items-center text-brand-700 underline">
            {filters.trash ? tCatalogAdmin("list.allProducts") : tCatalogAdmin("list.trash")}
          </Link>
          <Link to="/wp-admin/san-pham/moi/" className="bo-button">
            {tCatalogAdmin("new.add")}
          </Link>
        </div>
      </div>

      <Form method="get" role="search" aria-label={tBackOffice("products.filters")} className="mt-4 grid gap-3 sm:grid-cols-2 lg:grid-cols-[2fr_1fr_1fr_1fr_auto_auto] lg:items-end">
        {filters.trash ? <input type="hidden" name="post_status" value="trash" /> : null}
        <label className="block sm:col-span-2 lg:col-span-1">
          <span className="font-medium">{tBackOffice("products.search")}</span>
          <input type="search" name="s" defaultValue={filters.search} placeholder={tBackOffice("products.searchHint")} className="bo-field" />
        </label>
        <label className="block">
          <span className="font-medium">{tBackOffice("products.category")}</span>
          <select name="cat" defaultValue={filters.category ?? ""} className="bo-field">
            <option value="">{tBackOffice("products.allCategories")}</option>
            {categories.map((c) => (
              <option key={c.id} value={c.id}>
                {"\u00a0\u00a0".repeat(c.depth)}
                {c.name} ({c.count})
              </option>
            ))}
          </select>
        </label>
        <label className="block">
          <span className="font-medium">{tBackOffice("products.stock")}</span>
          <select name="stock" defaultValue={filters.stock ?? ""} className="bo-field">
            <option value="">{tBackOffice("products.allStock")}</option>
            {STOCK_FILTERS.map((s) => (
              <option key={s} value={s}>
                {tBackOffice(`products.stock.${s}`)}
              </option>
            ))}
          </select>
        </label>
        <label className="block">
          <span className="font-medium">{tBackOffice("products.sort")}</span>
          <select name="sort" defaultValue={filters.sort} className="bo-field">
            {(Object.keys(PRODUCT_SORTS) as ProductSort[]).map((s) => (
              <option key={s} value={s}>
                {tBackOffice(`products.sort.${s}`)}
              </option>
            ))}
          </select>
        </label>
        <button type="submit" className="bo-button">
          {tBackOffice("orders.apply")}
        </button>
        <Link to="/wp-admin/san-pham/" className="bo-button-secondary">
          {tBackOffice("orders.clear")}
        </Link>
      </Form>

      <p className="mt-4 text-muted" role="status">
        {tBackOffice("products.count", { count: total })}
      </p>

      <bulk.Form method="post" id="bulk-products" aria-label={tBackOffice("products.bulk")} className="mt-2 flex flex-wrap items-end gap-3">
        <input type="hidden" name="intent" value="bulk" />
        {shown.map((p) => (
          <span key={p.id} hidden>
            <input type="hidden" name="ids" value={p.id} />
            <input type="hidden" name="names" value={`${p.id}\u0000${p.name}`} />
          </span>
        ))}
        <label className="block">
          <span className="font-medium">{tBackOffice("products.bulkAction")}</span>
          <select name="status" className="bo-field">
            <option value="publish">{tBackOffice("products.bulk.publish")}</option>
            <option value="draft">{tBackOffice("products.bulk.draft")}</option>
          </select>
        </label>
        <button type="submit" className="bo-button-secondary" disabled={bulk.state !== "idle"}>
          {tBackOffice("products.bulkApply")}
        </button>
        <span className="min-h-11 content-center text-muted">{tBackOffice("products.bulkSelected", { count: shown.length })}</span>
      </bulk.Form>
      <div role={bulkAnswer?.ok === false ? "alert" : "status"} className={bulkAnswer?.ok === false ? "mt-2 font-medium text-sale" : "mt-2 text-green-800"}>
        {bulkAnswer ? <p>{bulkAnswer.message}</p> : null}
        {bulkAnswer?.errors?.length ? (
          <ul className="list-disc pl-5">
            {bulkAnswer.errors.map((e) => (
              <li key={e}>{e}</li>
            ))}
          </ul>
        ) : null}
      </div>

      {products.length === 0 ? (
        <p className="bo-card mt-2">{tBackOffice("products.empty")}</p>
      ) : (
        <div className="mt-2 rounded-lg border border-gray-200 bg-white">
          {/* On a phone each row is a card: the box and the name, then the price and the stock under the name. */}
          <table className="block w-full text-left sm:table">
            <thead className="block border-b border-gray-200 bg-gray-50 text-sm sm:table-header-group">
              <tr className="flex items-center sm:table-row">
                <th scope="col" className="w-16 px-3 py-2">
                  <label className="inline-flex min-h-11 min-w-11 items-center justify-center">
                    <span className="sr-only">{tBackOffice("products.selectAll")}</span>
                    <input type="checkbox" className="size-5" checked={allChosen} onChange={(e) => setSelected(e.target.checked ? new Set(products.map((p) => p.id)) : new Set())} />
                  </label>
                </th>
                <th scope="col" className="px-3 py-2">{tBackOffice("products.col.name")}</th>
                <th scope="col" className="hidden px-3 py-2 text-right sm:table-cell">{tBackOffice("products.col.price")}</th>
                <th scope="col" className="hidden px-3 py-2 sm:table-cell">{tBackOffice("products.col.stock")}</th>
                <th scope="col" className="hidden px-3 py-2 lg:table-cell">{tBackOffice("products.col.categories")}</th>
              </tr>
            </thead>
            <tbody className="block sm:table-row-group">
              {products.map((product) => (
                <tr key={product.id} className="grid grid-cols-[4rem_1fr] border-b border-gray-100 align-top last:border-0 sm:table-row">
                  <td className="row-span-3 px-3 py-2 sm:table-cell">
                    <label className="inline-flex min-h-11 min-w-11 items-center justify-center">
                      <span className="sr-only">{tBackOffice("products.selectOne", { name: product.name })}</span>
                      <input type="checkbox" className="size-5" checked={selected.has(product.id)} onChange={(e) => toggle(product.id, e.target.checked)} />
                    </label>
                  </td>
                  <td className="px-3 py-2 sm:table-cell">
                    <Link to={`/wp-admin/san-pham/${product.id}/`} className="inline-flex min-h-11 items-center font-semibold text-brand-700 underline">
                      {product.name}
                    </Link>
                    <span className="flex flex-wrap gap-x-3 text-sm text-muted">
                      {product.status !== "publish" ? <span className="bo-badge bo-badge-pending">{tBackOffice(`products.status.${product.status}`)}</span> : null}
                      {product.sku ? <span>{tBackOffice("products.sku", { sku: product.sku })}</span> : null}
                    </span>
                  </td>
                  <td className="px-3 py-1 whitespace-nowrap sm:table-cell sm:py-2 sm:text-right">
                    <ProductPrice product={product} />
                  </td>
                  <td className="px-3 pt-1 pb-3 sm:table-cell sm:py-2">
                    <StockCell product={product} />
                  </td>
                  <td className="hidden px-3 py-2 text-sm lg:table-cell">{product.categories.map((c) => c.name).join(", ")}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}

      <PageLinks page={filters.page} pages={pages} label={tBackOffice("products.pages")} hrefFor={(n) => productsHref(filters, { page: n })} />
    </div>
  );
}
