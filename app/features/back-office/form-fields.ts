/**
 * Puts `values` into the form's fields of those names. A filter form's fields are uncontrolled
 * (`defaultValue`), which React reads once: when the address changes under the same screen
 * ("Bỏ lọc", Back), they would keep the old text without this. Remounting the form instead would
 * take the focus away from a keyboard user who just pressed Enter in it.
 */
export function showInFields(form: HTMLFormElement | null, values: Record<string, string>): void {
  if (!form) return;
  for (const [name, value] of Object.entries(values)) {
    const field = form.elements.namedItem(name);
    if (field instanceof HTMLInputElement && field.value !== value) field.value = value;
  }
}
