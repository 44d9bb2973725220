/**
 * Resetting a form (spec §4 "Contact form status", §7 refill): the messages cleared, status
 * `resetting` while new quiz questions and CAPTCHA images are asked for, then `sent` when the
 * reset followed a sent message, otherwise `init`, and `wpcf7reset` with the refill.
 */
import { apiFetch } from "./api-fetch";
import { submissionDetail, triggerEvent } from "./detail";
import { clearResponse } from "./field-errors";
import { type ContactFormState, formState } from "./form-state";
import { setStatus } from "./form-status";
import { wpcf7Global } from "./settings";

function settle(form: HTMLFormElement, state: ContactFormState): void {
  if (state.resetOnMailSent) {
    delete state.resetOnMailSent;
    setStatus(form, state, "mail_sent");
  } else {
    setStatus(form, state, "init");
  }
}

export function reset(form: HTMLFormElement): void {
  const state = formState(form);
  const api = wpcf7Global()?.api;
  if (!state || !api) return;

  const detail = submissionDetail(state, new FormData(form));
  clearResponse(form, state);
  setStatus(form, state, "resetting");

  apiFetch(api, `contact-forms/${state.id}/refill`, { method: "GET" })
    .then((raw) => {
      settle(form, state);
      detail.apiResponse = raw;
      triggerEvent(form, "reset", detail);
    })
    .catch((error: unknown) => {
      console.error(error);
      // The fields were reset all the same: the form leaves `resetting` as it would have.
      if (state.status === "resetting") settle(form, state);
    });
}
