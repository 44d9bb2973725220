/**
 * Reading a form-tag's options and values the way Contact Form 7's `WPCF7_FormTag` does
 * (`has_option`, `get_option`, `get_size_option`, `get_date_option`, `get_default_option`,
 * `get_limit_option`, pipes), so a template behaves here as it did on the owner's WordPress.
 */
import type { FormTag } from "./form-model";

/** Value shapes an option may be asked for, as Contact Form 7's preset patterns name them. */
const OPTION_PATTERNS = {
  any: ".+",
  date: "[0-9]{4}-[0-9]{2}-[0-9]{2}",
  int: "[0-9]+",
  signedInt: "-?[0-9]+",
  num: "(?:[0-9]+|[0-9]*\\.[0-9]+)",
  signedNum: "-?(?:[0-9]+|[0-9]*\\.[0-9]+)",
  class: "[-0-9a-zA-Z_]+",
  id: "[-0-9a-zA-Z_]+",
} as const;
export type OptionPattern = keyof typeof OPTION_PATTERNS;

function escapeRegExp(text: string): string {
  return text.replace(/[.*+?^${}()|[\]\\/]/g, "\\$&");
}

function firstMatch(tag: FormTag, pattern: RegExp): RegExpExecArray | undefined {
  for (const opt of tag.options) {
    const match = pattern.exec(opt);
    if (match) return match;
  }
  return undefined;
}

/** `hasOption(tag, "exclusive")`: the bare word, or the word with any `:value` (case-insensitive). */
export function hasOption(tag: FormTag, name: string): boolean {
  const pattern = new RegExp(`^${escapeRegExp(name)}(?::.+)?$`, "i");
  return tag.options.some((opt) => pattern.test(opt));
}

/** Every value of `name:value` options whose value fits `pattern`, in written order. */
export function optionValues(tag: FormTag, name: string, pattern: OptionPattern = "any"): string[] {
  const regex = new RegExp(`^${escapeRegExp(name)}:${OPTION_PATTERNS[pattern]}$`, "i");
  return tag.options.filter((opt) => regex.test(opt)).map((opt) => opt.slice(name.length + 1));
}

/** `option(tag, "autocomplete")` → `"name"` for `autocomplete:name`: the first fitting value. */
export function option(tag: FormTag, name: string, pattern: OptionPattern = "any"): string | undefined {
  return optionValues(tag, name, pattern)[0];
}

/** `id:contact-name` → `"contact-name"`. */
export function idOption(tag: FormTag): string | undefined {
  return option(tag, "id", "id");
}

/**
 * `class:a class:b class:a` → `["a", "b"]`, each cleaned as WordPress's `sanitize_html_class` does
 * (percent-escapes and characters outside `A-Za-z0-9_-` removed; `class:a.b` → `ab`).
 */
export function classOptions(tag: FormTag): string[] {
  const classes = optionValues(tag, "class").map((value) => value.replace(/%[a-fA-F0-9]{2}/g, "").replace(/[^A-Za-z0-9_-]/g, ""));
  return [...new Set(classes.filter((value) => value !== ""))];
}

/**
 * The `autocomplete` attribute Contact Form 7 gives a field: the tokens of every `autocomplete:`
 * option (`autocomplete:shipping|email` → "shipping email"), lower case, malformed ones left out;
 * "off" or "on" alone when present; undefined when none.
 */
export function autocompleteOption(tag: FormTag): string | undefined {
  const tokens = optionValues(tag, "autocomplete")
    .filter((value) => /^[-0-9a-zA-Z|]+$/.test(value))
    .flatMap((value) => value.toLowerCase().split("|"))
    .filter((token) => /^[a-z]+(?:-[0-9a-z]+)*$/.test(token));
  const unique = [...new Set(tokens)];
  if (unique.length === 0) return undefined;
  if (unique.includes("off")) return "off";
  if (unique.includes("on")) return "on";
  return unique.join(" ");
}

/** A positive whole number, or undefined for a missing option or 0 (Contact Form 7 treats "0" as unset). */
function positiveInt(text: string | undefined): number | undefined {
  if (text === undefined) return undefined;
  const n = Number.parseInt(text, 10);
  return n > 0 ? n : undefined;
}

/**
 * The field's size and maxlength: `size:40` / `maxlength:100`, else the `40/100` shorthand (either
 * side may be empty: `/100`, `40/`). Textareas write `40x10/500`, whose maxlength is read here too.
 */
export function sizeAndMaxlength(tag: FormTag): { size?: number; maxlength?: number } {
  let size = positiveInt(option(tag, "size", "int"));
  if (size === undefined) {
    for (const opt of tag.options) {
      const m = /^([0-9]*)\/[0-9]*$/.exec(opt);
      if (m?.[1]) {
        size = positiveInt(m[1]);
        break;
      }
    }
  }
  let maxlength = positiveInt(option(tag, "maxlength", "int"));
  if (maxlength === undefined) {
    for (const opt of tag.options) {
      const m = /^(?:[0-9]*x?[0-9]*)?\/([0-9]+)$/.exec(opt);
      if (m?.[1]) {
        maxlength = positiveInt(m[1]);
        break;
      }
    }
  }
  return { ...(size !== undefined && { size }), ...(maxlength !== undefined && { maxlength }) };
}

