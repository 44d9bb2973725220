import { useEffect, useRef, useState } from "react";
import { Form, useNavigation, useSubmit } from "react-router";
import { QuantityInput, productUrl } from "~/features/catalog";
import { t } from "~/lib/i18n";
import { tCartPage } from "~/lib/i18n/areas/cart-page";
import { Amount } from "~/ui/Amount";
import { CART_PATH, CHECKOUT_PATH, SHOP_PATH, lineQuantityField } from "../cart-urls";
import type { Cart, CartLine } from "../types";
import { LineOptions, LineThumbnail } from "./CartLineParts";
import { CouponForm, CouponRows } from "./CouponParts";

/** How long the cart waits after the last quantity change before it saves (a few clicks on + are one update). */
const SAVE_AFTER_MS = 600;

function CartRow({ line, onQuantity }: { line: CartLine; onQuantity: () => void }) {
  const [quantity, setQuantity] = useState(String(line.quantity));
  // The saved quantity wins once the cart comes back from the server (set during the render that
  // brings it, so the field never shows the old one).
  const [saved, setSaved] = useState(line.quantity);
  if (saved !== line.quantity) {
    setSaved(line.quantity);
    setQuantity(String(line.quantity));
  }
  return (
    <tr className="woocommerce-cart-form__cart-item cart_item grid grid-cols-[5rem_1fr] gap-x-4 gap-y-2 border-b border-gray-200 py-4 sm:table-row sm:py-0">
      <td className="product-thumbnail row-span-4 sm:py-4 sm:pr-4">
        <LineThumbnail line={line} size={80} />
      </td>
      <td className="product-name sm:py-4 sm:pr-4">
        <a href={productUrl(line.slug)} className="font-medium text-ink no-underline hover:text-brand-700">{line.name}</a>
        <LineOptions line={line} className="mt-1 gap-x-3 text-sm" />
      </td>
      <td className="product-price text-sm sm:py-4 sm:pr-4 sm:text-base" data-title={tCartPage("cart.unitPrice")}>
        <span className="text-muted sm:hidden">{tCartPage("cart.unitPrice")}: </span>
        <Amount value={line.unitPrice} />
      </td>
      <td className="product-quantity sm:py-4 sm:pr-4" data-title={tCartPage("cart.quantity")}>
        <QuantityInput
          id={`cart-qty-${line.key}`}
          name={lineQuantityField(line.key)}
          value={quantity}
          onChange={(next) => {
            setQuantity(next);
            onQuantity();
          }}
          min={0}
          max={line.maxQuantity ?? undefined}
          label={t("product.quantityOf", { name: line.name })}
          outsideCart={false}
        />
      </td>
      <td className="product-subtotal font-semibold sm:py-4 sm:pr-4 sm:text-right" data-title={tCartPage("cart.lineTotal")}>
        <span className="font-normal text-muted sm:hidden">{tCartPage("cart.lineTotal")}: </span>
        <Amount value={line.lineTotal} />
      </td>
      <td className="product-remove sm:py-4 sm:text-right">
        <button
          type="submit"
          name="remove_item"
          value={line.key}
          formNoValidate
          className="remove min-h-11 rounded-md px-2 text-sm text-muted underline hover:text-sale"
          aria-label={tCartPage("cart.removeItem", { name: line.name })}
        >
          {tCartPage("cart.remove")}
        </button>
      </td>
    </tr>
  );
}

type Props = { cart: Cart; nonce: string; couponNonces: { apply: string; remove: string } };

/**
 * The cart page (spec §2): its lines with image, name, options, unit price, quantity and line
 * total, a remove button each, and the totals. One form posting to the page's action, so every
 * change works without scripts (update button, remove buttons); with scripts a quantity change
 * saves itself shortly after the last click, without reloading the page.
 */
