/**
 * A page's scripts start once its main picture is in (decision 043). React Router writes a
 * `<link rel="modulepreload">` in the head for each module of the page and, at the end of the
 * body, one module script that imports the route modules and then the client entry. On a phone's
 * connection those ~120 KB of scripts share the bandwidth with the main picture, the page's
 * largest paint; the markup works without them meanwhile, as it does without scripts.
 *
 * So the preloads leave the head, and the module script is kept as an inert data block that a
 * small classic script turns into the real one — its preloads with it — when every picture asked
 * at high priority (`fetchpriority="high"`) has loaded or failed, or at once when there is none
 * or they are in already, or at the shopper's first pointer or key going down. Inserted before
 * the document's `load`, the module script delays it as a parser-inserted one does: `load` still
 * means the route modules have run.
 */
export function scriptsAfterMainPicture(html: string): string {
  const preloads: string[] = [];
  const withoutPreloads = html.replace(MODULE_PRELOAD, (_link, href: string) => {
    preloads.push(href);
    return "";
  });
  const module = MODULE_SCRIPT.exec(withoutPreloads);
  if (!module) return html;
  const [whole, nonce] = module;
  const code = whole.slice(whole.indexOf(">") + 1, -"</script>".length);
  const starter = `(${START}(${JSON.stringify(preloads).replaceAll("<", "\\u003c")}))`;
  return (
    withoutPreloads.slice(0, module.index) +
    `<script nonce="${nonce}" type="${WAITING_MODULE_TYPE}" id="${WAITING_MODULE_ID}">${code}</script><script nonce="${nonce}">${starter}</script>` +
    withoutPreloads.slice(module.index + whole.length)
  );
}

/** The data block's type: not run by the browser, and allowed by its hash like a script (`security-headers.ts`), since it becomes one. */
export const WAITING_MODULE_TYPE = "text/x-module-after-main-picture";
const WAITING_MODULE_ID = "page-modules";

/** As React writes a module preload: `rel` first, then `href`, double quotes. */
const MODULE_PRELOAD = /<link rel="modulepreload" href="([^"]+)"[^>]*\/>/g;
/** As React Router writes its module script (`<Scripts>`): the nonce, then `type` and `async`. */
const MODULE_SCRIPT = /<script nonce="([^"]*)" type="module" async="">[\s\S]*?<\/script>/;

/**
 * The classic script that starts the module one; plain ES5 and no comments inside, as it is
 * written on one line. A page with jQuery starts at once: WooCommerce's own scripts on it expect
 * ours from the start (decision 018).
 */
const START = `function (preloads) {
  var waiting = document.getElementById(${JSON.stringify(WAITING_MODULE_ID)}), nonce = document.currentScript.nonce, started = false;
  var uses = ["pointerdown", "keydown", "touchstart"];
  function start() {
    if (started) return;
    started = true;
    uses.forEach(function (type) { removeEventListener(type, start, true); });
    preloads.forEach(function (href) {
      var link = document.createElement("link");
      link.rel = "modulepreload";
      link.fetchPriority = "low";
      link.href = href;
      document.head.appendChild(link);
    });
    var script = document.createElement("script");
    script.type = "module";
    script.nonce = nonce;
    script.textContent = waiting.textContent;
    waiting.replaceWith(script);
  }
  if (window.jQuery) return start();
  var pictures = [].filter.call(document.querySelectorAll("img[fetchpriority=high]"), function (img) { return !img.complete; });
  var left = pictures.length;
  if (left === 0) return start();
  uses.forEach(function (type) { addEventListener(type, start, { capture: true, passive: true }); });
  function settled() { if (--left === 0) start(); }
  pictures.forEach(function (img) {
    img.addEventListener("load", settled);
    img.addEventListener("error", settled);
  });
}`.replace(/\n\s*/g, " ");
