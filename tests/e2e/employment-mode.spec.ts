import { expect, test, type Page } from "@playwright/test";
import { forceReply, openHome, send } from "./support/concierge";

// Employment mode starts with the reply that shows the employment options, not with the choice
// of a role: the background switches to the alternate reel at once. Starting over leaves the mode.

const EMPLOYMENT_REPLY = { messageType: "employment-inquiry", isEmployment: true, employmentType: null };

const poster = (page: Page) => page.getByTestId("reel-poster");
const video = (page: Page) => page.getByTestId("reel-video");
const panel = (page: Page) => page.getByTestId("employment-panel");

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
  await expect(panel(page)).toHaveCount(0);
  await expect(poster(page)).toHaveAttribute("src", "/media/reel-poster.webp");
  await expect(video(page)).toHaveAttribute("src", "/media/reel.mp4");
});
