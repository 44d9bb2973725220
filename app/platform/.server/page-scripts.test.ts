import { createHash } from "node:crypto";
import { describe, expect, it } from "vitest";
import { inlineScriptHashes } from "../../../server/security-headers";
import routes from "../../routes";
import { DRAWS_THE_CART, FIRST_USE_ROUTES, type StartWhen, WAITING_MODULE_TYPE, drawsTheCart, waitsForFirstUse, withPageStarter } from "./page-scripts";

const MODULE_CODE = ';\nimport * as route0 from "/assets/root.js";\nwindow.__reactRouterRouteModules = {"root": route0};\nimport("/assets/entry.client.js");';
const PAGE =
  '<html><head><link rel="stylesheet" href="/assets/root.css" data-precedence="default"/><link rel="preload" as="image" fetchPriority="high" href="/a.webp"/>' +
  '<link rel="modulepreload" href="/assets/entry.client.js" nonce="abc"/><link rel="modulepreload" href="/assets/root.js" nonce="abc"/></head>' +
  `<body><main><img src="/a.jpg" fetchPriority="high"/></main><script nonce="abc">window.__reactRouterContext = {};</script>` +
  `<script nonce="abc" type="module" async="">${MODULE_CODE}</script><script nonce="abc">window.__reactRouterContext.streamController.close();</script></body></html>`;

const WHEN: StartWhen = { firstUse: true, drawsTheCart: false, readyEvent: "ready", swipeEvent: "swipe", cartCookies: ["woocommerce_cart_hash"], cartKeys: ["wc_fragments"], giveUpMs: 10_000 };

describe("withPageStarter", () => {
  const page = withPageStarter(PAGE, WHEN);

  it("takes the module preloads out of the head and leaves the rest of it alone", () => {
    expect(page).toContain('<head><link rel="stylesheet" href="/assets/root.css" data-precedence="default"/><link rel="preload" as="image" fetchPriority="high" href="/a.webp"/></head>');
    expect(page).not.toContain('rel="modulepreload" href=');
  });

  it("keeps the module script, word for word, as a data block where it was, followed by the script that starts it with its preloads", () => {
    const parts = /<script nonce="abc" type="([^"]+)" id="page-modules">([\s\S]*?)<\/script><script nonce="abc">([\s\S]*?)<\/script><script nonce="abc">window/.exec(page);
    expect(parts).not.toBeNull();
    const [, waiting, code, starter] = parts!;
    expect(waiting).toBe(WAITING_MODULE_TYPE);
    expect(code).toBe(MODULE_CODE);
    expect(starter).toMatch(/^\(function startPageScripts\(options\) \{[\s\S]*\}\)\(\{.*\}\)$/);
    const options = JSON.parse(starter!.slice(starter!.lastIndexOf(")({") + 2, -1));
    expect(options).toEqual({ ...WHEN, preloads: ["/assets/entry.client.js", "/assets/root.js"], waitingId: "page-modules" });
  });

  it("lets the data block's text run by its hash on a page without a nonce, since it becomes a script", () => {
    const hash = `'sha256-${createHash("sha256").update(MODULE_CODE, "utf8").digest("base64")}'`;
    expect(inlineScriptHashes(page)).toContain(hash);
    expect(inlineScriptHashes('<script type="text/x-other">x</script>')).toEqual([]);
  });

  it("leaves a document without React Router's module script as it is", () => {
    const text = '<p>&lt;script type="module"&gt;</p><link rel="modulepreload" href="/x.js"/>';
    expect(withPageStarter(text, WHEN)).toBe(text);
  });

  it("sends the starter as a whole script: it parses alone and names nothing a build adds outside it", () => {
    const starter = /<script nonce="abc">(\(function startPageScripts[\s\S]*?)<\/script>/.exec(page)![1]!;
    expect(() => new Function(starter)).not.toThrow();
    expect(starter).not.toMatch(/__\w+\(|\brequire\(|\bimport\b|\/\/|\/\*/);
  });
});

describe("waitsForFirstUse", () => {
  it("names only routes the shop has", () => {
    type Entry = { id?: string; file: string; children?: Entry[] };
    const ids = (entries: Entry[]): string[] => entries.flatMap((e) => [e.id ?? e.file.replace(/\.tsx?$/, ""), ...ids(e.children ?? [])]);
    const known = ids(routes as Entry[]);
    expect([...FIRST_USE_ROUTES].filter((id) => !known.includes(id))).toEqual([]);
  });

  it("lets what a guest browses, the cart and the checkout wait, and not order received, account or a page of reviews", () => {
    for (const id of ["home", "shop", "routes/product-category", "product", "blog", "routes/page-or-post", "routes/cart", "routes/checkout"]) expect(waitsForFirstUse(id)).toBe(true);
    for (const id of ["product-reviews-page", "routes/order-received", "account-dashboard", "routes/wp-login", "back-office-orders"]) {
      expect(waitsForFirstUse(id)).toBe(false);
    }
    expect(waitsForFirstUse(undefined)).toBe(false);
  });
});

describe("drawsTheCart", () => {
  it("names the cart and the checkout only, both routes of the shop that wait for first use", () => {
    expect(["routes/cart", "routes/checkout", "routes/order-received", "shop", "product", undefined].filter(drawsTheCart)).toEqual(["routes/cart", "routes/checkout"]);
    expect([...DRAWS_THE_CART].every((id) => FIRST_USE_ROUTES.has(id))).toBe(true);
  });
});
