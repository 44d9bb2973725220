import { afterEach, describe, expect, it, vi } from "vitest";
import { postFields } from "./post-fields";

afterEach(() => {
  vi.useRealTimers();
});

describe("postFields", () => {
  it("posts the fields urlencoded, as an XMLHttpRequest would, and reads the JSON answer", async () => {
    const fetch = vi.fn(async () => new Response('{"fragments":{},"cart_hash":"h"}', { status: 200 }));
    const reply = await postFields("/?wc-ajax=add_to_cart", new URLSearchParams({ product_id: "5" }), { fetch });
    expect(reply).toEqual({ ok: true, status: 200, body: { fragments: {}, cart_hash: "h" } });
    const [url, init] = fetch.mock.calls[0] as unknown as [string, RequestInit];
    expect(url).toBe("/?wc-ajax=add_to_cart");
    expect(init.method).toBe("POST");
    expect(String(init.body)).toBe("product_id=5");
    expect(init.headers).toMatchObject({ "X-Requested-With": "XMLHttpRequest" });
  });

  it("gives an HTTP error back as a reply, with a body that is not JSON as null", async () => {
    const fetch = vi.fn(async () => new Response("0", { status: 400 }));
    expect(await postFields("/x", new URLSearchParams(), { fetch })).toEqual({ ok: false, status: 400, body: 0 });
    const html = vi.fn(async () => new Response("<html>", { status: 500 }));
    expect(await postFields("/x", new URLSearchParams(), { fetch: html })).toEqual({ ok: false, status: 500, body: null });
  });

  it("rejects on a network failure", async () => {
    const fetch = vi.fn(async () => {
      throw new TypeError("Failed to fetch");
    });
    await expect(postFields("/x", new URLSearchParams(), { fetch })).rejects.toThrow("Failed to fetch");
  });

  it("gives up after the time-out", async () => {
    vi.useFakeTimers();
    const fetch = vi.fn(
      (_url: string | URL | Request, init?: RequestInit) =>
        new Promise<Response>((_resolve, reject) => init?.signal?.addEventListener("abort", () => reject(new DOMException("aborted", "AbortError")))),
    );
    const reply = postFields("/x", new URLSearchParams(), { fetch, timeoutMs: 5000 });
    const outcome = reply.then(() => "answered", () => "timed out");
    await vi.advanceTimersByTimeAsync(4999);
    expect(fetch).toHaveBeenCalledOnce();
    await vi.advanceTimersByTimeAsync(1);
    expect(await outcome).toBe("timed out");
  });
});
