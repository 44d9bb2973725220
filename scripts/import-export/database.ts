import path from "node:path";
import { openDatabase, type Database } from "../../app/platform/.server/db";

/**
 * The shop's database for a command-line import or export: PostgreSQL at DATABASE_URL, else the
 * embedded one in DATA_DIR (the shop stopped first: one process per data directory).
 */
export async function commandLineDatabase(dataDirFlag: string | undefined): Promise<{ database: Database; dataDir: string }> {
  const url = process.env.DATABASE_URL;
  const dataDir = path.resolve(dataDirFlag ?? process.env.DATA_DIR ?? "./data");
  const database = await openDatabase(url ? { kind: "postgres", url, poolSize: 2 } : { kind: "pglite", dataDir: path.join(dataDir, "pglite") });
  return { database, dataDir };
}

/** The largest picture an import takes in: the media library's limit (UPLOAD_IMAGE_MAX_MEGAPIXELS, as the server reads it). */
export const importMaxPixels = (): number => Number(process.env.UPLOAD_IMAGE_MAX_MEGAPIXELS ?? 60) * 1_000_000;

/** A mistake in the command line: said without a stack trace. */
export class UsageError extends Error {}

/** A subcommand of `npm run import` or `npm run export`: its usage line, and a run answering the exit code. */
export type Subcommand = { usage: string; run: (args: string[]) => Promise<number> };

/**
 * Runs the subcommand the first argument names with the rest; a mistake in the command line
 * (an unknown subcommand, an option it does not take) is said with the usage, without a stack trace.
 */
export async function runSubcommand(commands: Record<string, Subcommand>, argv = process.argv.slice(2)): Promise<void> {
  const usage = `Cách dùng:\n${Object.values(commands).map((c) => `  ${c.usage}`).join("\n")}`;
  try {
    const [kind, ...rest] = argv;
    const command = kind ? commands[kind] : undefined;
    if (!command) throw new UsageError(kind ? `không biết loại "${kind}"` : "cần một loại dữ liệu");
    process.exitCode = await command.run(rest);
  } catch (error) {
    const usageMistake = error instanceof UsageError || (error instanceof TypeError && "code" in error && String(error.code).startsWith("ERR_PARSE_ARGS"));
    console.error(usageMistake ? `Lỗi: ${(error as Error).message}\n${usage}` : error);
    process.exitCode = 1;
  }
}
