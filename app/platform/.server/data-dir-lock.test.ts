import { spawn } from "node:child_process";
import { mkdtemp, readFile, rm, writeFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { DataDirInUse, lockDataDir } from "./data-dir-lock";

let dir: string;
beforeEach(async () => {
  dir = await mkdtemp(path.join(tmpdir(), "data-dir-lock-"));
});
afterEach(() => rm(dir, { recursive: true, force: true }));

/** A process that stays alive until killed, standing in for a server holding the data. */
function otherProcess() {
  const child = spawn(process.execPath, ["-e", "setInterval(() => {}, 1000)"], { stdio: "ignore" });
  return { pid: child.pid!, stop: () => new Promise<void>((resolve) => child.once("exit", () => resolve()).kill()) };
}

describe("lockDataDir", () => {
  it("refuses a data directory another live process holds, naming it", async () => {
    const other = otherProcess();
    try {
      const data = path.join(dir, "pglite");
      await writeFile(`${data}.pid`, `${other.pid}\n`);
      const refused = lockDataDir(data);
      await expect(refused).rejects.toBeInstanceOf(DataDirInUse);
      await expect(refused).rejects.toThrow(`tiến trình ${other.pid}`);
      expect(await readFile(`${data}.pid`, "utf8")).toBe(`${other.pid}\n`);
    } finally {
      await other.stop();
    }
  });

  it("takes over a lock left by a process that is gone, and gives its own back", async () => {
    const gone = otherProcess();
    await gone.stop();
    const data = path.join(dir, "pglite");
    await writeFile(`${data}.pid`, `${gone.pid}\n`);
    const unlock = await lockDataDir(data);
    expect(await readFile(`${data}.pid`, "utf8")).toBe(`${process.pid}\n`);
    await unlock();
    await expect(readFile(`${data}.pid`, "utf8")).rejects.toMatchObject({ code: "ENOENT" });
  });
});
