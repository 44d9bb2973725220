import { describe, expect, it } from "vitest";
import { type PeerMessage, linkPeers } from "./peers";
import { markSoleWriter, soleWriterCache } from "./sole-writer-cache";

/** Two threads' handles on one database, linked as the server links them. */
function twoLinkedThreads(): [object, object] {
  const inbox = new Map<object, Array<(m: PeerMessage) => void>>();
  const link = (self: object, other: object) =>
    linkPeers(self, { send: (m) => inbox.get(other)?.forEach((l) => l(m)), listen: (l) => inbox.set(self, [...(inbox.get(self) ?? []), l]) });
  const first = {};
  const second = {};
  for (const db of [first, second]) markSoleWriter(db);
  link(first, second);
  link(second, first);
  return [first, second];
}

describe("soleWriterCache", () => {
  it("keeps nothing for a database other processes may write", () => {
    const cache = soleWriterCache<string>({ name: "t", ttlMs: 1000, maxEntries: 10 });
    const shared = {};
    cache.set(shared, "a", "x", cache.mark(shared), 0);
    expect(cache.get(shared, "a", 1)).toBeUndefined();
  });

  it("serves a value until it is deleted or its lifetime ends", () => {
    const cache = soleWriterCache<string>({ name: "t", ttlMs: 1000, maxEntries: 10 });
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
    const cache = soleWriterCache<number>({ name: "t", ttlMs: 1000, maxEntries: 2 });
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
    const cache = soleWriterCache<string>({ name: "t", ttlMs: 1000, maxEntries: 10 });
    const db = {};
    markSoleWriter(db);
    const before = cache.mark(db);
    cache.delete(db, "a"); // a write lands while the read is under way
    cache.set(db, "a", "old", before, 0);
    expect(cache.get(db, "a", 1)).toBeUndefined();
  });

  it("drops a copy when another thread drops it after a write, and tells the others of its own drops", () => {
    const [first, second] = twoLinkedThreads();
    const carts = soleWriterCache<string>({ name: "cart", ttlMs: 1000, maxEntries: 10 });
    const sessions = soleWriterCache<string>({ name: "session", ttlMs: 1000, maxEntries: 10 });
    carts.set(first, "7", "old cart", carts.mark(first), 0);
    carts.set(second, "7", "old cart", carts.mark(second), 0);
    sessions.set(second, "7", "a session", sessions.mark(second), 0);
    const readUnderWay = carts.mark(second);

    carts.delete(first, "7");

    expect(carts.get(second, "7", 1)).toBeUndefined();
    expect(sessions.get(second, "7", 1)).toBe("a session"); // another cache's key 7 is not the cart's
    expect(carts.set(second, "7", "read before the write", readUnderWay, 1)).toBe(false);
  });

  it("keeps what its own write left and has the other threads drop their copies", () => {
    const [first, second] = twoLinkedThreads();
    const carts = soleWriterCache<string>({ name: "cart", ttlMs: 1000, maxEntries: 10 });
    carts.set(first, "7", "1 line", carts.mark(first), 0);
    carts.set(second, "7", "1 line", carts.mark(second), 0);

    carts.setWritten(first, "7", "2 lines", carts.mark(first), 1);

    expect(carts.get(first, "7", 2)).toBe("2 lines");
    expect(carts.get(second, "7", 2)).toBeUndefined();
  });
});
