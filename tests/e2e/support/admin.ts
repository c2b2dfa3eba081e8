import { expect, type Page } from "@playwright/test";
import { E2E_ADMIN_TOKEN } from "../../../playwright.config";

/**
 * Signs the page's browser context in through next-auth's token exchange (the same requests the
 * login screen makes after its check), then opens the dashboard. page.request shares the
 * context's cookies, so the HttpOnly session cookie lands in the browser.
 */
export async function signInAsAdmin(page: Page, path = "/admin"): Promise<void> {
  const { csrfToken } = (await (await page.request.get("/api/auth/csrf")).json()) as { csrfToken: string };
  const exchange = await page.request.post("/api/auth/callback/admin-token", {
    form: { token: E2E_ADMIN_TOKEN, csrfToken, json: "true" },
  });
  expect(exchange.status()).toBe(200);
  await page.goto(path);
  await expect(page.getByRole("heading", { level: 1, name: "Admin Dashboard" })).toBeVisible();
}

/** Opens one of the dashboard's six tabs. */
export async function openAdminTab(
  page: Page,
  name: "Conversations" | "Resumes" | "Case Studies" | "Portfolio Filters" | "Leads" | "Knowledge",
): Promise<void> {
  await page.getByRole("tablist", { name: "Admin sections" }).getByRole("tab", { name }).click();
  await expect(page.getByRole("tab", { name, selected: true })).toBeVisible();
}
