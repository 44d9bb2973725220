/**
 * A contact form as its owner wrote it: Contact Form 7's form template (HTML with form-tags such
 * as `[text* your-name autocomplete:name]`), parsed once into this model.
 */

/** The form-tag types this shop knows; a starred type (`text*`) is the same type, required. */
export const FORM_TAG_TYPES = [
  "text",
  "email",
  "url",
  "tel",
  "number",
  "range",
  "date",
  "textarea",
  "select",
  "checkbox",
  "radio",
  "acceptance",
  "quiz",
  "file",
  "submit",
  "count",
  "hidden",
  // The invisible proof of work (`[altcha]`): no field, no name; the form then carries `PROOF_OF_WORK_FIELD`.
  "altcha",
] as const;
export type FormTagType = (typeof FORM_TAG_TYPES)[number];

/** One form-tag, as Contact Form 7's `WPCF7_FormTag` holds it. */
export type FormTag = {
  type: FormTagType;
  /** `text*`: the field must not be left blank. */
  required: boolean;
  /** The field's name (`your-name`); "" for tags without one (`[submit]`). */
  name: string;
  /** Bare words after the name: `autocomplete:name`, `min:1`, `class:wide`, `exclusive`, `10/400`. */
  options: string[];
  /** Quoted strings after the options, as written (`"Hà Nội|hn"` keeps its pipe). */
  values: string[];
  /** The content between `[acceptance name]` and `[/acceptance]`, trimmed, as written (HTML); "" for other tags. */
  content: string;
};

/** The template as a tree: owner-written HTML (text and elements) with form-tags among it. */
export type TemplateNode =
  | { kind: "text"; text: string }
  | { kind: "element"; tag: string; attrs: ReadonlyArray<readonly [name: string, value: string]>; children: TemplateNode[] }
  | {
      kind: "form-tag";
      tag: FormTag;
      /**
       * An enclosing tag's content (`[acceptance ok]I agree to the <a href="/terms">terms</a>[/acceptance]`)
       * as sanitized inline nodes; present only when the content is not empty.
       */
      content?: TemplateNode[];
    };

export type ParsedTemplate = {
  nodes: TemplateNode[];
  /** Every form-tag in document order (the same objects the tree holds). */
  tags: FormTag[];
};
