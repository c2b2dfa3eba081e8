import { devices } from "@playwright/test";
import { expect, test, type Page } from "../support/test";
import { openAdminTab, signInAsAdmin } from "../support/admin";
import { contactForm, log, openHome, replies, send, settled } from "../support/concierge";
import { RESUME_TEXT } from "../support/files";

// A visitor on a phone, as a prospective client and as a job seeker: contact details typed into a
// message become a lead (one thanks, never asked again), and an applicant who uploaded a résumé is
// answered about their application, never told to apply again.

test.use({ ...devices["Pixel 7"], viewport: { width: 390, height: 844 } });

const ASKS_FOR_DETAILS = /name and email|your email/i;

/** The text of the latest finished reply, once it has arrived (the `count`-th). */
async function nthReply(page: Page, count: number): Promise<string> {
  await expect(replies(page)).toHaveCount(count);
  return (
    await replies(page)
      .nth(count - 1)
      .innerText()
  ).trim();
}

test("contact details typed in a message make a lead, thanked once, and nothing asks for them again", async ({ page }) => {
  const email = `maya.${Date.now()}@studio.example`;
  await openHome(page);
  await send(page, "Hi! We're launching a snack brand this spring");
  await nthReply(page, 1);

  await send(page, `Maya Chen, ${email}, 323-555-0142`);
  const thanks = await nthReply(page, 2);
  expect(thanks).toContain("Thanks, Maya: a strategist will email you within one business day.");
  expect(thanks).not.toContain(email);
  await expect(log(page).getByText(email)).toHaveCount(1); // the visitor's own bubble only

  // A message with the contact gate's words sends at once: no form, and no reply asks again.
  await send(page, "What would a video campaign for it cost?");
  await expect(contactForm(page)).toHaveCount(0);
  expect(await nthReply(page, 3)).not.toMatch(ASKS_FOR_DETAILS);

  // Staff see the lead with the name, address and number.
  await signInAsAdmin(page);
  await openAdminTab(page, "Leads");
  await page.getByRole("region", { name: "Leads" }).getByLabel("Search", { exact: true }).fill(email);
  const row = page.getByTestId("lead-row");
  await expect(row).toHaveCount(1);
  await expect(row).toContainText("Maya Chen");
  await expect(row).toContainText(email);
  // Its detail has the number the visitor typed, as a link to call.
  await page.getByRole("button", { name: "Open lead Maya Chen" }).click();
  await expect(page.getByRole("link", { name: "323-555-0142" })).toHaveAttribute("href", "tel:3235550142");
});

test("an applicant who uploaded a résumé is answered about the application, never told to upload again", async ({ page }) => {
  await openHome(page);
  await send(page, "Are you hiring? I'd love an internship");
  const panel = page.getByTestId("employment-panel");
  await settled(panel);
  await panel.getByRole("button", { name: /Internship/ }).click();
  await page
    .getByTestId("resume-card")
    .locator('input[type="file"]')
    .setInputFiles({ name: "jordan-ellis.txt", mimeType: "text/plain", buffer: Buffer.from(RESUME_TEXT) });
  await page.getByTestId("resume-card").getByRole("button", { name: "Upload" }).click();
  await expect(page.getByTestId("resume-card")).toHaveAttribute("data-phase", "success");

  const receipt = replies(page).last();
  await expect(receipt).toContainText("your resume is with the team");
  await expect(receipt).not.toContainText(/upload your resume/i);

  let count = await replies(page).count();
  for (const question of ["When would I hear back?", "Is the internship paid?"]) {
    await send(page, question);
    count += 1;
    const reply = await nthReply(page, count);
    expect(reply).not.toMatch(/upload your resume|to apply/i);
  }
  expect(await nthReply(page, count)).toMatch(/paid/);
});
