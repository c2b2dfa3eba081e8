import { expect, test } from "./support/test";

test.describe("foundation", () => {
  test("home answers with the agency's page", async ({ page }) => {
    const response = await page.goto("/");
    expect(response?.status()).toBe(200);
    await expect(page).toHaveTitle(/Northlight/);
    await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
    await expect(page.locator("video")).toHaveAttribute("poster", "/media/reel-poster.webp");
    await expect(page.getByRole("contentinfo")).toContainText("© 2025");
  });

  test("an unknown path shows the 404 screen with status 404", async ({ page }) => {
    const response = await page.goto("/this-page-does-not-exist");
    expect(response?.status()).toBe(404);
    await expect(page.getByRole("heading", { level: 1, name: "404 - Page Not Found" })).toBeVisible();
    await expect(page.getByText("The page you're looking for doesn't exist or has been moved.")).toBeVisible();
    await page.getByRole("link", { name: "Return to Homepage" }).click();
    await expect(page).toHaveURL(/\/$/);
  });
});
