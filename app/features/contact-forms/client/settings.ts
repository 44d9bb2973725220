/**
 * The page-wide `wpcf7` object Contact Form 7 keeps on `window` (spec §8 "Contact form"): its REST
 * settings, which WordPress prints before the plugin's script, the plugin's own functions, the
 * forms' schemas, and the flags other scripts set (`blocked` stops every send, `cached` resets the
 * forms when the page loads). Scripts written for Contact Form 7 read and call it, so it keeps
 * Contact Form 7's shape.
 */
import type { SwvSchema } from "../swv/types";

export const CF7_NAMESPACE = "contact-form-7/v1";

export type Wpcf7Api = { root: string; namespace?: string };

export type Wpcf7Global = {
  api?: Wpcf7Api;
  /** Set by another script: a submit only clears the messages and shows submitting. */
  blocked?: boolean;
  /** Set when the page may come from a cache: the forms are reset (and refilled) on load. */
  cached?: boolean | number;
  schemas?: Map<number, SwvSchema | undefined>;
  init?: (form: HTMLFormElement) => void;
  submit?: (form: HTMLFormElement, options?: { submitter?: HTMLElement | null }) => void;
  reset?: (form: HTMLFormElement) => void;
  validate?: (form: HTMLFormElement, options?: { target?: EventTarget | null }) => void;
  [key: string]: unknown;
};

type WindowWithWpcf7 = { wpcf7?: Wpcf7Global };

export function wpcf7Global(): Wpcf7Global | undefined {
  return (window as unknown as WindowWithWpcf7).wpcf7;
}

/**
 * What WordPress prints for the plugin (`wp_localize_script`): the REST root of this site. Values
 * another script put there first stay, as theirs would over the printed ones.
 */
export function provideWpcf7Settings(origin: string): void {
  const win = window as unknown as WindowWithWpcf7;
  win.wpcf7 = { api: { root: `${origin}/wp-json/`, namespace: CF7_NAMESPACE }, ...(win.wpcf7 ?? {}) };
}

/** What the browser offers that Contact Form 7's script needs, as it tests it. */
export type SupportProbe = {
  wpcf7: unknown;
  fetch: unknown;
  FormData: unknown;
  nodeListForEach: unknown;
  stringReplaceAll: unknown;
};

/**
 * The console error Contact Form 7 writes, and stops at, when something it needs is missing:
 * the first that applies, in its order; null when all is there.
 */
export function missingSupport(probe: SupportProbe): string | null {
  if (probe.wpcf7 === undefined) return "wpcf7 is not defined.";
  if ((probe.wpcf7 as { api?: unknown }).api === undefined) return "wpcf7.api is not defined.";
  if (typeof probe.fetch !== "function") return "Your browser does not support window.fetch().";
  if (typeof probe.FormData !== "function") return "Your browser does not support window.FormData().";
  if (typeof probe.nodeListForEach !== "function") return "Your browser does not support NodeList.forEach().";
  if (typeof probe.stringReplaceAll !== "function") return "Your browser does not support String.replaceAll().";
  return null;
}

export function probeBrowser(): SupportProbe {
  return {
    wpcf7: wpcf7Global(),
    fetch: (window as { fetch?: unknown }).fetch,
    FormData: (window as { FormData?: unknown }).FormData,
    nodeListForEach: (NodeList.prototype as { forEach?: unknown }).forEach,
    stringReplaceAll: (String.prototype as { replaceAll?: unknown }).replaceAll,
  };
}
