import { firstLoadWeight, openBrowser } from "./bench/weight";
const [origin, ...paths] = process.argv.slice(2);
const browser = await openBrowser();
for (const path of paths) {
  const runs = [];
  for (let i = 0; i < 2; i++) runs.push(await firstLoadWeight(browser, origin!, path));
  const w = runs.sort((a, b) => a.total - b.total)[0]!;
  console.log(JSON.stringify({ path, html: w.html, css: w.css, js: w.js, other: w.other, total: w.total }));
}
await browser.close();
