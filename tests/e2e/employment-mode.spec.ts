import { expect, test, type Page } from "./support/test";
import { contactForm, forceReply, fulfillStream, MESSAGE_API, openHome, replies, send, settled, sse } from "./support/concierge";

// Employment mode starts with the reply that shows the employment options, not with the choice
// of a role: the background switches to the alternate reel at once, every message from then on
// asks for contact details first, and a failed one gets the employment path's error. Starting
// over leaves the mode.

const EMPLOYMENT_REPLY = { messageType: "employment-inquiry", isEmployment: true, employmentType: null };
const EMPLOYMENT_FAILURE = "Concierge: Sorry, there was an error processing your message. Please try again.";

const poster = (page: Page) => page.getByTestId("reel-poster");
const video = (page: Page) => page.getByTestId("reel-video");
const panel = (page: Page) => page.getByTestId("employment-panel");

/** The first message gets the employment reply; every later one fails. */
async function failAfterEmploymentReply(page: Page) {
  let count = 0;
  await page.route(MESSAGE_API, (route) => {
    count += 1;
    return count === 1 ? fulfillStream(route, sse("We're always glad to meet people.", EMPLOYMENT_REPLY)) : route.fulfill({ status: 500, body: "down" });
  });
}

test("the employment reply switches to the alternate reel at once; starting over returns to the main reel", async ({ page }) => {
  await forceReply(page, "We're always glad to meet people.", EMPLOYMENT_REPLY);
  await openHome(page);
  await expect(poster(page)).toHaveAttribute("src", "/media/reel-poster.webp");

  await send(page, "Are you hiring?");
  await expect(panel(page).getByRole("button")).toHaveText([/Freelancer/, /Full-time/, /Internship/]);
  await expect(panel(page).locator('[aria-pressed="true"]')).toHaveCount(0);
  await expect(poster(page)).toHaveAttribute("src", "/media/reel-alt-poster.webp");
  await expect(video(page)).toHaveAttribute("src", "/media/reel-alt.mp4");

  // The conversation saved in the tab keeps the mode across a refresh.
  await page.reload();
  await expect(page.locator("main[data-hydrated=true]")).toBeAttached();
  await expect(panel(page)).toBeVisible();
  await expect(poster(page)).toHaveAttribute("src", "/media/reel-alt-poster.webp");

  await page.getByRole("button", { name: "Northlight: start over and return to the home screen" }).click();
  await page.getByRole("alertdialog", { name: "Start over?" }).getByRole("button", { name: "Start over" }).click();
  await expect(panel(page)).toHaveCount(0);
  await expect(poster(page)).toHaveAttribute("src", "/media/reel-poster.webp");
  await expect(video(page)).toHaveAttribute("src", "/media/reel.mp4");
});

test("with the employment options shown, a message asks for contact details first, and a failure gets the employment error", async ({ page }) => {
  await failAfterEmploymentReply(page);
  await openHome(page);
  await send(page, "Are you hiring?");
  await expect(panel(page)).toBeVisible();

  // Employment mode has begun, so even a message with no project words asks for contact details first.
  await send(page, "What is it like to work there?");
  await expect(contactForm(page)).toBeVisible();
  await contactForm(page).getByRole("button", { name: "Skip" }).click();
  await expect(replies(page, "error")).toHaveText(EMPLOYMENT_FAILURE);
});

test("with a role chosen, a failed message gets the employment error, with or without contact details", async ({ page }) => {
  await failAfterEmploymentReply(page);
  await openHome(page);
  const chooseFreelance = async () => {
    await send(page, "Are you hiring?");
    await settled(panel(page));
    await panel(page)
      .getByRole("button", { name: /Freelancer/ })
      .click();
  };
  await chooseFreelance();

  await send(page, "Do you hire remote people?");
  await contactForm(page).getByRole("button", { name: "Skip" }).click();
  await expect(replies(page, "error")).toHaveText([EMPLOYMENT_FAILURE]);
  // Skipped: the conversation asks no more, and the next message goes out as it is.
  await send(page, "What about weekends?");
  await expect(replies(page, "error")).toHaveText([EMPLOYMENT_FAILURE, EMPLOYMENT_FAILURE]);
  await expect(contactForm(page)).toHaveCount(0);

  // A new conversation asks again; with contact details, the failure is the employment error too.
  await page.getByRole("button", { name: "Northlight: start over and return to the home screen" }).click();
  await page.getByRole("alertdialog", { name: "Start over?" }).getByRole("button", { name: "Start over" }).click();
  await page.unrouteAll();
  await failAfterEmploymentReply(page);
  await chooseFreelance();
  await send(page, "What about weekends?");
  await contactForm(page).getByLabel("Name*").fill("Jordan Ellis");
  await contactForm(page).getByLabel("Email*").fill("jordan.ellis@example.com");
  await contactForm(page).getByRole("button", { name: "Continue" }).click();
  await expect(replies(page, "error")).toHaveText([EMPLOYMENT_FAILURE]);
});
