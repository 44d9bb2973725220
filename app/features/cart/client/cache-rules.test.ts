import { describe, expect, it } from "vitest";
import { isCacheValid, nextCreatedAt, planStart } from "./cache-rules";

const DAY = 86_400_000;
const NOW = Date.parse("2026-03-02T09:00:00+07:00");
const fresh = { storedHash: "h1", cookieHash: "h1", createdAt: NOW - 1000, now: NOW, hasFragments: true };

describe("isCacheValid", () => {
  it("holds while the hash matches the cookie, the fragments are there and it is under 24 h old", () => {
    expect(isCacheValid(fresh)).toBe(true);
    expect(isCacheValid({ ...fresh, createdAt: NOW - DAY })).toBe(true);
  });
  it("fails when the cookie's hash differs (the cart changed elsewhere)", () => {
    expect(isCacheValid({ ...fresh, cookieHash: "h2" })).toBe(false);
    expect(isCacheValid({ ...fresh, cookieHash: "" })).toBe(false);
  });
  it("fails past 24 h", () => {
    expect(isCacheValid({ ...fresh, createdAt: NOW - DAY - 1 })).toBe(false);
  });
  it("fails for a hash without a creation time", () => {
    expect(isCacheValid({ ...fresh, createdAt: null })).toBe(false);
  });
  it("fails without fragments", () => {
    expect(isCacheValid({ ...fresh, hasFragments: false })).toBe(false);
  });
  it("holds for an empty cart's fragments kept without a time", () => {
    expect(isCacheValid({ storedHash: "", cookieHash: "", createdAt: null, now: NOW, hasFragments: true })).toBe(true);
  });
  it("follows another lifetime when given", () => {
    expect(isCacheValid({ ...fresh, createdAt: NOW - 2000, lifetime: 1000 })).toBe(false);
  });
});

describe("planStart", () => {
  it("forgets the cache and asks nothing when the cookie says there is no cart", () => {
    expect(planStart({ ...fresh, hasItems: false })).toEqual({ kind: "forget" });
    expect(planStart({ ...fresh, cookieHash: "other", hasItems: false })).toEqual({ kind: "forget" });
  });
  it("refreshes an invalid cache", () => {
    expect(planStart({ ...fresh, cookieHash: "h2", hasItems: true })).toEqual({ kind: "refresh" });
    expect(planStart({ ...fresh, hasFragments: false, hasItems: true })).toEqual({ kind: "refresh" });
  });
  it("restores a valid one and asks again when it expires", () => {
    expect(planStart({ ...fresh, hasItems: true })).toEqual({ kind: "restore", refreshIn: DAY - 1000 });
    expect(planStart({ ...fresh, createdAt: NOW - DAY, hasItems: true })).toEqual({ kind: "restore", refreshIn: 0 });
  });
});

describe("nextCreatedAt", () => {
  it("starts the clock for a cart new to the tab", () => {
    expect(nextCreatedAt({ previousHash: "", previousCreatedAt: null, newHash: "h1", now: NOW })).toBe(NOW);
    expect(nextCreatedAt({ previousHash: "", previousCreatedAt: NOW - 5000, newHash: "h1", now: NOW })).toBe(NOW);
  });
  it("keeps the time of a cart the tab already had", () => {
    expect(nextCreatedAt({ previousHash: "h1", previousCreatedAt: NOW - 5000, newHash: "h2", now: NOW })).toBe(NOW - 5000);
  });
  it("starts it again when the kept time is missing or expired", () => {
    expect(nextCreatedAt({ previousHash: "h1", previousCreatedAt: null, newHash: "h2", now: NOW })).toBe(NOW);
    expect(nextCreatedAt({ previousHash: "h1", previousCreatedAt: NOW - DAY, newHash: "h1", now: NOW })).toBe(NOW);
  });
  it("has none for an empty cart", () => {
    expect(nextCreatedAt({ previousHash: "h1", previousCreatedAt: NOW - 5000, newHash: "", now: NOW })).toBeNull();
  });
});
