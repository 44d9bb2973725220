/**
 * Gives the page's contact forms their behaviour, loading the script on the first page that has
 * one: it finds every form not yet enhanced, so calling it again is harmless.
 */
export function enhanceContactFormsOnPage(): () => void {
  let current = true;
  void import("../client").then(
    ({ enhanceContactForms }) => current && enhanceContactForms(document),
    () => {}, // Not fetched (offline, a new release): the forms still post without it.
  );
  return () => {
    current = false;
  };
}