export function CartTemplate({ cart, nonce, couponNonces }: Props) {
  const formRef = useRef<HTMLFormElement>(null);
  const submit = useSubmit();
  const navigation = useNavigation();
  const busy = navigation.state !== "idle" && navigation.formAction?.startsWith(CART_PATH) === true;
  const saveTimer = useRef<ReturnType<typeof setTimeout>>(undefined);

  // What changed, said once the saved cart is back (not on the first render).
  const [spoken, setSpoken] = useState("");
  const firstHash = useRef(cart.hash);
  useEffect(() => {
    if (cart.hash === firstHash.current) return;
    firstHash.current = cart.hash;
    setSpoken(tCartPage("cart.updatedTotal", { total: new Intl.NumberFormat("vi-VN").format(cart.total) }));
  }, [cart.hash, cart.total]);
  useEffect(() => () => clearTimeout(saveTimer.current), []);

  const saveSoon = () => {
    clearTimeout(saveTimer.current);
    saveTimer.current = setTimeout(() => {
      const form = formRef.current;
      if (!form) return;
      const fields = [...form.querySelectorAll<HTMLInputElement>("input.qty")];
      // A field being typed into (empty, or outside its bounds) waits for the shopper.
      if (fields.some((f) => f.value.trim() === "" || !f.checkValidity())) return;
      submit(form, { method: "post", action: CART_PATH, preventScrollReset: true });
    }, SAVE_AFTER_MS);
  };

  return (
    <div className="mt-6 grid gap-8 lg:grid-cols-[1fr_22rem]">
      <div>
        <Form ref={formRef} method="post" action={CART_PATH} className="woocommerce-cart-form" aria-busy={busy || undefined} preventScrollReset>
          <input type="hidden" name="_wpnonce" value={nonce} />
          <table className={`shop_table shop_table_responsive cart woocommerce-cart-form__contents block w-full sm:table ${busy ? "opacity-60" : ""}`}>
            <caption className="sr-only">{tCartPage("cart.linesCaption")}</caption>
            <thead className="hidden border-b border-gray-300 text-left text-sm text-muted sm:table-header-group">
              <tr>
                <th scope="col" className="product-thumbnail py-2"><span className="sr-only">{tCartPage("cart.image")}</span></th>
                <th scope="col" className="product-name py-2">{tCartPage("cart.product")}</th>
                <th scope="col" className="product-price py-2">{tCartPage("cart.unitPrice")}</th>
                <th scope="col" className="product-quantity py-2">{tCartPage("cart.quantity")}</th>
                <th scope="col" className="product-subtotal py-2 text-right">{tCartPage("cart.lineTotal")}</th>
                <th scope="col" className="product-remove py-2"><span className="sr-only">{tCartPage("cart.remove")}</span></th>
              </tr>
            </thead>
            <tbody className="block sm:table-row-group">
              {cart.lines.map((line) => (
                <CartRow key={line.key} line={line} onQuantity={saveSoon} />
              ))}
            </tbody>
          </table>
          <div className="actions mt-4 flex flex-wrap items-center justify-between gap-3">
            <a href={SHOP_PATH} className="wc-backward text-sm">{tCartPage("cart.continueShopping")}</a>
            <button type="submit" name="update_cart" value="1" className="button btn-outline">{tCartPage("cart.updateCart")}</button>
          </div>
          <p className="sr-only" role="status">{spoken}</p>
        </Form>
        {/* Drawn anew once the cart changes, so an applied code leaves the field, as WooCommerce clears it. */}
        <CouponForm key={cart.hash} action={CART_PATH} nonces={couponNonces} className="mt-4" />
      </div>

      <section className="cart-collaterals" aria-labelledby="cart-totals-title">
        <div className="cart_totals rounded-lg border border-gray-200 p-5">
          <h2 id="cart-totals-title" className="text-lg font-bold">{tCartPage("cart.totals")}</h2>
          <table className="shop_table mt-3 w-full text-sm">
            <tbody>
              <tr className="cart-subtotal border-b border-gray-100">
                <th scope="row" className="py-2 text-left font-normal text-muted">{tCartPage("cart.subtotal")}</th>
                <td className="py-2 text-right"><Amount value={cart.subtotal} /></td>
              </tr>
              <CouponRows cart={cart} pagePath={CART_PATH} />
              <tr className="order-total">
                <th scope="row" className="py-2 text-left font-semibold">{tCartPage("cart.total")}</th>
                <td className="py-2 text-right text-lg font-bold"><Amount value={cart.total} /></td>
              </tr>
            </tbody>
          </table>
          <p className="mt-2 text-xs text-muted">{tCartPage("cart.shippingAtCheckout")}</p>
          <a href={CHECKOUT_PATH} className="checkout-button button alt wc-forward btn-primary mt-4 flex w-full justify-center">
            {tCartPage("cart.proceedToCheckout")}
          </a>
        </div>
      </section>
    </div>
  );
}

/** The cart with nothing in it: a way back to the shop. */
export function EmptyCart() {
  return (
    <div className="woocommerce mt-8 rounded-lg border border-gray-200 p-8 text-center">
      <p className="cart-empty woocommerce-info text-lg">{tCartPage("cart.empty")}</p>
      <p className="return-to-shop mt-6">
        <a className="button wc-backward btn-primary" href={SHOP_PATH}>{tCartPage("cart.returnToShop")}</a>
      </p>
    </div>
  );
}
