import { productUrl } from "~/features/catalog";
import { t } from "~/lib/i18n";
import { tProductForm } from "~/lib/i18n/areas/product-form";
import { tCartPage } from "~/lib/i18n/areas/cart-page";
import { Amount } from "~/ui/Amount";
import { CART_PATH, CHECKOUT_PATH, SHOP_PATH, lineQuantityField, removeLineUrl } from "../cart-urls";
import type { Cart, CartLine } from "../types";
import { LineOptions, LineThumbnail } from "./CartLineParts";

const stepButton =
  "flex w-8 shrink-0 items-center justify-center text-base font-semibold text-ink hover:bg-gray-100 [@media(scripting:none)]:hidden";

/** A line's quantity: a form posting to the cart page without scripts, a stepper with them. */
function LineQuantity({ line, nonce }: { line: CartLine; nonce: string }) {
  const id = `mini-cart-qty-${line.key}`;
  return (
    <form className="mini-cart-qty-form flex items-center gap-2" method="post" action={CART_PATH}>
      <input type="hidden" name="_wpnonce" value={nonce} />
      <div className="quantity buttons_added inline-flex h-8 items-stretch overflow-hidden rounded border border-gray-300 bg-white">
        <button type="button" className={`minus ${stepButton}`} aria-label={tProductForm("productForm.decrease")} aria-controls={id}>
          <span aria-hidden="true">−</span>
        </button>
        <label htmlFor={id} className="sr-only">{t("product.quantityOf", { name: line.name })}</label>
        <input
          id={id}
          type="number"
          className="input-text qty text w-10 border-x border-gray-300 text-center text-sm tabular-nums [@media(scripting:enabled)]:[appearance:textfield]"
          name={lineQuantityField(line.key)}
          defaultValue={line.quantity}
          min={0}
          max={line.maxQuantity ?? undefined}
          step={1}
          inputMode="numeric"
          autoComplete="off"
          data-cart_item_key={line.key}
        />
        <button type="button" className={`plus ${stepButton}`} aria-label={tProductForm("productForm.increase")} aria-controls={id}>
          <span aria-hidden="true">+</span>
        </button>
      </div>
      <button type="submit" className="text-sm underline [@media(scripting:enabled)]:hidden">{tCartPage("cart.update")}</button>
    </form>
  );
}

function MiniCartItem({ line, removeNonce }: { line: CartLine; removeNonce: string }) {
  return (
    <li className="woocommerce-mini-cart-item mini_cart_item relative flex gap-3 py-3" data-cart_item_key={line.key}>
      <LineThumbnail line={line} size={60} />
      <div className="min-w-0 flex-1 space-y-1 text-sm">
        <a href={productUrl(line.slug)} className="block pr-8 font-medium text-ink no-underline hover:text-brand-700">{line.name}</a>
        <LineOptions line={line} className="gap-x-2 text-xs" />
        <div className="ux-mini-cart-qty flex flex-wrap items-center gap-2">
          <LineQuantity line={line} nonce={removeNonce} />
          <span className="quantity text-muted">
            × <Amount value={line.unitPrice} />
          </span>
        </div>
      </div>
      <a
        href={removeLineUrl(line.key, removeNonce)}
        className="remove remove_from_cart_button absolute right-0 top-2 flex size-8 items-center justify-center rounded-full text-lg text-muted no-underline hover:bg-gray-100 hover:text-sale"
        aria-label={tCartPage("cart.removeItem", { name: line.name })}
        data-product_id={line.productId}
        data-cart_item_key={line.key}
        data-product_sku={line.sku ?? ""}
        data-success_message={tCartPage("cart.removedItem", { name: line.name })}
      >
        ×
      </a>
    </li>
  );
}

/**
 * The mini cart's content (WooCommerce's `mini-cart.php` markup), shown in the header dropdown or
 * the off-canvas panel and sent as the `div.widget_shopping_cart_content` fragment.
 */
export function MiniCartContent({ cart, removeNonce }: { cart: Cart; removeNonce: string }) {
  if (cart.lines.length === 0) {
    return (
      <div className="widget_shopping_cart_content">
        <p className="woocommerce-mini-cart__empty-message py-4 text-center text-sm text-muted">{tCartPage("cart.miniEmpty")}</p>
        <p className="text-center">
          <a href={SHOP_PATH} className="button wc-backward btn-outline text-sm">{tCartPage("cart.returnToShop")}</a>
        </p>
      </div>
    );
  }
  return (
    <div className="widget_shopping_cart_content">
      <ul className="woocommerce-mini-cart cart_list product_list_widget max-h-[60vh] divide-y divide-gray-100 overflow-y-auto">
        {cart.lines.map((line) => (
          <MiniCartItem key={line.key} line={line} removeNonce={removeNonce} />
        ))}
      </ul>
      <p className="woocommerce-mini-cart__total total flex justify-between border-t border-gray-200 py-3">
        <strong>{tCartPage("cart.subtotal")}:</strong> <Amount value={cart.subtotal} />
      </p>
      <p className="woocommerce-mini-cart__buttons buttons grid gap-2">
        <a href={CART_PATH} className="button wc-forward btn-outline text-center">{t("cart.viewCart")}</a>
        <a href={CHECKOUT_PATH} className="button checkout wc-forward btn-primary text-center">{tCartPage("cart.checkout")}</a>
      </p>
    </div>
  );
}

/** The header's count badge (`.cart-icon strong`), hidden from screen readers: the label says it. */
export function CartCountBadge({ count }: { count: number }) {
  return (
    <strong aria-hidden="true" className="cart-count absolute -right-0.5 -top-0.5 flex min-w-5 items-center justify-center rounded-full bg-brand-700 px-1 text-xs font-bold text-white">
      {count}
    </strong>
  );
}

/** What a screen reader says for the header's cart link. */
export function CartCountLabel({ count }: { count: number }) {
  return <span className="cart-count-label sr-only">{t("site.cartCount", { count })}</span>;
}

/** The cart's subtotal beside the header's cart icon (Flatsome's `.cart-price`). */
export function CartPrice({ cart }: { cart: Cart }) {
  return (
    <span className="cart-price hidden text-sm font-semibold lg:inline" aria-hidden="true">
      <Amount value={cart.subtotal} />
    </span>
  );
}
