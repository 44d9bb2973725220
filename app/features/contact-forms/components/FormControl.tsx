import type { ReactNode } from "react";
import { tContactForm } from "~/lib/i18n/areas/contact-forms";
import type { FormTag } from "../form-model";
import {
  autocompleteOption,
  classOptions,
  colsAndRows,
  dateOption,
  defaultValues,
  fileTypes,
  hasOption,
  idOption,
  labels,
  numericOption,
  placeholderAndValue,
  sizeAndMaxlength,
} from "../form-tag";
import { fileAccept, textMaxlength } from "../schema";

/** What every control of one form is drawn with: its errors and values after a post without scripts. */
export type FormState = {
  unitTag: string;
  errors: ReadonlyMap<string, string>;
  /** What was posted, by field; null on a fresh form (defaults apply). */
  values: Readonly<Record<string, string[]>> | null;
  quiz: Readonly<Record<string, [string, string]>>;
  tags: readonly FormTag[];
  /** YYYY-MM-DD in the shop's zone, for `min:today`. */
  today: string;
};

/** Contact Form 7's class list of a control: `wpcf7-form-control wpcf7-{type}`, required and invalid marks, the tag's own. */
function controlClass(tag: FormTag, state: FormState, ...extra: string[]): string {
  return [
    "wpcf7-form-control",
    `wpcf7-${tag.type}`,
    ...extra,
    tag.required ? "wpcf7-validates-as-required" : "",
    state.errors.has(tag.name) ? "wpcf7-not-valid" : "",
    ...classOptions(tag),
  ]
    .filter(Boolean)
    .join(" ");
}

/** The ARIA of a control: required, and invalid pointing at its message in the screen readers' list. */
function ariaOf(tag: FormTag, state: FormState) {
  const invalid = state.errors.has(tag.name);
  return {
    ...(tag.required ? { "aria-required": true } : {}),
    "aria-invalid": invalid,
    ...(invalid ? { "aria-describedby": `${state.unitTag}-ve-${tag.name}` } : {}),
  } as const;
}

function Wrap({ tag, state, children }: { tag: FormTag; state: FormState; children: ReactNode }) {
  const error = state.errors.get(tag.name);
  return (
    <span className="wpcf7-form-control-wrap" data-name={tag.name}>
      {children}
      {error !== undefined && (
        <span className="wpcf7-not-valid-tip" aria-hidden="true">
          {error}
        </span>
      )}
    </span>
  );
}

function posted(tag: FormTag, state: FormState): string[] | null {
  return state.values ? (state.values[tag.name] ?? []) : null;
}

