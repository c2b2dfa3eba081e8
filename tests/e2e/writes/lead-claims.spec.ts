import { E2E_ADMIN_TOKEN } from "../../../playwright.config";
import { openAdminTab, signInAsAdmin } from "../support/admin";
import { PDF } from "../support/files";
import { expect, test, type APIRequestContext, type Browser } from "../support/test";

// A typed address is a claim, not an identity, as staff see it: a second visitor who types a
// known lead's address changes nothing of the lead; staff see what they gave under "Also given",
// their message marked "From another visitor", and accept it with one click. A name with a
// right-to-left override and a 3,000-character word stay within the page at 390 px.

const run = `c${Date.now().toString(36)}`;
const email = `owen-${run}@claims.example`;
const admin = { authorization: `Bearer ${E2E_ADMIN_TOKEN}` };

/** A visitor of its own (a browser context with the visitor cookie a page view gives). */
async function visitorSays(browser: Browser, body: Record<string, unknown>): Promise<void> {
  const context = await browser.newContext();
  try {
    await context.request.get("/api/visitor");
    const response = await context.request.post("/api/conversations/message", { data: body });
    expect(response.status()).toBe(200);
    await response.body();
  } finally {
    await context.close();
  }
}

/** A visitor of its own sends a contact PDF. */
async function visitorSendsPdf(browser: Browser, fields: Record<string, string>): Promise<void> {
  const context = await browser.newContext();
  try {
    await context.request.get("/api/visitor");
    const response = await context.request.post("/api/upload-pdf", {
      multipart: { pdf: { name: "deck.pdf", mimeType: "application/pdf", buffer: PDF }, ...fields },
    });
    expect(response.status()).toBe(200);
    await response.body();
  } finally {
    await context.close();
  }
}

async function erase(request: APIRequestContext) {
  const response = await request.post("/api/admin/privacy/erase", { headers: admin, data: { email, confirmEmail: email, confirm: true } });
  expect(response.status()).toBe(200);
}

test.use({ viewport: { width: 390, height: 844 } });

test("a second visitor's details are 'also given', marked, and accepted by staff", async ({ page, browser }) => {
  await visitorSays(browser, {
    message: `We need a launch film. ${"W".repeat(3000)}`,
    clientName: `Owen ${run}`,
    clientEmail: email,
    company: "Owen Outdoors",
  });
  await visitorSays(browser, {
    message: "Actually our budget is $1k.",
    clientName: `Mallory ${run} \u202Elive`,
    clientEmail: email.toUpperCase(),
    company: "Evil Corp",
  });
  try {
    await signInAsAdmin(page);
    await openAdminTab(page, "Leads");
    await page.getByLabel("Search", { exact: true }).fill(run);
    await page.getByRole("button", { name: `Open lead Owen ${run}` }).click();
    await expect(page.getByRole("heading", { level: 3, name: `Owen ${run}` })).toBeFocused();

    const alsoGiven = page.getByTestId("also-given");
    await expect(alsoGiven).toContainText("Other visitors typed this address");
    await expect(alsoGiven.locator("bdi").first()).toHaveText(`Mallory ${run} \u202Elive`);
    await expect(alsoGiven).toContainText("Evil Corp");
    const theirs = page.getByTestId("lead-message").filter({ hasText: "Actually our budget is $1k." });
    await expect(theirs).toContainText("From another visitor");
    await expect(page.getByTestId("lead-message").filter({ hasText: "We need a launch film." })).not.toContainText("From another visitor");
    // The long word wraps: nothing is wider than the phone's screen.
    await expect.poll(() => page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);

    await alsoGiven.getByRole("button", { name: /^Accept/ }).click();
    await expect(page.locator("[data-sonner-toast]").filter({ hasText: "Accepted" })).toBeVisible();
    await expect(page.getByRole("heading", { level: 3, name: `Mallory ${run} \u202Elive` })).toBeVisible();
    await expect(alsoGiven).toHaveCount(0);
  } finally {
    await erase(page.request);
  }
});

test("another visitor's PDF naming the lead's address is badged under Attachments and not counted in Files", async ({ page, browser }) => {
  const pdfEmail = `pia-${run}@claims.example`;
  await visitorSays(browser, { message: "We need a brand refresh.", clientName: `Pia ${run}`, clientEmail: pdfEmail });
  await visitorSendsPdf(browser, { clientName: "Mallory", clientEmail: pdfEmail, message: "Mallory's deck" });
  try {
    await signInAsAdmin(page);
    await openAdminTab(page, "Leads");
    await page.getByLabel("Search", { exact: true }).fill(`Pia ${run}`);
    await page.getByRole("button", { name: `Open lead Pia ${run}` }).click();
    await expect(page.getByRole("heading", { level: 3, name: `Pia ${run}` })).toBeFocused();
    await expect(page.getByTestId("lead-attachment").filter({ hasText: "Mallory's deck" })).toContainText("From another visitor");
    await expect(page.locator("dt", { hasText: "Files" }).locator("+ dd")).toHaveText("0");
  } finally {
    const response = await page.request.post("/api/admin/privacy/erase", { headers: admin, data: { email: pdfEmail, confirmEmail: pdfEmail, confirm: true } });
    expect(response.status()).toBe(200);
  }
});

test("an erasure lists someone else's file that still names the address, and staff delete it", async ({ page, browser }) => {
  const erased = `remy-${run}@privacy.example`;
  await visitorSays(browser, { message: "Hello, Remy here.", clientName: `Remy ${run}`, clientEmail: erased });
  // Another visitor's résumé names Remy as a referee: its stored file keeps the address.
  const context = await browser.newContext();
  try {
    await context.request.get("/api/visitor");
    const cv = `Kit Vale\nkit-${run}@privacy.example\nEditor\nReferee: *${erased}*`;
    const response = await context.request.post("/api/upload-resume", {
      multipart: { resume: { name: `kit-${run}.txt`, mimeType: "text/plain", buffer: Buffer.from(cv) } },
    });
    expect(response.status()).toBe(200);
  } finally {
    await context.close();
  }
  await signInAsAdmin(page);
  await openAdminTab(page, "Leads");
  const tab = page.getByRole("region", { name: "Leads" });
  await tab.getByRole("tab", { name: "Privacy Requests" }).click();
  await tab.getByLabel("Email address").fill(erased);
  await tab.getByRole("button", { name: "Find", exact: true }).click();
  const found = page.getByTestId("person-found");
  await expect(found.getByTestId("person-mentions")).toContainText("Résumé");
  await found.getByRole("button", { name: "Delete everything…" }).click();
  const dialog = page.getByRole("dialog", { name: "Delete this person’s data?" });
  await dialog.getByLabel("Type the email address to confirm").fill(erased);
  await dialog.getByRole("button", { name: "Delete permanently" }).click();
  const files = page.getByTestId("erase-result").getByTestId("erase-named-files");
  await expect(files).toContainText("Someone else's files still name it · 1");
  await expect(files.getByRole("listitem")).toHaveText(`Résumékit-${run}.txt`);
  await files.getByRole("button", { name: "Delete this file" }).click();
  await expect(files).toContainText("Deleted: 1 file.");
  await expect(page.getByTestId("deletion-log-entry").first()).toContainText("1 résumé");
});
