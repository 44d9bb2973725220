/**
 * Contact Form 7's behaviour for the forms the server drew (spec §3–§5, §7, §8 "Contact form"):
 * sending without leaving the page, its statuses and DOM events, field errors, validation on
 * change with the form's schema, reset and refill, acceptance, counters and the small helpers.
 * Plain DOM code, loaded after the page; the forms work without it as plain posts.
 */
import { apiFetch } from "./api-fetch";
import { readSchema } from "./answers";
import { formState } from "./form-state";
import { initForm } from "./init";
import { validateForm } from "./live-validation";
import { reset } from "./reset";
import { type Wpcf7Global, missingSupport, probeBrowser, provideWpcf7Settings } from "./settings";
import { submit } from "./submit";

export type { SubmissionDetail, StatusChangedDetail } from "./detail";
export type { Wpcf7Global } from "./settings";

const enhanced = new WeakSet<HTMLFormElement>();
const schemaRequested = new Set<number>();
const reported = new Set<string>();

function installGlobal(): Wpcf7Global {
  const win = window as unknown as { wpcf7: Wpcf7Global };
  // As Contact Form 7 does: its functions first, anything already there (another script's) kept over them.
  win.wpcf7 = { init: initForm, submit, reset, validate: validateForm, schemas: new Map(), ...win.wpcf7 };
  return win.wpcf7;
}

function fetchSchemas(wpcf7: Wpcf7Global): void {
  const { api, schemas } = wpcf7;
  if (!api || !schemas) return;
  for (const formId of schemas.keys()) {
    if (schemaRequested.has(formId)) continue;
    schemaRequested.add(formId);
    apiFetch(api, `contact-forms/${formId}/feedback/schema`, { method: "GET" })
      .then((answer) => schemas.set(formId, readSchema(answer)))
      .catch((error: unknown) => {
        schemaRequested.delete(formId);
        console.error(error);
      });
  }
}

/**
 * Sets up every contact form under `root` (`.wpcf7 > form`) not set up yet: safe to call again
 * after more forms arrive. Each form's `.wpcf7` turns from `no-js` to `js`.
 */
export function enhanceContactForms(root: ParentNode): void {
  provideWpcf7Settings(window.location.origin);
  const problem = missingSupport(probeBrowser());
  if (problem !== null) {
    if (!reported.has(problem)) console.error(problem);
    reported.add(problem);
    return;
  }
  const wpcf7 = installGlobal();
  const init = wpcf7.init ?? initForm;
  for (const form of root.querySelectorAll<HTMLFormElement>(".wpcf7 > form")) {
    // A form another copy of this script (or a page-level call before this one) set up keeps its setup.
    if (enhanced.has(form) || formState(form)) continue;
    enhanced.add(form);
    init(form);
    form.closest(".wpcf7")?.classList.replace("no-js", "js");
  }
  fetchSchemas(wpcf7);
}
