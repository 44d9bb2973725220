import { t } from "~/lib/i18n";
import { tCartPage } from "~/lib/i18n/areas/cart-page";
import { CART_PATH } from "../cart-urls";
import { CART_FRAGMENT, type CartFragments } from "../fragments";

/**
 * A server-rendered cart region, replaced as a whole when a cart answer's fragments arrive. React
 * owns only this wrapper (its content is set as HTML and never reconciled), so scripts may swap
 * the region inside it — ours or the original shop's — without confusing React.
 */
function FragmentSlot({ html, block = false }: { html: string | undefined; block?: boolean }) {
  const Tag = block ? "div" : "span";
  return <Tag className="contents" dangerouslySetInnerHTML={{ __html: html ?? "" }} />;
}

type Props = { fragments: CartFragments; style: "dropdown" | "off-canvas" };

/**
 * The header's cart: a link to the cart page with the item count and subtotal, and the mini cart
 * (spec §2) as a dropdown that opens on hover or keyboard focus, or as the off-canvas panel
 * `#cart-popup` that the cart scripts open. Without scripts the link simply goes to the cart.
 */
export function HeaderCart({ fragments, style }: Props) {
  const miniCart = (
    <div className="widget_shopping_cart">
      <FragmentSlot block html={fragments[CART_FRAGMENT.miniCart]} />
    </div>
  );
  return (
    <div className="header-cart cart-item has-dropdown group relative" data-mini-cart-style={style}>
      <a href={CART_PATH} className="header-cart-link flex h-11 items-center gap-1 rounded-md pr-1 text-ink no-underline hover:bg-gray-100">
        <span className="cart-icon relative flex size-11 items-center justify-center">
          <svg aria-hidden="true" viewBox="0 0 24 24" className="size-6" fill="none" stroke="currentColor" strokeWidth="1.8">
            <path d="M5 8h14l-1.5 12h-11L5 8Z" />
            <path d="M9 8a3 3 0 0 1 6 0" />
          </svg>
          <FragmentSlot html={fragments[CART_FRAGMENT.count]} />
        </span>
        <FragmentSlot html={fragments[CART_FRAGMENT.countLabel]} />
        <FragmentSlot html={fragments[CART_FRAGMENT.price]} />
      </a>
      {style === "dropdown" ? (
        <div
          id="mini-cart-dropdown"
          className="nav-dropdown mini-cart-dropdown invisible absolute right-0 top-full z-50 w-80 max-w-[calc(100vw-1rem)] rounded-lg border border-gray-200 bg-white p-4 opacity-0 shadow-xl transition-opacity duration-150 group-focus-within:visible group-focus-within:opacity-100 group-hover:visible group-hover:opacity-100 group-[.current-dropdown]:visible group-[.current-dropdown]:opacity-100"
        >
          {miniCart}
        </div>
      ) : (
        <dialog
          id="cart-popup"
          className="off-canvas-cart fixed inset-y-0 left-auto right-0 m-0 h-dvh max-h-none w-[min(24rem,100vw)] bg-white p-4 shadow-xl backdrop:bg-black/40"
          aria-labelledby="cart-popup-title"
        >
          <div className="mb-3 flex items-center justify-between">
            <h2 id="cart-popup-title" className="text-lg font-bold">{tCartPage("cart.title")}</h2>
            <button type="button" className="cart-popup-close flex size-11 items-center justify-center rounded-md text-2xl hover:bg-gray-100" aria-label={t("site.dismiss")}>
              <span aria-hidden="true">×</span>
            </button>
          </div>
          {miniCart}
        </dialog>
      )}
    </div>
  );
}
