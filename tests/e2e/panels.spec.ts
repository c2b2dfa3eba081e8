import { oversizePdf, PDF, RESUME_TEXT } from "./support/files";
import { expect, test, type Locator, type Page } from "./support/test";
import { cards } from "../../lib/content/cards";
import {
  contactForm,
  forceReply,
  fulfillStream,
  installClock,
  pauseClock,
  input,
  log,
  MESSAGE_API,
  openHome,
  recordAnalytics,
  replies,
  send,
  sendButton,
  settled,
  sse,
} from "./support/concierge";

// The panels the concierge opens: each trigger with a forced reply, then the real
// concierge end to end.

const deck = (page: Page) => page.getByRole("region", { name: "Related work" });
const deckCards = (page: Page) => deck(page).locator("li[data-card-id]:not([hidden])");
const socialIds = cards.filter((card) => card.category === "social-media").map((card) => card.id);

test.describe("panels opened by replies", () => {
  test("portfolio-request and SHOW_PORTFOLIO open the portfolio", async ({ page }) => {
    await forceReply(page, "Here is our work. SHOW_PORTFOLIO");
    await openHome(page);
    await send(page, "Hello");
    await expect(page.getByRole("dialog", { name: "Our Work" })).toBeVisible();
    await expect(replies(page)).toHaveText("Concierge: Here is our work.");
    // A reply opened it: closed, focus goes back to the composer.
    await page.keyboard.press("Escape");
    await expect(page.getByRole("dialog", { name: "Our Work" })).toBeHidden();
    await expect(input(page)).toBeFocused();
  });

  test("a portfolio reply about one case study opens the portfolio at that case study", async ({ page }) => {
    await forceReply(page, "Here's a relevant example: Velo Electric.", { messageType: "portfolio-request", caseStudyId: "velo-electric-ride-the-city" });
    await openHome(page);
    await send(page, "show me an example");
    const dialog = page.getByRole("dialog", { name: "Our Work" });
    await expect(dialog.getByText("7,900 test rides booked").first()).toBeVisible();
    await expect(dialog.getByRole("button", { name: /back/i })).toBeVisible();
  });

  test("a reel trigger plays the reel full screen, fading in by 0.05 every 30 ms; Close and Escape return home", async ({ page }) => {
    await forceReply(page, "Here is our reel.", { messageType: "reel-request" });
    await installClock(page);
    await openHome(page);
    // The first time loads the player's code; the second is timed on a paused clock.
    await send(page, "Hello");
    const reel = page.getByTestId("fullscreen-reel");
    await expect(reel).toHaveAttribute("data-opacity", "1");
    await page.keyboard.press("Escape");
    await expect(reel).toHaveCount(0);
    await pauseClock(page);
    await send(page, "Once more");
    await expect(reel).toBeVisible();
    await expect(reel).toHaveAttribute("data-opacity", "0");
    await page.clock.runFor(30);
    await expect(reel).toHaveAttribute("data-opacity", "0.05");
    await page.clock.runFor(30 * 9);
    await expect(reel).toHaveAttribute("data-opacity", "0.5");
    await page.clock.runFor(30 * 10);
    await expect(reel).toHaveAttribute("data-opacity", "1");
    await expect(reel.locator("video")).toHaveAttribute("src", "/media/reel.mp4");
    await reel.getByRole("button", { name: "Close reel" }).click();
    await expect(reel).toHaveCount(0);

    await page.clock.resume();
    await send(page, "Again");
    await expect(page.getByTestId("fullscreen-reel")).toBeVisible();
    await page.keyboard.press("Escape");
    await expect(page.getByTestId("fullscreen-reel")).toHaveCount(0);
  });

  test("with reduced motion the reel is there at once, without the fade", async ({ page }) => {
    await page.emulateMedia({ reducedMotion: "reduce" });
    await forceReply(page, "Here is our reel.", { messageType: "reel-request" });
    await installClock(page);
    await openHome(page);
    // The first time loads the player's code; the second opens on a paused clock: no step has run.
    await send(page, "Hello");
    const reel = page.getByTestId("fullscreen-reel");
    await expect(reel).toHaveAttribute("data-opacity", "1");
    await page.keyboard.press("Escape");
    await expect(reel).toHaveCount(0);
    await pauseClock(page);
    await send(page, "Once more");
    await expect(reel).toBeVisible();
    await expect(reel).toHaveAttribute("data-opacity", "1");
  });

  test("the reel returns home when it ends, and focus goes back to the composer", async ({ page }) => {
    await forceReply(page, "Roll it. SHOW_REEL");
    await openHome(page);
    // Sent with the button, which disables itself as the message goes: focus had nowhere to stay.
    await input(page).fill("Hello");
    await sendButton(page).click();
    const reel = page.getByTestId("fullscreen-reel");
    await expect.poll(() => playing(reel.locator("video"))).toBe(true);
    // The film's real end: a moment before it, played through (once its length is known: playing
    // can start before the metadata has arrived on a busy machine).
    await expect.poll(() => reel.locator("video").evaluate((video: HTMLVideoElement) => Number.isFinite(video.duration))).toBe(true);
    await reel.locator("video").evaluate((video: HTMLVideoElement) => (video.currentTime = video.duration - 0.3));
    await expect(reel).toHaveCount(0);
    await expect(replies(page)).toHaveText("Concierge: Roll it.");
    await expect(input(page)).toBeFocused();
  });

  test("awards-response shows the awards band for 45 s", async ({ page }) => {
    await forceReply(page, "We have won a few.", { messageType: "awards-response", triggerAnimation: "awards" });
    await installClock(page);
    await openHome(page);
    await send(page, "Awards?");
    const strip = page.getByTestId("awards-strip");
    await expect(strip).toBeVisible();
    await strip.getByRole("button", { name: "Close awards" }).click();
    await pauseClock(page);
    await send(page, "Tell me again");
    await expect(strip).toBeVisible();
    await page.clock.runFor(44_900);
    await expect(strip).toBeVisible();
    await page.clock.runFor(100);
    await expect(strip).toHaveCount(0);
  });

  test("a document-request highlights the PDF button for 5 s", async ({ page }) => {
    await forceReply(page, "Send the deck over.", { messageType: "document-request" });
    await installClock(page);
    await openHome(page);
    const attach = page.getByRole("button", { name: "Attach a PDF deck or brief" });
    await expect(attach).toHaveAttribute("data-highlighted", "false");
    await pauseClock(page);
    await send(page, "Can I share our brief?");
    await expect(attach).toHaveAttribute("data-highlighted", "true");
    await page.clock.runFor(4_900);
    await expect(attach).toHaveAttribute("data-highlighted", "true");
    await page.clock.runFor(100);
    await expect(attach).toHaveAttribute("data-highlighted", "false");
  });
});

