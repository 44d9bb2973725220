import type { Shop } from "./endpoints";

/** The `name=value` pairs of `Set-Cookie` headers, merged into a `Cookie` header over `jar`. */
function keepCookies(jar: Map<string, string>, response: Response): void {
  for (const header of response.headers.getSetCookie()) {
    const pair = header.slice(0, header.indexOf(";") === -1 ? undefined : header.indexOf(";"));
    const eq = pair.indexOf("=");
    jar.set(pair.slice(0, eq), pair.slice(eq + 1));
  }
}
const cookieHeader = (jar: Map<string, string>) => [...jar].map(([k, v]) => `${k}=${v}`).join("; ");

function must<T>(value: T | null | undefined, what: string): T {
  if (value === null || value === undefined) throw new Error(`fuzz set-up: ${what} not found`);
  return value;
}

/**
 * Reads what the fuzz needs from the running shop, as a shopper's browser would: a simple
 * product from the shop page, put in a new cart; the checkout page's cart hash; the Store API's
 * nonce for that visitor.
 */
export async function readShop(origin: string): Promise<Shop> {
  const shopPage = await (await fetch(`${origin}/cua-hang/`)).text();
  // A simple product's button adds by AJAX; a variable one's links to its page.
  const id = must(/class="[^"]*\bajax_add_to_cart\b[^"]*"[^>]*data-product_id="(\d+)"/.exec(shopPage)?.[1], "a simple product on the shop page");
  const slug = must(/href="[^"]*\/san-pham\/([^/"]+)\/"/.exec(shopPage)?.[1], "a product link");

  const jar = new Map<string, string>();
  const added = await fetch(`${origin}/?wc-ajax=add_to_cart`, {
    method: "POST",
    headers: { "content-type": "application/x-www-form-urlencoded" },
    body: new URLSearchParams({ product_id: id, quantity: "1" }),
  });
  keepCookies(jar, added);
  const answer = (await added.json()) as { error?: boolean };
  if (answer.error) throw new Error(`fuzz set-up: product ${id} could not be added to a cart`);

  const checkout = await (await fetch(`${origin}/thanh-toan/`, { headers: { cookie: cookieHeader(jar) } })).text();
  const cartHash = must(/name="cart_hash" value="([^"]*)"/.exec(checkout)?.[1], "the checkout form's cart_hash");

  const nonceAnswer = await fetch(`${origin}/wp-json/wc/store/v1/checkout`, { method: "POST", headers: { cookie: cookieHeader(jar), "content-type": "application/json" }, body: "{}" });
  keepCookies(jar, nonceAnswer);
  const storeApiNonce = must(nonceAnswer.headers.get("nonce"), "the Store API's Nonce header");
  return { productSlug: slug, cartCookie: cookieHeader(jar), cartHash, storeApiNonce };
}
