import type { Fragments } from "./answers";

/**
 * Puts fragments on the page as WooCommerce does (`$(selector).replaceWith(html)`): every element
 * a key matches is replaced by its own copy of the parsed HTML. The regions live inside wrappers
 * React leaves alone (their HTML is set once), so replacing them does not upset React. Parsing in
 * a <template> runs no script.
 */
export function applyFragments(fragments: Fragments, root: ParentNode = document): void {
  for (const [selector, html] of Object.entries(fragments)) {
    let targets: Element[];
    try {
      targets = [...root.querySelectorAll(selector)];
    } catch {
      continue; // a key that is not a selector replaces nothing
    }
    if (targets.length === 0) continue;
    const template = document.createElement("template");
    template.innerHTML = html;
    for (const target of targets) target.replaceWith(template.content.cloneNode(true));
  }
}
