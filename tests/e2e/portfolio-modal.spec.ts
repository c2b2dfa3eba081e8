import { expect, test, type Locator, type Page } from "./support/test";

const filterButton = (page: Page, name: string) => page.getByRole("group", { name: "Filter the portfolio" }).getByRole("button", { name, exact: true });

// The home screen opens the portfolio from its menu (and from the concierge's replies).
const chooseFromMenu = async (page: Page) => {
  await page.getByRole("button", { name: "Menu" }).click();
  await page.getByRole("button", { name: "Portfolio" }).click();
};

/** Presses Tab until `target` has focus (at most 40 times), as a keyboard user would. */
const tabTo = async (page: Page, target: Locator) => {
  for (let step = 0; step < 40; step += 1) {
    if (await target.evaluate((element) => element === document.activeElement)) return;
    await page.keyboard.press("Tab");
  }
  await expect(target).toBeFocused();
};

const openPortfolio = async (page: Page) => {
  await page.goto("/");
  await chooseFromMenu(page);
  const dialog = page.getByRole("dialog", { name: "Our Work" });
  await expect(dialog).toBeVisible();
  return dialog;
};

test.describe("portfolio modal", () => {
  // @viewport: below 768 px the filters scroll sideways and the list and case study are one column.
  test("loads, filters, opens a case study, goes back", { tag: "@viewport" }, async ({ page }) => {
    const dialog = await openPortfolio(page);
    await expect(dialog.getByText("Explore our recent campaigns and case studies")).toBeVisible();
    const cards = dialog.getByRole("list").getByRole("listitem");
    await expect(cards).toHaveCount(9);
    const filters = dialog.getByRole("group", { name: "Filter the portfolio" }).getByRole("button");
    await expect(filters.first()).toHaveText("All Work");
    await expect(filters.first()).toHaveAttribute("aria-pressed", "true");

    await filterButton(page, "Healthcare").click();
    await expect(cards).toHaveCount(1);
    await cards.first().getByRole("button").click();
    await expect(dialog.getByRole("heading", { name: "Lumina Health Open Enrollment" })).toBeVisible();
    await expect(dialog.getByText("The Challenge")).toBeVisible();
    expect(await dialog.getByTestId("portfolio-scroller").evaluate((element) => element.scrollTop)).toBe(0);

    await dialog.getByRole("button", { name: "Back to Portfolio" }).click();
    await expect(cards).toHaveCount(1); // the filter is kept while the modal is open
    await expect(dialog.getByText("Ready to start your project?")).toBeVisible();
    await expect(dialog.getByRole("button", { name: "Get in Touch" })).toBeVisible();
  });

  test("the lightbox enlarges a gallery image; Escape closes it first, then the case study, then the modal", async ({ page }) => {
    const dialog = await openPortfolio(page);
    await dialog.getByRole("button", { name: /Keyward Password Manager/ }).click();
    await dialog.getByRole("button", { name: "Enlarge image 1 of Keyward" }).click();
    const lightbox = page.getByRole("dialog", { name: "Enlarged image" });
    await expect(lightbox).toBeVisible();
    await lightbox.getByRole("button", { name: "Close enlarged image" }).click();
    await expect(lightbox).toBeHidden();

    await dialog.getByRole("button", { name: "Enlarge image 2 of Keyward" }).click();
    await expect(lightbox).toBeVisible();
    await page.keyboard.press("Escape");
    await expect(lightbox).toBeHidden();
    await expect(dialog.getByRole("button", { name: "Back to Portfolio" })).toBeVisible();
    await page.keyboard.press("Escape");
    await expect(dialog.getByRole("group", { name: "Filter the portfolio" })).toBeVisible();
    await page.keyboard.press("Escape");
    await expect(dialog).toBeHidden();
    await expect(page.getByRole("button", { name: "Menu" })).toBeFocused();
  });

  // @viewport: on a phone the backdrop is an 8 px margin beside the panel.
  test("closing clears the selection and the filter; the backdrop closes it", { tag: "@viewport" }, async ({ page }) => {
    let dialog = await openPortfolio(page);
    await filterButton(page, "Retail").click();
    await dialog.getByRole("button", { name: /Pacific Crest Go Further/ }).click();
    await dialog.getByRole("button", { name: "Close portfolio" }).click();
    await expect(dialog).toBeHidden();
    dialog = await (async () => {
      await chooseFromMenu(page);
      return page.getByRole("dialog", { name: "Our Work" });
    })();
    await expect(dialog.getByRole("list").getByRole("listitem")).toHaveCount(9);
    // Wait for the modal's entrance to finish (looping animations on the page behind never do).
    await page.waitForFunction(() =>
      document.getAnimations().every((animation) => animation.playState !== "running" || animation.effect?.getTiming().iterations === Infinity),
    );
    await page.mouse.click(3, 300); // the backdrop, beside the panel
    await expect(dialog).toBeHidden();
  });

  test("is keyboard operable: Escape steps back from a case study to the list, then closes, and focus returns to the menu button", async ({ page }) => {
    await page.goto("/");
    const menu = page.getByRole("button", { name: "Menu" });
    await expect(menu).toBeVisible();
    // Tab to the menu, open it, Tab to Portfolio.
    await tabTo(page, menu);
    await page.keyboard.press("Enter");
    await tabTo(page, page.getByRole("button", { name: "Portfolio" }));
    await page.keyboard.press("Enter");
    const dialog = page.getByRole("dialog", { name: "Our Work" });
    await expect(dialog.getByRole("list").getByRole("listitem")).toHaveCount(9);
    await tabTo(page, filterButton(page, "Mobility"));
    await page.keyboard.press("Enter");
    await expect(filterButton(page, "Mobility")).toHaveAttribute("aria-pressed", "true");
    // Tab forward to the one Mobility case study and open it with the keyboard.
    const velo = dialog.getByRole("button", { name: /Velo Electric Ride the City/ });
    await tabTo(page, velo);
    await page.keyboard.press("Enter");
    const study = dialog.getByRole("article", { name: "Velo Electric Ride the City" });
    await expect(study).toBeVisible();
    // The case study takes focus (its card has left the page): Tab goes on from its top.
    await expect(study).toBeFocused();
    await page.keyboard.press("Tab");
    await expect(dialog.getByRole("button", { name: "Back to Portfolio" })).toBeFocused();

    // Escape: back to the list, the portfolio still open, focus on the case study's card.
    await page.keyboard.press("Escape");
    await expect(dialog).toBeVisible();
    await expect(study).toHaveCount(0);
    await expect(filterButton(page, "Mobility")).toHaveAttribute("aria-pressed", "true");
    await expect(velo).toBeFocused();

    // Escape again: closed, and focus is back on what opened it.
    await page.keyboard.press("Escape");
    await expect(dialog).toBeHidden();
    await expect(menu).toBeFocused();
    expect(await page.evaluate(() => document.activeElement?.getAttribute("aria-label"))).toBe("Menu");
  });

  test("shows the empty-category and loading states", async ({ page }) => {
    let release!: () => void;
    const gate = new Promise<void>((resolve) => (release = resolve));
    await page.route("**/api/portfolio-filters", async (route) => {
      await gate;
      await route.fulfill({ json: { filters: [{ slug: "puppetry", label: "Puppetry", type: "service", position: 0 }] } });
    });
    const dialog = await openPortfolio(page);
    await expect(dialog.getByText("Loading portfolio...")).toBeVisible();
    release();
    await filterButton(page, "Puppetry").click();
    await expect(dialog.getByText("No case studies found in this category")).toBeVisible();
  });

  test("falls back to labels derived from the case studies when no filters are saved", async ({ page }) => {
    await page.route("**/api/portfolio-filters", (route) => route.fulfill({ json: { filters: [] } }));
    const dialog = await openPortfolio(page);
    const buttons = dialog.getByRole("group", { name: "Filter the portfolio" }).getByRole("button");
    await expect(buttons.first()).toHaveText("All Work");
    const labels = await buttons.allTextContents();
    const rest = labels.slice(1);
    expect(rest).toEqual([...rest].sort((a, b) => a.localeCompare(b)));
    expect(rest).toContain("Beauty");
  });
});
