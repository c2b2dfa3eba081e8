import { oversizePdf, PDF } from "./support/files";
import { expect, test, type Page } from "./support/test";
import { E2E_ADMIN_TOKEN } from "../../playwright.config";

async function fill(page: Page, email: string) {
  await page.getByLabel("Name*").fill("Ana Ruiz");
  await page.getByLabel("Email*").fill(email);
  await page.getByLabel("Company").fill("Ruiz Hotels");
  await page.getByLabel("Message*").fill("We are opening two hotels in Palm Springs and need a launch campaign.");
}

test.describe("contact page", () => {
  test("renders the form: fields, PDF picker, 20MB limit and send button", async ({ page }) => {
    await page.goto("/contact");
    await expect(page.getByRole("heading", { level: 1, name: "Get in Touch" })).toBeVisible();
    await expect(page.getByLabel("Email*")).toHaveAttribute("type", "email");
    await expect(page.getByLabel("Message*")).toHaveAttribute("rows", "5");
    await expect(page.getByText("Click to upload your deck, brief, or other PDF")).toBeVisible();
    await expect(page.getByText("Maximum file size: 20MB")).toBeVisible();
    await expect(page.locator('input[type="file"]')).toHaveAttribute("accept", ".pdf");
    await expect(page.getByRole("button", { name: "Send Message" })).toBeEnabled();
  });

  test("validates required fields and the file with error toasts", async ({ page }, testInfo) => {
    // A 20 MB file, loaded and checked by the page: give it three minutes on a busy machine.
    test.slow();
    await page.goto("/contact");
    await page.getByRole("button", { name: "Send Message" }).click();
    await expect(page.getByText("Missing information")).toBeVisible();
    await expect(page.getByText("Please fill in all required fields")).toBeVisible();
    // The destructive variant is sonner's error toast; one toast is visible at a time.
    await expect(page.locator('[data-sonner-toast][data-type="error"]')).toContainText("Missing information");

    const picker = page.locator('input[type="file"]');
    await picker.setInputFiles({ name: "notes.txt", mimeType: "text/plain", buffer: Buffer.from("hello") });
    await expect(page.getByText("Invalid file type")).toBeVisible();
    await expect(page.getByText("Please select a PDF file", { exact: true })).toBeVisible();
    await expect(page.getByTestId("chosen-pdf")).toHaveCount(0);

    await picker.setInputFiles(oversizePdf(testInfo));
    await expect(page.getByText("File too large")).toBeVisible();
    await expect(page.getByText("Please select a PDF file smaller than 20MB")).toBeVisible();
    await expect(page.getByTestId("chosen-pdf")).toHaveCount(0);
  });

  // @viewport: the messages under the fields, and the focus, on a phone too.
  test("an empty submit marks each required field and focuses the first; editing a field clears its mark", { tag: "@viewport" }, async ({ page }) => {
    await page.goto("/contact");
    await page.getByRole("button", { name: "Send Message" }).click();
    await expect(page.locator('[data-sonner-toast][data-type="error"]')).toContainText("Missing information");
    for (const [label, message] of [
      ["Name*", "Enter your name."],
      ["Email*", "Enter your email address."],
      ["Message*", "Enter your message."],
    ] as const) {
      const field = page.getByLabel(label);
      await expect(field).toHaveAttribute("aria-invalid", "true");
      await expect(field).toHaveAccessibleDescription(new RegExp(`^${message.replace(".", "\\.")}`));
      await expect(page.getByText(message, { exact: true })).toBeVisible();
    }
    await expect(page.getByLabel("Company")).not.toHaveAttribute("aria-invalid", "true");
    await expect(page.getByLabel("Name*")).toBeFocused();

    await page.getByLabel("Name*").fill("Ana Ruiz");
    await expect(page.getByLabel("Name*")).not.toHaveAttribute("aria-invalid", "true");
    await expect(page.getByText("Enter your name.")).toHaveCount(0);
    await page.getByRole("button", { name: "Send Message" }).click();
    await expect(page.getByLabel("Email*")).toBeFocused();
  });

  test("an address the server refuses is marked under the field, and the toast says why", async ({ page }) => {
    const bodies: Record<string, unknown>[] = [];
    page.on("request", (request) => {
      if (request.url().endsWith("/api/conversations/message")) bodies.push(request.postDataJSON());
    });
    await page.goto("/contact");
    // No @ at all: the page catches it itself, and sends nothing.
    await fill(page, "ana.ruiz");
    await page.getByRole("button", { name: "Send Message" }).click();
    const email = page.getByLabel("Email*");
    await expect(email).toHaveAttribute("aria-invalid", "true");
    await expect(email).toHaveAccessibleDescription(/Check your email address/);
    await expect(email).toBeFocused();
    expect(bodies).toHaveLength(0);

    // No domain ending: the browser's type=email takes it; the server does not, and says which field.
    await email.fill("ana@ruiz");
    await expect(email).not.toHaveAttribute("aria-invalid", "true");
    await page.getByRole("button", { name: "Send Message" }).click();
    const toast = page.locator('[data-sonner-toast][data-type="error"]');
    await expect(toast).toContainText("Failed to send message");
    await expect(toast).toContainText("Check your email address: it should look like name@company.com.");
    await expect(page.getByText("Failed to send message", { exact: true })).toHaveCount(1);
    await expect(email).toHaveAttribute("aria-invalid", "true");
    await expect(email).toHaveAccessibleDescription(/Check your email address/);
    await expect(email).toBeFocused();
    expect(bodies).toHaveLength(1);
    expect(bodies[0]).toMatchObject({ clientEmail: "ana@ruiz" });
  });

  test("the message shows its limit as it is typed, and a longer one is marked with it", async ({ page }) => {
    let sent = 0;
    page.on("request", (request) => {
      if (request.url().endsWith("/api/conversations/message")) sent += 1;
    });
    await page.goto("/contact");
    const message = page.getByLabel("Message*");
    await expect(message).toHaveAccessibleDescription("0 / 2,000 characters");
    await fill(page, `ana+${Date.now()}@ruiz.example`);
    await message.fill("x".repeat(2001));
    await expect(page.getByText("2,001 / 2,000")).toBeVisible();
    await page.getByRole("button", { name: "Send Message" }).click();
    await expect(message).toHaveAttribute("aria-invalid", "true");
    await expect(page.getByText("Keep your message to 2,000 characters or fewer.")).toBeVisible();
    await expect(message).toBeFocused();
    expect(sent).toBe(0);
    await message.press("Backspace");
    await expect(page.getByText("2,000 / 2,000")).toBeVisible();
    await expect(message).not.toHaveAttribute("aria-invalid", "true");
  });

  test("after a refused send, a successful one leaves no stale error", async ({ page }) => {
    // The server refuses the first send for its company name; the second goes through.
    let refuse = true;
    await page.route("**/api/conversations/message", (route) =>
      refuse
        ? route.fulfill({ status: 400, json: { error: { code: "bad_request", message: "company: Too big: expected string to have <=160 characters" } } })
        : route.continue(),
    );
    await page.goto("/contact");
    await fill(page, `stale+${Date.now()}@ruiz.example`);
    await page.getByRole("button", { name: "Send Message" }).click();
    const errorToast = page.locator('[data-sonner-toast][data-type="error"]');
    await expect(errorToast).toContainText("Keep your company name to 160 characters or fewer.");
    await expect(page.getByLabel("Company")).toHaveAttribute("aria-invalid", "true");
    await expect(page.getByLabel("Company")).toBeFocused();

    refuse = false;
    await page.getByLabel("Company").fill("Ruiz Hotels Group");
    await page.getByRole("button", { name: "Send Message" }).click();
    await expect(page.getByRole("heading", { name: "Thank You!" })).toBeVisible();
    await expect(page.locator('[data-sonner-toast][data-type="success"]')).toContainText("Message sent successfully");
    await expect(errorToast).toHaveCount(0);
    await expect(page.getByText("Failed to send message")).toHaveCount(0);
    await expect(page.locator("[aria-invalid=true]")).toHaveCount(0);
  });

  test("loads the toasts' code on the first interaction, and shows a toast in a dialog when it cannot load", async ({ page }) => {
    const scripts: string[] = [];
    page.on("response", async (response) => {
      if (response.request().resourceType() === "script") scripts.push(await response.text().catch(() => ""));
    });
    await page.goto("/contact", { waitUntil: "networkidle" });
    // Nothing the page loads carries sonner (its toaster marks itself with data-sonner-toaster).
    expect(scripts.length).toBeGreaterThan(0);
    expect(scripts.filter((source) => source.includes("data-sonner-toaster"))).toEqual([]);
    await expect(page.getByRole("region", { name: /Notifications/ })).toHaveCount(0);

    // The visitor goes offline before touching the form: the toast's code cannot load, and the
    // message comes in the browser's dialog instead of being lost.
    await page.route("**/_next/static/chunks/**", (route) => route.abort());
    const dialog = page.waitForEvent("dialog");
    await page.getByRole("button", { name: "Send Message" }).click();
    const shown = await dialog;
    expect(shown.message()).toBe("Missing information\n\nPlease fill in all required fields");
    await shown.dismiss();
    await expect(page.getByRole("region", { name: /Notifications/ })).toHaveCount(0);

    // Back online: the next interaction loads sonner, and the next toast is a toast.
    await page.unroute("**/_next/static/chunks/**");
    // Typed key by key: the refused submit already moved the focus to this field, so only the
    // keys are an interaction now (fill() sends none).
    await expect(page.getByLabel("Name*")).toBeFocused();
    await page.getByLabel("Name*").pressSequentially("Ana");
    await expect(page.getByRole("region", { name: /Notifications/ })).toHaveCount(1);
    await expect.poll(() => scripts.filter((source) => source.includes("data-sonner-toaster")).length).toBe(1);
    await page.getByRole("button", { name: "Send Message" }).click();
    await expect(page.locator('[data-sonner-toast][data-type="error"]')).toContainText("Missing information");
  });

  test("sends a message with a PDF and shows the thank-you screen", { tag: "@postgres" }, async ({ page, request }) => {
    const email = `ana+${Date.now()}@ruiz.example`;
    await page.goto("/contact");
    await fill(page, email);
    await page.locator('input[type="file"]').setInputFiles({ name: "brief.pdf", mimeType: "application/pdf", buffer: PDF });
    await expect(page.getByTestId("chosen-pdf")).toContainText("brief.pdf (0.00 MB)");
    await page.getByRole("button", { name: "Send Message" }).click();
    await expect(page.getByRole("heading", { name: "Thank You!" })).toBeVisible();
    await expect(page.getByText("Your message has been sent successfully. Our team will review your inquiry and get back to you soon.")).toBeVisible();
    await expect(page.getByText("Message sent successfully")).toBeVisible();
    await expect(page.locator('[data-sonner-toast][data-type="success"]')).toContainText("Message sent successfully");
    await expect(page.getByRole("link", { name: "Return to Home" })).toHaveAttribute("href", "/");

    // Staff see the message, the contact and the PDF in one conversation.
    const headers = { authorization: `Bearer ${E2E_ADMIN_TOKEN}` };
    const { conversations } = await (await request.get(`/api/admin/conversations?q=${encodeURIComponent(email)}`, { headers })).json();
    expect(conversations).toHaveLength(1);
    expect(conversations[0]).toMatchObject({ clientName: "Ana Ruiz", clientEmail: email, company: "Ruiz Hotels", messageCount: 1 });
    const { uploads } = await (await request.get("/api/admin/uploads", { headers })).json();
    expect(uploads.find((upload: { clientEmail: string }) => upload.clientEmail === email)).toMatchObject({
      originalName: "brief.pdf",
      conversationId: conversations[0].id,
    });
  });

  test("a failed send keeps the form filled, and a retry does not upload the PDF twice", async ({ page }) => {
    let uploads = 0;
    page.on("request", (request) => {
      if (request.url().endsWith("/api/upload-pdf")) uploads += 1;
    });
    await page.route("**/api/conversations/message", (route) => route.fulfill({ status: 503, body: "down" }));
    await page.goto("/contact");
    await fill(page, `retry+${Date.now()}@ruiz.example`);
    await page.locator('input[type="file"]').setInputFiles({ name: "brief.pdf", mimeType: "application/pdf", buffer: PDF });
    await page.getByRole("button", { name: "Send Message" }).click();
    // The toast's title, and its description: the server failed, so there is nothing more to say
    // than to try again (never the title twice).
    await expect(page.getByText("Failed to send message", { exact: true })).toHaveCount(1);
    await expect(page.getByText("Please try again", { exact: true })).toBeVisible();
    await expect(page.locator("[aria-invalid=true]")).toHaveCount(0);
    await expect(page.getByLabel("Message*")).toHaveValue(/Palm Springs/);
    await expect(page.getByTestId("chosen-pdf")).toContainText("brief.pdf");
    await expect(page.getByRole("button", { name: "Send Message" })).toBeEnabled();

    await page.unroute("**/api/conversations/message");
    await page.getByRole("button", { name: "Send Message" }).click();
    await expect(page.getByRole("heading", { name: "Thank You!" })).toBeVisible();
    expect(uploads).toBe(1);
  });

  test("shows 'Sending...' and disables the inputs while submitting", async ({ page }) => {
    let release!: () => void;
    const gate = new Promise<void>((resolve) => (release = resolve));
    await page.route("**/api/conversations/message", async (route) => {
      await gate;
      await route.continue();
    });
    await page.goto("/contact");
    await fill(page, `slow+${Date.now()}@ruiz.example`);
    await page.getByRole("button", { name: "Send Message" }).click();
    await expect(page.getByRole("button", { name: "Sending..." })).toBeDisabled();
    await expect(page.getByLabel("Name*")).toBeDisabled();
    release();
    await expect(page.getByRole("heading", { name: "Thank You!" })).toBeVisible();
  });
});
