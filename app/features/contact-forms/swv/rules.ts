/**
 * The field rules of Contact Form 7's Schema-Woven Validation (spec §5 "Contact form field
 * rules"), one function each: given the rule and every value of its field, does the field pass?
 * Text rules read the field's text values, trimmed, leaving blank ones out (an empty optional
 * field passes them); file rules read its chosen files. Neither ever throws on the other kind.
 */
import { compareDates, isoWeekday, parseDateShape, parseRealDate } from "./dates";
import { extensionsOfMimeType } from "./mime";
import { hasControlCharacter, normaliseNewlines, removeSpaces, trimSpace } from "./text";
import type { SwvRule, SwvRuleName, SwvValue } from "./types";

export type SwvFile = Exclude<SwvValue, string>;

/** Passes or fails one field's values against one rule. */
export type FieldRuleCheck = (rule: SwvRule, values: readonly SwvValue[]) => boolean;

/** The field's text values, trimmed, without the blank ones. */
function texts(values: readonly SwvValue[]): string[] {
  return values.flatMap((value) => {
    if (typeof value !== "string") return [];
    const trimmed = trimSpace(value);
    return trimmed === "" ? [] : [trimmed];
  });
}

/**
 * A browser submits an empty file input as a nameless, empty file; that is no file chosen
 * (decided: a required file that is omitted is invalid).
 */
export function isChosenFile(value: SwvValue): value is SwvFile {
  return typeof value !== "string" && !(value.name === "" && value.size === 0);
}

function chosenFiles(values: readonly SwvValue[]): SwvFile[] {
  return values.filter(isChosenFile);
}

/** A rule's whole-number threshold (`"10"`, `10`); NaN when it has none, which no count fails. */
function integerThreshold(rule: SwvRule): number {
  return Number.parseInt(String(rule.threshold), 10);
}

/** A valid floating-point number (HTML), decided to allow a leading `+` (spec: "optional sign"). */
const NUMBER_PATTERN = /^[+-]?(?:[0-9]+|[0-9]*\.[0-9]+)(?:[eE][+-]?[0-9]+)?$/;

/** The number a value writes, or null when it is not one (the `number` rule reports that). */
export function parseNumber(text: string): number | null {
  return NUMBER_PATTERN.test(text) ? Number(text) : null;
}

/** The sum of the values' lengths, a line break counting once whether sent as LF or CRLF. */
function totalLength(values: readonly SwvValue[]): number {
  return texts(values).reduce((sum, text) => sum + normaliseNewlines(text).length, 0);
}

export const required: FieldRuleCheck = (_rule, values) => texts(values).length > 0;

export const requiredfile: FieldRuleCheck = (_rule, values) => chosenFiles(values).length > 0;

