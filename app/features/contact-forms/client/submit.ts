/**
 * Sending a form (spec §3, §4 "Contact form status", §7 feedback): the form's fields plus the
 * clicked button's name and value, posted as multipart to the feedback route; the status the
 * server answers, Contact Form 7's events for it, field errors and the message shown; a sent form
 * reset. A form asking for the proof of work solves a challenge first, still `submitting`. While
 * a site-wide block holds, a submit only clears the old messages and shows submitting.
 */
import { apiFetch } from "./api-fetch";
import { readFeedback } from "./answers";
import { submissionDetail, triggerEvent } from "./detail";
import { clearResponse, setValidationError, showResponseMessage } from "./field-errors";
import { formState } from "./form-state";
import { setStatus } from "./form-status";
import { fillProofOfWork, proofOfWorkField } from "./proof-of-work";
import { wpcf7Global } from "./settings";

/** The events a form status raises besides `wpcf7submit` (which every answer raises, last). */
export function outcomeEventOf(formStatus: string): string | null {
  if (["invalid", "unaccepted", "spam", "aborted"].includes(formStatus)) return formStatus;
  if (formStatus === "sent" || formStatus === "failed") return `mail${formStatus}`;
  return null;
}

type Submitter = HTMLElement & { name?: string; value?: string };

export function submit(form: HTMLFormElement, options: { submitter?: HTMLElement | null } = {}): void {
  const state = formState(form);
  const settings = wpcf7Global();
  if (!state || !settings?.api) return;

  if (settings.blocked) {
    clearResponse(form, state);
    setStatus(form, state, "submitting");
    return;
  }

  const formData = new FormData(form);
  const submitter = options.submitter as Submitter | null | undefined;
  if (submitter?.name) formData.append(submitter.name, submitter.value ?? "");

  const detail = submissionDetail(state, formData);
  const statusBefore = state.status;

  clearResponse(form, state);
  triggerEvent(form, "beforesubmit", detail);
  setStatus(form, state, "submitting");

  const api = settings.api;
  const send = () => apiFetch(api, `contact-forms/${state.id}/feedback`, { method: "POST", body: formData });
  const proofOfWork = proofOfWorkField(form);
  const sending = proofOfWork ? fillProofOfWork(proofOfWork, formData).then(send) : send();
  sending
    .then((raw) => {
      const answer = readFeedback(raw);
      const status = setStatus(form, state, answer.status);
      detail.status = answer.status;
      detail.apiResponse = raw;
      const outcome = outcomeEventOf(status);
      if (outcome) triggerEvent(form, outcome, detail);
      triggerEvent(form, "submit", detail);

      if (answer.postedDataHash) {
        const hash = form.querySelector<HTMLInputElement>('input[name="_wpcf7_posted_data_hash"]');
        if (hash) hash.value = answer.postedDataHash;
      }
      if (answer.status === "mail_sent") {
        form.reset();
        state.resetOnMailSent = true;
      }
      for (const error of answer.invalidFields) setValidationError(form, state, error.field, error.message);
      showResponseMessage(form, state, answer.message);
    })
    .catch((error: unknown) => {
      console.error(error);
      // No answer to show: the processing state ends and the form is as it was before the send.
      if (state.status === "submitting") setStatus(form, state, statusBefore, true);
    });
}
