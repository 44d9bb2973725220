/**
 * Validation in the browser with the form's schema (spec §4 single-field validation, §5): when a
 * field changes, every field from the first up to the changed one is judged (the ones the visitor
 * has passed), their errors shown or cleared, status `validating` meanwhile and then the previous
 * status again. Fields after it are left alone until the visitor reaches them. Sending is not
 * held back: the server judges the whole form.
 */
import { swvInputFromFormData } from "../swv/form-data";
import { validate } from "../swv/validate";
import { removeValidationError, setValidationError } from "./field-errors";
import { formState } from "./form-state";
import { setStatus } from "./form-status";
import { judgedFields } from "./judged-fields";

/** What the fields in control wraps hold, enabled ones only, outside `.novalidate`. */
function wrappedFormData(wraps: Iterable<Element>): FormData {
  const formData = new FormData();
  for (const wrap of wraps) {
    if (wrap.closest(".novalidate")) continue;
    for (const control of wrap.querySelectorAll<HTMLInputElement | HTMLTextAreaElement | HTMLSelectElement>(":where(input, textarea, select):enabled")) {
      if (!control.name) continue;
      switch (control.type) {
        case "button":
        case "image":
        case "reset":
        case "submit":
          break;
        case "checkbox":
        case "radio":
          if ((control as HTMLInputElement).checked) formData.append(control.name, control.value);
          break;
        case "select-multiple":
          for (const option of (control as HTMLSelectElement).selectedOptions) formData.append(control.name, option.value);
          break;
        case "file":
          for (const file of (control as HTMLInputElement).files ?? []) formData.append(control.name, file);
          break;
        default:
          formData.append(control.name, control.value);
      }
    }
  }
  return formData;
}

export function validateForm(form: HTMLFormElement, options: { target?: EventTarget | null } = {}): void {
  const state = formState(form);
  const schema = state?.schema;
  if (!state || !schema) return;

  const target = options.target instanceof Element ? options.target : null;
  if (options.target != null) {
    if (!target || !form.contains(target)) return;
    if (!target.closest(".wpcf7-form-control-wrap[data-name]")) return;
    if (target.closest(".novalidate")) return;
  }

  const wraps = Array.from(form.querySelectorAll<HTMLElement>(".wpcf7-form-control-wrap"));
  const formData = wrappedFormData(wraps);
  const prevStatus = form.getAttribute("data-status") ?? "init";

  Promise.resolve(setStatus(form, state, "validating"))
    .then(() => {
      const input = swvInputFromFormData(formData);
      const errors = validate(schema, input);
      const judged = judgedFields(input, errors);
      for (const wrap of wraps) {
        const field = wrap.dataset.name;
        if (field !== undefined && judged.has(field)) {
          removeValidationError(form, state, field);
          const message = errors.get(field);
          if (message !== undefined) setValidationError(form, state, field, message);
        }
        if (target && wrap.contains(target)) break;
      }
    })
    .catch((error: unknown) => console.error(error))
    .finally(() => setStatus(form, state, prevStatus, true));
}
