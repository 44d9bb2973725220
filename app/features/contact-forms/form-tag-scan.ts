/**
 * Finding form-tags in a template as Contact Form 7's `WPCF7_FormTagsManager::scan` does: the same
 * tag pattern (`[type options "values"]`, `[type …]content[/type]`, `[[escaped]]`), the same
 * attribute split, the same name rule.
 */
import { FORM_TAG_TYPES, type FormTag, type FormTagType } from "./form-model";

/** The types Contact Form 7 also registers with a star (required); `radio*`, `quiz*` and the rest are not tags. */
const STARRED_TYPES: ReadonlySet<FormTagType> = new Set([
  "text", "email", "url", "tel", "number", "range", "date", "textarea", "select", "checkbox", "file",
]);

/**
 * Contact Form 7 tags with no field of their own: `[response]` (this shop always shows the form's
 * response) and the old `[recaptcha]` (prints nothing since reCAPTCHA v3). They vanish from the form.
 */
const SILENT_TYPES = ["response", "recaptcha"] as const;

/**
 * Tag types without a name (Contact Form 7's types without the `name-attr` feature). A word after
 * `[altcha` (`[altcha captcha-1]`, as some ALTCHA plugins write it) is kept among the options and
 * means nothing: the proof of work is no field of the submission.
 */
const NAMELESS_TYPES: ReadonlySet<FormTagType> = new Set(["submit", "altcha"]);

function escapeRegExp(text: string): string {
  return text.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");
}

const TYPE_ALTERNATIVES = [
  ...FORM_TAG_TYPES.flatMap((type) => (STARRED_TYPES.has(type) ? [`${type}*`, type] : [type])),
  ...SILENT_TYPES,
]
  .map(escapeRegExp)
  .join("|");

/** The whitespace Contact Form 7 separates a tag's parts with (Unicode's White_Space). */
const WS = "\\t-\\r \\u0085\\u00a0\\u1680\\u2000-\\u200a\\u2028\\u2029\\u202f\\u205f\\u3000";

/**
 * Groups: 1 an escaping `[`, 2 the type, 3 the attributes, 4 a self-closing slash, 5 an enclosed
 * content (no `[` in it), 6 an escaping `]`.
 */
export function formTagPattern(): RegExp {
  return new RegExp(
    `(\\[?)\\[(${TYPE_ALTERNATIVES})(?:[${WS}]+([\\s\\S]*?))?(?:[${WS}]+(\\/))?\\](?:([^\\[]*?)\\[\\/\\2\\])?(\\]?)`,
    "gu",
  );
}

/** Contact Form 7's name rule (`wpcf7_is_name`): a letter, then letters, digits, `-`, `_`, `:` or `.`. */
export function isFormTagName(name: string): boolean {
  return /^[A-Za-z][-A-Za-z0-9_:.]*$/.test(name);
}

const ATTRIBUTES = new RegExp(`^([-+*=0-9a-zA-Z:.!?#$&@_/|%${WS}]*?)((?:[${WS}]*"[^"]*"|[${WS}]*'[^']*')*)$`, "u");
const SEPARATOR = new RegExp(`[${WS}]+`, "u");

/**
 * Splits a tag's attributes into bare options and quoted values; undefined when they do not follow
 * the syntax (a character outside the option words, such as `ọ` or `,`; a word after the values).
 */
export function parseAttributes(text: string): { options: string[]; values: string[] } | undefined {
  const normalized = text.replace(/[\u00a0\u200b]+/g, " ").trim();
  const m = ATTRIBUTES.exec(normalized);
  if (!m) return undefined;
  const words = (m[1] ?? "").trim();
  const options = words === "" ? [] : words.split(SEPARATOR);
  const values = [...(m[2] ?? "").matchAll(/"[^"]*"|'[^']*'/g)].map((q) => q[0].slice(1, -1));
  return { options, values };
}

/** What one match of the tag pattern stands for in the form. */
export type ScannedTag =
  | { kind: "tag"; tag: FormTag }
  /**
   * `[[text x]]` prints `[text x]`; a tag that needs a name and has none, one outside the rule, or
   * attributes outside the syntax, prints as written (Contact Form 7 leaves it unreplaced).
   */
  | { kind: "literal"; text: string }
  /** `[response]`, `[recaptcha]`: nothing at all. */
  | { kind: "nothing" };

/**
 * Reads one match of {@link formTagPattern} as Contact Form 7's `scan_callback` does. A bracket
 * escaping one side only (`[[text x]`) does not escape: the caller prints it around the tag
 * (groups 1 and 6).
 */
export function readMatch(match: ReadonlyArray<string | undefined>): ScannedTag {
  const [whole = "", openEscape = "", rawType = "", rawAttributes = "", , rawContent, closeEscape = ""] = match;
  if (openEscape === "[" && closeEscape === "]") return { kind: "literal", text: whole.slice(1, -1) };
  const required = rawType.endsWith("*");
  const type = rawType.replace(/\*$/, "");
  if ((SILENT_TYPES as readonly string[]).includes(type)) return { kind: "nothing" };
  const formType = FORM_TAG_TYPES.find((t) => t === type);
  if (!formType) return { kind: "literal", text: whole };

  const parsed = parseAttributes(rawAttributes);
  const needsName = !NAMELESS_TYPES.has(formType);
  if (needsName && !parsed) return { kind: "literal", text: whole };
  // A nameless tag with attributes outside the syntax keeps none of them (a submit's default label shows).
  const attributes = parsed ?? { options: [], values: [] };
  const options = [...attributes.options];
  let name = "";
  if (needsName) {
    const rawName = options.shift() ?? "";
    if (!isFormTagName(rawName)) return { kind: "literal", text: whole };
    name = rawName.replaceAll(".", "_");
  }
  const content = (rawContent ?? "").trim().replace(/<br[\r\n\t ]*\/?>$/gm, "");
  return {
    kind: "tag",
    tag: { type: formType, required, name, options, values: attributes.values, content },
  };
}