type ReelTimes = { opened?: number; playing?: number };

/** Records, in the page's own clock, when the full-screen reel appears and when its film first plays. */
async function timeReel(page: Page) {
  await page.addInitScript(() => {
    const times: { opened?: number; playing?: number } = {};
    (window as unknown as { reelTimes: typeof times }).reelTimes = times;
    const observer = new MutationObserver(() => {
      if (!document.querySelector("[data-testid=fullscreen-reel]")) return;
      times.opened = performance.now();
      observer.disconnect();
    });
    observer.observe(document, { childList: true, subtree: true });
    // Media events do not bubble: a capture listener on the document hears them.
    document.addEventListener(
      "playing",
      (event) => {
        if (times.playing === undefined && (event.target as Element).closest("[data-testid=fullscreen-reel]")) times.playing = performance.now();
      },
      true,
    );
  });
  return () => page.evaluate(() => (window as unknown as { reelTimes: ReelTimes }).reelTimes);
}

const playing = (video: Locator) => video.evaluate((element: HTMLVideoElement) => !element.paused && !element.ended);

test.describe("the full-screen reel", () => {
  // @viewport: a phone plays it too (touch, its controls inside the bottom safe area), and its
  // shorter timeouts and slower decoding are where a reel that waits would show.
  test(
    "asking for the reel plays it at once with sound; its button, Space and the film play and pause it; its end returns home",
    { tag: "@viewport" },
    async ({ page, isMobile }) => {
      const reelTimes = await timeReel(page);
      await openHome(page);
      // The real concierge: a visitor's words, not a forced reply.
      await send(page, "Show me your reel");
      const reel = page.getByTestId("fullscreen-reel");
      const video = reel.locator("video");
      await expect(reel).toBeVisible();

      // Playing: not paused, and its time moves on. (The machines are shared: the assertion waits as
      // long as any other, and the time it took is recorded beside the test.)
      await expect.poll(() => playing(video)).toBe(true);
      const start = await video.evaluate((element: HTMLVideoElement) => element.currentTime);
      await expect.poll(() => video.evaluate((element: HTMLVideoElement) => element.currentTime)).toBeGreaterThan(start);
      const times = await reelTimes();
      test.info().annotations.push({ type: "reel playing after", description: `${Math.round(times.playing! - times.opened!)} ms` });
      // The send key was the visitor's gesture, so the browser lets it play with sound.
      expect(await video.evaluate((element: HTMLVideoElement) => element.muted)).toBe(false);
      await expect(reel.getByRole("button", { name: "Mute", exact: true })).toBeVisible();

      // The control opens with focus, named for what it does next.
      const pause = reel.getByRole("button", { name: "Pause reel" });
      const play = reel.getByRole("button", { name: "Play reel" });
      await expect(pause).toBeFocused();
      await pause.click();
      await expect(play).toBeVisible();
      expect(await playing(video)).toBe(false);
      await page.keyboard.press("Space");
      await expect(pause).toBeVisible();
      await expect.poll(() => playing(video)).toBe(true);

      // A click (a tap) on the film pauses it; Space plays it again, with focus on the player itself.
      if (isMobile) await video.tap();
      else await video.click();
      await expect(play).toBeVisible();
      expect(await playing(video)).toBe(false);
      await page.keyboard.press("Space");
      await expect(pause).toBeVisible();
      await expect.poll(() => playing(video)).toBe(true);

      // Its end returns home, and focus to the composer the request was typed in.
      await video.evaluate((element: HTMLVideoElement) => (element.currentTime = element.duration - 0.3));
      await expect(reel).toHaveCount(0);
      await expect(replies(page)).toHaveCount(1);
      await expect(input(page)).toBeFocused();
    },
  );

  test("where the browser refuses sound, it plays muted, and Unmute turns the sound on", async ({ page }) => {
    // A browser that allows no sound without a gesture it counts (autoplay policies): play()
    // with sound is refused with NotAllowedError, as Chromium does on a page nobody touched.
    await page.addInitScript(() => {
      const play = HTMLMediaElement.prototype.play;
      HTMLMediaElement.prototype.play = function (this: HTMLMediaElement) {
        if (!this.muted && this.closest("[data-testid=fullscreen-reel]")) return Promise.reject(new DOMException("Sound needs a gesture", "NotAllowedError"));
        return play.call(this);
      };
    });
    await forceReply(page, "Here is our reel.", { messageType: "reel-request" });
    await openHome(page);
    await send(page, "Show me your reel");
    const reel = page.getByTestId("fullscreen-reel");
    const video = reel.locator("video");
    await expect.poll(() => playing(video)).toBe(true);
    expect(await video.evaluate((element: HTMLVideoElement) => element.muted)).toBe(true);
    await reel.getByRole("button", { name: "Unmute" }).click();
    await expect(reel.getByRole("button", { name: "Mute", exact: true })).toBeVisible();
    expect(await video.evaluate((element: HTMLVideoElement) => element.muted)).toBe(false);
    expect(await playing(video)).toBe(true);
  });
});

