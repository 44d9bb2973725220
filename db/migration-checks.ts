import { execFileSync } from "node:child_process";
import { createHash } from "node:crypto";
import { existsSync, readdirSync, readFileSync } from "node:fs";
import path from "node:path";

/**
 * A committed migration never changes (decision 021): a database that applied it never runs it
 * again, so an edit reaches new databases only and the two kinds drift apart. These checks answer
 * what breaks the rule, each with what to do instead; the unit tests expect none.
 */

const INSTEAD =
  "Databases that already applied it never run it again: put it back as it was and make the change in a new " +
  "migration (a function's body: in its file in db/functions/).";

const sha256 = (bytes: Buffer | string) => createHash("sha256").update(bytes).digest("hex");

type Journal = { entries: Array<{ tag: string; when: number }> };

/**
 * Without git: every migration against `meta/_checksums.json`, the sha256 of each committed
 * migration in order, to which a new migration's is appended once it is final.
 */
export function checksumProblems(migrations: string): string[] {
  const recorded = JSON.parse(readFileSync(path.join(migrations, "meta/_checksums.json"), "utf8")) as Record<string, string>;
  const journal = JSON.parse(readFileSync(path.join(migrations, "meta/_journal.json"), "utf8")) as Journal;
  const problems: string[] = [];
  for (const [file, recordedSum] of Object.entries(recorded)) {
    const where = path.join(migrations, file);
    if (!existsSync(where)) {
      problems.push(`${file} is recorded in meta/_checksums.json but gone: a committed migration is never removed or renamed. ${INSTEAD}`);
    } else if (sha256(readFileSync(where)) !== recordedSum) {
      problems.push(`${file} changed after it was committed (its sha256 is recorded in meta/_checksums.json). ${INSTEAD}`);
    }
  }
  for (const file of readdirSync(migrations).filter((name) => name.endsWith(".sql")).sort()) {
    if (file in recorded) continue;
    problems.push(
      `${file} is not recorded: once it is final, append "${file}": "${sha256(readFileSync(path.join(migrations, file)))}" ` +
        "to db/migrations/meta/_checksums.json (entries are only appended, and the file never changes after).",
    );
  }
  const journalled = journal.entries.map((entry) => `${entry.tag}.sql`);
  const order = Object.keys(recorded);
  if (journalled.slice(0, order.length).join() !== order.join()) {
    problems.push(
      `meta/_journal.json lists ${journalled.join(", ")}, but the committed migrations are ${order.join(", ")}: ` +
        "they keep their places, and a new migration comes after them.",
    );
  }
  journal.entries.forEach((entry, i) => {
    const before = journal.entries[i - 1];
    if (before && entry.when <= before.when) {
      problems.push(
        `${entry.tag} is journalled with "when" ${entry.when}, not after ${before.tag}'s ${before.when}: Drizzle applies only ` +
          `migrations newer than the last one a database applied, so a database that has ${before.tag} would skip it. ` +
          "Give it a later \"when\" (its place after the last migration).",
      );
    }
    if (!existsSync(path.join(migrations, `${entry.tag}.sql`))) problems.push(`meta/_journal.json lists ${entry.tag}, which has no file.`);
  });
  return problems;
}

/**
 * The migrations edited after they were committed, before the rule: the sha256 of what they
 * were left as. Nothing is ever added here.
 */
export const HISTORIC_EDITS: Readonly<Record<string, string>> = {
  "0004_catalog_read_functions.sql": "5b891913826ed0bb965c326d4e4e88ea13ce431306566310f3a34637f940932f",
  "0006_cart_functions.sql": "5306e05d4b1e135b2834eff1c6687b7e282405b048fe54f423abadae3ee5a47e",
  "0007_search.sql": "16f2a09350a4412630f7d08d6a238def936c4f4823d9ed062c6dc6b8df5df242",
};

function git(root: string, ...args: string[]): Buffer {
  return execFileSync("git", ["-C", root, ...args], { stdio: ["ignore", "pipe", "ignore"], maxBuffer: 64 * 1024 * 1024 });
}

/**
 * With git: every migration of the working tree against the commit that first added it, so an
 * edit is caught even with its checksum updated too. Null where `root` has no history of its
 * own to read (an export without .git, or no git).
 */
export function gitHistoryProblems(root: string, migrations = "db/migrations", historicEdits = HISTORIC_EDITS): string[] | null {
  let top: string;
  try {
    top = git(root, "rev-parse", "--show-toplevel").toString().trim();
  } catch {
    return null;
  }
  if (path.resolve(top) !== path.resolve(root)) return null;
  const log = git(root, "log", "--diff-filter=A", "--no-renames", "--reverse", "--format=commit %H", "--name-only", "--", migrations).toString();
  const firstAdded = new Map<string, string>();
  let commit = "";
  for (const line of log.split("\n")) {
    if (line.startsWith("commit ")) commit = line.slice("commit ".length);
    else if (line.endsWith(".sql") && !firstAdded.has(line)) firstAdded.set(line, commit);
  }
  const problems: string[] = [];
  for (const [file, added] of firstAdded) {
    const where = path.join(root, file);
    // Gone: the checksums' check says so.
    if (!existsSync(where)) continue;
    const now = sha256(readFileSync(where));
    const historic = historicEdits[path.basename(file)];
    if (historic !== undefined) {
      if (now !== historic) problems.push(`${file} changed after its last edit from before the rule. ${INSTEAD}`);
    } else if (now !== sha256(git(root, "cat-file", "blob", `${added}:${file}`))) {
      problems.push(`${file} differs from the commit that added it (${added.slice(0, 10)}). ${INSTEAD}`);
    }
  }
  return problems;
}
