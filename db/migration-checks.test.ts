import { execFileSync } from "node:child_process";
import { cpSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { afterEach, describe, expect, it } from "vitest";
import { checksumProblems, gitHistoryProblems } from "./migration-checks";

const ROOT = path.resolve(import.meta.dirname, "..");
const MIGRATIONS = path.join(ROOT, "db/migrations");
const history = gitHistoryProblems(ROOT);

type Journal = { entries: Array<{ idx: number; tag: string; when: number }> };

describe("committed migrations", () => {
  it("are each as recorded in meta/_checksums.json, in the journal's order", () => {
    expect(checksumProblems(MIGRATIONS)).toEqual([]);
  });

  it.skipIf(history === null)("are each as the commit that added them had them (but the edits from before the rule)", () => {
    expect(history).toEqual([]);
  });
});

describe("the checks of committed migrations", () => {
  let dir: string;
  afterEach(() => rmSync(dir, { recursive: true, force: true }));

  /** A copy of the committed migrations (and none in the making) to break. */
  function copy(): string {
    dir = mkdtempSync(path.join(os.tmpdir(), "migrations-"));
    cpSync(MIGRATIONS, dir, { recursive: true, filter: (from) => !from.endsWith(".sql") });
    const recorded = Object.keys(JSON.parse(readFileSync(path.join(dir, "meta/_checksums.json"), "utf8")) as object);
    for (const file of recorded) cpSync(path.join(MIGRATIONS, file), path.join(dir, file));
    const journal = JSON.parse(readFileSync(path.join(dir, "meta/_journal.json"), "utf8")) as Journal;
    journal.entries = journal.entries.slice(0, recorded.length);
    writeFileSync(path.join(dir, "meta/_journal.json"), JSON.stringify(journal));
    return dir;
  }

  it("name an edited migration, a new one without its checksum, and a journal entry older than the last", () => {
    const folder = copy();
    writeFileSync(path.join(folder, "0003_listing_indexes.sql"), `${readFileSync(path.join(folder, "0003_listing_indexes.sql"), "utf8")}\n-- later\n`);
    writeFileSync(path.join(folder, "0099_new.sql"), "SELECT 1;\n");
    const journal = JSON.parse(readFileSync(path.join(folder, "meta/_journal.json"), "utf8")) as Journal;
    journal.entries.push({ idx: journal.entries.length, tag: "0099_new", when: journal.entries[0]!.when });
    writeFileSync(path.join(folder, "meta/_journal.json"), JSON.stringify(journal));

    const problems = checksumProblems(folder);
    expect(problems).toHaveLength(3);
    expect(problems[0]).toMatch(/^0003_listing_indexes\.sql changed after it was committed .* make the change in a new migration/);
    expect(problems[1]).toBe(
      '0099_new.sql is not recorded: once it is final, append "0099_new.sql": ' +
        '"b4e0497804e46e0a0b0b8c31975b062152d551bac49c3c2e80932567b4085dcd" to db/migrations/meta/_checksums.json ' +
        "(entries are only appended, and the file never changes after).",
    );
    expect(problems[2]).toMatch(/^0099_new is journalled with "when" \d+, not after 00\d\d_\w+'s \d+: .* would skip it/);
  });

  it.skipIf(history === null)("with git, name a migration edited after the commit that added it, its checksum updated too", () => {
    const repo = (dir = mkdtempSync(path.join(os.tmpdir(), "migrations-")));
    const run = (...args: string[]) => execFileSync("git", ["-C", repo, "-c", "user.name=t", "-c", "user.email=t@t", ...args], { stdio: "ignore" });
    const migration = path.join(repo, "db/migrations/0003_listing_indexes.sql");
    mkdirSync(path.dirname(migration), { recursive: true });
    writeFileSync(migration, "SELECT 1;\n");
    run("init", "-q");
    run("add", "db");
    run("commit", "-q", "-m", "first");
    writeFileSync(migration, "SELECT 2;\n");
    run("commit", "-q", "-am", "edit");

    expect(gitHistoryProblems(repo, "db/migrations", {})).toEqual([
      expect.stringMatching(/^db\/migrations\/0003_listing_indexes\.sql differs from the commit that added it \([0-9a-f]{10}\)\. .*new migration/),
    ]);
    expect(gitHistoryProblems(repo, "db/migrations", { "0003_listing_indexes.sql": "0".repeat(64) })).toEqual([
      expect.stringMatching(/^db\/migrations\/0003_listing_indexes\.sql changed after its last edit from before the rule\./),
    ]);
  });
});
