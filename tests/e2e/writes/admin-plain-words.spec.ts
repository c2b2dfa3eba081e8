import { E2E_ADMIN_TOKEN } from "../../../playwright.config";
import { openAdminTab, signInAsAdmin } from "../support/admin";
import { expect, test, type APIRequestContext, type Browser, type Page } from "../support/test";

// Staff see what happened in plain words: an applicant (a résumé and the careers path) is tagged
// apart from client leads, with its résumé linked to the conversation it was sent in; the contact
// page's message reads as the form submitted, without the concierge's reply its visitor never saw;
// a line the chat wrote after an upload is marked as the chat's; what answered a message is named
// ("Answered from: the Solstice Skincare Glow Season case study"), not `faq_match: …`; file sizes
// read "1 KB"; and lead notifications that are not getting through are a banner in plain words,
// the raw error folded away under Technical details.

test.describe.configure({ mode: "serial" });

const run = `w${Date.now().toString(36)}`;
const applicant = { name: `Rae Kim ${run}`, email: `rae-${run}@applicant.example` };
const client = { name: `Ana Ruiz ${run}`, email: `ana-${run}@client.example` };
const asker = { name: `Cy Lane ${run}`, email: `cy-${run}@client.example` };
const admin = { authorization: `Bearer ${E2E_ADMIN_TOKEN}` };

/** Runs `steps` as a visitor of its own (a browser context with the visitor cookie a page view gives). */
async function asVisitor<T>(browser: Browser, steps: (request: APIRequestContext) => Promise<T>): Promise<T> {
  const context = await browser.newContext();
  try {
    await context.request.get("/api/visitor");
    return await steps(context.request);
  } finally {
    await context.close();
  }
}

async function say(request: APIRequestContext, data: Record<string, unknown>): Promise<{ reply: string; conversationId: string }> {
  const response = await request.post("/api/conversations/message", { data });
  expect(response.status()).toBe(200);
  return (await response.json()) as { reply: string; conversationId: string };
}

const leadsTab = (page: Page) => page.getByRole("region", { name: "Leads" });

async function searchLeads(page: Page) {
  await openAdminTab(page, "Leads");
  await leadsTab(page).getByLabel("Search", { exact: true }).fill(run);
  await expect(page.getByTestId("lead-row")).toHaveCount(3);
}

let contactReply = "";

test.beforeAll(async ({ browser }) => {
  // An applicant: asks about jobs on the careers path, uploads a résumé in that conversation, and
  // the chat writes the line that carries the conversation on, with the résumé's contact.
  await asVisitor(browser, async (request) => {
    const conversationId = `apply-${run}`;
    await say(request, { message: "Are you hiring video editors?", conversationId, sessionId: `s-${run}`, employmentType: "full-time" });
    const upload = await request.post("/api/upload-resume", {
      multipart: {
        resume: {
          name: `rae-${run}.txt`,
          mimeType: "text/plain",
          buffer: Buffer.from(`${applicant.name}\n${applicant.email}\nVideo editor, 6 years of experience\nSkills: Premiere Pro, DaVinci Resolve`),
        },
        conversationId,
      },
    });
    expect(upload.status()).toBe(200);
    await say(request, {
      message: `I just uploaded my resume for a full-time role. My name is ${applicant.name}.`,
      conversationId,
      sessionId: `s-${run}`,
      employmentType: "full-time",
      clientName: applicant.name,
      clientEmail: applicant.email,
    });
  });
  // A client through the contact page (its summary, as the page sends it).
  contactReply = await asVisitor(browser, async (request) => {
    const summary = [
      "New message from the contact page.",
      `Name: ${client.name}`,
      `Email: ${client.email}`,
      "Company: Ruiz Foods",
      "Message: We need a website by June.",
      "PDF: No PDF attached",
    ].join("\n");
    return (
      await say(request, {
        message: summary,
        sessionId: "contact-form",
        personaSlug: "default",
        clientName: client.name,
        clientEmail: client.email,
        company: "Ruiz Foods",
      })
    ).reply;
  });
  // A client in the chat, answered from a case study and from the FAQ.
  await asVisitor(browser, async (request) => {
    const conversationId = `ask-${run}`;
    await say(request, {
      message: "What did you do for Solstice Skincare?",
      conversationId,
      sessionId: `s-ask-${run}`,
      clientName: asker.name,
      clientEmail: asker.email,
    });
    await say(request, { message: "How much does a project cost?", conversationId, sessionId: `s-ask-${run}` });
  });
});

