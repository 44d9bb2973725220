/**
 * The page's scripts start once its main pictures are in, at low priority (decision 039).
 *
 * React Router's `<Scripts>` announces every module the page runs as a `modulepreload` link in
 * the head and starts them from an inline module script. On a phone's slow link those ~100 KB
 * then share the bandwidth with the stylesheet and the pictures the shopper is waiting to see,
 * and their evaluation and hydration hold the main thread before the first paint. The page works
 * without scripts (every link and form is real), so they can wait: the links and the module
 * script are taken out of the document, the script kept as a data block (`HELD_MODULE_TYPE`),
 * and a small inline script puts them back, at low priority, once the pictures drawn at high
 * priority (`fetchpriority="high"`: the LCP candidates) have loaded or failed, or at once on a
 * page without such pictures. A guest's kept page allows the module's text by its hash
 * (server/security-headers.ts hashes the held type as a script), a nonce page by the nonce the
 * held block carries.
 */

/** The type of the held module script: not run by the browser, hashed by the page's policy as a script. */
export const HELD_MODULE_TYPE = "text/x-held-module";

/** How long a main picture may take before the scripts start anyway. */
const WAIT_FOR_PICTURES_MS = 3_000;

const PRELOAD = /<link rel="modulepreload" href="([^"]+)"[^>]*\/>/g;
const MODULE_SCRIPT = /<script( nonce="[^"]*")? type="module" async="">/;

/**
 * The starter, run where the held block was: `hrefs` are the preloads it puts back. Written
 * small by hand, as it is in every page: `n` makes `go` run once; `k` counts the pictures still
 * loading. The preloads and the script ask at low priority, so what the first paint waits for
 * goes first whenever they start; they start before the page's `load` (a picture's own load
 * comes first), so `load` still means the page's scripts have run, as it did.
 */
function starter(hrefs: readonly string[]): string {
  return `(()=>{let d=document,h=d.currentScript.previousElementSibling,n=0,go=()=>{if(n++)return;for(let u of ${JSON.stringify(hrefs)}){let l=d.createElement("link");l.rel="modulepreload";l.fetchPriority="low";l.href=u;d.head.append(l)}let s=d.createElement("script");s.type="module";s.fetchPriority="low";s.nonce=h.nonce;s.text=h.text;h.after(s)},w=[...d.querySelectorAll('img[fetchpriority="high"]')].filter(i=>!i.complete),k=w.length,f=()=>--k||go();if(!k)return go();for(let i of w){i.addEventListener("load",f);i.addEventListener("error",f)}setTimeout(go,${WAIT_FOR_PICTURES_MS})})()`;
}

/** The document with its scripts held until its main pictures are in; unchanged when it has no router scripts. */
export function scriptsAfterMainPicture(html: string): string {
  const script = MODULE_SCRIPT.exec(html);
  if (!script) return html;
  const hrefs = [...html.matchAll(PRELOAD)].map((m) => m[1]!);
  const nonce = script[1] ?? "";
  const end = html.indexOf("</script>", script.index) + "</script>".length;
  const held = `<script${nonce} type="${HELD_MODULE_TYPE}">${html.slice(script.index + script[0].length, end)}`;
  return (html.slice(0, script.index) + held + `<script${nonce}>${starter(hrefs)}</script>` + html.slice(end)).replace(PRELOAD, "");
}
