/**
 * Contact Form 7's Schema-Woven Validation schema, as `…/feedback/schema` answers it and as both
 * the browser and the server validate with it (spec §3 "Contact form schema", §5).
 */

export const SWV_SCHEMA_VERSION = "Contact Form 7 SWV Schema 2024-10";

export type SwvRuleName =
  | "required"
  | "requiredfile"
  | "email"
  | "url"
  | "tel"
  | "number"
  | "date"
  | "time"
  | "file"
  | "enum"
  | "dayofweek"
  | "minitems"
  | "maxitems"
  | "minlength"
  | "maxlength"
  | "minnumber"
  | "maxnumber"
  | "mindate"
  | "maxdate"
  | "minfilesize"
  | "maxfilesize"
  | "stepnumber"
  | "all"
  | "any";

/** One rule; which properties it carries depends on the rule (as Contact Form 7 writes them). */
export type SwvRule = {
  rule: SwvRuleName;
  field: string;
  /** The message shown when the rule fails. */
  error: string;
  /** minlength/maxlength: a number; minnumber/maxnumber, mindate/maxdate, min/maxitems, min/maxfilesize: a string. */
  threshold?: string | number;
  /** enum: the accepted values; file: extensions (".pdf") or MIME types ("image/*"); dayofweek: 1–7. */
  accept?: Array<string | number>;
  /** stepnumber */
  base?: string;
  interval?: string;
  /** all / any */
  rules?: SwvRule[];
};

export type SwvSchema = {
  version: typeof SWV_SCHEMA_VERSION;
  locale: string;
  rules: SwvRule[];
};

/** A field's value as the validator sees it: text, or a chosen file's name, type and size. */
export type SwvValue = string | { name: string; type: string; size: number };

/** The form's values by field name, every value of a repeated name (`checkbox[]` is `checkbox`). */
export type SwvInput = ReadonlyMap<string, readonly SwvValue[]>;

/** Field name → the first failing rule's message. A field without an error is absent. */
export type SwvErrors = Map<string, string>;
