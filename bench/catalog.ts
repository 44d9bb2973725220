import { spawn } from "node:child_process";
import { mkdir, readFile, rm, writeFile } from "node:fs/promises";
import path from "node:path";
import { benchEnv } from "./env";

const ROOT = path.resolve(import.meta.dirname, "..");
const MARKER = "bench-catalog.json";

type Marker = { products: number; seededAt: string };

async function seededProducts(dataDir: string): Promise<number> {
  try {
    return (JSON.parse(await readFile(path.join(dataDir, MARKER), "utf8")) as Marker).products;
  } catch {
    return 0;
  }
}

/**
 * A data directory holding the demo shop plus `products` generated products. Seeding 10 000
 * products and the demo's pictures takes about a minute, so it is done once: the marker is
 * written only after the seed command succeeded, and a later run with a catalog at least that
 * large reuses it. Without the marker the directory may hold a half-finished seed, so it is
 * started afresh.
 */
export async function ensureCatalog(dataDir: string, products: number): Promise<"reused" | "seeded"> {
  if ((await seededProducts(dataDir)) >= products) return "reused";
  await rm(dataDir, { recursive: true, force: true });
  await mkdir(dataDir, { recursive: true });
  console.log(`bench: seeding ${products} products into ${path.relative(ROOT, dataDir)} (once)…`);
  const code = await new Promise<number | null>((resolve, reject) => {
    const args = ["run", "seed", "--", "--scale", String(products), "--data-dir", dataDir];
    const child = spawn("npm", args, { cwd: ROOT, env: benchEnv(), stdio: "inherit" });
    child.on("error", reject);
    child.on("exit", resolve);
  });
  if (code !== 0) throw new Error(`npm run seed failed with exit code ${code}`);
  const marker: Marker = { products, seededAt: new Date().toISOString() };
  await writeFile(path.join(dataDir, MARKER), JSON.stringify(marker, null, 2));
  return "seeded";
}
