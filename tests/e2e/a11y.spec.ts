import { readFile } from "node:fs/promises";
import path from "node:path";
import AxeBuilder from "@axe-core/playwright";
import { expect as baseExpect, test, type Page } from "./support/test";
import { services } from "../../lib/content/services";
import { openAdminTab, signInAsAdmin } from "./support/admin";
import { PDF, RESUME_TEXT } from "./support/files";
import { contactForm, forceReply, fulfillStream, input, log, MESSAGE_API, openHome, replies, send, settled, sse } from "./support/concierge";

// The accessibility gate: every page, and every panel and dialog state a visitor or an admin can
// reach, scanned whole by axe-core against WCAG 2.2 AA. Each state is one scan, reached through
// the UI the way people reach it, and must report no violation.

const WCAG_AA = ["wcag2a", "wcag2aa", "wcag21a", "wcag21aa", "wcag22aa"];

// One scan of a whole page takes seconds, many more on a busy shared machine, and a test walks
// through up to four states: generous, since nothing here is about speed.
test.describe.configure({ timeout: 600_000 });
// Panels load their code (and some their data) the first time they open, which on that machine
// can take longer than the default 10 s.
const expect = baseExpect.configure({ timeout: 60_000 });

type AxeViolation = Awaited<ReturnType<AxeBuilder["analyze"]>>["violations"][number];

/** One violation, readable in a test failure: rule, impact, the nodes it hit, and the fix to read. */
function describe(violation: AxeViolation): string {
  const nodes = violation.nodes.map(
    (node) => `    ${node.target.join(" ")}${node.failureSummary ? `\n      ${node.failureSummary.replace(/\n/g, "\n      ")}` : ""}`,
  );
  return `  ${violation.id} (${violation.impact ?? "unknown"}): ${violation.help}\n    ${violation.helpUrl}\n${nodes.join("\n")}`;
}

/**
 * Waits until nothing on the page is moving, so colours are measured at rest (a fade still under
 * way would be measured at its half-transparent colours): every CSS and Web Animation that ends
 * has finished (the reel's and the awards' endless loops never do), and framer-motion's springs,
 * which write inline styles frame by frame, have stopped: two animation frames in a row without a
 * style written, and still no finite animation running after them. Counted in frames, not
 * milliseconds: on a busy machine one frame can take longer than any fixed quiet period.
 */
async function settle(page: Page) {
  await page.evaluate(async (limit) => {
    const deadline = performance.now() + limit;
    const frame = () => new Promise((resolve) => requestAnimationFrame(resolve));
    const moving = () =>
      document.getAnimations().filter((animation) => animation.playState === "running" && animation.effect?.getTiming().iterations !== Infinity);
    const ended = (animations: Animation[]) =>
      Promise.race([
        Promise.all(animations.map((animation) => animation.finished.catch(() => undefined))),
        new Promise((resolve) => setTimeout(resolve, deadline - performance.now())),
      ]);
    let written = false;
    const observer = new MutationObserver(() => (written = true));
    observer.observe(document.documentElement, { subtree: true, attributes: true, attributeFilter: ["style"] });
    try {
      for (let quiet = 0; quiet < 2 || moving().length;) {
        if (performance.now() > deadline) throw new Error(`the page was still moving after ${limit / 1000} s`);
        await ended(moving());
        written = false;
        await frame();
        quiet = written ? 0 : quiet + 1;
      }
    } finally {
      observer.disconnect();
    }
  }, 60_000);
}

/** Scans the whole page in its current state; a violation fails the test with the list. */
async function expectAccessible(page: Page, state: string) {
  await settle(page);
  // axe's default mode opens a blank page for every scan to merge the results of each frame, so
  // that it can reach frames from other origins; without such frames, axe.run in the page itself
  // gives the same result at half the cost. Say so if a state ever embeds one (a YouTube or Vimeo
  // film), so that it cannot go unscanned.
  const origin = new URL(page.url()).origin;
  const foreign = page.frames().filter((frame) => !["about:blank", ""].includes(frame.url()) && new URL(frame.url()).origin !== origin);
  expect(
    foreign.map((frame) => frame.url()),
    `a11y ${state}: frames from other origins`,
  ).toEqual([]);
  const { violations } = await new AxeBuilder({ page }).withTags(WCAG_AA).setLegacyMode().analyze();
  console.log(`a11y ${state}: ${violations.length} violations${violations.length ? ` (${violations.map((violation) => violation.id).join(", ")})` : ""}`);
  expect.soft(violations.length, `a11y ${state}: axe found ${violations.length} violations\n${violations.map(describe).join("\n")}`).toBe(0);
}

