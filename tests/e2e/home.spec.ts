import { expect, test } from "./support/test";
import { examplePrompts, PROMPT_ROTATION_MS } from "../../lib/content/prompts";
import { contactForm, freezeClock, fulfillStream, input, log, MESSAGE_API, openHome, replies, send, sendButton, settled, sse } from "./support/concierge";

// The home chat screen: input, word limit, contact gate, streamed replies, errors,
// menu, reset and the session's memory. Replies come from the real concierge unless a test
// intercepts the message endpoint to force one outcome.

const SEND_FAILURE = "I understand you're looking for more specific information. How can I help you with your project?";
const CONTACT_FAILURE = "I'm experiencing some technical difficulties. Please try again.";
const MISSING_REPLY = "I'm here to help with your creative needs!";
const COMPOSER_HINT = "Fill in or skip the form above to send";

test.describe("home chat screen", () => {
  test("renders the reel, the opening copy, the input and the Organization JSON-LD", async ({ page }) => {
    await openHome(page);
    await expect(page).toHaveTitle("Northlight | Los Angeles Creative Advertising Agency");
    await expect(page.getByRole("heading", { level: 1, name: "Work that finds the light." })).toBeVisible();
    await expect(page.getByTestId("reel-poster")).toHaveAttribute("src", "/media/reel-poster.webp");
    await expect(page.getByTestId("reel-poster")).toHaveAttribute("fetchpriority", "high");
    const video = page.getByTestId("reel-video");
    await expect(video).toHaveAttribute("src", "/media/reel.mp4");
    for (const property of ["muted", "loop", "playsInline", "autoplay"] as const) {
      expect(await video.evaluate((element: HTMLVideoElement, name) => Boolean(element[name as keyof HTMLVideoElement]), property)).toBe(true);
    }
    await expect(page.getByText("0/150 words")).toBeVisible();
    await expect(sendButton(page)).toBeDisabled();

    const jsonLd = JSON.parse((await page.locator('script[type="application/ld+json"]').first().textContent()) ?? "{}");
    expect(jsonLd["@type"]).toBe("ProfessionalService");
    expect(jsonLd.name).toBe("Northlight");
    expect(jsonLd.logo).toMatch(/\/icon-512\.png$/);
    expect(jsonLd.address.addressLocality).toBe("Los Angeles");
    expect(jsonLd.award.join(" ")).toEqual(expect.stringMatching(/Clio.*Telly.*Shorty/));
    expect(jsonLd.sameAs.length).toBeGreaterThan(0);
    await expect(page.locator('link[rel="canonical"]')).toHaveAttribute("href", new URL(page.url()).origin);
  });

  test("the loading screen covers the reel until it can play", async ({ page }) => {
    // Media events do not bubble: a capture listener on the document records the reel's canplay.
    await page.addInitScript(() => {
      document.addEventListener(
        "canplay",
        (event) => {
          if ((event.target as HTMLElement).dataset.testid === "reel-video") (window as unknown as { reelCanPlay: boolean }).reelCanPlay = true;
        },
        true,
      );
    });
    await freezeClock(page);
    await page.goto("/");
    // Timers are frozen, so only the video's own canplay can end the loading screen. (Its readyState
    // is no proof afterwards: a busy machine drains the buffer and it drops back below "can play".)
    await expect(page.getByTestId("reel-loading")).toHaveAttribute("data-state", "ready");
    expect(await page.evaluate(() => (window as unknown as { reelCanPlay?: boolean }).reelCanPlay)).toBe(true);
  });

  // @viewport: phones wait 1 s for the reel, larger screens 3 s.
  test("the loading screen steps aside at the timeout when the reel is slow", { tag: "@viewport" }, async ({ page }) => {
    await page.route("**/media/reel.mp4", () => {
      // Never answer: the reel is stuck.
    });
    await freezeClock(page);
    await page.goto("/");
    await expect(page.getByTestId("reel-video")).toBeAttached();
    const timeout = (page.viewportSize()?.width ?? 1440) < 768 ? 1000 : 3000;
    const loading = page.getByTestId("reel-loading");
    await page.clock.runFor(timeout - 50);
    await expect(loading).toHaveAttribute("data-state", "loading");
    await page.clock.runFor(100);
    await expect(loading).toHaveAttribute("data-state", "ready");
  });

  test("counts words live and keeps Send disabled while the input is blank", async ({ page }) => {
    await openHome(page);
    await input(page).fill("   ");
    await expect(sendButton(page)).toBeDisabled();
    await input(page).fill("We need a launch film");
    await expect(page.getByText("5/150 words")).toBeVisible();
    await expect(sendButton(page)).toBeEnabled();
    await input(page).fill("");
    await expect(page.getByText("0/150 words")).toBeVisible();
  });

  test("rotates the example prompts every 4750 ms only while the input is empty and unfocused", async ({ page }) => {
    await freezeClock(page);
    await openHome(page);
    const field = input(page);
    await expect(field).toHaveAttribute("placeholder", examplePrompts[0]);
    await page.clock.runFor(PROMPT_ROTATION_MS - 100);
    await expect(field).toHaveAttribute("placeholder", examplePrompts[0]);
    await page.clock.runFor(100);
    await expect(field).toHaveAttribute("placeholder", examplePrompts[1]);

    await field.focus();
    await page.clock.runFor(PROMPT_ROTATION_MS * 2);
    await expect(field).toHaveAttribute("placeholder", examplePrompts[1]);

    await field.fill("hello");
    await field.blur();
    await page.clock.runFor(PROMPT_ROTATION_MS * 2);
    await expect(field).toHaveAttribute("placeholder", examplePrompts[1]);

    await field.fill("");
    await field.blur();
    await page.clock.runFor(PROMPT_ROTATION_MS);
    await expect(field).toHaveAttribute("placeholder", examplePrompts[2]);
  });

  test("the composer shows a visible focus ring when it has focus", async ({ page }) => {
    await openHome(page);
    const composer = page.locator("form").filter({ has: input(page) });
    const ring = () =>
      composer.evaluate((form) => {
        const style = getComputedStyle(form);
        return { outline: `${style.outlineStyle} ${style.outlineWidth} ${style.outlineColor}`, border: style.borderTopColor };
      });
    const resting = await ring();
    expect(resting.outline).toMatch(/^none /);
    // Reached with the keyboard, as a keyboard user would.
    for (let step = 0; step < 20 && !(await input(page).evaluate((field) => field === document.activeElement)); step += 1) await page.keyboard.press("Tab");
    await expect(input(page)).toBeFocused();
    // The site's focus style: 2 px of solid accent (#ffb547) around the whole composer. The border
    // eases to the accent (a CSS transition), so it is polled rather than read on the first frame.
    await expect.poll(async () => (await ring()).outline).toBe("solid 2px rgb(255, 181, 71)");
    await expect.poll(async () => (await ring()).border).not.toBe(resting.border);
    await page.keyboard.press("Shift+Tab");
    await expect(input(page)).not.toBeFocused();
    await expect.poll(async () => (await ring()).outline).toMatch(/^none /);
  });

  test("Shift+Enter inserts a new line; Enter sends", async ({ page }) => {
    await openHome(page);
    const field = input(page);
    await field.click();
    await page.keyboard.type("Line one");
    await page.keyboard.press("Shift+Enter");
    await page.keyboard.type("line two");
    await expect(field).toHaveValue("Line one\nline two");
    await page.keyboard.press("Enter");
    await expect(field).toHaveValue("");
    await expect(log(page).getByText("You:")).toHaveCount(1);
    await expect(log(page)).toContainText("Line one\nline two");
  });

  test("a message over 150 words opens the word-limit modal with a chime and is not sent", async ({ page }) => {
    await page.addInitScript(() => {
      const w = window as unknown as { __chimes: number; AudioContext: typeof AudioContext };
      w.__chimes = 0;
      const Original = w.AudioContext;
      w.AudioContext = class extends Original {
        constructor(...args: ConstructorParameters<typeof AudioContext>) {
          super(...args);
          w.__chimes += 1;
        }
      };
    });
    let posted = 0;
    await page.route(MESSAGE_API, (route) => {
      posted += 1;
      return route.continue();
    });
    await openHome(page);
    const words = Array.from({ length: 151 }, (_, index) => `word${index}`).join(" ");
    await input(page).fill(words);
    await expect(page.getByText("151/150 words")).toBeVisible();
    await input(page).press("Enter");
    const dialog = page.getByRole("dialog", { name: "Whoa there! 📝" });
    await expect(dialog).toBeVisible();
    await expect(dialog).toContainText("We have a 150-word limit to keep things focused and effective. Let's trim that down!");
    await expect(dialog).toContainText("151");
    expect(await page.evaluate(() => (window as unknown as { __chimes: number }).__chimes)).toBe(1);
    await dialog.getByRole("button", { name: "Got it!" }).click();
    await expect(dialog).toBeHidden();
    // Focus is back in the composer the message was typed in, to trim it.
    await expect(input(page)).toBeFocused();
    await expect(input(page)).toHaveValue(words); // kept, to be trimmed
    expect(posted).toBe(0);
  });

  test("streams the reply with a typing indicator before the first token", { tag: "@postgres" }, async ({ page }) => {
    let release!: () => void;
    const held = new Promise<void>((resolve) => (release = resolve));
    let accept = "";
    await page.route(MESSAGE_API, async (route) => {
      accept = route.request().headers()["accept"] ?? "";
      await held;
      await route.continue();
    });
    await openHome(page);
    await send(page, "Hello there, who are you?");
    await expect(log(page).getByLabel("The concierge is typing")).toBeVisible();
    await expect(sendButton(page)).toBeDisabled();
    release();
    await expect(log(page).locator("[data-status=done]")).toContainText("Northlight");
    await expect(log(page).getByLabel("The concierge is typing")).toHaveCount(0);
    expect(accept).toContain("text/event-stream");
  });

  test("joins the streamed text deltas in order and hides action markers", async ({ page }) => {
    await page.route(MESSAGE_API, (route) => fulfillStream(route, sse("Here is our reel. SHOW_REEL", {}, ["Here is ", "our reel. ", "SHOW_REEL"])));
    await openHome(page);
    await send(page, "Show me your reel");
    await expect(log(page).locator("[data-status=done]")).toHaveText("Concierge: Here is our reel.");
  });

  // @viewport: a tap on a phone, a click on desktop.
  test("a reply's email address and phone number are mailto: and tel: links", { tag: "@viewport" }, async ({ page, isMobile }) => {
    await openHome(page);
    await send(page, "What's your email?");
    const reply = replies(page);
    const mail = reply.getByRole("link", { name: "studio@northlight.la" });
    await expect(mail).toHaveAttribute("href", /^mailto:/);
    await expect(mail).toHaveAttribute("href", "mailto:studio@northlight.la");
    await expect(reply.getByRole("link", { name: "(323) 555-0142" })).toHaveAttribute("href", "tel:+13235550142");

    // The link hands the address to the mail app; the chat stays where it is.
    if (isMobile) await mail.tap();
    else await mail.click();
    await expect(page).toHaveURL(/\/$/);
    await expect(replies(page)).toHaveCount(1);
  });

  test.describe("contact gate", () => {
    test("a project message asks for contact first; Continue needs a name and an email", { tag: "@postgres" }, async ({ page }) => {
      const bodies: Record<string, unknown>[] = [];
      await page.route(MESSAGE_API, (route) => {
        bodies.push(route.request().postDataJSON());
        return route.continue();
      });
      await openHome(page);
      await send(page, "We need a campaign for our cold brew launch");
      const form = contactForm(page);
      await expect(form).toBeVisible();
      await expect(form.getByRole("link", { name: "Privacy policy" })).toHaveAttribute("href", "/privacy-policy");
      expect(bodies).toHaveLength(0); // held until the visitor answers
      const proceed = form.getByRole("button", { name: "Continue" });
      await expect(proceed).toBeDisabled();
      await form.getByLabel("Name*").fill("   ");
      await form.getByLabel("Email*").fill("dana@example.com");
      await expect(proceed).toBeDisabled();
      await form.getByLabel("Name*").fill("Dana Reyes");
      await form.getByLabel("Email*").fill("  ");
      await expect(proceed).toBeDisabled();
      await form.getByLabel("Email*").fill("dana@example.com");
      await form.getByLabel("Subject (optional)").fill("Cold brew launch");
      await expect(proceed).toBeEnabled();
      await proceed.click();

      await expect(form).toBeHidden();
      await expect(log(page).locator("[data-status=done]")).toHaveCount(1);
      expect(bodies).toHaveLength(1);
      expect(bodies[0]).toMatchObject({
        message: "We need a campaign for our cold brew launch",
        clientName: "Dana Reyes",
        clientEmail: "dana@example.com",
        subject: "Cold brew launch",
        personaSlug: "default",
      });

      // Contact is known now: the next project message goes straight out, with it.
      await send(page, "Can you also shoot a video for it?");
      await expect(log(page).locator("[data-status=done]")).toHaveCount(2);
      await expect(contactForm(page)).toHaveCount(0);
      expect(bodies[1]).toMatchObject({ clientName: "Dana Reyes", conversationId: expect.any(String) });
    });

    test("Skip sends the held message without contact details", async ({ page }) => {
      const bodies: Record<string, unknown>[] = [];
      await page.route(MESSAGE_API, (route) => {
        bodies.push(route.request().postDataJSON());
        return route.continue();
      });
      await openHome(page);
      await send(page, "How much would a commercial shoot cost?");
      await contactForm(page).getByRole("button", { name: "Skip" }).click();
      await expect(log(page).locator("[data-status=done]")).toHaveCount(1);
      expect(bodies).toHaveLength(1);
      expect(bodies[0].message).toBe("How much would a commercial shoot cost?");
      expect(bodies[0]).not.toHaveProperty("clientName");
      expect(bodies[0]).not.toHaveProperty("clientEmail");
    });

    // @viewport: the form and the field's message must fit and stay in view on a phone.
    test("a refused address keeps the form open and says why under the field; Continue then confirms once", { tag: "@viewport" }, async ({ page }) => {
      const bodies: Record<string, unknown>[] = [];
      await page.route(MESSAGE_API, (route) => {
        bodies.push(route.request().postDataJSON());
        return route.continue();
      });
      await openHome(page);
      await send(page, "We need a campaign for our cold brew launch");
      const form = contactForm(page);
      await expect(form).toBeVisible();
      // The composer says why Send waits.
      await expect(page.getByTestId("composer-hint")).toHaveText(COMPOSER_HINT);
      await input(page).fill("And a launch film?");
      await expect(sendButton(page)).toBeDisabled();
      await input(page).fill("");

      // The browser takes "maya@studio" (type=email allows it); the server does not.
      const email = form.getByLabel("Email*");
      await form.getByLabel("Name*").fill("Maya Chen");
      await email.fill("maya@studio");
      await form.getByRole("button", { name: "Continue" }).click();
      await expect(email).toHaveAttribute("aria-invalid", "true");
      const describedBy = await email.getAttribute("aria-describedby");
      await expect(form.locator(`[id="${describedBy}"]`)).toHaveText(/^Check your email address/);
      await expect(email).toBeFocused();
      await expect(email).toBeInViewport();
      await expect(form).toBeVisible();
      await expect(form.getByLabel("Name*")).toHaveValue("Maya Chen");
      await expect(log(page)).not.toContainText(CONTACT_FAILURE);
      await expect(replies(page, "error")).toHaveCount(0);
      expect(bodies).toHaveLength(1);
      expect(bodies[0]).toMatchObject({ clientEmail: "maya@studio" });

      // Fixing the field clears its mark; Continue sends, and one line confirms the contact.
      await email.fill("maya@studio.com");
      await expect(email).not.toHaveAttribute("aria-invalid", "true");
      await form.getByRole("button", { name: "Continue" }).click();
      await expect(form).toBeHidden();
      await expect(replies(page)).toHaveCount(1);
      const note = log(page).locator("[data-kind=note]");
      await expect(note).toHaveText("Concierge: Thanks, Maya. The team will follow up at maya@studio.com.");
      await expect(log(page).getByText(/follow up at maya@studio\.com/)).toHaveCount(1);
      await expect(page.getByTestId("composer-hint")).toHaveCount(0);
      await expect(page.locator("#concierge-word-count")).toHaveText("0/150 words");
      expect(bodies).toHaveLength(2);
      expect(bodies[1]).toMatchObject({ message: "We need a campaign for our cold brew launch", clientName: "Maya Chen", clientEmail: "maya@studio.com" });
    });

    test("after Skip, the form is not shown again in the conversation (the menu's Get in Touch still asks)", async ({ page }) => {
      const bodies: Record<string, unknown>[] = [];
      await page.route(MESSAGE_API, (route) => {
        bodies.push(route.request().postDataJSON());
        return route.continue();
      });
      await openHome(page);
      await send(page, "How much would a commercial shoot cost?");
      await contactForm(page).getByRole("button", { name: "Skip" }).click();
      await expect(replies(page)).toHaveCount(1);

      await send(page, "Could you also quote a 30-second spot?");
      await expect(replies(page)).toHaveCount(2);
      await expect(contactForm(page)).toHaveCount(0);
      expect(bodies.map((body) => body.message)).toEqual(["How much would a commercial shoot cost?", "Could you also quote a 30-second spot?"]);
      expect(bodies[1]).not.toHaveProperty("clientEmail");

      // A refresh remembers the Skip.
      await page.reload();
      await expect(page.locator("main[data-hydrated=true]")).toBeAttached();
      await send(page, "One more project question");
      await expect(replies(page)).toHaveCount(3);
      await expect(contactForm(page)).toHaveCount(0);

      // Asking to get in touch is the visitor's own request: the form comes back for it.
      await page.getByRole("button", { name: "Menu" }).click();
      await page.getByRole("button", { name: "Portfolio" }).click();
      await page.getByRole("dialog", { name: "Our Work" }).getByRole("button", { name: "Get in Touch" }).click();
      await expect(contactForm(page)).toBeVisible();
    });

    test("a server failure after Continue still gets the technical-difficulties reply; a 429 keeps the form and says to wait", async ({ page }) => {
      let status = 429;
      await page.route(MESSAGE_API, (route) =>
        status === 429
          ? route.fulfill({
              status,
              headers: { "retry-after": "30" },
              json: { error: { code: "rate_limited", message: "You're sending messages quickly. Please wait a moment and try again." } },
            })
          : route.fulfill({ status, body: "down" }),
      );
      await openHome(page);
      await send(page, "Can you quote a 30-second spot?");
      const form = contactForm(page);
      await form.getByLabel("Name*").fill("Dana Reyes");
      await form.getByLabel("Email*").fill("dana@example.com");
      await form.getByRole("button", { name: "Continue" }).click();
      await expect(form.getByRole("alert")).toHaveText("You're sending messages quickly. Please wait a moment and try again.");
      await expect(form.getByRole("alert")).toBeFocused();
      await expect(replies(page, "error")).toHaveCount(0);

      status = 503;
      await form.getByRole("button", { name: "Continue" }).click();
      await expect(replies(page, "error")).toHaveText(`Concierge: ${CONTACT_FAILURE}`);
      await expect(form).toBeHidden();
      await expect(log(page).locator("[data-kind=note]")).toHaveCount(0); // nothing to confirm
    });

    test("in employment mode, asking to see the work opens the portfolio without the form", async ({ page }) => {
      await openHome(page);
      await send(page, "Are you hiring?");
      const panel = page.getByTestId("employment-panel");
      await expect(panel).toBeVisible();
      await send(page, "Can I see your work?");
      await expect(contactForm(page)).toHaveCount(0);
      const dialog = page.getByRole("dialog", { name: "Our Work" });
      await expect(dialog).toBeVisible();
      await page.keyboard.press("Escape");
      await expect(dialog).toBeHidden();

      // With a role chosen too.
      await settled(panel);
      await panel.getByRole("button", { name: /Freelancer/ }).click();
      await send(page, "Show me your portfolio");
      await expect(contactForm(page)).toHaveCount(0);
      await expect(dialog).toBeVisible();
      await page.keyboard.press("Escape");
      await expect(dialog).toBeHidden();

      // Anything else in employment mode still asks for contact details first.
      await send(page, "What is it like to work there?");
      await expect(contactForm(page)).toBeVisible();
    });

    test("a message without project words is not gated", async ({ page }) => {
      await openHome(page);
      await send(page, "What awards has Northlight won?");
      await expect(log(page).locator("[data-status=done]")).toHaveCount(1);
      await expect(contactForm(page)).toHaveCount(0);
    });
  });

  test.describe("errors", () => {
    test("a non-OK response shows the send-failure message", async ({ page }) => {
      await page.route(MESSAGE_API, (route) => route.fulfill({ status: 500, json: { error: { code: "internal", message: "boom" } } }));
      await openHome(page);
      await send(page, "Hello?");
      await expect(log(page).locator("[data-status=error]")).toHaveText(`Concierge: ${SEND_FAILURE}`);
      await expect(sendButton(page)).toBeDisabled(); // empty again, and ready for the next try
      await input(page).fill("Still there?");
      await expect(sendButton(page)).toBeEnabled();
    });

    test("a network failure shows the send-failure message", async ({ page }) => {
      await page.route(MESSAGE_API, (route) => route.abort("failed"));
      await openHome(page);
      await send(page, "Hello?");
      await expect(log(page).locator("[data-status=error]")).toHaveText(`Concierge: ${SEND_FAILURE}`);
    });

    test("a failure after the contact form shows the technical-difficulties message", async ({ page }) => {
      await page.route(MESSAGE_API, (route) => route.fulfill({ status: 502, body: "Bad gateway" }));
      await openHome(page);
      await send(page, "Can you quote a 30-second spot?");
      const form = contactForm(page);
      await form.getByLabel("Name*").fill("Dana Reyes");
      await form.getByLabel("Email*").fill("dana@example.com");
      await form.getByRole("button", { name: "Continue" }).click();
      await expect(log(page).locator("[data-status=error]")).toHaveText(`Concierge: ${CONTACT_FAILURE}`);
    });

    test("a reply without text shows the missing-reply message", async ({ page }) => {
      await page.route(MESSAGE_API, (route) => fulfillStream(route, sse("")));
      await openHome(page);
      await send(page, "Hello?");
      await expect(log(page).locator("[data-status=done]")).toHaveText(`Concierge: ${MISSING_REPLY}`);
    });

    test("a 429 tells the visitor to wait", async ({ page }) => {
      await page.route(MESSAGE_API, (route) =>
        route.fulfill({
          status: 429,
          headers: { "retry-after": "30" },
          json: { error: { code: "rate_limited", message: "You're sending messages quickly. Please wait a moment and try again." } },
        }),
      );
      await openHome(page);
      await send(page, "Hello?");
      await expect(log(page).locator("[data-status=error]")).toContainText("Please wait a moment and try again.");
    });
  });

  // @viewport: the menu is fixed in a corner and hides its labels below 640 px.
  test.describe("menu", { tag: "@viewport" }, () => {
    test("appears after a second, opens and closes on click and on Escape", async ({ page }) => {
      await freezeClock(page);
      await openHome(page);
      const menu = page.getByRole("button", { name: "Menu" });
      await expect(menu).toBeHidden();
      await page.clock.runFor(1000);
      await expect(menu).toBeVisible();

      await menu.click();
      const entries = page.locator("#site-menu").getByRole("listitem");
      await expect(entries).toHaveText(["Awards", "Contact", "Portfolio", "Email"]);
      await expect(menu).toHaveAttribute("aria-expanded", "true");
      await menu.click();
      await expect(page.locator("#site-menu")).toHaveCount(0);
      await menu.click();
      await page.keyboard.press("Escape");
      await expect(page.locator("#site-menu")).toHaveCount(0);
      await expect(menu).toHaveAttribute("aria-expanded", "false");
    });

    test("a click or a tap outside the open menu closes it", async ({ page, isMobile }) => {
      await openHome(page);
      const menu = page.getByRole("button", { name: "Menu" });
      const heading = page.getByRole("heading", { level: 1 });
      await menu.click();
      await expect(page.locator("#site-menu")).toBeVisible();
      // Inside, it stays open.
      await page.locator("#site-menu").click({ position: { x: 4, y: 4 } });
      await expect(page.locator("#site-menu")).toBeVisible();
      if (isMobile) await heading.tap();
      else await heading.click();
      await expect(page.locator("#site-menu")).toHaveCount(0);
      await expect(menu).toHaveAttribute("aria-expanded", "false");
      // On the composer too.
      await menu.click();
      await expect(page.locator("#site-menu")).toBeVisible();
      await input(page).click();
      await expect(page.locator("#site-menu")).toHaveCount(0);
    });

    test("Awards shows the awards band and closes the menu", async ({ page }) => {
      await openHome(page);
      await page.getByRole("button", { name: "Menu" }).click();
      await page.getByRole("button", { name: "Awards", exact: true }).click();
      await expect(page.locator("#site-menu")).toHaveCount(0);
      const strip = page.getByTestId("awards-strip");
      await expect(strip.getByRole("heading", { name: "Award-Winning Excellence" })).toBeVisible();
      await expect(strip).toContainText("Our creative work has been recognized by the industry's most prestigious awards");
      await expect(strip.getByRole("list", { name: "Awards" }).getByRole("listitem")).toHaveText(
        ["Telly", "Clio", "Shorty", "Shorty", "AAF", "Digiday Video", "Smarties", "Ad Age"].map((badge) => new RegExp(`${badge}$`)),
      );
      await strip.getByRole("button", { name: "Close awards" }).click();
      await expect(strip).toHaveCount(0);
    });

    test("Portfolio opens the work; Get in Touch closes it and asks for contact details", async ({ page }) => {
      await openHome(page);
      await page.getByRole("button", { name: "Menu" }).click();
      await page.getByRole("button", { name: "Portfolio" }).click();
      const dialog = page.getByRole("dialog", { name: "Our Work" });
      await expect(dialog).toBeVisible();
      await expect(page.locator("#site-menu")).toHaveCount(0);
      await dialog.getByRole("button", { name: "Get in Touch" }).click();
      await expect(dialog).toBeHidden();
      await expect(log(page)).toContainText("I'd like to get in touch about a project.");
      await expect(contactForm(page)).toBeVisible();
    });

    test("Email links to the agency's address and Contact goes to /contact", async ({ page }) => {
      await openHome(page);
      await page.getByRole("button", { name: "Menu" }).click();
      const entries = page.locator("#site-menu");
      await expect(entries.getByRole("link", { name: "Email" })).toHaveAttribute("href", "mailto:studio@northlight.la");
      await entries.getByRole("link", { name: "Contact" }).click();
      await expect(page).toHaveURL(/\/contact$/);
      await expect(page.getByRole("heading", { level: 1, name: "Get in Touch" })).toBeVisible();
    });
  });

  test("a refresh keeps the conversation; a new visit starts fresh", async ({ page, context }) => {
    // Two visits and a reload of the home page, each hydrating the chat: three minutes on a busy machine.
    test.slow();
    const sessions: string[] = [];
    await context.route(MESSAGE_API, (route) => {
      sessions.push((route.request().postDataJSON() as { sessionId: string }).sessionId);
      return route.continue();
    });
    await openHome(page);
    await send(page, "Hello, who are you?");
    await expect(log(page).locator("[data-status=done]")).toHaveCount(1);
    const reply = await log(page).locator("[data-status=done]").textContent();

    await page.reload();
    await expect(page.locator("main[data-hydrated=true]")).toBeAttached();
    await expect(log(page)).toContainText("Hello, who are you?");
    await expect(log(page).locator("[data-status=done]")).toHaveText(reply ?? "");
    await send(page, "What awards has Northlight won?");
    await expect(log(page).locator("[data-status=done]")).toHaveCount(2);
    expect(sessions[1]).toBe(sessions[0]);

    const second = await context.newPage();
    await openHome(second);
    await expect(second.getByRole("heading", { level: 1, name: "Work that finds the light." })).toBeVisible();
    await expect(log(second)).toHaveCount(0);
  });

  // @viewport: below 640 px the starters are a row that scrolls sideways.
  test("conversation starters send a message", { tag: "@viewport" }, async ({ page }) => {
    await openHome(page);
    await page.getByRole("button", { name: "What awards have you won?" }).click();
    await expect(log(page)).toContainText("What awards have you won?");
    await expect(log(page).locator("[data-status=done]")).toHaveCount(1);
  });

  test("icon-only buttons carry a tooltip after 700 ms", async ({ page, isMobile }) => {
    test.skip(isMobile, "hover tooltips are a pointer-device affordance");
    await freezeClock(page);
    await openHome(page);
    await input(page).fill("hello");
    await sendButton(page).hover();
    await page.clock.runFor(650);
    await expect(page.getByRole("tooltip", { includeHidden: true })).toHaveCount(0);
    await page.clock.runFor(100);
    await expect(page.getByRole("tooltip", { includeHidden: true })).toHaveText("Send message");
  });

  // @viewport: the phone layout itself (on the phone project with touch and its pixel ratio too).
  test("fits a 390 px screen: no horizontal overflow, touch targets of 44 px", { tag: "@viewport" }, async ({ page }) => {
    await page.setViewportSize({ width: 390, height: 844 });
    await openHome(page);
    await page.getByRole("button", { name: "Menu" }).waitFor();
    await input(page).fill("We need a campaign for our launch");
    await input(page).press("Enter");
    await expect(contactForm(page)).toBeVisible();
    await expect(contactForm(page).getByLabel("Name*")).toBeFocused();
    // The page itself never scrolls away from the chat; only the conversation does.
    expect(await page.evaluate(() => window.scrollY)).toBe(0);
    const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
    expect(overflow).toBeLessThanOrEqual(0);
    const small = await page.evaluate(() =>
      [...document.querySelectorAll("main button, main a, main input, main textarea")]
        .filter((element) => (element as HTMLElement).offsetParent !== null)
        .map((element) => ({ name: element.getAttribute("aria-label") ?? element.textContent?.trim(), rect: element.getBoundingClientRect() }))
        .filter(({ rect }) => Math.round(rect.height) < 44 && !(rect.width === 0 && rect.height === 0))
        .map(({ name, rect }) => `${name}: ${Math.round(rect.width)}x${Math.round(rect.height)}`),
    );
    // The privacy link is inline text in a sentence, which WCAG exempts from target size.
    expect(small.filter((entry) => !entry.startsWith("Privacy policy"))).toEqual([]);
  });

  test("a crash in the home screen shows the site's error screen, and Try again brings the chat back", async ({ page }) => {
    // Every script the page asks for after it has loaded (the panels' code, loaded on demand) fails:
    // opening the portfolio then throws while rendering, which the home page's own boundary catches.
    let failLateScripts = false;
    await page.route(/\/_next\/static\/chunks\/.+\.js$/, (route) => (failLateScripts ? route.fulfill({ status: 404, body: "" }) : route.fallback()));
    await openHome(page);
    await page.waitForLoadState("networkidle");
    failLateScripts = true;
    await page.getByRole("button", { name: "Menu" }).click();
    await page.getByRole("button", { name: "Portfolio" }).click();
    await expect(page.getByRole("heading", { level: 1, name: "Something went wrong" })).toBeVisible();
    await expect(page.getByRole("link", { name: "Return to Homepage" })).toHaveAttribute("href", "/");
    failLateScripts = false;
    await page.getByRole("button", { name: "Try again" }).click();
    await expect(input(page)).toBeVisible();
  });
});
