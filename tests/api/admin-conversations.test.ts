import { physicsConfigResponseSchema } from "@/lib/contracts/content";
import { conversationDetailSchema, conversationPageSchema } from "@/lib/contracts/conversations";
import { errorEnvelopeSchema } from "@/lib/contracts/errors";
import type { PrismaClient } from "@/lib/db/prisma";
import { context, importRoute, loadMessageHandler, messageRequest } from "../helpers/chat";
import { answer } from "../helpers/contract";
import { prepareTestDatabase } from "../helpers/db";
import { newVisitorCookie } from "../helpers/visitor";

type Handler = (request: Request, context: { params: Promise<Record<string, string>> }) => Promise<Response>;

const TOKEN = "admin-token-for-tests-0123456789";
let prisma: PrismaClient;
let list: Handler;
let detail: Handler;
let physics: Handler;

beforeAll(async () => {
  prisma = await prepareTestDatabase({ seed: true });
  list = (await importRoute<{ GET: Handler }>("@/app/api/admin/conversations/route", { ADMIN_TOKEN: TOKEN })).GET;
  detail = (await importRoute<{ GET: Handler }>("@/app/api/admin/conversations/[id]/route", { ADMIN_TOKEN: TOKEN })).GET;
  physics = (await importRoute<{ GET: Handler }>("@/app/api/physics-config/[personaSlug]/route")).GET;

  const POST = await loadMessageHandler({ OPENAI_API_KEY: undefined });
  const cookie = await newVisitorCookie();
  const say = async (message: string, extra: Record<string, unknown>) =>
    (await (await POST(messageRequest({ message, ...extra }, { cookie }), context)).json()) as { conversationId: string };
  await say("Hi there", { conversationId: "conv-old", sessionId: "s-old" });
  await say("We need a campaign for our coffee launch", {
    conversationId: "conv-client",
    sessionId: "s-client",
    clientName: "Dana Brooks",
    clientEmail: "dana@brooks.co",
  });
  await say("How much would that cost?", { conversationId: "conv-client", sessionId: "s-client" });
  await say("Are you hiring freelance editors?", { conversationId: "conv-job", sessionId: "s-job" });
});
afterAll(async () => {
  await prisma.$disconnect();
});

const get = (handler: Handler, url: string, params: Record<string, string> = {}, token: string | null = TOKEN) =>
  handler(new Request(url, { headers: token ? { authorization: `Bearer ${token}` } : {} }), { params: Promise.resolve(params) });

describe("GET /api/admin/conversations", () => {
  it("refuses without a valid token, whatever the proxy did", async () => {
    expect((await get(list, "http://localhost/api/admin/conversations", {}, null)).status).toBe(401);
    expect((await get(list, "http://localhost/api/admin/conversations", {}, "wrong-token-wrong-token")).status).toBe(401);
    const spoofed = await list(
      new Request("http://localhost/api/admin/conversations", { headers: { "x-middleware-subrequest": "proxy:proxy:proxy:proxy:proxy" } }),
      context,
    );
    expect(spoofed.status).toBe(401);
  });

  it("lists conversations by latest activity with contact, counts and intents", async () => {
    const response = await get(list, "http://localhost/api/admin/conversations");
    expect(response.status).toBe(200);
    const { conversations, nextCursor } = await answer(response, conversationPageSchema);
    expect(conversations.map((c) => c.id)).toEqual(["conv-job", "conv-client", "conv-old"]);
    expect(nextCursor).toBeNull();
    const client = conversations.find((c) => c.id === "conv-client")!;
    expect(client).toMatchObject({
      clientName: "Dana Brooks",
      clientEmail: "dana@brooks.co",
      messageCount: 2,
      intents: { "service-inquiry": 2 },
      lastMessage: "How much would that cost?",
    });
    expect(Date.parse(client.lastActivity)).not.toBeNaN();
  });

  it("answers ?limit=1 (the login check) and pages with a cursor", async () => {
    const first = await answer(await get(list, "http://localhost/api/admin/conversations?limit=1"), conversationPageSchema);
    expect(first.conversations).toHaveLength(1);
    expect(first.nextCursor).toEqual(expect.any(String));
    const second = await answer(await get(list, `http://localhost/api/admin/conversations?limit=1&cursor=${first.nextCursor}`), conversationPageSchema);
    expect(second.conversations[0].id).not.toBe(first.conversations[0].id);
  });

  it("searches contact details and message text", async () => {
    const byName = await (await get(list, "http://localhost/api/admin/conversations?q=Dana")).json();
    expect(byName.conversations.map((c: { id: string }) => c.id)).toEqual(["conv-client"]);
    const byText = await (await get(list, "http://localhost/api/admin/conversations?q=freelance")).json();
    expect(byText.conversations.map((c: { id: string }) => c.id)).toEqual(["conv-job"]);
  });

  it("rejects a bad limit with 400", async () => {
    expect((await get(list, "http://localhost/api/admin/conversations?limit=0")).status).toBe(400);
    expect((await get(list, "http://localhost/api/admin/conversations?limit=abc")).status).toBe(400);
  });
});

describe("GET /api/admin/conversations/{id}", () => {
  it("returns the conversation's messages in order, with intent and token usage", async () => {
    const response = await get(detail, "http://localhost/api/admin/conversations/conv-client", { id: "conv-client" });
    expect(response.status).toBe(200);
    const { conversation, messages } = await answer(response, conversationDetailSchema);
    expect(conversation).toMatchObject({ id: "conv-client", clientName: "Dana Brooks" });
    expect(messages.map((m) => m.message)).toEqual(["We need a campaign for our coffee launch", "How much would that cost?"]);
    expect(messages[1]).toMatchObject({ intent: "service-inquiry", reply: expect.stringContaining("$10K-$100K+") });
    expect(JSON.parse(messages[1].tokenUsage!)).toMatchObject({ faq_match: "faq:how-much-does-a-project-cost" });
  });

  it("answers 404 for an unknown conversation and 401 without a token", async () => {
    const missing = await get(detail, "http://localhost/api/admin/conversations/nope", { id: "nope" });
    expect(missing.status).toBe(404);
    expect(await answer(missing, errorEnvelopeSchema)).toEqual({ error: { code: "not_found", message: "Conversation not found", requestId: expect.any(String) } });
    expect((await get(detail, "http://localhost/api/admin/conversations/conv-client", { id: "conv-client" }, null)).status).toBe(401);
  });
});

describe("GET /api/physics-config/{personaSlug}", () => {
  it("returns the default persona's springs, for 'default' and for an unknown persona", async () => {
    for (const slug of ["default", "someone-else"]) {
      const response = await get(physics, `http://localhost/api/physics-config/${slug}`, { personaSlug: slug }, null);
      expect(response.status).toBe(200);
      expect(await answer(response, physicsConfigResponseSchema)).toMatchObject({ personaSlug: "default", isDefault: true, mass: 1, tension: 170, friction: 26, precision: 0.01 });
    }
  });
});
