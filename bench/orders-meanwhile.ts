import { percentile } from "./percentile";
import { type PreparedCart, addableProductIds, placeOrder, prepareCart } from "./shopper";

/**
 * Orders placed while pages are being read, as a shop open for business has them: every order
 * takes stock and adds to sales, so what the server keeps of the pages showing them is made
 * again, and the database's one thread writes between the reads. Carts are made first
 * (place-order.ts's way), each of three products spread over the catalogue; their checkout forms
 * are then posted at a steady pace through the load.
 */
/**
 * `perSecond`: the orders placed while the load ran, over its duration (`seconds`); `placed` also
 * counts those still being placed when it ended.
 */
export type OrdersMeanwhile = { placed: number; perSecond: number; p50: number; p99: number; errors: number; seconds: number };

const LINES_PER_CART = 3;
/** At most this many checkouts waiting for an answer: a pace the server cannot keep is then seen as fewer orders a second. */
const MAX_IN_FLIGHT = 4;

/**
 * `count` carts of products whose listing buttons add them, taken from listing pages across the
 * catalogue: a different few each time, so the stock that repeated runs take is spread thin. A
 * product that can no longer be added (sold out by earlier runs) only costs its cart.
 */
export async function prepareCarts(origin: string, listingPages: readonly string[], count: number): Promise<PreparedCart[]> {
  const ids = new Set<string>();
  for (const page of listingPages) {
    for (const id of addableProductIds(await (await fetch(origin + page)).text())) ids.add(id);
    if (ids.size >= count * LINES_PER_CART) break;
  }
  const pool = [...ids];
  if (pool.length < LINES_PER_CART) throw new Error("bench: too few products to add to carts");
  const carts: PreparedCart[] = [];
  for (let i = 0; carts.length < count && i < 2 * count; i++) {
    const products = Array.from({ length: LINES_PER_CART }, (_, line) => pool[(i * LINES_PER_CART + line) % pool.length]!);
    const cart = await prepareCart(origin, products);
    if (cart) carts.push(cart);
  }
  if (carts.length < count) throw new Error(`bench: only ${carts.length} of ${count} carts could be filled`);
  return carts;
}

/**
 * Posts `carts` one every `1 / perSecond` s from now until `stop()`; `stop()` waits for the
 * checkouts still running and reports what was placed.
 */
export function placeOrdersMeanwhile(origin: string, carts: readonly PreparedCart[], perSecond: number): { stop: () => Promise<OrdersMeanwhile> } {
  const latencies: number[] = [];
  const running = new Set<Promise<void>>();
  let errors = 0;
  let next = 0;
  const started = performance.now();
  const post = (cart: PreparedCart) => {
    const done = placeOrder(origin, cart).then(
      (placed) => (placed.ok ? void latencies.push(placed.ms) : void errors++),
      () => void errors++,
    );
    const tracked = done.finally(() => running.delete(tracked));
    running.add(tracked);
  };
  const timer = setInterval(() => {
    if (running.size < MAX_IN_FLIGHT && next < carts.length) post(carts[next++]!);
  }, 1000 / perSecond);
  return {
    stop: async () => {
      clearInterval(timer);
      const seconds = (performance.now() - started) / 1000;
      const placedMeanwhile = latencies.length;
      await Promise.all(running);
      latencies.sort((a, b) => a - b);
      const placed = latencies.length;
      return { placed, perSecond: placedMeanwhile / seconds, p50: percentile(latencies, 50), p99: percentile(latencies, 99), errors, seconds };
    },
  };
}
