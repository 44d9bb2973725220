/**
 * Helpers for choices and URLs (spec §5 "Other contact form checks"): an exclusive checkbox group
 * keeps one box checked, a free-text input is usable only while its choice is checked, and a URL
 * typed without a scheme gets `http://`.
 */

/** A URL field's value after a change: trimmed; with `http://` when it has no scheme but has a dot. */
export function withUrlScheme(value: string): string {
  let url = value.trim();
  if (url && !/^[a-z][a-z0-9.+-]*:/i.test(url) && url.includes(".")) {
    url = `http://${url.replace(/^\/+/, "")}`;
  }
  return url;
}

export function exclusiveCheckboxHelper(form: HTMLFormElement): void {
  for (const group of form.querySelectorAll(".wpcf7-exclusive-checkbox")) {
    group.addEventListener("change", (event) => {
      const checked = event.target;
      if (!(checked instanceof HTMLInputElement)) return;
      const name = checked.getAttribute("name") ?? "";
      for (const sibling of form.querySelectorAll<HTMLInputElement>(`input[type="checkbox"][name="${CSS.escape(name)}"]`)) {
        if (sibling !== checked) sibling.checked = false;
      }
    });
  }
}

export function freeTextHelper(form: HTMLFormElement): void {
  for (const item of form.querySelectorAll(".has-free-text")) {
    const freeText = item.querySelector<HTMLInputElement>("input.wpcf7-free-text");
    const choice = item.querySelector<HTMLInputElement>('input[type="checkbox"], input[type="radio"]');
    if (!freeText || !choice) continue;
    freeText.disabled = !choice.checked;
    // Any change may uncheck it: a radio is unchecked by its sibling, an exclusive box by the helper.
    form.addEventListener("change", (event) => {
      freeText.disabled = !choice.checked;
      if (event.target === choice && choice.checked) freeText.focus();
    });
    form.addEventListener("wpcf7reset", () => {
      freeText.disabled = !choice.checked;
    });
  }
}

export function urlInputHelper(form: HTMLFormElement): void {
  for (const input of form.querySelectorAll<HTMLInputElement>(".wpcf7-validates-as-url")) {
    input.addEventListener("change", () => {
      input.value = withUrlScheme(input.value);
    });
  }
}
