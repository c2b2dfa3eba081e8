import { forceReply, input, log, sendButton } from "./support/concierge";
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

/**
 * Opens `path` with every first-load chunk held back until `release` is called: the page is shown
 * from its HTML and stylesheet, as a visitor on a slow phone network sees it before the scripts
 * arrive. Returns once the page has asked for its first chunk (its first screen is shown).
 */
async function openBeforeScripts(page: import("@playwright/test").Page, path: string) {
  const held: import("@playwright/test").Route[] = [];
  let released = false;
  await page.route("**/_next/static/chunks/*.js", (route) => (released ? route.continue() : void held.push(route)));
  await page.goto(path, { waitUntil: "commit" });
  await expect.poll(() => held.length, { timeout: 30_000 }).toBeGreaterThan(0);
  return {
    release: async () => {
      released = true;
      await Promise.all(held.map((route) => route.continue()));
    },
  };
}

test.describe("the home page's composer before its scripts arrive", () => {
  test("a message typed and sent with Enter is kept, then sent once the chat is ready", async ({ page }) => {
    const bodies = await forceReply(page, "Here is the work.");
    const scripts = await openBeforeScripts(page, "/");
    await input(page).fill("Show me");
    // Shift+Enter is still a new line; Enter neither starts one nor submits the form natively (which
    // would reload the page).
    await input(page).press("Shift+Enter");
    await input(page).pressSequentially("your work");
    await input(page).press("Enter");
    await expect(input(page)).toHaveValue("Show me\nyour work");
    expect(page.url()).not.toContain("?");
    expect(bodies).toHaveLength(0);

    await scripts.release();
    await expect(log(page).getByText("Here is the work.")).toBeVisible({ timeout: 30_000 });
    expect(bodies).toHaveLength(1);
    expect(bodies[0]).toMatchObject({ message: "Show me\nyour work" });
    await expect(input(page)).toHaveValue("");
  });

  test("text typed without sending stays in the field, and Send takes it once the chat is ready", async ({ page }) => {
    const bodies = await forceReply(page, "Glad to help.");
    const scripts = await openBeforeScripts(page, "/");
    await input(page).fill("We are launching a coffee brand");

    await scripts.release();
    await expect(page.locator("main[data-hydrated=true]")).toBeAttached({ timeout: 30_000 });
    await expect(input(page)).toHaveValue("We are launching a coffee brand");
    await expect(sendButton(page)).toBeEnabled();
    // Nothing was sent on its own: the visitor had not pressed Enter.
    expect(bodies).toHaveLength(0);
    await sendButton(page).click();
    await expect(log(page).getByText("Glad to help.")).toBeVisible();
    expect(bodies[0]).toMatchObject({ message: "We are launching a coffee brand" });
  });
});

test("Send tapped before the scripts arrive keeps the message and sends it once; until then an empty composer's Send looks disabled", async ({ page }) => {
  const bodies = await forceReply(page, "On Spring Street.");
  const scripts = await openBeforeScripts(page, "/");
  const look = () => sendButton(page).evaluate((button) => getComputedStyle(button).backgroundColor);
  const emptyLook = await look();
  await input(page).fill("Where is your studio?");
  // Send's colour eases over 300 ms: read until the change has begun (it has not, in the first frame).
  await expect.poll(look).not.toBe(emptyLook);
  await sendButton(page).click();
  await expect(input(page)).toHaveValue("Where is your studio?");
  expect(page.url()).not.toContain("?");

  await scripts.release();
  await expect(log(page).getByText("On Spring Street.")).toBeVisible({ timeout: 30_000 });
  expect(bodies.map((body) => body.message)).toEqual(["Where is your studio?"]);
  // Hydrated, the empty composer's Send is disabled, and drawn as before.
  await expect(sendButton(page)).toBeDisabled();
  await expect.poll(look).toBe(emptyLook);
});

test("a conversation starter clicked before the scripts arrive fills the composer, and is sent once, when the chat is ready", async ({ page }) => {
  const bodies = await forceReply(page, "Here is our work.");
  const scripts = await openBeforeScripts(page, "/");
  await page.getByRole("button", { name: "What awards have you won?" }).click();
  await expect(input(page)).toHaveValue("What awards have you won?");
  // A second click, before the scripts arrive, keeps one message.
  await page.getByRole("button", { name: "What awards have you won?" }).click();

  await scripts.release();
  await expect(log(page).getByText("Here is our work.")).toBeVisible({ timeout: 30_000 });
  await expect(input(page)).toHaveValue("");
  await expect(log(page).getByText("What awards have you won?")).toHaveCount(1);
  expect(bodies.map((body) => body.message)).toEqual(["What awards have you won?"]);
});

test("a filter tapped before a content page's scripts arrive is applied once the page hydrates", async ({ page }) => {
  const scripts = await openBeforeScripts(page, "/case-studies");
  const cards = page.getByRole("main").getByRole("listitem");
  await expect(cards).toHaveCount(9);
  await page.getByRole("button", { name: "Food & Beverage" }).click();
  await expect(cards).toHaveCount(9); // nothing listens yet

  await scripts.release();
  await expect(cards).toHaveCount(2, { timeout: 30_000 });
  await expect(page.getByRole("button", { name: "Food & Beverage" })).toHaveAttribute("aria-pressed", "true");
  await expect(page).toHaveURL(/filter=food-beverage/);
});