test.afterAll(async ({ browser }) => {
  await asVisitor(browser, async (request) => {
    for (const email of [applicant.email, client.email, asker.email]) {
      const response = await request.post("/api/admin/privacy/erase", { headers: admin, data: { email, confirmEmail: email, confirm: true } });
      expect(response.status()).toBe(200);
    }
  });
});

test("an applicant is tagged apart from client leads, with its résumé linked to its conversation; sizes read 1 KB", async ({ page }) => {
  await signInAsAdmin(page);
  await searchLeads(page);
  const row = (name: string) => page.getByTestId("lead-row").filter({ hasText: name });
  await expect(row(applicant.name).getByTestId("lead-path")).toHaveText("Path: Applicant");
  await expect(row(client.name).getByTestId("lead-path")).toHaveText("Path: Client");
  await expect(row(asker.name).getByTestId("lead-path")).toHaveText("Path: Client");

  const path = leadsTab(page).getByLabel("Path", { exact: true });
  await path.selectOption({ label: "Applicants" });
  await expect(page.getByTestId("lead-row")).toHaveCount(1);
  await expect(page.getByTestId("lead-row")).toContainText(applicant.name);
  await path.selectOption({ label: "Clients" });
  await expect(page.getByTestId("lead-row")).toHaveCount(2);
  await path.selectOption({ label: "Applicants" });

  await page.getByRole("button", { name: `Open lead ${applicant.name}` }).click();
  await expect(page.getByRole("heading", { level: 3, name: applicant.name })).toBeFocused();
  await expect(page.getByTestId("lead-path").first()).toHaveText("Path: Applicant");
  const resume = page.getByTestId("lead-attachment").filter({ hasText: `rae-${run}.txt` });
  await expect(resume).toContainText("Résumé · 1 KB ·");
  // The chat's own line after the upload is marked as the chat's, not the applicant's words.
  await expect(page.getByTestId("lead-message").filter({ hasText: "I just uploaded my resume" })).toContainText(
    "Written by the chat after their résumé upload",
  );

  // The résumé opens the conversation it was sent in, which lists it back.
  await resume.getByRole("button", { name: `Open the conversation rae-${run}.txt was sent in` }).click();
  await expect(page.getByRole("tab", { name: "Conversations", selected: true })).toBeVisible();
  await expect(page.getByRole("tab", { name: "Detailed View", selected: true })).toBeVisible();
  const files = page.getByTestId("conversation-attachment");
  await expect(files).toHaveCount(1);
  await expect(files).toContainText(`rae-${run}.txt`);
  await expect(files).toContainText("Résumé · 1 KB ·");
  await expect(page.getByTestId("automatic-message")).toHaveText("Written by the chat after their résumé upload");
  await page.getByRole("button", { name: "Open lead →" }).click();
  await expect(page.getByRole("heading", { level: 3, name: applicant.name })).toBeVisible();

  // The Resumes tab reads the same size.
  await openAdminTab(page, "Resumes");
  await expect(page.getByTestId("resume-row").filter({ hasText: applicant.email })).toContainText("· 1 KB");
});