/** One form-tag as Contact Form 7 draws it; `children`, an enclosing tag's content (an acceptance box's label). */
export function FormControl({ tag, state, children }: { tag: FormTag; state: FormState; children?: ReactNode }) {
  // Nameless tags draw nothing but a submit; `[altcha]`'s field is among the form's hidden fields (ContactForm).
  if (tag.name === "" && tag.type !== "submit") return null;
  const id = idOption(tag);
  switch (tag.type) {
    case "text":
    case "email":
    case "url":
    case "tel": {
      const { size } = sizeAndMaxlength(tag);
      const { placeholder, value } = placeholderAndValue(tag);
      const minlength = numericOption(tag, "minlength");
      const autocomplete = autocompleteOption(tag);
      return (
        <Wrap tag={tag} state={state}>
          <input
            size={size ?? 40}
            maxLength={textMaxlength(tag)}
            {...(minlength !== undefined ? { minLength: minlength } : {})}
            className={controlClass(tag, state, tag.type === "text" ? "" : `wpcf7-validates-as-${tag.type}`)}
            id={id}
            {...(autocomplete ? { autoComplete: autocomplete } : {})}
            {...ariaOf(tag, state)}
            {...(placeholder !== undefined ? { placeholder } : {})}
            defaultValue={posted(tag, state)?.[0] ?? value}
            type={tag.type}
            name={tag.name}
            {...(hasOption(tag, "readonly") ? { readOnly: true } : {})}
          />
        </Wrap>
      );
    }
    case "textarea": {
      const { cols, rows } = colsAndRows(tag);
      const { placeholder, value } = placeholderAndValue(tag);
      const maxlength = textMaxlength(tag);
      const minlength = numericOption(tag, "minlength");
      return (
        <Wrap tag={tag} state={state}>
          <textarea
            cols={cols ?? 40}
            rows={rows ?? 10}
            {...(maxlength !== undefined ? { maxLength: maxlength } : {})}
            {...(minlength !== undefined ? { minLength: minlength } : {})}
            className={controlClass(tag, state)}
            id={id}
            {...ariaOf(tag, state)}
            {...(placeholder !== undefined ? { placeholder } : {})}
            name={tag.name}
            defaultValue={posted(tag, state)?.[0] ?? value}
          />
        </Wrap>
      );
    }
    case "number":
    case "range": {
      const { placeholder, value } = placeholderAndValue(tag);
      const min = numericOption(tag, "min");
      const max = numericOption(tag, "max");
      const step = numericOption(tag, "step");
      return (
        <Wrap tag={tag} state={state}>
          <input
            className={controlClass(tag, state, "wpcf7-validates-as-number")}
            id={id}
            {...(min !== undefined ? { min } : {})}
            {...(max !== undefined ? { max } : {})}
            {...(step !== undefined ? { step } : {})}
            {...ariaOf(tag, state)}
            {...(placeholder !== undefined ? { placeholder } : {})}
            defaultValue={posted(tag, state)?.[0] ?? value}
            type={tag.type}
            name={tag.name}
          />
        </Wrap>
      );
    }
    case "date": {
      const { placeholder, value } = placeholderAndValue(tag);
      const min = dateOption(tag, "min", state.today);
      const max = dateOption(tag, "max", state.today);
      return (
        <Wrap tag={tag} state={state}>
          <input
            className={controlClass(tag, state, "wpcf7-validates-as-date")}
            id={id}
            {...(min !== undefined ? { min } : {})}
            {...(max !== undefined ? { max } : {})}
            {...ariaOf(tag, state)}
            {...(placeholder !== undefined ? { placeholder } : {})}
            defaultValue={posted(tag, state)?.[0] ?? value}
            type="date"
            name={tag.name}
          />
        </Wrap>
      );
    }
    case "select": {
      const multiple = hasOption(tag, "multiple");
      const chosen = posted(tag, state) ?? defaultValues(tag);
      const blank = hasOption(tag, "include_blank");
      const firstAsLabel = hasOption(tag, "first_as_label");
      const choices = labels(tag);
      return (
        <Wrap tag={tag} state={state}>
          <select
            className={controlClass(tag, state)}
            id={id}
            {...ariaOf(tag, state)}
            name={multiple ? `${tag.name}[]` : tag.name}
            multiple={multiple}
            defaultValue={multiple ? chosen : (chosen[0] ?? "")}
          >
            {blank && <option value="">—{tContactForm("contactForm.chooseOption")}—</option>}
            {choices.map((label, i) => (
              <option key={label} value={firstAsLabel && i === 0 ? "" : label}>
                {label}
              </option>
            ))}
          </select>
        </Wrap>
      );
    }
    case "checkbox":
    case "radio":
      return <Choices tag={tag} state={state} />;
    case "acceptance": {
      const ticked = (posted(tag, state) ?? []).some((v) => v !== "");
      const kinds = [hasOption(tag, "optional") ? "optional" : "", hasOption(tag, "invert") ? "invert" : ""].filter(Boolean);
      return (
        <Wrap tag={tag} state={state}>
          <span className={[controlClass(tag, state), ...kinds].join(" ")}>
            <span className="wpcf7-list-item">
              <label>
                <input type="checkbox" name={tag.name} value="1" {...ariaOf(tag, state)} defaultChecked={ticked} />
                <span className="wpcf7-list-item-label">{children}</span>
              </label>
            </span>
          </span>
        </Wrap>
      );
    }
    case "quiz": {
      const [question, hash] = state.quiz[tag.name] ?? ["", ""];
      const { size, maxlength } = sizeAndMaxlength(tag);
      return (
        <Wrap tag={tag} state={state}>
          <label>
            <span className="wpcf7-quiz-label">{question}</span>{" "}
            <input
              size={size ?? 40}
              {...(maxlength !== undefined ? { maxLength: maxlength } : {})}
              className={controlClass(tag, state)}
              autoComplete="off"
              aria-required
              aria-invalid={state.errors.has(tag.name)}
              {...(state.errors.has(tag.name) ? { "aria-describedby": `${state.unitTag}-ve-${tag.name}` } : {})}
              type="text"
              name={tag.name}
              defaultValue=""
            />
          </label>
          <input type="hidden" name={`_wpcf7_quiz_answer_${tag.name}`} value={hash} />
        </Wrap>
      );
    }
    case "file":
      return (
        <Wrap tag={tag} state={state}>
          <input
            size={40}
            className={controlClass(tag, state)}
            id={id}
            accept={fileAccept(fileTypes(tag)).join(",")}
            {...ariaOf(tag, state)}
            type="file"
            name={tag.name}
          />
        </Wrap>
      );
    case "hidden":
      return <input type="hidden" name={tag.name} value={labels(tag)[0] ?? ""} id={id} className={classOptions(tag).join(" ") || undefined} />;
    case "count":
      return <CharacterCount tag={tag} state={state} />;
    case "submit":
      return <input className={["wpcf7-form-control", "wpcf7-submit", "has-spinner", ...classOptions(tag)].join(" ")} id={id} type="submit" value={labels(tag)[0] || tContactForm("contactForm.submit")} />;
  }
}