/** A textarea's `cols:40 rows:10`, else the `40x10` shorthand (`40x10/500` too). */
export function colsAndRows(tag: FormTag): { cols?: number; rows?: number } {
  const shorthand = firstMatch(tag, /^([0-9]*)x([0-9]*)(?:\/[0-9]+)?$/);
  const cols = positiveInt(option(tag, "cols", "int")) ?? positiveInt(shorthand?.[1]);
  const rows = positiveInt(option(tag, "rows", "int")) ?? positiveInt(shorthand?.[2]);
  return { ...(cols !== undefined && { cols }), ...(rows !== undefined && { rows }) };
}

export type NumericOptionName = "min" | "max" | "step" | "minlength" | "maxlength";

/**
 * `min:` / `max:` (signed decimals), `step:` (unsigned decimal), `minlength:` / `maxlength:`
 * (whole numbers; maxlength also from the `40/100` shorthand). Undefined when absent or malformed.
 */
export function numericOption(tag: FormTag, name: NumericOptionName): number | undefined {
  switch (name) {
    case "min":
    case "max": {
      const text = option(tag, name, "signedNum");
      return text === undefined ? undefined : Number(text);
    }
    case "step": {
      const text = option(tag, name, "num");
      return text === undefined ? undefined : Number(text);
    }
    case "minlength":
      return positiveInt(option(tag, name, "int"));
    case "maxlength":
      return sizeAndMaxlength(tag).maxlength;
  }
}

function formatDate(date: Date): string {
  const y = String(date.getUTCFullYear()).padStart(4, "0");
  const m = String(date.getUTCMonth() + 1).padStart(2, "0");
  const d = String(date.getUTCDate()).padStart(2, "0");
  return `${y}-${m}-${d}`;
}

/** A `Y-M-D` date (month 1–12, day 1–31; an overflowing day rolls over as PHP's parser does), as UTC midnight. */
function parseYmd(text: string): Date | undefined {
  const m = /^([0-9]{4})-([0-9]{1,2})-([0-9]{1,2})$/.exec(text);
  if (!m) return undefined;
  const [year, month, day] = [Number(m[1]), Number(m[2]), Number(m[3])];
  if (month < 1 || month > 12 || day < 1 || day > 31) return undefined;
  return new Date(Date.UTC(year, month - 1, day));
}

const DAY_WORDS: Readonly<Record<string, number>> = { today: 0, now: 0, tomorrow: 1, yesterday: -1 };
const RELATIVE_PART = /^([+-]?)\s*([0-9]+)\s*(day|week|fortnight|month|year)s?\s*/;

/**
 * A date option as `YYYY-MM-DD`. Contact Form 7 hands the value (underscores read as spaces) to PHP's
 * date parser; this reads the forms owners write: `min:2025-01-01`, `min:today`, `tomorrow`,
 * `min:today+1days`, `max:today+2weeks`, `today_-1_month`, `+3days` (counted from `today`, the
 * shop's local date as `YYYY-MM-DD`); months and years overflow as PHP's do (Jan 31 + 1 month →
 * Mar 3 in a common year). Undefined for anything else.
 */
export function dateOption(tag: FormTag, name: "min" | "max", today: string): string | undefined {
  const text = option(tag, name);
  const base = parseYmd(today);
  if (text === undefined || !base) return undefined;
  let rest = text.replace(/_+/g, " ").trim().toLowerCase();
  let date = parseYmd(rest);
  if (date) return formatDate(date);
  const word = /^(today|now|tomorrow|yesterday)\s*/.exec(rest);
  date = new Date(base.getTime());
  if (word) {
    date.setUTCDate(date.getUTCDate() + (DAY_WORDS[word[1] ?? ""] ?? 0));
    rest = rest.slice(word[0].length);
  } else if (rest === "") return undefined;
  while (rest !== "") {
    const part = RELATIVE_PART.exec(rest);
    if (!part) return undefined;
    const count = Number(part[2]) * (part[1] === "-" ? -1 : 1);
    const unit = part[3];
    if (unit === "year") date.setUTCFullYear(date.getUTCFullYear() + count);
    else if (unit === "month") date.setUTCMonth(date.getUTCMonth() + count);
    else date.setUTCDate(date.getUTCDate() + count * (unit === "week" ? 7 : unit === "fortnight" ? 14 : 1));
    rest = rest.slice(part[0].length);
  }
  return formatDate(date);
}

/** One choice of a select, checkbox, radio or quiz: `"Label|value"` shows Label, mails value. */
export type Pipe = { label: string; value: string };

