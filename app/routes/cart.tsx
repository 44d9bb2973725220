import { useEffect } from "react";
import { redirect, useRevalidator } from "react-router";
import { cartFormAction, removeByLink, removeCouponByLink } from "~/features/cart/.server/cart-page";
import { cartNonce, visitorCart } from "~/features/cart/.server/visitor-cart";
import { couponNonces } from "~/features/cart/.server/coupons";
import { CART_PATH } from "~/features/cart/cart-urls";
import { CartTemplate, EmptyCart } from "~/features/cart/components/CartTemplate";
import { seoMeta, siteNameOf } from "~/features/site/seo";
import { t } from "~/lib/i18n";
import { tCartPage } from "~/lib/i18n/areas/cart-page";
import { Breadcrumbs } from "~/ui/Breadcrumbs";
import { pageForm } from "~/platform/.server/posted-form";
import type { Route } from "./+types/cart";
import { personalPageHeaders } from "~/platform/.server/personal-pages";

export async function loader({ request, context }: Route.LoaderArgs) {
  const url = new URL(request.url);
  const removeItem = url.searchParams.get("remove_item");
  if (removeItem !== null) {
    // A remove link followed without scripts, or after the mini cart's call failed.
    await removeByLink(context, request, removeItem, url.searchParams.get("_wpnonce") ?? "");
    throw redirect(CART_PATH, 303);
  }
  const removeCoupon = url.searchParams.get("remove_coupon");
  if (removeCoupon !== null) {
    await removeCouponByLink(context, request, removeCoupon);
    throw redirect(CART_PATH, 303);
  }
  const cart = await visitorCart(context);
  return {
    canonical: `${context.site.url}${CART_PATH}`,
    cart,
    nonce: cart.lines.length > 0 ? await cartNonce(context) : "",
    couponNonces: cart.lines.length > 0 ? await couponNonces(context) : { apply: "", remove: "" },
  };
}

export const headers = personalPageHeaders;

export async function action({ request, context }: Route.ActionArgs) {
  return redirect(await cartFormAction(context, request, await pageForm(request)), 303);
}

export function meta({ loaderData, matches }: Route.MetaArgs) {
  if (!loaderData) return [];
  return seoMeta({ title: tCartPage("cart.title"), description: tCartPage("cart.title"), canonical: loaderData.canonical, siteName: siteNameOf(matches), noindex: true });
}

/** The cart page: its lines and totals, or a way back to the shop when it is empty. */
export default function Cart({ loaderData }: Route.ComponentProps) {
  const { cart, nonce, couponNonces } = loaderData;
  // The mini cart's scripts changed the cart on this page: show the lines as they are now.
  const { revalidate } = useRevalidator();
  useEffect(() => {
    const onChanged = () => void revalidate();
    window.addEventListener("cart-changed", onChanged);
    return () => window.removeEventListener("cart-changed", onChanged);
  }, [revalidate]);
  return (
    <div className="container-page py-6">
      <Breadcrumbs items={[{ label: t("site.home"), url: "/" }, { label: tCartPage("cart.title") }]} />
      <h1 className="mt-3 text-2xl font-bold sm:text-3xl">{tCartPage("cart.title")}</h1>
      {cart.lines.length > 0 ? <CartTemplate cart={cart} nonce={nonce} couponNonces={couponNonces} /> : <EmptyCart />}
    </div>
  );
}
