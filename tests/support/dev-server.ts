import { type ChildProcess, spawn } from "node:child_process";
import { once } from "node:events";
import { cp, mkdir, mkdtemp, readdir, rm, symlink } from "node:fs/promises";
import { createServer } from "node:net";
import os from "node:os";
import path from "node:path";

const ROOT = path.resolve(import.meta.dirname, "../..");
/** What the development server runs from, besides the installed packages. */
const SOURCES = ["app", "server", "db", "public", "package.json", "package-lock.json", "tsconfig.json", "vite.config.ts", "react-router.config.ts"];

/**
 * A whole server process as `npm run dev` starts it (tsx and Vite: nothing has to be built), on
 * a port of its own, its log kept for the test to read.
 */
export type ServerProcess = {
  url: string;
  /** Everything the process wrote so far, stdout and stderr. */
  log: () => string;
  /** Resolves once `/healthz` answers; rejects if the process exits first or `timeoutMs` passes. */
  healthy: (timeoutMs: number) => Promise<void>;
  stop: () => Promise<void>;
};

async function freePort(): Promise<number> {
  const probe = createServer().listen(0, "127.0.0.1");
  await once(probe, "listening");
  const address = probe.address();
  probe.close();
  if (!address || typeof address === "string") throw new Error("no free port");
  return address.port;
}

/** The test runner's environment without what would change the server's own. */
function inheritedEnv(): NodeJS.ProcessEnv {
  const env = { ...process.env };
  for (const name of Object.keys(env)) if (name.startsWith("VITEST")) delete env[name];
  for (const name of ["DATABASE_URL", "SEED_DEMO", "SECRET_KEY", "DATA_DIR", "PORT", "HOST", "SITE_URL", "TRUST_PROXY", "SMTP_URL", "MAIL_FROM"]) {
    delete env[name];
  }
  return env;
}

/**
 * A directory of the process's own to run from: the sources copied, each installed package
 * linked. As it starts, React Router's development server deletes and writes again
 * `.react-router/` under its root, and Vite its dependency cache under `node_modules/.vite`:
 * servers starting together from one directory trip over each other there (ENOENT).
 */
async function checkoutOfItsOwn(): Promise<string> {
  const dir = await mkdtemp(path.join(os.tmpdir(), "cuahang-server-"));
  await Promise.all(SOURCES.map((entry) => cp(path.join(ROOT, entry), path.join(dir, entry), { recursive: true })));
  await mkdir(path.join(dir, "node_modules"));
  for (const entry of await readdir(path.join(ROOT, "node_modules"))) {
    if (entry !== ".vite") await symlink(path.join(ROOT, "node_modules", entry), path.join(dir, "node_modules", entry));
  }
  return dir;
}

/** Starts the process and returns at once: several can be started together. */
export async function startDevServer(env: Record<string, string>): Promise<ServerProcess> {
  const port = await freePort();
  const url = `http://127.0.0.1:${port}`;
  const checkout = await checkoutOfItsOwn();
  const child: ChildProcess = spawn(process.execPath, ["--import", "tsx", "server/dev.ts"], {
    cwd: checkout,
    env: { ...inheritedEnv(), NODE_ENV: "development", HOST: "127.0.0.1", PORT: String(port), SITE_URL: url, LOG_LEVEL: "info", ...env },
    stdio: ["ignore", "pipe", "pipe"],
  });
  let output = "";
  child.stdout?.on("data", (chunk: Buffer) => (output += chunk));
  child.stderr?.on("data", (chunk: Buffer) => (output += chunk));
  const exited = new Promise((resolve) => child.once("exit", resolve));

  return {
    url,
    log: () => output,
    healthy: async (timeoutMs) => {
      const deadline = Date.now() + timeoutMs;
      while (!(await fetch(`${url}/healthz`).then((r) => r.ok, () => false))) {
        if (child.exitCode !== null) throw new Error(`the server on ${url} exited with ${child.exitCode}:\n${output}`);
        if (Date.now() > deadline) throw new Error(`the server on ${url} was not healthy after ${timeoutMs} ms:\n${output}`);
        await new Promise((r) => setTimeout(r, 200));
      }
    },
    stop: async () => {
      if (child.exitCode === null && child.signalCode === null) {
        child.kill("SIGTERM");
        await exited;
      }
      await rm(checkout, { recursive: true, force: true });
    },
  };
}
