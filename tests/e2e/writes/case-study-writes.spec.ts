import { expect, test } from "../support/test";
import { E2E_ADMIN_TOKEN } from "../../../playwright.config";
import { expectStrictPagePolicy } from "../support/csp";

// Runs after the read-only specs (project "writes" in playwright.config.ts): it changes content.
test.describe("admin writes reach the public pages without a rebuild", () => {
  test("PUT /api/case-studies/{id} shows on the page, the index and the bundle", async ({ page, request }) => {
    const headline = `Wraps at dawn ${Date.now()}`;
    const response = await request.put("/api/case-studies/velo-electric-ride-the-city", {
      headers: { authorization: `Bearer ${E2E_ADMIN_TOKEN}` },
      data: { title: "Velo Electric Ride the City", metrics: { primary: headline, secondary: ["7,900 test rides"] } },
    });
    expect(response.status()).toBe(200);

    await expect(async () => {
      const visit = await page.goto("/case-studies/velo-electric-ride-the-city");
      await expect(page.getByText(headline).first()).toBeVisible({ timeout: 1000 });
      // The regenerated page's inline scripts are new: its policy hashes these, not the build's.
      await expectStrictPagePolicy(visit!);
    }).toPass({ timeout: 15_000 });
    await expect(async () => {
      await page.goto("/case-studies");
      await expect(page.getByText(headline)).toBeVisible({ timeout: 1000 });
    }).toPass({ timeout: 15_000 });
    await expect(async () => {
      const bundle = await (await request.get("/case-studies-bundle.json")).json();
      expect(bundle.caseStudies["velo-electric-ride-the-city"].metrics.primary).toBe(headline);
    }).toPass({ timeout: 15_000 });
  });

  test("POST /api/case-studies makes a new page", async ({ page, request }) => {
    const title = `Night Market ${Date.now()}`;
    const response = await request.post("/api/case-studies", {
      headers: { authorization: `Bearer ${E2E_ADMIN_TOKEN}` },
      data: {
        title,
        client: "Night Market LA",
        industry: "Food & Beverage",
        challenge: "A pop-up food market needed crowds on weeknights, not just Saturdays, across three neighborhoods.",
        metrics: { primary: "3x weeknight attendance", secondary: [] },
      },
    });
    expect(response.status()).toBe(201);
    const { caseStudy } = await response.json();
    const visit = await page.goto(`/case-studies/${caseStudy.id}`);
    expect(visit?.status()).toBe(200);
    // Rendered on its first request (no build-time prerender): its policy comes with that response.
    await expectStrictPagePolicy(visit!);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(title);
    await expect(page.getByText("No hero media available")).toBeVisible();
  });
});
