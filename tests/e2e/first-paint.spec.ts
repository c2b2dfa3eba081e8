import { expect, test } from "./support/test";

// A prerendered page shows its first screen from the HTML and the stylesheet alone, then starts its
// scripts (lib/http/first-paint-boot.mjs): the first chunk is added to the document only after the
// browser reports the first contentful paint and the paint of the page's hero image, and the page
// then hydrates and works.

declare global {
  interface Window {
    __firstChunkAt?: number;
  }
}

/** Notes when the first of Next's chunks is added to the document, by the parser or by a script. */
async function watchChunks(page: import("@playwright/test").Page) {
  await page.addInitScript(() => {
    new MutationObserver((records) => {
      for (const record of records)
        for (const node of record.addedNodes)
          if (window.__firstChunkAt === undefined && node instanceof HTMLScriptElement && !node.noModule && node.src.includes("/_next/static/chunks/")) {
            window.__firstChunkAt = performance.now();
          }
    }).observe(document, { childList: true, subtree: true });
  });
}

/** Whether React has taken over the element (its fiber is on the node once hydrated). */
const hydrated = (selector: string) => (page: import("@playwright/test").Page) =>
  page
    .locator(selector)
    .first()
    .evaluate((element) => Object.keys(element).some((key) => key.startsWith("__reactFiber")));

for (const { path, ready } of [
  { path: "/about", ready: hydrated("header a") },
  { path: "/contact", ready: hydrated("form") },
  {
    path: "/",
    ready: (page: import("@playwright/test").Page) =>
      page
        .locator("main[data-hydrated=true]")
        .count()
        .then((count) => count > 0),
  },
]) {
  test(`${path} adds its scripts after its first contentful paint, then hydrates`, async ({ page }) => {
    await watchChunks(page);
    await page.goto(path);
    await expect.poll(() => ready(page), { timeout: 30_000 }).toBe(true);
    const { firstPaint, firstChunk } = await page.evaluate(() => ({
      firstPaint: performance.getEntriesByName("first-contentful-paint")[0]?.startTime,
      firstChunk: window.__firstChunkAt,
    }));
    expect(firstPaint).toBeGreaterThan(0);
    expect(firstChunk).toBeGreaterThanOrEqual(firstPaint!);
  });
}

test("a case study adds its scripts after its hero poster is painted", async ({ page }) => {
  await watchChunks(page);
  await page.goto("/case-studies/imax");
  await expect.poll(() => hydrated("header a")(page), { timeout: 30_000 }).toBe(true);
  // Element Timing entries are read through an observer (they are not in the performance timeline).
  const { heroPaint, firstChunk } = await page.evaluate(
    () =>
      new Promise<{ heroPaint?: number; firstChunk?: number }>((resolve) => {
        new PerformanceObserver((list) => {
          const hero = list.getEntries().find((entry) => (entry as PerformanceEntry & { identifier: string }).identifier === "hero");
          resolve({ heroPaint: hero?.startTime, firstChunk: window.__firstChunkAt });
        }).observe({ type: "element", buffered: true });
      }),
  );
  expect(heroPaint).toBeGreaterThan(0);
  expect(firstChunk).toBeGreaterThanOrEqual(heroPaint!);
});
