import { data, redirect } from "react-router";
import { checkoutPageData, submitCheckout } from "~/features/checkout/.server/checkout-page";
import { syncVisitorCartCookies } from "~/features/cart/.server/visitor-cart";
import { CART_PATH, CHECKOUT_PATH } from "~/features/cart/cart-urls";
import { applyCouponNoticed, cartOwnerOf, removeCouponByLink } from "~/features/cart/.server";
import { couponNonces } from "~/features/cart/.server/coupons";
import { AttributionInputs } from "~/features/checkout/attribution/components/AttributionInputs";
import { CheckoutTemplate } from "~/features/checkout/components/CheckoutTemplate";
import { seoMeta, siteNameOf } from "~/features/site/seo";
import { t } from "~/lib/i18n";
import { Breadcrumbs } from "~/ui/Breadcrumbs";
import { pageForm } from "~/platform/.server/posted-form";
import type { Route } from "./+types/checkout";
import { tCheckout } from "~/lib/i18n/areas/checkout";
import { tCartPage } from "~/lib/i18n/areas/cart-page";
import { personalPageHeaders } from "~/platform/.server/personal-pages";

export async function loader({ request, context }: Route.LoaderArgs) {
  const removeCoupon = new URL(request.url).searchParams.get("remove_coupon");
  if (removeCoupon !== null) {
    // The order review's `woocommerce-remove-coupon` link followed as a plain link.
    await removeCouponByLink(context, request, removeCoupon);
    throw redirect(CHECKOUT_PATH, 303);
  }
  const page = await checkoutPageData(context);
  // As WooCommerce: no checkout for an empty cart; the cart page says so and leads back to the shop.
  if (!page) throw redirect(CART_PATH, 303);
  return { ...page, couponNonces: await couponNonces(context), canonical: `${context.site.url}/thanh-toan/` };
}

export const headers = personalPageHeaders;

export async function action({ request, context }: Route.ActionArgs) {
  const form = await pageForm(request);
  const session = await context.session.current();
  if (form.has("apply_coupon")) {
    // WooCommerce's `checkout_coupon` form: the coupon applied, its notice shown on the checkout again.
    if (session) await applyCouponNoticed(context, cartOwnerOf(session), String(form.get("coupon_code") ?? ""));
    await syncVisitorCartCookies(context, request);
    return redirect(CHECKOUT_PATH, 303);
  }
  const outcome = await submitCheckout(context, request, form);
  if (outcome.placed) {
    await syncVisitorCartCookies(context, request); // the cart is empty now: its cookies go
    return redirect(outcome.url, 303);
  }
  // An address that has ordered too often: 429, with the page's message and what was typed.
  const status = outcome.reason === "too_many_orders" ? 429 : 400;
  return data({ refusal: { errors: outcome.errors, values: outcome.values, message: outcome.message } }, { status });
}

export function meta({ loaderData, matches }: Route.MetaArgs) {
  if (!loaderData) return [];
  return seoMeta({ title: tCheckout("checkout.title"), description: tCheckout("checkout.title"), canonical: loaderData.canonical, siteName: siteNameOf(matches), noindex: true });
}

/** The checkout page (spec §2): works as a plain form post; scripts check fields as they are left. */
export default function Checkout({ loaderData, actionData }: Route.ComponentProps) {
  return (
    <div className="container-page py-6">
      <Breadcrumbs items={[{ label: t("site.home"), url: "/" }, { label: tCartPage("cart.title"), url: CART_PATH }, { label: tCheckout("checkout.title") }]} />
      <h1 className="mt-3 text-2xl font-bold sm:text-3xl">{tCheckout("checkout.title")}</h1>
      <CheckoutTemplate
        cart={loaderData.cart}
        shippingTable={loaderData.shippingTable}
        paymentMethods={loaderData.paymentMethods}
        terms={loaderData.terms}
        token={loaderData.token}
        couponNonces={loaderData.couponNonces}
        refusal={actionData?.refusal ?? null}
        prefill={loaderData.prefill}
        extraFields={<AttributionInputs />}
      />
    </div>
  );
}
