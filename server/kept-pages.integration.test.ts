import http from "node:http";
import { brotliDecompressSync, gunzipSync } from "node:zlib";
import pino from "pino";
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import type { Db } from "../app/platform/.server/db";
import { type PeerMessage, linkPeers } from "../app/platform/.server/peers";
import { afterCatalogWrite } from "../app/platform/.server/versioned-cache";
import { type DrawAhead, drawAhead } from "./draw-ahead";
import { type KeptPages, STALE_FOR_MS, keptFirst, keptPages } from "./kept-pages";
import { type PageRedrawer, pageRedrawer } from "./page-redrawing";
import { type StandInServer, startStandInServer } from "./test-support/stand-in-pool";

/**
 * Guests' pages kept on the main thread (decision 034), as the server sends them: the real render
 * thread (from source) on a stand-in build whose `/kept/` page shows one product and counts its
 * draws, the main thread's version check on a database whose catalogue log the test writes.
 */

const catalogue = { version: "1", log: [] as Array<{ id: number; products: number[]; aspects: string[] }> };
const mainDb = {
  execute: async (query: { queryChunks: unknown[] }) => {
    const text = query.queryChunks.map((chunk) => (chunk && typeof chunk === "object" && "value" in chunk ? String(chunk.value) : "")).join("");
    if (text.includes("search_version")) return { rows: [{ v: "1" }] };
    if (text.includes("json_agg")) return { rows: [{ rows: catalogue.log }] };
    return { rows: [{ version: catalogue.version, logged: catalogue.log.at(-1)?.id ?? 0 }] };
  },
} as unknown as Db;

let server: StandInServer;
let kept: KeptPages;
let port: number;
/** What a CDN would be told to purge. */
const purged: string[] = [];
/** The listeners of messages the pool relays from render threads to this one. */
const relayed: Array<(message: PeerMessage) => void> = [];

beforeAll(async () => {
  server = await startStandInServer("kept-pages", {
    db: mainDb,
    beforeApp: (p) => {
      // The peers first: the kept pages listen to them from the start.
      linkPeers(mainDb, { send: p.peers.send, listen: (listener) => (p.peers.listen(listener), relayed.push(listener)) });
      kept = keptPages({ db: mainDb, log: pino({ level: "silent" }), trustProxy: false, https: false, maxBytes: 1024 * 1024, siteUrl: "http://127.0.0.1", onChanged: (urls) => purged.push(...urls) });
      p.keepGuestPages(kept);
    },
    listener: (app) => keptFirst(kept, app),
  });
  port = server.port;
});

afterAll(() => server.close());

type Sent = { status: number; headers: http.IncomingHttpHeaders; text: string };

function get(target: string, headers: Record<string, string> = {}): Promise<Sent> {
  return getFrom(port, target, headers);
}

function getFrom(port: number, target: string, headers: Record<string, string> = {}): Promise<Sent> {
  return new Promise((resolve, reject) => {
    const req = http.request({ host: "127.0.0.1", port, path: target, headers: { "Accept-Encoding": "br, gzip", ...headers } }, (res) => {
      const chunks: Buffer[] = [];
      res.on("data", (chunk: Buffer) => chunks.push(chunk));
      res.on("end", () => {
        const bytes = Buffer.concat(chunks);
        const encoding = res.headers["content-encoding"];
        const text = (encoding === "br" ? brotliDecompressSync(bytes) : encoding === "gzip" ? gunzipSync(bytes) : bytes).toString("utf8");
        resolve({ status: res.statusCode ?? 0, headers: res.headers, text });
      });
    });
    req.on("error", reject);
    req.end();
  });
}

const drawnCount = (sent: Sent) => Number(/data-drawn="(\d+)"/.exec(sent.text)?.[1]);

