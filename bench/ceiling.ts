import { fork } from "node:child_process";
import { once } from "node:events";
import path from "node:path";
import type { CeilingMessage, FixedAnswer } from "./ceiling-server";

export type Ceiling = { url: string; stop: () => Promise<void> };

/** Starts the bare server of ceiling-server.ts in a child process, serving `answers`. */
export async function startCeiling(answers: FixedAnswer[]): Promise<Ceiling> {
  const child = fork(path.join(import.meta.dirname, "ceiling-server.ts"), {
    execArgv: ["--import", "tsx"],
    stdio: ["ignore", "inherit", "inherit", "ipc"],
  });
  const ready = once(child, "message") as Promise<[{ port: number }]>;
  child.send({ answers } satisfies CeilingMessage);
  const [{ port }] = await ready;
  return {
    url: `http://127.0.0.1:${port}`,
    stop: async () => {
      const exited = once(child, "exit");
      child.kill("SIGTERM");
      await exited;
    },
  };
}
