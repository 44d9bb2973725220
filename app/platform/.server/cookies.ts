/** Minimal RFC 6265 cookie reading and writing: the few cookies of the contract need no library. */
export function parseCookies(header: string | null | undefined): Map<string, string> {
  const jar = new Map<string, string>();
  if (!header) return jar;
  for (const part of header.split(";")) {
    const eq = part.indexOf("=");
    if (eq <= 0) continue;
    const name = part.slice(0, eq).trim();
    if (jar.has(name)) continue; // the first (most specific path) wins, as in browsers
    let value = part.slice(eq + 1).trim();
    if (value.startsWith('"') && value.endsWith('"')) value = value.slice(1, -1);
    try {
      jar.set(name, decodeURIComponent(value));
    } catch {
      jar.set(name, value);
    }
  }
  return jar;
}

export type CookieOptions = {
  maxAgeSeconds?: number;
  expires?: Date;
  path?: string;
  httpOnly?: boolean;
  secure?: boolean;
  sameSite?: "Lax" | "Strict" | "None";
};

export function serializeCookie(name: string, value: string, o: CookieOptions = {}): string {
  let out = `${name}=${encodeURIComponent(value)}; Path=${o.path ?? "/"}`;
  if (o.maxAgeSeconds !== undefined) out += `; Max-Age=${Math.floor(o.maxAgeSeconds)}`;
  if (o.expires) out += `; Expires=${o.expires.toUTCString()}`;
  if (o.httpOnly) out += "; HttpOnly";
  if (o.secure) out += "; Secure";
  if (o.sameSite) out += `; SameSite=${o.sameSite}`;
  return out;
}

/** A cookie that tells the browser to forget `name`. */
export function expiredCookie(name: string, o: Pick<CookieOptions, "path" | "secure" | "httpOnly" | "sameSite"> = {}): string {
  return serializeCookie(name, "", { ...o, maxAgeSeconds: 0, expires: new Date(0) });
}
