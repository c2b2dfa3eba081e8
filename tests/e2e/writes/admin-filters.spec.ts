import { expect, test, type Locator, type Page } from "../support/test";
import type { PortfolioFilter } from "@/lib/content/types";
import { E2E_ADMIN_TOKEN } from "../../../playwright.config";
import { openAdminTab, signInAsAdmin } from "../support/admin";

// The filter order is global and the writes project runs two workers: these tests run one after
// another and put the seeded order back at the end.
test.describe.configure({ mode: "serial" });

const FILTERS = "**/api/portfolio-filters";
const REORDER = "**/api/admin/portfolio-filters/reorder";

let original: PortfolioFilter[] = [];

async function readFilters(page: Page): Promise<PortfolioFilter[]> {
  return ((await (await page.request.get("/api/portfolio-filters")).json()) as { filters: PortfolioFilter[] }).filters;
}

const tab = (page: Page) => page.getByRole("region", { name: "Portfolio Filter Order" });
const list = (page: Page) => tab(page).getByRole("list", { name: "Portfolio filters" });
const rows = (page: Page) => tab(page).getByTestId("filter-row");
const handle = (page: Page, label: string) => tab(page).getByRole("button", { name: `Drag to reorder ${label}` });
const hint = (page: Page) => tab(page).getByText("Drag items to reorder, then click Save Changes");

/** Every row, in order, shows its 1-based number and its label. */
async function expectOrder(page: Page, filters: Pick<PortfolioFilter, "label">[]) {
  await expect(rows(page).getByTestId("filter-label")).toHaveText(filters.map((filter) => filter.label));
  await expect(rows(page).getByTestId("filter-position")).toHaveText(filters.map((_, index) => `Position ${index + 1}`));
}

const moved = <T>(items: T[], from: number, to: number): T[] => {
  const next = [...items];
  next.splice(to, 0, ...next.splice(from, 1));
  return next;
};

async function openFilters(page: Page) {
  await signInAsAdmin(page);
  await openAdminTab(page, "Portfolio Filters");
  await expect(rows(page)).toHaveCount(original.length);
}

/**
 * A keyboard drag with the library's own keys: Space lifts, arrows move, Space drops. The arrows are
 * pressed one at a time until the dragged row shows its new number: the library drops an arrow that
 * arrives while it re-measures the list, so arrows pressed back to back could land short on a busy
 * machine (and one that lands late is pressed back).
 */
async function keyboardMove(page: Page, filters: PortfolioFilter[], from: number, steps: number) {
  const { label, slug } = filters[from];
  const position = rows(page)
    .filter({ has: page.getByText(`Slug: ${slug}`, { exact: true }) })
    .getByTestId("filter-position");
  const at = async () => Number((await position.textContent())?.replace(/\D/g, ""));
  const goal = from + steps + 1;
  await handle(page, label).focus();
  await page.keyboard.press("Space");
  await expect(list(page)).toHaveAttribute("data-dragging-over", "true");
  for (let press = 0; press < steps + 6; press += 1) {
    const now = await at();
    if (now === goal) break;
    await page.keyboard.press(now < goal ? "ArrowDown" : "ArrowUp");
    await expect
      .poll(at, { timeout: 3_000 })
      .not.toBe(now)
      .catch(() => undefined);
  }
  await expect(position).toHaveText(`Position ${goal}`);
  await page.keyboard.press("Space");
  await expect(list(page)).not.toHaveAttribute("data-dragging-over");
}

async function centre(locator: Locator) {
  const box = await locator.boundingBox();
  if (!box) throw new Error("not visible");
  return { x: box.x + box.width / 2, y: box.y + box.height / 2 };
}

test.beforeAll(async ({ browser }) => {
  const page = await browser.newPage();
  original = await readFilters(page);
  await page.close();
  expect(original.length).toBeGreaterThanOrEqual(4);
});

test.afterAll(async ({ playwright }, testInfo) => {
  const api = await playwright.request.newContext({ baseURL: testInfo.project.use.baseURL });
  const response = await api.put("/api/admin/portfolio-filters/reorder", {
    headers: { authorization: `Bearer ${E2E_ADMIN_TOKEN}` },
    data: { filters: original },
  });
  expect(response.status()).toBe(200);
  await api.dispose();
});

test("shows a five-row skeleton, then each filter with its number, label, type and slug", async ({ page }) => {
  let release = () => {};
  const held = new Promise<void>((resolve) => (release = resolve));
  await page.route(FILTERS, async (route) => {
    await held;
    await route.continue();
  });
  await signInAsAdmin(page);
  await openAdminTab(page, "Portfolio Filters");

  await expect(tab(page).getByRole("heading", { name: "Portfolio Filter Order" })).toBeVisible();
  await expect(tab(page).getByText("Drag and drop to reorder how filters appear on the portfolio page")).toBeVisible();
  await expect(tab(page).getByTestId("skeleton-row")).toHaveCount(5);
  release();

  await expect(tab(page).getByTestId("skeleton-row")).toHaveCount(0);
  await expectOrder(page, original);
  for (const [index, filter] of original.entries()) {
    const row = rows(page).nth(index);
    await expect(row.getByText(`Slug: ${filter.slug}`, { exact: true })).toBeVisible();
    await expect(row.getByTestId("filter-type")).toHaveText(filter.type);
    await expect(row.getByRole("button", { name: `Drag to reorder ${filter.label}` })).toBeVisible();
  }

  const service = original.findIndex((filter) => filter.type === "service");
  const other = original.findIndex((filter) => filter.type !== "service");
  expect(service).toBeGreaterThanOrEqual(0);
  expect(other).toBeGreaterThanOrEqual(0);
  const colour = (index: number) =>
    rows(page)
      .nth(index)
      .getByTestId("filter-type")
      .evaluate((type) => getComputedStyle(type.firstElementChild!).color);
  expect(await colour(service)).not.toBe(await colour(other));

  await expect(hint(page)).toBeVisible();
  await expect(tab(page).getByRole("button", { name: "Save Changes" })).toHaveCount(0);
  await expect(tab(page).getByRole("button", { name: "Reset" })).toHaveCount(0);
});

