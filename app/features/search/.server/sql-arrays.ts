import { type SQL, sql } from "drizzle-orm";

/**
 * A list as ONE parameter of PostgreSQL array type (drizzle's `sql` spreads a JS array into
 * several parameters). The literal quotes every element, so any text is safe.
 */
export function textArray(values: readonly string[]): SQL {
  const literal = `{${values.map((v) => `"${v.replace(/\\/g, "\\\\").replace(/"/g, '\\"')}"`).join(",")}}`;
  return sql`${literal}::text[]`;
}

export function intArray(values: readonly number[]): SQL {
  if (!values.every(Number.isSafeInteger)) throw new RangeError("intArray: whole numbers only");
  return sql`${`{${values.join(",")}}`}::int[]`;
}
