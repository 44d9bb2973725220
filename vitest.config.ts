import path from "node:path";
import { defineConfig } from "vitest/config";

const alias = { "~": path.resolve(import.meta.dirname, "app") };

/**
 * Integration tests (*.integration.test.ts): services and endpoints on a real database — a clone
 * of one migrated, seeded PGlite snapshot, or a fresh PostgreSQL database when DATABASE_URL is set.
 * Every file runs with the caches as production has them on that database (`cacheMode`
 * "production": on PGlite the handle is marked sole writer, so sessions and carts are served from
 * memory between the app's own writes; on PostgreSQL it is not). On PGlite the files that clone
 * the seeded database run once more without the sole writer's caches ("shared", as on a
 * PostgreSQL server other processes write too): a test passing only in one mode relies on a
 * cache, or a writer forgot one. The files under server/, db/ and scripts/ start the app's
 * database as production does whatever the mode, so they run once.
 */
const integration = (name: string, cacheMode: "production" | "shared", exclude: string[] = []) => ({
  resolve: { alias },
  test: {
    name,
    include: ["**/*.integration.test.ts"],
    exclude: ["node_modules/**", "build/**", ...exclude],
    globalSetup: ["tests/support/global-setup.ts"],
    provide: { cacheMode },
    testTimeout: 30_000,
    hookTimeout: 60_000,
  },
});

/** `unit`: pure code, no I/O, beside the code as *.test.ts; then the integration projects. */
export default defineConfig({
  resolve: { alias },
  test: {
    projects: [
      {
        resolve: { alias },
        test: {
          name: "unit",
          include: ["app/**/*.test.{ts,tsx}", "server/**/*.test.ts", "db/**/*.test.ts", "scripts/**/*.test.ts"],
          exclude: ["**/*.integration.test.ts", "node_modules/**"],
        },
      },
      integration("integration", "production"),
      // On PostgreSQL the first project already runs without the sole writer's caches.
      ...(process.env.DATABASE_URL ? [] : [integration("integration-shared", "shared", ["server/**", "db/**", "scripts/**"])]),
    ],
  },
});
