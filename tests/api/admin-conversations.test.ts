import { physicsConfigResponseSchema } from "@/lib/contracts/content";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { conversationPageSchema, conversationViewSchema } from "@/lib/contracts/conversations";
import { errorEnvelopeSchema } from "@/lib/contracts/errors";
import type { PrismaClient } from "@/lib/db/prisma";
import { context, importRoute, loadMessageHandler, messageRequest } from "../helpers/chat";
import { answer } from "../helpers/contract";
import { prepareTestDatabase } from "../helpers/db";
import { newVisitorCookie } from "../helpers/visitor";

type Handler = (request: Request, context: { params: Promise<Record<string, string>> }) => Promise<Response>;

const TOKEN = "admin-token-for-tests-0123456789";
const uploadDir = fs.mkdtempSync(path.join(os.tmpdir(), "admin-conversations-"));
let prisma: PrismaClient;
let list: Handler;
let detail: Handler;
let physics: Handler;

beforeAll(async () => {
  prisma = await prepareTestDatabase({ seed: true });
  list = (await importRoute<{ GET: Handler }>("@/app/api/admin/conversations/route", { ADMIN_TOKEN: TOKEN })).GET;
  detail = (await importRoute<{ GET: Handler }>("@/app/api/admin/conversations/[id]/route", { ADMIN_TOKEN: TOKEN })).GET;
  physics = (await importRoute<{ GET: Handler }>("@/app/api/physics-config/[personaSlug]/route")).GET;

  // A staff answer, in the database before the chat first reads its knowledge.
  await prisma.knowledgeEntry.create({
    data: {
      id: "can-i-bring-my-dog",
      question: "Can I bring my dog to the studio?",
      answer: "Well-behaved dogs are welcome at the studio.",
      variants: ["Are dogs allowed at the studio?"],
      topic: "general",
      position: 99,
      updatedAt: new Date(),
    },
  });
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
  await say("Can I bring my puppy to the studio?", { conversationId: "conv-dog", sessionId: "s-dog" });
  // A résumé sent in that conversation (the careers path), and the contact page's form.
  const resume = (await importRoute<{ POST: Handler }>("@/app/api/upload-resume/route", { UPLOAD_DIR: uploadDir })).POST;
  const form = new FormData();
  form.append("resume", new File(["Rae Kim\nrae@kim.studio\nEditor, 6 years"], "rae-kim.txt", { type: "text/plain" }));
  form.append("conversationId", "conv-job");
  expect((await resume(new Request("http://localhost/api/upload-resume", { method: "POST", body: form, headers: { cookie } }), context)).status).toBe(200);
  await say(
    "New message from the contact page.\nName: Ana Ruiz\nEmail: ana@ruiz.co\nCompany: Not provided\nMessage: We need a website.\nPDF: No PDF attached",
    {
      conversationId: "conv-form",
      sessionId: "contact-form",
      clientName: "Ana Ruiz",
      clientEmail: "ana@ruiz.co",
    },
  );
});
afterAll(async () => {
  await prisma.$disconnect();
  fs.rmSync(uploadDir, { recursive: true, force: true });
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
    expect(conversations.map((c) => c.id)).toEqual(["conv-form", "conv-dog", "conv-job", "conv-client", "conv-old"]);
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
    // Every conversation's count is its stored messages, and its intents add up to it.
    for (const conversation of conversations) {
      expect(conversation.messageCount).toBe(await prisma.conversationMessage.count({ where: { conversationId: conversation.id } }));
      expect(Object.values(conversation.intents).reduce((sum, count) => sum + count, 0)).toBe(conversation.messageCount);
    }
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

  it("searches as typed, in any case: % and _ are characters, not wildcards", async () => {
    const at = new Date();
    await prisma.conversation.create({
      data: {
        id: "conv-percent",
        sessionId: "s-percent",
        company: "Off_Season Ltd",
        createdAt: at,
        updatedAt: at,
        messages: { create: { id: "m-percent", message: "Can you do it for 50% of the usual rate?", intent: "service-inquiry", timestamp: at } },
      },
    });
    const ids = async (q: string) =>
      (
        (await (await get(list, `http://localhost/api/admin/conversations?q=${encodeURIComponent(q)}`)).json()) as { conversations: { id: string }[] }
      ).conversations.map((c) => c.id);
    expect(await ids("50%")).toEqual(["conv-percent"]);
    expect(await ids("off_season")).toEqual(["conv-percent"]);
    expect(await ids("dANA bROOKS")).toEqual(["conv-client"]);
    // As wildcards they would match these conversations: as characters they match none.
    expect(await ids("5%")).toEqual([]);
    expect(await ids("Off%Season")).toEqual([]);
    expect(await ids("d_na")).toEqual([]);
    const found = await answer(await get(list, "http://localhost/api/admin/conversations?q=usual%20RATE"), conversationPageSchema);
    expect(found.conversations).toEqual([
      expect.objectContaining({
        id: "conv-percent",
        messageCount: 1,
        intents: { "service-inquiry": 1 },
        lastMessage: "Can you do it for 50% of the usual rate?",
      }),
    ]);
  });

  it("rejects a bad limit with 400", async () => {
    expect((await get(list, "http://localhost/api/admin/conversations?limit=0")).status).toBe(400);
    expect((await get(list, "http://localhost/api/admin/conversations?limit=abc")).status).toBe(400);
  });
});

