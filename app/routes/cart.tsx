import { seoMeta, siteNameOf } from "~/features/site/seo";
import { t } from "~/lib/i18n";
import { Breadcrumbs } from "~/ui/Breadcrumbs";
import type { Route } from "./+types/cart";

export function loader({ context }: Route.LoaderArgs) {
  return { canonical: `${context.site.url}/gio-hang/` };
}

export function meta({ loaderData, matches }: Route.MetaArgs) {
  if (!loaderData) return [];
  return seoMeta({ title: t("cart.title"), description: t("cart.title"), canonical: loaderData.canonical, siteName: siteNameOf(matches), noindex: true });
}

/** The cart page. Its lines come with the cart feature; a cart with nothing in it looks like this. */
export default function Cart() {
  return (
    <div className="container-page py-6">
      <Breadcrumbs items={[{ label: t("site.home"), url: "/" }, { label: t("cart.title") }]} />
      <h1 className="mt-3 text-2xl font-bold sm:text-3xl">{t("cart.title")}</h1>
      <div className="woocommerce mt-8 rounded-lg border border-gray-200 p-8 text-center">
        <p className="cart-empty woocommerce-info text-lg">{t("cart.empty")}</p>
        <p className="return-to-shop mt-6">
          <a className="button wc-backward btn-primary" href="/cua-hang/">{t("cart.returnToShop")}</a>
        </p>
      </div>
    </div>
  );
}
