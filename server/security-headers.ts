import { createHash, randomBytes } from "node:crypto";
import type { RequestHandler } from "express";
import { WAITING_MODULE_TYPE } from "../app/platform/.server/page-scripts";

type Mode = { https: boolean; dev: boolean };

/**
 * The Content-Security-Policy: scripts only from this origin or allowed inline by `scriptSources`
 * (this response's nonce, or the hashes of a kept page's inline scripts): no `unsafe-eval`, no
 * other inline script. Inline `style` attributes stay allowed (React renders dynamic widths and
 * colours with them).
 */
export function contentSecurityPolicy(scriptSources: string, dev = false): string {
  const connect = dev ? "'self' ws: wss:" : "'self'";
  return [
    "default-src 'self'",
    `script-src 'self' ${scriptSources}`,
    "style-src 'self' 'unsafe-inline'",
    "img-src 'self' data: blob:",
    "font-src 'self'",
    `connect-src ${connect}`,
    "frame-ancestors 'self'",
    "base-uri 'self'",
    "form-action 'self'",
    "object-src 'none'",
  ].join("; ");
}

/** The headers every answer carries besides its policy. */
export function fixedSecurityHeaders(o: Mode): Array<[string, string]> {
  const headers: Array<[string, string]> = [
    ["X-Content-Type-Options", "nosniff"],
    ["X-Frame-Options", "SAMEORIGIN"],
    ["Referrer-Policy", "strict-origin-when-cross-origin"],
    ["Permissions-Policy", "camera=(), microphone=(), geolocation=(), payment=()"],
    ["Cross-Origin-Opener-Policy", "same-origin"],
  ];
  if (o.https) headers.push(["Strict-Transport-Security", "max-age=31536000; includeSubDomains"]);
  return headers;
}

/**
 * A classic or module script's text; JSON and other data blocks are never run, so need no
 * allowance, but for the page's module script waiting for its main picture, which becomes one.
 */
const INLINE_SCRIPT = /<script\b([^>]*)>([\s\S]*?)<\/script>/gi;
const RUN_TYPES = new RegExp(`^\\s*(?:module|text/javascript|application/javascript|${WAITING_MODULE_TYPE})?\\s*$`, "i");

/**
 * `'sha256-…'` for each inline script of `html`, as CSP Level 2 hashes them (the UTF-8 text
 * between the tags): a page kept for every guest carries no nonce, since one shared by many
 * answers would be no secret; its policy names its own scripts instead.
 */
export function inlineScriptHashes(html: string): string[] {
  const hashes = new Set<string>();
  for (const [, attributes = "", text = ""] of html.matchAll(INLINE_SCRIPT)) {
    if (/\ssrc\s*=/i.test(attributes)) continue;
    const type = /\stype\s*=\s*["']?([^"'\s>]*)/i.exec(attributes)?.[1] ?? "";
    if (!RUN_TYPES.test(type)) continue;
    hashes.add(`'sha256-${createHash("sha256").update(text, "utf8").digest("base64")}'`);
  }
  return [...hashes];
}

/** Security headers for every answer, with a nonce of its own for the page's inline scripts. */
export function securityHeaders(o: Mode): RequestHandler {
  const fixed = fixedSecurityHeaders(o);
  return (_req, res, next) => {
    const nonce = randomBytes(16).toString("base64");
    res.locals.cspNonce = nonce;
    res.setHeader("Content-Security-Policy", contentSecurityPolicy(`'nonce-${nonce}'`, o.dev));
    for (const [name, value] of fixed) res.setHeader(name, value);
    next();
  };
}
