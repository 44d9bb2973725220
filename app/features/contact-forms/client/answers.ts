/**
 * The feedback and refill answers (spec §3 "Contact form feedback answer", §7), read as Contact
 * Form 7's script reads them: only what it uses, anything else ignored.
 */
import type { SwvSchema } from "../swv/types";

export type InvalidField = { field: string; message: string };

export type Refill = {
  /** Field → the CAPTCHA image's URL. */
  captcha?: Record<string, string>;
  /** Field → [question, answer hash]. */
  quiz?: Record<string, [string, string]>;
};

export type FeedbackAnswer = Refill & {
  status: string;
  message: string;
  postedDataHash: string;
  invalidFields: InvalidField[];
};

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === "object" && value !== null && !Array.isArray(value);
}

function asString(value: unknown): string {
  return typeof value === "string" ? value : value === undefined || value === null ? "" : String(value);
}

/** The CAPTCHA and quiz refills in an answer (a refill with nothing to refill is `[]`). */
export function readRefill(answer: unknown): Refill {
  if (!isRecord(answer)) return {};
  const refill: Refill = {};
  if (isRecord(answer.captcha)) {
    refill.captcha = Object.fromEntries(Object.entries(answer.captcha).map(([name, url]) => [name, asString(url)]));
  }
  if (isRecord(answer.quiz)) {
    const quiz: Record<string, [string, string]> = {};
    for (const [name, pair] of Object.entries(answer.quiz)) {
      if (Array.isArray(pair)) quiz[name] = [asString(pair[0]), asString(pair[1])];
    }
    refill.quiz = quiz;
  }
  return refill;
}

export function readFeedback(answer: unknown): FeedbackAnswer {
  const record = isRecord(answer) ? answer : {};
  const invalidFields = Array.isArray(record.invalid_fields)
    ? record.invalid_fields.filter(isRecord).map((f) => ({ field: asString(f.field), message: asString(f.message) }))
    : [];
  return {
    ...readRefill(record),
    status: asString(record.status),
    message: asString(record.message),
    postedDataHash: asString(record.posted_data_hash),
    invalidFields,
  };
}

/** The challenge a Really Simple CAPTCHA image names: the digits before its extension. */
export function captchaChallengeOf(url: string): string | null {
  return /([0-9]+)\.(png|gif|jpeg)$/.exec(url)?.[1] ?? null;
}

/** The schema answer, kept when it has a rule list (anything else leaves the form unjudged in the browser). */
export function readSchema(answer: unknown): SwvSchema | undefined {
  return isRecord(answer) && Array.isArray(answer.rules) ? (answer as SwvSchema) : undefined;
}
