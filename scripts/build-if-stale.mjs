import { spawn } from "node:child_process";
import { readdir, stat } from "node:fs/promises";
import path from "node:path";
import { pathToFileURL } from "node:url";
import { COMPRESSED_STAMP } from "./compress-assets.mjs";

const ROOT = path.resolve(import.meta.dirname, "..");
const BUILD_MARKER = path.join(ROOT, "build/server/index.js");
/** Everything the client and server bundles and the render threads' bundle are made from. */
const SOURCES = ["app", "public", "server", "db/schema", "vite.config.ts", "react-router.config.ts"];

async function newestMtime(target) {
  const info = await stat(target).catch(() => null);
  if (!info) return 0;
  if (!info.isDirectory()) return info.mtimeMs;
  let newest = info.mtimeMs; // a deleted file only shows as its directory's mtime
  for (const rel of await readdir(target, { recursive: true })) {
    newest = Math.max(newest, (await stat(path.join(target, rel))).mtimeMs);
  }
  return newest;
}

/** The reason the build must be (re)made, or null when it is up to date. */
export async function staleReason() {
  const built = await stat(BUILD_MARKER).catch(() => null);
  if (!built) return "no build yet";
  // A bare `react-router build` leaves the assets without their .br/.gz twins.
  const compressed = await stat(COMPRESSED_STAMP).catch(() => null);
  if (!compressed || compressed.mtimeMs < built.mtimeMs) return "the last build's assets are not compressed";
  for (const source of SOURCES) {
    if ((await newestMtime(path.join(ROOT, source))) > built.mtimeMs) return `${source} changed since the last build`;
  }
  return null;
}

/** Runs `npm run build` (the one definition of a build) when the bundle is missing or older than its sources. */
export async function buildIfStale() {
  const reason = await staleReason();
  if (!reason) return false;
  console.log(`build: ${reason}, running npm run build`);
  const code = await new Promise((resolve, reject) => {
    const child = spawn("npm", ["run", "build"], { cwd: ROOT, stdio: "inherit" });
    child.on("error", reject);
    child.on("exit", (c, signal) => resolve(c ?? (signal ? 1 : 0)));
  });
  if (code !== 0) throw new Error(`npm run build failed with exit code ${code}`);
  return true;
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? "").href) {
  try {
    if (!(await buildIfStale())) console.log("build: up to date");
  } catch (error) {
    console.error(error instanceof Error ? error.message : error);
    process.exit(1);
  }
}