/** WordPress's `is_email()`, and no control character anywhere. */
function isEmailAddress(text: string): boolean {
  if (text.length < 6 || hasControlCharacter(text)) return false;
  const at = text.indexOf("@");
  if (at < 1 || at !== text.lastIndexOf("@")) return false;
  const local = text.slice(0, at);
  const domain = text.slice(at + 1);
  if (!/^[a-zA-Z0-9!#$%&'*+/=?^_`{|}~.-]+$/.test(local)) return false;
  if (domain.includes("..") || /^[\s.]|[\s.]$/.test(domain)) return false;
  const labels = domain.split(".");
  return labels.length >= 2 && labels.every((label) => /^[a-z0-9](?:[a-z0-9-]*[a-z0-9])?$/i.test(label));
}

export const email: FieldRuleCheck = (_rule, values) => texts(values).every(isEmailAddress);

/** WordPress's `wp_allowed_protocols()` (spec §5 "url"). */
const URL_SCHEMES = new Set([
  "http", "https", "ftp", "ftps", "mailto", "news", "irc", "irc6", "ircs", "gopher", "nntp",
  "feed", "telnet", "mms", "rtsp", "sms", "svn", "tel", "fax", "xmpp", "webcal", "urn",
]);

/**
 * An absolute URL by the WHATWG URL parser (which lower-cases the scheme, and refuses `http:`
 * without a host, spaces in a host, `1.2.3.256` and numeric top-level labels) with an allowed
 * scheme; a `<` anywhere is refused too, though the parser would percent-encode it in a path.
 */
function isAbsoluteUrl(text: string): boolean {
  if (text.includes("<")) return false;
  try {
    return URL_SCHEMES.has(new URL(text).protocol.replace(/:$/, ""));
  } catch {
    return false;
  }
}

export const url: FieldRuleCheck = (_rule, values) => texts(values).every(isAbsoluteUrl);

/** Spec §5 "tel": 6 to 15 characters of digits, with an optional leading `+`, once normalised. */
function isTelephoneNumber(text: string): boolean {
  const withoutExtension = text.replace(/[#*][\s\S]*$/, "");
  let digits = removeSpaces(withoutExtension).replace(/[()/.-]/g, "");
  if (digits.startsWith("+") || digits.startsWith("00")) {
    digits = `+${digits.replace(/^[+0]+/, "")}`;
  }
  return /^\+?[0-9]+$/.test(digits) && digits.length > 5 && digits.length < 16;
}

export const tel: FieldRuleCheck = (_rule, values) => texts(values).every(isTelephoneNumber);

export const number: FieldRuleCheck = (_rule, values) => texts(values).every((text) => parseNumber(text) !== null);

export const date: FieldRuleCheck = (_rule, values) => texts(values).every((text) => parseRealDate(text) !== null);

/** HH:MM or HH:MM:SS, hours 0–23, minutes and seconds 0–59. */
function isTime(text: string): boolean {
  const match = /^([0-9]{2}):([0-9]{2})(?::([0-9]{2}))?$/.exec(text);
  if (!match) return false;
  const [, hours = "", minutes = "", seconds = "00"] = match;
  return Number(hours) <= 23 && Number(minutes) <= 59 && Number(seconds) <= 59;
}

export const time: FieldRuleCheck = (_rule, values) => texts(values).every(isTime);

/** The lower-case extension of a file name's last segment; "" when it has none (or ends in `/`). */
function extensionOf(fileName: string): string {
  const baseName = fileName.slice(fileName.lastIndexOf("/") + 1);
  const dot = baseName.lastIndexOf(".");
  return dot === -1 ? "" : baseName.slice(dot + 1).toLowerCase();
}

/** Does an `accept` entry (`.pdf`, `image/png`, `image/*`) admit the extension? */
function accepts(acceptEntry: string, extension: string): boolean {
  if (/^\.[a-z0-9]+$/i.test(acceptEntry)) return acceptEntry.slice(1).toLowerCase() === extension;
  return extensionsOfMimeType(acceptEntry).includes(extension);
}

/** Every value is a chosen file whose extension an `accept` entry admits; no file, no failure. */
export const file: FieldRuleCheck = (rule, values) =>
  values.every((value) => {
    if (typeof value === "string") return false;
    if (!isChosenFile(value)) return true;
    const extension = extensionOf(value.name);
    return extension !== "" && (rule.accept ?? []).some((entry) => accepts(String(entry), extension));
  });

const enumeration: FieldRuleCheck = (rule, values) =>
  texts(values).every((text) => (rule.accept ?? []).some((accepted) => text === String(accepted)));
export { enumeration as enum };

/** Each value is a real date on an accepted ISO weekday (1 = Monday … 7 = Sunday). */
export const dayofweek: FieldRuleCheck = (rule, values) =>
  texts(values).every((text) => {
    const day = parseRealDate(text);
    if (!day) return false;
    const weekday = isoWeekday(day);
    return (rule.accept ?? []).some((accepted) => Number.parseInt(String(accepted), 10) === weekday);
  });

export const minitems: FieldRuleCheck = (rule, values) => !(texts(values).length < integerThreshold(rule));

export const maxitems: FieldRuleCheck = (rule, values) => !(integerThreshold(rule) < texts(values).length);

/** Skipped when the field is empty: `required` speaks for that. */
export const minlength: FieldRuleCheck = (rule, values) => {
  const length = totalLength(values);
  return length === 0 || !(length < integerThreshold(rule));
};

export const maxlength: FieldRuleCheck = (rule, values) => !(integerThreshold(rule) < totalLength(values));

/** The bound of minnumber/maxnumber, read as `parseFloat` reads it; NaN (no bound) fails nothing. */
function numericThreshold(rule: SwvRule): number {
  return Number.parseFloat(String(rule.threshold));
}

/** The values that are numbers; the others are the `number` rule's to report. */
function numbers(values: readonly SwvValue[]): number[] {
  return texts(values).flatMap((text) => {
    const value = parseNumber(text);
    return value === null ? [] : [value];
  });
}

export const minnumber: FieldRuleCheck = (rule, values) => numbers(values).every((value) => !(value < numericThreshold(rule)));

export const maxnumber: FieldRuleCheck = (rule, values) => numbers(values).every((value) => !(numericThreshold(rule) < value));

/**
 * Each `YYYY-MM-DD` value compared with the threshold as dates, years by their value (a string
 * comparison would put 10000-01-01 before 9999-12-31). Values or thresholds of another shape are
 * left to the `date` rule.
 */
function dateBound(rule: SwvRule, values: readonly SwvValue[], inBounds: (order: number) => boolean): boolean {
  const threshold = parseDateShape(String(rule.threshold));
  if (!threshold) return true;
  return texts(values).every((text) => {
    const value = parseDateShape(text);
    return !value || inBounds(compareDates(value, threshold));
  });
}

export const mindate: FieldRuleCheck = (rule, values) => dateBound(rule, values, (order) => order >= 0);

export const maxdate: FieldRuleCheck = (rule, values) => dateBound(rule, values, (order) => order <= 0);

function totalSize(values: readonly SwvValue[]): number {
  return chosenFiles(values).reduce((sum, chosen) => sum + chosen.size, 0);
}

export const minfilesize: FieldRuleCheck = (rule, values) => !(totalSize(values) < integerThreshold(rule));

export const maxfilesize: FieldRuleCheck = (rule, values) => !(integerThreshold(rule) < totalSize(values));

/**
 * Zero once rounded half-up at 6 decimals (decided): below 0.0000005. The double nearest
 * 0.0000005 is itself the half, and rounds up, though its exact binary value lies just below.
 */
function roundsToZero(remainder: number): boolean {
  return Math.abs(remainder) < 5e-7;
}

/**
 * (value − base) is a multiple of the interval to 6 decimal places; skipped when the interval is
 * not positive. The remainder takes the dividend's sign, so below the base it is compared with
 * −interval as above it with +interval. A missing base is 0.
 */
export const stepnumber: FieldRuleCheck = (rule, values) => {
  const interval = Number.parseFloat(String(rule.interval));
  if (!(interval > 0)) return true;
  const parsedBase = Number.parseFloat(String(rule.base ?? "0"));
  const base = Number.isNaN(parsedBase) ? 0 : parsedBase;
  return numbers(values).every((value) => {
    const remainder = Math.abs((value - base) % interval);
    return roundsToZero(remainder) || roundsToZero(remainder - interval);
  });
};

/** Every rule on one field's values, by name; `all` and `any` combine rules in validate.ts. */
export const FIELD_RULES: Readonly<Record<Exclude<SwvRuleName, "all" | "any">, FieldRuleCheck>> = {
  required,
  requiredfile,
  email,
  url,
  tel,
  number,
  date,
  time,
  file,
  enum: enumeration,
  dayofweek,
  minitems,
  maxitems,
  minlength,
  maxlength,
  minnumber,
  maxnumber,
  mindate,
  maxdate,
  minfilesize,
  maxfilesize,
  stepnumber,
};
