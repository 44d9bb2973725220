/**
 * The form's status (spec §4 "Contact form status"): `data-status` and a class of the same name on
 * the form, `wpcf7statuschanged` on every change, and the elements marked `inert-on-{status}`
 * made inert while it holds.
 */
import { formStatusOf } from "../status";
import { type StatusChangedDetail, triggerEvent } from "./detail";
import type { ContactFormState } from "./form-state";

/** The class marking the elements that are inert while the form has this status. */
export function inertOnClass(status: string): string {
  return `inert-on-${status}`;
}

/** Marks the elements this script made inert, so the next status frees only those. */
export const MADE_INERT_CLASS = "active-on-any";

/**
 * Sets the form's status and says so when it changed. `exact` puts a status back as it was (after
 * a single-field validation) without mapping it again.
 */
export function setStatus(form: HTMLFormElement, state: ContactFormState, status: string, exact = false): string {
  const next = exact ? status : formStatusOf(status);
  const prevStatus = form.getAttribute("data-status");
  state.status = next;
  form.setAttribute("data-status", next);
  form.classList.add(next);
  if (prevStatus && prevStatus !== next) {
    form.classList.remove(prevStatus);
    const detail: StatusChangedDetail = {
      contactFormId: state.id,
      pluginVersion: state.pluginVersion,
      contactFormLocale: state.locale,
      unitTag: state.unitTag,
      containerPostId: state.containerPost,
      status: next,
      prevStatus,
    };
    triggerEvent(form, "statuschanged", detail);
  }
  return next;
}

/** Keeps `inert-on-{status}` elements inert while the form holds that status. */
export function watchInertElements(form: HTMLFormElement): void {
  form.addEventListener("wpcf7statuschanged", (event) => {
    const status = (event as CustomEvent<Partial<StatusChangedDetail> | null>).detail?.status;
    for (const element of form.querySelectorAll(`.${MADE_INERT_CLASS}`)) {
      element.removeAttribute("inert");
      element.classList.remove(MADE_INERT_CLASS);
    }
    if (typeof status !== "string" || !/^[0-9a-z-]+$/i.test(status)) return;
    for (const element of form.querySelectorAll(`.${inertOnClass(status)}`)) {
      element.setAttribute("inert", "inert");
      element.classList.add(MADE_INERT_CLASS);
    }
  });
}
