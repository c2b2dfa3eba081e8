import { expect, request as requests, test } from "@playwright/test";
import { PDF } from "../support/files";
import { E2E_ADMIN_TOKEN } from "../../../playwright.config";
import { openHome, replies, send } from "../support/concierge";

// The visitor cookie through `next start`: pages never hand it out (every public page answers the
// same cacheable headers, cookie or not); the page asks GET /api/visitor for it before the first
// message, and a visitor's chat, contact form and uploads keep working while cookieless clients
// flood the API.

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
  test("pages answer the same headers with or without it; GET /api/visitor sets it once, HttpOnly and SameSite=Lax for a year", async ({
    request,
    baseURL,
  }) => {
    const cacheable = (headers: Record<string, string>) => ({
      cacheControl: headers["cache-control"],
      setCookie: headers["set-cookie"],
      vary: headers["vary"],
    });
    const anonymous = await requests.newContext({ baseURL });
    const pages = ["/", "/services", "/case-studies/imax", "/los-angeles-advertising-agency"];
    const before: Record<string, ReturnType<typeof cacheable>> = {};
    for (const path of pages) {
      const response = await anonymous.get(path);
      expect(response.ok()).toBe(true);
      before[path] = cacheable(response.headers());
      expect(before[path].setCookie).toBeUndefined();
      expect(before[path].cacheControl).not.toContain("private");
    }

    const first = await request.get("/api/visitor");
    expect(first.status()).toBe(204);
    expect(first.headers()["set-cookie"]).toMatch(/^nl_vid=[A-Za-z0-9_-]{22}\.[A-Za-z0-9_-]{43}; Path=\/; Max-Age=31536000; HttpOnly; SameSite=Lax$/);
    expect(first.headers()["cache-control"]).toBe("private, no-store");
    expect((await request.get("/api/visitor")).headers()["set-cookie"]).toBeUndefined();
    // With the cookie, every page answers exactly as it did without.
    for (const path of pages) expect(cacheable((await request.get(path)).headers())).toEqual(before[path]);

    for (const path of ["/api/health", "/robots.txt", "/media/reel-poster.webp"]) {
      const response = await anonymous.get(path);
      expect(response.ok()).toBe(true);
      expect(response.headers()["set-cookie"]).toBeUndefined();
    }
    await anonymous.dispose();
  });

  test("a visitor's chat, contact form and upload succeed while cookieless clients flood the chat", async ({ request, baseURL }) => {
    expect(await cookielessFlood(baseURL, 30)).toBeGreaterThan(0);

    expect((await request.get("/api/visitor")).status()).toBe(204); // what the page asks before its first message
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
      data: {
        message: `New message from the contact page.\nName: Ana Ruiz\nEmail: ${email}`,
        sessionId: "contact-form",
        conversationId: uploaded.conversationId,
        clientName: "Ana Ruiz",
        clientEmail: email,
      },
    });
    expect(contact.status()).toBe(200);
    expect((await contact.json()).conversationId).toBe(uploaded.conversationId);

    const detail = await request.get(`/api/admin/conversations/${conversationId}`, { headers: { authorization: `Bearer ${E2E_ADMIN_TOKEN}` } });
    expect((await detail.json()).messages).toHaveLength(2);
  });

  test("in a browser: the page asks for the cookie before the first message, HttpOnly, and the chat answers through the real API", async ({
    page,
    context,
  }) => {
    await openHome(page);
    expect((await context.cookies()).find((c) => c.name === "nl_vid")).toBeUndefined();
    const answered = page.waitForResponse((response) => response.url().endsWith("/api/conversations/message"));
    await send(page, "What awards have you won?");
    expect((await answered).status()).toBe(200);
    await expect(replies(page).first()).toContainText("Clio");
    const cookie = (await context.cookies()).find((c) => c.name === "nl_vid");
    expect(cookie).toMatchObject({ httpOnly: true, sameSite: "Lax", path: "/", secure: false });
    expect(cookie!.expires - Date.now() / 1000).toBeGreaterThan(YEAR_SECONDS - 3600);
    expect(await page.evaluate(() => document.cookie)).not.toContain("nl_vid");
    // The message went out with it: the chat's request carried the cookie the page was given.
    const next = page.waitForRequest((request) => request.url().endsWith("/api/conversations/message"));
    await send(page, "Can I see your reel?");
    expect((await (await next).allHeaders()).cookie ?? "").toContain("nl_vid=");
  });
});
