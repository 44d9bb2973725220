import { type ContentEncoding, KEPT_QUALITY, MIN_COMPRESSED_BYTES, chooseEncoding, compress } from "./compression";

/**
 * The text of an answer kept for many requests (a quick view, kept per catalogue version), with
 * each compressed form made once, the first time a client asks for it, harder than an answer made
 * per request is (decision 023). Its forms are private fields: a kept value is frozen in tests,
 * and they are filled in later.
 */
export class KeptBody {
  readonly text: string;
  readonly #bytes: Buffer;
  readonly #encoded = new Map<ContentEncoding, Buffer>();

  constructor(text: string) {
    this.text = text;
    this.#bytes = Buffer.from(text);
  }

  /** The bytes to send for `acceptEncoding`, and their encoding (none for a short text). */
  bodyFor(acceptEncoding: string | null): { bytes: Buffer; encoding: ContentEncoding | null } {
    const encoding = this.#bytes.byteLength >= MIN_COMPRESSED_BYTES ? chooseEncoding(acceptEncoding) : null;
    if (!encoding) return { bytes: this.#bytes, encoding: null };
    let bytes = this.#encoded.get(encoding);
    if (!bytes) this.#encoded.set(encoding, (bytes = compress(this.#bytes, encoding, KEPT_QUALITY)));
    return { bytes, encoding };
  }

  /** A response with this body as `request` accepts it: the render thread sends it as it is. */
  response(request: Request, init: { status?: number; headers: Record<string, string> }): Response {
    const { bytes, encoding } = this.bodyFor(request.headers.get("accept-encoding"));
    const headers = new Headers(init.headers);
    headers.set("Vary", "Accept-Encoding");
    if (encoding) headers.set("Content-Encoding", encoding);
    return new Response(new Uint8Array(bytes), { status: init.status ?? 200, headers });
  }
}
