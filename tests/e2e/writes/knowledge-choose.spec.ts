import path from "node:path";
import type { Browser } from "@playwright/test";
import { closeSharedConnections } from "../../../lib/db/adapter";
import { database } from "../../../lib/db/kysely";
import type { Locator } from "@playwright/test";
import { expect, test, type Page } from "../support/test";
import { openAdminTab, signInAsAdmin } from "../support/admin";
import { openHome, replyAfterDetails, send } from "../support/concierge";

// What staff choose an answer to cover, in the browser. A group holds a question several visitors
// asked and the same words in another order; a phrasing that asks something else (its key shares a
// word with theirs) is a group of its own, and staff answer the two together (a merge by hand).
// Staff write the answer, untick the phrasing that asks something else, and save: a new visitor asking the question in other words (a synonym)
// gets the answer; the unticked phrasing and a look-alike of it do not, and the unticked phrasing
// is still listed. One visitor's phrasing holds U+202E (right-to-left override): it must not
// reorder the phrasing shown next to it. Messages are written straight into the e2e server's
// database as the chat turn logs them, each visitor from an address of their own, with a word of
// this run in every key so other runs' messages never mix in.

const word = `kc${Date.now().toString(36)}`;
const HEADLINE = `How much does a ${word} shoot cost?`;
const SAME_WORDS = `${word} shoot cost, how much?`;
const ELSE = `Can I cancel a ${word} shoot?`;
const OVERRIDE = `\u202E${word} shoot cost for a team?`;
// Every word of the keys is this run's own (a reused server keeps earlier runs' messages, and keys sharing half their words are one group).
const KEYS = {
  headline: `${word}cost ${word}shoot`,
  same: `${word}shoot ${word}cost`,
  else: `${word}cancel ${word}shoot`,
  override: `${word}cost ${word}shoot ${word}team`,
};
// A price question is answered only by an answer that names an amount.
const ANSWER = `A ${word} shoot costs $4,800 a day, crew and edit included (${word}-rate); see /services/video-production.`;
const SYNONYM = `What's the price of a ${word} shoot?`;
const LOOK_ALIKE = `Could I cancel my ${word} shoot?`;

const E2E_DATABASE_URL = `file:${path.join(process.cwd(), "data/e2e.db")}`;

let visitorNumber = 0;
/** One visitor (a conversation of their own, an address of their own) sent `text` once, a minute ago. */
async function logVisitors(key: string, text: string, visitors: number, at?: Date) {
  const db = database(E2E_DATABASE_URL);
  try {
    for (let index = 0; index < visitors; index += 1) {
      const id = `kc-${word}-${++visitorNumber}`;
      const sent = at ?? new Date(Date.now() - 60_000 - visitorNumber * 1000);
      await db.transaction().execute(async (trx) => {
        await trx
          .insertInto("Conversation")
          .values({ id, sessionId: `s-${id}`, personaSlug: "default", createdAt: sent, updatedAt: sent })
          .execute();
        await trx
          .insertInto("ConversationMessage")
          .values({
            id: `${id}-0`,
            conversationId: id,
            message: text,
            reply: "I don't know that yet.",
            intent: "webchat",
            timestamp: sent,
            sessionId: `s-${id}`,
            userIp: `198.51.100.${visitorNumber % 250}`,
            lang: "en",
            unanswered: true,
            questionKey: key,
          })
          .execute();
      });
    }
  } finally {
    await closeSharedConnections(E2E_DATABASE_URL);
  }
}

/** A visitor of their own (a fresh browser context: a fresh visitor cookie) asks one thing; their reply's text. */
async function visitorAsks(browser: Browser, message: string): Promise<string> {
  const context = await browser.newContext();
  try {
    const page = await context.newPage();
    await openHome(page);
    await send(page, message);
    // A question about a project may ask for the visitor's details first: they skip it.
    const reply = await replyAfterDetails(page, 0);
    return (await reply.textContent()) ?? "";
  } finally {
    await context.close();
  }
}

/** With SHOTS=<folder>: screenshots at 1440 and 390 px wide, for people to look at (nothing is compared). */
async function shoot(page: Page, name: string, scrollTo?: Locator) {
  const folder = process.env.SHOTS;
  if (!folder) return;
  const size = page.viewportSize();
  for (const width of [1440, 390]) {
    await page.setViewportSize({ width, height: 900 });
    await scrollTo?.scrollIntoViewIfNeeded();
    await page.screenshot({ path: path.join(folder, `44b-${name}-${width}.png`) });
  }
  if (size) await page.setViewportSize(size);
}

