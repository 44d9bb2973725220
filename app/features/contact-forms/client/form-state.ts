/**
 * What the script knows of one form (spec §3 "Contact form (as known on the page)"), read from its
 * hidden fields once when it is set up. Contact Form 7 keeps this as `form.wpcf7`, where scripts
 * written for it look, so it is put there too.
 */
import type { SwvSchema } from "../swv/types";
import { wpcf7Global } from "./settings";

export type ContactFormState = {
  id: number;
  status: string;
  pluginVersion: string;
  locale: string;
  unitTag: string;
  containerPost: number;
  parent: HTMLElement;
  readonly schema: SwvSchema | undefined;
  /** Set when a sent form was reset: the reset ends in `sent` rather than `init`. */
  resetOnMailSent?: boolean;
};

/** `absint()` as Contact Form 7's script has it: the magnitude of the leading integer (NaN when there is none). */
export function absInt(value: unknown): number {
  return Math.abs(Number.parseInt(String(value), 10));
}

function text(value: FormDataEntryValue | null): string {
  return typeof value === "string" ? value : "";
}

type FormWithState = HTMLFormElement & { wpcf7?: ContactFormState };

export function createFormState(form: HTMLFormElement, parent: HTMLElement): ContactFormState {
  const formData = new FormData(form);
  const state: ContactFormState = {
    id: absInt(formData.get("_wpcf7")),
    status: form.getAttribute("data-status") ?? "",
    pluginVersion: text(formData.get("_wpcf7_version")),
    locale: text(formData.get("_wpcf7_locale")),
    unitTag: text(formData.get("_wpcf7_unit_tag")),
    containerPost: absInt(formData.get("_wpcf7_container_post")),
    parent,
    get schema() {
      return wpcf7Global()?.schemas?.get(this.id);
    },
  };
  (form as FormWithState).wpcf7 = state;
  return state;
}

export function formState(form: HTMLFormElement): ContactFormState | undefined {
  return (form as FormWithState).wpcf7;
}
