import http from "node:http";
import { once } from "node:events";
import type { AddressInfo } from "node:net";
import express, { type RequestHandler } from "express";
import { matchPath } from "react-router";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { trailingSlash, wcAjaxRewrite } from "./wordpress-urls";

/** The URL the router would see after the middleware under test. */
const echoUrls: RequestHandler = (req, res) => {
  res.json({ method: req.method, url: req.url, originalUrl: req.originalUrl });
};

async function listen(...handlers: RequestHandler[]) {
  const server = express().use(...handlers, echoUrls).listen(0, "127.0.0.1");
  await once(server, "listening");
  return {
    base: `http://127.0.0.1:${(server.address() as AddressInfo).port}`,
    close: () => {
      server.closeAllConnections();
      server.close();
    },
  };
}

describe("wcAjaxRewrite", () => {
  let app: Awaited<ReturnType<typeof listen>>;
  beforeAll(async () => {
    app = await listen(wcAjaxRewrite);
  });
  afterAll(() => app.close());

  const seen = async (path: string, init?: RequestInit) => (await fetch(app.base + path, init)).json();

  it("moves ?wc-ajax= on any path to /wc-ajax/{endpoint}, keeping the other parameters", async () => {
    expect(await seen("/any/path/?wc-ajax=add_to_cart&x=1", { method: "POST" })).toEqual({
      method: "POST",
      url: "/wc-ajax/add_to_cart?x=1",
      originalUrl: "/wc-ajax/add_to_cart?x=1",
    });
    expect(await seen("/?x=1&wc-ajax=get_refreshed_fragments")).toEqual({
      method: "GET",
      url: "/wc-ajax/get_refreshed_fragments?x=1",
      originalUrl: "/wc-ajax/get_refreshed_fragments?x=1",
    });
  });

  it("keeps an endpoint with a slash in one path segment", async () => {
    expect(await seen("/?wc-ajax=a/b")).toMatchObject({ url: "/wc-ajax/a%2Fb" });
  });

  it("leaves URLs without a wc-ajax parameter alone", async () => {
    for (const path of ["/cua-hang/", "/cua-hang/?orderby=price", "/?xwc-ajax=1", "/?q=wc-ajax=1"]) {
      expect(await seen(path)).toEqual({ method: "GET", url: path, originalUrl: path });
    }
  });

  it("sends an empty endpoint to the wc-ajax route, whose table answers 400 for it", async () => {
    const { url } = (await seen("/?wc-ajax=")) as { url: string };
    expect(url).toBe("/wc-ajax/%20");
    // The router decodes the segment to " ", which no handler has (see the wc-ajax route tests).
    expect(matchPath("/wc-ajax/:endpoint", url)).not.toBeNull();
  });
});

describe("trailingSlash", () => {
  let app: Awaited<ReturnType<typeof listen>>;
  beforeAll(async () => {
    app = await listen(trailingSlash);
  });
  afterAll(() => app.close());

  const request = (path: string, method = "GET") => fetch(app.base + path, { method, redirect: "manual" });

  it("sends a page path without its slash to the canonical address, permanently", async () => {
    const res = await request("/cua-hang");
    expect(res.status).toBe(301);
    expect(res.headers.get("location")).toBe("/cua-hang/");
    expect((await request("/danh-muc-san-pham/ao/so-mi", "HEAD")).headers.get("location")).toBe("/danh-muc-san-pham/ao/so-mi/");
  });

  it("keeps the query string", async () => {
    const res = await request("/cua-hang?orderby=price&paged=2");
    expect(res.status).toBe(301);
    expect(res.headers.get("location")).toBe("/cua-hang/?orderby=price&paged=2");
  });

  it("leaves files, API paths, slashed paths and non-GET requests alone", async () => {
    for (const [path, method] of [
      ["/sitemap.xml", "GET"],
      ["/assets/x.js", "GET"],
      ["/assets/chunk", "GET"],
      ["/wp-json/wp/v2/posts", "GET"],
      ["/wp-admin/admin-ajax.php", "GET"],
      ["/wc-ajax/add_to_cart", "GET"],
      ["/healthz", "GET"],
      ["/cua-hang/", "GET"],
      ["/cua-hang", "POST"],
      ["//evil.example", "GET"],
    ] as const) {
      const res = await request(path, method);
      expect({ path, method, status: res.status }).toEqual({ path, method, status: 200 });
      expect(await res.json()).toMatchObject({ url: path });
    }
  });

  it("never redirects a backslash path, which browsers read as another host", async () => {
    // fetch would turn "\\" into "/" before sending; a raw request keeps it.
    const status = await new Promise<number>((resolve, reject) => {
      http.get(`${app.base}/\\evil.example/x`, (res) => {
        res.resume();
        resolve(res.statusCode ?? 0);
      }).on("error", reject);
    });
    expect(status).toBe(200);
  });
});
