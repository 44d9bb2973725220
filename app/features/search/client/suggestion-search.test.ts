import { describe, expect, it } from "vitest";
import type { Suggestion } from "../types";
import { type SuggestionAnswer, createSuggestionSearch, searchableQuery } from "./suggestion-search";

const product = (value: string, id = 1): Suggestion => ({ value, id, url: `/san-pham/${id}/`, img: "", price: "990.000 ₫" });

/** A request the fake server answers when the test says; `obeysAbort: false` answers even after an abort (it was already on its way). */
type HeldRequest = {
  query: string | null;
  category: string | null;
  signal: AbortSignal;
  answer(body: unknown, status?: number): void;
  fail(): void;
};

function fakeServer({ obeysAbort = true } = {}) {
  const requests: HeldRequest[] = [];
  const fetch = (url: string | URL | Request, init?: RequestInit): Promise<Response> => {
    const params = new URL(String(url), "https://shop.example/").searchParams;
    const signal = init!.signal!;
    return new Promise((resolve, reject) => {
      if (obeysAbort) signal.addEventListener("abort", () => reject(new DOMException("aborted", "AbortError")));
      requests.push({
        query: params.get("query"),
        category: params.get("product_cat"),
        signal,
        answer: (body, status = 200) => resolve(new Response(typeof body === "string" ? body : JSON.stringify(body), { status })),
        fail: () => reject(new TypeError("Failed to fetch")),
      });
    });
  };
  return { fetch: fetch as typeof globalThis.fetch, requests };
}

function startSearch(server: ReturnType<typeof fakeServer>) {
  const log: string[] = [];
  const answers: SuggestionAnswer[] = [];
  const search = createSuggestionSearch({
    fetch: server.fetch,
    latencyMs: 0,
    onBusy: (busy) => log.push(busy ? "busy" : "idle"),
    onAnswer: (answer) => {
      answers.push(answer);
      log.push(`answer ${answer.query}`);
    },
    onNothing: () => log.push("nothing"),
  });
  return { search, log, answers };
}

/** Lets the latency timer fire and answered promises settle. */
const settle = () => new Promise((resolve) => setTimeout(resolve, 5));

describe("searchableQuery", () => {
  it("needs 3 characters of trimmed text, counted as composed characters", () => {
    expect(searchableQuery("ab")).toBeNull();
    expect(searchableQuery("  ab  ")).toBeNull();
    expect(searchableQuery("hồ")).toBeNull();
    expect(searchableQuery("ho\u0302\u0300")).toBeNull(); // "hồ" typed as letters and combining marks
    expect(searchableQuery("abc")).toBe("abc");
    expect(searchableQuery("  đồng   hồ ")).toBe("đồng hồ");
  });
});

