import type { IncomingMessage, OutgoingHttpHeaders, ServerResponse } from "node:http";
import type { TLSSocket } from "node:tls";
import { promisify } from "node:util";
import { brotliDecompress, gzip } from "node:zlib";
import { GZIP_LEVEL, chooseEncoding } from "../app/platform/.server/compression";
import type { Db } from "../app/platform/.server/db";
import type { Logger } from "../app/platform/.server/logger";
import { listenToPeers } from "../app/platform/.server/peers";
import { hasVisitorState } from "../app/platform/.server/personal-pages";
import { type KeepTicket, type KeptByVersion, keptByVersion } from "../app/platform/.server/versioned-cache";
import { etagOf, matchesPage } from "./guest-page-drawing";
import type { PageRedrawer } from "./page-redrawing";
import type { KeptDrawing } from "./render-messages";
import { fixedSecurityHeaders } from "./security-headers";

const brotliDecompressAsync = promisify(brotliDecompress);
const gzipAsync = promisify(gzip);

/**
 * How long a kept page may be sent stale while it is drawn again, counted from its drawing
 * (decision 046). A change to a product it shows in full drops it; what it may be stale for (its
 * cards, its order, what no version records) its next read has drawn again. Past half of it, the
 * walk of the catalogue draws it again (`has`), so a page nobody reads is not dropped for age.
 */
export const STALE_FOR_MS = 3_600_000;

/**
 * Guests' pages from memory (decision 034). A visitor without a session or a dismissed notice
 * gets the page every such visitor gets (decision 005); the main thread keeps it, compressed, as
 * a render thread drew it for keeping, and answers the next such request itself, before the
 * router, without a render thread: a hash lookup and a write. Kept until what it shows changes
 * (the catalogue caches' rules: `keptByVersion`), the site's settings, menus or categories
 * change (every page is dropped), or 60 s pass; a browser revalidates with its ETag and gets a
 * 304. A client that takes neither br nor gzip, a HEAD, a data request and every visitor with
 * state go to the render threads as before.
 *
 * With a redrawer (decision 046), a page past its 60 s, or one a sale changed only through its
 * cards or its order, is stale rather than dropped: still sent, for up to `STALE_FOR_MS`, while
 * the redrawer draws it again. A page is kept as brotli; its gzip form is made when first asked.
 */
export type KeptPages = {
  /**
   * Answers `req` from memory when a kept page holds for it; false when it is the router's. While
   * the same page is being drawn for another guest, waits for that drawing rather than start
   * another (a page that expired under load would otherwise be drawn once per connection).
   */
  serve(req: IncomingMessage, res: ServerResponse): boolean | Promise<boolean>;
  /** A page is being drawn to be kept at `key`: call the answer when it is done, kept or not. */
  drawing(key: string): () => void;
  /** Where `req`'s page would be kept, or null when it may not be (not a plain guest's GET of a document). */
  keyOf(req: IncomingMessage): string | null;
  begin(): Promise<KeepTicket>;
  keep(ticket: KeepTicket, key: string, drawing: KeptDrawing): void;
  /** Whether a page is kept at `key` under the versions last read, drawn within half of `STALE_FOR_MS` (stale or not). */
  has(key: string): boolean;
  /** Where a guest's GET of `path` on the site's own address is kept. */
  keyOfPath(path: string): string;
  /** Told each time every page was dropped at once (the site's settings, menus or categories changed). */
  onCleared(listener: () => void): void;
  size(): { entries: number; bytes: number };
};

/** The peers' topics of changes no version records: every page may show them. */
const SITE_WIDE_TOPICS = ["site-chrome", "category-tree"] as const;

type Form = { headers: OutgoingHttpHeaders; body: Buffer };
/** `gzip`: made from the brotli form when a client first asks for it. */
type Page = { hash: string; br: Form; gzip?: Form | Promise<Form>; notModified: OutgoingHttpHeaders };

type Options = {
  db: Db;
  log: Logger;
  trustProxy: boolean;
  https: boolean;
  maxBytes: number;
  /** The site's own address (`SITE_URL`): where pages drawn ahead are kept. */
  siteUrl: string;
  /** Told the addresses of pages a change dropped (a CDN's purge, cdn-purge.ts). */
  onChanged?: (urls: readonly string[]) => void;
  /** Draws stale pages again; without it, a page is dropped when it would be stale. */
  redrawer?: PageRedrawer;
};

