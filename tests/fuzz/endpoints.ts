import fc from "fast-check";
import { anyText, badCookie, badId, badNumber, badQueryValue, badSegment } from "./inputs";
import { type RawRequest, asForm, formLikeBody } from "./requests";

/**
 * What the fuzz needs of the demo shop, read from its pages before the run: one product and a
 * visitor with a cart, so the forms that need a cart (checkout, the Store API) check their fields
 * instead of stopping at the empty cart.
 */
export type Shop = {
  productSlug: string;
  /** The visitor's cookies, as the browser sends them back. */
  cartCookie: string;
  cartHash: string;
  storeApiNonce: string;
};

/** One endpoint (or page form) and the bad requests made for it. */
export type Endpoint = { name: string; requests: (shop: Shop) => fc.Arbitrary<RawRequest> };

const get = (target: string, headers: Record<string, string> = {}): RawRequest => ({ method: "GET", target, headers });
const post = (target: string, o: { headers: Record<string, string>; body: Buffer }, extra: Record<string, string> = {}): RawRequest => ({
  method: "POST",
  target,
  headers: { ...o.headers, ...extra },
  body: o.body,
});

/** A C0 control or DEL somewhere in otherwise ordinary text: what every kept field must refuse. */
const controlText = fc
  .tuple(fc.string({ maxLength: 20 }), fc.constantFrom("\u0000", "\u0001", "\u0007", "\u000b", "\u001b", "\u001f", "\u007f"), fc.string({ maxLength: 20 }))
  .map(([a, c, b]) => `${a}${c}${b}`);

/** Random extra fields, as a script might add: names and values of any kind. */
const extraFields = fc.dictionary(fc.oneof(fc.string({ maxLength: 12 }), fc.constantFrom("product_id", "quantity", "variation_id", "attribute_pa_mau-sac", "cart[]", "a[b][c]")), anyText, { maxKeys: 4 });

const CHECKOUT_FIELDS: Record<string, string> = {
  billing_full_name: "Phạm Thu Hà",
  billing_phone: "+84 912 345 678",
  billing_email: "thuha@example.vn",
  billing_province: "Cần Thơ",
  billing_ward: "Phường Ninh Kiều",
  billing_address_1: "8 Hai Bà Trưng",
  order_comments: "Giao giờ hành chính",
  shipping_method: "flat_rate",
  payment_method: "cod",
  terms: "on",
};

/**
 * A checkout that would place an order but for one field: a control character in a kept field,
 * an address that is no e-mail, a missing acceptance of the terms. Every one must be refused.
 */
const poisonedCheckout = fc.oneof(
  fc.tuple(fc.constantFrom(...Object.keys(CHECKOUT_FIELDS).filter((f) => f !== "terms")), controlText).map(([field, value]) => ({ ...CHECKOUT_FIELDS, [field]: value })),
  anyText.filter((t) => !t.includes("@")).map((email) => ({ ...CHECKOUT_FIELDS, billing_email: email })),
  fc.constant(Object.fromEntries(Object.entries(CHECKOUT_FIELDS).filter(([f]) => f !== "terms"))),
);

const STORE_ADDRESS = {
  first_name: "Thu Hà",
  last_name: "Phạm",
  address_1: "8 Hai Bà Trưng",
  city: "Phường Ninh Kiều",
  state: "VN-CT",
  postcode: "",
  country: "VN",
  email: "thuha@example.vn",
  phone: "+84912345678",
};

/** The Store API's checkout body, refused: a control character in a kept field, or no JSON at all. */
const poisonedStoreCheckout = fc.oneof(
  fc.tuple(fc.constantFrom(...Object.keys(STORE_ADDRESS).filter((f) => f !== "postcode" && f !== "country")), controlText).map(([field, value]) =>
    JSON.stringify({ billing_address: { ...STORE_ADDRESS, [field]: value }, shipping_address: STORE_ADDRESS, payment_method: "cod" }),
  ),
  controlText.map((note) => JSON.stringify({ billing_address: STORE_ADDRESS, shipping_address: STORE_ADDRESS, customer_note: note, payment_method: "cod" })),
  fc.constantFrom("", "{", "null", "[]", '{"billing_address":null}', '{"billing_address":"x"}', "\u0000"),
  anyText,
);

const WC_AJAX = (endpoint: string) => `/?wc-ajax=${endpoint}`;

