/**
 * sourcebuster's cookies: names, value format (`key=value|||key=value`), encoding and the
 * attributes it writes. The jar stands for `document.cookie` during one run, because sourcebuster
 * reads back what it has just written (the first source is copied from the current one, and so on).
 */

/** Its cookies by role (sourcebuster's `data.containers` and `service`). */
export const SBJS_COOKIES = {
  current: "sbjs_current",
  current_add: "sbjs_current_add",
  first: "sbjs_first",
  first_add: "sbjs_first_add",
  session: "sbjs_session",
  udata: "sbjs_udata",
  promo: "sbjs_promo",
} as const;
export const SBJS_MIGRATIONS = "sbjs_migrations";

export type SbjsContainer = keyof typeof SBJS_COOKIES;

const DELIMITER = "|||";

/** encodeURIComponent, plus the characters it leaves that sourcebuster escapes too. */
export function sbjsEncode(text: string): string {
  return encodeURIComponent(text).replace(/[!~*'()]/g, (c) => `%${c.charCodeAt(0).toString(16).toUpperCase()}`);
}

/**
 * sourcebuster's decoding: decodeURIComponent, then (oddly, after it) the same six escapes undone
 * once more; text that is not valid percent-encoding falls back to `unescape`.
 */
export function sbjsDecode(text: string): string {
  try {
    return decodeURIComponent(text)
      .replace(/%21/g, "!")
      .replace(/%7E/g, "~")
      .replace(/%2A/g, "*")
      .replace(/%27/g, "'")
      .replace(/%28/g, "(")
      .replace(/%29/g, ")");
  } catch {
    try {
      return unescape(text);
    } catch {
      return "";
    }
  }
}

/** Cookie contents made only of Base64 characters are read as Base64 (the `base64` option's format), whatever the option. */
const BASE64_ONLY = /^[A-Za-z0-9+/]+$/;

function fromBase64IfItLooksSo(content: string): string {
  if (!BASE64_ONLY.test(content)) return content;
  try {
    return atob(content.padEnd(content.length + ((4 - (content.length % 4)) % 4), "="));
  } catch {
    return content;
  }
}

/** How one cookie is written: `minutes` to live (0: no expiry), and the domain (null: none given). */
export type CookieSettings = { now: Date; minutes: number; domain: string | null; base64: boolean };

/** One `document.cookie` assignment. */
export type CookieWrite = {
  name: string;
  /** The stored text (encoded as sourcebuster stores it; "" for a deletion). */
  value: string;
  /** When it lapses; null: with the browser session (no `expires`). */
  expires: Date | null;
  /** The exact text assigned to `document.cookie`. */
  text: string;
};

/** The site's cookies as `document.cookie` shows them, changed by each write as a browser would. */
export class CookieJar {
  private readonly contents = new Map<string, string>();
  readonly writes: CookieWrite[] = [];

  /** Reads a `document.cookie` text; a repeated name keeps its first value, the one sourcebuster reads. */
  constructor(cookieText: string) {
    for (const part of cookieText.split(";")) {
      const trimmed = part.replace(/^ +/, "");
      const eq = trimmed.indexOf("=");
      if (eq < 0) continue;
      const name = trimmed.slice(0, eq);
      if (!this.contents.has(name)) this.contents.set(name, trimmed.slice(eq + 1));
    }
  }

  /** A cookie's decoded text, or null: sourcebuster's `cookies.get`. */
  get(name: string): string | null {
    const content = this.contents.get(sbjsEncode(name));
    return content === undefined ? null : sbjsDecode(fromBase64IfItLooksSo(content));
  }

  /** A cookie's `key=value` pairs, each value decoded once more (sourcebuster's `cookies.parse`). */
  parse(name: string): Record<string, string> {
    const found: Record<string, string> = Object.create(null);
    const text = this.get(name);
    if (!text) return found;
    for (const item of text.split(DELIMITER)) {
      const [key = "", ...rest] = item.split("=");
      found[key] = sbjsDecode(rest.join("="));
    }
    return found;
  }

  /**
   * sourcebuster's `cookies.set`: `minutes` of 0 writes no `expires` (a browser-session cookie);
   * the domain gets a leading dot. A past expiry removes the cookie.
   */
  set(name: string, value: string, write: CookieSettings): void {
    const encoded = sbjsEncode(value);
    const content = write.base64 ? btoa(encoded).replace(/=+$/, "") : encoded;
    const expires = write.minutes ? new Date(write.now.getTime() + write.minutes * 60_000) : null;
    const domain = write.domain ? `;domain=.${write.domain}` : "";
    const text = `${sbjsEncode(name)}=${content}${expires ? `; expires=${expires.toUTCString()}` : ""}${domain}; path=/`;
    this.record({ name, value: content, expires, text }, write.now);
  }

  /** Any other assignment (WooCommerce's deletions). */
  record(write: CookieWrite, now: Date): void {
    this.writes.push(write);
    if (write.expires && write.expires.getTime() <= now.getTime()) this.contents.delete(write.name);
    else this.contents.set(write.name, write.value);
  }
}

export const packCookie = (pairs: [string, string | number][]) => pairs.map(([key, value]) => `${key}=${value}`).join(DELIMITER);