test("the contact page's message reads as the form submitted, without the reply its visitor never saw", async ({ page }) => {
  expect(contactReply.length).toBeGreaterThan(20);
  await signInAsAdmin(page);
  await page.getByPlaceholder("Search by name, email, subject or message").fill(client.name);
  // The search applies after a pause and redraws the list: click only once it shows the one row.
  await expect(page.getByTestId("conversation-row")).toHaveCount(1);
  await page
    .getByTestId("conversation-row")
    .filter({ hasText: client.name })
    .getByRole("button", { name: /View conversation/ })
    .click();
  const message = page.getByTestId("conversation-message");
  await expect(message).toHaveCount(1);
  const submission = message.getByTestId("contact-submission");
  await expect(submission).toContainText("Contact form submitted");
  await expect(submission.locator("dt")).toHaveText(["Name", "Email", "Company", "Message", "PDF"]);
  await expect(submission.locator("dd").nth(3)).toHaveText("We need a website by June.");
  await expect(message).not.toContainText("Concierge");
  await expect(message).not.toContainText(contactReply.slice(0, 40));
  await expect(message).not.toContainText("New message from the contact page.");

  // The lead's own view says the same.
  await searchLeads(page);
  await page.getByRole("button", { name: `Open lead ${client.name}` }).click();
  const theirs = page.getByTestId("lead-message");
  await expect(theirs.getByTestId("contact-submission")).toContainText("We need a website by June.");
  await expect(theirs).not.toContainText(contactReply.slice(0, 40));
});

test("what answered a message is named in plain words, the stored value folded away", async ({ page }) => {
  await signInAsAdmin(page);
  await page.getByPlaceholder("Search by name, email, subject or message").fill(asker.name);
  // The search applies after a pause and redraws the list: click only once it shows the one row.
  await expect(page.getByTestId("conversation-row")).toHaveCount(1);
  await page
    .getByTestId("conversation-row")
    .filter({ hasText: asker.name })
    .getByRole("button", { name: /View conversation/ })
    .click();
  const answered = page.getByTestId("answered-from");
  await expect(answered).toHaveText([
    "Answered from: the Solstice Skincare Glow Season case study",
    "Answered from: the FAQ: “How much does it cost to work with Northlight?” — it answers questions on pricing",
  ]);
  // The technical reader still has it, one click away.
  const details = page.getByTestId("conversation-message").first().getByText("Technical details");
  await expect(page.getByText(/faq_match/).first()).toBeHidden();
  await details.click();
  await expect(page.getByText("faq_match: case-study:solstice-skincare-glow-season")).toBeVisible();
});

test("notifications that are not getting through read as a banner in plain words", async ({ page }) => {
  // The outbox as the server would describe it after 40 minutes of a refused mail server (the
  // server's side of this is tested in tests/api/leads-notify.test.ts).
  const oldestAt = new Date(Date.now() - 40 * 60_000 - 5_000).toISOString();
  await page.route(
    (url) => url.pathname === "/api/admin/leads/notifications" && url.searchParams.get("limit") === "1",
    (route) =>
      route.fulfill({
        json: {
          settings: {
            email: { configured: true, to: ["leads@northlight.example"], from: "studio@northlight.la", server: "smtp://127.0.0.1:2526" },
            webhook: { configured: false, host: null },
            retentionDays: null,
          },
          counts: { pending: 3, held: 0, sent: 12, failed: 0, skipped: 0 },
          undelivered: [{ channel: "email", count: 3, oldestAt, failed: true, lastError: "connect ECONNREFUSED 127.0.0.1:2526" }],
          notifications: [],
          nextCursor: null,
        },
      }),
  );
  await signInAsAdmin(page);
  await openAdminTab(page, "Leads");
  const banner = page.getByTestId("delivery-banner");
  await expect(banner).toHaveCount(1);
  await expect(banner.locator("p").first()).toHaveText("Lead emails have not been delivered for 40 minutes: check the mail settings.");
  await expect(banner).toContainText("The mail server refused the connection");
  await expect(banner.getByText("connect ECONNREFUSED 127.0.0.1:2526")).toBeHidden();
  await banner.getByText("Technical details").click();
  await expect(banner.getByText("connect ECONNREFUSED 127.0.0.1:2526")).toBeVisible();
});
