import { describe, expect, it } from "vitest";
import { markSoleWriter, soleWriterCache } from "./sole-writer-cache";

describe("soleWriterCache", () => {
  it("keeps nothing for a database other processes may write", () => {
    const cache = soleWriterCache<string>({ ttlMs: 1000, maxEntries: 10 });
    const shared = {};
    cache.set(shared, "a", "x", cache.mark(shared), 0);
    expect(cache.get(shared, "a", 1)).toBeUndefined();
  });

  it("serves a value until it is deleted or its lifetime ends", () => {
    const cache = soleWriterCache<string>({ ttlMs: 1000, maxEntries: 10 });
    const db = {};
    markSoleWriter(db);
    cache.set(db, "a", "x", cache.mark(db), 0);
    expect(cache.get(db, "a", 999)).toBe("x");
    expect(cache.get(db, "a", 1000)).toBeUndefined();
    cache.set(db, "b", "y", cache.mark(db), 0);
    cache.delete(db, "b");
    expect(cache.get(db, "b", 1)).toBeUndefined();
  });

  it("keeps each database's values apart and drops the oldest beyond its size", () => {
    const cache = soleWriterCache<number>({ ttlMs: 1000, maxEntries: 2 });
    const one = {};
    const two = {};
    markSoleWriter(one);
    markSoleWriter(two);
    cache.set(one, "k", 1, cache.mark(one), 0);
    cache.set(two, "k", 2, cache.mark(two), 0);
    expect(cache.get(one, "k", 1)).toBe(1);
    expect(cache.get(two, "k", 1)).toBe(2);
    cache.set(one, "l", 3, cache.mark(one), 0);
    cache.set(one, "m", 4, cache.mark(one), 0);
    expect(cache.get(one, "k", 1)).toBeUndefined();
    expect(cache.get(one, "m", 1)).toBe(4);
  });

  it("does not keep a value read before a deletion that came while it was being read", () => {
    const cache = soleWriterCache<string>({ ttlMs: 1000, maxEntries: 10 });
    const db = {};
    markSoleWriter(db);
    const before = cache.mark(db);
    cache.delete(db, "a"); // a write lands while the read is under way
    cache.set(db, "a", "old", before, 0);
    expect(cache.get(db, "a", 1)).toBeUndefined();
  });
});
