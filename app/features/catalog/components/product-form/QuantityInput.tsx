import { useEffectEvent, useLayoutEffect, useRef, useState } from "react";
import { tProductForm } from "~/lib/i18n/areas/product-form";
import { decimalsOf, decrease, increase, raiseToMin } from "~/lib/quantity";

type Props = {
  id: string;
  /** The field's name; leave it out for a field that only mirrors another one (the sticky bar's). */
  name?: string;
  value: string;
  onChange: (value: string) => void;
  min?: number;
  max?: number;
  step?: number | string;
  /** What the field is called for screen readers ("Số lượng {product}"). */
  label: string;
  /** Outside the cart a value below the min is raised to it when the field is left (spec §5). */
  outsideCart?: boolean;
  disabled?: boolean;
  /** Narrower buttons, for the sticky bar on a phone. */
  compact?: boolean;
  className?: string;
  onEnter?: () => void;
};

const stepButton =
  "flex shrink-0 items-center justify-center text-lg font-semibold text-ink hover:bg-gray-100 disabled:opacity-40 [@media(scripting:none)]:hidden";

/**
 * A quantity field with minus and plus buttons following spec §5 (`~/lib/quantity`). Without
 * JavaScript it is a plain number field with the same min, max and step, which the browser checks
 * before the form is sent; the buttons only appear when scripts run.
 */
export function QuantityInput({
  id,
  name,
  value,
  onChange,
  min,
  max,
  step = 1,
  label,
  outsideCart = true,
  disabled,
  compact = false,
  className = "",
  onEnter,
}: Props) {
  // What the buttons did, for screen readers: a value changed by a button is otherwise silent.
  const [spoken, setSpoken] = useState("");
  // A value typed, or restored by the browser, before the scripts ran is the one the form sends:
  // hydration keeps the field's value but not the state, which React would put back at the next
  // render (the quantity posted would be the server's default). Read before anything draws again.
  const field = useRef<HTMLInputElement>(null);
  const adoptFieldValue = useEffectEvent((shown: string) => {
    if (shown !== value) onChange(shown);
  });
  useLayoutEffect(() => {
    if (field.current) adoptFieldValue(field.current.value);
  }, []);
  const bounds = { min, max, step };
  const press = (next: string) => {
    onChange(next);
    setSpoken(tProductForm("productForm.quantityNow", { quantity: next }));
  };
  return (
    <div className={`quantity inline-flex h-11 items-stretch overflow-hidden rounded-md border border-gray-300 bg-white ${className}`}>
      <button
        type="button"
        className={`minus ${stepButton} ${compact ? "w-10 sm:w-11" : "w-11"}`}
        aria-label={tProductForm("productForm.decrease")}
        aria-controls={id}
        disabled={disabled}
        onClick={() => press(decrease(value, bounds))}
      >
        <span aria-hidden="true">−</span>
      </button>
      <label htmlFor={id} className="sr-only">
        {label}
      </label>
      <input
        ref={field}
        type="number"
        id={id}
        name={name}
        className={`input-text qty text ${compact ? "w-12 sm:w-14" : "w-14"} border-x border-gray-300 text-center tabular-nums [@media(scripting:enabled)]:[appearance:textfield] [@media(scripting:enabled)]:[&::-webkit-inner-spin-button]:appearance-none [@media(scripting:enabled)]:[&::-webkit-outer-spin-button]:appearance-none`}
        value={value}
        min={min}
        max={max}
        step={step}
        inputMode={decimalsOf(step) > 0 ? "decimal" : "numeric"}
        autoComplete="off"
        disabled={disabled}
        onChange={(e) => onChange(e.currentTarget.value)}
        onBlur={(e) => {
          if (!outsideCart) return;
          const raised = raiseToMin(e.currentTarget.value, bounds);
          if (raised !== e.currentTarget.value) onChange(raised);
        }}
        onKeyDown={(e) => {
          if (e.key === "Enter" && onEnter) {
            e.preventDefault();
            onEnter();
          }
        }}
      />
      <button
        type="button"
        className={`plus ${stepButton} ${compact ? "w-10 sm:w-11" : "w-11"}`}
        aria-label={tProductForm("productForm.increase")}
        aria-controls={id}
        disabled={disabled}
        onClick={() => press(increase(value, bounds))}
      >
        <span aria-hidden="true">+</span>
      </button>
      <span className="sr-only" aria-live="polite">
        {spoken}
      </span>
    </div>
  );
}
