import type { Logger } from "../app/platform/.server/logger";

/** More pages than this changed at once: the whole site is purged rather than each address. */
const MAX_FILES = 500;
/** Addresses per request, as CDNs' purge APIs take them (Cloudflare: 30). */
const FILES_PER_REQUEST = 30;
const BATCH_MS = 1000;

export type CdnPurgeTarget = { url: string; token: string | null };

/**
 * Tells a CDN in front of the shop which guests' pages changed (decision 034), so it drops its
 * copies as the server drops its own, instead of serving them until `s-maxage` runs out. The
 * body is Cloudflare's purge-by-URL shape — `{"files": [...]}`, or `{"purge_everything": true}`
 * when many pages changed at once —, with the token as a bearer; other CDNs take it through a
 * small relay. Changes are sent at most once a second; a failure is logged, and the copies then
 * live out their `s-maxage`.
 */
export function cdnPurge(target: CdnPurgeTarget, log: Logger, send: typeof fetch = fetch): (urls: readonly string[]) => void {
  const pending = new Set<string>();
  let timer: NodeJS.Timeout | null = null;
  const post = async (body: object) => {
    const headers: Record<string, string> = { "Content-Type": "application/json" };
    if (target.token) headers.Authorization = `Bearer ${target.token}`;
    const res = await send(target.url, { method: "POST", headers, body: JSON.stringify(body), signal: AbortSignal.timeout(10_000) });
    if (!res.ok) throw new Error(`purge answered ${res.status}`);
  };
  const flush = async () => {
    timer = null;
    const urls = [...pending];
    pending.clear();
    try {
      if (urls.length > MAX_FILES) await post({ purge_everything: true });
      else for (let i = 0; i < urls.length; i += FILES_PER_REQUEST) await post({ files: urls.slice(i, i + FILES_PER_REQUEST) });
    } catch (err) {
      log.warn({ err, pages: urls.length }, "CDN purge failed");
    }
  };
  return (urls) => {
    for (const url of urls) pending.add(url);
    timer ??= setTimeout(() => void flush(), BATCH_MS);
  };
}
