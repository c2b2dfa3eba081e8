import fs from "node:fs";
import path from "node:path";
import { PDFDocument, StandardFonts } from "pdf-lib";
import { closeSharedConnections } from "../../../lib/db/adapter";
import { inList } from "../../../lib/db/dialect";
import { database, type Db } from "../../../lib/db/kysely";
import { expect, test, untilHydrated, type Download, type Locator, type Page } from "../support/test";
import { E2E_NOTIFY_TO, E2E_SMTP_PASSWORD, E2E_SMTP_PORT, E2E_SMTP_USER, E2E_UPLOAD_DIR, E2E_WEBHOOK_PORT } from "../../../playwright.config";
import { startSmtpReceiver, startWebhookReceiver, type SmtpReceiver, type WebhookReceiver } from "../../helpers/receivers";
import { openAdminTab, signInAsAdmin } from "../support/admin";
import { contactForm, log, openHome, send } from "../support/concierge";

// Leads reach staff, walked as a visitor and as staff would: a contact-form message with a PDF and
// a chat that leaves an email through the home chat's contact gate each become a new lead with its
// qualification; staff are emailed (a real SMTP server in this process) and the webhook is called
// (an HTTP receiver in this process), once per lead; staff view and download the PDF, save a
// status and a note, export the CSVs, and delete each person, which leaves no row in the e2e
// server's database and no file in its upload folder. The server sends to these receivers because
// playwright.config.ts points SMTP_URL and LEAD_WEBHOOK_URL at their ports.

test.describe.configure({ mode: "serial" });

const SHORT_DATE = /^[A-Z][a-z]{2} \d{1,2}, \d{2}:\d{2}$/;
/** How long staff may wait to be told: the outbox drains right after the visitor's request, and a sweep runs every minute. */
const NOTIFIED_WITHIN_MS = 90_000;

let smtp: SmtpReceiver;
let webhook: WebhookReceiver;

test.beforeAll(async () => {
  smtp = await startSmtpReceiver({ user: E2E_SMTP_USER, password: E2E_SMTP_PASSWORD, port: E2E_SMTP_PORT });
  webhook = await startWebhookReceiver({ port: E2E_WEBHOOK_PORT });
});

test.afterAll(async () => {
  await smtp?.close();
  await webhook?.close();
});

/** The mails and webhook posts about one address (other specs' leads may be retried to us too). */
const mailsAbout = (email: string) => smtp.mails.filter((mail) => mail.body.includes(email));
const postsAbout = (email: string) => webhook.bodies.filter((body) => JSON.stringify(body).includes(email));

const E2E_DATABASE_URL = `file:${path.join(process.cwd(), "data/e2e.db")}`;

/** The e2e server's SQLite file, opened by this process (through the app's query layer) for reading only. */
function openDatabase(): Db {
  return database(E2E_DATABASE_URL);
}

type Stored = { leadId: string; conversationIds: string[]; uploadIds: string[]; files: string[] };

/** What the database holds for an address, read straight from it. */
async function storedAbout(db: Db, email: string): Promise<Stored> {
  const lead = await db.selectFrom("Lead").select("id").where("email", "=", email).executeTakeFirst();
  const leadId = lead?.id ?? "";
  const conversations = await db
    .selectFrom("Conversation")
    .select("id")
    .where((eb) => eb.or([eb("leadId", "=", leadId), eb(eb.fn("lower", ["clientEmail"]), "=", email)]))
    .execute();
  const uploads = await db
    .selectFrom("UploadedFile")
    .select(["id", "storageKey"])
    .where((eb) => eb.or([eb("leadId", "=", leadId), eb(eb.fn("lower", ["clientEmail"]), "=", email)]))
    .execute();
  return {
    leadId,
    conversationIds: conversations.map((row) => row.id),
    uploadIds: uploads.map((row) => row.id),
    files: uploads.map((row) => path.join(process.cwd(), E2E_UPLOAD_DIR, row.storageKey)),
  };
}

