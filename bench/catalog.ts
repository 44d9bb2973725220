import { spawn } from "node:child_process";
import { readFile, writeFile } from "node:fs/promises";
import path from "node:path";

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
 * products takes minutes, so it is done once: the marker is written only after the seed
 * command succeeded, and a later run with a catalog at least that large reuses it.
 */
export async function ensureCatalog(dataDir: string, products: number): Promise<"reused" | "seeded"> {
  if ((await seededProducts(dataDir)) >= products) return "reused";
  console.log(`bench: seeding ${products} products into ${path.relative(ROOT, dataDir)} (once)…`);
  const code = await new Promise<number | null>((resolve, reject) => {
    const child = spawn("npm", ["run", "seed", "--", "--scale", String(products), "--data-dir", dataDir], { cwd: ROOT, stdio: "inherit" });
    child.on("error", reject);
    child.on("exit", resolve);
  });
  if (code !== 0) throw new Error(`npm run seed failed with exit code ${code}`);
  const marker: Marker = { products, seededAt: new Date().toISOString() };
  await writeFile(path.join(dataDir, MARKER), JSON.stringify(marker, null, 2));
  return "seeded";
}
