/**
 * The event the document's root raises on `window` once the page has hydrated and its effects
 * have run, in a task of its own (`root.tsx`): the page's starter (`platform/.server/page-starter.ts`)
 * then does again what the shopper did while the scripts were on their way.
 */
export const PAGE_SCRIPTS_READY = "page-scripts-ready";
