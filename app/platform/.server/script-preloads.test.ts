import { describe, expect, it } from "vitest";
import { scriptPreloadsAtLowPriority } from "./script-preloads";

describe("scriptPreloadsAtLowPriority", () => {
  it("asks for every module preload at low priority and leaves the rest of the head alone", () => {
    const head =
      '<head><link rel="preload" as="image" fetchPriority="high" href="/a.webp"/><link rel="stylesheet" href="/assets/root.css" data-precedence="default"/>' +
      '<link rel="modulepreload" href="/assets/entry.client.js" nonce=""/><link rel="modulepreload" href="/assets/root.js" nonce=""/></head>';
    expect(scriptPreloadsAtLowPriority(head)).toBe(
      '<head><link rel="preload" as="image" fetchPriority="high" href="/a.webp"/><link rel="stylesheet" href="/assets/root.css" data-precedence="default"/>' +
        '<link rel="modulepreload" fetchPriority="low" href="/assets/entry.client.js" nonce=""/><link rel="modulepreload" fetchPriority="low" href="/assets/root.js" nonce=""/></head>',
    );
  });

  it("leaves a page's text that only speaks of module preloads as it is", () => {
    const text = "<p>&lt;link rel=&quot;modulepreload&quot;&gt;</p>";
    expect(scriptPreloadsAtLowPriority(text)).toBe(text);
  });
});
