import { type CatalogueMap, listingPaths, mapCatalogue, productPaths } from "./catalogue-wide";
import { waitForQuiet } from "./app-server";
import { captureAnswer, startCeiling } from "./ceiling";
import { runLoadOverPaths } from "./load";
import { type OrdersMeanwhile, placeOrdersMeanwhile, prepareCarts } from "./orders-meanwhile";
import type { Check } from "./report";

/**
 * The cache-hit scenarios read one page from 50 connections: every answer is kept, and nothing
 * changes the catalogue meanwhile. These read pages spread over the whole catalogue, each a few
 * times, while orders are being placed, each changing stock and sales the pages show: what a shop
 * open for business serves. Each is reported beside the cache-hit scenario of the same page.
 */
export type CatalogueWideScenario = {
  name: string;
  /** The cache-hit scenario (scenarios.ts) of the same kind of page. */
  cacheHit: string;
  paths: (map: CatalogueMap, count: number, seed: number) => string[];
};

export const CATALOGUE_WIDE: readonly CatalogueWideScenario[] = [
  { name: "product pages", cacheHit: "product page", paths: productPaths },
  { name: "shop and category listings", cacheHit: "shop page", paths: listingPaths },
];

/**
 * How often each page is read in a run: the number of different pages is set from the rate the
 * warm-up saw, so a fast server reads more pages rather than the same ones more often.
 */
const READS_PER_PAGE = 3;
const PAGES = { min: 50, max: 3000, warmUp: 300 };
/** Orders a second placed meanwhile: a busy shop's pace (fewer when checkouts take longer, see orders-meanwhile.ts). */
const ORDERS_PER_SECOND = 5;
const SEED = 20_240_601;

type Loaded = Awaited<ReturnType<typeof runLoadOverPaths>>;
/** `ceiling`: the bare server sending the same pages' bytes under the same load (the same paths, the same client). */
export type CatalogueWideResult = { name: string; cacheHit: string; pages: number; load: Loaded; orders: OrdersMeanwhile; ceiling: Loaded };

/**
 * The static ceiling of a catalogue-wide run: the pages as the app sent them (compressed), from
 * a bare node:http server, read by the same client over the same paths. One hot page's ceiling
 * is read by a lighter client (autocannon's own, one fixed request): on a 2-core machine the
 * client's share of the CPU moves the figure, so a run over many paths is compared with this.
 */
async function ceilingOverPaths(origin: string, paths: string[], o: { connections: number; seconds: number }): Promise<Loaded> {
  const answers = [];
  for (let i = 0; i < paths.length; i += 50) {
    answers.push(...(await Promise.all(paths.slice(i, i + 50).map((path) => captureAnswer(origin, { method: "GET", path, what: "catalogue-wide ceiling" })))));
  }
  const ceiling = await startCeiling(answers);
  try {
    return await runLoadOverPaths({ origin: ceiling.url, paths, connections: o.connections, seconds: o.seconds, shared: true });
  } finally {
    await ceiling.stop();
  }
}

export async function benchCatalogueWide(
  origin: string,
  o: { connections: number; seconds: number; log: (line: string) => void },
): Promise<{ results: CatalogueWideResult[]; checks: Check[] }> {
  const map = await mapCatalogue(origin);
  const results: CatalogueWideResult[] = [];
  const checks: Check[] = [];
  for (const s of CATALOGUE_WIDE) {
    // Carts of products found on listing pages chosen afresh each run (see prepareCarts).
    const carts = await prepareCarts(origin, listingPaths(map, 50, Date.now()), Math.ceil(ORDERS_PER_SECOND * (o.seconds + 1)));
    // What the previous scenario left the server to draw again is drawn first (decision 046).
    await waitForQuiet(origin);
    // Code warmed on other pages of the same kinds, so the measured pages are read for the first time.
    const warmUp = await runLoadOverPaths({ origin, paths: s.paths(map, PAGES.warmUp, SEED + 1), connections: 10, seconds: 2, shared: true });
    const count = Math.round((warmUp.requests / 2) * o.seconds / READS_PER_PAGE);
    const paths = s.paths(map, Math.min(PAGES.max, Math.max(PAGES.min, count)), SEED);
    o.log(`bench: ${s.name}, ${paths.length} pages over ${map.products.length} products, ${o.connections} connections × ${o.seconds} s, ${ORDERS_PER_SECOND} orders/s meanwhile…`);
    const orders = placeOrdersMeanwhile(origin, carts, ORDERS_PER_SECOND);
    const load = await runLoadOverPaths({ origin, paths, connections: o.connections, seconds: o.seconds, shared: true });
    const placed = await orders.stop();
    await waitForQuiet(origin);
    const ceiling = await ceilingOverPaths(origin, paths, o);
    results.push({ name: s.name, cacheHit: s.cacheHit, pages: paths.length, load, orders: placed, ceiling });
    checks.push(
      { what: `${s.name} (catalogue-wide): errors and non-2xx`, value: String(load.errors + load.non2xx), limit: "0", pass: load.errors + load.non2xx === 0 },
      { what: `${s.name} (catalogue-wide): orders refused`, value: String(placed.errors), limit: "0", pass: placed.errors === 0 },
    );
  }
  return { results, checks };
}
