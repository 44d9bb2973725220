/**
 * Character counters (`[count]`, spec §5): the characters typed, or with `down` those left of the
 * maximum, and `too-long` / `too-short` against the field's maximum and minimum. A line break
 * counts as one character however the browser spells it.
 */
import { absInt } from "./form-state";

export type CounterSettings = { down: boolean; starting: number; maximum: number; minimum: number };

export type CounterState = { count: number; tooLong: boolean; tooShort: boolean };

/** A counter's number attribute; empty or unreadable is 0 (no bound). */
export function counterNumber(attribute: string | null): number {
  const value = absInt(attribute);
  return Number.isNaN(value) ? 0 : value;
}

export function countCharacters(value: string): number {
  return value.replace(/\r\n?/g, "\n").length;
}

export function characterCount(settings: CounterSettings, value: string): CounterState {
  const length = countCharacters(value);
  return {
    count: settings.down ? settings.starting - length : length,
    tooLong: settings.maximum > 0 && settings.maximum < length,
    tooShort: settings.minimum > 0 && length < settings.minimum,
  };
}

function settingsOf(counter: Element): CounterSettings {
  return {
    down: counter.classList.contains("down"),
    starting: counterNumber(counter.getAttribute("data-starting-value")),
    maximum: counterNumber(counter.getAttribute("data-maximum-value")),
    minimum: counterNumber(counter.getAttribute("data-minimum-value")),
  };
}

function show(counter: HTMLElement, target: { value: string }): void {
  const { count, tooLong, tooShort } = characterCount(settingsOf(counter), target.value);
  counter.setAttribute("data-current-value", String(count));
  counter.textContent = String(count);
  counter.classList.toggle("too-long", tooLong);
  counter.classList.toggle("too-short", tooShort);
}

type TextControl = HTMLInputElement | HTMLTextAreaElement;

export function initCharacterCount(form: HTMLFormElement): void {
  const pairs: Array<[HTMLElement, TextControl]> = [];
  for (const counter of form.querySelectorAll<HTMLElement>(".wpcf7-character-count")) {
    const name = counter.getAttribute("data-target-name") ?? "";
    const target = form.querySelector<TextControl>(`[name="${CSS.escape(name)}"]`);
    if (!target) continue;
    pairs.push([counter, target]);
    show(counter, target);
    target.addEventListener("input", () => show(counter, target));
  }
  form.addEventListener("wpcf7reset", () => {
    for (const [counter, target] of pairs) show(counter, target);
  });
}
