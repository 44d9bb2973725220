import type { RequestHandler, Response } from "express";

/**
 * `Server-Timing: app;dur=…` on every answer: the milliseconds from the request reaching the app
 * to its headers going out (for a streamed page, its first byte). Browsers' developer tools show
 * it beside the network's share, and the bench reads it as the server's own time.
 */
export const serverTiming: RequestHandler = (_req, res, next) => {
  const started = performance.now();
  const writeHead = res.writeHead;
  // Headers go out through writeHead, called directly or by the first write: the one place to stamp them.
  res.writeHead = function (this: Response, ...args: unknown[]) {
    if (!this.headersSent) this.setHeader("Server-Timing", `app;dur=${(performance.now() - started).toFixed(1)}`);
    return (writeHead as (...a: unknown[]) => Response).apply(this, args);
  } as Response["writeHead"];
  next();
};
