import { describe, expect, it } from "vitest";
import { forgetStoredCart, holdsMiniCart, readStoredCart, writeStoredCart } from "./fragments-store";
import { STORAGE_KEYS } from "./storage-keys";

/** A Storage with only what the store uses. */
function memoryStore() {
  const items = new Map<string, string>();
  return {
    items,
    getItem: (key: string) => items.get(key) ?? null,
    setItem: (key: string, value: string) => void items.set(key, String(value)),
    removeItem: (key: string) => void items.delete(key),
  };
}

const fragments = { "div.widget_shopping_cart_content": "<div class=\"widget_shopping_cart_content\">…</div>" };

describe("the fragments store", () => {
  it("keeps fragments, hash and creation time in the session, and the hash for other tabs", () => {
    const session = memoryStore();
    const local = memoryStore();
    writeStoredCart({ session, local }, { fragments, cartHash: "h1", createdAt: 1234 });
    expect(Object.fromEntries(session.items)).toEqual({
      [STORAGE_KEYS.fragments]: JSON.stringify(fragments),
      [STORAGE_KEYS.hash]: "h1",
      [STORAGE_KEYS.created]: "1234",
    });
    expect(Object.fromEntries(local.items)).toEqual({ [STORAGE_KEYS.hash]: "h1" });
    expect(readStoredCart(session)).toEqual({ fragments, hash: "h1", createdAt: 1234 });
  });

  it("reads nothing kept as empty", () => {
    expect(readStoredCart(memoryStore())).toEqual({ fragments: null, hash: "", createdAt: null });
    expect(readStoredCart(null)).toEqual({ fragments: null, hash: "", createdAt: null });
  });

  it("takes unreadable fragments or time as missing", () => {
    const session = memoryStore();
    session.setItem(STORAGE_KEYS.fragments, "{not json");
    session.setItem(STORAGE_KEYS.created, "soon");
    session.setItem(STORAGE_KEYS.hash, "h");
    expect(readStoredCart(session)).toEqual({ fragments: null, hash: "h", createdAt: null });
  });

  it("drops the creation time of an empty cart, and forgets everything on request", () => {
    const session = memoryStore();
    const local = memoryStore();
    writeStoredCart({ session, local }, { fragments, cartHash: "h1", createdAt: 1 });
    writeStoredCart({ session, local }, { fragments, cartHash: "", createdAt: null });
    expect(session.items.has(STORAGE_KEYS.created)).toBe(false);
    forgetStoredCart(session);
    expect(session.items.size).toBe(0);
    expect(local.items.get(STORAGE_KEYS.hash)).toBe("");
  });

  it("passes over a full or refused storage", () => {
    const full = { getItem: () => null, setItem: () => { throw new Error("QuotaExceededError"); }, removeItem: () => {} };
    expect(() => writeStoredCart({ session: full, local: full }, { fragments, cartHash: "h", createdAt: 1 })).not.toThrow();
  });

  it("counts fragments as the cart only with the mini cart's content", () => {
    expect(holdsMiniCart(fragments)).toBe(true);
    expect(holdsMiniCart({ ".cart-icon strong": "<strong>1</strong>" })).toBe(false);
    expect(holdsMiniCart(null)).toBe(false);
  });
});
