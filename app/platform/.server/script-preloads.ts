/**
 * The route modules' preload links at low priority (decision 039). React Router emits one
 * `<link rel="modulepreload">` per module of the page, two dozen of them, and the browser fetches
 * preloads at high priority: on a phone's few connections they compete with the stylesheet and
 * the main picture, which are what the first paint waits for. The page hydrates a little later;
 * the scripts still run before `load`, as parser-inserted module scripts do.
 */
export function scriptPreloadsAtLowPriority(html: string): string {
  return html.replaceAll(MODULE_PRELOAD, `${MODULE_PRELOAD} fetchPriority="low"`);
}

/** As React writes the link: `rel` first, its value quoted with double quotes. */
const MODULE_PRELOAD = '<link rel="modulepreload"';
