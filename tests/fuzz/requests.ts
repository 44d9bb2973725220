import http from "node:http";
import fc from "fast-check";

/** A request as sent on the wire: any method, a raw target, any headers, any body. */
export type RawRequest = { method: string; target: string; headers: Record<string, string>; body?: Buffer };

const agent = new http.Agent({ keepAlive: true, maxSockets: 64 });

/**
 * Sends `request` as written (no URL parsing on this side, so broken escapes and odd hosts reach
 * the server) and answers the status; a connection the server dropped is status 0.
 */
export function send(origin: URL, request: RawRequest, timeoutMs = 30_000): Promise<number> {
  return new Promise((resolve) => {
    const req = http.request({
      agent,
      host: origin.hostname,
      port: origin.port,
      method: request.method,
      path: request.target,
      setHost: !("host" in request.headers),
      headers: { ...request.headers, ...(request.body && { "content-length": String(request.body.length) }) },
      timeout: timeoutMs,
    });
    req.on("response", (res) => {
      res.resume();
      res.on("end", () => resolve(res.statusCode ?? 0));
      res.on("error", () => resolve(0));
    });
    req.on("timeout", () => req.destroy(new Error("timeout")));
    req.on("error", () => resolve(0));
    req.end(request.body);
  });
}

/** `fields` as an `application/x-www-form-urlencoded` body. */
export const formBody = (fields: Record<string, string>) => Buffer.from(new URLSearchParams(fields).toString());

const FORM = "application/x-www-form-urlencoded; charset=UTF-8";

/**
 * A page form's fields, sent as a form most of the time and otherwise as whatever a script or an
 * attacker might send instead: JSON, plain text, no Content-Type, broken multipart, a broken
 * form encoding, a body that is not UTF-8.
 */
export function formLikeBody(fields: fc.Arbitrary<Record<string, string>>): fc.Arbitrary<{ headers: Record<string, string>; body: Buffer }> {
  return fc.tuple(fields, fc.nat({ max: 9 }), fc.uint8Array({ maxLength: 64 })).map(([f, kind, bytes]): { headers: Record<string, string>; body: Buffer } => {
    switch (kind) {
      case 0:
        return { headers: { "content-type": "application/json" }, body: Buffer.from(JSON.stringify(f)) };
      case 1:
        return { headers: { "content-type": "text/plain" }, body: formBody(f) };
      case 2:
        return { headers: {}, body: formBody(f) };
      case 3:
        return { headers: { "content-type": "multipart/form-data; boundary=x" }, body: Buffer.from(`--x\r\nContent-Disposition: form-data; name="a"\r\n\r\n${JSON.stringify(f)}`) };
      case 4:
        return { headers: { "content-type": "multipart/form-data" }, body: Buffer.from(bytes) };
      case 5:
        return { headers: { "content-type": FORM }, body: Buffer.concat([formBody(f), Buffer.from("&%ZZ=%E0%A4%A&=&&a")]) };
      case 6:
        return { headers: { "content-type": FORM }, body: Buffer.from(bytes) };
      default:
        return { headers: { "content-type": FORM }, body: formBody(f) };
    }
  });
}

export const asForm = (fields: Record<string, string>) => ({ headers: { "content-type": FORM }, body: formBody(fields) });