test.describe("employment and résumés", () => {
  // @viewport: the résumé card must come into view without the page scrolling, whatever the height.
  test("choosing a role keeps the alternate background and sends employmentType from then on", { tag: "@viewport" }, async ({ page }) => {
    const bodies = await forceReply(page, "We're always glad to meet people.", {
      messageType: "employment-inquiry",
      isEmployment: true,
      employmentType: "freelancer",
    });
    await openHome(page);
    await send(page, "Are you hiring?");
    const panel = page.getByTestId("employment-panel");
    await expect(panel.getByRole("button")).toHaveText([/Freelancer/, /Full-time/, /Internship/]);

    await settled(panel);
    await panel.getByRole("button", { name: /Full-time/ }).click();
    await expect(panel.getByRole("button", { name: /Full-time/ })).toHaveAttribute("aria-pressed", "true");
    await expect(page.getByTestId("reel-poster")).toHaveAttribute("src", "/media/reel-alt-poster.webp");
    await expect(page.getByTestId("reel-video")).toHaveAttribute("src", "/media/reel-alt.mp4");
    await expect(page.getByRole("heading", { name: "Upload Resume" })).toBeInViewport();
    expect(await page.evaluate(() => window.scrollY)).toBe(0);

    // Employment mode: every message asks for contact first; skipped, it still carries the type.
    await send(page, "What does the team look like?");
    await contactForm(page).getByRole("button", { name: "Skip" }).click();
    await expect(replies(page)).toHaveCount(2);
    expect(bodies.at(-1)).toMatchObject({ message: "What does the team look like?", employmentType: "full-time" });
  });

  async function openResumeCard(page: Page) {
    await page.route(MESSAGE_API, (route, request) => {
      const body = request.postDataJSON() as { contactInfo?: unknown };
      if (body.contactInfo) return route.continue(); // the résumé-derived message goes to the real concierge
      return fulfillStream(route, sse("Tell me more.", { messageType: "employment-inquiry", isEmployment: true, employmentType: null }));
    });
    await openHome(page);
    await send(page, "Do you have openings?");
    await page
      .getByTestId("employment-panel")
      .getByRole("button", { name: /Internship/ })
      .click();
    return page.getByTestId("resume-card");
  }

  test("a résumé upload shows what was read and continues the conversation", async ({ page }) => {
    const events = await recordAnalytics(page);
    const card = await openResumeCard(page);
    const upload = card.getByRole("button", { name: "Upload" });
    await expect(upload).toBeDisabled();
    await card.locator('input[type="file"]').setInputFiles({ name: "jordan-ellis.txt", mimeType: "text/plain", buffer: Buffer.from(RESUME_TEXT) });
    await expect(card.getByTestId("resume-file")).toContainText("jordan-ellis.txt");
    await expect(upload).toBeEnabled();
    const message = page.waitForRequest(
      (request) => request.url().endsWith("/api/conversations/message") && request.postData()?.includes("contactInfo") === true,
    );
    await upload.click();

    // The reply to the résumé message arrives, and the card still shows what it read.
    await expect(replies(page)).toHaveCount(2);
    await expect(card).toHaveAttribute("data-phase", "success");
    await expect(card).toContainText("Jordan Ellis");
    await expect(card).toContainText("jordan.ellis@example.com");
    await expect(card).toContainText("After Effects");
    const body = (await message).postDataJSON();
    expect(body).toMatchObject({ employmentType: "internship", contactInfo: { name: "Jordan Ellis", email: "jordan.ellis@example.com" } });
    expect(body.message).toContain("I just uploaded my resume for an internship.");
    expect(await events()).toContainEqual(["event", expect.objectContaining({ name: "file_uploaded", data: { value: Buffer.byteLength(RESUME_TEXT) } })]);
  });

  test("refuses anything but PDF or text and clears the selection", async ({ page }) => {
    const card = await openResumeCard(page);
    const file = card.locator('input[type="file"]');
    await expect(file).toHaveAttribute("accept", ".pdf,.txt,application/pdf,text/plain");
    await file.setInputFiles({ name: "photo.png", mimeType: "image/png", buffer: Buffer.from([0x89, 0x50, 0x4e, 0x47]) });
    await expect(card.getByRole("alert")).toHaveText("Please upload a PDF or text file");
    expect(await file.evaluate((element: HTMLInputElement) => element.files?.length ?? 0)).toBe(0);
    await expect(card.getByRole("button", { name: "Upload" })).toBeDisabled();
  });

  test("a failed upload shows 'Upload failed' in red; a failed résumé message shows the employment error", async ({ page }) => {
    let failUpload = true;
    await page.route("**/api/upload-resume", (route) => (failUpload ? route.fulfill({ status: 500, body: "boom" }) : route.continue()));
    const card = await openResumeCard(page);
    await card.locator('input[type="file"]').setInputFiles({ name: "cv.txt", mimeType: "text/plain", buffer: Buffer.from(RESUME_TEXT) });
    await card.getByRole("button", { name: "Upload" }).click();
    const alert = card.getByRole("alert");
    await expect(alert).toHaveText("Upload failed");
    await expect(alert).toHaveClass(/text-danger/);

    // The server's own reason, when it gives one in its error envelope, is shown under it.
    const reason = "The file must be 5MB or smaller.";
    await page.route("**/api/upload-resume", (route) =>
      route.fulfill({ status: 413, contentType: "application/json", body: JSON.stringify({ error: { code: "payload_too_large", message: reason } }) }),
    );
    await card.getByRole("button", { name: "Upload" }).click();
    await expect(alert).toHaveText(`Upload failed${reason}`);
    await page.unroute("**/api/upload-resume");
    await page.route("**/api/upload-resume", (route) => (failUpload ? route.fulfill({ status: 500, body: "boom" }) : route.continue()));

    failUpload = false;
    await page.route(MESSAGE_API, (route) => route.fulfill({ status: 500, body: "down" }));
    await card.getByRole("button", { name: "Upload" }).click();
    await expect(card).toHaveAttribute("data-phase", "success");
    await expect(replies(page, "error")).toHaveText("Concierge: Sorry, there was an error processing your message. Please try again.");
  });
});

