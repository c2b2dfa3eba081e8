import { expect, request as requests, test } from "@playwright/test";
import { PDF } from "../support/files";
import { E2E_ADMIN_TOKEN } from "../../../playwright.config";
import { openHome, replies, send } from "../support/concierge";

// The visitor cookie through `next start`: the proxy hands it out on the first page view, and a
// visitor's chat, contact form and uploads keep working while cookieless clients flood the API.

const YEAR_SECONDS = 365 * 24 * 60 * 60;

/** Cookieless clients (a fresh request context each time) posting with a new sessionId each time. */
async function cookielessFlood(baseURL: string | undefined, count: number) {
  let refused = 0;
  for (let i = 0; i < count; i += 1) {
    const client = await requests.newContext({ baseURL });
    const response = await client.post("/api/conversations/message", { data: { message: "spam", sessionId: `flood-${Date.now()}-${i}` } });
    if (response.status() === 429) refused += 1;
    await client.dispose();
  }
  return refused;
}

test.describe("visitor cookie", () => {
  test("a page view sets it once, HttpOnly and SameSite=Lax for a year; API calls and files do not", async ({ request, baseURL }) => {
    const first = await request.get("/services");
    expect(first.headers()["set-cookie"]).toMatch(/^nl_vid=[A-Za-z0-9_-]{22}\.[A-Za-z0-9_-]{43}; Path=\/; Max-Age=31536000; HttpOnly; SameSite=Lax$/);
    // The answer that hands out an id is that visitor's alone: no shared cache may keep it.
    expect(first.headers()["cache-control"]).toBe("private, no-cache");
    // The request context now holds it: no second cookie, and the page's own (static) caching.
    const again = await request.get("/services");
    expect(again.headers()["set-cookie"]).toBeUndefined();
    expect(again.headers()["cache-control"]).not.toContain("private");

    const fresh = await requests.newContext({ baseURL });
    for (const path of ["/api/health", "/robots.txt", "/media/reel-poster.webp"]) {
      const response = await fresh.get(path);
      expect(response.ok()).toBe(true);
      expect(response.headers()["set-cookie"]).toBeUndefined();
    }
    await fresh.dispose();
  });

  test("a visitor's chat, contact form and upload succeed while cookieless clients flood the chat", async ({ request, baseURL }) => {
    expect(await cookielessFlood(baseURL, 30)).toBeGreaterThan(0);

    expect((await request.get("/")).ok()).toBe(true); // the page view that hands out the cookie
    const first = await request.post("/api/conversations/message", { data: { message: "What awards have you won?" } });
    expect(first.status()).toBe(200);
    const { conversationId, reply } = await first.json();
    expect(reply).toContain("Clio");
    const second = await request.post("/api/conversations/message", { data: { message: "Can I see your reel?", conversationId } });
    expect((await second.json()).conversationId).toBe(conversationId);

    const email = `flood+${Date.now()}@ruiz.example`;
    const upload = await request.post("/api/upload-pdf", {
      multipart: { pdf: { name: "brief.pdf", mimeType: "application/pdf", buffer: PDF }, clientName: "Ana Ruiz", clientEmail: email, message: "Brief" },
    });
    expect(upload.status()).toBe(200);
    const uploaded = await upload.json();
    const contact = await request.post("/api/conversations/message", {
      data: { message: `New message from the contact page.\nName: Ana Ruiz\nEmail: ${email}`, sessionId: "contact-form", conversationId: uploaded.conversationId, clientName: "Ana Ruiz", clientEmail: email },
    });
    expect(contact.status()).toBe(200);
    expect((await contact.json()).conversationId).toBe(uploaded.conversationId);

    const detail = await request.get(`/api/admin/conversations/${conversationId}`, { headers: { authorization: `Bearer ${E2E_ADMIN_TOKEN}` } });
    expect((await detail.json()).messages).toHaveLength(2);
  });

  test("in a browser: the cookie is HttpOnly, and the home chat answers through the real API", async ({ page, context }) => {
    await openHome(page);
    const cookie = (await context.cookies()).find((c) => c.name === "nl_vid");
    expect(cookie).toMatchObject({ httpOnly: true, sameSite: "Lax", path: "/", secure: false });
    expect(cookie!.expires - Date.now() / 1000).toBeGreaterThan(YEAR_SECONDS - 3600);
    expect(await page.evaluate(() => document.cookie)).not.toContain("nl_vid");

    const answered = page.waitForResponse((response) => response.url().endsWith("/api/conversations/message"));
    await send(page, "What awards have you won?");
    expect((await answered).status()).toBe(200);
    await expect(replies(page).first()).toContainText("Clio");
  });
});
