/**
 * Setting up one form, in Contact Form 7's order: what it knows of the form, the spinner after
 * each `.has-spinner` control (shown by the `submitting` status's styles), the helpers, the
 * listeners for submit, reset, refills, validation on change and inert elements. Submit, reset and
 * validation go through `window.wpcf7`, so a script that replaced them there is obeyed.
 */
import { initSubmitButton } from "./acceptance";
import { readRefill } from "./answers";
import { initCharacterCount } from "./character-count";
import { exclusiveCheckboxHelper, freeTextHelper, urlInputHelper } from "./choices";
import { createFormState } from "./form-state";
import { watchInertElements } from "./form-status";
import { validateForm } from "./live-validation";
import { afterPressSettles } from "./pointer-settle";
import { applyRefill } from "./refill";
import { reset } from "./reset";
import { wpcf7Global } from "./settings";
import { submit } from "./submit";

export function initForm(form: HTMLFormElement): void {
  const parent = form.closest<HTMLElement>(".wpcf7");
  if (!parent) return;
  const state = createFormState(form, parent);
  const schemas = wpcf7Global()?.schemas;
  if (schemas && !schemas.has(state.id)) schemas.set(state.id, undefined);

  for (const control of form.querySelectorAll(".has-spinner")) {
    const spinner = document.createElement("span");
    spinner.className = "wpcf7-spinner";
    control.after(spinner);
  }

  exclusiveCheckboxHelper(form);
  freeTextHelper(form);
  urlInputHelper(form);
  initSubmitButton(form);
  initCharacterCount(form);
  watchInertElements(form);

  // A page that may come from a cache holds another visitor's quiz and hash: start afresh.
  window.addEventListener("load", () => {
    if (wpcf7Global()?.cached) form.reset();
  });

  form.addEventListener("reset", (event) => {
    if (event.defaultPrevented) return;
    (wpcf7Global()?.reset ?? reset)(form);
  });

  form.addEventListener("submit", (event) => {
    // Another script on the page took this submit.
    if (event.defaultPrevented) return;
    (wpcf7Global()?.submit ?? submit)(form, { submitter: event.submitter });
    event.preventDefault();
  });

  const refillFrom = (event: Event) => {
    const detail = (event as CustomEvent<{ apiResponse?: unknown } | null>).detail;
    applyRefill(form, readRefill(detail?.apiResponse));
  };
  form.addEventListener("wpcf7submit", refillFrom);
  form.addEventListener("wpcf7reset", refillFrom);

  form.addEventListener("change", (event) => {
    if (event.target instanceof Element && event.target.closest(".wpcf7-form-control")) {
      afterPressSettles(() => {
        // A click on Send started the submission meanwhile: the server judges the whole form.
        if (form.getAttribute("data-status") === "submitting") return;
        (wpcf7Global()?.validate ?? validateForm)(form, { target: event.target });
      });
    }
  });
}
