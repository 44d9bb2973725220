import { t } from "~/lib/i18n";
import { tProductForm } from "~/lib/i18n/areas/product-form";
import type { Picture as PictureData } from "~/lib/media";
import { Picture } from "~/ui/Picture";
import type { PriceDisplay } from "../../types";
import { Price } from "../Price";
import { AddToCartLabel } from "./AddToCartLabel";
import { QuantityInput } from "./QuantityInput";

type Props = {
  productId: number;
  name: string;
  price: PriceDisplay | null;
  image: PictureData | null;
  quantity: string;
  onQuantityChange: (value: string) => void;
  min: number;
  max: number;
  /** Shown: the form's own add-to-cart button has scrolled above the viewport (useScrolledAbove). */
  active: boolean;
  onAdd: () => void;
  disabled: boolean;
  /** A variable product still waiting for its choices: the bar's button looks unavailable. */
  needsChoice: boolean;
  loading: boolean;
};

/**
 * The sticky add-to-cart bar (spec §4): active once the form's button has scrolled above the
 * viewport, with the product, its price, a quantity kept in step with the form's, and a button
 * that sends the form. Inactive, it is hidden from everyone (aria-hidden, inert).
 */
export function StickyAddToCart(p: Props) {
  return (
    <div
      role="region"
      aria-label={tProductForm("productForm.stickyBar")}
      aria-hidden={!p.active}
      inert={!p.active}
      className={`sticky-add-to-cart fixed inset-x-0 bottom-0 z-40 border-t border-gray-200 bg-white/95 shadow-[0_-4px_16px_rgba(0,0,0,0.08)] [-webkit-backdrop-filter:blur(8px)] [backdrop-filter:blur(8px)] transition-transform duration-300 ${
        // Its code loads when the bar is first needed, so it is first drawn active: its starting
        // style (below the viewport) makes it slide in like every later time.
        p.active ? "sticky-add-to-cart--active translate-y-0 starting:translate-y-full" : "invisible translate-y-full"
      }`}
    >
      <div className="container-page flex flex-wrap items-center gap-x-3 gap-y-2 py-2 sm:flex-nowrap sm:gap-x-4">
        <div className="sticky-add-to-cart__product flex min-w-0 basis-full items-center gap-3 sm:basis-auto sm:flex-1">
          {p.image && (
            <span className="block size-11 shrink-0 overflow-hidden rounded bg-gray-100">
              <Picture picture={{ ...p.image, alt: "" }} sizes="44px" className="size-full object-cover" />
            </span>
          )}
          <div className="min-w-0">
            <p className="product-title truncate text-sm font-semibold">{p.name}</p>
            <Price price={p.price} className="text-sm" />
          </div>
        </div>
        <QuantityInput
          id={`sticky-quantity-${p.productId}`}
          value={p.quantity}
          onChange={p.onQuantityChange}
          min={p.min}
          max={p.max}
          label={t("product.quantityOf", { name: p.name })}
          onEnter={p.onAdd}
          compact
        />
        <button
          type="button"
          className={`single_add_to_cart_button button alt btn-primary flex-1 whitespace-nowrap px-3 text-sm sm:flex-none sm:px-5 sm:text-base ${p.loading ? "loading" : ""} ${
            p.needsChoice ? "wc-variation-selection-needed" : ""
          } disabled:cursor-not-allowed disabled:opacity-50`}
          data-product-id={p.productId}
          data-qty={p.quantity}
          disabled={p.disabled}
          aria-busy={p.loading || undefined}
          onClick={p.onAdd}
        >
          <AddToCartLabel loading={p.loading} />
        </button>
      </div>
    </div>
  );
}
