import pino from "pino";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { cdnPurge } from "./cdn-purge";

describe("cdnPurge", () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  const posts = () => {
    const sent: Array<{ url: string; auth: string | undefined; body: unknown }> = [];
    const send = (async (url: string, init: RequestInit) => {
      sent.push({ url, auth: (init.headers as Record<string, string>).Authorization, body: JSON.parse(String(init.body)) });
      return new Response(null, { status: 200 });
    }) as typeof fetch;
    return { sent, send };
  };

  it("sends the changed addresses once a second, 30 to a request, with the token", async () => {
    const { sent, send } = posts();
    const purge = cdnPurge({ url: "https://cdn.example/purge", token: "t0k3n" }, pino({ level: "silent" }), send);
    const pages = Array.from({ length: 31 }, (_, i) => `https://shop.vn/san-pham/ao-${i}/`);
    purge(pages.slice(0, 10));
    purge(pages.slice(5));
    expect(sent).toEqual([]);
    await vi.advanceTimersByTimeAsync(1000);
    expect(sent.map((post) => post.body)).toEqual([{ files: pages.slice(0, 30) }, { files: pages.slice(30) }]);
    expect(sent.every((post) => post.url === "https://cdn.example/purge" && post.auth === "Bearer t0k3n")).toBe(true);
  });

  it("purges everything when more than 500 pages changed at once, and logs a refusal", async () => {
    const { sent, send } = posts();
    const purge = cdnPurge({ url: "https://cdn.example/purge", token: null }, pino({ level: "silent" }), send);
    purge(Array.from({ length: 501 }, (_, i) => `https://shop.vn/p/${i}/`));
    await vi.advanceTimersByTimeAsync(1000);
    expect(sent).toEqual([{ url: "https://cdn.example/purge", auth: undefined, body: { purge_everything: true } }]);
    const warn = vi.fn();
    const refused = cdnPurge({ url: "https://cdn.example/purge", token: null }, { warn } as never, async () => new Response(null, { status: 403 }));
    refused(["https://shop.vn/"]);
    await vi.advanceTimersByTimeAsync(1000);
    expect(warn).toHaveBeenCalledWith(expect.objectContaining({ pages: 1 }), "CDN purge failed");
  });
});
