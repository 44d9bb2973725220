import { createHash } from "node:crypto";
import { describe, expect, it } from "vitest";
import { inlineScriptHashes } from "../../../server/security-headers";
import { HELD_MODULE_TYPE, scriptsAfterMainPicture } from "./scripts-after-main-picture";

/** A document as React Router's `<Scripts>` leaves it: preloads in the head, the async module script in the body. */
const MODULE_TEXT = ';\nimport * as route0 from "/assets/root-A.js";\nwindow.__reactRouterRouteModules = {"root":route0};\n\nimport("/assets/entry.client-B.js");';
const page = (nonce: string) =>
  `<html lang="vi"><head><link rel="stylesheet" href="/assets/app.css" data-precedence="default"/>` +
  `<link rel="modulepreload" href="/assets/entry.client-B.js" nonce="${nonce}"/><link rel="modulepreload" href="/assets/root-A.js" nonce="${nonce}"/></head>` +
  `<body><main>Cửa hàng</main><script nonce="${nonce}">window.__reactRouterContext = {};</script>` +
  `<script nonce="${nonce}" type="module" async="">${MODULE_TEXT}</script><script nonce="${nonce}">window.__reactRouterContext.streamController.close();</script></body></html>`;

const sha256 = (text: string) => `'sha256-${createHash("sha256").update(text, "utf8").digest("base64")}'`;

describe("scriptsAfterMainPicture", () => {
  const out = scriptsAfterMainPicture(page("n0nce"));

  it("takes the module preloads out of the head", () => {
    expect(out).not.toContain('<link rel="modulepreload"');
    expect(out).toContain('<link rel="stylesheet" href="/assets/app.css" data-precedence="default"/></head>');
  });

  it("keeps the module script's text, with its nonce, as a block the browser does not run", () => {
    expect(out).toContain(`<script nonce="n0nce" type="${HELD_MODULE_TYPE}">${MODULE_TEXT}</script>`);
    expect(out).not.toContain('type="module" async');
  });

  it("follows it with a starter that puts the preloads back in order and waits for the high-priority pictures", () => {
    const starter = /<script nonce="n0nce">(\(\(\)=>\{let d=document,h=d\.currentScript\.previousElementSibling.*?)<\/script>/.exec(out)?.[1] ?? "";
    expect(starter).toContain('of ["/assets/entry.client-B.js","/assets/root-A.js"]){');
    expect(starter).toContain('img[fetchpriority="high"]');
    expect(starter).toContain('s.type="module";s.fetchPriority="low";s.nonce=h.nonce;s.text=h.text');
    expect(starter).toContain('l.rel="modulepreload";l.fetchPriority="low"');
    // Everything else stays where it was.
    expect(out.indexOf("window.__reactRouterContext = {}")).toBeLessThan(out.indexOf(HELD_MODULE_TYPE));
    expect(out.indexOf(starter)).toBeLessThan(out.indexOf("streamController.close()"));
  });

  it("lets a kept page's policy allow the held module's text by its hash", () => {
    const hashes = inlineScriptHashes(scriptsAfterMainPicture(page("")));
    expect(hashes).toContain(sha256(MODULE_TEXT));
    expect(hashes).toHaveLength(4); // the context, the held module, its starter, the stream's close
  });

  it("leaves a document without the router's scripts as it is", () => {
    const plain = "<html><head><title>Lỗi</title></head><body><p>Có lỗi.</p></body></html>";
    expect(scriptsAfterMainPicture(plain)).toBe(plain);
  });
});