export function keptPages(o: Options): KeptPages {
  const onError = (err: unknown) => o.log.warn({ err }, "kept pages: version check failed");
  const clearedListeners: Array<() => void> = [];
  const cleared = () => {
    for (const listener of clearedListeners) listener();
  };
  const store: KeptByVersion<Page> = keptByVersion<Page>(o.db, {
    maxBytes: o.maxBytes,
    onError,
    onChanged: o.onChanged,
    ...(o.redrawer && { staleFor: STALE_FOR_MS, onStale: o.redrawer.ask }),
  });
  for (const topic of SITE_WIDE_TOPICS) {
    listenToPeers(o.db, topic, () => {
      store.clear();
      cleared();
    });
  }
  // A write the app announced is looked at now, not at the next guest's request: a CDN is told at once.
  listenToPeers(o.db, "version", () => void store.check().catch(onError));
  const security = fixedSecurityHeaders({ https: o.https, dev: false });

  const keyOf = (req: IncomingMessage): string | null => {
    if (req.method !== "GET") return null;
    // Express may have rewritten `url` (WordPress URL shapes) by the time the router asks.
    const url = (req as { originalUrl?: string }).originalUrl ?? req.url ?? "";
    const path = url.split("?", 1)[0]!;
    if (path.endsWith(".data")) return null;
    if (hasVisitorState(req.headers.cookie)) return null;
    const forwarded = (name: string) => (o.trustProxy ? String(req.headers[name] ?? "").split(",")[0]!.trim() : "");
    const secure = o.trustProxy ? forwarded("x-forwarded-proto") === "https" : Boolean((req.socket as TLSSocket).encrypted);
    const host = (forwarded("x-forwarded-host") || req.headers.host || "").toLowerCase();
    return `${secure ? "https" : "http"}://${host}${url}`;
  };

  const brotliForm = (drawing: KeptDrawing): Form => {
    const body = Buffer.from(drawing.br.buffer, drawing.br.byteOffset, drawing.br.byteLength);
    const headers: OutgoingHttpHeaders = Object.fromEntries(security);
    for (const [name, value] of drawing.headers) headers[name] = value;
    headers["content-encoding"] = "br";
    headers["content-length"] = String(body.byteLength);
    headers.etag = etagOf(drawing.etag, "br");
    return { headers, body };
  };

  /** The page gzipped, from its brotli form, on libuv's threads: once, the first time a client asks so. */
  const gzipped = (key: string, page: Page): Form | Promise<Form> =>
    (page.gzip ??= brotliDecompressAsync(page.br.body)
      .then((html) => gzipAsync(html, { level: GZIP_LEVEL }))
      .then((body) => {
        const headers = { ...page.br.headers, "content-encoding": "gzip", "content-length": String(body.byteLength), etag: etagOf(page.hash, "gzip") };
        store.grow(key, body.byteLength);
        return (page.gzip = { headers, body });
      })
      .catch((error: unknown) => {
        // Not kept once failed: the next gzip client tries again (this one goes to the router).
        page.gzip = undefined;
        throw error;
      }));

  const underWay = new Map<string, Promise<void>>();

  const fromMemory = (req: IncomingMessage, res: ServerResponse, key: string, waited: boolean): boolean | Promise<boolean> => {
    const encoding = chooseEncoding(req.headers["accept-encoding"]);
    if (!encoding) return false;
    const peeked = store.peek(key, Date.now());
    return peeked instanceof Promise ? peeked.then((page) => send(req, res, key, page, encoding, waited)) : send(req, res, key, peeked, encoding, waited);
  };

  const send = (req: IncomingMessage, res: ServerResponse, key: string, page: Page | undefined, encoding: "br" | "gzip", waited: boolean): boolean | Promise<boolean> => {
    if (!page) {
      const drawing = waited ? undefined : underWay.get(key);
      return drawing ? drawing.then(() => fromMemory(req, res, key, true)) : false;
    }
    if (matchesPage(req.headers["if-none-match"], page.hash)) {
      res.writeHead(304, { ...page.notModified, etag: etagOf(page.hash, encoding) });
      res.end();
      return true;
    }
    const form = encoding === "br" ? page.br : gzipped(key, page);
    if (form instanceof Promise) return form.then((made) => write(res, made));
    return write(res, form);
  };

  const write = (res: ServerResponse, form: Form): true => {
    res.writeHead(200, form.headers);
    res.end(form.body);
    return true;
  };

  const siteOrigin = new URL(o.siteUrl).origin;
  // A guest's key says http unless a proxy it trusts says https (keyOf).
  const siteKeyOrigin = o.trustProxy ? siteOrigin : siteOrigin.replace(/^https:/, "http:");

  return {
    keyOf,
    serve(req, res) {
      // The server's own drawing of a stale page or one ahead: for the render threads.
      if (o.redrawer && req.headers[o.redrawer.header] === o.redrawer.token) return false;
      const key = keyOf(req);
      return key ? fromMemory(req, res, key, false) : false;
    },
    drawing(key) {
      if (underWay.has(key)) return () => {};
      let done!: () => void;
      underWay.set(key, new Promise<void>((resolve) => (done = resolve)));
      return () => {
        underWay.delete(key);
        done();
      };
    },
    begin: () => store.begin(),
    keep(ticket, key, drawing) {
      const br = brotliForm(drawing);
      const notModified: OutgoingHttpHeaders = {
        "cache-control": br.headers["cache-control"],
        vary: br.headers.vary,
      };
      store.keep(ticket, key, { hash: drawing.etag, br, notModified }, br.body.byteLength, drawing.drawn);
    },
    has: (key) => store.has(key, STALE_FOR_MS / 2),
    keyOfPath: (path) => `${siteKeyOrigin}${path}`,
    onCleared: (listener) => void clearedListeners.push(listener),
    size: () => store.size(),
  };
}

/** The server's request listener: a kept page when one holds, else the app. */
export function keptFirst(kept: KeptPages, app: (req: IncomingMessage, res: ServerResponse) => void) {
  return (req: IncomingMessage, res: ServerResponse) => {
    const served = kept.serve(req, res);
    if (served === false) app(req, res);
    else if (served !== true) {
      served.then(
        (done) => done || app(req, res),
        () => app(req, res),
      );
    }
  };
}
