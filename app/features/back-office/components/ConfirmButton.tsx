import { useEffect, useId, useRef, useState } from "react";

/**
 * A button whose action is asked about first, in the page (not a browser dialog): the question
 * and "confirm"/"cancel" take its place, focus goes to the question's confirm button, and back to
 * the button when cancelled, so a keyboard or screen-reader user never loses their place.
 */
export function ConfirmButton({
  label,
  accessibleName,
  question,
  confirmLabel,
  cancelLabel,
  onConfirm,
  busy,
  danger = true,
}: {
  label: string;
  /** The button's name for screen readers when its label alone would not say which item it acts on. */
  accessibleName?: string;
  question: string;
  confirmLabel: string;
  cancelLabel: string;
  onConfirm: () => void;
  busy?: boolean;
  danger?: boolean;
}) {
  const [asking, setAsking] = useState(false);
  const confirmRef = useRef<HTMLButtonElement>(null);
  const openRef = useRef<HTMLButtonElement>(null);
  const wasAsking = useRef(false);
  const questionId = useId();
  useEffect(() => {
    if (asking) confirmRef.current?.focus();
    else if (wasAsking.current) openRef.current?.focus();
    wasAsking.current = asking;
  }, [asking]);
  const dangerClass = danger ? "border-sale text-sale" : "";
  if (!asking) {
    return (
      <button ref={openRef} type="button" className={`bo-button-secondary ${dangerClass}`} disabled={busy} aria-label={accessibleName} onClick={() => setAsking(true)}>
        {label}
      </button>
    );
  }
  return (
    <div role="group" aria-labelledby={questionId} className="flex flex-wrap items-center gap-3 rounded-md border border-sale bg-red-50 p-3">
      <p id={questionId} className="font-medium">
        {question}
      </p>
      <button
        ref={confirmRef}
        type="button"
        className="inline-flex min-h-11 items-center justify-center rounded-md bg-sale px-4 py-2 font-semibold text-white focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-700 disabled:opacity-60"
        disabled={busy}
        onClick={() => {
          onConfirm();
          setAsking(false);
        }}
      >
        {confirmLabel}
      </button>
      <button type="button" className="bo-button-secondary" onClick={() => setAsking(false)}>
        {cancelLabel}
      </button>
    </div>
  );
}