const groupOf = (page: Page, text: string) => page.getByTestId("unanswered-group").filter({ hasText: text });

test.describe.configure({ mode: "serial" });

test.describe("staff choose what an answer covers", () => {
  test.beforeAll(async () => {
    await logVisitors(KEYS.headline, HEADLINE, 4);
    await logVisitors(KEYS.else, ELSE, 3);
    await logVisitors(KEYS.override, OVERRIDE, 2);
    await logVisitors(KEYS.same, SAME_WORDS, 1);
  });

  test("each visitor's phrasing is isolated: a right-to-left override reorders only its own", async ({ page }) => {
    await signInAsAdmin(page);
    await openAdminTab(page, "Knowledge");
    const group = groupOf(page, word).first();
    await expect(group.getByRole("heading", { level: 3 })).toHaveText(HEADLINE);
    // Every phrasing in an element of its own that isolates its direction, never one text node.
    const also = group.getByTestId("also-asked");
    await expect(also).toHaveCount(2);
    for (const item of await also.all()) {
      expect(await item.evaluate((element) => [element.tagName, getComputedStyle(element).unicodeBidi])).toEqual(["BDI", "isolate"]);
    }
    // The most visitors first: the override's phrasing, then the one after it.
    expect(await also.allTextContents()).toEqual([OVERRIDE, SAME_WORDS]);
    // The phrasing after the override is laid out left to right: its first character is left of its last.
    const after = also.nth(1);
    const order = await after.evaluate((element) => {
      const range = document.createRange();
      const text = element.firstChild as Text;
      range.setStart(text, 0);
      range.setEnd(text, 1);
      const first = range.getBoundingClientRect().left;
      range.setStart(text, text.length - 1);
      range.setEnd(text, text.length);
      return first < range.getBoundingClientRect().left;
    });
    expect(order).toBe(true);
    for (const example of await group.getByTestId("unanswered-example").locator("bdi").all()) {
      expect(await example.evaluate((element) => getComputedStyle(element).unicodeBidi)).toBe("isolate");
    }
    await shoot(page, "tab", group);
    await shoot(page, "toolbar", page.getByRole("group", { name: "Several questions at once" }));
  });

  test("writes the answer, unticks the phrasing that asks something else: a synonym gets it, the unticked phrasing and a look-alike do not, and it stays listed", async ({
    browser,
    page,
  }) => {
    test.slow();
    await signInAsAdmin(page);
    await openAdminTab(page, "Knowledge");
    // What asks something else is a group of its own; staff answer it with the question, together.
    await expect(page.getByTestId("unanswered-group").getByRole("heading", { level: 3, name: ELSE, exact: true })).toBeVisible();
    await page.getByRole("checkbox", { name: `Select “${HEADLINE}”` }).check();
    await page.getByRole("checkbox", { name: `Select “${ELSE}”` }).check();
    await page.getByRole("group", { name: "Several questions at once" }).getByRole("button", { name: "Answer together" }).click();
    const dialog = page.getByRole("dialog", { name: "Write the answer" });
    // The headline is the phrasing the most visitors sent, in a field staff edit.
    const question = dialog.getByRole("textbox", { name: "Question", exact: true });
    await expect(question).toHaveValue(HEADLINE);
    await expect(question).toBeFocused();
    const phrasings = dialog.getByRole("group", { name: "Phrasings visitors sent" });
    await expect(phrasings.getByRole("checkbox")).toHaveCount(4);
    await expect(phrasings.getByRole("checkbox", { name: HEADLINE })).toBeChecked();
    await expect(phrasings.getByRole("checkbox", { name: SAME_WORDS })).toBeChecked();
    // Staff untick what asks something else (by keyboard: the boxes are real, labelled checkboxes).
    const other = phrasings.getByRole("checkbox", { name: ELSE });
    if (await other.isChecked()) {
      await other.focus();
      await page.keyboard.press("Space");
    }
    await expect(other).not.toBeChecked();
    await phrasings.getByRole("checkbox", { name: word + " shoot cost for a team" }).uncheck();
    await shoot(page, "editor");

    await dialog.getByRole("textbox", { name: "Answer", exact: true }).fill(ANSWER);
    await dialog.getByRole("button", { name: "Save the answer" }).click();
    await expect(page.locator("[data-sonner-toast]").filter({ hasText: "Answer saved" })).toBeVisible();
    await expect(dialog).toHaveCount(0);

    // The unticked phrasing is still listed (its own question now); the kept ones left the list.
    await expect(page.getByTestId("unanswered-group").getByRole("heading", { level: 3, name: ELSE, exact: true })).toBeVisible();
    await expect(page.getByTestId("unanswered-group").getByRole("heading", { level: 3, name: HEADLINE, exact: true })).toHaveCount(0);
    await expect(page.getByTestId("unanswered-group").filter({ hasText: SAME_WORDS })).toHaveCount(0);

    // The entry holds the headline and the kept phrasing, not the unticked ones.
    const entries = (await (await page.request.get("/api/admin/knowledge/entries")).json()) as {
      entries: { id: string; question: string; variants: string[] }[];
    };
    const entry = entries.entries.find((item) => item.question === HEADLINE);
    expect(entry?.variants).toEqual([SAME_WORDS]);

    try {
      // The unticked phrasing, and a look-alike of it, do not get the answer.
      expect(await visitorAsks(browser, ELSE)).not.toContain(`${word}-rate`);
      expect(await visitorAsks(browser, LOOK_ALIKE)).not.toContain(`${word}-rate`);
      // A new visitor asking the question in other words (a synonym) gets it.
      expect(await visitorAsks(browser, SYNONYM)).toContain(`${word}-rate`);
    } finally {
      if (entry) await page.request.delete(`/api/admin/knowledge/entries/${entry.id}`);
    }
  });

  test("dismisses several selected groups at once, and everything older than a date after a confirmation saying how many", async ({ page }) => {
    const first = `Do you paint ${word}murals?`;
    const second = `Can you sculpt ${word}statues?`;
    const old = `Do you still make ${word}faxes?`;
    await logVisitors(`${word}murals ${word}paint`, first, 2);
    await logVisitors(`${word}statues ${word}sculpt`, second, 2);
    await logVisitors(`${word}faxes`, old, 1, new Date("2001-06-01T12:00:00Z"));
    await signInAsAdmin(page);
    await openAdminTab(page, "Knowledge");
    const heading = (text: string) => page.getByTestId("unanswered-group").getByRole("heading", { level: 3, name: text, exact: true });
    await expect(heading(first)).toBeVisible();
    await expect(heading(second)).toBeVisible();

    await page.getByRole("checkbox", { name: `Select “${first}”` }).check();
    await page.getByRole("checkbox", { name: `Select “${second}”` }).check();
    const bar = page.getByRole("group", { name: "Several questions at once" });
    await expect(bar).toContainText("2 selected");
    await bar.getByRole("button", { name: "Dismiss selected" }).click();
    await expect(page.locator("[data-sonner-toast]").filter({ hasText: "2 questions (4 messages) left the list." })).toBeVisible();
    await expect(heading(first)).toHaveCount(0);
    await expect(heading(second)).toHaveCount(0);

    await bar.getByLabel("Dismiss everything older than").fill("2002-01-01");
    await bar.getByRole("button", { name: "Dismiss older…" }).click();
    const confirm = page.getByRole("dialog", { name: /^Dismiss [\d,]+ messages?\?$/ });
    await expect(confirm).toBeVisible();
    await expect(confirm.getByRole("button", { name: "Keep them" })).toBeFocused();
    await confirm.getByRole("button", { name: /^Dismiss [\d,]+ messages?$/ }).click();
    await expect(page.locator("[data-sonner-toast]").filter({ hasText: /older messages? left the list/ })).toBeVisible();
    await expect(confirm).toHaveCount(0);
    const db = database(E2E_DATABASE_URL);
    try {
      const waitingOld = await db
        .selectFrom("ConversationMessage")
        .select("id")
        .where("questionKey", "=", `${word}faxes`)
        .where("reviewedAt", "is", null)
        .execute();
      expect(waitingOld).toEqual([]);
    } finally {
      await closeSharedConnections(E2E_DATABASE_URL);
    }
  });
});
