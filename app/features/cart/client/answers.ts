/** Page regions by CSS selector, each with the HTML that replaces it (spec §3 "Cart fragments answer"). */
export type Fragments = Record<string, string>;

/** The cart as an answer gives it: the regions to replace and the cart's new hash. */
export type CartState = { fragments: Fragments; cartHash: string };

const isRecord = (value: unknown): value is Record<string, unknown> => typeof value === "object" && value !== null && !Array.isArray(value);

/** A fragments map whose every value is HTML text, or null when the value is anything else. */
export function readFragments(value: unknown): Fragments | null {
  if (!isRecord(value)) return null;
  const entries = Object.entries(value);
  return entries.every(([, html]) => typeof html === "string") ? (Object.fromEntries(entries) as Fragments) : null;
}

/** `fragments` and `cart_hash` of a wc-ajax answer (add, remove, refresh), or null without usable fragments. */
export function readCartState(body: unknown): CartState | null {
  if (!isRecord(body)) return null;
  const fragments = readFragments(body.fragments);
  if (!fragments) return null;
  return { fragments, cartHash: typeof body.cart_hash === "string" ? body.cart_hash : "" };
}

/**
 * An address the browser may be sent to: http(s) only (never `javascript:`), resolved against the
 * page's own; null otherwise.
 */
export function safeAddress(url: unknown, base: string): string | null {
  if (typeof url !== "string" || url.trim() === "") return null;
  try {
    const resolved = new URL(url, base);
    return resolved.protocol === "http:" || resolved.protocol === "https:" ? resolved.href : null;
  } catch {
    return null;
  }
}

/** What to do after an add (spec §7 "Cart", `add_to_cart`'s handling). */
export type AddOutcome =
  | { kind: "go"; url: string }
  | { kind: "show"; cart: CartState }
  /** Nothing usable came back: the button goes back to how it was. */
  | { kind: "failed" };

/**
 * The answer to an add, in WooCommerce's order: an error with a product address sends the shopper
 * to the product; else, with "redirect to the cart after an add" on, to the cart page; else the
 * page shows the new cart.
 */
export function addOutcome(body: unknown, options: { redirectAfterAdd: "yes" | "no"; cartUrl: string; base: string }): AddOutcome {
  if (isRecord(body) && body.error) {
    const url = safeAddress(body.product_url, options.base);
    return url ? { kind: "go", url } : { kind: "failed" };
  }
  const cart = readCartState(body);
  if (!cart) return { kind: "failed" };
  if (options.redirectAfterAdd === "yes") return { kind: "go", url: options.cartUrl };
  return { kind: "show", cart };
}

/** The answer to Flatsome's quantity call: `{success: true}` or `{success: false, data: {message}}`. */
export type QuantityOutcome = { ok: true } | { ok: false; message: string | null };

export function quantityOutcome(body: unknown): QuantityOutcome {
  if (isRecord(body) && body.success === true) return { ok: true };
  const data = isRecord(body) && isRecord(body.data) ? body.data : null;
  const message = typeof data?.message === "string" && data.message.trim() !== "" ? data.message : null;
  return { ok: false, message };
}
