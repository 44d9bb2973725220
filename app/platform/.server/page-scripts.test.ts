import { createHash } from "node:crypto";
import { describe, expect, it } from "vitest";
import { inlineScriptHashes } from "../../../server/security-headers";
import { WAITING_MODULE_TYPE, scriptsAfterMainPicture } from "./page-scripts";

const MODULE_CODE = ';\nimport * as route0 from "/assets/root.js";\nwindow.__reactRouterRouteModules = {"root": route0};\nimport("/assets/entry.client.js");';
const PAGE =
  '<html><head><link rel="stylesheet" href="/assets/root.css" data-precedence="default"/><link rel="preload" as="image" fetchPriority="high" href="/a.webp"/>' +
  '<link rel="modulepreload" href="/assets/entry.client.js" nonce="abc"/><link rel="modulepreload" href="/assets/root.js" nonce="abc"/></head>' +
  `<body><main><img src="/a.jpg" fetchPriority="high"/></main><script nonce="abc">window.__reactRouterContext = {};</script>` +
  `<script nonce="abc" type="module" async="">${MODULE_CODE}</script><script nonce="abc">window.__reactRouterContext.streamController.close();</script></body></html>`;

describe("scriptsAfterMainPicture", () => {
  const page = scriptsAfterMainPicture(PAGE);

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
    expect(starter).toContain('(["/assets/entry.client.js","/assets/root.js"]))');
    expect(starter).toContain('img[fetchpriority=high]');
  });

  it("lets the data block's text run by its hash on a page without a nonce, since it becomes a script", () => {
    const hash = `'sha256-${createHash("sha256").update(MODULE_CODE, "utf8").digest("base64")}'`;
    expect(inlineScriptHashes(page)).toContain(hash);
    expect(inlineScriptHashes('<script type="text/x-other">x</script>')).toEqual([]);
  });

  it("leaves a document without React Router's module script as it is", () => {
    const text = '<p>&lt;script type="module"&gt;</p><link rel="modulepreload" href="/x.js"/>';
    expect(scriptsAfterMainPicture(text)).toBe(text);
  });
});
