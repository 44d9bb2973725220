import type { Server } from "node:http";
import type { RequestHandler, Response } from "express";
import { tHttp } from "../app/lib/i18n/areas/http";

/**
 * What the shop answers: pages (GET, HEAD, POST) and the REST verbs WordPress's API takes. Any
 * other method (TRACE, OPTIONS, WebDAV's…) is refused here, before a render thread sees it: the
 * fetch API a thread builds its request with throws on some of them (TRACE), and the router
 * only knows these.
 */
const SERVED_METHODS = ["GET", "HEAD", "POST", "PUT", "PATCH", "DELETE"] as const;
const ALLOW = SERVED_METHODS.join(", ");
const served = new Set<string>(SERVED_METHODS);

/** `name[:port]`, `IPv4[:port]` or `[IPv6][:port]` (RFC 9110 §7.2), as a URL can hold it. */
const HOST = /^(?:[a-z0-9._~-]+|\[[0-9a-f:.]+\])(?::\d{1,5})?$/i;

function isWellFormedHost(host: string): boolean {
  return HOST.test(host) && URL.canParse(`http://${host}/`);
}

/**
 * Whether a request target is an absolute path that decodes, holds no control character (a NUL,
 * which no database text can hold; a tab or a line break, which URL parsers drop, so `/%09/x`
 * would read as `//x`, another host) and climbs no folder (`..`, also `%2e%2e` or behind an
 * encoded slash): no handler has an answer for the others but "bad request".
 */
const CONTROL = /[\u0000-\u001f\u007f]/;
function isWellFormedTarget(target: string): boolean {
  const query = target.indexOf("?");
  const path = query === -1 ? target : target.slice(0, query);
  if (!path.startsWith("/")) return false;
  let decoded: string;
  try {
    decoded = decodeURIComponent(path);
  } catch {
    return false;
  }
  if (CONTROL.test(decoded)) return false;
  return !decoded.split(/[/\\]/).some((segment) => segment === "." || segment === "..");
}

function refuse(res: Response, status: 400 | 405, text: string) {
  res.status(status).type("text/plain; charset=utf-8").send(text);
}

/**
 * The first check of every request, so that nothing after it (static files, the router, the
 * render threads) meets a method it cannot take, a `Host` no URL can hold or an address that
 * does not decode: those get a plain 405 or 400, never a 500.
 */
export const wellFormedRequest: RequestHandler = (req, res, next) => {
  if (!served.has(req.method)) {
    res.setHeader("Allow", ALLOW);
    return refuse(res, 405, tHttp("http.methodNotAllowed"));
  }
  // The Host header, and behind a trusted proxy X-Forwarded-Host, which Express reads instead.
  const hosts = [req.get("host"), req.host].filter((host): host is string => !!host);
  if (!hosts.every(isWellFormedHost) || !isWellFormedTarget(req.url)) return refuse(res, 400, tHttp("http.badRequest"));
  next();
};

/**
 * CONNECT never becomes a request: Node hands it to a `connect` listener, or drops the
 * connection without a word when there is none. It gets the same 405 as TRACE.
 */
export function refuseConnect(server: Server): void {
  server.on("connect", (_req, socket) => {
    const text = Buffer.from(tHttp("http.methodNotAllowed"));
    socket.end(
      `HTTP/1.1 405 Method Not Allowed\r\nAllow: ${ALLOW}\r\nContent-Type: text/plain; charset=utf-8\r\n` +
        `Content-Length: ${text.length}\r\nConnection: close\r\n\r\n${text.toString()}`,
    );
  });
}
