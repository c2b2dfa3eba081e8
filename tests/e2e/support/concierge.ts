import { expect, type Locator, type Page, type Route } from "@playwright/test";

// Shared by the home-screen specs: the page's landmarks, and replies forced through the real UI
// by intercepting the message endpoint with an AI SDK UI message stream.

export const MESSAGE_API = "**/api/conversations/message";

export const input = (page: Page) => page.getByLabel("Message the Northlight concierge");
export const log = (page: Page) => page.getByRole("log", { name: "Conversation with the concierge" });
export const sendButton = (page: Page) => page.getByRole("button", { name: "Send message" });
export const contactForm = (page: Page) => page.getByRole("form", { name: "Your contact details" });
export const replies = (page: Page, status: "done" | "error" = "done") => log(page).locator(`[data-status=${status}]`);

/** Fake timers, paused: time moves only when a test says so (runFor). */
export async function freezeClock(page: Page) {
  const start = new Date("2026-01-05T18:00:00Z").getTime();
  await page.clock.install({ time: start });
  await page.clock.pauseAt(start + 1000);
}

/**
 * Fake timers that flow until pauseClock. React reveals a lazily loaded panel on a timer, so a
 * test that times a panel lets it load first, then pauses.
 */
export async function installClock(page: Page) {
  await page.clock.install({ time: new Date("2026-01-05T18:00:00Z") });
}

export async function pauseClock(page: Page) {
  // On a busy machine more than the margin can pass between reading the time and pausing, and
  // pausing in the past throws: read the time again and retry.
  for (let attempt = 1; ; attempt += 1) {
    const now = await page.evaluate(() => Date.now());
    try {
      await page.clock.pauseAt(now + 1000 * attempt);
      return;
    } catch (error) {
      if (attempt >= 5 || !String(error).includes("past")) throw error;
    }
  }
}

export async function openHome(page: Page) {
  await page.goto("/");
  await expect(page.locator("main[data-hydrated=true]")).toBeAttached();
}

/**
 * Waits for an element's entrance animation to end. Playwright retries a click on a moving
 * element with other scroll alignments, which scroll the page itself (the home screen has the
 * footer below it) and would hide what a test means to check.
 */
export async function settled(locator: Locator) {
  await locator.evaluate((element) => Promise.all(element.getAnimations().map((animation) => animation.finished)));
}

export async function send(page: Page, text: string) {
  await input(page).fill(text);
  await input(page).press("Enter");
}

/**
 * The reply at `index` (0 first) of a visitor's conversation, once shown. A prospective client may
 * be asked once who to follow up with before the chat goes on: the visitor skips it.
 */
export async function replyAfterDetails(page: Page, index: number): Promise<Locator> {
  const reply = replies(page).nth(index);
  const details = contactForm(page);
  await expect(reply.or(details).first()).toBeVisible({ timeout: 20_000 });
  if (await details.isVisible()) await details.getByRole("button", { name: "Skip" }).click();
  await expect(reply).toBeVisible({ timeout: 20_000 });
  return reply;
}

/** An AI SDK UI message stream, as the endpoint sends it, for a chosen reply and fields. */
export function sse(reply: string, fields: Record<string, unknown> = {}, deltas = reply ? [reply] : []): string {
  const data = {
    reply,
    messageType: "webchat",
    conversationId: "0b9f3f5e-1d9a-4a8e-9d7e-5d8b1c2a3f4e",
    triggerAnimation: null,
    triggerCards: [],
    isEmployment: false,
    employmentType: null,
    confidence: 0.9,
    hasCompleteContact: false,
    caseStudyId: null,
    lang: "en",
    ...fields,
  };
  const events = [
    { type: "start", messageId: "m1" },
    { type: "text-start", id: "r1" },
    ...deltas.map((delta) => ({ type: "text-delta", id: "r1", delta })),
    { type: "text-end", id: "r1" },
    { type: "data-concierge", data },
    { type: "finish", finishReason: "stop" },
  ];
  return `${events.map((event) => `data: ${JSON.stringify(event)}\n\n`).join("")}data: [DONE]\n\n`;
}

export const fulfillStream = (route: Route, body: string) =>
  route.fulfill({ status: 200, headers: { "content-type": "text/event-stream", "cache-control": "no-cache" }, body });

/** Answers every message with this reply and these fields; returns the request bodies seen. */
export async function forceReply(page: Page, reply: string, fields: Record<string, unknown> = {}) {
  const bodies: Record<string, unknown>[] = [];
  await page.route(MESSAGE_API, (route) => {
    bodies.push(route.request().postDataJSON());
    return fulfillStream(route, sse(reply, fields));
  });
  return bodies;
}

/** Records Vercel Analytics calls (window.va) so a test can read the events sent. */
export async function recordAnalytics(page: Page) {
  await page.addInitScript(() => {
    const w = window as unknown as { va: (...args: unknown[]) => void; __va: unknown[][] };
    w.__va = [];
    w.va = (...args: unknown[]) => w.__va.push(args);
  });
  return async () => page.evaluate(() => (window as unknown as { __va: unknown[][] }).__va);
}
