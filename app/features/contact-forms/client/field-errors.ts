/**
 * Field errors as Contact Form 7 shows them (spec §5 "Other contact form checks", §8): the
 * message under the field (`.wpcf7-not-valid-tip`, hidden from screen readers), the control
 * marked invalid and described by the message's item in the screen readers' list, which links to
 * the control when it has an id. The form-level message goes to the output area and the status
 * line; all of it is cleared before the next send.
 */
import type { ContactFormState } from "./form-state";

/** The id of a field's item in the screen readers' list: `{unit tag}-ve-{field}`, reduced to id-safe characters. */
export function errorIdFor(unitTag: string, field: string): string {
  return `${unitTag}-ve-${field}`.replaceAll(/[^0-9a-z_-]+/gi, "");
}

function wrapsOf(root: ParentNode, field: string): NodeListOf<HTMLElement> {
  return root.querySelectorAll<HTMLElement>(`.wpcf7-form-control-wrap[data-name="${CSS.escape(field)}"]`);
}

function screenReaderList(state: ContactFormState): HTMLUListElement | null {
  return state.parent.querySelector<HTMLUListElement>(".screen-reader-response ul");
}

function screenReaderStatus(state: ContactFormState): HTMLElement | null {
  return state.parent.querySelector<HTMLElement>('.screen-reader-response [role="status"]');
}

type MaybeValidatable = Element & { setCustomValidity?: (message: string) => void };

export function setValidationError(form: HTMLFormElement, state: ContactFormState, field: string, message: string, scope: ParentNode = form): void {
  const errorId = errorIdFor(state.unitTag, field);
  const firstControl = form.querySelector(`.wpcf7-form-control-wrap[data-name="${CSS.escape(field)}"] .wpcf7-form-control`);

  const item = document.createElement("li");
  item.id = errorId;
  if (firstControl?.id) {
    const link = document.createElement("a");
    link.href = `#${firstControl.id}`;
    link.textContent = message;
    item.append(link);
  } else {
    item.textContent = message;
  }
  screenReaderList(state)?.append(item);

  for (const wrap of wrapsOf(scope, field)) {
    const tip = document.createElement("span");
    tip.classList.add("wpcf7-not-valid-tip");
    tip.setAttribute("aria-hidden", "true");
    tip.textContent = message;
    wrap.append(tip);
    for (const element of wrap.querySelectorAll("[aria-invalid]")) element.setAttribute("aria-invalid", "true");
    for (const control of wrap.querySelectorAll<MaybeValidatable>(".wpcf7-form-control")) {
      control.classList.add("wpcf7-not-valid");
      control.setAttribute("aria-describedby", errorId);
      control.setCustomValidity?.(message);
      // A floating tip covers the field: it gives way when the field is focused or the tip clicked.
      if (control.closest(".use-floating-validation-tip")) {
        control.addEventListener("focus", () => tip.setAttribute("style", "display: none"));
        tip.addEventListener("click", () => tip.setAttribute("style", "display: none"));
      }
    }
  }
}

export function removeValidationError(form: HTMLFormElement, state: ContactFormState, field: string): void {
  const errorId = errorIdFor(state.unitTag, field);
  screenReaderList(state)?.querySelector(`li[id="${errorId}"]`)?.remove();
  for (const wrap of wrapsOf(form, field)) {
    wrap.querySelector(".wpcf7-not-valid-tip")?.remove();
    for (const element of wrap.querySelectorAll("[aria-invalid]")) element.setAttribute("aria-invalid", "false");
    for (const control of wrap.querySelectorAll<MaybeValidatable>(".wpcf7-form-control")) {
      control.removeAttribute("aria-describedby");
      control.classList.remove("wpcf7-not-valid");
      control.setCustomValidity?.("");
    }
  }
}

/** Before a send or a reset: every field's error, the status line and the output area emptied. */
export function clearResponse(form: HTMLFormElement, state: ContactFormState): void {
  for (const wrap of form.querySelectorAll<HTMLElement>(".wpcf7-form-control-wrap")) {
    const field = wrap.dataset.name;
    if (field) removeValidationError(form, state, field);
  }
  const status = screenReaderStatus(state);
  if (status) status.textContent = "";
  for (const output of form.querySelectorAll(".wpcf7-response-output")) output.textContent = "";
}

/** The form-level message: appended to the status line (read out) and put in the output area. */
export function showResponseMessage(form: HTMLFormElement, state: ContactFormState, message: string): void {
  screenReaderStatus(state)?.insertAdjacentText("beforeend", message);
  for (const output of form.querySelectorAll(".wpcf7-response-output")) output.textContent = message;
}
