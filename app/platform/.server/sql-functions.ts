import { readdir, readFile } from "node:fs/promises";
import path from "node:path";

/**
 * Where every SQL function's current source lives (decision 021): one file per area, each only
 * `CREATE OR REPLACE`, applied after the migrations at every start.
 */
export const SQL_FUNCTIONS = path.resolve(import.meta.dirname, "../../../db/functions");

/** Runs one file's statements (several, so a simple-protocol script) in the open transaction. */
export type RunScript = (script: string) => Promise<void>;

/** Opens one transaction, hands `work` a way to run scripts in it, and commits when it ends. */
export type InTransaction = (work: (run: RunScript) => Promise<void>) => Promise<void>;

/**
 * Applies every `*.sql` of `folder`, in file-name order, in one transaction: a file that fails
 * leaves the functions as they were and names itself in the error. Running it again changes
 * nothing, which is what lets every start run it.
 */
export async function applySqlFunctions(inTransaction: InTransaction, folder = SQL_FUNCTIONS): Promise<void> {
  const names = (await readdir(folder)).filter((name) => name.endsWith(".sql")).sort();
  const files = await Promise.all(names.map(async (name) => ({ name, script: await readFile(path.join(folder, name), "utf8") })));
  await inTransaction(async (run) => {
    for (const { name, script } of files) {
      try {
        await run(script);
      } catch (error) {
        throw new Error(`db/functions/${name}: ${error instanceof Error ? error.message : String(error)}`, { cause: error });
      }
    }
  });
}
