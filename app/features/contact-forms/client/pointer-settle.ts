/**
 * A field's change fires as it loses focus, and it loses focus on the press of whatever is
 * clicked next, often Send. Were its error shown or cleared then, the form's height would change
 * between the press and the release, the button would move from under the pointer, and the click
 * would be lost (the message never sent). So a change during a press is judged once the press
 * is over and its click has run.
 */
let pressed = false;
let tracking = false;

function trackPresses(): void {
  if (tracking) return;
  tracking = true;
  document.addEventListener("pointerdown", () => (pressed = true), true);
  const released = () => (pressed = false);
  document.addEventListener("pointerup", released, true);
  document.addEventListener("pointercancel", released, true);
}

/** Runs `task` now, or, while a pointer is pressed, after its release and the click that follows it. */
export function afterPressSettles(task: () => void): void {
  trackPresses();
  if (!pressed) return task();
  const later = () => {
    document.removeEventListener("pointerup", later, true);
    document.removeEventListener("pointercancel", later, true);
    // The click is dispatched in the task of the release: a timeout runs after it.
    setTimeout(task, 0);
  };
  document.addEventListener("pointerup", later, true);
  document.addEventListener("pointercancel", later, true);
}