/** `"Hà Nội|hn"` → `{ label: "Hà Nội", value: "hn" }`; a value without a pipe is both (trimmed). */
export function pipes(tag: FormTag): Pipe[] {
  return tag.values.map((raw) => {
    const at = raw.indexOf("|");
    if (at < 0) return { label: raw.trim(), value: raw.trim() };
    return { label: raw.slice(0, at).trim(), value: raw.slice(at + 1).trim() };
  });
}

/** The labels (the part before each pipe), as Contact Form 7's `$tag->values` holds them. */
export function labels(tag: FormTag): string[] {
  return pipes(tag).map((pipe) => pipe.label);
}

/** What a submitted label is mailed as: the value after its pipe; an unknown input as itself. */
export function pipeValue(tag: FormTag, input: string): string {
  return pipes(tag).find((pipe) => pipe.label === input)?.value ?? input;
}

/** Where a `default:` option takes a field's initial value from. */
export type DefaultSource =
  | { kind: "indexes"; indexes: number[] }
  | { kind: "get" }
  | { kind: "post" }
  | { kind: "post_meta" }
  | { kind: "shortcode_attr" }
  | { kind: "user"; property: string };

/**
 * The `default:` options, parsed: `default:1_2` (1-based indexes into the values), `default:get`,
 * `default:post`, `default:user_email`… Unknown words are left out.
 */
export function defaultSources(tag: FormTag): DefaultSource[] {
  const sources: DefaultSource[] = [];
  for (const raw of optionValues(tag, "default")) {
    const key = raw.toLowerCase().replace(/[^a-z0-9_-]/g, "");
    if (key.startsWith("user_")) sources.push({ kind: "user", property: key });
    else if (key === "get" || key === "post" || key === "post_meta" || key === "shortcode_attr") sources.push({ kind: key });
    else if (/^[0-9_]+$/.test(key)) {
      const indexes = key
        .split("_")
        .filter((part) => part !== "")
        .map((part) => Number.parseInt(part, 10));
      sources.push({ kind: "indexes", indexes });
    }
  }
  return sources;
}

/**
 * The labels `default:` indexes pick (`default:1_3` → the 1st and 3rd), unique, in order; the
 * request and user sources are not read here (a shop form starts from the template alone).
 */
export function defaultValues(tag: FormTag): string[] {
  const all = labels(tag);
  const picked: string[] = [];
  for (const source of defaultSources(tag)) {
    if (source.kind !== "indexes") continue;
    for (const index of source.indexes) {
      const label = all[index - 1];
      if (label !== undefined && !picked.includes(label)) picked.push(label);
    }
  }
  return picked;
}

/** The single default label (`[radio r default:2 "A" "B"]` → "B"), or undefined. */
export function defaultValue(tag: FormTag): string | undefined {
  return defaultValues(tag)[0];
}

/**
 * A text-like field's starting value and placeholder: its first label is the value, unless the tag
 * has `placeholder` (or the older `watermark`), which makes it the placeholder and the value "".
 * A `default:` index does not apply to text fields in Contact Form 7 (they have one value), so it
 * is not read here.
 */
export function placeholderAndValue(tag: FormTag): { placeholder?: string; value: string } {
  const first = labels(tag)[0] ?? "";
  if (hasOption(tag, "placeholder") || hasOption(tag, "watermark")) return { placeholder: first, value: "" };
  return { value: first };
}

/**
 * `filetypes:jpg|pdf filetypes:.PNG` → `["jpg", "pdf", "png"]` (lower case, no leading dot);
 * [] when the tag names none (the caller applies Contact Form 7's default list).
 */
export function fileTypes(tag: FormTag): string[] {
  const types = optionValues(tag, "filetypes")
    .flatMap((value) => value.split("|"))
    .map((type) => type.trim().toLowerCase().replace(/^\.+/, ""))
    .filter((type) => type !== "");
  return [...new Set(types)];
}

/** Contact Form 7's file size limit when a file tag names none: 1 MiB. */
export const DEFAULT_FILE_SIZE_LIMIT = 1024 * 1024;

/** `limit:2mb` → 2 MiB, `limit:1024kb` → 1 MiB, `limit:5000` → 5000 bytes; 1 MiB without one. */
export function fileSizeLimit(tag: FormTag): number {
  const m = firstMatch(tag, /^limit:([1-9][0-9]*)([kKmM]?[bB])?$/);
  if (!m?.[1]) return DEFAULT_FILE_SIZE_LIMIT;
  const size = Number.parseInt(m[1], 10);
  const unit = (m[2] ?? "").toLowerCase();
  return unit === "kb" ? size * 1024 : unit === "mb" ? size * 1024 * 1024 : size;
}

/** The field a `[count your-message]` tag counts (its name). */
export function countTarget(tag: FormTag): string {
  return tag.name;
}

/** `[count your-message down]` counts the characters left to the target's maxlength, not those typed. */
export function countsDown(tag: FormTag): boolean {
  return hasOption(tag, "down");
}
