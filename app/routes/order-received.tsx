import { data } from "react-router";
import { bankTransferView } from "~/features/orders/bank-transfer";
import { BankTransferDetails } from "~/features/orders/components/BankTransferDetails";
import { OrderReceived } from "~/features/orders/components/OrderReceived";
import { loadSiteChrome } from "~/features/site/.server/site";
import { orderForKey } from "~/features/orders/.server/orders";
import { seoMeta, siteNameOf } from "~/features/site/seo";
import { t } from "~/lib/i18n";
import { rowId } from "~/lib/row-id";
import { Breadcrumbs } from "~/ui/Breadcrumbs";
import type { Route } from "./+types/order-received";
import { tCheckout } from "~/lib/i18n/areas/checkout";
import { personalPageHeaders } from "~/platform/.server/personal-pages";

/**
 * `/thanh-toan/order-received/{number}/?key={order key}`: the number alone opens nothing (404),
 * nor does one that can be no order's (past PostgreSQL's integer: never queried).
 */
export async function loader({ request, params, context }: Route.LoaderArgs) {
  const key = new URL(request.url).searchParams.get("key") ?? "";
  const id = rowId(params.orderId);
  const order = id === null ? null : await orderForKey(context.db, id, key);
  if (!order) throw data(null, { status: 404 });
  // Bank transfer: the shop's account, the amount, the content to write and a VietQR code for
  // banking apps (made here, so its encoder stays on the server).
  const transfer = order.paymentMethod === "bacs" ? bankTransferView(order, (await loadSiteChrome(context.db)).options.checkout_settings.bacs) : null;
  return { order, transfer, canonical: `${context.site.url}/thanh-toan/order-received/${order.id}/` };
}

export const headers = personalPageHeaders;

export function meta({ loaderData, matches }: Route.MetaArgs) {
  if (!loaderData) return [];
  return seoMeta({ title: tCheckout("order.title"), description: tCheckout("order.title"), canonical: loaderData.canonical, siteName: siteNameOf(matches), noindex: true });
}

export default function OrderReceivedPage({ loaderData }: Route.ComponentProps) {
  return (
    <div className="container-page py-6">
      <Breadcrumbs items={[{ label: t("site.home"), url: "/" }, { label: tCheckout("order.title") }]} />
      <h1 className="mt-3 text-2xl font-bold sm:text-3xl">{tCheckout("order.title")}</h1>
      <OrderReceived
        order={loaderData.order}
        paymentInstructions={loaderData.transfer && <BankTransferDetails transfer={loaderData.transfer} headingLevel={2} />}
      />
    </div>
  );
}
