import { fork } from "node:child_process";
import { once } from "node:events";
import { type IncomingMessage, request } from "node:http";
import path from "node:path";
import type { CeilingMessage, FixedAnswer } from "./ceiling-server";
import { BROWSER_HEADERS } from "./load";

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

/**
 * The app's answer to one request, kept byte for byte for the ceiling server: as sent to a
 * browser, so compressed (node:http, unlike fetch, does not decode it). `what` names it in the
 * error when it is not a 2xx.
 */
export async function captureAnswer(
  origin: string,
  r: { method: string; path: string; headers?: Record<string, string>; body?: string; what: string },
): Promise<FixedAnswer> {
  const res = await new Promise<IncomingMessage>((resolve, reject) => {
    const req = request(origin + r.path, { method: r.method, headers: { ...BROWSER_HEADERS, ...r.headers } }, resolve);
    req.on("error", reject);
    req.end(r.body);
  });
  const chunks: Buffer[] = [];
  for await (const chunk of res) chunks.push(chunk as Buffer);
  const status = res.statusCode ?? 0;
  if (status < 200 || status > 299) throw new Error(`${r.what}: ${r.method} ${r.path} answered ${status}`);
  const header = (name: string) => String(res.headers[name] ?? "");
  return { method: r.method, path: r.path, status, contentType: header("content-type"), contentEncoding: header("content-encoding"), body: Buffer.concat(chunks).toString("base64") };
}