test.describe("public pages", () => {
  const pages: [string, string][] = [
    ["/about", "About"],
    ["/privacy-policy", "Privacy policy"],
    ["/los-angeles-advertising-agency", "LA agency landing page"],
    ["/password-manager-content-marketing", "password-manager landing page"],
    ["/services", "Services index"],
    ...services.map((service): [string, string] => [`/services/${service.slug}`, `service ${service.slug}`]),
    ["/case-studies", "Case studies index"],
    ["/case-studies/imax", "case study imax"],
    ["/case-studies/harvest-table-summer-menu", "case study harvest-table-summer-menu"],
    ["/contact", "Contact"],
  ];

  for (const [url, state] of pages) {
    test(`${state} (${url})`, async ({ page }) => {
      const response = await page.goto(url);
      expect(response?.status()).toBe(200);
      await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
      await expectAccessible(page, `${state} (${url})`);
    });
  }

  test("the 404 pages", async ({ page }) => {
    for (const url of ["/no-such-page", "/services/no-such-service", "/case-studies/no-such-study"]) {
      const response = await page.goto(url);
      expect(response?.status()).toBe(404);
      await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
      await expectAccessible(page, `404 (${url})`);
    }
  });
});

test.describe("home", () => {
  test("the opening screen, a reply, the typing indicator and the menu", async ({ page }) => {
    await openHome(page);
    await expect(page.getByRole("button", { name: "Menu" })).toBeVisible();
    await expectAccessible(page, "home: opening screen");

    let release!: () => void;
    const held = new Promise<void>((resolve) => (release = resolve));
    await page.route(MESSAGE_API, async (route) => {
      await held;
      await route.continue();
    });
    await send(page, "Hello, who are you?");
    await expect(log(page).getByLabel("The concierge is typing")).toBeVisible();
    await expectAccessible(page, "home: typing indicator");
    release();
    await expect(replies(page)).toHaveCount(1);
    await expectAccessible(page, "home: concierge reply");

    await page.getByRole("button", { name: "Menu" }).click();
    await expect(page.locator("#site-menu")).toBeVisible();
    await expectAccessible(page, "home: menu open");
  });

  test("an error reply", async ({ page }) => {
    await page.route(MESSAGE_API, (route) => route.fulfill({ status: 500, json: { error: { code: "internal", message: "boom" } } }));
    await openHome(page);
    await send(page, "Hello?");
    await expect(replies(page, "error")).toHaveCount(1);
    await expectAccessible(page, "home: error reply");
  });

  test("the 150-word limit warning", async ({ page }) => {
    await openHome(page);
    await input(page).fill(Array.from({ length: 151 }, (_, index) => `word${index}`).join(" "));
    await input(page).press("Enter");
    await expect(page.getByRole("dialog", { name: "Whoa there! 📝" })).toBeVisible();
    await expectAccessible(page, "home: word-limit modal");
  });

  test("the inline contact gate", async ({ page }) => {
    await openHome(page);
    await send(page, "We need a campaign for our cold brew launch");
    await expect(contactForm(page)).toBeVisible();
    await expectAccessible(page, "home: contact gate");

    // The server refuses the address: the field is marked, its reason under it.
    await contactForm(page).getByLabel("Name*").fill("Maya Chen");
    await contactForm(page).getByLabel("Email*").fill("maya@studio");
    await contactForm(page).getByRole("button", { name: "Continue" }).click();
    await expect(contactForm(page).getByLabel("Email*")).toHaveAttribute("aria-invalid", "true");
    await expectAccessible(page, "home: contact gate, a refused address");
  });

  test("a PDF deck uploading", async ({ page }) => {
    await page.route("**/api/upload-pdf", () => {
      // Never answered: the progress bar stays up.
    });
    await openHome(page);
    await page.getByTestId("deck-input").setInputFiles({ name: "brief.pdf", mimeType: "application/pdf", buffer: PDF });
    await expect(page.getByRole("progressbar", { name: "Uploading brief.pdf" })).toBeVisible();
    await expectAccessible(page, "home: deck upload progress");
  });

  test("the portfolio: list, a case study, the lightbox", async ({ page }) => {
    await openHome(page);
    await page.getByRole("button", { name: "Menu" }).click();
    await page.getByRole("button", { name: "Portfolio" }).click();
    const dialog = page.getByRole("dialog", { name: "Our Work" });
    // Not a count: the writes specs add case studies.
    const keyward = dialog.getByRole("button", { name: /Keyward Password Manager/ });
    await expect(keyward).toBeVisible();
    await expectAccessible(page, "home: portfolio list");

    await keyward.click();
    await expect(dialog.getByRole("heading", { name: /Keyward/ }).first()).toBeVisible();
    await expectAccessible(page, "home: portfolio case study");

    await dialog.getByRole("button", { name: "Enlarge image 1 of Keyward" }).click();
    await expect(page.getByRole("dialog", { name: "Enlarged image" })).toBeVisible();
    await expectAccessible(page, "home: portfolio lightbox");
  });

  test("the full-screen reel", async ({ page }) => {
    await forceReply(page, "Here is our reel.", { messageType: "reel-request" });
    await openHome(page);
    await send(page, "Show me your reel");
    await expect(page.getByTestId("fullscreen-reel")).toHaveAttribute("data-opacity", "1");
    await expectAccessible(page, "home: full-screen reel");
  });

  test("the start-over confirmation", async ({ page }) => {
    await forceReply(page, "Happy to help.");
    await openHome(page);
    await send(page, "Hello");
    await expect(replies(page)).toHaveCount(1);
    await page.getByRole("button", { name: "Northlight: start over and return to the home screen" }).click();
    await expect(page.getByRole("alertdialog", { name: "Start over?" })).toBeVisible();
    await expectAccessible(page, "home: start-over confirmation");
  });

  test("the awards strip", async ({ page }) => {
    await openHome(page);
    await page.getByRole("button", { name: "Menu" }).click();
    await page.getByRole("button", { name: "Awards", exact: true }).click();
    await expect(page.getByTestId("awards-strip").getByRole("heading", { name: "Award-Winning Excellence" })).toBeVisible();
    await expectAccessible(page, "home: awards strip");
  });

  test("the employment options and the résumé upload", async ({ page }) => {
    await page.route(MESSAGE_API, (route, request) => {
      const body = request.postDataJSON() as { contactInfo?: unknown };
      if (body.contactInfo) return route.continue(); // the résumé-derived message goes to the real concierge
      return fulfillStream(route, sse("We're always glad to meet people.", { messageType: "employment-inquiry", isEmployment: true, employmentType: null }));
    });
    await openHome(page);
    await send(page, "Are you hiring?");
    const panel = page.getByTestId("employment-panel");
    await expect(panel.getByRole("button")).toHaveText([/Freelancer/, /Full-time/, /Internship/]);
    await expectAccessible(page, "home: employment options");

    await settled(panel);
    await panel.getByRole("button", { name: /Internship/ }).click();
    const card = page.getByTestId("resume-card");
    await expect(card).toBeVisible();
    await expectAccessible(page, "home: résumé upload panel");

    await card.locator('input[type="file"]').setInputFiles({ name: "jordan-ellis.txt", mimeType: "text/plain", buffer: Buffer.from(RESUME_TEXT) });
    await expect(card.getByTestId("resume-file")).toContainText("jordan-ellis.txt");
    await expectAccessible(page, "home: résumé file selected");

    await card.getByRole("button", { name: "Upload" }).click();
    await expect(card).toHaveAttribute("data-phase", "success");
    await expect(replies(page)).toHaveCount(2);
    await expectAccessible(page, "home: résumé uploaded");
  });

  test("a refused résumé file", async ({ page }) => {
    await forceReply(page, "We're always glad to meet people.", { messageType: "employment-inquiry", isEmployment: true, employmentType: null });
    await openHome(page);
    await send(page, "Are you hiring?");
    const panel = page.getByTestId("employment-panel");
    await settled(panel);
    await panel.getByRole("button", { name: /Freelancer/ }).click();
    const card = page.getByTestId("resume-card");
    await card.locator('input[type="file"]').setInputFiles({ name: "photo.png", mimeType: "image/png", buffer: Buffer.from([0x89, 0x50, 0x4e, 0x47]) });
    await expect(card.getByRole("alert")).toHaveText("Please upload a PDF or text file");
    await expectAccessible(page, "home: résumé refused");
  });

  test("the card deck and an expanded card", async ({ page }) => {
    await forceReply(page, "Here are a few projects.", { messageType: "cards-response", triggerCards: [{ type: "social-media" }] });
    await openHome(page);
    await send(page, "Show me examples");
    const deck = page.getByRole("region", { name: "Related work" });
    await expect(deck.locator("li[data-card-id]").first()).toBeVisible();
    await expectAccessible(page, "home: card deck");

    await deck.getByRole("button", { name: "Expand Harvest Table: Picked This Week" }).click();
    await expect(page.getByTestId("expanded-card").getByRole("heading", { name: "Harvest Table: Picked This Week" })).toBeVisible();
    await expectAccessible(page, "home: expanded card");
  });

  test("the Creative Showcase and its video modal", async ({ page }) => {
    await forceReply(page, "We make a lot of video.", { messageType: "service-inquiry" });
    await openHome(page);
    await send(page, "Do you make brand films?");
    await contactForm(page).getByRole("button", { name: "Skip" }).click();
    const showcase = page.getByTestId("creative-showcase");
    await expect(showcase.getByRole("listitem")).toHaveCount(3);
    await expectAccessible(page, "home: Creative Showcase");

    await showcase.getByRole("button", { name: /Brand Films/ }).click();
    await expect(page.getByRole("dialog", { name: "Brand Films" })).toBeVisible();
    await expectAccessible(page, "home: video modal");
  });
});

