/**
 * How sourcebuster reads URLs: not with `URL`, but with a lenient pattern whose quirks decide
 * sources, so they are kept. The host is what stands between `//` (or the start) and the first
 * `:`, `/`, `?` or `#`, after anything up to an `@`: a referrer `https://a.com/?mail=x@b.com`
 * has the host `b.com` for sourcebuster, and so here. Hosts keep their case. Only serialized
 * URLs come in (page address, `document.referrer`), where the path runs to the first `?` or `#`.
 */
const LENIENT_URL = /^(?:(?![^:@]+:[^:@/]*@)[^:/?#.]+:)?(?:\/\/)?(?:[^:@]*(?::[^:@]*)?@)?([^:/?#]*)(?::\d*)?([^?#]*)(?:\?([^#]*))?/;

export type LenientUrl = { host: string; path: string; query: string };

export function parseLenientUrl(text: string): LenientUrl {
  const match = LENIENT_URL.exec(text);
  return { host: match?.[1] ?? "", path: match?.[2] ?? "", query: match?.[3] ?? "" };
}

/** sourcebuster's host of a URL: the first "www." anywhere in it removed. */
export const sbjsHost = (text: string) => parseLenientUrl(text).host.replace("www.", "");

/** A parameter's value: raw (never percent-decoded), undefined for a name without `=`, a list when repeated. */
export type QueryValue = string | undefined | (string | undefined)[];

/**
 * sourcebuster's query reading: split on `&`, then on `=` keeping only the text up to a second
 * `=`; values stay percent-encoded; a repeated name collects its values (joined with "," when
 * written, as JavaScript turns a list into text).
 */
export function readQuery(query: string): Record<string, QueryValue> {
  const found: Record<string, QueryValue> = Object.create(null);
  for (const part of query.split("&")) {
    const [name = "", value] = part.split("=");
    const previous = found[name];
    if (previous === undefined) found[name] = value;
    else if (typeof previous === "string") found[name] = [previous, value];
    else previous.push(value);
  }
  return found;
}

/** A query value as sourcebuster writes it into a cookie. */
export const queryText = (value: QueryValue): string => (Array.isArray(value) ? value.map((v) => v ?? "").join(",") : String(value));

/** Escapes a host for use inside a pattern. */
export const escapePattern = (text: string) => text.replace(/[-[\]/{}()*+?.\\^$|]/g, "\\$&");