describe("GET /api/admin/conversations/{id}", () => {
  it("returns the conversation's messages in order, with intent, token usage and what answered each in plain words", async () => {
    const response = await get(detail, "http://localhost/api/admin/conversations/conv-client", { id: "conv-client" });
    expect(response.status).toBe(200);
    const { conversation, messages, attachments } = await answer(response, conversationViewSchema);
    expect(conversation).toMatchObject({ id: "conv-client", clientName: "Dana Brooks" });
    expect(messages.map((m) => m.message)).toEqual(["We need a campaign for our coffee launch", "How much would that cost?"]);
    expect(messages[1]).toMatchObject({ intent: "service-inquiry", reply: expect.stringContaining("$10K-$100K+") });
    expect(JSON.parse(messages[1].tokenUsage!)).toMatchObject({ faq_match: "faq:how-much-does-a-project-cost" });
    // The FAQ entry's question, read now: not `faq_match: faq:how-much-does-a-project-cost`.
    expect(messages[1].answeredFrom).toBe("Answered from: the FAQ: “How much does it cost to work with Northlight?” — same words: cost");
    expect(messages[0].answeredFrom).toMatch(/^(Answered from: |Partly answered from: |Not answered|A general reply)/);
    expect(attachments).toEqual([]);
  });

  it("says which staff answer answered and why, as decided when it answered", async () => {
    const { messages } = await answer(await get(detail, "http://localhost/api/admin/conversations/conv-dog", { id: "conv-dog" }), conversationViewSchema);
    expect(messages[0]).toMatchObject({ reply: expect.stringContaining("Well-behaved dogs are welcome"), knowledgeEntryId: "can-i-bring-my-dog" });
    // A puppy is a dog (WordNet's one step narrower): the entry's question asked it in other words.
    expect(messages[0].answeredFrom).toBe("Answered from: a staff answer: “Can I bring my dog to the studio?” — matched dog ~ puppy");
    // The entry reworded later: the record still says what matched then, and by which phrasing.
    await prisma.knowledgeEntry.update({ where: { id: "can-i-bring-my-dog" }, data: { question: "Are pets welcome at the studio?" } });
    const later = await answer(await get(detail, "http://localhost/api/admin/conversations/conv-dog", { id: "conv-dog" }), conversationViewSchema);
    expect(later.messages[0].answeredFrom).toBe(
      "Answered from: a staff answer: “Are pets welcome at the studio?” — matched dog ~ puppy (by the phrasing “Can I bring my dog to the studio?”)",
    );
  });

  it("links the résumé sent in a conversation, with the routes that serve it", async () => {
    const { attachments, conversation } = await answer(
      await get(detail, "http://localhost/api/admin/conversations/conv-job", { id: "conv-job" }),
      conversationViewSchema,
    );
    const resume = await prisma.resume.findFirstOrThrow({ where: { conversationId: "conv-job" } });
    expect(attachments).toEqual([
      {
        kind: "resume",
        id: resume.id,
        name: "rae-kim.txt",
        size: resume.fileSize,
        uploadedAt: resume.uploadDate.toISOString(),
        viewUrl: `/api/admin/resume/${resume.id}/view`,
        downloadUrl: `/api/admin/resume/${resume.id}/download`,
        leadId: expect.any(String),
      },
    ]);
    // The candidate's lead comes with the résumé (the admin opens it from there) while the
    // conversation has none of its own: nobody typed an address in it.
    expect(attachments[0].leadId).toBe(resume.leadId);
    expect(conversation.leadId).toBeNull();
  });

  it("keeps the contact page's message as sent (the admin shows it as the form)", async () => {
    const { conversation, messages } = await answer(
      await get(detail, "http://localhost/api/admin/conversations/conv-form", { id: "conv-form" }),
      conversationViewSchema,
    );
    expect(conversation.sessionId).toBe("contact-form");
    expect(messages).toHaveLength(1);
    expect(messages[0]).toMatchObject({ sessionId: "contact-form", message: expect.stringMatching(/^New message from the contact page\./) });
  });

  it("answers 404 for an unknown conversation and 401 without a token", async () => {
    const missing = await get(detail, "http://localhost/api/admin/conversations/nope", { id: "nope" });
    expect(missing.status).toBe(404);
    expect(await answer(missing, errorEnvelopeSchema)).toEqual({
      error: { code: "not_found", message: "Conversation not found", requestId: expect.any(String) },
    });
    expect((await get(detail, "http://localhost/api/admin/conversations/conv-client", { id: "conv-client" }, null)).status).toBe(401);
  });
});

describe("GET /api/physics-config/{personaSlug}", () => {
  it("returns the default persona's springs, for 'default' and for an unknown persona", async () => {
    for (const slug of ["default", "someone-else"]) {
      const response = await get(physics, `http://localhost/api/physics-config/${slug}`, { personaSlug: slug }, null);
      expect(response.status).toBe(200);
      expect(await answer(response, physicsConfigResponseSchema)).toMatchObject({
        personaSlug: "default",
        isDefault: true,
        mass: 1,
        tension: 170,
        friction: 26,
        precision: 0.01,
      });
    }
  });
});
