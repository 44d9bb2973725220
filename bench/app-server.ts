import { spawn } from "node:child_process";
import { once } from "node:events";
import { readFile } from "node:fs/promises";
import { createServer } from "node:net";
import path from "node:path";
import { SERVER_ARGS, serverEnv } from "../scripts/server-process.mjs";
import type { DrawAheadStatus } from "../server/draw-ahead";
import { benchEnv } from "./env";

const ROOT = path.resolve(import.meta.dirname, "..");

export type AppServer = { url: string; pid: number; rssMb: () => Promise<{ now: number; peak: number }>; stop: () => Promise<number | null> };

/** A port nobody listens on right now (the OS picks it). */
export async function freePort(): Promise<number> {
  const probe = createServer();
  probe.listen(0, "127.0.0.1");
  await once(probe, "listening");
  const address = probe.address();
  probe.close();
  if (!address || typeof address === "string") throw new Error("no free port");
  return address.port;
}

async function waitForHealth(url: string, child: { exitCode: number | null }, timeoutMs: number): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`server exited with code ${child.exitCode} before it was ready`);
    const ok = await fetch(`${url}/healthz`).then((r) => r.ok, () => false);
    if (ok) return;
    await new Promise((r) => setTimeout(r, 250));
  }
  throw new Error(`server not healthy after ${timeoutMs / 1000} s`);
}

/** What `/healthz` tells of the pages drawn ahead and kept; absent where the server does neither (`DRAW_AHEAD=false`, development). */
type Health = { drawAhead?: DrawAheadStatus; keptPages?: { entries: number; bytes: number } };

const healthOf = async (url: string): Promise<Health> => (await (await fetch(`${url}/healthz`)).json()) as Health;

/**
 * Waits until the server has drawn its catalogue ahead once (decision 046: `/healthz`'s
 * `drawAhead.walks`), so that what a scenario measures is a server in its steady state, not one
 * still drawing every page beside the load. Returns how long it took and the pages drawn.
 */
export async function waitForDrawAhead(url: string, timeoutMs = 900_000): Promise<{ seconds: number; pages: number; drawn: number } | null> {
  const started = Date.now();
  for (;;) {
    const health = await healthOf(url);
    if (!health.drawAhead) return null;
    if (health.drawAhead.walks > 0) return { seconds: (Date.now() - started) / 1000, pages: health.drawAhead.pages, drawn: health.drawAhead.drawn };
    if (Date.now() - started > timeoutMs) throw new Error(`the catalogue was not drawn ahead after ${timeoutMs / 1000} s`);
    await new Promise((r) => setTimeout(r, 1000));
  }
}

/**
 * Waits until the server has no page of its own left to draw (decision 046: stale pages read
 * under the load are drawn again once it eases), so that the ceiling measured next shares the
 * machine with nothing, as the app did. At most `timeoutMs`; says how long it waited.
 */
export async function waitForQuiet(url: string, timeoutMs = 120_000): Promise<number> {
  const started = Date.now();
  for (;;) {
    const health = await healthOf(url);
    if (!health.drawAhead || (health.drawAhead.waiting === 0 && !health.drawAhead.walking) || Date.now() - started > timeoutMs) return (Date.now() - started) / 1000;
    await new Promise((r) => setTimeout(r, 500));
  }
}

/** The guests' pages the server keeps (`/healthz`'s `keptPages`), in MB: memory the operator gives them (`KEPT_PAGES_MB`). */
export async function keptPagesMb(url: string): Promise<number> {
  const health = await healthOf(url);
  return (health.keptPages?.bytes ?? 0) / (1024 * 1024);
}

/** VmRSS and VmHWM (peak) of a process, in MB. */
async function rssOf(pid: number): Promise<{ now: number; peak: number }> {
  const status = await readFile(`/proc/${pid}/status`, "utf8");
  const kb = (field: string) => Number(new RegExp(`^${field}:\\s+(\\d+) kB`, "m").exec(status)?.[1] ?? NaN);
  return { now: kb("VmRSS") / 1024, peak: kb("VmHWM") / 1024 };
}

/**
 * The production server exactly as `npm start` runs it (minus the build check), spawned
 * directly so its pid is the server's own and its memory can be read. On the bench's embedded
 * database unless `databaseUrl` names a PostgreSQL one.
 */
export async function startAppServer(
  dataDir: string,
  o: {
    databaseUrl?: string;
    /** Set over the bench's own environment (`RENDER_THREADS`, `SEED_DEMO`…). */
    env?: Record<string, string>;
    /** Receives what the server writes (stdout and stderr) instead of this process's terminal. */
    onOutput?: (text: string) => void;
  } = {},
): Promise<AppServer> {
  const port = await freePort();
  const url = `http://127.0.0.1:${port}`;
  // BENCH_SERVER_NODE_ARGS="--cpu-prof --cpu-prof-dir=/tmp/prof" profiles the server under the bench's load.
  const nodeArgs = (process.env.BENCH_SERVER_NODE_ARGS ?? "").split(" ").filter(Boolean);
  const child = spawn(process.execPath, [...nodeArgs, ...SERVER_ARGS], {
    cwd: ROOT,
    env: {
      ...serverEnv(benchEnv({ NODE_ENV: "production", HOST: "127.0.0.1", PORT: String(port), DATA_DIR: dataDir, SITE_URL: url, LOG_LEVEL: "warn" })),
      // The one scenario run on a PostgreSQL server (placing orders) names its database, which
      // gets the demo shop only when asked for; its orders need no pictures.
      ...(o.databaseUrl ? { DATABASE_URL: o.databaseUrl, SEED_DEMO: "no-images" } : {}),
      ...o.env,
    },
    stdio: ["ignore", o.onOutput ? "pipe" : "inherit", o.onOutput ? "pipe" : "inherit"],
  });
  if (o.onOutput) {
    child.stdout?.setEncoding("utf8").on("data", o.onOutput);
    child.stderr?.setEncoding("utf8").on("data", o.onOutput);
  }
  try {
    await waitForHealth(url, child, 300_000);
  } catch (error) {
    child.kill("SIGKILL");
    throw error;
  }
  return {
    url,
    pid: child.pid!,
    rssMb: () => rssOf(child.pid!),
    stop: async () => {
      if (child.exitCode !== null) return child.exitCode;
      const exited = once(child, "exit") as Promise<[number | null]>;
      child.kill("SIGTERM");
      const [code] = await exited;
      return code;
    },
  };
}
