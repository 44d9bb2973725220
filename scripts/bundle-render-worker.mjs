import path from "node:path";
import { build } from "esbuild";

/**
 * The render threads' code (server/render-worker.ts and what it imports of app/ and db/) as one
 * plain JavaScript file beside the server build. Worker threads do not inherit the main
 * thread's TypeScript loader, and a loader of their own would cost each thread ~120 MB; the
 * packages stay in node_modules.
 */
const ROOT = path.resolve(import.meta.dirname, "..");
export const RENDER_WORKER_FILE = path.join(ROOT, "build/server/render-worker.mjs");

await build({
  entryPoints: [path.join(ROOT, "server/render-worker.ts")],
  outfile: RENDER_WORKER_FILE,
  bundle: true,
  platform: "node",
  format: "esm",
  target: "node20",
  packages: "external",
  alias: { "~": path.join(ROOT, "app") },
  logLevel: "warning",
});
