import type { CartState, Fragments } from "./answers";
import { readFragments } from "./answers";
import { MINI_CART_CONTENT } from "./selectors";
import { STORAGE_KEYS } from "./storage-keys";

type KeyValueStore = Pick<Storage, "getItem" | "setItem" | "removeItem">;
export type Stores = { session: KeyValueStore | null; local: KeyValueStore | null };

/** The browser's storages, or null for one the browser refuses (storage turned off, some private modes). */
export function browserStores(win: Window): Stores {
  const open = (name: "sessionStorage" | "localStorage") => {
    try {
      return win[name];
    } catch {
      return null;
    }
  };
  return { session: open("sessionStorage"), local: open("localStorage") };
}

/** What this tab keeps of the cart. */
export type StoredCart = { fragments: Fragments | null; hash: string; createdAt: number | null };

function read(store: KeyValueStore | null, key: string): string | null {
  try {
    return store?.getItem(key) ?? null;
  } catch {
    return null;
  }
}

export function readStoredCart(session: KeyValueStore | null): StoredCart {
  let fragments: Fragments | null = null;
  try {
    fragments = readFragments(JSON.parse(read(session, STORAGE_KEYS.fragments) ?? "null"));
  } catch {
    fragments = null;
  }
  const createdText = read(session, STORAGE_KEYS.created)?.trim() ?? "";
  const created = Number(createdText);
  return {
    fragments,
    hash: read(session, STORAGE_KEYS.hash) ?? "",
    createdAt: createdText !== "" && Number.isFinite(created) ? created : null,
  };
}

/** Whether kept fragments can stand for the cart: they must hold the mini cart's content. */
export const holdsMiniCart = (fragments: Fragments | null) => fragments !== null && Object.hasOwn(fragments, MINI_CART_CONTENT);

/** Keeps a cart; storage that is full or refused is passed over (the next page asks the server). */
export function writeStoredCart(stores: Stores, cart: CartState & { createdAt: number | null }): void {
  const attempt = (action: () => void) => {
    try {
      action();
    } catch {
      /* quota or refusal: nothing kept */
    }
  };
  const { session, local } = stores;
  attempt(() => session?.setItem(STORAGE_KEYS.fragments, JSON.stringify(cart.fragments)));
  attempt(() => session?.setItem(STORAGE_KEYS.hash, cart.cartHash));
  attempt(() => local?.setItem(STORAGE_KEYS.hash, cart.cartHash));
  attempt(() =>
    cart.createdAt === null ? session?.removeItem(STORAGE_KEYS.created) : session?.setItem(STORAGE_KEYS.created, String(cart.createdAt)),
  );
}

/** Drops this tab's kept cart (the local hash stays: it is other tabs' signal). */
export function forgetStoredCart(session: KeyValueStore | null): void {
  for (const key of Object.values(STORAGE_KEYS)) {
    try {
      session?.removeItem(key);
    } catch {
      /* refused storage has nothing to forget */
    }
  }
}
