import { chromium } from "playwright";
const origin = process.argv[2];
const paths = process.argv.slice(3);
const browser = await chromium.launch({ executablePath: "/usr/bin/chromium" });
for (const path of paths) {
  const context = await browser.newContext({ viewport: { width: 375, height: 667 }, deviceScaleFactor: 2, locale: "vi-VN" });
  const page = await context.newPage();
  const cdp = await context.newCDPSession(page);
  await cdp.send("Network.enable");
  await cdp.send("Network.emulateNetworkConditions", { offline: false, latency: 150, downloadThroughput: (1.6 * 1024 * 1024) / 8, uploadThroughput: (750 * 1024) / 8 });
  await cdp.send("Emulation.setCPUThrottlingRate", { rate: 4 });
  await page.addInitScript(() => {
    window.__paints = {};
    new PerformanceObserver((list) => { for (const e of list.getEntries()) window.__paints[e.name] = e.startTime; }).observe({ type: "paint", buffered: true });
    new PerformanceObserver((list) => { for (const e of list.getEntries()) window.__paints.lcp = e.startTime; }).observe({ type: "largest-contentful-paint", buffered: true });
  });
  const start = Date.now();
  await page.goto(origin + path, { waitUntil: "commit" });
  const name = path.replace(/\W+/g, "-").replace(/^-|-$/g, "") || "home";
  for (const at of [400, 800, 1200, 1600, 2400]) {
    const wait = at - (Date.now() - start);
    if (wait > 0) await page.waitForTimeout(wait);
    await page.screenshot({ path: `/work/main/.shots/${name}-${at}ms.png` });
  }
  await page.waitForLoadState("load");
  console.log(path, JSON.stringify(await page.evaluate(() => window.__paints)));
  await context.close();
}
await browser.close();