test("a mouse drag highlights the drop target, moves the row and renumbers; Reset restores the saved order", async ({ page }) => {
  await openFilters(page);
  const [first] = original;

  const start = await centre(handle(page, first.label));
  const target = await centre(rows(page).nth(2));
  const rowStart = await centre(rows(page).nth(0));
  await page.mouse.move(start.x, start.y);
  await page.mouse.down();
  for (let step = 1; step <= 4; step += 1) await page.mouse.move(start.x, start.y + step * 2);
  await page.mouse.move(start.x, start.y + (target.y - rowStart.y) + 6, { steps: 12 });

  await expect(list(page)).toHaveAttribute("data-dragging-over", "true");
  const dragged = rows(page).filter({ has: page.getByText(`Slug: ${first.slug}`, { exact: true }) });
  await expect(dragged).toHaveAttribute("data-drop-target", "true");
  await expect(dragged.getByTestId("filter-position")).toHaveText("Position 3");

  await page.mouse.up();
  await expect(list(page)).not.toHaveAttribute("data-dragging-over");
  await expect(dragged).not.toHaveAttribute("data-drop-target");
  await expectOrder(page, moved(original, 0, 2));

  await expect(hint(page)).toHaveCount(0);
  await expect(tab(page).getByRole("button", { name: "Save Changes" })).toBeEnabled();
  await tab(page).getByRole("button", { name: "Reset" }).click();
  await expectOrder(page, original);
  await expect(hint(page)).toBeVisible();
  await expect(tab(page).getByRole("button", { name: "Save Changes" })).toHaveCount(0);
});

test("a keyboard drag reorders, and Save stores the order for the portfolio", async ({ page }) => {
  await openFilters(page);
  await keyboardMove(page, original, 0, 1);
  const expected = moved(original, 0, 1);
  await expectOrder(page, expected);
  await expect(handle(page, original[0].label)).toBeFocused();

  let release = () => {};
  const held = new Promise<void>((resolve) => (release = resolve));
  await page.route(REORDER, async (route) => {
    await held;
    await route.continue();
  });
  let body: { filters: PortfolioFilter[] } | undefined;
  page.on("request", (request) => {
    if (request.url().endsWith("/api/admin/portfolio-filters/reorder")) body = request.postDataJSON();
  });
  await tab(page).getByRole("button", { name: "Save Changes" }).click();
  await expect(tab(page).getByRole("button", { name: "Saving..." })).toBeDisabled();
  await expect(tab(page).getByRole("button", { name: "Reset" })).toBeDisabled();
  release();

  await expect(page.getByText("Portfolio filter order has been updated.")).toBeVisible();
  expect(body?.filters.map(({ slug, position }) => ({ slug, position }))).toEqual(expected.map(({ slug }, position) => ({ slug, position })));
  await expect(hint(page)).toBeVisible();
  await expectOrder(page, expected);
  expect((await readFilters(page)).map((filter) => filter.slug)).toEqual(expected.map((filter) => filter.slug));

  await page.reload();
  await openAdminTab(page, "Portfolio Filters");
  await expectOrder(page, expected);
});

test("a failed save shows the server's message and keeps the new order", async ({ page }) => {
  const saved = await readFilters(page);
  await page.route(REORDER, (route) => route.fulfill({ status: 500, json: { error: { code: "internal_error", message: "The filter store is read-only" } } }));
  await openFilters(page);
  await keyboardMove(page, saved, 1, 2);
  const expected = moved(saved, 1, 3);
  await expectOrder(page, expected);

  await tab(page).getByRole("button", { name: "Save Changes" }).click();
  // The server's words, and the status under them.
  await expect(page.getByText("The filter store is read-only")).toBeVisible();
  await expect(page.getByText(/^500/)).toBeVisible();
  await expect(tab(page).getByRole("button", { name: "Save Changes" })).toBeEnabled();
  await expectOrder(page, expected);
  expect((await readFilters(page)).map((filter) => filter.slug)).toEqual(saved.map((filter) => filter.slug));
});

test("says so when there are no filters, and offers Retry when the read fails", async ({ page }) => {
  await page.route(FILTERS, (route) => route.fulfill({ json: { filters: [] } }));
  await signInAsAdmin(page);
  await openAdminTab(page, "Portfolio Filters");
  await expect(tab(page).getByText("No portfolio filters found.")).toBeVisible();
  await expect(rows(page)).toHaveCount(0);

  await page.unroute(FILTERS);
  await page.route(FILTERS, (route) => route.fulfill({ status: 500, json: { error: { code: "internal_error", message: "Unavailable" } } }));
  await page.reload();
  await openAdminTab(page, "Portfolio Filters");
  // The status (and status text), with the server's words under it.
  await expect(tab(page).getByRole("alert")).toContainText(/^500/);
  await expect(tab(page).getByRole("alert")).toContainText("Unavailable");
  await page.unroute(FILTERS);
  await tab(page).getByRole("button", { name: "Retry" }).click();
  await expect(rows(page)).toHaveCount(original.length);
});
