import type { Browser, Page } from "@playwright/test";
import { expect, test } from "../support/test";
import { openAdminTab, signInAsAdmin } from "../support/admin";
import { openHome, send } from "../support/concierge";

// The loop staff live in, end to end in the browser: visitors ask, in their own words, something
// the site cannot answer; their questions appear in the Knowledge tab as one group; staff write the
// answer; the next visitor who asks it in yet other words gets that answer, at once; and the chart
// counts them. The question names a word of this run (letters and digits, which no spelling
// correction touches) so another run's messages never mix in.

const word = `kx${Date.now().toString(36)}`;
const ASKED = [`Do you offer ${word} tours?`, `can u guys do ${word} tours for us`, `${word} tours, is that something you do?`];
const REPHRASED = `what about ${word} tours, any chance?`;
const ANSWER = `Yes: we run ${word} tours of our Downtown LA studio for clients, at no charge (plain text: a < sign & an ampersand stay as they are).`;
const CHART_TABLE = "Chat messages per day, Los Angeles time";

test.describe.configure({ mode: "serial" });

/** A visitor of their own (a fresh browser context, so a fresh visitor cookie) asks one thing. */
async function visitorAsks(browser: Browser, message: string): Promise<{ page: Page; reply: string; close: () => Promise<void> }> {
  const context = await browser.newContext();
  const page = await context.newPage();
  await openHome(page);
  await send(page, message);
  const reply = page.locator('[role="log"] [data-status="done"]').last();
  await expect(reply).toBeVisible({ timeout: 20_000 });
  return { page, reply: (await reply.textContent()) ?? "", close: () => context.close() };
}

test.describe("teaching the concierge what it does not know", () => {
  test("several visitors ask; staff see one group, write the answer; the next visitor gets it; the chart counts them", async ({ browser, page }) => {
    test.slow();
    for (const message of ASKED) {
      const visitor = await visitorAsks(browser, message);
      expect(visitor.reply).toContain("I don't have that one in front of me");
      await visitor.close();
    }

    await signInAsAdmin(page);
    await openAdminTab(page, "Knowledge");
    const groups = page.getByTestId("unanswered-group").filter({ hasText: word });
    await expect(groups).toHaveCount(1);
    const group = groups.first();
    await expect(group).toContainText("3");
    for (const message of ASKED) await expect(group).toContainText(message);

    // The chart counts today's unanswered questions (its accessible table has the figures).
    const table = page.getByRole("table", { name: CHART_TABLE });
    const today = table.getByRole("row").last();
    const unansweredToday = Number((await today.getByRole("cell").nth(2).textContent())?.replace(/\D/g, ""));
    expect(unansweredToday).toBeGreaterThanOrEqual(3);

    await group.getByRole("button", { name: /Write the answer/ }).click();
    const editor = page.getByRole("form", { name: "New entry" });
    await expect(editor.getByRole("textbox", { name: "Question", exact: true })).not.toHaveValue("");
    // Staff read the phrasings: all three ask the same thing, so the answer covers every one.
    const phrasings = editor.getByRole("group", { name: "Phrasings visitors sent" }).getByRole("checkbox");
    await expect(phrasings).not.toHaveCount(0);
    for (const box of await phrasings.all()) await box.check();
    // HTML is refused with a message, and nothing is saved.
    await editor.getByRole("textbox", { name: "Answer", exact: true }).fill(`<img src=x onerror="window.__xss=1"> ${word}`);
    await editor.getByRole("button", { name: "Save the answer" }).click();
    await expect(editor.getByText(/HTML|tags?/i).first()).toBeVisible();
    await editor.getByRole("textbox", { name: "Answer", exact: true }).fill(ANSWER);
    await editor.getByRole("button", { name: "Save the answer" }).click();
    await expect(editor).toBeHidden();
    await expect(page.getByTestId("unanswered-group").filter({ hasText: word })).toHaveCount(0);

    // A new visitor, another phrasing: staff's answer, at once, as text (no markup reaches them).
    const next = await visitorAsks(browser, REPHRASED);
    expect(next.reply).toContain(`we run ${word} tours`);
    expect(next.reply).toContain("a < sign & an ampersand stay as they are");
    expect(await next.page.evaluate(() => (window as unknown as { __xss?: number }).__xss)).toBeUndefined();
    await expect(next.page.locator('[role="log"] img, [role="log"] script')).toHaveCount(0);
    await next.close();

    // The chart counts the answered one too, once the tab is opened again.
    await page.reload();
    await openAdminTab(page, "Knowledge");
    const answeredToday = Number(
      (await page.getByRole("table", { name: CHART_TABLE }).getByRole("row").last().getByRole("cell").nth(1).textContent())?.replace(/\D/g, ""),
    );
    expect(answeredToday).toBeGreaterThanOrEqual(1);

    // The entry shows it has answered once.
    await page.getByRole("tab", { name: "Entries" }).click();
    const entry = page.getByTestId("knowledge-entry").filter({ hasText: word });
    await expect(entry).toContainText(/answered 1 time/i);
  });
});
