import path from "node:path";
import { expect, test, type Page } from "../support/test";
import type { CaseStudy } from "../../../lib/content/types";
import { E2E_ADMIN_TOKEN } from "../../../playwright.config";
import { openAdminTab, signInAsAdmin } from "../support/admin";

// The dashboard's Case Studies tab. Runs with the "writes" project: it creates a case study and
// uploads images. Other specs may add or change case studies too, so nothing counts them exactly.

const IMAGE = path.join(process.cwd(), "public", "og-default.jpg");

const toast = (page: Page, title: string) => page.locator("[data-sonner-toast]").filter({ hasText: title });

/** The path an admin preview shows: next/image serves it through /_next/image?url=…. */
async function imagePath(page: Page, alt: string): Promise<string> {
  const src = await page.getByRole("img", { name: alt }).getAttribute("src");
  const url = new URL(src ?? "", "http://localhost");
  return url.searchParams.get("url") ?? url.pathname;
}

test.describe("admin Case Studies tab", () => {
  test.beforeEach(async ({ page }) => {
    await signInAsAdmin(page);
  });

  test("lists the case studies with a 150-character challenge preview", async ({ page }) => {
    const listed = (await (await page.request.get("/api/case-studies")).json()) as { case_studies: CaseStudy[] };
    const imax = listed.case_studies.find((study) => study.id === "imax") as CaseStudy;
    expect(imax.challenge.length).toBeGreaterThan(150);

    await openAdminTab(page, "Case Studies");
    await expect(page.getByRole("heading", { level: 2, name: "Case Studies Management" })).toBeVisible();
    const items = page.getByRole("list", { name: "Case studies" }).getByRole("listitem");
    // Other specs may create case studies meanwhile: every one listed before must be there.
    for (const study of listed.case_studies) {
      await expect(items.filter({ has: page.locator(`a[href="/case-studies/${study.id}"]`) })).toHaveCount(1);
    }

    const row = items.filter({ has: page.getByRole("heading", { name: "IMAX", exact: true }) });
    await expect(row.getByTestId("challenge-preview")).toHaveText(`${imax.challenge.slice(0, 150).trimEnd()}…`);
    await expect(row).not.toContainText(imax.challenge.slice(150));
    await expect(row).toContainText(imax.client);
    await expect(row).toContainText(imax.industry);
    await expect(row.getByRole("img", { name: "IMAX thumbnail" })).toBeVisible();
    await expect(row.getByRole("link", { name: "View page: IMAX (opens in a new tab)" })).toHaveAttribute("href", "/case-studies/imax");
    await expect(row.getByRole("button", { name: "Edit IMAX" })).toBeVisible();
  });

  test("creates a case study, uploads images, edits it and the public page shows it", { tag: "@postgres" }, async ({ page }) => {
    test.setTimeout(150_000);
    const stamp = Date.now();
    const title = `Sunset Strip Pop-up ${stamp}`;
    const slug = `sunset-strip-pop-up-${stamp}`;
    const strategy = `Take the menu to the street, one block party at a time (${stamp}).`;

    await openAdminTab(page, "Case Studies");
    await page.getByRole("button", { name: "Create case study" }).click();
    await expect(page.getByRole("heading", { level: 2, name: "Create case study" })).toBeFocused();
    await expect(page.getByText("Images can be added once the case study is created.")).toBeVisible();

    // The API's schema runs in the browser first: nothing is sent while required fields are empty.
    let posts = 0;
    page.on("request", (request) => {
      if (request.method() === "POST" && request.url().endsWith("/api/case-studies")) posts += 1;
    });
    await page.getByRole("button", { name: "Create case study" }).click();
    await expect(page.getByText("5 fields need attention.")).toBeVisible();
    await expect(page.getByRole("textbox", { name: "Title", exact: true })).toHaveAttribute("aria-invalid", "true");
    await expect(page.getByRole("textbox", { name: "Title", exact: true })).toBeFocused();
    await expect(page.getByLabel("Primary metric")).toHaveAttribute("aria-invalid", "true");
    expect(posts).toBe(0);

    await page.getByRole("textbox", { name: "Title", exact: true }).fill(title);
    await page.getByLabel("Client").fill("Sunset Strip Eats");
    await page.getByLabel("Industry").fill("Food & Beverage");
    await page.getByLabel("Duration").fill("6 weeks");
    await page.getByLabel("Challenge").fill("A late-night food hall needed early-evening crowds on weekdays.");
    await page.getByLabel("Strategy").fill("Placeholder strategy");
    await page.getByRole("button", { name: "Add execution item" }).click();
    await expect(page.getByRole("textbox", { name: "Execution item 1", exact: true })).toBeFocused();
    await page.getByRole("textbox", { name: "Execution item 1", exact: true }).fill("Weekly block parties with local DJs");
    await page.getByRole("button", { name: "Add result" }).click();
    await page.getByRole("textbox", { name: "Result 1", exact: true }).fill("2x weekday covers");
    await page.getByLabel("Primary metric").fill("2x weekday covers");
    await page.getByRole("button", { name: "Add secondary metric" }).click();
    await page.getByRole("textbox", { name: "Secondary metric 1", exact: true }).fill("40K RSVPs");
    await page.getByRole("button", { name: "Add tag" }).click();
    await page.getByRole("textbox", { name: "Tag 1", exact: true }).fill("Events");
    await page.getByRole("button", { name: "Add service" }).click();
    await page.getByRole("textbox", { name: "Service 1", exact: true }).fill("Creative Campaigns");
    await page.getByRole("textbox", { name: "Quote", exact: true }).fill("The street finally knew where dinner was.");
    await page.getByLabel("Attribution").fill("Ana Ruiz, Owner");
    await page.getByText("List of videos").click();
    await page.getByRole("button", { name: "Add video" }).click();
    // The row's fields are named after it: waiting for "Video 1 title" waits for the new row (a bare
    // "Title" could still resolve to the case study's own title on a slow machine, and overwrite it).
    await page.getByRole("textbox", { name: "Video 1 title" }).fill("Block Party Recap");
    await page.getByRole("textbox", { name: "Video 1 URL" }).fill("/media/showcase/vertical-cut.mp4");
    await page.getByRole("combobox", { name: "Video 1 format" }).selectOption("vertical");
    const created = page.waitForResponse((response) => response.request().method() === "POST" && response.url().endsWith("/api/case-studies"));
    await page.getByRole("button", { name: "Create case study" }).click();
    const response = await created;
    expect(response.status(), await response.text()).toBe(201);

    await expect(toast(page, "Case study created")).toBeVisible();
    await expect(page.getByRole("heading", { level: 2, name: title })).toBeVisible();
    await expect(page.getByText(`Page: /case-studies/${slug}`)).toBeVisible();
    await expect(page.getByLabel("Strategy")).toHaveValue("Placeholder strategy");

    // A file of the wrong type never leaves the browser.
    await page.getByLabel("Upload thumbnail").setInputFiles({ name: "notes.txt", mimeType: "text/plain", buffer: Buffer.from("not an image") });
    await expect(page.getByText("Please choose a JPEG, PNG, GIF or WebP image")).toBeVisible();

    await page.getByLabel("Upload hero image").setInputFiles(IMAGE);
    await expect(toast(page, "Image uploaded")).toBeVisible();
    await expect(page.getByRole("img", { name: "Hero image preview" })).toBeVisible();
    const heroPath = await imagePath(page, "Hero image preview");
    expect(heroPath).toMatch(/^\/uploads\/case-studies\/.+\.jpg$/);

    // A slow upload shows its progress bar until the server answers.
    await page.route("**/api/upload-case-study-image", async (route) => {
      await new Promise((resolve) => setTimeout(resolve, 1500));
      await route.continue();
    });
    await page.getByLabel("Add gallery image").setInputFiles(IMAGE);
    await expect(page.getByRole("progressbar", { name: "Gallery upload" })).toBeVisible();
    await expect(page.getByRole("img", { name: "Gallery image 1" })).toBeVisible();
    await expect(page.getByRole("progressbar")).toHaveCount(0);
    await page.unroute("**/api/upload-case-study-image");
    const galleryPath = await imagePath(page, "Gallery image 1");

    // Typing survived the uploads; now edit a field and save.
    await expect(page.getByLabel("Client")).toHaveValue("Sunset Strip Eats");
    await page.getByLabel("Strategy").fill(strategy);
    await page.getByRole("button", { name: "Save changes" }).click();
    await expect(toast(page, "Case study updated")).toBeVisible();
    await expect(page.getByRole("heading", { level: 3, name: title })).toBeVisible();
    await expect(page.getByRole("button", { name: `Edit ${title}` })).toBeFocused();

    await expect(async () => {
      await page.goto(`/case-studies/${slug}`);
      await expect(page.getByRole("heading", { level: 1 })).toHaveText(title, { timeout: 1000 });
      await expect(page.getByText(strategy)).toBeVisible({ timeout: 1000 });
      await expect(page.locator(`img[src*="${encodeURIComponent(heroPath)}"]`)).toBeVisible({ timeout: 1000 });
      await expect(page.locator(`img[src*="${encodeURIComponent(galleryPath)}"]`)).toBeVisible({ timeout: 1000 });
      // The first request after the write may get the previous version while the page regenerates;
      // on a cold, busy server that can take over 20 s.
    }).toPass({ timeout: 60_000 });
    await expect(page.getByText("The street finally knew where dinner was.")).toBeVisible();
    await expect(page.getByText("40K RSVPs")).toBeVisible();
  });

  test("a failed create keeps what was typed and says so", async ({ page }) => {
    await page.route("**/api/case-studies", (route) =>
      route.request().method() === "POST"
        ? route.fulfill({ status: 500, json: { error: { code: "internal_error", message: "The database is busy. Please try again." } } })
        : route.fallback(),
    );
    await openAdminTab(page, "Case Studies");
    await page.getByRole("button", { name: "Create case study" }).click();
    const title = `Never Saved ${Date.now()}`;
    await page.getByRole("textbox", { name: "Title", exact: true }).fill(title);
    await page.getByLabel("Client").fill("Nobody");
    await page.getByLabel("Industry").fill("Retail");
    await page.getByLabel("Challenge").fill("This one fails on purpose.");
    await page.getByLabel("Primary metric").fill("None");
    await page.getByRole("button", { name: "Create case study" }).click();

    await expect(toast(page, "Failed to create case study")).toBeVisible();
    await expect(toast(page, "Failed to create case study")).toContainText("The database is busy. Please try again.");
    await expect(page.getByRole("textbox", { name: "Title", exact: true })).toHaveValue(title);
    await expect(page.getByLabel("Challenge")).toHaveValue("This one fails on purpose.");
  });

  test("a failed upload says so with the server's message", async ({ page }) => {
    await page.route("**/api/upload-case-study-image", (route) =>
      route.fulfill({ status: 415, json: { error: { code: "unsupported_media_type", message: "Please upload a JPEG, PNG, GIF or WebP image" } } }),
    );
    await openAdminTab(page, "Case Studies");
    await page.getByRole("button", { name: "Edit IMAX" }).click();
    await expect(page.getByRole("heading", { level: 2, name: "IMAX" })).toBeVisible();
    const gallery = page.getByRole("list", { name: "Gallery images" }).getByRole("listitem");
    const before = await gallery.count();
    await page.getByLabel("Add gallery image").setInputFiles(IMAGE);
    await expect(toast(page, "Failed to upload image")).toContainText("Please upload a JPEG, PNG, GIF or WebP image");
    await expect(gallery).toHaveCount(before);
    await page.getByRole("button", { name: "Cancel" }).first().click();
    await expect(page.getByRole("button", { name: "Edit IMAX" })).toBeFocused();
  });

  test("gallery images reorder with the arrow buttons, keep the keyboard, and the page follows once saved", async ({ page }) => {
    const title = `Gallery Order ${Date.now()}`;
    const [first, second, third] = ["/og-default.jpg", "/icon-512.png", "/media/reel-poster.webp"];
    const created = await page.request.post("/api/case-studies", {
      headers: { authorization: `Bearer ${E2E_ADMIN_TOKEN}` },
      data: {
        title,
        client: "Gallery Order Co",
        industry: "Retail",
        challenge: "Three images that have to appear in the order the editor chose.",
        metrics: { primary: "Order kept", secondary: [] },
        images: { thumbnail: "", hero: "", gallery: [first, second, third] },
      },
    });
    expect(created.status()).toBe(201);
    const { caseStudy } = (await created.json()) as { caseStudy: CaseStudy };
    // The tab's "View page" links open a new tab and are not prefetched: a prefetch renders the page
    // while staff edit it, and one still rendering when they save could cache the page as it was.
    const pageRequests: string[] = [];
    page.on("request", (request) => {
      if (new URL(request.url()).pathname === `/case-studies/${caseStudy.id}`) pageRequests.push(request.url());
    });

    await openAdminTab(page, "Case Studies");
    await expect(page.getByRole("link", { name: `View page: ${title} (opens in a new tab)` })).toBeVisible();
    await page.getByRole("button", { name: `Edit ${title}` }).click();
    await expect(page.getByRole("heading", { level: 2, name: title })).toBeVisible();
    const order = async () => Promise.all([1, 2, 3].map((n) => imagePath(page, `Gallery image ${n}`)));
    expect(await order()).toEqual([first, second, third]);
    await expect(page.getByRole("button", { name: "Move gallery image 1 earlier" })).toBeDisabled();
    await expect(page.getByRole("button", { name: "Move gallery image 3 later" })).toBeDisabled();

    // The second image to the front: the keyboard stays on it (on "later", since "earlier" is now disabled).
    await page.getByRole("button", { name: "Move gallery image 2 earlier" }).click();
    expect(await order()).toEqual([second, first, third]);
    await expect(page.getByRole("button", { name: "Move gallery image 1 later" })).toBeFocused();
    await expect(page.getByText("Gallery image moved to position 1 of 3.")).toBeAttached();
    // Then, by keyboard, the (now) first image of the old order to the end.
    await page.getByRole("button", { name: "Move gallery image 2 later" }).focus();
    await page.keyboard.press("Enter");
    expect(await order()).toEqual([second, third, first]);
    await expect(page.getByRole("button", { name: "Move gallery image 3 earlier" })).toBeFocused();

    // Reordering is an edit: Cancel asks first. Keep editing, then save.
    await page.getByRole("button", { name: "Cancel" }).first().click();
    await expect(page.getByRole("dialog", { name: "Discard your changes?" })).toBeVisible();
    await page.getByRole("button", { name: "Keep editing" }).click();
    expect(pageRequests).toEqual([]);
    await page.getByRole("button", { name: "Save changes" }).click();
    await expect(toast(page, "Case study updated")).toBeVisible();

    await expect(async () => {
      const bundle = (await (await page.request.get("/case-studies-bundle.json")).json()) as { caseStudies: Record<string, CaseStudy> };
      expect(bundle.caseStudies[caseStudy.id].images.gallery).toEqual([second, third, first]);
    }).toPass({ timeout: 15_000 });
    await expect(async () => {
      await page.goto(`/case-studies/${caseStudy.id}`);
      const sources = await page.locator('img[alt*=", image "]').evaluateAll((images) => images.map((image) => image.getAttribute("src") ?? ""));
      expect(sources.map((src) => decodeURIComponent(src))).toEqual([
        expect.stringContaining(second),
        expect.stringContaining(third),
        expect.stringContaining(first),
      ]);
    }).toPass({ timeout: 15_000 });
  });

  test("Cancel asks before throwing away unsaved edits", async ({ page }) => {
    await openAdminTab(page, "Case Studies");
    await page.getByRole("button", { name: "Edit IMAX" }).click();
    const client = page.getByLabel("Client");
    const original = await client.inputValue();
    await client.fill("Someone Else Entirely");

    await page.getByRole("button", { name: "Cancel" }).first().click();
    const dialog = page.getByRole("dialog", { name: "Discard your changes?" });
    await expect(dialog).toBeVisible();
    await expect(dialog.getByRole("button", { name: "Keep editing" })).toBeFocused();
    await dialog.getByRole("button", { name: "Keep editing" }).click();
    await expect(dialog).toBeHidden();
    await expect(client).toHaveValue("Someone Else Entirely");

    await page.getByRole("button", { name: "Cancel" }).first().click();
    await page.keyboard.press("Escape");
    await expect(dialog).toBeHidden();
    await expect(client).toHaveValue("Someone Else Entirely");

    await page.getByRole("button", { name: "Cancel" }).first().click();
    await dialog.getByRole("button", { name: "Discard changes" }).click();
    await expect(page.getByRole("button", { name: "Edit IMAX" })).toBeFocused();
    await page.getByRole("button", { name: "Edit IMAX" }).click();
    await expect(page.getByLabel("Client")).toHaveValue(original);
  });

  test("shows the empty state when there are no case studies", async ({ page }) => {
    // The tab reads staff's list (the unpublished ones too), not the public one.
    await page.route("**/api/admin/case-studies", (route) =>
      route.request().method() === "GET" ? route.fulfill({ json: { case_studies: [] } }) : route.fallback(),
    );
    await openAdminTab(page, "Case Studies");
    await expect(page.getByText("No case studies found. Create your first case study to get started.")).toBeVisible();
    await expect(page.getByRole("button", { name: "Create case study" })).toBeVisible();
  });
});
