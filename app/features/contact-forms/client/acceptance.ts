/**
 * Acceptance boxes (spec §5 "Other contact form checks"): unless the form treats acceptance as a
 * validation rule (`wpcf7-acceptance-as-validation`), its submit buttons stay disabled until every
 * acceptance that is not optional is checked, or left unchecked for an `invert` one.
 */

export type AcceptanceBox = { optional: boolean; invert: boolean; checked: boolean };

export function acceptanceGranted(boxes: Iterable<AcceptanceBox>): boolean {
  for (const box of boxes) {
    if (box.optional) continue;
    if (box.invert ? box.checked : !box.checked) return false;
  }
  return true;
}

function boxesOf(form: HTMLFormElement): AcceptanceBox[] {
  return Array.from(form.querySelectorAll(".wpcf7-acceptance"), (parent) => ({
    optional: parent.classList.contains("optional"),
    invert: parent.classList.contains("invert"),
    checked: parent.querySelector<HTMLInputElement>('input[type="checkbox"]')?.checked ?? false,
  }));
}

export function initSubmitButton(form: HTMLFormElement): void {
  if (!form.querySelector(".wpcf7-acceptance") || form.classList.contains("wpcf7-acceptance-as-validation")) return;
  const update = () => {
    const granted = acceptanceGranted(boxesOf(form));
    for (const button of form.querySelectorAll<HTMLInputElement | HTMLButtonElement>(".wpcf7-submit")) button.disabled = !granted;
  };
  update();
  form.addEventListener("change", update);
  // form.reset() changes the boxes without a change event.
  form.addEventListener("wpcf7reset", update);
}
