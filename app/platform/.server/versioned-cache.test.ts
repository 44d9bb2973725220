import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import type { Db } from "./db";
import { type DrawnFrom, afterCatalogWrite, catalogCache, drawnFrom, keptByVersion, noPageReads, readingForPage } from "./versioned-cache";

/**
 * A database whose `catalog_version` is `version` and whose log is empty: what the caches' version
 * check reads. The rows a load reads are the test's own variable.
 */
function fakeDb() {
  const state = { version: "1" };
  const db = { execute: async () => ({ rows: [{ version: state.version, logged: 0 }] }) } as unknown as Db;
  return { db, state };
}

const SHOWS = () => ({ products: [7] });

describe("catalogCache and a write of the app's own", () => {
  beforeEach(() => {
    vi.useFakeTimers({ toFake: ["Date"] });
    vi.setSystemTime(new Date("2026-11-28T10:00:00Z"));
  });
  afterEach(() => vi.useRealTimers());

  it("drops what was loaded under the version bumped before the write committed", async () => {
    const { db, state } = fakeDb();
    const cache = catalogCache<string>(10);
    let rows = "tên cũ";
    expect(await cache.get(db, "p7", async () => rows, SHOWS)).toBe("tên cũ");
    // The writer's transaction begins and bumps the sequence, seen at once; its rows are not committed yet.
    const began = Date.now();
    vi.advanceTimersByTime(5);
    state.version = "2";
    vi.advanceTimersByTime(1500);
    expect(await cache.get(db, "p7", async () => rows, SHOWS)).toBe("tên cũ");
    // Committed, then announced.
    rows = "tên mới";
    afterCatalogWrite(db, { began });
    expect(await cache.get(db, "p7", async () => rows, SHOWS)).toBe("tên mới");
    // And kept again from then on.
    expect(await cache.get(db, "p7", async () => "không đọc lại", SHOWS)).toBe("tên mới");
  });

  it("does not keep a load under way when a write is announced", async () => {
    const { db } = fakeDb();
    const cache = catalogCache<string>(10);
    let finish!: (value: string) => void;
    const loading = cache.get(db, "p7", () => new Promise<string>((resolve) => (finish = resolve)), SHOWS);
    await vi.waitFor(() => expect(finish).toBeDefined());
    afterCatalogWrite(db);
    finish("tên cũ");
    expect(await loading).toBe("tên cũ");
    expect(await cache.get(db, "p7", async () => "tên mới", SHOWS)).toBe("tên mới");
  });

  it("leaves the answers of a version seen before the write began", async () => {
    const { db, state } = fakeDb();
    const cache = catalogCache<string>(10);
    state.version = "5";
    expect(await cache.get(db, "p7", async () => "trang", SHOWS)).toBe("trang");
    vi.advanceTimersByTime(1500);
    // A write that bumped nothing (an order: its change is in the log) drops no other answer.
    afterCatalogWrite(db, { began: Date.now() });
    expect(await cache.get(db, "p7", async () => "đọc lại", SHOWS)).toBe("trang");
  });
});

/**
 * A database with a version and a log of changes, as the version check reads them: the head
 * (version, last log id) and the rows above a position.
 */
function loggingDb() {
  const state = { version: "1", search: "1", log: [] as Array<{ id: number; products: number[]; aspects: string[] }> };
  const textOf = (query: { queryChunks: Array<{ value?: string[] } | unknown> }) =>
    query.queryChunks.map((chunk) => (chunk && typeof chunk === "object" && "value" in chunk ? String(chunk.value) : "")).join("");
  const db = {
    execute: async (query: { queryChunks: unknown[] }) => {
      const text = textOf(query as never);
      if (text.includes("search_version")) return { rows: [{ v: state.search }] };
      if (text.includes("json_agg")) return { rows: [{ rows: state.log }] };
      return { rows: [{ version: state.version, logged: state.log.at(-1)?.id ?? 0 }] };
    },
  } as unknown as Db;
  return { db, state };
}

const drawn = (o: Partial<DrawnFrom> = {}): DrawnFrom => ({ sequences: ["catalog_version"], products: [], cards: [], orderedBy: [], everything: false, ...o });

