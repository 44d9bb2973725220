/**
 * What a shopper's browser does on the way to an order, through the shop's own endpoints: add to
 * cart (keeping the cookies it is given), open the checkout for its token and cart hash, post the
 * checkout form.
 */
export type PreparedCart = { cookie: string; token: string; cartHash: string };

const FORM = {
  billing_full_name: "Khách Thử Tải",
  billing_phone: "0901234567",
  billing_email: "tai@example.vn",
  billing_province: "Hà Nội",
  billing_ward: "Phường Ba Đình",
  billing_address_1: "1 Tràng Tiền",
  shipping_method: "flat_rate",
  payment_method: "cod",
  terms: "on",
};

/** The cookie header a browser holding `cookie` sends after `res`. */
export function cookiesAfter(cookie: string, res: Response): string {
  const pairOf = (text: string): [string, string] => [text.slice(0, text.indexOf("=")), text.slice(text.indexOf("=") + 1)];
  const jar = new Map(cookie ? cookie.split("; ").map(pairOf) : []);
  for (const set of res.headers.getSetCookie()) jar.set(...pairOf(set.split(";")[0]!));
  return [...jar].map(([k, v]) => `${k}=${v}`).join("; ");
}

/** One `add_to_cart` call as a browser with `cookie` makes it: whether it was added, and the cookies then held. */
export async function addToCart(origin: string, cookie: string, productId: string): Promise<{ ok: boolean; cookie: string }> {
  const res = await fetch(`${origin}/?wc-ajax=add_to_cart`, {
    method: "POST",
    headers: { "Content-Type": "application/x-www-form-urlencoded", ...(cookie ? { Cookie: cookie } : {}) },
    body: new URLSearchParams({ product_id: productId, quantity: "1" }),
  });
  const answer = (await res.json()) as { fragments?: unknown };
  return { ok: answer.fragments !== undefined, cookie: cookiesAfter(cookie, res) };
}

/** A cart holding one of each product, opened at the checkout; null when a product could not be added. */
export async function prepareCart(origin: string, productIds: readonly string[]): Promise<PreparedCart | null> {
  let cookie = "";
  for (const id of productIds) {
    const added = await addToCart(origin, cookie, id);
    if (!added.ok) return null;
    cookie = added.cookie;
  }
  const page = await (await fetch(`${origin}/thanh-toan/`, { headers: { Cookie: cookie } })).text();
  const token = /name="checkout_token" value="([^"]+)"/.exec(page)?.[1];
  const cartHash = /name="cart_hash" value="([0-9a-f]{32})"/.exec(page)?.[1];
  if (!token || !cartHash) throw new Error("bench: the checkout page has no token or cart hash");
  return { cookie, token, cartHash };
}

/** Posts the cart's checkout form: whether an order was placed (a redirect to its order-received page), and the time it took. */
export async function placeOrder(origin: string, cart: PreparedCart): Promise<{ ok: boolean; ms: number }> {
  const t0 = performance.now();
  const res = await fetch(`${origin}/thanh-toan/`, {
    method: "POST",
    redirect: "manual",
    headers: { "Content-Type": "application/x-www-form-urlencoded", Cookie: cart.cookie },
    body: new URLSearchParams({ ...FORM, checkout_token: cart.token, cart_hash: cart.cartHash }),
  });
  await res.arrayBuffer();
  const ok = res.status === 303 && /order-received/.test(res.headers.get("location") ?? "");
  return { ok, ms: performance.now() - t0 };
}

/** The products a listing page's add-to-cart buttons add (simple products in stock), in page order. */
export function addableProductIds(listingHtml: string): string[] {
  return [...listingHtml.matchAll(/class="[^"]*\bajax_add_to_cart\b[^"]*" data-product_id="(\d+)"/g)].map((m) => m[1]!);
}
