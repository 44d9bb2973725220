import type { z } from "zod";
import { SqlAnswerMismatch, checkedAnswer } from "../../app/platform/.server/sql-answer";

/** Where `value` fails `schema` as a SQL answer: each issue's path, none when it is accepted. */
export function mismatchPaths(schema: z.ZodType, value: unknown): PropertyKey[][] {
  try {
    checkedAnswer("test_answer", schema, value);
    return [];
  } catch (e) {
    if (e instanceof SqlAnswerMismatch) return e.issues.map((issue) => issue.path);
    throw e;
  }
}

/** `object` with `key` left out: an answer missing a key. */
export function without(object: object, key: string): Record<string, unknown> {
  return Object.fromEntries(Object.entries(object).filter(([k]) => k !== key));
}