describe("a guest's page kept on the main thread", () => {
  it("is drawn once without a nonce, then sent from memory with its hashes, ETag and lifetimes", async () => {
    const first = await get("/kept/?product=7");
    const again = await get("/kept/?product=7");
    expect(again.text).toBe(first.text);
    expect(drawnCount(again)).toBe(drawnCount(first));
    // From memory: the app's own timing header is not there, the policy and the lifetimes are.
    expect(first.headers["server-timing"]).toMatch(/^app;dur=/);
    expect(again.headers["server-timing"]).toBeUndefined();
    for (const sent of [first, again]) {
      expect(sent.headers["content-security-policy"]).toMatch(/script-src 'self' 'sha256-[\w+/=]{44}';/);
      expect(sent.headers["content-security-policy"]).not.toContain("nonce");
      expect(sent.headers["cache-control"]).toBe("public, max-age=0, s-maxage=60, stale-while-revalidate=600");
      expect([sent.headers["content-encoding"], sent.headers.vary, sent.headers["x-frame-options"]]).toEqual(["br", "Accept-Encoding", "SAMEORIGIN"]);
    }
    expect(again.headers.etag).toBe(first.headers.etag);
    const gzip = await get("/kept/?product=7", { "Accept-Encoding": "gzip" });
    expect([gzip.headers["content-encoding"], gzip.text]).toEqual(["gzip", first.text]);
    expect(gzip.headers.etag).toBe(first.headers.etag!.replace("-br", "-gz"));
  });

  it("answers 304 to a browser holding it", async () => {
    const first = await get("/kept/?product=70");
    const notModified = await get("/kept/?product=70", { "If-None-Match": first.headers.etag! });
    expect([notModified.status, notModified.text, notModified.headers.etag, notModified.headers["cache-control"]]).toEqual([304, "", first.headers.etag, first.headers["cache-control"]]);
  });

  it("is drawn afresh after an order of a product it shows, and not after one of another", async () => {
    const seven = drawnCount(await get("/kept/?product=71"));
    const eight = drawnCount(await get("/kept/?product=72"));
    catalogue.log.push({ id: catalogue.log.length + 1, products: [72], aspects: ["stock"] });
    // The render thread that took the order tells the others, and this one, once it committed.
    afterCatalogWrite(mainDb);
    await get("/kept/?product=1");
    expect(drawnCount(await get("/kept/?product=71"))).toBe(seven);
    expect(drawnCount(await get("/kept/?product=72"))).toBeGreaterThan(eight);
    expect(purged).toContain(`http://127.0.0.1:${port}/kept/?product=72`);
    expect(purged).not.toContain(`http://127.0.0.1:${port}/kept/?product=71`);
  });

  it("is every page drawn afresh after the site's settings change on a render thread", async () => {
    const before = drawnCount(await get("/kept/?product=73"));
    expect(drawnCount(await get("/kept/?product=73"))).toBe(before);
    // What `forgetSiteChrome` on a render thread has the pool relay to this one.
    for (const listener of relayed) listener({ topic: "site-chrome", key: "" });
    expect(drawnCount(await get("/kept/?product=73"))).toBeGreaterThan(before);
  });

  it("is not sent to a visitor with a session or a dismissed notice, and a page setting a cookie is not kept", async () => {
    const guest = drawnCount(await get("/kept/?product=74"));
    const withCart = await get("/kept/?product=74", { Cookie: "cuahang_session=abc" });
    expect(drawnCount(withCart)).toBeGreaterThan(guest);
    expect(withCart.headers["content-security-policy"]).toMatch(/'nonce-[\w+/=]+'/);
    const noticeGone = await get("/kept/?product=74", { Cookie: "store_notice1=hidden" });
    expect(drawnCount(noticeGone)).toBeGreaterThan(drawnCount(withCart));
    const cookie = drawnCount(await get("/kept/?product=75&cookie=1"));
    expect(drawnCount(await get("/kept/?product=75&cookie=1"))).toBe(cookie + 1);
  });

  it("goes to the router for a client that takes no compression", async () => {
    const guest = drawnCount(await get("/kept/?product=76"));
    const plain = await get("/kept/?product=76", { "Accept-Encoding": "identity" });
    expect([plain.headers["content-encoding"], drawnCount(plain)]).toEqual([undefined, guest + 1]);
    expect(kept.size().entries).toBeGreaterThan(0);
  });
});

describe("guests asking for a page while it is drawn", () => {
  it("wait for that one drawing instead of each drawing it", async () => {
    const before = drawnCount(await get("/kept/?product=90"));
    const answers = await Promise.all(Array.from({ length: 12 }, () => get("/kept/?product=91")));
    const counts = new Set(answers.map(drawnCount));
    expect(counts.size).toBe(1);
    expect([...counts][0]).toBe(before + 1);
  });
});

