// Takes Chromium screenshots of pages for a look: node scripts/screenshot.mjs <url> <out-prefix> [widths...]
// Writes <out-prefix>-<width>.png for each width (default 390 and 1440).
import { chromium } from "@playwright/test";

const [url, prefix = "/tmp/shot", ...widthArgs] = process.argv.slice(2);
if (!url) {
  console.error("usage: node scripts/screenshot.mjs <url> <out-prefix> [widths...]");
  process.exit(2);
}
const widths = widthArgs.length ? widthArgs.map(Number) : [390, 1440];
const browser = await chromium.launch({
  executablePath: process.env.CHROMIUM_PATH || "/usr/bin/chromium",
  args: ["--no-sandbox", "--disable-gpu", "--disable-background-networking", "--disable-component-update", "--disable-sync", "--no-first-run"],
});
for (const width of widths) {
  const page = await browser.newPage({ viewport: { width, height: width < 600 ? 844 : 900 }, deviceScaleFactor: 1 });
  await page.goto(url, { waitUntil: "load" });
  if (process.env.FULL === "1") {
    // Scroll through once so lazy images load before a full-page shot.
    await page.evaluate(async () => {
      for (let y = 0; y < document.body.scrollHeight; y += 600) {
        window.scrollTo(0, y);
        await new Promise((resolve) => setTimeout(resolve, 60));
      }
      window.scrollTo(0, 0);
    });
  }
  await page.waitForTimeout(Number(process.env.SETTLE_MS ?? 1500));
  const out = `${prefix}-${width}.png`;
  await page.screenshot({ path: out, fullPage: process.env.FULL === "1" });
  console.log(out);
  await page.close();
}
await browser.close();
