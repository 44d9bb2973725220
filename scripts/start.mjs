import { spawn } from "node:child_process";
import path from "node:path";
import { constants } from "node:os";
import { buildIfStale } from "./build-if-stale.mjs";
import { SERVER_ARGS, serverEnv } from "./server-process.mjs";

/**
 * `npm start`: make sure the production build matches the sources, then run the production
 * server as a child. The child gets our signals, so SIGTERM from a supervisor or Ctrl-C reaches
 * the server's own graceful shutdown (which closes PGlite cleanly), and we exit with its code.
 * package.json runs this with `exec`: npm signals its direct child, and without `exec` that is
 * a shell which dies on SIGTERM and leaves the server running.
 */
const ROOT = path.resolve(import.meta.dirname, "..");

try {
  await buildIfStale();
} catch (error) {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
}

const server = spawn(process.execPath, SERVER_ARGS, { cwd: ROOT, env: serverEnv(), stdio: "inherit" });
for (const signal of ["SIGTERM", "SIGINT"]) {
  process.on(signal, () => server.kill(signal));
}
server.on("exit", (code, signal) => {
  process.exit(code ?? 128 + (signal ? constants.signals[signal] : 0));
});
