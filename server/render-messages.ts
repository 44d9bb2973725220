import type { PeerMessage } from "../app/platform/.server/peers";
import type { DrawnFrom } from "../app/platform/.server/versioned-cache";
import type { StreamedEntry } from "../app/platform/.server/streamed-form";

/** What the main thread and a render thread say to each other, on the worker's own channel (so in order). */
export type RenderRequest = {
  type: "request";
  id: number;
  method: string;
  url: string;
  headers: Array<[string, string]>;
  body: Uint8Array<ArrayBuffer> | null;
  /** A multipart body read on the main thread as it came (decision 027): its fields and its files' places, in place of `body`. */
  form: StreamedEntry[] | null;
  clientIp: string;
  /**
   * The nonce of this answer's inline scripts; null when the page may be kept for every guest
   * (`kept-pages.ts`): drawn without one, its inline scripts allowed by their hashes instead.
   */
  cspNonce: string | null;
};

/**
 * A guest's page drawn to be kept (`kept-pages.ts`): what it was drawn from, and its brotli form
 * only: the main thread makes the gzip form the first time a client without br asks, so the
 * pages of a whole catalogue fit in half the memory.
 */
export type KeptDrawing = { drawn: DrawnFrom; etag: string; headers: Array<[string, string]>; br: Uint8Array<ArrayBuffer> };

/** A signed-in shopper's page kept by the thread that drew it (`shared-pages.ts`): it sends either form itself. */
export type SharedDrawing = KeptDrawing & { gzip: Uint8Array<ArrayBuffer> };

export type RenderResponse = {
  type: "response";
  id: number;
  status: number;
  statusText: string;
  headers: Array<[string, string]>;
  /** `Set-Cookie` headers the app set through its context (the session's), before the response's own. */
  cookies: string[];
  body: Uint8Array<ArrayBuffer>;
  /** Present when the answer is a guest's page every such guest may be sent. */
  kept?: KeptDrawing;
};

export type ToWorker = RenderRequest | ({ type: "peer" } & PeerMessage);

/** Every request gets a response, the thread's own 400 or 500 when the router could not answer. */
export type FromWorker = { type: "ready" } | RenderResponse | ({ type: "peer" } & PeerMessage);
