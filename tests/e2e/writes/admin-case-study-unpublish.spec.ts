import type { APIRequestContext, Page } from "@playwright/test";
import { expect, test } from "../support/test";
import { E2E_ADMIN_TOKEN } from "../../../playwright.config";
import { openAdminTab, signInAsAdmin } from "../support/admin";

// Runs with the "writes" project. Staff take a case study down (Unpublish: kept, hidden from
// visitors and the concierge), put it back, and delete another. The spec creates its own case
// studies through the API, so it never changes the seeded ones other specs read.

const toast = (page: Page, title: string) => page.locator("[data-sonner-toast]").filter({ hasText: title });

async function createStudy(request: APIRequestContext, client: string, title: string): Promise<string> {
  const response = await request.post("/api/case-studies", {
    headers: { authorization: `Bearer ${E2E_ADMIN_TOKEN}` },
    data: {
      title,
      client,
      industry: "Loose-leaf Tea",
      challenge: `${client} wanted Los Angeles cafés to stock its loose-leaf tea beside the coffee.`,
      metrics: { primary: "Stocked in 62 cafés", secondary: [] },
    },
  });
  expect(response.status()).toBe(201);
  return ((await response.json()) as { caseStudy: { id: string } }).caseStudy.id;
}

/** Everywhere a visitor meets a case study: the portfolio, its page, the sitemap, the bundle, the concierge. */
async function expectShown(page: Page, id: string, client: string, shown: boolean) {
  await expect(async () => {
    await page.goto("/case-studies");
    await expect(page.locator(`main a[href="/case-studies/${id}"]`)).toHaveCount(shown ? 1 : 0, { timeout: 1000 });
  }).toPass({ timeout: 30_000 });
  await expect(async () => {
    expect((await page.request.get(`/case-studies/${id}`)).status()).toBe(shown ? 200 : 404);
  }).toPass({ timeout: 30_000 });
  await expect(async () => {
    expect((await (await page.request.get("/sitemap.xml")).text()).includes(`/case-studies/${id}</loc>`)).toBe(shown);
  }).toPass({ timeout: 30_000 });
  await expect(async () => {
    const bundle = (await (await page.request.get("/case-studies-bundle.json")).json()) as { caseStudies: Record<string, unknown> };
    expect(id in bundle.caseStudies).toBe(shown);
  }).toPass({ timeout: 15_000 });
  // page.request carries a visitor cookie, as the chat asks for one before its first message.
  expect((await page.request.get("/api/visitor")).status()).toBe(204);
  await expect(async () => {
    const reply = await page.request.post("/api/conversations/message", {
      data: { message: `What did you do for ${client}?`, sessionId: `unpublish-${Date.now()}` },
    });
    expect(reply.status()).toBe(200);
    const body = (await reply.json()) as { reply: string; caseStudyId: string | null };
    if (shown) expect(body).toMatchObject({ caseStudyId: id, reply: expect.stringContaining(client) });
    else {
      expect(body.caseStudyId).toBeNull();
      expect(body.reply).not.toContain(client);
    }
  }).toPass({ timeout: 15_000 });
}

test.describe("admin: unpublish, publish and delete a case study", () => {
  test(
    "unpublished is gone from every public place and kept for staff; published again it is back; deleted it is gone",
    { tag: "@postgres" },
    async ({ page }) => {
      test.setTimeout(180_000);
      const stamp = Date.now();
      const hidden = { client: `Quillmoor Tea ${stamp}`, title: `Quillmoor Tea Cafe Season ${stamp}` };
      const doomed = { client: `Ferncastle Matcha ${stamp}`, title: `Ferncastle Matcha Tastings ${stamp}` };
      const hiddenId = await createStudy(page.request, hidden.client, hidden.title);
      const doomedId = await createStudy(page.request, doomed.client, doomed.title);
      await expectShown(page, hiddenId, hidden.client, true);

      await signInAsAdmin(page);
      await openAdminTab(page, "Case Studies");
      const items = page.getByRole("list", { name: "Case studies" }).getByRole("listitem");
      const row = items.filter({ has: page.getByRole("heading", { name: hidden.title, exact: true }) });
      await expect(row.getByText("Unpublished", { exact: true })).toHaveCount(0);
      // By keyboard: focus the button and press Enter.
      await row.getByRole("button", { name: `Unpublish ${hidden.title}` }).focus();
      await page.keyboard.press("Enter");
      await expect(toast(page, "Case study unpublished")).toBeVisible();
      await expect(row.getByText("Unpublished", { exact: true })).toBeVisible();
      await expect(row.getByRole("button", { name: `Publish ${hidden.title}` })).toBeVisible();

      await expectShown(page, hiddenId, hidden.client, false);
      // Still in the dashboard after a reload, badged.
      await signInAsAdmin(page);
      await openAdminTab(page, "Case Studies");
      await expect(row.getByText("Unpublished", { exact: true })).toBeVisible();

      await row.getByRole("button", { name: `Publish ${hidden.title}` }).click();
      await expect(toast(page, "Case study published")).toBeVisible();
      await expect(row.getByText("Unpublished", { exact: true })).toHaveCount(0);
      await expectShown(page, hiddenId, hidden.client, true);

      // Delete the other: the dialog names it; Escape keeps it, the dialog's button deletes it.
      await signInAsAdmin(page);
      await openAdminTab(page, "Case Studies");
      const doomedRow = items.filter({ has: page.getByRole("heading", { name: doomed.title, exact: true }) });
      await doomedRow.getByRole("button", { name: `Delete ${doomed.title}` }).click();
      const dialog = page.getByRole("dialog", { name: `Delete “${doomed.title}”?` });
      await expect(dialog).toBeVisible();
      await expect(dialog).toContainText(doomed.client);
      await expect(dialog.getByRole("button", { name: "Keep it" })).toBeFocused();
      await page.keyboard.press("Escape");
      await expect(dialog).toBeHidden();
      await expect(doomedRow.getByRole("button", { name: `Delete ${doomed.title}` })).toBeFocused();
      await page.keyboard.press("Enter");
      await dialog.getByRole("button", { name: "Delete case study" }).click();
      await expect(toast(page, "Case study deleted")).toBeVisible();
      await expect(doomedRow).toHaveCount(0);
      await expectShown(page, doomedId, doomed.client, false);
      const again = await page.request.delete(`/api/case-studies/${doomedId}`, { headers: { authorization: `Bearer ${E2E_ADMIN_TOKEN}` } });
      expect(again.status()).toBe(404);
    },
  );
});