test.describe("PDF decks in the chat", () => {
  const attach = (page: Page) => page.getByTestId("deck-input");

  test("only PDFs, only up to 20 MB, each refused with its own message", async ({ page }, testInfo) => {
    // A 20 MB file, loaded and checked by the page: give it three minutes on a busy machine.
    test.slow();
    let uploads = 0;
    await page.route("**/api/upload-pdf", (route) => {
      uploads += 1;
      return route.continue();
    });
    await openHome(page);
    await attach(page).setInputFiles({ name: "deck.key", mimeType: "application/octet-stream", buffer: Buffer.from("not a pdf") });
    await expect(replies(page)).toHaveText("Concierge: I can only process PDF files. Could you convert your deck to PDF and try again?");
    await attach(page).setInputFiles(oversizePdf(testInfo));
    await expect(replies(page).nth(1)).toHaveText("Concierge: That file is a bit too large. Could you compress it to under 20MB and try again?");
    expect(uploads).toBe(0);
  });

  test("a failed upload offers the agency's email", async ({ page }) => {
    await page.route("**/api/upload-pdf", (route) => route.fulfill({ status: 500, json: { success: false, message: "Storage is down" } }));
    await openHome(page);
    await attach(page).setInputFiles({ name: "brief.pdf", mimeType: "application/pdf", buffer: PDF });
    await expect(replies(page, "error")).toHaveText(
      "Concierge: I had trouble processing that file. Could you try uploading it again or reach out directly at studio@northlight.la?",
    );
  });

  test("a deck goes to the team with a progress bar and joins the conversation", async ({ page }) => {
    const events = await recordAnalytics(page);
    let release!: () => void;
    const held = new Promise<void>((resolve) => (release = resolve));
    let form = "";
    await page.route("**/api/upload-pdf", async (route) => {
      form = route.request().postDataBuffer()?.toString("latin1") ?? "";
      await held;
      await route.continue();
    });
    await openHome(page);
    await attach(page).setInputFiles({ name: "brief.pdf", mimeType: "application/pdf", buffer: PDF });
    await expect(page.getByRole("progressbar", { name: "Uploading brief.pdf" })).toBeVisible();
    await expect(log(page)).toContainText("📎 brief.pdf (0.0 MB)");
    release();
    await expect(replies(page)).toHaveText(["Concierge: Thanks, brief.pdf is with the team. Who should they follow up with?"]);
    await expect(page.getByRole("progressbar")).toHaveCount(0);

    // Who sent it: the note with the contact goes into the same conversation as the deck.
    const note = page.waitForRequest((request) => request.url().endsWith("/api/conversations/message"));
    await contactForm(page).getByLabel("Name*").fill("Ana Ruiz");
    await contactForm(page).getByLabel("Email*").fill("ana@ruiz.co");
    await contactForm(page).getByRole("button", { name: "Continue" }).click();
    const body = (await note).postDataJSON();
    expect(body).toMatchObject({ message: "I've shared brief.pdf with the team.", clientName: "Ana Ruiz", clientEmail: "ana@ruiz.co" });
    expect(form).toContain(body.conversationId);
    // The note only carries the contact: one line confirms it, and no second reply follows.
    await expect(log(page).locator("[data-kind=note]")).toHaveText("Concierge: Thanks, Ana. The team will follow up at ana@ruiz.co.");
    await expect(contactForm(page)).toHaveCount(0);
    await expect(replies(page)).toHaveCount(1);
    expect(form).toContain('name="conversationId"');
    expect(form).toContain('name="sessionId"');
    expect(await events()).toContainEqual(["event", expect.objectContaining({ name: "file_uploaded", data: { value: PDF.length } })]);
  });
});

