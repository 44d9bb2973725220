import { runSearch } from "~/features/search/.server/search";
import { readSearchRequest } from "~/features/search/search-request";
import { tSearch } from "~/lib/i18n/areas/search";
import { newChallenge } from "~/platform/.server/captcha";
import { guestFormsData } from "~/features/account/.server/guest-forms";
import { wcCustomerRoutes } from "../woocommerce/customers";
import { wcOrderRoutes } from "../woocommerce/orders";
import { wcProductRoutes } from "../woocommerce/products";
import { wcAttributeRoutes } from "../woocommerce/product-attributes";
import { wcReviewRoutes } from "../woocommerce/reviews";
import { wcCouponRoutes } from "../woocommerce/coupons";
import { wcSystemStatusRoutes } from "../woocommerce/system-status";
import { applicationPasswordRoutes } from "./application-passwords";
import { apiKeyRoutes } from "./api-keys";
import { credentialRoutes } from "./credentials";
import { contactForm7Routes } from "./contact-form-7";
import { mediaRoutes } from "./media";
import { productCsvRoutes } from "./product-csv";
import { type RestRoute, noStoreJson, restResponse } from "./rest-response";
import { settingsRoutes } from "./settings";
import { shopDashboardRoutes } from "./shop-dashboard";
import { shopMessageRoutes } from "./shop-messages";
import { shopOrdersExportRoutes } from "./shop-orders-export";
import { storeApiCheckout } from "./store-api";
import { userRoutes } from "./users";

export { type RestMethod, type RestRoute, restError, restResponse } from "./rest-response";

/** REST routes by pattern, each written in compat over a feature's service: the instant search, the Store API's checkout, the login forms' CAPTCHA and data, Contact Form 7's API. */
export const restRoutes: RestRoute[] = [
  {
    /**
     * The instant search (the overlay's backend; usable by anyone): the query (`s` or `query`),
     * filters, `orderby`/`sort`, `page_handle` and `size` in; Jetpack's `{total, page_handle,
     * corrected_query, results, aggregations}` out. Parameters it cannot read are a 400 naming
     * each of them, as WordPress's `rest_invalid_param`.
     */
    pattern: /\/wpcom\/v2\/search/,
    methods: ["GET"],
    namespace: "wpcom/v2",
    handler: async ({ request, context }) => {
      const { request: search, errors } = readSearchRequest(new URL(request.url).searchParams);
      if (errors.length > 0) {
        const params = Object.fromEntries(errors.map((e) => [e.param, e.message]));
        return restResponse(
          { code: "rest_invalid_param", message: tSearch("search.invalidParams", { params: Object.keys(params).join(", ") }), data: { status: 400, params } },
          400,
        );
      }
      return restResponse(await runSearch(context.db, search));
    },
  },
  {
    /**
     * WooCommerce's Store API checkout: the visitor's cart placed as an order from JSON, with
     * order attribution as extension data under `woocommerce/order-attribution` (store-api.ts).
     */
    pattern: /\/wc\/store\/v1\/checkout/,
    methods: ["POST"],
    namespace: "wc/store/v1",
    handler: storeApiCheckout,
  },
  {
    /**
     * A proof-of-work challenge for the invisible CAPTCHA of the sign-in and registration forms
     * (decision 025) and of the contact forms that ask for it (decision 026), asked for before
     * their real submit: ALTCHA's challenge JSON, never kept.
     */
    pattern: /\/cuahang\/v1\/captcha/,
    methods: ["GET"],
    namespace: "cuahang/v1",
    handler: async ({ context }) => noStoreJson(await newChallenge(context.site.secretKey, context.now())),
  },
  {
    /**
     * What the header's login popup needs to draw My account's guest forms (`GuestForms`: where
     * to go once signed in, from `redirect_to`; the CAPTCHA and remember-device settings; the
     * AJAX nonce), fetched when it first opens, so no page carries the forms for it.
     */
    pattern: /\/cuahang\/v1\/login-form/,
    methods: ["GET"],
    namespace: "cuahang/v1",
    handler: async ({ context, request }) => noStoreJson(await guestFormsData(context, request)),
  },
  ...contactForm7Routes,
  ...wcOrderRoutes,
  ...wcReviewRoutes,
  ...settingsRoutes,
  ...wcProductRoutes,
  ...wcAttributeRoutes,
  ...wcCustomerRoutes,
  ...shopMessageRoutes,
  ...shopDashboardRoutes,
  ...shopOrdersExportRoutes,
  ...wcCouponRoutes,
  ...mediaRoutes,
  ...applicationPasswordRoutes,
  ...apiKeyRoutes,
  ...credentialRoutes,
  ...wcSystemStatusRoutes,
  ...productCsvRoutes,
  ...userRoutes,
];

/** The route's parameters when its pattern matches all of `path`, else null. */
export function matchRestRoute(route: RestRoute, path: string): Record<string, string> | null {
  const match = route.pattern.exec(path);
  if (!match || match.index !== 0 || match[0].length !== path.length) return null;
  return { ...match.groups };
}

/** The route as WordPress lists it in the index: `/ns/v1/items/(?P<id>\d+)`. */
export function wordpressRoutePath(route: RestRoute): string {
  return route.pattern.source
    .replace(/^\^|\$$/g, "")
    .replaceAll("\\/", "/")
    .replace(/\(\?<(?=[A-Za-z_])/g, "(?P<");
}
