import { useEffect, useEffectEvent, useRef } from "react";
import { redirect, useNavigation, useRevalidator } from "react-router";
import { CART_EVENTS, type CartChanged } from "~/features/cart/client/cart-events";
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
  useCartKeptInStep(cart.hash);
  return (
    <div className="container-page py-6">
      <Breadcrumbs items={[{ label: t("site.home"), url: "/" }, { label: tCartPage("cart.title") }]} />
      <h1 className="mt-3 text-2xl font-bold sm:text-3xl">{tCartPage("cart.title")}</h1>
      {cart.lines.length > 0 ? <CartTemplate cart={cart} nonce={nonce} couponNonces={couponNonces} /> : <EmptyCart />}
    </div>
  );
}

/**
 * The cart's scripts saw the cart change while this page is open (the mini cart, another tab):
 * the page's data is loaded again to show the lines as they are now. Not while the page's data
 * is on its way (a coupon applied, a quantity saved, a tap held until the scripts ran): that
 * load holds the change, and another would cancel it and lose the notices it took from the
 * session. Once it has landed, only if its cart is not the one the scripts saw.
 */
function useCartKeptInStep(shownHash: string): void {
  const { revalidate, state } = useRevalidator();
  const navigation = useNavigation();
  const loading = state !== "idle" || navigation.state !== "idle";
  /** The hash of the cart the scripts saw, until the page has caught up; null when they did not say. */
  const seen = useRef<{ hash: string | null } | null>(null);
  const catchUp = useEffectEvent(() => {
    if (!seen.current || loading) return;
    const { hash } = seen.current;
    seen.current = null;
    if (hash !== shownHash) void revalidate();
  });
  useEffect(() => {
    const onChanged = (event: Event) => {
      seen.current = { hash: (event as CustomEvent<CartChanged | null>).detail?.cartHash ?? null };
      catchUp();
    };
    window.addEventListener(CART_EVENTS.cartChanged, onChanged);
    return () => window.removeEventListener(CART_EVENTS.cartChanged, onChanged);
  }, []);
  useEffect(() => catchUp(), [loading]);
}