describe("createSuggestionSearch", () => {
  it("asks nothing below 3 characters and says there is nothing to show", async () => {
    const server = fakeServer();
    const { search, log } = startSearch(server);
    search.update("d", "");
    search.update("do", "");
    search.update("do ", "");
    await settle();
    expect(server.requests).toHaveLength(0);
    expect(log).toEqual(["nothing", "nothing", "nothing"]);
  });

  it("asks once for changes made together, with the newest text and the category", async () => {
    const server = fakeServer();
    const { search, log, answers } = startSearch(server);
    search.update("don", "");
    search.update("dong", "dong-ho");
    await settle();
    expect(server.requests.map((r) => [r.query, r.category])).toEqual([["dong", "dong-ho"]]);
    expect(log).toEqual(["busy"]);
    server.requests[0]!.answer({ suggestions: [product("Đồng hồ")] });
    await settle();
    expect(log).toEqual(["busy", "idle", "answer dong"]);
    expect(answers).toEqual([{ query: "dong", category: "dong-ho", suggestions: [product("Đồng hồ")] }]);
  });

  it("aborts the request on its way when the text changes, and stays busy for the new one", async () => {
    const server = fakeServer();
    const { search, log } = startSearch(server);
    search.update("dong", "");
    await settle();
    search.update("dong h", "");
    await settle();
    expect(server.requests.map((r) => r.query)).toEqual(["dong", "dong h"]);
    expect(server.requests[0]!.signal.aborted).toBe(true);
    expect(log).toEqual(["busy", "busy"]);
    server.requests[1]!.answer({ suggestions: [product("Đồng hồ")] });
    await settle();
    expect(log).toEqual(["busy", "busy", "idle", "answer dong h"]);
  });

  it("never lets an older answer replace a newer one, whichever arrives first", async () => {
    // The server answers aborted requests anyway: only the sequence numbers keep order.
    const server = fakeServer({ obeysAbort: false });
    const { search, answers, log } = startSearch(server);
    search.update("ao so", "");
    await settle();
    search.update("ao so mi", "");
    await settle();
    const [older, newer] = server.requests;
    newer!.answer({ suggestions: [product("Áo sơ mi", 2)] });
    await settle();
    older!.answer({ suggestions: [product("Áo sơ mi oxford", 1), product("Áo sơ mi linen", 3)] });
    await settle();
    expect(answers.map((a) => a.query)).toEqual(["ao so mi"]);

    // And an older answer arriving before the newer one is dropped, the busy state kept.
    search.update("ao thun", "");
    await settle();
    search.update("ao thun co", "");
    await settle();
    const [, , slow, fast] = server.requests;
    slow!.answer({ suggestions: [product("Áo thun", 4)] });
    await settle();
    expect(answers.map((a) => a.query)).toEqual(["ao so mi"]);
    expect(log.at(-1)).toBe("busy");
    fast!.answer({ suggestions: [product("Áo thun cổ tròn", 5)] });
    await settle();
    expect(answers.map((a) => a.query)).toEqual(["ao so mi", "ao thun co"]);
    expect(log.at(-2)).toBe("idle");
  });

  it("drops the answer on its way when the text gets too short, and is no longer busy", async () => {
    const server = fakeServer({ obeysAbort: false });
    const { search, log, answers } = startSearch(server);
    search.update("dong", "");
    await settle();
    search.update("do", "");
    expect(server.requests[0]!.signal.aborted).toBe(true);
    server.requests[0]!.answer({ suggestions: [product("Đồng hồ")] });
    await settle();
    expect(answers).toEqual([]);
    expect(log).toEqual(["busy", "idle", "nothing"]);
  });

  it("cancel drops what is pending or on its way; the same text then asks again", async () => {
    const server = fakeServer();
    const { search, log, answers } = startSearch(server);
    search.update("dong", "");
    search.cancel(); // before the latency passed: nothing is sent
    await settle();
    expect(server.requests).toHaveLength(0);
    search.update("dong", "");
    await settle();
    search.cancel();
    await settle();
    expect(server.requests[0]!.signal.aborted).toBe(true);
    expect(log).toEqual(["busy", "idle"]);
    search.update("dong", "");
    await settle();
    expect(server.requests).toHaveLength(2);
    server.requests[1]!.answer({ suggestions: [] });
    await settle();
    expect(answers).toHaveLength(1);
  });

  it("asks once for the same text and category, again for another category", async () => {
    const server = fakeServer();
    const { search } = startSearch(server);
    search.update("so mi", "");
    await settle();
    server.requests[0]!.answer({ suggestions: [] });
    search.update("so mi ", "");
    search.update(" so  mi", "");
    await settle();
    expect(server.requests).toHaveLength(1);
    search.update("so mi", "ao-kieu-nu");
    await settle();
    expect(server.requests.map((r) => r.category)).toEqual([null, "ao-kieu-nu"]);
  });

  it("shows nothing when the request fails or the answer is not the contract's, and asks again for the same text", async () => {
    for (const fail of [
      (r: HeldRequest) => r.fail(),
      (r: HeldRequest) => r.answer("<!doctype html><p>Lỗi</p>"),
      (r: HeldRequest) => r.answer({ suggestions: [product("Đồng hồ")] }, 500),
      (r: HeldRequest) => r.answer("0"),
    ]) {
      const server = fakeServer();
      const { search, log } = startSearch(server);
      search.update("dong", "");
      await settle();
      fail(server.requests[0]!);
      await settle();
      expect(log).toEqual(["busy", "idle", "nothing"]);
      search.update("dong", "");
      await settle();
      expect(server.requests).toHaveLength(2);
    }
  });
});
