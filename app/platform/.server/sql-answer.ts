import type { SQL } from "drizzle-orm";
import { z } from "zod";
import { type Db, type Tx, queryRows } from "./db";

/**
 * What SQL answers (a function's JSON, or JSON a statement builds) is checked against the schema
 * its TypeScript type comes from under tests and in development, so a key renamed or a type
 * changed on one side fails where it is read instead of flowing into a page. In production it is
 * only cast: the hot reads are measured for throughput (decision 006) and must not pay for parsing.
 */
const checking = process.env.NODE_ENV === "test" || process.env.NODE_ENV === "development";

/** An answer its schema does not describe: which function or statement, and where in the answer. */
export class SqlAnswerMismatch extends Error {
  constructor(
    readonly source: string,
    readonly issues: z.core.$ZodIssue[],
  ) {
    super(`${source} answered what its type does not describe:\n${z.prettifyError(new z.ZodError(issues))}`);
    this.name = "SqlAnswerMismatch";
  }
}

/**
 * `value` as `source` answered it, typed by `schema` (checked when checking: see above). The value
 * itself is given back, not the parsed copy, so what the app sees is the same with or without the check.
 */
export function checkedAnswer<S extends z.ZodType>(source: string, schema: S, value: unknown): z.output<S> {
  if (checking) {
    const result = schema.safeParse(value);
    if (!result.success) throw new SqlAnswerMismatch(source, result.error.issues);
  }
  return value as z.output<S>;
}

/** The rows of a raw query, each one what `row` describes (`queryRows`, checked as `checkedAnswer`). */
export async function queryChecked<S extends z.ZodType>(db: Db | Tx, source: string, row: S, query: SQL): Promise<Array<z.output<S>>> {
  const rows = await queryRows<unknown>(db, query);
  if (checking) {
    rows.forEach((r, i) => {
      const result = row.safeParse(r);
      if (!result.success) throw new SqlAnswerMismatch(source, result.error.issues.map((issue) => ({ ...issue, path: [i, ...issue.path] })));
    });
  }
  return rows as Array<z.output<S>>;
}

/**
 * `true` only when the two types are the same: `sameType<z.infer<typeof schema>, DomainType>(true)`
 * compiles only while a schema and a type it cannot replace (one the browser's code also uses) agree.
 */
export type SameType<A, B> = (<T>() => T extends A ? 1 : 2) extends <T>() => T extends B ? 1 : 2 ? true : false;
export function sameType<A, B>(proof: SameType<A, B>): void {
  void proof;
}
