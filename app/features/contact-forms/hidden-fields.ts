/**
 * The hidden fields every form carries (spec §3 "Contact form (as known on the page)"), which
 * Contact Form 7's scripts and ours read back, and the unit tag naming one form on one page.
 */

/** The Contact Form 7 release whose front end and REST answers this shop keeps (`_wpcf7_version`). */
export const WPCF7_VERSION = "6.1.6";

/**
 * Left empty by people, whom it is hidden from (off screen, out of the tab order, labelled to say
 * so); a bot filling every field fills it too. Its name starts with `_`, so it is never part of
 * the submission's data.
 */
export const HONEYPOT_FIELD = "_wpcf7_hp_website";

/**
 * The solved proof-of-work challenge of a form that asks for one (`[altcha]`, `altcha: on`),
 * filled in by the form's script just before it sends; empty without scripts. Its name starts
 * with `_`, so it is never part of the submission's data.
 */
export const PROOF_OF_WORK_FIELD = "_wpcf7_altcha";

/** `wpcf7-f{form}-p{page}-o{n}`: the n-th form on a page (`-p` left out off any page), as Contact Form 7 names it. */
export function unitTag(formId: number, containerPostId: number | null, ordinal: number): string {
  return containerPostId === null ? `wpcf7-f${formId}-o${ordinal}` : `wpcf7-f${formId}-p${containerPostId}-o${ordinal}`;
}

/** A unit tag as posted, reduced to the characters one can hold (Contact Form 7's `wpcf7_sanitize_unit_tag`). */
export function sanitizeUnitTag(posted: string): string {
  return posted.replace(/[^A-Za-z0-9_-]/g, "");
}