describe("keptByVersion: pages made elsewhere, kept by the catalogue's rules", () => {
  beforeEach(() => {
    vi.useFakeTimers({ toFake: ["Date"] });
    vi.setSystemTime(new Date("2026-11-29T09:00:00Z"));
  });
  afterEach(() => vi.useRealTimers());


  it("keeps a page until a logged change touches a product it shows", async () => {
    const { db, state } = loggingDb();
    const kept = keptByVersion<string>(db, { maxBytes: 1000, onError: () => {} });
    const ticket = await kept.begin();
    expect(kept.keep(ticket, "/p7", "trang 7", 10, drawn({ products: [7] }))).toBe(true);
    expect(kept.keep(ticket, "/p8", "trang 8", 10, drawn({ products: [8] }))).toBe(true);
    expect(await kept.peek("/p7", Date.now())).toBe("trang 7");
    // An order of product 8 is logged; the next check (due after a second) applies it.
    state.log.push({ id: 1, products: [8], aspects: ["stock"] });
    vi.advanceTimersByTime(1100);
    expect(await kept.peek("/p7", Date.now())).toBe("trang 7");
    expect(await kept.peek("/p8", Date.now())).toBeUndefined();
    expect(kept.size()).toEqual({ entries: 1, bytes: 10 });
  });

  it("drops a page ordered by a figure a change moved, and every page when the version moves", async () => {
    const { db, state } = loggingDb();
    const kept = keptByVersion<string>(db, { maxBytes: 1000, onError: () => {} });
    const ticket = await kept.begin();
    kept.keep(ticket, "/ban-chay", "bán chạy", 10, drawn({ products: [1, 2], orderedBy: ["sales"] }));
    kept.keep(ticket, "/moi", "mới", 10, drawn({ products: [3] }));
    kept.keep(ticket, "/bai-viet", "bài viết", 10, drawn({ sequences: [] }));
    state.log.push({ id: 1, products: [9], aspects: ["sales"] });
    vi.advanceTimersByTime(1100);
    expect(await kept.peek("/ban-chay", Date.now())).toBeUndefined();
    expect(await kept.peek("/moi", Date.now())).toBe("mới");
    state.version = "2";
    vi.advanceTimersByTime(1100);
    expect(await kept.peek("/moi", Date.now())).toBeUndefined();
    // A page drawn from no catalogue answer does not follow the catalogue.
    expect(await kept.peek("/bai-viet", Date.now())).toBe("bài viết");
  });

  it("reads the log again at once after the app announces a write, and within a second after another's", async () => {
    const { db, state } = loggingDb();
    const kept = keptByVersion<string>(db, { maxBytes: 1000, onError: () => {} });
    const ticket = await kept.begin();
    kept.keep(ticket, "/p7", "trang 7", 10, drawn({ products: [7] }));
    kept.keep(ticket, "/p8", "trang 8", 10, drawn({ products: [8] }));
    // Another process's change: the version read less than a second ago still holds.
    state.log.push({ id: 1, products: [8], aspects: ["stock"] });
    expect(await kept.peek("/p8", Date.now())).toBe("trang 8");
    vi.advanceTimersByTime(1100);
    expect(await kept.peek("/p8", Date.now())).toBeUndefined();
    // The app's own write, announced: read again before the next answer.
    state.log.push({ id: 2, products: [7], aspects: ["stock"] });
    afterCatalogWrite(db);
    expect(await kept.peek("/p7", Date.now())).toBeUndefined();
  });

  it("does not keep a page asked for before a change was seen", async () => {
    const { db, state } = loggingDb();
    const kept = keptByVersion<string>(db, { maxBytes: 1000, onError: () => {} });
    const ticket = await kept.begin();
    state.log.push({ id: 1, products: [5], aspects: ["stock"] });
    vi.advanceTimersByTime(1100);
    await kept.begin();
    expect(kept.keep(ticket, "/p7", "trang 7", 10, drawn({ products: [7] }))).toBe(false);
    expect(await kept.peek("/p7", Date.now())).toBeUndefined();
  });

  it("keeps a page 60 s at most, and the most recently read within its bytes", async () => {
    const { db } = loggingDb();
    const kept = keptByVersion<string>(db, { maxBytes: 25, onError: () => {} });
    const ticket = await kept.begin();
    kept.keep(ticket, "/a", "a", 10, drawn({ sequences: [] }));
    kept.keep(ticket, "/b", "b", 10, drawn({ sequences: [] }));
    expect(await kept.peek("/a", Date.now())).toBe("a");
    kept.keep(ticket, "/c", "c", 10, drawn({ sequences: [] }));
    expect(await kept.peek("/b", Date.now())).toBeUndefined();
    expect(await kept.peek("/a", Date.now())).toBe("a");
    vi.advanceTimersByTime(60_000);
    expect(await kept.peek("/a", Date.now())).toBeUndefined();
    expect(kept.size()).toEqual({ entries: 1, bytes: 10 });
  });

  it("with staleFor, gives a page whose cards changed as stale, and drops one showing the product in full", async () => {
    const { db, state } = loggingDb();
    const stale: string[] = [];
    const kept = keptByVersion<string>(db, { maxBytes: 1000, onError: () => {}, staleFor: 600_000, onStale: (key) => stale.push(key) });
    const ticket = await kept.begin();
    kept.keep(ticket, "/cua-hang/", "cửa hàng", 10, drawn({ cards: [4, 5] }));
    kept.keep(ticket, "/san-pham/4/", "sản phẩm 4", 10, drawn({ products: [4], cards: [6] }));
    state.log.push({ id: 1, products: [4], aspects: ["sales"] });
    vi.advanceTimersByTime(1100);
    expect(await kept.peek("/cua-hang/", Date.now())).toBe("cửa hàng");
    expect(await kept.peek("/san-pham/4/", Date.now())).toBeUndefined();
    expect(stale).toEqual(["/cua-hang/"]);
    // Without staleFor (a signed-in face's pages), a card's change drops the page.
    const strict = keptByVersion<string>(db, { maxBytes: 1000, onError: () => {} });
    const again = await strict.begin();
    strict.keep(again, "/cua-hang/", "cửa hàng", 10, drawn({ cards: [4, 5] }));
    state.log.push({ id: 2, products: [5], aspects: ["stock"] });
    vi.advanceTimersByTime(1100);
    expect(await strict.peek("/cua-hang/", Date.now())).toBeUndefined();
  });

  it("with staleFor, gives a page past its lifetime or in a moved order as stale, and says so at each read", async () => {
    const { db, state } = loggingDb();
    const stale: string[] = [];
    const kept = keptByVersion<string>(db, { maxBytes: 1000, onError: () => {}, staleFor: 600_000, onStale: (key) => stale.push(key) });
    const ticket = await kept.begin();
    kept.keep(ticket, "/ban-chay", "bán chạy", 10, drawn({ products: [1, 2], orderedBy: ["sales"] }));
    kept.keep(ticket, "/p2", "trang 2", 10, drawn({ products: [2] }));
    kept.keep(ticket, "/moi", "mới", 10, drawn({ products: [3] }));
    // A sale of product 9 moves the popularity order; a sale of 2 changes what both pages show.
    state.log.push({ id: 1, products: [9], aspects: ["sales"] });
    vi.advanceTimersByTime(1100);
    expect(await kept.peek("/ban-chay", Date.now())).toBe("bán chạy");
    expect(await kept.peek("/moi", Date.now())).toBe("mới");
    expect(stale).toEqual(["/ban-chay"]);
    expect(kept.has("/ban-chay", 600_000)).toBe(true);
    expect(kept.has("/ban-chay", 1000)).toBe(false);
    state.log.push({ id: 2, products: [2], aspects: ["sales"] });
    vi.advanceTimersByTime(1100);
    expect(await kept.peek("/ban-chay", Date.now())).toBeUndefined();
    expect(await kept.peek("/p2", Date.now())).toBeUndefined();
    expect(kept.has("/p2", 600_000)).toBe(false);
    // Past the 60 s: still given, stale, until staleFor from when it was asked for.
    vi.advanceTimersByTime(60_000);
    expect(await kept.peek("/moi", Date.now())).toBe("mới");
    expect(stale).toEqual(["/ban-chay", "/moi"]);
    vi.advanceTimersByTime(600_000);
    expect(await kept.peek("/moi", Date.now())).toBeUndefined();
    // A version moved: dropped, not stale.
    const again = await kept.begin();
    kept.keep(again, "/moi", "mới", 10, drawn({ products: [3] }));
    state.version = "2";
    vi.advanceTimersByTime(1100);
    expect(await kept.peek("/moi", Date.now())).toBeUndefined();
  });

  it("counts a form made later against its bytes", async () => {
    const { db } = loggingDb();
    const kept = keptByVersion<string>(db, { maxBytes: 25, onError: () => {} });
    const ticket = await kept.begin();
    kept.keep(ticket, "/a", "a", 10, drawn({ sequences: [] }));
    kept.keep(ticket, "/b", "b", 10, drawn({ sequences: [] }));
    kept.grow("/b", 10);
    expect(kept.size()).toEqual({ entries: 1, bytes: 20 });
    expect(await kept.peek("/a", Date.now())).toBeUndefined();
  });
});

describe("readingForPage", () => {
  it("notes what the catalogue answers a page reads show, loaded or kept", async () => {
    const { db } = fakeDb();
    const cards = catalogCache<string>(10);
    const page = catalogCache<string>(10);
    await cards.get(db, "shop", async () => "thẻ", () => ({ products: [1, 2], orderedBy: ["sales"] }));
    const reads = noPageReads();
    await readingForPage(reads, async () => {
      await cards.get(db, "shop", async () => "không đọc lại", () => ({ products: [9] }));
      await page.get(db, "p7", async () => "trang", () => ({ products: [7] }));
    });
    expect(drawnFrom(reads)).toEqual({ sequences: ["catalog_version"], products: [1, 2, 7], cards: [], orderedBy: ["sales"], everything: false });
    // Outside a page, nothing is noted.
    await page.get(db, "p8", async () => "trang 8", () => ({ products: [8] }));
    expect(drawnFrom(reads).products).toEqual([1, 2, 7]);
  });
});