/** Every row that could hold the address or belong to its lead, counted. */
async function rowsLeft(db: Db, email: string, stored: Stored): Promise<Record<string, number>> {
  const like = `%${email}%`;
  const count = async (query: Promise<{ n: number | string | bigint }>) => Number((await query).n);
  return {
    leads: await count(
      db
        .selectFrom("Lead")
        .select((eb) => eb.fn.countAll<number>().as("n"))
        .where((eb) => eb.or([eb("email", "=", email), eb("id", "=", stored.leadId)]))
        .executeTakeFirstOrThrow(),
    ),
    conversations: await count(
      db
        .selectFrom("Conversation")
        .select((eb) => eb.fn.countAll<number>().as("n"))
        .where((eb) => eb.or([eb(eb.fn("lower", ["clientEmail"]), "=", email), inList(eb.ref("id"), stored.conversationIds)]))
        .executeTakeFirstOrThrow(),
    ),
    messages: await count(
      db
        .selectFrom("ConversationMessage")
        .select((eb) => eb.fn.countAll<number>().as("n"))
        .where((eb) => eb.or([inList(eb.ref("conversationId"), stored.conversationIds), eb(eb.fn("lower", ["message"]), "like", like)]))
        .executeTakeFirstOrThrow(),
    ),
    uploads: await count(
      db
        .selectFrom("UploadedFile")
        .select((eb) => eb.fn.countAll<number>().as("n"))
        .where((eb) => eb.or([eb(eb.fn("lower", ["clientEmail"]), "=", email), inList(eb.ref("id"), stored.uploadIds)]))
        .executeTakeFirstOrThrow(),
    ),
    resumes: await count(
      db
        .selectFrom("Resume")
        .select((eb) => eb.fn.countAll<number>().as("n"))
        .where((eb) => eb.or([eb(eb.fn("lower", ["email"]), "=", email), eb("leadId", "=", stored.leadId)]))
        .executeTakeFirstOrThrow(),
    ),
    notifications: await count(
      db
        .selectFrom("LeadNotification")
        .select((eb) => eb.fn.countAll<number>().as("n"))
        .where("leadId", "=", stored.leadId)
        .executeTakeFirstOrThrow(),
    ),
  };
}

async function deckPdf(): Promise<Buffer> {
  const doc = await PDFDocument.create();
  const page = doc.addPage([612, 792]);
  const font = await doc.embedFont(StandardFonts.Helvetica);
  ["Palm Hotels Group: opening brief", "Two boutique hotels open in Palm Springs in the spring.", "We need photography of both properties."].forEach(
    (line, index) => page.drawText(line, { x: 50, y: 740 - index * 18, size: 12, font }),
  );
  return Buffer.from(await doc.save());
}

const leadsTab = (page: Page) => page.getByRole("region", { name: "Leads" });
const leadRow = (page: Page, text: string) => page.getByTestId("lead-row").filter({ hasText: text });

async function searchLeads(page: Page, text: string) {
  await leadsTab(page).getByLabel("Search", { exact: true }).fill(text);
}

async function openLead(page: Page, name: string) {
  await page.getByRole("button", { name: `Open lead ${name}` }).click();
  await expect(page.getByRole("tab", { name: "Lead Details", selected: true })).toBeVisible();
  await expect(page.getByRole("heading", { level: 3, name })).toBeFocused();
}

async function downloaded(page: Page, link: Locator): Promise<{ download: Download; text: string }> {
  const [download] = await Promise.all([page.waitForEvent("download"), link.click()]);
  const file = await download.path();
  return { download, text: fs.readFileSync(file, "utf8") };
}

/** Finds the address in Privacy Requests, deletes everything after typing it again, and shows what went. */
async function erasePerson(page: Page, email: string) {
  const tab = leadsTab(page);
  await tab.getByRole("tab", { name: "Privacy Requests" }).click();
  await tab.getByLabel("Email address").fill(email);
  await tab.getByRole("button", { name: "Find", exact: true }).click();
  const found = page.getByTestId("person-found");
  await expect(found.getByRole("list", { name: "What is stored" })).toContainText("1 lead");
  await found.getByRole("button", { name: "Delete everything…" }).click();
  const dialog = page.getByRole("dialog", { name: "Delete this person’s data?" });
  await expect(dialog.getByLabel("Type the email address to confirm")).toBeFocused();
  const confirm = dialog.getByRole("button", { name: "Delete permanently" });
  await expect(confirm).toBeDisabled();
  await dialog.getByLabel("Type the email address to confirm").fill(email.slice(0, -1));
  await expect(confirm).toBeDisabled();
  await dialog.getByLabel("Type the email address to confirm").fill(email.toUpperCase());
  await confirm.click();
  await expect(dialog).toBeHidden();
  const result = page.getByTestId("erase-result");
  await expect(result.getByRole("heading", { name: `Deleted everything stored about ${email}` })).toBeFocused();
  await expect(result.getByRole("list", { name: "What was deleted" })).toContainText("1 lead");
  return result;
}

