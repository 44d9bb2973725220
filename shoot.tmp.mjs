import { chromium } from "@playwright/test";
const browser = await chromium.launch({ executablePath: "/usr/bin/chromium", args: ["--no-sandbox"] });
const page = await browser.newPage({ viewport: { width: 1280, height: 900 } });
page.on("console", (m) => console.log("console", m.type(), m.text().slice(0, 300)));
page.on("pageerror", (e) => console.log("pageerror", e.message));
await page.goto("http://localhost:3999/lien-he/");
await page.waitForTimeout(2000);
// client-side navigation to /gioi-thieu/ via a link, then check the form is enhanced
await page.goto("http://localhost:3999/");
await page.waitForTimeout(1500);
await page.locator('a[href="/lien-he/"]:visible').first().click();
await page.waitForTimeout(2500);
console.log("after client nav:", await page.evaluate(() => [...document.querySelectorAll(".wpcf7")].map((e) => e.className)), await page.evaluate(() => !!document.querySelector('link[href*="contact-forms"]')));
await page.screenshot({ path: "/tmp/clientnav.png" });
await browser.close();
