import type { Browser, Page } from "@playwright/test";
import { expect, test } from "../support/test";
import { openAdminTab, signInAsAdmin } from "../support/admin";
import { openHome, replies, replyAfterDetails, send } from "../support/concierge";

// A case study staff publish is known to the concierge the moment it is saved, like the seed ones:
// a new visitor asks about it by what it was (never by the client's name), then asks a follow-up,
// and gets both facts; another asks whose work it was by what was made, and who was worked with
// there; a third asks by their own trade, in words the story never uses. Its industry is one the
// seed content has none of.

const stamp = Date.now();
const title = `Quillfeather Bindery Open Studio ${stamp}`;

/** Sends a message and returns its reply, the `index`-th of the conversation (0 first), once shown. */
async function ask(page: Page, message: string, index: number) {
  await send(page, message);
  const reply = await replyAfterDetails(page, index);
  await expect(replies(page)).toHaveCount(index + 1, { timeout: 20_000 });
  return reply;
}

async function newVisitor(browser: Browser) {
  const context = await browser.newContext();
  const page = await context.newPage();
  await openHome(page);
  return { page, close: () => context.close() };
}

test.describe("a case study staff publish", () => {
  test("is answered for by description, and the follow-up stays on it", async ({ browser, page }) => {
    test.slow();
    await signInAsAdmin(page);
    await openAdminTab(page, "Case Studies");
    await page.getByRole("button", { name: "Create case study" }).click();
    await page.getByRole("textbox", { name: "Title", exact: true }).fill(title);
    await page.getByLabel("Client").fill("Quillfeather Bindery");
    await page.getByLabel("Industry").fill("Bookbinding");
    await page.getByLabel("Duration").fill("7 weeks");
    await page
      .getByLabel("Challenge")
      .fill("Quillfeather's hand-bound notebooks sold out at craft fairs, but its Highland Park workshop sat empty on weekdays.");
    await page.getByLabel("Strategy").fill("Open the workshop doors and let people watch a book being sewn.");
    await page.getByRole("button", { name: "Add execution item" }).click();
    await page.getByRole("textbox", { name: "Execution item 1", exact: true }).fill("Saturday open-studio sessions where visitors stitched their own notebook");
    await page.getByRole("button", { name: "Add result" }).click();
    await page.getByRole("textbox", { name: "Result 1", exact: true }).fill("Online notebook orders up 64%");
    await page.getByRole("button", { name: "Add result" }).click();
    await page.getByRole("textbox", { name: "Result 2", exact: true }).fill("Workshop visits tripled to 1,200 a month");
    await page.getByLabel("Primary metric").fill("3x workshop visits");
    await page.getByRole("button", { name: "Add tag" }).click();
    await page.getByRole("textbox", { name: "Tag 1", exact: true }).fill("Craft");
    await page.getByRole("button", { name: "Add service" }).click();
    await page.getByRole("textbox", { name: "Service 1", exact: true }).fill("Video Production");
    await page.getByRole("textbox", { name: "Quote", exact: true }).fill("Now people see the stitches.");
    await page.getByLabel("Attribution").fill("Mara Quill, Founder, Quillfeather Bindery");
    const created = page.waitForResponse((response) => response.request().method() === "POST" && response.url().endsWith("/api/case-studies"));
    await page.getByRole("button", { name: "Create case study" }).click();
    expect((await created).status()).toBe(201);

    // A new visitor, who has never heard the client's name.
    const visitor = await newVisitor(browser);
    const first = await ask(visitor.page, "how much did online orders grow for the notebook company?", 0);
    await expect(first).toContainText("64%");
    await expect(first).toContainText("Quillfeather Bindery");

    // The follow-up names nothing: it is about the same work.
    const followUp = await ask(visitor.page, "how long did that campaign run?", 1);
    await expect(followUp).toContainText("7 weeks");
    await expect(followUp).not.toContainText("I don't have that");
    await visitor.close();

    // Another visitor asks whose work it was, by what was made, then who was worked with there.
    const other = await newVisitor(browser);
    const whose = await ask(other.page, "which client had the saturday sessions where people stitched their own notebooks?", 0);
    await expect(whose).toContainText("Quillfeather Bindery");
    await expect(whose).toContainText("Saturday open-studio sessions");
    const who = await ask(other.page, "who did you work with at the notebook company?", 1);
    await expect(who).toContainText("Mara Quill");
    await other.close();

    // A third says what they run, in words the story never uses, and asks if the agency has done
    // such work: a letterpress studio is near bookbinding (word vectors), no seed client is.
    const trade = await newVisitor(browser);
    const kind = await ask(trade.page, "i own a letterpress print shop, have you done anything for a business like mine?", 0);
    await expect(kind).toContainText("Quillfeather Bindery");
    await expect(kind).toContainText("3x workshop visits");
    await trade.close();
  });
});
