import { readdir, readFile, writeFile } from "node:fs/promises";
import path from "node:path";
import { pathToFileURL } from "node:url";
import { promisify } from "node:util";
import zlib from "node:zlib";
import { gzipAsync as zopfliGzip } from "@gfx/zopfli";

const brotli = promisify(zlib.brotliCompress);

/** Written after a complete pass, so build-if-stale.mjs can tell a bundle that missed this step. */
export const COMPRESSED_STAMP = path.resolve(import.meta.dirname, "../build/.compressed");

const COMPRESSIBLE = new Set([".js", ".css", ".svg", ".json", ".txt", ".webmanifest"]);

async function* walk(dir) {
  for (const entry of await readdir(dir, { withFileTypes: true })) {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) yield* walk(full);
    else yield full;
  }
}

/**
 * Writes `.br` (brotli 11) and `.gz` twins beside every text asset of the client build, so the
 * server sends pre-compressed bytes and never compresses per request. The gzip twin is Zopfli's:
 * standard gzip that any client reads, about 3 % smaller than zlib's level 9, for a few seconds
 * of build. Maximum efforts are affordable here because this runs once per build, not per
 * response. Small files count too (a
 * route's chunk of a few hundred bytes still loses a third or more, on every first visit); a twin
 * is kept only when it is smaller than the file.
 */
export async function compressAssets(root) {
  const jobs = [];
  for await (const file of walk(root)) {
    if (!COMPRESSIBLE.has(path.extname(file))) continue;
    jobs.push(
      (async () => {
        const body = await readFile(file);
        const [br, gz] = await Promise.all([
          brotli(body, {
            params: {
              [zlib.constants.BROTLI_PARAM_QUALITY]: 11,
              [zlib.constants.BROTLI_PARAM_MODE]: zlib.constants.BROTLI_MODE_TEXT,
              [zlib.constants.BROTLI_PARAM_SIZE_HINT]: body.length,
            },
          }),
          zopfliGzip(body, { numiterations: 15 }).then((bytes) => Buffer.from(bytes)),
        ]);
        const twins = [[".br", br], [".gz", gz]].filter(([, twin]) => twin.length < body.length);
        await Promise.all(twins.map(([suffix, twin]) => writeFile(`${file}${suffix}`, twin)));
        return twins.length > 0 ? 1 : 0;
      })(),
    );
  }
  const done = await Promise.all(jobs);
  return done.reduce((sum, n) => sum + n, 0);
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? "").href) {
  const root = path.resolve(import.meta.dirname, "../build/client");
  const started = Date.now();
  const count = await compressAssets(root);
  await writeFile(COMPRESSED_STAMP, `${new Date().toISOString()}\n`);
  console.log(`compress-assets: ${count} files → .br + .gz in ${Date.now() - started} ms`);
}