test("a contact-form lead and a chat lead reach staff, are followed up, exported and deleted", async ({ page, browser }) => {
  test.setTimeout(600_000);
  const stamp = Date.now();
  const contact = { name: "Marisol Vega", email: `marisol.vega+${stamp}@palmhotels.example`, company: `Palm Hotels Group ${stamp}` };
  const chat = { name: "Theo Park", email: `theo.park+${stamp}@brightwave.example` };
  const pdf = await deckPdf();

  await test.step("a visitor sends the contact form with a PDF", async () => {
    const visitor = await browser.newPage();
    await visitor.goto("/contact");
    await untilHydrated(visitor);
    await visitor.getByLabel("Name*").fill(contact.name);
    await visitor.getByLabel("Email*").fill(contact.email);
    await visitor.getByLabel("Company").fill(contact.company);
    await visitor
      .getByLabel("Message*")
      .fill(
        "We are opening two boutique hotels in Palm Springs this spring and need a launch campaign. We want a brand film and social media content for the opening. Our budget is around $60k and we need it live by March.",
      );
    await visitor.locator('input[type="file"]').setInputFiles({ name: "palm-hotels-brief.pdf", mimeType: "application/pdf", buffer: pdf });
    await visitor.getByRole("button", { name: "Send Message" }).click();
    await expect(visitor.getByRole("heading", { name: "Thank You!" })).toBeVisible();
    await visitor.close();
  });

  await test.step("another visitor chats and leaves an email through the contact gate", async () => {
    const visitor = await browser.newPage();
    await openHome(visitor);
    await send(visitor, "We need a campaign for our cold brew launch");
    const form = contactForm(visitor);
    await form.getByLabel("Name*").fill(chat.name);
    await form.getByLabel("Email*").fill(chat.email);
    await form.getByRole("button", { name: "Continue" }).click();
    await expect(log(visitor).locator("[data-status=done]")).toHaveCount(1);
    await send(visitor, "Budget is between 20 and 40k and we want to launch in 6 weeks with a 30-second spot and product photography.");
    await expect(log(visitor).locator("[data-status=done]")).toHaveCount(2);
    await visitor.close();
  });

  await test.step("staff get one email and one webhook post per new lead", async () => {
    for (const person of [contact, chat]) {
      await expect.poll(() => mailsAbout(person.email).length, { timeout: NOTIFIED_WITHIN_MS }).toBe(1);
      await expect.poll(() => postsAbout(person.email).length, { timeout: NOTIFIED_WITHIN_MS }).toBe(1);
      const [mail] = mailsAbout(person.email);
      expect(mail.to).toEqual([E2E_NOTIFY_TO]);
      expect(mail.user).toBe(E2E_SMTP_USER);
      expect(mail.body).toContain(person.name);
    }
    expect(mailsAbout(contact.email)[0].body).toContain("palm-hotels-brief.pdf");
  });

  await signInAsAdmin(page);
  await openAdminTab(page, "Leads");

  await test.step("both are new leads in the list, with source, contact times and qualification", async () => {
    await searchLeads(page, String(stamp));
    await expect(page.getByTestId("lead-row")).toHaveCount(2);
    const contactRow = leadRow(page, contact.name);
    await expect(contactRow).toHaveAttribute("data-status", "new");
    await expect(contactRow).toContainText(contact.email);
    await expect(contactRow).toContainText(contact.company);
    await expect(contactRow.getByRole("list", { name: "Sources" })).toContainText("Contact form");
    await expect(contactRow.locator("time")).toHaveText([SHORT_DATE, SHORT_DATE]);
    await expect(contactRow).toContainText("Creative Campaigns");
    const chatRow = leadRow(page, chat.name);
    await expect(chatRow).toHaveAttribute("data-status", "new");
    await expect(chatRow.getByRole("list", { name: "Sources" })).toContainText("Chat");
    // Latest contact first: the chat came after the contact form.
    await expect(page.getByTestId("lead-row").first()).toContainText(chat.name);

    await leadsTab(page).getByLabel("Source", { exact: true }).selectOption("contact-form");
    await expect(page.getByTestId("lead-row")).toHaveCount(1);
    await expect(page.getByTestId("lead-row")).toContainText(contact.name);
    await leadsTab(page).getByLabel("Source", { exact: true }).selectOption("");
    await expect(page.getByTestId("lead-row")).toHaveCount(2);
  });

  await test.step("the chat lead's detail: its messages in order and the facts with their sentences", async () => {
    await openLead(page, chat.name);
    const messages = page.getByTestId("lead-message");
    await expect(messages).toHaveCount(2);
    await expect(messages.nth(0)).toContainText("We need a campaign for our cold brew launch");
    await expect(messages.nth(1)).toContainText("Budget is between 20 and 40k");
    const qualification = page.getByTestId("lead-qualification");
    await expect(qualification).toContainText("$20k–$40k");
    await expect(qualification).toContainText("in 6 weeks");
    await expect(qualification.locator("blockquote").first()).toContainText("“We need a campaign for our cold brew launch”");
    await page.getByRole("button", { name: "← Back to the list" }).click();
    await expect(page.getByRole("button", { name: `Open lead ${chat.name}` })).toBeFocused();
  });

  await test.step("the contact lead's PDF opens and downloads; its qualification quotes the message", async () => {
    await openLead(page, contact.name);
    const qualification = page.getByTestId("lead-qualification");
    await expect(qualification).toContainText("$60k");
    await expect(qualification).toContainText("by March");
    await expect(qualification).toContainText("Hospitality & travel");
    await expect(qualification).toContainText("“Our budget is around $60k and we need it live by March.”");
    await expect(qualification).toContainText("From the contact form");

    const attachment = page.getByTestId("lead-attachment").filter({ hasText: "palm-hotels-brief.pdf" });
    await expect(attachment).toContainText("Contact PDF");
    const view = attachment.getByRole("link", { name: "View palm-hotels-brief.pdf" });
    const inline = await page.request.get((await view.getAttribute("href")) as string);
    expect(inline.headers()["content-type"]).toBe("application/pdf");
    expect(inline.headers()["content-disposition"]).toMatch(/^inline/);
    expect(Buffer.from(await inline.body()).equals(pdf)).toBe(true);
    const [popup] = await Promise.all([page.waitForEvent("popup"), view.click()]);
    expect(new URL(popup.url()).pathname).toMatch(/^\/api\/admin\/uploads\/[^/]+\/view$/);
    await popup.close();

    const [download] = await Promise.all([page.waitForEvent("download"), attachment.getByRole("link", { name: "Download palm-hotels-brief.pdf" }).click()]);
    expect(download.suggestedFilename()).toBe("palm-hotels-brief.pdf");
    expect(fs.readFileSync(await download.path()).equals(pdf)).toBe(true);
  });

  await test.step("status and note are saved, and still there after a reload", async () => {
    await page.getByLabel("Status", { exact: true }).selectOption("qualified");
    await page.getByLabel("Staff note").fill("Called Marisol: proposal for the brand film due Friday.");
    await page.getByRole("button", { name: "Save", exact: true }).click();
    await expect(page.locator("[data-sonner-toast]").filter({ hasText: "Lead updated" })).toBeVisible();
    await expect(page.getByRole("button", { name: "Save", exact: true })).toBeDisabled();

    await page.reload();
    await expect(page.getByRole("tab", { name: "Leads", selected: true })).toBeVisible();
    await searchLeads(page, String(stamp));
    await expect(leadRow(page, contact.name)).toHaveAttribute("data-status", "qualified");
    await expect(leadRow(page, chat.name)).toHaveAttribute("data-status", "new");
    await openLead(page, contact.name);
    await expect(page.getByLabel("Status", { exact: true })).toHaveValue("qualified");
    await expect(page.getByLabel("Staff note")).toHaveValue("Called Marisol: proposal for the brand film due Friday.");
    // Who was told: the email and the webhook, both sent.
    const told = page.getByTestId("notification");
    await expect(told).toHaveCount(2);
    await expect(told.filter({ hasText: "Email" })).toHaveAttribute("data-status", "sent");
    await expect(told.filter({ hasText: "Webhook" })).toHaveAttribute("data-status", "sent");
  });

  await test.step("the outbox shows what is configured and what was sent", async () => {
    await leadsTab(page).getByRole("tab", { name: "Notifications" }).click();
    const settings = page.getByTestId("notification-settings");
    await expect(settings).toContainText(E2E_NOTIFY_TO);
    await expect(settings).toContainText(`127.0.0.1:${E2E_WEBHOOK_PORT}`);
    await expect(settings).not.toContainText(E2E_SMTP_PASSWORD);
    await expect(settings).not.toContainText("secret-path");
    const outbox = page.getByRole("list", { name: "Notifications", exact: true }).getByTestId("notification").filter({ hasText: chat.email });
    await expect(outbox).toHaveCount(2);
    for (const row of await outbox.all()) await expect(row).toHaveAttribute("data-status", "sent");
  });

  await test.step("the CSV exports hold both leads and both conversations", async () => {
    await leadsTab(page).getByRole("tab", { name: "Lead List" }).click();
    await searchLeads(page, String(stamp));
    await expect(page.getByTestId("lead-row")).toHaveCount(2);
    const leads = await downloaded(page, page.getByRole("link", { name: "These leads (CSV)" }));
    expect(leads.download.suggestedFilename()).toMatch(/^leads-\d{4}-\d{2}-\d{2}\.csv$/);
    const rows = leads.text.trim().split(/\r?\n/);
    expect(rows).toHaveLength(3);
    expect(leads.text).toContain(contact.email);
    expect(leads.text).toContain(chat.email);
    expect(leads.text).toContain("qualified");
    const conversations = await downloaded(page, page.getByRole("link", { name: "Conversations (CSV)" }));
    expect(conversations.text).toContain(contact.email);
    expect(conversations.text).toContain(chat.email);
    expect(conversations.text).toContain("Budget is between 20 and 40k");
  });

  await test.step("a person's data exports as one ZIP", async () => {
    await leadsTab(page).getByRole("tab", { name: "Privacy Requests" }).click();
    await leadsTab(page).getByLabel("Email address").fill(contact.email);
    await leadsTab(page).getByRole("button", { name: "Find", exact: true }).click();
    const found = page.getByTestId("person-found");
    await expect(found.getByRole("list", { name: "What is stored" })).toContainText("1 contact PDF");
    const [download] = await Promise.all([page.waitForEvent("download"), found.getByRole("button", { name: "Export ZIP" }).click()]);
    expect(download.suggestedFilename()).toBe("personal-data.zip");
    const zip = fs.readFileSync(await download.path());
    expect(zip.subarray(0, 2).toString("latin1")).toBe("PK");
    expect(zip.includes(Buffer.from("data.json"))).toBe(true);
    expect(zip.includes(pdf)).toBe(true);
  });

  await test.step("deleting each person removes every row and file", async () => {
    const db = openDatabase();
    try {
      for (const person of [contact, chat]) {
        const stored = await storedAbout(db, person.email);
        expect(stored.leadId).not.toBe("");
        const before = await rowsLeft(db, person.email, stored);
        expect(before.leads).toBe(1);
        expect(before.messages).toBeGreaterThan(0);
        expect(before.notifications).toBe(2);
        for (const file of stored.files) expect(fs.existsSync(file)).toBe(true);

        await erasePerson(page, person.email);
        expect(await rowsLeft(db, person.email, stored)).toEqual({ leads: 0, conversations: 0, messages: 0, uploads: 0, resumes: 0, notifications: 0 });
        for (const file of stored.files) expect(fs.existsSync(file)).toBe(false);
      }
    } finally {
      await closeSharedConnections(E2E_DATABASE_URL);
    }
    await expect(page.getByTestId("deletion-log-entry").first()).toContainText("1 lead");

    await leadsTab(page).getByRole("tab", { name: "Lead List" }).click();
    await searchLeads(page, String(stamp));
    await expect(page.getByText("No leads match these filters.")).toBeVisible();
    // Still told exactly once each.
    for (const person of [contact, chat]) {
      expect(mailsAbout(person.email)).toHaveLength(1);
      expect(postsAbout(person.email)).toHaveLength(1);
    }
  });
});
