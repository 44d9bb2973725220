import type { Logger } from "pino";
import type { Db } from "./db";
import type { Mailer } from "./mailer";
import type { SessionHandle } from "./session";

/** What never changes while the server runs; made once at start-up by `server/`. */
export type AppServices = {
  db: Db;
  log: Logger;
  /** Injected so tests can move time (sessions, nonces, attribution). */
  now: () => Date;
  site: {
    url: string;
    secretKey: string;
    uploadsDir: string;
    /** Where files sent with contact forms are kept: outside the public folders, never served. */
    contactUploadsDir: string;
    secureCookies: boolean;
  };
  /** Outgoing e-mail (SMTP, or `.eml` files under DATA_DIR/mail/ when no server is configured). */
  mailer: Mailer;
  /** Pictures uploaded to the media library (wp/v2/media). */
  media: MediaSettings;
};

export type MediaSettings = {
  /** Where an upload's bytes wait while they are checked: the streamed forms' incoming folder, never served. */
  incomingDir: string;
  /** An upload's bytes at most (UPLOAD_FILE_MAX_MB). */
  fileBytes: number;
  /** An upload's pixels at most (UPLOAD_IMAGE_MAX_MEGAPIXELS), checked before it is decoded. */
  maxPixels: number;
  /**
   * Test-only (TEST_ONLY_MEDIA_SIZES_FAULT): an upload whose slug holds this text fails making its
   * sizes in the upload request, so a test can watch the resume; null in every real shop.
   */
  sizesFault: string | null;
};

/** Per-request services handed to every loader and action as `context`. */
export type RequestContext = AppServices & {
  session: SessionHandle;
  /** Nonce of this response's Content-Security-Policy, for inline scripts. */
  cspNonce: string;
  clientIp: string;
  /** Adds a `Set-Cookie` header to this request's answer. */
  setCookie: (header: string) => void;
  /**
   * For a document request: keeps `value` for the server's render under `key` (`useRenderOnly`)
   * and answers null, so the page's data does not carry what the browser never redraws. For a
   * data request (a client-side navigation draws the page itself): `value`.
   */
  renderOnly: <T>(key: string, value: T) => T | null;
  /** What `renderOnly` kept, for entry.server.tsx to hand to the render. */
  renderOnlyValues: ReadonlyMap<string, unknown>;
};

declare module "react-router" {
  // Declaration merging needs an interface; it adds nothing but its supertype on purpose.
  // eslint-disable-next-line @typescript-eslint/no-empty-object-type
  interface AppLoadContext extends RequestContext {}
}
