import { execFile } from "node:child_process";
import { mkdtemp, rm, writeFile } from "node:fs/promises";
import { createRequire } from "node:module";
import os from "node:os";
import path from "node:path";
import { promisify } from "node:util";
import { percentile } from "./percentile";

const run = promisify(execFile);
const AUTOCANNON = createRequire(import.meta.url).resolve("autocannon/autocannon.js");
const AUTOCANNON_PATHS = new URL("./autocannon-paths.mjs", import.meta.url).pathname;

/** What a browser accepts: the app compresses for the load as it does for a shopper (decision 023). */
export const BROWSER_HEADERS: Readonly<Record<string, string>> = { "Accept-Encoding": "gzip, deflate, br, zstd" };

export type LoadOptions = {
  url: string;
  method: string;
  body?: string;
  headers?: Record<string, string>;
  connections: number;
  seconds: number;
};

/** `rps` is the mean of autocannon's per-second counts, `rpsMedian` their median. */
export type LoadResult = { rps: number; rpsMedian: number; p50: number; p99: number; requests: number; errors: number; non2xx: number };

export type AutocannonJson = {
  requests: { average: number; p50: number; total: number };
  latency: { p50: number; p99: number };
  errors: number;
  timeouts: number;
  non2xx: number;
};

/**
 * One autocannon run in its own process (its CLI, JSON out), so the load generator never shares
 * an event loop or a core's time slices with this harness.
 */
export async function runLoad(o: LoadOptions): Promise<LoadResult> {
  const args = [AUTOCANNON, "--json", "--no-progress", "-c", String(o.connections), "-d", String(o.seconds), "-m", o.method];
  if (o.body !== undefined) args.push("-b", o.body);
  for (const [name, value] of Object.entries({ ...BROWSER_HEADERS, ...o.headers })) args.push("-H", `${name}=${value}`);
  args.push(o.url);
  const { stdout } = await run(process.execPath, args, { maxBuffer: 16 * 1024 * 1024 });
  return loadResult(JSON.parse(stdout) as AutocannonJson);
}

/** The server's own time per request (its `Server-Timing: app;dur=`), in ms; null without samples. */
export type ServerTime = { p50: number | null; p99: number | null; samples: number };

/**
 * GETs of `paths` on `origin`, each connection going through them in turn (or, `shared`, all
 * connections taking them from one queue: see autocannon-paths.mjs): the latencies as the client
 * saw them, and the server's own time.
 */
export async function runLoadOverPaths(o: {
  origin: string;
  paths: string[];
  connections: number;
  seconds: number;
  shared?: boolean;
}): Promise<LoadResult & { server: ServerTime }> {
  const options = JSON.stringify({ url: o.origin, paths: o.paths, connections: o.connections, seconds: o.seconds, shared: o.shared ?? false, headers: BROWSER_HEADERS });
  // In a file: a whole catalogue's paths are more than one argument may hold (E2BIG).
  const dir = await mkdtemp(path.join(os.tmpdir(), "bench-paths-"));
  const file = path.join(dir, "options.json");
  await writeFile(file, options);
  const { stdout } = await run(process.execPath, [AUTOCANNON_PATHS, `@${file}`], { maxBuffer: 16 * 1024 * 1024 }).finally(() => rm(dir, { recursive: true, force: true }));
  const json = JSON.parse(stdout) as AutocannonJson & { serverTimes: number[] };
  const times = json.serverTimes.sort((a, b) => a - b);
  const at = (p: number) => (times.length > 0 ? percentile(times, p) : null);
  return { ...loadResult(json), server: { p50: at(50), p99: at(99), samples: times.length } };
}

export function loadResult(r: AutocannonJson): LoadResult {
  return {
    rps: r.requests.average,
    rpsMedian: r.requests.p50,
    p50: r.latency.p50,
    p99: r.latency.p99,
    requests: r.requests.total,
    errors: r.errors + r.timeouts,
    non2xx: r.non2xx,
  };
}