export const ENDPOINTS: Endpoint[] = [
  { name: "product page", requests: () => badSegment.map((s) => get(`/san-pham/${s}/`)) },
  { name: "product reviews page", requests: (shop) => fc.tuple(badSegment, badQueryValue).map(([s, c]) => get(`/san-pham/${shop.productSlug}/${s}/?cpage=${c}`)) },
  { name: "product category", requests: () => fc.array(badSegment, { minLength: 1, maxLength: 3 }).map((s) => get(`/danh-muc-san-pham/${s.join("/")}/`)) },
  { name: "product tag page", requests: () => fc.tuple(badSegment, badSegment).map(([s, p]) => get(`/tu-khoa-san-pham/${s}/page/${p}/`)) },
  {
    name: "shop listing",
    requests: () =>
      fc.tuple(badSegment, badQueryValue, badQueryValue, badQueryValue).map(([page, orderby, min, filter]) =>
        get(`/cua-hang/page/${page}/?orderby=${orderby}&min_price=${min}&max_price=${min}&filter_mau-sac=${filter}&paged=${min}`),
      ),
  },
  { name: "search page ?s=", requests: () => fc.tuple(badQueryValue, badQueryValue).map(([s, t]) => get(`/?s=${s}&post_type=${t}`)) },
  { name: "search suggestions", requests: () => badQueryValue.map((q) => get(`/wp-admin/admin-ajax.php?action=flatsome_ajax_search_products&query=${q}`)) },
  {
    name: "instant search (wpcom/v2/search)",
    requests: () =>
      fc.tuple(badQueryValue, badQueryValue, badQueryValue, badQueryValue).map(([s, sort, handle, size]) =>
        get(`/wp-json/wpcom/v2/search?s=${s}&sort=${sort}&page_handle=${handle}&size=${size}&filter[product_cat]=${s}`),
      ),
  },
  {
    name: "quick view",
    requests: () =>
      fc.oneof(
        badId.map((id) => get(`/wp-admin/admin-ajax.php?action=flatsome_quickview&product=${encodeURIComponent(id)}`)),
        formLikeBody(badId.map((id) => ({ action: "flatsome_quickview", product: id }))).map((b) => post("/wp-admin/admin-ajax.php", b)),
      ),
  },
  {
    name: "mini cart quantity (admin-ajax)",
    requests: (shop) =>
      formLikeBody(fc.record({ action: fc.constant("flatsome_ajax_cart_item_alter_quantity"), cart_item_key: anyText, cart_item_qty: badNumber })).map((b) =>
        post("/wp-admin/admin-ajax.php", b, { cookie: shop.cartCookie }),
      ),
  },
  { name: "admin-ajax, any action", requests: () => formLikeBody(fc.record({ action: anyText }, { requiredKeys: [] })).map((b) => post("/wp-admin/admin-ajax.php", b)) },
  {
    name: "wc-ajax add_to_cart",
    requests: () =>
      fc
        .tuple(formLikeBody(fc.record({ product_id: badId, quantity: badNumber, variation_id: badId, "attribute_pa_mau-sac": anyText }, { requiredKeys: ["product_id"] })), badCookie)
        .map(([b, cookie]) => post(WC_AJAX("add_to_cart"), b, cookie ? { cookie } : {})),
  },
  {
    name: "wc-ajax remove_from_cart",
    requests: (shop) => formLikeBody(fc.record({ cart_item_key: anyText })).map((b) => post(WC_AJAX("remove_from_cart"), b, { cookie: shop.cartCookie })),
  },
  {
    name: "wc-ajax get_refreshed_fragments",
    requests: () => fc.tuple(formLikeBody(extraFields), badCookie, badQueryValue).map(([b, cookie, t]) => post(`${WC_AJAX("get_refreshed_fragments")}&time=${t}`, b, { cookie })),
  },
  {
    name: "wc-ajax update_order_review",
    requests: (shop) =>
      formLikeBody(fc.record({ security: anyText, payment_method: anyText, "shipping_method[0]": anyText, post_data: anyText }, { requiredKeys: [] })).map((b) =>
        post(WC_AJAX("update_order_review"), b, { cookie: shop.cartCookie }),
      ),
  },
  {
    name: "wc-ajax checkout",
    requests: (shop) =>
      fc
        .tuple(poisonedCheckout, fc.string({ minLength: 16, maxLength: 40, unit: fc.constantFrom(..."abcdefghijklmnopqrstuvwxyz0123456789") }))
        .map(([fields, token]) => post(WC_AJAX("checkout"), asForm({ ...fields, checkout_token: `fuzz-${token}`, cart_hash: shop.cartHash }), { cookie: shop.cartCookie })),
  },
  {
    name: "Store API checkout",
    requests: (shop) =>
      fc.tuple(poisonedStoreCheckout, fc.constantFrom("application/json", "text/plain", "")).map(([body, type]) =>
        post("/wp-json/wc/store/v1/checkout", { headers: type ? { "content-type": type } : {}, body: Buffer.from(body) }, { cookie: shop.cartCookie, nonce: shop.storeApiNonce }),
      ),
  },
  {
    name: "wp-json, any route",
    requests: () =>
      fc.tuple(fc.array(badSegment, { minLength: 1, maxLength: 4 }), fc.constantFrom("GET", "POST", "PUT", "DELETE"), badQueryValue).map(([segments, method, q]) => ({
        method,
        target: `/wp-json/${segments.join("/")}?_locale=${q}`,
        headers: { "content-type": "application/json" },
        body: method === "GET" ? undefined : Buffer.from("{"),
      })),
  },
  {
    name: "checkout page form",
    requests: (shop) =>
      fc
        .tuple(formLikeBody(poisonedCheckout), fc.string({ minLength: 16, maxLength: 40, unit: fc.constantFrom(..."abcdefghijklmnopqrstuvwxyz0123456789") }))
        .map(([b, token]) => {
          // The token and hash ride in the body only when it is a form the page could read.
          const withToken = b.headers["content-type"]?.startsWith("application/x-www-form-urlencoded")
            ? Buffer.concat([b.body, Buffer.from(`&checkout_token=fuzz-${token}&cart_hash=${shop.cartHash}`)])
            : b.body;
          return post("/thanh-toan/", { headers: b.headers, body: withToken }, { cookie: shop.cartCookie });
        }),
  },
  {
    name: "cart page form",
    requests: (shop) =>
      formLikeBody(fc.record({ _wpnonce: anyText, update_cart: anyText, remove_item: anyText, "cart[x][qty]": badNumber, coupon_code: anyText }, { requiredKeys: [] })).map((b) =>
        post("/gio-hang/", b, { cookie: shop.cartCookie }),
      ),
  },
  { name: "cart remove link", requests: (shop) => fc.tuple(badQueryValue, badQueryValue).map(([key, nonce]) => get(`/gio-hang/?remove_item=${key}&_wpnonce=${nonce}`, { cookie: shop.cartCookie })) },
  {
    name: "product page forms (add to cart, review)",
    requests: (shop) =>
      formLikeBody(
        fc.oneof(
          fc.record({ intent: fc.constant("review"), rating: badNumber, comment: anyText, author: anyText, email: anyText }).map((r) => ({ ...r, author: `${r.author}\u0000` })),
          fc.record({ intent: fc.constant("review"), rating: fc.constantFrom("0", "6", "", "5.5", "-1"), comment: fc.constant("Đẹp lắm"), author: fc.constant("Lan"), email: fc.constant("lan@example.vn") }),
          fc.record({ "add-to-cart": badId, quantity: badNumber, variation_id: badId }),
        ),
      ).map((b) => post(`/san-pham/${shop.productSlug}/`, b)),
  },
  { name: "add-to-cart link", requests: () => fc.tuple(badQueryValue, badQueryValue, badQueryValue).map(([id, q, v]) => get(`/?add-to-cart=${encodeURIComponent(decodeSafe(id))}&quantity=${q}&variation_id=${v}`)) },
  {
    name: "order received",
    requests: () => fc.tuple(fc.oneof(badId.map(encodeURIComponent), badSegment), badQueryValue).map(([id, key]) => get(`/thanh-toan/order-received/${id}/?key=${key}`)),
  },
  { name: "uploads and files", requests: () => fc.array(badSegment, { minLength: 1, maxLength: 4 }).map((s) => get(`/wp-content/uploads/${s.join("/")}`)) },
  {
    name: "any address, method and host",
    requests: () =>
      fc
        .tuple(
          fc.constantFrom("GET", "HEAD", "POST", "PUT", "PATCH", "DELETE", "OPTIONS", "TRACE", "PROPFIND", "FOO", "M-SEARCH", "PURGE", "LINK"),
          fc.array(badSegment, { maxLength: 3 }),
          fc.option(fc.constantFrom("[::1", "a b", "shop.test:99999", "", "xn--", "%00", "..", "[", "shop.test:abc", "::1"), { nil: undefined }),
          badQueryValue,
        )
        .map(([method, segments, host, q]): RawRequest => ({ method, target: `/${segments.join("/")}?q=${q}`, headers: host === undefined ? {} : { host } })),
  },
  { name: "sitemap and robots", requests: () => fc.tuple(fc.constantFrom("/sitemap.xml", "/robots.txt", "/sitemap.xml/"), badQueryValue).map(([p, q]) => get(`${p}?page=${q}`)) },
  { name: "blog and pages", requests: () => fc.tuple(fc.constantFrom("/blog/page/", "/tag/", "/category/", "/portfolio/", "/"), badSegment).map(([p, s]) => get(`${p}${s}/`)) },
];

/** A broken escape stays as typed (the link carries it raw); a good one is decoded so it is sent once-encoded. */
function decodeSafe(value: string): string {
  try {
    return decodeURIComponent(value);
  } catch {
    return value;
  }
}
