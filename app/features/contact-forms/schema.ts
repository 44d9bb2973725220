import type { ContactFormMessageKey } from "../../lib/i18n/areas/contact-forms";
import type { FormTag } from "./form-model";
import { dateOption, fileSizeLimit, fileTypes, labels, numericOption, sizeAndMaxlength } from "./form-tag";
import { SWV_SCHEMA_VERSION, type SwvRule, type SwvSchema } from "./swv/types";

/**
 * The schema of a form's rules, as Contact Form 7 6.1 builds it from the form-tags: module by
 * module in the order it loads them (checkbox and radio, date, file, number, select, the text
 * fields, textarea), each tag's rules in its module's order. Quizzes and acceptance boxes are
 * checked by the server alone and never appear in it.
 */
export function buildSchema(tags: readonly FormTag[], messages: Readonly<Record<ContactFormMessageKey, string>>, locale: string, today: string): SwvSchema {
  const named = tags.filter((t) => t.name !== "");
  const ofTypes = (...types: FormTag["type"][]) => named.filter((t) => types.includes(t.type));
  const rule = (r: Omit<SwvRule, "error">, message: ContactFormMessageKey): SwvRule => ({ ...r, error: messages[message] });
  const rules: SwvRule[] = [];
  const required = (tag: FormTag) => {
    if (tag.required) rules.push(rule({ rule: "required", field: tag.name }, "invalid_required"));
  };

  for (const tag of ofTypes("checkbox", "radio")) {
    required(tag);
    rules.push(rule({ rule: "enum", field: tag.name, accept: labels(tag) }, "invalid_enum"));
  }
  for (const tag of ofTypes("date")) {
    required(tag);
    rules.push(rule({ rule: "date", field: tag.name }, "invalid_date"));
    const min = dateOption(tag, "min", today);
    const max = dateOption(tag, "max", today);
    if (min !== undefined) rules.push(rule({ rule: "mindate", field: tag.name, threshold: min }, "date_too_early"));
    if (max !== undefined) rules.push(rule({ rule: "maxdate", field: tag.name, threshold: max }, "date_too_late"));
  }
  for (const tag of ofTypes("file")) {
    if (tag.required) rules.push(rule({ rule: "requiredfile", field: tag.name }, "invalid_required"));
    rules.push(rule({ rule: "file", field: tag.name, accept: fileAccept(fileTypes(tag)) }, "upload_file_type_invalid"));
    rules.push(rule({ rule: "maxfilesize", field: tag.name, threshold: fileSizeLimit(tag) }, "upload_file_too_large"));
  }
  for (const tag of ofTypes("number", "range")) {
    required(tag);
    rules.push(rule({ rule: "number", field: tag.name }, "invalid_number"));
    const min = numericOption(tag, "min");
    const max = numericOption(tag, "max");
    const step = numericOption(tag, "step");
    if (min !== undefined) rules.push(rule({ rule: "minnumber", field: tag.name, threshold: String(min) }, "number_too_small"));
    if (max !== undefined) rules.push(rule({ rule: "maxnumber", field: tag.name, threshold: String(max) }, "number_too_large"));
    if (step !== undefined && step > 0) {
      rules.push(rule({ rule: "stepnumber", field: tag.name, base: String(min ?? 0), interval: String(step) }, "number_step_mismatch"));
    }
  }
  for (const tag of ofTypes("select")) {
    required(tag);
    rules.push(rule({ rule: "enum", field: tag.name, accept: labels(tag) }, "invalid_enum"));
  }
  for (const tag of ofTypes("text", "email", "url", "tel")) {
    required(tag);
    if (tag.type === "email") rules.push(rule({ rule: "email", field: tag.name }, "invalid_email"));
    if (tag.type === "url") rules.push(rule({ rule: "url", field: tag.name }, "invalid_url"));
    if (tag.type === "tel") rules.push(rule({ rule: "tel", field: tag.name }, "invalid_tel"));
    lengthRules(tag);
  }
  for (const tag of ofTypes("textarea")) {
    required(tag);
    lengthRules(tag);
  }
  return { version: SWV_SCHEMA_VERSION, locale, rules };

  function lengthRules(tag: FormTag) {
    const min = numericOption(tag, "minlength");
    const max = textMaxlength(tag);
    if (min !== undefined) rules.push(rule({ rule: "minlength", field: tag.name, threshold: min }, "invalid_too_short"));
    if (max !== undefined) rules.push(rule({ rule: "maxlength", field: tag.name, threshold: max }, "invalid_too_long"));
  }
}

/**
 * Contact Form 7 bounds every one-line text field at 400 characters unless the tag says otherwise
 * (`maxlength:100`, `40/100`); a textarea only when its tag does.
 */
export const IMPLICIT_TEXT_MAXLENGTH = 400;

/** The maximum length a text field or textarea is held to, by its tag. */
export function textMaxlength(tag: FormTag): number | undefined {
  const declared = numericOption(tag, "maxlength") ?? sizeAndMaxlength(tag).maxlength;
  if (declared !== undefined) return declared;
  return tag.type === "textarea" ? undefined : IMPLICIT_TEXT_MAXLENGTH;
}

/** Contact Form 7's file types when a file tag names none. */
export const DEFAULT_FILE_TYPES = ["jpg", "jpeg", "png", "gif", "pdf", "doc", "docx", "ppt", "pptx", "odt", "avi", "ogg", "m4a", "mov", "mp3", "mp4", "mpg", "wav", "wmv"] as const;

/** A file tag's accepted types as the schema and the input's `accept` name them: `.pdf`, or a MIME type as written. */
export function fileAccept(types: readonly string[]): string[] {
  const list = types.length > 0 ? types : DEFAULT_FILE_TYPES;
  return list.map((type) => (type.includes("/") ? type : `.${type}`));
}
