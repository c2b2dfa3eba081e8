import { expect, test } from "@playwright/test";
import { E2E_ADMIN_TOKEN } from "../../../playwright.config";

// The concierge's HTTP contract against `next start` (route handlers run as in production).
test.describe("concierge API", () => {
  // A client that holds a visitor cookie (as a page asks for before its first message): its
  // messages count in its own bucket, not in the one every cookieless client shares.
  test.beforeEach(async ({ request }) => {
    expect((await request.get("/api/visitor")).status()).toBe(204);
  });

  test("POST /api/conversations/message answers JSON and logs the message", async ({ request }) => {
    const response = await request.post("/api/conversations/message", {
      data: { message: "What awards have you won?", sessionId: `e2e-${Date.now()}` },
    });
    expect(response.status()).toBe(200);
    const body = await response.json();
    expect(body).toMatchObject({ messageType: "awards-response", triggerAnimation: "awards", isEmployment: false });
    expect(body.reply).toContain("Clio");

    const detail = await request.get(`/api/admin/conversations/${body.conversationId}`, {
      headers: { authorization: `Bearer ${E2E_ADMIN_TOKEN}` },
    });
    expect(detail.status()).toBe(200);
    const { messages } = await detail.json();
    expect(messages).toHaveLength(1);
    expect(messages[0]).toMatchObject({ message: "What awards have you won?", reply: body.reply, intent: "webchat" });
  });

  test("streams with Accept: text/event-stream", async ({ request }) => {
    const response = await request.post("/api/conversations/message", {
      data: { message: "Can I see your reel?", sessionId: `e2e-stream-${Date.now()}` },
      headers: { accept: "text/event-stream" },
    });
    expect(response.status()).toBe(200);
    expect(response.headers()["content-type"]).toContain("text/event-stream");
    const text = await response.text();
    expect(text).toContain('"type":"text-delta"');
    expect(text).toContain('"type":"data-concierge"');
    expect(text).toContain('"messageType":"reel-request"');
    expect(text.trim().endsWith("data: [DONE]")).toBe(true);
  });

  test("a wrong method is 405, bad input a 4xx envelope", async ({ request }) => {
    expect((await request.get("/api/conversations/message")).status()).toBe(405);
    const bad = await request.post("/api/conversations/message", { data: { message: "" } });
    expect(bad.status()).toBe(400);
    expect(await bad.json()).toEqual({ error: { code: "bad_request", message: "message: must not be empty", requestId: bad.headers()["x-request-id"] } });
  });

  test("the physics config is public", async ({ request }) => {
    const response = await request.get("/api/physics-config/default");
    expect(await response.json()).toMatchObject({ mass: 1, tension: 170, friction: 26, precision: 0.01 });
  });
});
