import { expect, test } from "../support/test";
import { E2E_ADMIN_TOKEN } from "../../../playwright.config";
import { openAdminTab, signInAsAdmin } from "../support/admin";
import { expectStrictPagePolicy } from "../support/csp";

// Runs after the read-only specs (project "writes" in playwright.config.ts): it changes content.
// Every page reads its content from the database, and an admin's write regenerates every page
// that shows what changed (lib/cache.ts), which stays prerendered.

const LUMINA = { id: "lumina-health-open-enrollment", title: "Lumina Health Open Enrollment" };

test.describe("one source for content", () => {
  test("a client renamed in the dashboard shows on /about and its case study, and the concierge knows it", async ({ page }) => {
    const client = `Lumina Care ${Date.now()}`;
    await signInAsAdmin(page);
    await openAdminTab(page, "Case Studies");
    await page.getByRole("button", { name: `Edit ${LUMINA.title}` }).click();
    await page.getByLabel("Client").fill(client);
    await page.getByRole("button", { name: "Save changes" }).click();
    await expect(page.locator("[data-sonner-toast]").filter({ hasText: "Case study updated" })).toBeVisible();

    // The first request after the write may get the previous version while the page regenerates.
    await expect(async () => {
      const visit = await page.goto("/about");
      await expect(page.getByRole("region", { name: "Selected clients" }).getByRole("link", { name: `${client} case study` })).toBeVisible({ timeout: 1000 });
      // The regenerated page's inline scripts are new: its policy hashes these, not the build's.
      await expectStrictPagePolicy(visit!);
    }).toPass({ timeout: 60_000 });
    // Still a prerendered page, served from the page cache.
    await expect(async () => {
      const again = await page.request.get("/about");
      expect(again.headers()["x-nextjs-cache"]).toBe("HIT");
      expect(await again.text()).toContain(client);
    }).toPass({ timeout: 15_000 });
    await expect(async () => {
      await page.goto(`/case-studies/${LUMINA.id}`);
      await expect(page.getByText(`Client: ${client}`)).toBeVisible({ timeout: 1000 });
    }).toPass({ timeout: 60_000 });

    // page.request carries a visitor cookie, as the page asks for one before its first message.
    // Every server instance checks the content's version every few seconds; this one was told by
    // the write itself.
    expect((await page.request.get("/api/visitor")).status()).toBe(204);
    await expect(async () => {
      const reply = await page.request.post("/api/conversations/message", {
        data: { message: `What did you do for ${client}?`, sessionId: `content-sources-${Date.now()}` },
      });
      expect(reply.status()).toBe(200);
      expect(await reply.json()).toMatchObject({ messageType: "portfolio-request", caseStudyId: LUMINA.id, reply: expect.stringContaining(client) });
    }).toPass({ timeout: 15_000 });
  });

  test("a case study created for a new client is listed on /about and in the sitemap", async ({ page, request }) => {
    const stamp = Date.now();
    const client = `Zephyr Cola ${stamp}`;
    const response = await request.post("/api/case-studies", {
      headers: { authorization: `Bearer ${E2E_ADMIN_TOKEN}` },
      data: {
        title: `Zephyr Cola Fizz Season ${stamp}`,
        client,
        industry: "Soft Drinks",
        challenge: "A regional soda wanted shelf space in Los Angeles grocery chains against the national colas.",
        metrics: { primary: "41% more grocery doors", secondary: [] },
      },
    });
    expect(response.status()).toBe(201);
    const { caseStudy } = (await response.json()) as { caseStudy: { id: string } };

    await expect(async () => {
      await page.goto("/about");
      const card = page.getByRole("region", { name: "Selected clients" }).getByRole("listitem").filter({ hasText: client });
      await expect(card.getByRole("link")).toHaveAttribute("href", `/case-studies/${caseStudy.id}`, { timeout: 1000 });
      await expect(card).toContainText("Soft Drinks");
      await expect(card).toContainText("41% more grocery doors");
    }).toPass({ timeout: 60_000 });
    await expect(async () => {
      expect(await (await request.get("/sitemap.xml")).text()).toContain(`/case-studies/${caseStudy.id}</loc>`);
    }).toPass({ timeout: 15_000 });
  });
});
