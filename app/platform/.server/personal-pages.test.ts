import { describe, expect, it } from "vitest";
import { keepVisitorPagesPrivate } from "./personal-pages";
import { SESSION_COOKIE } from "./session";

const request = (cookie?: string) => new Request("http://shop.test/cua-hang/", { headers: cookie ? { cookie } : {} });

describe("keepVisitorPagesPrivate", () => {
  it("marks a page drawn for a visitor with a session private, leaves a guest's cacheable, and keeps a page's own choice", () => {
    const withSession = new Headers();
    keepVisitorPagesPrivate(request(`a=1; ${SESSION_COOKIE}=${"x".repeat(43)}`), withSession);
    expect(withSession.get("cache-control")).toBe("private, no-cache");

    const guest = new Headers();
    keepVisitorPagesPrivate(request("woocommerce_items_in_cart=1"), guest);
    expect(guest.has("cache-control")).toBe(false);

    // A dismissed store notice is left out of the visitor's page: theirs alone too.
    const dismissed = new Headers();
    keepVisitorPagesPrivate(request("store_noticea1b2c3=hidden"), dismissed);
    expect(dismissed.get("cache-control")).toBe("private, no-cache");

    const own = new Headers({ "Cache-Control": "no-store, private" });
    keepVisitorPagesPrivate(request(`${SESSION_COOKIE}=x`), own);
    expect(own.get("cache-control")).toBe("no-store, private");
  });
});
