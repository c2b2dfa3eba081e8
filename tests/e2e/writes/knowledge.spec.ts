import path from "node:path";
import AxeBuilder from "@axe-core/playwright";
import { closeSharedConnections } from "../../../lib/db/adapter";
import { database, type Db } from "../../../lib/db/kysely";
import { STATS_URL } from "../../../lib/admin/knowledge";
import { expect, test, type Page } from "../support/test";
import { E2E_ADMIN_TOKEN } from "../../../playwright.config";
import { openAdminTab, signInAsAdmin } from "../support/admin";

// The admin's Knowledge tab in the browser. Runs after the read-only specs (project "writes"): it
// adds an entry to the Los Angeles page's FAQ (and deletes it again). The unanswered and
// low-confidence messages are written straight into the e2e server's database, as the chat turn
// logs them, with a word of this run in their keys so other runs' messages never mix in.

const run = `zq${Date.now().toString(36)}`;
// Every word of these keys is this run's own: keys that ask the same are one group, and a reused
// server keeps earlier runs' messages.
const DRONE = {
  key: `${run}blimp ${run}film`,
  texts: [`Can you film from a blimp for ${run}?`, `Do you do blimp shoots for ${run}?`, `blimp footage ${run} cost`],
};
const HOLOGRAM = { key: `${run}hologram`, texts: [`Do you make holograms for ${run}?`] };
const LOW = `Do you have an office in Austin for ${run}?`;
const CHART_TABLE = "Chat messages per day, Los Angeles time";

const E2E_DATABASE_URL = `file:${path.join(process.cwd(), "data/e2e.db")}`;

/** The e2e server's SQLite file, through the app's query layer (the server holds it open too: writes wait for its lock). */
function openDatabase(): Db {
  return database(E2E_DATABASE_URL);
}

let messageNumber = 0;
/** Logs `count` messages in one conversation, the newest a minute ago, as the chat turn does. */
async function logMessages(
  db: Db,
  {
    key,
    texts,
    count,
    unanswered = true,
    lowConfidence = false,
  }: { key: string; texts: string[]; count: number; unanswered?: boolean; lowConfidence?: boolean },
) {
  const conversationId = `k-${run}-${++messageNumber}`;
  const sessionId = `s-${conversationId}`;
  const now = Date.now();
  await db.transaction().execute(async (trx) => {
    await trx
      .insertInto("Conversation")
      .values({ id: conversationId, sessionId, personaSlug: "default", createdAt: new Date(now), updatedAt: new Date(now) })
      .execute();
    await trx
      .insertInto("ConversationMessage")
      .values(
        Array.from({ length: count }, (_, index) => ({
          id: `${conversationId}-${index}`,
          conversationId,
          message: texts[index % texts.length],
          reply: "I don't know that yet.",
          intent: "webchat",
          timestamp: new Date(now - 60_000 - index * 1000),
          sessionId,
          lang: "en",
          unanswered,
          lowConfidence,
          questionKey: key,
        })),
      )
      .execute();
  });
  return conversationId;
}

const admin = { authorization: `Bearer ${E2E_ADMIN_TOKEN}` };

async function openKnowledge(page: Page) {
  await signInAsAdmin(page);
  await openAdminTab(page, "Knowledge");
  await expect(page.getByRole("heading", { level: 2, name: "Knowledge" })).toBeVisible();
}

const group = (page: Page, question: string) =>
  page.getByTestId("unanswered-group").filter({ has: page.getByRole("heading", { level: 3, name: question, exact: true }) });

test.describe.configure({ mode: "serial" });

