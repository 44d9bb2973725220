import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import type { Db } from "./db";
import { afterCatalogWrite, catalogCache } from "./versioned-cache";

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
