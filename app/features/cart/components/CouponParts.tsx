import { Form } from "react-router";
import { tCartPage } from "~/lib/i18n/areas/cart-page";
import { Amount } from "~/ui/Amount";
import type { Cart } from "../types";

/**
 * The applied coupons as rows of a totals table (WooCommerce's `cart-discount coupon-{code}`
 * rows): the code, what it takes off (or free shipping) and its `woocommerce-remove-coupon` link,
 * which works as a plain link on the page it is shown on (`?remove_coupon={code}`).
 */
export function CouponRows({ cart, pagePath }: { cart: Cart; pagePath: string }) {
  return cart.coupons.map((c) => {
    const label = tCartPage("coupon.row", { code: c.code });
    return (
      <tr key={c.code} className={`cart-discount coupon-${c.code} border-b border-gray-100`}>
        <th scope="row" className="py-2 text-left font-normal text-muted">{label}</th>
        <td className="py-2 text-right" data-title={label}>
          {c.discount > 0 || !c.freeShipping ? <>−<Amount value={c.discount} /></> : tCartPage("coupon.freeShipping")}{" "}
          <a
            href={`${pagePath}?remove_coupon=${encodeURIComponent(c.code)}`}
            className="woocommerce-remove-coupon text-sm text-muted underline hover:text-sale"
            data-coupon={c.code}
            aria-label={tCartPage("coupon.removeCode", { code: c.code })}
          >
            {tCartPage("coupon.removeLink")}
          </a>
        </td>
      </tr>
    );
  });
}

type CouponFormProps = {
  /** Where the form posts: the page it is on (the cart page, the checkout), as WooCommerce's. */
  action: string;
  /** WooCommerce's `apply-coupon` / `remove-coupon` nonces, for scripts calling `?wc-ajax=apply_coupon`. */
  nonces: { apply: string; remove: string };
  className?: string;
  id?: string;
};

/**
 * The coupon field and its button (WooCommerce's `coupon_code` and `apply_coupon`), a form of its
 * own so that Enter in it applies the coupon; it works without scripts.
 */
export function CouponForm({ action, nonces, className = "", id }: CouponFormProps) {
  const fieldId = id ? `${id}-code` : "coupon_code";
  return (
    <Form method="post" action={action} className={`coupon flex flex-wrap items-center gap-2 ${className}`} id={id} preventScrollReset
      data-apply-coupon-nonce={nonces.apply} data-remove-coupon-nonce={nonces.remove}>
      <label htmlFor={fieldId} className="sr-only">{tCartPage("coupon.label")}</label>
      <input
        type="text"
        name="coupon_code"
        id={fieldId}
        className="input-text min-h-11 w-44 rounded-md border border-gray-300 px-3"
        placeholder={tCartPage("coupon.placeholder")}
        autoComplete="off"
        autoCapitalize="characters"
        spellCheck={false}
      />
      <button type="submit" name="apply_coupon" value={tCartPage("coupon.apply")} className="button btn-outline">
        {tCartPage("coupon.apply")}
      </button>
    </Form>
  );
}
