/**
 * The detail carried by Contact Form 7's DOM events (spec §3 "Contact form submission detail"),
 * and the events themselves: `wpcf7{name}`, bubbling, raised on the form so listeners on the
 * form, its `.wpcf7` container or the document all hear them.
 */
import type { ContactFormState } from "./form-state";

export type SubmissionInput = { name: string; value: FormDataEntryValue };

export type SubmissionDetail = {
  contactFormId: number;
  pluginVersion: string;
  contactFormLocale: string;
  unitTag: string;
  containerPostId: number;
  /** The form's status when the detail was made; the server's status once its answer is in. */
  status: string;
  inputs: SubmissionInput[];
  formData: FormData;
  apiResponse?: unknown;
};

export type StatusChangedDetail = Pick<SubmissionDetail, "contactFormId" | "pluginVersion" | "contactFormLocale" | "unitTag" | "containerPostId" | "status"> & {
  prevStatus: string;
};

/** The posted pairs a listener may read: Contact Form 7's own fields (`_…`) left out. */
export function inputsOf(entries: Iterable<[string, FormDataEntryValue]>): SubmissionInput[] {
  const inputs: SubmissionInput[] = [];
  for (const [name, value] of entries) if (!name.startsWith("_")) inputs.push({ name, value });
  return inputs;
}

export function submissionDetail(state: Pick<ContactFormState, "id" | "pluginVersion" | "locale" | "unitTag" | "containerPost" | "status">, formData: FormData): SubmissionDetail {
  return {
    contactFormId: state.id,
    pluginVersion: state.pluginVersion,
    contactFormLocale: state.locale,
    unitTag: state.unitTag,
    containerPostId: state.containerPost,
    status: state.status,
    inputs: inputsOf(formData),
    formData,
  };
}

/**
 * Dispatches `wpcf7{name}` on the form, as Contact Form 7 6.1 does, bubbling: listeners on its
 * `.wpcf7` element and on `document` (analytics snippets) get it too.
 */
export function triggerEvent(form: HTMLFormElement, name: string, detail: unknown): void {
  form.dispatchEvent(new CustomEvent(`wpcf7${name}`, { bubbles: true, detail }));
}
