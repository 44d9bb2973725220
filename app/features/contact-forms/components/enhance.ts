import { holdPageScriptsReady } from "~/lib/page-scripts-ready";

/**
 * Gives the page's contact forms their behaviour, loading the script on the first page that has
 * one: it finds every form not yet enhanced, so calling it again is harmless. A send tapped
 * before the page hydrated is done again only once the forms listen (it would go without the
 * proof of work some forms ask for, and be taken for spam).
 */
export function enhanceContactFormsOnPage(): () => void {
  let current = true;
  const enhancing = import("../client").then(
    ({ enhanceContactForms }) => current && enhanceContactForms(document),
    () => {}, // Not fetched (offline, a new release): the forms still post without it.
  );
  holdPageScriptsReady(enhancing);
  return () => {
    current = false;
  };
}
