import { useEffect, useState } from "react";
import { t } from "~/lib/i18n";
import { tProductForm } from "~/lib/i18n/areas/product-form";
import { ADD_TO_CART_FIELD } from "../../add-to-cart-fields";
import type { GroupedChild } from "../../types";
import { productUrl } from "../../product-url";
import { Price } from "../Price";
import { AddToCartLabel } from "./AddToCartLabel";
import { isPurchasable, quantityBounds } from "./variations";

/** A child's stock as its row shows it (WooCommerce's `wc_get_stock_html`). */
function ChildStock({ child }: { child: GroupedChild }) {
  if (child.stockStatus === "outofstock") return <p className="stock out-of-stock text-sm font-semibold text-sale">{t("product.outOfStock")}</p>;
  if (child.stockStatus === "onbackorder") return <p className="stock available-on-backorder text-sm">{t("product.onBackorder")}</p>;
  if (!child.manageStock || child.stockQuantity === null) return null;
  return <p className="stock in-stock text-sm text-green-700">{t("product.inStockCount", { count: child.stockQuantity })}</p>;
}

/**
 * A grouped product's form, WooCommerce's `grouped_form` field for field: a table of the group's
 * products (name linked to its page, price, stock, a quantity field `quantity[{id}]` at 0; one
 * sold out has no field), the group's id in `add-to-cart`, and one button. It posts to the
 * product page with or without scripts, and the cart adds every product given a quantity in one
 * go (`addGroupedToCart`), so a script written for WooCommerce's form posts the same.
 */
export function GroupedForm({ product }: { product: { id: number; slug: string; name: string; children: GroupedChild[] } }) {
  const [submitting, setSubmitting] = useState(false);
  // Back from the next page (bfcache), the button must not stay busy.
  useEffect(() => {
    const onShow = (e: PageTransitionEvent) => {
      if (e.persisted) setSubmitting(false);
    };
    window.addEventListener("pageshow", onShow);
    return () => window.removeEventListener("pageshow", onShow);
  }, []);
  if (product.children.length === 0) {
    return <p className="woocommerce-info rounded-md bg-gray-100 px-4 py-3 text-sm">{tProductForm("productForm.groupedEmpty")}</p>;
  }
  return (
    <form className="cart grouped_form space-y-4" method="post" action={productUrl(product.slug)} encType="multipart/form-data" onSubmit={() => setSubmitting(true)}>
      <table className="woocommerce-grouped-product-list group_table w-full border-collapse text-left text-sm">
        <caption className="sr-only">{tProductForm("productForm.groupedCaption", { name: product.name })}</caption>
        <thead className="sr-only">
          <tr>
            <th scope="col">{tProductForm("productForm.groupedQuantity")}</th>
            <th scope="col">{tProductForm("productForm.groupedProduct")}</th>
            <th scope="col">{tProductForm("productForm.groupedPrice")}</th>
          </tr>
        </thead>
        <tbody>
          {product.children.map((child) => {
            const fieldId = `quantity_${child.id}`;
            const open = isPurchasable(child.stockStatus) && child.price !== null;
            const { max } = quantityBounds(child, null);
            return (
              <tr
                key={child.id}
                id={`product-${child.id}`}
                className={`woocommerce-grouped-product-list-item product type-product product-type-${child.type} ${child.stockStatus} border-b border-gray-200 align-top`}
              >
                <td className="woocommerce-grouped-product-list-item__quantity w-24 py-3 pr-3">
                  {open ? (
                    <div className="quantity">
                      <label className="sr-only" htmlFor={fieldId}>{t("product.quantityOf", { name: child.name })}</label>
                      <input
                        type="number"
                        id={fieldId}
                        className="input-text qty text h-11 w-20 rounded-md border border-gray-300 bg-white px-2 text-center"
                        name={`quantity[${child.id}]`}
                        defaultValue="0"
                        min={0}
                        max={child.soldIndividually ? 1 : max}
                        step={1}
                        inputMode="numeric"
                        placeholder="0"
                      />
                    </div>
                  ) : (
                    <span aria-hidden="true" className="text-muted">—</span>
                  )}
                </td>
                <td className="woocommerce-grouped-product-list-item__label py-3 pr-3">
                  <a href={productUrl(child.slug)} className="font-semibold underline-offset-2 hover:underline">{child.name}</a>
                </td>
                <td className="woocommerce-grouped-product-list-item__price py-3 text-right">
                  <Price price={child.price} />
                  <ChildStock child={child} />
                </td>
              </tr>
            );
          })}
        </tbody>
      </table>
      <input type="hidden" name={ADD_TO_CART_FIELD} value={product.id} />
      <button
        type="submit"
        className={`single_add_to_cart_button button alt btn-primary min-w-48 ${submitting ? "loading" : ""}`}
        aria-busy={submitting || undefined}
      >
        <AddToCartLabel loading={submitting} />
      </button>
    </form>
  );
}