test.describe("result cards", () => {
  async function openDeck(page: Page, triggerCards: unknown[] = [{ type: "social-media" }]) {
    await forceReply(page, "Here are a few projects.", { messageType: "cards-response", triggerCards });
    await openHome(page);
    await send(page, "Show me examples");
    await expect(deck(page)).toBeVisible();
  }

  // @viewport: a grid of up to three columns on a wide screen; on a phone a row that scrolls sideways.
  test("a trigger shows its group, at most 6 cards: a grid where there is room, a sideways row on a phone", { tag: "@viewport" }, async ({ page }) => {
    await openDeck(page);
    const wide = (page.viewportSize()?.width ?? 0) >= 640;
    await expect(deck(page)).toHaveAttribute("data-layout", wide ? "grid" : "horizontal");
    await expect(deck(page).getByRole("list")).toHaveCSS("display", wide ? "grid" : "flex");
    if (!wide) {
      // One row: every card at the same height, the row wider than the screen and scrollable.
      await expect(deck(page).getByRole("list")).toHaveCSS("overflow-x", "auto");
      // (once the cards' entrance has settled)
      await expect
        .poll(async () => new Set(await deckCards(page).evaluateAll((items) => items.map((item) => Math.round(item.getBoundingClientRect().top)))).size)
        .toBe(1);
      expect(
        await deck(page)
          .getByRole("list")
          .evaluate((list) => list.scrollWidth > list.clientWidth),
      ).toBe(true);
      expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(page.viewportSize()!.width);
    }
    await expect(deckCards(page)).toHaveCount(socialIds.length);
    expect(await deckCards(page).evaluateAll((items) => items.map((item) => item.getAttribute("data-card-id")))).toEqual(socialIds);

    await page.unrouteAll();
    await openDeck(page, [{ type: "social-media" }, { type: "branding" }]);
    await expect(deckCards(page)).toHaveCount(6);
  });

  test("one card on a phone stands in one column", { tag: "@viewport" }, async ({ page }) => {
    test.skip((page.viewportSize()?.width ?? 0) >= 640, "a phone's layout");
    await openDeck(page, [{ id: socialIds[0] }]);
    await expect(deckCards(page)).toHaveCount(1);
    await expect(deck(page)).toHaveAttribute("data-layout", "vertical");
    await expect(deck(page).getByRole("list")).toHaveCSS("flex-direction", "column");
  });

  test("a resize re-lays out the deck at once, then not again for 250 ms", async ({ page }) => {
    await forceReply(page, "Here are a few projects.", { messageType: "cards-response", triggerCards: [{ type: "social-media" }] });
    await installClock(page);
    await openHome(page);
    await send(page, "Show me examples");
    await expect(deckCards(page)).toHaveCount(socialIds.length);
    await expect(deck(page)).toHaveAttribute("data-layout", "grid");
    await pauseClock(page);
    const size = page.viewportSize()!;
    await page.setViewportSize({ width: 390, height: 844 });
    await expect(deck(page)).toHaveAttribute("data-layout", "horizontal");
    // Back to wide within the block: the deck keeps its layout until the block ends.
    await page.clock.runFor(100);
    await page.setViewportSize(size);
    await page.clock.runFor(100);
    await expect(deck(page)).toHaveAttribute("data-layout", "horizontal");
    await page.clock.runFor(60);
    await expect(deck(page)).toHaveAttribute("data-layout", "grid");
  });

  test("click selects and clicking again deselects", async ({ page }) => {
    await openDeck(page);
    const main = deck(page).locator('li[data-card-id="social-media-velo-electric-ride-the-city"] [data-card-main]');
    await main.click();
    await expect(main).toHaveAttribute("aria-pressed", "true");
    await main.click();
    await expect(main).toHaveAttribute("aria-pressed", "false");
  });

  test("a card with related cards fades the deck and, after 500 ms, shows them", async ({ page }) => {
    await forceReply(page, "Here are a few projects.", { messageType: "cards-response", triggerCards: [{ type: "social-media" }] });
    await installClock(page);
    await openHome(page);
    await send(page, "Show me examples");
    await expect(deck(page)).toBeVisible();
    await pauseClock(page);
    await deck(page).locator('li[data-card-id="social-media-harvest-table-tiktok"] [data-card-main]').click();
    await expect(deck(page)).toHaveAttribute("data-state", "transitioning");
    await page.clock.runFor(450);
    await expect(deckCards(page).first()).toHaveAttribute("data-card-id", "social-media-harvest-table-tiktok");
    await page.clock.runFor(100);
    expect(await deckCards(page).evaluateAll((items) => items.map((item) => item.getAttribute("data-card-id")))).toEqual([
      "social-media-driftwood-coffee-launch",
      "video-production-driftwood-coffee-launch-spot",
    ]);
    await expect(deck(page)).toHaveAttribute("data-depth", "1");
  });

  test("dismissing removes a card after 500 ms", async ({ page }) => {
    await forceReply(page, "Here are a few projects.", { messageType: "cards-response", triggerCards: [{ type: "social-media" }] });
    await installClock(page);
    await openHome(page);
    await send(page, "Show me examples");
    await expect(deckCards(page)).toHaveCount(socialIds.length);
    await pauseClock(page);
    await deck(page).getByRole("button", { name: "Dismiss Velo Electric: Ride the City on Social" }).click();
    await page.clock.runFor(450);
    await expect(deck(page).locator('li[data-card-id="social-media-velo-electric-ride-the-city"]')).toHaveCount(1);
    await page.clock.runFor(100);
    await expect(deck(page).locator('li[data-card-id="social-media-velo-electric-ride-the-city"]')).toHaveCount(0);
    await expect(deckCards(page)).toHaveCount(socialIds.length - 1);
  });

  // @viewport: the overlay's insets and banner height follow the screen.
  test("expanding shows the overlay with banner, content and close, and hides the other cards", { tag: "@viewport" }, async ({ page }) => {
    await openDeck(page);
    await deck(page).getByRole("button", { name: "Expand Harvest Table: Picked This Week" }).click();
    const overlay = page.getByTestId("expanded-card");
    await expect(overlay.getByRole("heading", { name: "Harvest Table: Picked This Week" })).toBeVisible();
    await expect(overlay.getByTestId("expanded-card-banner").locator("img")).toHaveCount(3);
    await expect(overlay.getByTestId("expanded-card-content")).toContainText("11.8 million views in 12 weeks");
    await expect(overlay.getByTestId("expanded-card-content").locator("strong").first()).toBeVisible();
    await expect(deck(page).locator("li[data-card-id][hidden]")).toHaveCount(socialIds.length - 1);
    await overlay.getByRole("button", { name: "Close" }).click();
    await expect(overlay).toHaveCount(0);
    await expect(deck(page).locator("li[data-card-id][hidden]")).toHaveCount(0);
    await expect(deck(page).locator('[aria-pressed="true"]')).toHaveCount(0);
    // Focus is back on the button that expanded it.
    await expect(deck(page).getByRole("button", { name: "Expand Harvest Table: Picked This Week" })).toBeFocused();
  });

  test("a video-reel card opens the full-screen player", async ({ page }) => {
    await openDeck(page, [{ id: "video-production-northlight-2025-reel" }]);
    await deck(page).locator('li[data-card-id="video-production-northlight-2025-reel"] [data-card-main]').click();
    const reel = page.getByTestId("fullscreen-reel");
    await expect(reel).toBeVisible();
    await expect(reel.locator("video")).toHaveAttribute("src", cards.find((card) => card.isVideoReel)!.videoSrc!);
    await expect.poll(() => playing(reel.locator("video"))).toBe(true);
    // Closed, focus goes back to the card that opened it.
    await page.keyboard.press("Escape");
    await expect(reel).toHaveCount(0);
    await expect(deck(page).locator('li[data-card-id="video-production-northlight-2025-reel"] [data-card-main]')).toBeFocused();
  });

  test("springs follow the persona's physics config, randomized per card within the jitter bounds", async ({ page }) => {
    await page.route("**/api/physics-config/default", (route) =>
      route.fulfill({
        json: { id: "p", personaId: "x", personaSlug: "default", name: "Heavy", isDefault: true, mass: 2, tension: 300, friction: 40, precision: 0.01 },
      }),
    );
    await openDeck(page);
    const springs = await deckCards(page).evaluateAll((items) => items.map((item) => JSON.parse(item.getAttribute("data-spring") ?? "{}")));
    expect(springs).toHaveLength(socialIds.length);
    for (const spring of springs) {
      expect(spring.mass).toBeGreaterThanOrEqual(2 * 0.8);
      expect(spring.mass).toBeLessThanOrEqual(2 * 1.2);
      expect(spring.stiffness).toBeGreaterThanOrEqual(300 * 0.9);
      expect(spring.stiffness).toBeLessThanOrEqual(300 * 1.1);
      expect(spring.damping).toBeGreaterThanOrEqual(40 * 0.85);
      expect(spring.damping).toBeLessThanOrEqual(40 * 1.15);
    }
    expect(new Set(springs.map((spring) => spring.mass)).size).toBeGreaterThan(1);
  });
});

