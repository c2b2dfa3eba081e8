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
    await page.getByLabel("Name*").fill("Ana Ruiz");
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
    // The toast's title, and its description: the error's message, which for a refused message is
    // "Failed to send message" too.
    await expect(page.getByText("Failed to send message", { exact: true })).toHaveCount(2);
    await expect(page.getByText("Please try again", { exact: true })).toHaveCount(0);
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