test.describe("contact page", () => {
  test("a validation toast, then the thank-you screen", async ({ page }) => {
    await page.goto("/contact");
    await page.getByRole("button", { name: "Send Message" }).click();
    await expect(page.getByText("Please fill in all required fields")).toBeVisible();
    await expectAccessible(page, "contact: validation toast");

    await page.getByLabel("Name*").fill("Ana Ruiz");
    await page.getByLabel("Email*").fill(`a11y+${Date.now()}@ruiz.example`);
    await page.getByLabel("Message*").fill("We are opening two hotels in Palm Springs and need a launch campaign.");
    await page.locator('input[type="file"]').setInputFiles({ name: "brief.pdf", mimeType: "application/pdf", buffer: PDF });
    await expect(page.getByTestId("chosen-pdf")).toContainText("brief.pdf");
    await expectAccessible(page, "contact: form filled with a PDF");

    await page.getByRole("button", { name: "Send Message" }).click();
    await expect(page.getByRole("heading", { name: "Thank You!" })).toBeVisible();
    await expectAccessible(page, "contact: thank-you screen");
  });
});

test.describe("admin", () => {
  test("the login screen and its error", async ({ page }) => {
    await page.goto("/admin");
    await expect(page.getByRole("heading", { level: 1, name: "Admin Access" })).toBeVisible();
    await expectAccessible(page, "admin: login screen");
    await page.getByRole("button", { name: "Sign in" }).click();
    await expect(page.getByRole("main").getByRole("alert")).toHaveText("Admin token is required");
    await expectAccessible(page, "admin: login error");
  });

  test("Conversations: overview and Detailed View", async ({ page }, testInfo) => {
    const name = `Robin A11y ${testInfo.project.name} ${Date.now()}`;
    const conversationId = `e2e-a11y-${testInfo.project.name}-${Date.now()}`;
    // A visitor's conversation to select (their page view sets the cookie that owns it).
    await page.goto("/contact");
    for (const message of ["We need a launch campaign for our coffee brand", "Are you hiring freelance editors?"]) {
      const response = await page.request.post("/api/conversations/message", {
        data: { message, sessionId: `s-${conversationId}`, conversationId, clientName: name, clientEmail: "robin@a11y.example" },
      });
      expect(response.ok()).toBe(true);
    }

    await signInAsAdmin(page);
    await expect(page.getByTestId("conversation-row").first()).toBeVisible();
    await expectAccessible(page, "admin: Conversations overview");

    await page.getByPlaceholder("Search by name, email, subject or message").fill(name);
    const row = page.getByTestId("conversation-row").filter({ hasText: name });
    await expect(page.getByTestId("conversation-row")).toHaveCount(1);
    await row.getByRole("button", { name: /View conversation/ }).click();
    await expect(page.getByRole("tab", { name: "Detailed View", selected: true })).toBeVisible();
    await expect(page.getByTestId("conversation-message")).toHaveCount(2);
    await expectAccessible(page, "admin: Conversations Detailed View");
  });

  test("Resumes: list and details", async ({ page }) => {
    const upload = await page.request.post("/api/upload-resume", {
      multipart: {
        resume: {
          name: "01-maya-chen.pdf",
          mimeType: "application/pdf",
          buffer: await readFile(path.join(process.cwd(), "tests/fixtures/resumes/01-maya-chen.pdf")),
        },
      },
    });
    expect(upload.ok()).toBe(true);

    await signInAsAdmin(page);
    await openAdminTab(page, "Resumes");
    const row = page.getByTestId("resume-row").filter({ hasText: "Maya Chen" }).first();
    await expect(row).toBeVisible();
    await expectAccessible(page, "admin: Resumes list");

    await row.getByRole("button", { name: "Details for Maya Chen" }).click();
    await expect(page.getByTestId("resume-text")).toContainText("Senior art director");
    await expectAccessible(page, "admin: Resume details");
  });

  test("Case Studies: list, create, edit and the discard dialog", async ({ page }) => {
    await signInAsAdmin(page);
    await openAdminTab(page, "Case Studies");
    await expect(page.getByRole("button", { name: "Edit IMAX" })).toBeVisible();
    await expectAccessible(page, "admin: Case Studies list");

    await page.getByRole("button", { name: "Create case study" }).click();
    await expect(page.getByRole("heading", { level: 2, name: "Create case study" })).toBeFocused();
    await expectAccessible(page, "admin: case study editor (create)");

    await page.getByRole("button", { name: "Create case study" }).click();
    await expect(page.getByText("5 fields need attention.")).toBeVisible();
    await expectAccessible(page, "admin: case study editor (errors)");

    // Nothing typed yet: Cancel goes straight back to the list.
    await page.getByRole("button", { name: "Cancel" }).first().click();
    await page.getByRole("button", { name: "Edit IMAX" }).click();
    await expect(page.getByLabel("Client")).toHaveValue("IMAX");
    await expectAccessible(page, "admin: case study editor (edit)");

    await page.getByLabel("Client").fill("Someone Else");
    await page.getByRole("button", { name: "Cancel" }).first().click();
    await expect(page.getByRole("dialog", { name: "Discard your changes?" })).toBeVisible();
    await expectAccessible(page, "admin: discard dialog");
  });

  test("Leads: list, a lead, notifications, a privacy request and its confirm dialog", async ({ page }, testInfo) => {
    const stamp = `${testInfo.project.name}-${Date.now()}`;
    const name = "Noor Haddad";
    const email = `noor.haddad+${stamp}@example.com`;
    // A visitor who leaves contact details is a lead (their page view sets the cookie that owns the conversation).
    await page.goto("/contact");
    const response = await page.request.post("/api/conversations/message", {
      data: {
        message: "We need a brand film for our bakery's launch. Our budget is $30k and we want it by June.",
        sessionId: `s-a11y-lead-${stamp}`,
        conversationId: `e2e-a11y-lead-${stamp}`,
        clientName: name,
        clientEmail: email,
      },
    });
    expect(response.ok()).toBe(true);

    await signInAsAdmin(page);
    await openAdminTab(page, "Leads");
    await expect(page.getByTestId("lead-row").first()).toBeVisible();
    await expectAccessible(page, "admin: Leads list");

    await page.getByLabel("Search", { exact: true }).fill(email);
    await expect(page.getByTestId("lead-row")).toHaveCount(1);
    await page.getByRole("button", { name: `Open lead ${name}` }).click();
    await expect(page.getByTestId("lead-qualification")).toContainText("$30k");
    await expectAccessible(page, "admin: lead detail");

    await page.getByRole("tab", { name: "Notifications" }).click();
    await expect(page.getByTestId("notification-settings")).toBeVisible();
    await expect(page.getByTestId("notification").first()).toBeVisible();
    await expectAccessible(page, "admin: lead notifications");

    await page.getByRole("tab", { name: "Privacy Requests" }).click();
    await page.getByLabel("Email address").fill(email);
    await page.getByRole("button", { name: "Find", exact: true }).click();
    await expect(page.getByTestId("person-found")).toContainText("1 lead");
    await expectAccessible(page, "admin: privacy request");

    await page.getByRole("button", { name: "Delete everything…" }).click();
    await expect(page.getByRole("dialog", { name: "Delete this person’s data?" })).toBeVisible();
    await expectAccessible(page, "admin: privacy erase dialog");
  });

  test("Portfolio Filters", async ({ page }) => {
    await signInAsAdmin(page);
    await openAdminTab(page, "Portfolio Filters");
    await expect(page.getByRole("list", { name: "Portfolio filters" }).getByRole("listitem").first()).toBeVisible();
    await expectAccessible(page, "admin: Portfolio Filters");
  });
});