describe("stale pages drawn again and the catalogue drawn ahead (decision 046)", () => {
  let own: StandInServer;
  let ownKept: KeptPages;
  let redrawer: PageRedrawer;
  let ahead: DrawAhead;
  const ownGet = (target: string, headers: Record<string, string> = {}) => getFrom(own.port, target, headers);
  const settled = async () => {
    while (redrawer.pending() > 0) await new Promise((resolve) => setTimeout(resolve, 5));
  };

  beforeAll(async () => {
    own = await startStandInServer("kept-pages-redrawn", {
      db: mainDb,
      beforeApp: (p) => {
        redrawer = pageRedrawer({ loopback: () => ({ host: "127.0.0.1", port: own.port }), log: pino({ level: "silent" }) });
        ownKept = keptPages({ db: mainDb, log: pino({ level: "silent" }), trustProxy: false, https: false, maxBytes: 1024 * 1024, siteUrl: "http://127.0.0.1", redrawer });
        p.keepGuestPages(ownKept);
      },
      listener: (app) => keptFirst(ownKept, app),
    });
  });

  afterAll(async () => {
    ahead?.stop();
    await own.close();
  });

  it("sends a page whose order a sale moved as it was, and draws it again meanwhile", async () => {
    const before = drawnCount(await ownGet("/kept/?product=110&order=sales"));
    const other = drawnCount(await ownGet("/kept/?product=111"));
    // A sale of another product moves the popularity order, not what the page shows.
    catalogue.log.push({ id: catalogue.log.length + 1, products: [990], aspects: ["sales"] });
    afterCatalogWrite(mainDb);
    const stale = await ownGet("/kept/?product=110&order=sales");
    expect(drawnCount(stale)).toBe(before);
    expect(stale.headers["server-timing"]).toBeUndefined();
    await settled();
    const fresh = await ownGet("/kept/?product=110&order=sales");
    expect(drawnCount(fresh)).toBeGreaterThan(before);
    expect(fresh.headers["server-timing"]).toBeUndefined();
    // A page in no moved order was neither stale nor drawn again.
    expect(drawnCount(await ownGet("/kept/?product=111"))).toBe(other);
  });

  it("still drops a page when a product it shows changes: the next guest waits for the fresh one", async () => {
    const before = drawnCount(await ownGet("/kept/?product=112&order=sales"));
    catalogue.log.push({ id: catalogue.log.length + 1, products: [112], aspects: ["stock", "sales"] });
    afterCatalogWrite(mainDb);
    expect(drawnCount(await ownGet("/kept/?product=112&order=sales"))).toBe(before + 1);
  });

  it("sends a page past its 60 s as it was while it is drawn again, and drops it past its stale lifetime", async () => {
    const before = drawnCount(await ownGet("/kept/?product=113"));
    vi.useFakeTimers({ toFake: ["Date"] });
    try {
      vi.setSystemTime(Date.now() + 61_000);
      expect(drawnCount(await ownGet("/kept/?product=113"))).toBe(before);
      await settled();
      const again = drawnCount(await ownGet("/kept/?product=113"));
      expect(again).toBeGreaterThan(before);
      vi.setSystemTime(Date.now() + STALE_FOR_MS);
      expect(drawnCount(await ownGet("/kept/?product=113"))).toBeGreaterThan(again);
    } finally {
      vi.useRealTimers();
    }
  });

  it("lets only its own drawings past the kept page", async () => {
    const before = drawnCount(await ownGet("/kept/?product=114"));
    expect(drawnCount(await ownGet("/kept/?product=114", { [redrawer.header]: "guessed" }))).toBe(before);
    expect(drawnCount(await ownGet("/kept/?product=114", { [redrawer.header]: redrawer.token }))).toBeGreaterThan(before);
  });

  it("draws the catalogue's pages before a guest asks, skipping those kept", async () => {
    // The site's own address, as the pages drawn ahead are kept under it (`siteUrl`).
    const site = { Host: "127.0.0.1" };
    const keptOne = drawnCount(await ownGet("/kept/?product=120", site));
    const paths = ["/kept/?product=120", "/kept/?product=121", "/kept/?product=122"];
    ahead = drawAhead({ kept: ownKept, redrawer, addresses: async () => paths, maxBytes: 1024 * 1024, log: pino({ level: "silent" }) });
    ahead.start();
    await vi.waitFor(() => expect(ahead.status().walks).toBe(1));
    expect(ahead.status()).toMatchObject({ pages: 3, checked: 3, drawn: 2 });
    const first = await ownGet("/kept/?product=121", site);
    expect(first.headers["server-timing"]).toBeUndefined();
    expect(drawnCount(await ownGet("/kept/?product=120", site))).toBe(keptOne);
  });
});
