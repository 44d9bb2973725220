import { rmSync } from "node:fs";
import { once } from "node:events";
import { createServer } from "node:net";
import path from "node:path";
import { defineConfig, devices, type Project } from "@playwright/test";
import { SERVER_ARGS, serverEnv } from "./scripts/server-process.mjs";

/** `preferred` when nobody listens on it, else a port the OS picks. */
async function freePort(preferred: number): Promise<number> {
  for (const candidate of [preferred, 0]) {
    const probe = createServer().listen(candidate, "127.0.0.1");
    // `once` rejects on an "error" event, which is how a busy port shows.
    const outcome = await once(probe, "listening").then(() => "ok", () => "busy");
    if (outcome === "busy") continue;
    const address = probe.address();
    probe.close();
    if (address && typeof address === "object") return address.port;
  }
  throw new Error("no free port for the e2e server");
}

/*
 * Every run starts the production server on its own port and an empty data directory, so it
 * seeds the demo shop itself, exactly as a first `npm start` does, and a second run on the same
 * machine cannot collide with it. This file is evaluated by the runner and again by each worker:
 * the runner (the first to see the variables unset) picks and wipes; workers inherit them.
 */
if (!process.env.E2E_DATA_DIR) {
  process.env.E2E_PORT ??= String(await freePort(3100));
  process.env.E2E_DATA_DIR = path.resolve(`data/e2e-${process.env.E2E_PORT}`);
  rmSync(process.env.E2E_DATA_DIR, { recursive: true, force: true });
}
const PORT = Number(process.env.E2E_PORT);
const DATA_DIR = process.env.E2E_DATA_DIR!;
const BASE_URL = `http://127.0.0.1:${PORT}`;

const chromium: Project["use"] = {
  ...devices["Desktop Chrome"],
  launchOptions: {
    executablePath: "/usr/bin/chromium",
    // --no-sandbox: CI runs as root. The rest keep Chromium off the network it cannot reach here.
    args: [
      "--no-sandbox",
      "--disable-background-networking",
      "--disable-component-update",
      "--disable-sync",
      "--no-first-run",
      "--disable-quic",
      "--disable-gpu",
    ],
  },
};

/** Specs that change the shop every other spec sees (they import a catalogue): run once the others are done. */
const CHANGES_THE_SHOP = /back-office-import\.spec\.ts/;
const projects: Project[] = [
  { name: "js", use: chromium, testIgnore: [/screenshots\.spec\.ts/, CHANGES_THE_SHOP] },
  {
    // The server-rendered pages and plain forms, as a visitor without JavaScript gets them.
    name: "no-js",
    use: { ...chromium, javaScriptEnabled: false },
    testIgnore: [/(screenshots|accessibility|scripts)\.spec\.ts/, CHANGES_THE_SHOP],
  },
  { name: "after-the-others", use: chromium, testMatch: CHANGES_THE_SHOP, dependencies: ["js", "no-js"] },
];
// Screenshots are for looking at, not a pass/fail check: only `npm run test:screens` takes them.
if (process.env.SCREENS) {
  projects.push({ name: "screens", use: chromium, testMatch: /screenshots\.spec\.ts/, grep: /@screens/ });
}

export default defineConfig({
  testDir: "tests/e2e",
  outputDir: "test-results/artifacts",
  fullyParallel: true,
  forbidOnly: Boolean(process.env.CI),
  retries: process.env.CI ? 1 : 0,
  workers: 2,
  reporter: process.env.CI ? [["list"], ["html", { open: "never" }]] : "list",
  timeout: 30_000,
  use: {
    baseURL: BASE_URL,
    locale: "vi-VN",
    timezoneId: "Asia/Ho_Chi_Minh",
    trace: "retain-on-failure",
    screenshot: "only-on-failure",
  },
  projects,
  webServer: {
    // The production build (made beforehand by `npm run test:e2e`) on its own port and data.
    command: ["node", ...SERVER_ARGS].join(" "),
    url: `${BASE_URL}/healthz`,
    env: serverEnv({
      NODE_ENV: "production",
      HOST: "127.0.0.1",
      PORT: String(PORT),
      DATA_DIR,
      SITE_URL: BASE_URL,
      LOG_LEVEL: "warn",
      // Every browser of the run connects from 127.0.0.1, and failed logins lock out their
      // address (20 in 4 hours, as Wordfence does): the lockout test would lock every other
      // test's sign-in out with it. Trusting one proxy hop lets that test send its own address
      // in X-Forwarded-For, as a shopper behind the shop's reverse proxy has; the other tests
      // send no such header and stay the machine's own address. Nothing but this run can reach
      // the server (HOST=127.0.0.1), as the README asks of a server that trusts the header.
      TRUST_PROXY: "true",
      // Test-only: an upload named with this text fails its first sizes, so the back office's
      // media test sees WordPress's resume (post-process) work (back-office-media.spec.ts).
      TEST_ONLY_MEDIA_SIZES_FAULT: "loi-kich-thuoc",
    }) as Record<string, string>,
    reuseExistingServer: false,
    // The first start migrates, seeds the demo shop and renders its images.
    timeout: 180_000,
    gracefulShutdown: { signal: "SIGTERM", timeout: 10_000 },
    stdout: "ignore",
    stderr: "pipe",
  },
});
