import { useEffect, useRef, useState } from "react";
import { Form, Link, redirect, useActionData, useNavigation } from "react-router";
import { api, apiErrorMessage } from "~/features/back-office/api";
import { LabelledField, fieldErrorsOf } from "~/features/back-office/components/LabelledField";
import { ScreenError } from "~/features/back-office/components/ScreenError";
import { type WcProduct, priceForApi } from "~/features/back-office/wc-product";
import { tBackOffice } from "~/lib/i18n/areas/back-office";
import { tCatalogAdmin } from "~/lib/i18n/areas/back-office-catalog";
import type { Route } from "./+types/product-new";

/**
 * A new product (WooCommerce's "Add new product"): its name, kind (simple, with variations, or a group of products),
 * price, SKU and status; made with `POST wc/v3/products`, then opened in the product's own screen
 * for the rest (descriptions, categories, attributes and variations). The address is made from
 * the name by the server when left empty.
 */

type Answer = { message: string; fields: Record<string, string> };

export async function clientAction({ request }: Route.ClientActionArgs): Promise<Answer | Response> {
  const form = await request.formData();
  const type = form.get("type") === "variable" ? "variable" : form.get("type") === "grouped" ? "grouped" : "simple";
  const fields: Record<string, string> = {};
  const name = String(form.get("name") ?? "").trim();
  if (!name) fields.name = tBackOffice("rest.nameEmpty");
  const body: Record<string, unknown> = {
    name,
    type,
    status: form.get("status") === "draft" ? "draft" : "publish",
    sku: String(form.get("sku") ?? ""),
  };
  const slug = String(form.get("slug") ?? "").trim();
  if (slug) body.slug = slug;
  if (type === "simple") {
    for (const field of ["regular_price", "sale_price"]) {
      const price = priceForApi(String(form.get(field) ?? ""));
      if (price === null) fields[field] = tBackOffice("product.priceInvalid");
      else if (price !== "") body[field] = price;
    }
    if (!fields.regular_price && body.regular_price === undefined) fields.regular_price = tCatalogAdmin("new.priceRequired");
  }
  if (Object.keys(fields).length > 0) return { message: tBackOffice("product.fixErrors"), fields };
  try {
    const product = await api<WcProduct>({ path: "/wc/v3/products", method: "POST", data: body });
    return redirect(`/wp-admin/san-pham/${product.id}/`);
  } catch (error) {
    return { message: apiErrorMessage(error), fields: fieldErrorsOf(error) };
  }
}

export function HydrateFallback() {
  return (
    <div aria-busy="true">
      <h1 className="text-2xl font-bold">{tCatalogAdmin("new.title")}</h1>
      <p className="mt-4 text-muted">{tBackOffice("frame.loading")}</p>
    </div>
  );
}

export const ErrorBoundary = ScreenError;

export default function NewProductScreen() {
  const answer = useActionData<Answer>();
  const navigation = useNavigation();
  const [type, setType] = useState<"simple" | "variable" | "grouped">("simple");
  const errors = answer?.fields ?? {};
  const outcome = useRef<HTMLDivElement>(null);
  // A refused save moves focus to why, so a keyboard user hears it and goes on from there.
  useEffect(() => {
    if (answer) outcome.current?.focus();
  }, [answer]);
  const busy = navigation.state !== "idle";
  return (
    <div className="space-y-4">
      <div>
        <Link to="/wp-admin/san-pham/" className="text-brand-700 underline">
          {tBackOffice("product.back")}
        </Link>
        <h1 className="mt-2 text-2xl font-bold">{tCatalogAdmin("new.title")}</h1>
      </div>
      <Form method="post" noValidate className="bo-card max-w-2xl space-y-4">
        <LabelledField label={tBackOffice("product.name")} name="name" error={errors.name}>
          {(props) => <input {...props} name="name" required maxLength={200} autoComplete="off" className="bo-field" />}
        </LabelledField>
        <LabelledField label={tBackOffice("product.slug")} name="slug" hint={tCatalogAdmin("new.slugHint")} error={errors.slug}>
          {(props) => <input {...props} name="slug" maxLength={200} autoCapitalize="none" spellCheck={false} className="bo-field" />}
        </LabelledField>
        <fieldset>
          <legend className="font-medium">{tCatalogAdmin("new.type")}</legend>
          <div className="mt-1 flex flex-wrap gap-x-6">
            {(["simple", "variable", "grouped"] as const).map((t) => (
              <label key={t} className="flex min-h-11 items-center gap-3">
                <input type="radio" name="type" value={t} checked={type === t} onChange={() => setType(t)} className="size-5" />
                <span>{tCatalogAdmin(`new.type.${t}`)}</span>
              </label>
            ))}
          </div>
          {type === "variable" ? <p className="mt-1 text-sm text-muted">{tCatalogAdmin("new.variableHint")}</p> : null}
          {type === "grouped" ? <p className="mt-1 text-sm text-muted">{tCatalogAdmin("new.groupedHint")}</p> : null}
        </fieldset>
        {type === "simple" ? (
          <div className="grid gap-3 sm:grid-cols-2">
            <LabelledField label={tBackOffice("product.regularPrice")} name="regular_price" hint={tBackOffice("product.priceHint")} error={errors.regular_price}>
              {(props) => <input {...props} name="regular_price" inputMode="numeric" autoComplete="off" className="bo-field" />}
            </LabelledField>
            <LabelledField label={tBackOffice("product.salePrice")} name="sale_price" error={errors.sale_price}>
              {(props) => <input {...props} name="sale_price" inputMode="numeric" autoComplete="off" className="bo-field" />}
            </LabelledField>
          </div>
        ) : null}
        <LabelledField label={tBackOffice("product.sku")} name="sku" error={errors.sku}>
          {(props) => <input {...props} name="sku" maxLength={100} autoCapitalize="characters" spellCheck={false} className="bo-field max-w-64" />}
        </LabelledField>
        <LabelledField label={tBackOffice("product.status")} name="status" error={errors.status}>
          {(props) => (
            <select {...props} name="status" defaultValue="publish" className="bo-field max-w-64">
              <option value="publish">{tBackOffice("products.status.publish")}</option>
              <option value="draft">{tBackOffice("products.status.draft")}</option>
            </select>
          )}
        </LabelledField>
        <div className="flex flex-wrap items-center gap-3">
          <button type="submit" className="bo-button" disabled={busy}>
            {busy ? tBackOffice("product.saving") : tCatalogAdmin("new.create")}
          </button>
          <div ref={outcome} tabIndex={-1} role={answer ? "alert" : "status"} className="font-medium text-sale">
            {answer?.message ?? ""}
          </div>
        </div>
      </Form>
    </div>
  );
}