test.describe("the Knowledge tab", () => {
  let droneConversation: string;
  test.beforeAll(async () => {
    const db = openDatabase();
    try {
      // More asks than any other question in the e2e database: these groups come first.
      droneConversation = await logMessages(db, { ...DRONE, count: 60 });
      await logMessages(db, { ...HOLOGRAM, count: 50 });
      await logMessages(db, { key: `${run}austin ${run}office`, texts: [LOW], count: 1, unanswered: false, lowConfidence: true });
    } finally {
      await closeSharedConnections(E2E_DATABASE_URL);
    }
  });

  test("lists rephrasings as one group with its latest messages, opens one's conversation, and dismisses a group", async ({ page }) => {
    await openKnowledge(page);
    const drone = group(page, DRONE.texts[0]);
    await expect(drone).toBeVisible();
    await expect(drone).toContainText("60");
    await expect(drone).toContainText(DRONE.texts[1]);
    await expect(drone.getByTestId("unanswered-example")).toHaveCount(5);

    await drone
      .getByRole("button", { name: /^Open conversation/ })
      .first()
      .click();
    await expect(page.getByRole("tab", { name: "Conversations", selected: true })).toBeVisible();
    await expect(page.getByRole("tab", { name: "Detailed View", selected: true })).toBeVisible();
    await expect(page.getByTestId("conversation-message").first()).toContainText(run);
    expect(droneConversation).toContain(run);

    await openAdminTab(page, "Knowledge");
    const hologram = group(page, HOLOGRAM.texts[0]);
    await hologram.getByRole("button", { name: /^Dismiss/ }).click();
    await expect(page.locator("[data-sonner-toast]").filter({ hasText: "Dismissed" })).toBeVisible();
    await expect(hologram).toHaveCount(0);
    // The reader's place is kept: the focus moved on, not to the page's start.
    await expect(page.locator("h3:focus, p:focus")).toHaveCount(1);

    const db = openDatabase();
    try {
      const left = await db
        .selectFrom("ConversationMessage")
        .select((eb) => eb.fn.countAll<number>().as("n"))
        .where("questionKey", "=", HOLOGRAM.key)
        .where("reviewedAt", "is", null)
        .executeTakeFirstOrThrow();
      expect(Number(left.n)).toBe(0);
    } finally {
      await closeSharedConnections(E2E_DATABASE_URL);
    }
  });

  test("the chart draws the last 30 days as an SVG, with its numbers in an accessible table", async ({ page }) => {
    type Stats = { days: { total: number; answered: number; unanswered: number }[]; totals: { total: number; unanswered: number } };
    // Other specs chat on the same server meanwhile, and the erasures in the leads specs delete
    // today's messages: the counts move both ways. So the table is checked against the figures the
    // page itself fetched, the newest response it received.
    const fetched: Stats[] = [];
    page.on("response", (response) => {
      if (new URL(response.url()).pathname === STATS_URL && response.ok())
        void response.json().then(
          (body: Stats) => fetched.push(body),
          () => undefined,
        );
    });
    await openKnowledge(page);
    const chart = page.getByTestId("knowledge-chart");
    await expect(chart.locator("svg.recharts-surface")).toBeVisible();
    await expect(chart.locator(".recharts-bar-rectangle").first()).toBeAttached();
    const table = chart.getByRole("table", { name: CHART_TABLE });
    await expect(table.getByRole("row")).toHaveCount(31);
    const cells = table.getByRole("row").last().getByRole("cell");
    await expect(async () => {
      const stats = fetched.at(-1);
      expect(stats).toBeDefined();
      // This spec logged over a hundred unanswered messages of its own before it ran.
      expect(stats!.totals.unanswered).toBeGreaterThanOrEqual(110);
      const today = stats!.days[stats!.days.length - 1];
      const shown = await cells.allTextContents();
      expect(shown.slice(0, 3).map(Number)).toEqual([today.total, today.answered, today.unanswered]);
    }).toPass();
    await expect(page.getByTestId("unanswered-share")).toHaveText(/^\d+(\.\d)?%$/);
  });

  test("'Looks right' takes a reply from weak evidence off the list", async ({ page }) => {
    await openKnowledge(page);
    await page.getByRole("tab", { name: "Low Confidence" }).click();
    const row = page.getByTestId("low-confidence-message").filter({ hasText: LOW });
    await expect(row).toBeVisible();
    await row.getByRole("button", { name: /^Looks right/ }).click();
    await expect(page.locator("[data-sonner-toast]").filter({ hasText: "Marked as right" })).toBeVisible();
    await expect(row).toHaveCount(0);
  });

  test("writes the answer to a group: HTML is refused, the answer is saved, and the group leaves the list", async ({ page }) => {
    await openKnowledge(page);
    const drone = group(page, DRONE.texts[0]);
    await drone.getByRole("button", { name: /^Write the answer/ }).click();
    const dialog = page.getByRole("dialog", { name: "Write the answer" });
    await expect(dialog).toBeVisible();
    await expect(dialog.getByLabel("Question")).toHaveValue(DRONE.texts[0]);
    // The group's one key is one phrasing, ticked: it asks what the headline asks.
    await expect(dialog.getByRole("checkbox", { name: DRONE.texts[0] })).toBeChecked();
    await expect(dialog.getByLabel("Question")).toBeFocused();
    const answer = dialog.getByRole("textbox", { name: "Answer", exact: true });

    // The editor runs the server's own check before it sends anything.
    await answer.fill("Yes! <b>Licensed pilots</b> fly for us.");
    await dialog.getByRole("button", { name: "Save the answer" }).click();
    await expect(dialog.getByText("Must be plain text: HTML tags are not allowed")).toBeVisible();
    await expect(answer).toHaveAttribute("aria-invalid", "true");
    await expect(answer).toBeFocused();
    // And the server refuses it anyway, naming the field.
    const refused = await page.request.post("/api/admin/knowledge/entries", {
      headers: admin,
      data: { question: "Drones?", answer: "<script>alert(1)</script>" },
    });
    expect(refused.status()).toBe(400);
    expect((await refused.json()).error.message).toMatch(/^answer: must be plain text/);

    await answer.fill(`Yes: licensed pilots fly for us (${run}). See /services/video-production.`);
    await dialog.getByLabel("Show on the Los Angeles page").check();
    await dialog.getByRole("button", { name: "Save the answer" }).click();
    await expect(page.locator("[data-sonner-toast]").filter({ hasText: "Answer saved" })).toBeVisible();
    await expect(dialog).toHaveCount(0);
    await expect(drone).toHaveCount(0);
  });

  test("edits, reorders and deletes the entry; the Los Angeles page and its FAQPage data follow", async ({ page }) => {
    await openKnowledge(page);
    await page.getByRole("tab", { name: "Entries" }).click();
    const entries = page.getByTestId("knowledge-entry");
    const entry = entries.filter({ hasText: DRONE.texts[0] });
    await expect(entry).toBeVisible();
    await expect(entry).toContainText("On the Los Angeles page");
    await expect(entry).toContainText("Not answered yet");

    // Edit: a new answer, saved, then on the page and in its structured data.
    const edited = `Yes: FAA-licensed pilots fly for us (${run}).`;
    await entry.getByRole("button", { name: /^Edit/ }).click();
    const dialog = page.getByRole("dialog", { name: "Edit the entry" });
    await dialog.getByRole("textbox", { name: "Answer", exact: true }).fill(edited);
    await dialog.getByRole("button", { name: "Save changes" }).click();
    await expect(page.locator("[data-sonner-toast]").filter({ hasText: "Entry saved" })).toBeVisible();
    await expect(entry).toContainText(edited);
    await expect(entry).toBeFocused();

    const laPage = await page.context().newPage();
    await expect(async () => {
      await laPage.goto("/los-angeles-advertising-agency");
      const faq = laPage.getByRole("region", { name: "Frequently asked questions" });
      await expect(faq.getByRole("heading", { level: 3, name: DRONE.texts[0] })).toBeVisible({ timeout: 1000 });
      await expect(faq).toContainText(edited, { timeout: 1000 });
    }).toPass({ timeout: 60_000 });
    const jsonLd = (await laPage.locator('script[type="application/ld+json"]').allTextContents()).map((text) => JSON.parse(text)).flat();
    const faqPage = jsonLd.find((item: { "@type": string }) => item["@type"] === "FAQPage");
    expect(faqPage.mainEntity).toContainEqual({ "@type": "Question", name: DRONE.texts[0], acceptedAnswer: { "@type": "Answer", text: edited } });
    await expect(laPage.getByRole("region", { name: "Frequently asked questions" }).getByRole("heading", { level: 3 })).toHaveCount(faqPage.mainEntity.length);

    // Reorder: one place up, saved.
    const before = await entries.getByTestId("knowledge-entry-question").allTextContents();
    const index = before.indexOf(DRONE.texts[0]);
    await entry.getByRole("button", { name: /up$/ }).click();
    await page.getByRole("button", { name: "Save order" }).click();
    await expect(page.locator("[data-sonner-toast]").filter({ hasText: "The order has been saved." })).toBeVisible();
    const saved = (await (await page.request.get("/api/admin/knowledge/entries")).json()) as { entries: { question: string }[] };
    expect(saved.entries.map((item) => item.question).indexOf(DRONE.texts[0])).toBe(index - 1);

    // Delete, after the confirmation; the page's FAQ goes back to what it was.
    await entry.getByRole("button", { name: /^Delete/ }).click();
    const confirm = page.getByRole("dialog", { name: "Delete this entry?" });
    await expect(confirm.getByRole("button", { name: "Keep it" })).toBeFocused();
    await confirm.getByRole("button", { name: "Delete entry" }).click();
    await expect(page.locator("[data-sonner-toast]").filter({ hasText: "Entry deleted" })).toBeVisible();
    await expect(entry).toHaveCount(0);
    await expect(async () => {
      await laPage.goto("/los-angeles-advertising-agency");
      await expect(laPage.getByRole("region", { name: "Frequently asked questions" })).not.toContainText(run, { timeout: 1000 });
    }).toPass({ timeout: 60_000 });
  });

  test("is accessible: the lists, the chart and the editor", async ({ page }) => {
    test.setTimeout(180_000);
    const scan = async (what: string) => {
      const { violations } = await new AxeBuilder({ page }).withTags(["wcag2a", "wcag2aa", "wcag21a", "wcag21aa", "wcag22aa"]).analyze();
      expect(violations.map((violation) => `${what}: ${violation.id} ${violation.nodes.map((node) => node.target.join(" ")).join(", ")}`)).toEqual([]);
    };
    await openKnowledge(page);
    await expect(page.getByTestId("knowledge-chart").locator("svg.recharts-surface")).toBeVisible();
    await expect(page.getByTestId("unanswered-group").first().or(page.getByText("No unanswered questions."))).toBeVisible();
    await scan("Unanswered");
    await page.getByRole("tab", { name: "Entries" }).click();
    await expect(page.getByTestId("knowledge-entry").first()).toBeVisible();
    await scan("Entries");
    await page.getByRole("button", { name: "Add an entry" }).click();
    await expect(page.getByRole("dialog", { name: "Add an entry" })).toBeVisible();
    await expect(page.getByRole("dialog").getByLabel("Question")).toBeFocused();
    await scan("editor");
    await page.keyboard.press("Escape");
    await expect(page.getByRole("button", { name: "Add an entry" })).toBeFocused();
  });
});