test.describe("creative showcase", () => {
  // @viewport: below 640 px the tiles are a row that scrolls sideways.
  test("video talk shows three tiles; a tile plays in a modal; Discuss starts a video-project conversation", { tag: "@viewport" }, async ({ page }) => {
    await forceReply(page, "We make a lot of video.", { messageType: "service-inquiry" });
    await openHome(page);
    await send(page, "Do you make brand films?");
    await contactForm(page).getByRole("button", { name: "Skip" }).click();
    const showcase = page.getByTestId("creative-showcase");
    await expect(showcase.getByRole("listitem")).toHaveCount(3);
    await showcase.getByRole("button", { name: /Brand Films/ }).click();
    const modal = page.getByRole("dialog", { name: "Brand Films" });
    await expect(modal.locator("video")).toHaveAttribute("src", "/media/showcase/brand-film.mp4");
    await modal.getByRole("button", { name: "Close video" }).click();
    await expect(modal).toHaveCount(0);
    await expect(showcase.getByRole("button", { name: /Brand Films/ })).toBeFocused();

    await showcase.getByRole("button", { name: "Discuss Your Video Project" }).click();
    await expect(log(page)).toContainText("I'd like to discuss a video project.");
    await expect(contactForm(page)).toBeVisible();
  });
});

test("the logo button clears the conversation, every panel and mode, and what the tab remembers", async ({ page }) => {
  let reply = 0;
  await page.route(MESSAGE_API, (route) => {
    reply += 1;
    const fields =
      reply === 1
        ? { messageType: "cards-response", triggerCards: [{ type: "branding" }] }
        : { messageType: "employment-inquiry", isEmployment: true, employmentType: "internship", triggerAnimation: "awards" };
    return fulfillStream(route, sse("Sure.", fields));
  });
  await openHome(page);
  await send(page, "Show me some branding");
  await expect(deck(page)).toBeVisible();
  await send(page, "Any internships?");
  await page
    .getByTestId("employment-panel")
    .getByRole("button", { name: /Internship/ })
    .click();
  await expect(page.getByTestId("reel-poster")).toHaveAttribute("src", "/media/reel-alt-poster.webp");
  await expect(page.getByTestId("awards-strip")).toBeVisible();
  await input(page).fill("half-typed");

  await page.getByRole("button", { name: "Northlight: start over and return to the home screen" }).click();
  await page.getByRole("alertdialog", { name: "Start over?" }).getByRole("button", { name: "Start over" }).click();
  await expect(page.getByRole("heading", { level: 1, name: "Work that finds the light." })).toBeVisible();
  await expect(log(page)).toHaveCount(0);
  await expect(deck(page)).toHaveCount(0);
  await expect(page.getByTestId("employment-panel")).toHaveCount(0);
  await expect(page.getByTestId("awards-strip")).toHaveCount(0);
  await expect(page.getByTestId("reel-poster")).toHaveAttribute("src", "/media/reel-poster.webp");
  await expect(input(page)).toHaveValue("");

  // Nothing comes back with a reload, and the next message is no longer in employment mode.
  await page.reload();
  await expect(page.locator("main[data-hydrated=true]")).toBeAttached();
  await expect(log(page)).toHaveCount(0);
  const next = page.waitForRequest((request) => request.url().endsWith("/api/conversations/message"));
  await send(page, "Hello again");
  expect((await next).postDataJSON()).not.toHaveProperty("employmentType");
});