/** Checkboxes or radio buttons, each in its `.wpcf7-list-item`, with Contact Form 7's options. */
function Choices({ tag, state }: { tag: FormTag; state: FormState }) {
  const exclusive = tag.type === "checkbox" && hasOption(tag, "exclusive");
  const multiple = tag.type === "checkbox" && !exclusive;
  const useLabel = hasOption(tag, "use_label_element");
  const labelFirst = hasOption(tag, "label_first");
  const freeText = hasOption(tag, "free_text");
  const choices = labels(tag);
  const given = posted(tag, state);
  // A radio group always has one choice: the first unless a default names another (Contact Form 7).
  const chosen = given ?? (defaultValues(tag).length > 0 ? defaultValues(tag) : tag.type === "radio" ? choices.slice(0, 1) : []);
  const freeTextValue = state.values?.[`${tag.name}_free_text`]?.[0] ?? "";
  const items = choices.map((label, i) => {
    const last = i === choices.length - 1;
    const withFreeText = freeText && last;
    const isChosen = chosen.includes(label);
    const input = (
      <input type={tag.type} name={multiple ? `${tag.name}[]` : tag.name} value={label} defaultChecked={isChosen} {...(i === 0 ? ariaOf(tag, state) : {})} />
    );
    const text = <span className="wpcf7-list-item-label">{label}</span>;
    const inner = labelFirst ? (
      <>
        {text}
        {input}
      </>
    ) : (
      <>
        {input}
        {text}
      </>
    );
    const itemClass = ["wpcf7-list-item", i === 0 ? "first" : "", last ? "last" : "", withFreeText ? "has-free-text" : ""].filter(Boolean).join(" ");
    return (
      <span key={label} className={itemClass}>
        {useLabel ? <label>{inner}</label> : inner}
        {withFreeText && (
          <input
            type="text"
            name={`${tag.name}_free_text`}
            className="wpcf7-free-text"
            aria-label={label}
            defaultValue={freeTextValue}
            disabled={!isChosen}
          />
        )}
      </span>
    );
  });
  return (
    <Wrap tag={tag} state={state}>
      <span
        className={controlClass(tag, state, exclusive ? "wpcf7-exclusive-checkbox" : "")}
        id={idOption(tag)}
        {...(tag.type === "radio" ? { role: "radiogroup" } : { role: "group" })}
      >
        {items}
      </span>
    </Wrap>
  );
}

/** `[count field]`: the characters typed, or `down` those left; the script keeps it current. */
function CharacterCount({ tag, state }: { tag: FormTag; state: FormState }) {
  const target = state.tags.find((t) => t.name === tag.name && t.type !== "count");
  const maximum = target ? textMaxlength(target) : undefined;
  const minimum = target ? numericOption(target, "minlength") : undefined;
  const typed = (state.values?.[tag.name]?.[0] ?? "").replace(/\r\n?/g, "\n").length;
  const down = hasOption(tag, "down");
  const shown = down && maximum !== undefined ? maximum - typed : typed;
  return (
    <span
      className={["wpcf7-character-count", down ? "down" : "up", ...classOptions(tag)].join(" ")}
      data-target-name={tag.name}
      data-starting-value={down && maximum !== undefined ? maximum : 0}
      data-current-value={shown}
      data-maximum-value={maximum ?? ""}
      data-minimum-value={minimum ?? ""}
    >
      {shown}
    </span>
  );
}
