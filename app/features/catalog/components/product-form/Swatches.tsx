import { tProductForm } from "~/lib/i18n/areas/product-form";
import { Picture } from "~/ui/Picture";
import type { ProductAttribute } from "../../types";
import type { OptionState } from "./variations";

type Term = ProductAttribute["terms"][number];

type Props = {
  attribute: ProductAttribute;
  terms: ProductAttribute["terms"];
  states: Record<string, OptionState>;
  chosen: string;
  /** The id of the element naming the group (the attribute's label). */
  labelledBy: string;
  onToggle: (slug: string, state: OptionState) => void;
};

/** A colour swatch's fill: one colour, or two split on the diagonal. */
function fill(term: Term): string {
  const first = term.color ?? "#e5e7eb";
  return term.color2 ? `linear-gradient(135deg, ${first} 50%, ${term.color2} 50%)` : first;
}

const suffixOf = (state: OptionState) =>
  state === "outofstock" ? tProductForm("productForm.optionOutOfStock") : state === "unavailable" ? tProductForm("productForm.optionUnavailable") : "";

const titleOf = (term: Term, state: OptionState) =>
  state === "outofstock"
    ? tProductForm("productForm.optionOutOfStockTitle", { name: term.name })
    : state === "unavailable"
      ? tProductForm("productForm.optionUnavailableTitle", { name: term.name })
      : term.name;

/**
 * One attribute's swatches over its select (spec §4 "Swatches on the product page"): toggle
 * buttons in a named group, each announcing its name (and why it cannot be chosen). A swatch
 * whose option is out of reach is disabled — focusable, so screen readers still meet it, but a
 * click does nothing — unless it is the chosen one, which can always be cleared.
 */
export function Swatches({ attribute, terms, states, chosen, labelledBy, onToggle }: Props) {
  const type = attribute.swatchType;
  return (
    <div
      role="group"
      aria-labelledby={labelledBy}
      className={`ux-swatches ux-swatches-attribute-${type} mt-2 flex flex-wrap gap-2 [@media(scripting:none)]:hidden`}
      data-attribute_name={attribute.fieldName}
    >
      {terms.map((term) => {
        const state = states[term.slug] ?? "unavailable";
        const selected = chosen === term.slug;
        const disabled = state !== "available" && !selected;
        const image = type === "image" ? term.image : null;
        return (
          <button
            key={term.slug}
            type="button"
            className={[
              `ux-swatch ux-swatch--${type}`,
              selected ? "selected" : "",
              disabled ? "disabled" : "",
              state !== "available" ? "out-of-reach" : "",
              "relative inline-flex min-h-11 min-w-11 items-center justify-center rounded-md border bg-white text-sm font-medium transition-colors",
              selected ? "border-brand-700 ring-2 ring-brand-700" : "border-gray-300",
              disabled ? "cursor-not-allowed text-gray-500" : "hover:border-brand-700",
              type === "label" || type === "select" ? "px-3" : "p-1",
            ]
              .filter(Boolean)
              .join(" ")}
            data-value={term.slug}
            data-name={term.name}
            data-attribute_name={attribute.fieldName}
            {...(image ? { "data-image-src": image.src, "data-image-srcset": image.webpSrcset } : {})}
            aria-pressed={selected}
            aria-disabled={disabled || undefined}
            title={titleOf(term, state)}
            onClick={() => {
              if (!disabled) onToggle(term.slug, state);
            }}
          >
            {type === "color" && (
              <span
                aria-hidden="true"
                className={`block size-8 rounded-full ring-1 ring-black/20 ring-inset ${disabled ? "opacity-40" : ""}`}
                style={{ background: fill(term) }}
              />
            )}
            {image && (
              <span aria-hidden="true" className={`block size-9 overflow-hidden rounded ${disabled ? "opacity-40" : ""}`}>
                <Picture picture={{ ...image, alt: "" }} sizes="36px" className="size-full object-cover" />
              </span>
            )}
            {type === "color" || image ? (
              <span className="sr-only">{term.name}</span>
            ) : term.label && term.label !== term.name ? (
              <>
                <span aria-hidden="true">{term.label}</span>
                <span className="sr-only">{term.name}</span>
              </>
            ) : (
              <span>{term.name}</span>
            )}
            {state !== "available" && <span className="sr-only"> {suffixOf(state)}</span>}
            {state !== "available" && (
              <span aria-hidden="true" className="pointer-events-none absolute inset-0 overflow-hidden rounded-md">
                <span className="absolute left-1/2 top-1/2 h-px w-[140%] -translate-x-1/2 -translate-y-1/2 -rotate-45 bg-gray-500" />
              </span>
            )}
          </button>
        );
      })}
    </div>
  );
}