test("the logo asks before it wipes a conversation, with the keyboard alone; with none, it asks nothing", async ({ page }) => {
  await forceReply(page, "Happy to help.");
  await openHome(page);
  const logo = page.getByRole("button", { name: "Northlight: start over and return to the home screen" });
  const confirm = page.getByRole("alertdialog", { name: "Start over?" });

  // Nothing to lose: nothing asked.
  await logo.focus();
  await page.keyboard.press("Enter");
  await expect(page.getByRole("heading", { level: 1, name: "Work that finds the light." })).toBeVisible();
  await expect(confirm).toHaveCount(0);

  await send(page, "Hello");
  await expect(replies(page)).toHaveCount(1);
  await logo.focus();
  await page.keyboard.press("Enter");
  await expect(confirm).toBeVisible();
  await expect(confirm).toContainText("This clears the conversation");
  // Focus starts on Cancel: Enter keeps the conversation, and focus goes back to the logo.
  await expect(confirm.getByRole("button", { name: "Cancel" })).toBeFocused();
  await page.keyboard.press("Enter");
  await expect(confirm).toHaveCount(0);
  await expect(replies(page)).toHaveCount(1);
  await expect(logo).toBeFocused();

  // Escape keeps it too.
  await page.keyboard.press("Enter");
  await expect(confirm).toBeVisible();
  await page.keyboard.press("Escape");
  await expect(confirm).toHaveCount(0);
  await expect(replies(page)).toHaveCount(1);
  await expect(logo).toBeFocused();

  // Tab to Start over, Enter: the conversation is gone, and focus is back on the logo.
  await page.keyboard.press("Enter");
  await expect(confirm.getByRole("button", { name: "Cancel" })).toBeFocused();
  await page.keyboard.press("Tab");
  await expect(confirm.getByRole("button", { name: "Start over" })).toBeFocused();
  await page.keyboard.press("Enter");
  await expect(confirm).toHaveCount(0);
  await expect(log(page)).toHaveCount(0);
  await expect(page.getByRole("heading", { level: 1, name: "Work that finds the light." })).toBeVisible();
  await expect(logo).toBeFocused();
});

test.describe("through the real concierge", () => {
  test("a reel request, food-brand examples and an internship question each open their panel", async ({ page }) => {
    await openHome(page);
    await send(page, "Can I see your latest reel?");
    await expect(page.getByTestId("fullscreen-reel")).toBeVisible();
    await page.getByRole("button", { name: "Close reel" }).click();

    // The food clients' cards come first, then the social media group fills the deck.
    await send(page, "Show me examples of your work for food brands");
    await expect(deckCards(page)).toHaveCount(Math.min(6, socialIds.length + 2));
    await expect(deckCards(page).first()).toContainText(/Harvest Table|Driftwood Coffee Roasters/);

    await send(page, "Are you hiring? I am looking for an internship");
    await expect(page.getByTestId("employment-panel")).toBeVisible();
    await expect(input(page)).toBeEnabled();
  });
});
