import { cart } from "~/lib/constants";

/**
 * When the fragments kept in session storage may stand in for a fragments call (spec §4 "Cart
 * fragments cache", WooCommerce's cart-fragments.js). Pure: the caller reads storage, cookies
 * and the clock.
 */
export type CacheFacts = {
  /** The hash stored with the fragments ("" when none). */
  storedHash: string;
  /** The `woocommerce_cart_hash` cookie ("" when none). */
  cookieHash: string;
  /** `wc_cart_created`, in ms since the epoch; null when missing or unreadable. */
  createdAt: number | null;
  now: number;
  /** Whether stored fragments include the mini cart's content. */
  hasFragments: boolean;
  lifetime?: number;
};

/** When a cache made at `createdAt` stops being good. */
export const expiryOf = (createdAt: number, lifetime: number = cart.fragments_cache_lifetime_ms) => createdAt + lifetime;

/**
 * Valid unless: its hash differs from the cookie's; it is older than 24 h (a hash without a
 * creation time counts as too old); its fragments are missing.
 */
export function isCacheValid(facts: CacheFacts): boolean {
  const { storedHash, cookieHash, createdAt, now, hasFragments, lifetime } = facts;
  if (storedHash !== "" && createdAt === null) return false;
  if (createdAt !== null && expiryOf(createdAt, lifetime) < now) return false;
  if (!hasFragments) return false;
  return storedHash === cookieHash;
}

/** What the page does with the cart when it starts. */
export type StartPlan =
  /** No cart: the server's page is right; forget any kept fragments and ask nothing. */
  | { kind: "forget" }
  /** The kept fragments are not good: ask the server. */
  | { kind: "refresh" }
  /** Put the kept fragments on the page, and ask again when they expire (`refreshIn` ms; null: never). */
  | { kind: "restore"; refreshIn: number | null };

export function planStart(facts: CacheFacts & { hasItems: boolean }): StartPlan {
  if (!facts.hasItems) return { kind: "forget" };
  if (!isCacheValid(facts)) return { kind: "refresh" };
  return { kind: "restore", refreshIn: facts.createdAt === null ? null : Math.max(0, expiryOf(facts.createdAt, facts.lifetime) - facts.now) };
}

/**
 * `wc_cart_created` after storing a new cart: now when the cart is new to this tab (no hash kept
 * before, or the empty cart's) or when the kept time is missing or past its lifetime (else the
 * cache would be out of date at every page from then on); otherwise the kept time. An empty cart
 * has none.
 */
export function nextCreatedAt(facts: {
  previousHash: string;
  previousCreatedAt: number | null;
  newHash: string;
  now: number;
  lifetime?: number;
}): number | null {
  const { previousHash, previousCreatedAt, newHash, now, lifetime } = facts;
  if (newHash === "") return null;
  if (previousHash === "" || previousCreatedAt === null || expiryOf(previousCreatedAt, lifetime) <= now) return now;
  return previousCreatedAt;
}
