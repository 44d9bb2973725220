import { once } from "node:events";
import type { AddressInfo } from "node:net";
import express, { type RequestHandler } from "express";
import { describe, expect, it } from "vitest";
import { securityHeaders } from "./security-headers";

/** Answers with the nonce the middleware handed to the page renderer. */
const echoNonce: RequestHandler = (_req, res) => {
  res.send(String(res.locals.cspNonce));
};

type Answer = { headers: Headers; nonce: string };

/** Runs `use` against a server with `securityHeaders(opts)`; `get()` makes one request and reads it whole. */
async function withServer<T>(opts: Parameters<typeof securityHeaders>[0], use: (get: () => Promise<Answer>) => Promise<T>): Promise<T> {
  const server = express().use(securityHeaders(opts), echoNonce).listen(0, "127.0.0.1");
  await once(server, "listening");
  const url = `http://127.0.0.1:${(server.address() as AddressInfo).port}/`;
  try {
    return await use(async () => {
      const res = await fetch(url);
      return { headers: res.headers, nonce: await res.text() };
    });
  } finally {
    server.closeAllConnections();
    server.close();
  }
}
const oneAnswer = (opts: Parameters<typeof securityHeaders>[0]) => withServer(opts, (get) => get());

/** The Content-Security-Policy as directive name → value. */
const directives = ({ headers }: Answer) =>
  new Map(
    (headers.get("content-security-policy") ?? "").split("; ").map((directive) => {
      const [name = "", ...values] = directive.split(" ");
      return [name, values.join(" ")];
    }),
  );

describe("securityHeaders", () => {
  it("allows scripts from this origin and with this response's nonce only", async () => {
    const res = await oneAnswer({ https: false, dev: false });
    expect(res.nonce).toMatch(/^[A-Za-z0-9+/]{22}==$/);
    const csp = directives(res);
    expect(csp.get("script-src")).toBe(`'self' 'nonce-${res.nonce}'`);
    expect(csp.get("default-src")).toBe("'self'");
    expect(csp.get("object-src")).toBe("'none'");
    expect(csp.get("frame-ancestors")).toBe("'self'");
    expect(csp.get("base-uri")).toBe("'self'");
    expect(csp.get("connect-src")).toBe("'self'");
    expect(res.headers.get("content-security-policy")).not.toContain("unsafe-eval");
  });

  it("makes a new nonce for every response", async () => {
    const [first, second] = await withServer({ https: false, dev: false }, async (get) => [await get(), await get()]);
    expect(first.nonce).not.toBe(second.nonce);
    expect(directives(second).get("script-src")).toBe(`'self' 'nonce-${second.nonce}'`);
  });

  it("lets Vite's hot reload connect its websocket in development only", async () => {
    const res = await oneAnswer({ https: false, dev: true });
    expect(directives(res).get("connect-src")).toBe("'self' ws: wss:");
  });

  it("sends the fixed hardening headers", async () => {
    const { headers } = await oneAnswer({ https: false, dev: false });
    expect(headers.get("x-content-type-options")).toBe("nosniff");
    expect(headers.get("x-frame-options")).toBe("SAMEORIGIN");
    expect(headers.get("referrer-policy")).toBe("strict-origin-when-cross-origin");
    expect(headers.get("cross-origin-opener-policy")).toBe("same-origin");
  });

  it("sends HSTS only when the shop is served over https", async () => {
    const plain = await oneAnswer({ https: false, dev: false });
    expect(plain.headers.get("strict-transport-security")).toBeNull();
    const secure = await oneAnswer({ https: true, dev: false });
    expect(secure.headers.get("strict-transport-security")).toBe("max-age=31536000; includeSubDomains");
  });
});
