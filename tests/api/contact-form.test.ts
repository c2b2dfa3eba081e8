import type { PrismaClient } from "@/lib/db/prisma";
import { chatRequestSchema } from "@/lib/contracts/chat-request";
import { contactFormRequest } from "@/lib/contracts/contact";
import { context, importModules, loadMessageHandler, messageRequest } from "../helpers/chat";
import { prepareTestDatabase } from "../helpers/db";
import { startMockOpenAi, type MockOpenAi } from "../helpers/mock-openai";
import { newVisitorCookie } from "../helpers/visitor";

// The contact page's form is received once, by the contact path the message route hands it to: it
// is stored (conversation, lead, message as sent) and acknowledged, and the concierge never reads
// it, not even with a model configured. A chat turn that captures a lead says so in the turn;
// saving a conversation by itself makes no lead.

type Handler = Awaited<ReturnType<typeof loadMessageHandler>>;

let prisma: PrismaClient;
let openai: MockOpenAi;
let POST: Handler;
let tightPOST: Handler;

beforeAll(async () => {
  prisma = await prepareTestDatabase({ seed: true });
  openai = await startMockOpenAi();
  const model = {
    OPENAI_API_KEY: "test-key",
    OPENAI_BASE_URL: openai.baseURL,
    OPENAI_MODEL: "mock-model",
    SMTP_URL: undefined,
    LEAD_NOTIFY_TO: undefined,
    LEAD_WEBHOOK_URL: undefined,
  };
  POST = await loadMessageHandler(model);
  tightPOST = await loadMessageHandler({ ...model, RATE_LIMIT_CONTACT_PER_MINUTE: "1" });
});
afterAll(async () => {
  await openai.close();
  await prisma.$disconnect();
});

const send = async (body: unknown, cookie: string, handler = POST) => handler(messageRequest(body, { cookie }), context);

describe("the contact page's form", () => {
  it("is stored with its lead and acknowledged, and no model or knowledge answer reads it", async () => {
    const visitor = await newVisitorCookie();
    const entry = await prisma.knowledgeEntry.findUniqueOrThrow({ where: { id: "how-much-does-a-project-cost" } });
    const fields = {
      name: "Ana Ruiz",
      email: "ana@contact-path.example",
      company: "Ruiz Foods",
      message: "How much does a project cost? Can I see your reel?",
    };
    const response = await send(contactFormRequest(fields, null, null), visitor);
    expect(response.status).toBe(200);
    const body = (await response.json()) as Record<string, unknown>;
    expect(body).toMatchObject({
      messageType: "service-inquiry",
      triggerAnimation: null,
      triggerCards: [],
      caseStudyId: null,
      isEmployment: false,
      hasCompleteContact: true,
    });
    expect(body.reply).toMatch(/^Thank you, Ana Ruiz\. Your message has been sent to the team/);
    expect(openai.requests).toHaveLength(0);

    const conversation = await prisma.conversation.findUniqueOrThrow({ where: { id: String(body.conversationId) }, include: { messages: true, lead: true } });
    expect(conversation).toMatchObject({
      sessionId: "contact-form",
      personaSlug: "default",
      clientName: "Ana Ruiz",
      clientEmail: "ana@contact-path.example",
      company: "Ruiz Foods",
    });
    expect(conversation.messages).toMatchObject([
      {
        sessionId: "contact-form",
        message: expect.stringMatching(/^New message from the contact page\.\nName: Ana Ruiz\n/),
        intent: "service-inquiry",
        reply: body.reply,
        tokenUsage: null,
        knowledgeEntryId: null,
        unanswered: false,
        questionKey: null,
      },
    ]);
    expect(conversation.lead).toMatchObject({ email: "ana@contact-path.example", name: "Ana Ruiz", company: "Ruiz Foods", sources: '["contact-form"]' });
    expect(await prisma.leadNotification.count({ where: { leadId: conversation.lead!.id, kind: "new-lead" } })).toBe(1);
    // A knowledge entry counts the answers it gave: the form got none.
    expect(await prisma.knowledgeEntry.findUniqueOrThrow({ where: { id: entry.id } })).toMatchObject({ answeredCount: entry.answeredCount });
  });

  it("over the visitor's contact limit writes nothing: no conversation, no lead", async () => {
    const visitor = await newVisitorCookie();
    const fields = (n: number) => ({ name: "Lou", email: `lou${n}@contact-path.example`, company: "", message: "A brand film." });
    expect((await send(contactFormRequest(fields(1), null, null), visitor, tightPOST)).status).toBe(200);
    const before = await prisma.conversation.count();
    const refused = await send(contactFormRequest(fields(2), null, null), visitor, tightPOST);
    expect(refused.status).toBe(429);
    expect(await prisma.lead.findUnique({ where: { email: "lou2@contact-path.example" } })).toBeNull();
    expect(await prisma.conversation.count()).toBe(before);
  });

  it("joins the conversation it names (the one its PDF opened) when it is the visitor's own, and starts its own otherwise", async () => {
    const owner = await newVisitorCookie();
    const fields = { name: "Rae Kim", email: "rae@contact-path.example", company: "", message: "Brief attached." };
    const first = (await (await send(contactFormRequest(fields, null, "contact-own-1"), owner)).json()) as { conversationId: string };
    expect(first.conversationId).toBe("contact-own-1");
    const stranger = await newVisitorCookie();
    const other = (await (await send(contactFormRequest({ ...fields, email: "mallory@contact-path.example" }, null, "contact-own-1"), stranger)).json()) as {
      conversationId: string;
    };
    expect(other.conversationId).not.toBe("contact-own-1");
    expect(await prisma.conversation.findUniqueOrThrow({ where: { id: "contact-own-1" } })).toMatchObject({ clientEmail: "rae@contact-path.example" });
  });
});

describe("a chat turn and its lead", () => {
  const load = () =>
    importModules(
      { turn: () => import("@/lib/concierge/turn"), conversations: () => import("@/lib/conversations/store"), sql: () => import("@/lib/db/sql") },
      { OPENAI_API_KEY: undefined, SMTP_URL: undefined, LEAD_NOTIFY_TO: undefined, LEAD_WEBHOOK_URL: undefined },
    );
  const input = (visitorId: string, body: Record<string, unknown>) => ({
    request: chatRequestSchema.parse(body),
    userIp: null,
    visitorId,
    rateLimit: { limits: [], message: "slow down" },
  });

  it("says in the turn when it captured a lead: created, brought up to date, or none", async () => {
    const { turn } = await load();
    const anonymous = await turn.beginTurn(input("turn-visitor-1", { message: "We need a brand film", conversationId: "turn-lead-1" }));
    expect(anonymous.lead).toBeNull();
    const given = await turn.beginTurn(
      input("turn-visitor-1", { message: "Here are my details", conversationId: "turn-lead-1", clientName: "Dana", clientEmail: "dana@turn-lead.example" }),
    );
    const lead = await prisma.lead.findUniqueOrThrow({ where: { email: "dana@turn-lead.example" } });
    expect(given.lead).toEqual({ id: lead.id, created: true, otherVisitor: false });
    const later = await turn.beginTurn(input("turn-visitor-1", { message: "Budget is about $40k", conversationId: "turn-lead-1" }));
    expect(later.lead).toEqual({ id: lead.id, created: false, otherVisitor: false });
  });

  it("saving a conversation makes no lead: its caller captures it", async () => {
    const { conversations, sql } = await load();
    const saved = await sql.sqlTransaction((tx) =>
      conversations.upsertConversation(
        tx,
        { conversationId: "save-only-1", personaSlug: "default", visitorId: "save-visitor", contact: { name: "Only", email: "only@save.example" } },
        new Date(),
      ),
    );
    expect(saved).toMatchObject({ conversationId: "save-only-1", email: "only@save.example", name: "Only", hasCompleteContact: true, leadId: null });
    expect(await prisma.lead.findUnique({ where: { email: "only@save.example" } })).toBeNull();
    expect(await prisma.conversationEmail.count({ where: { conversationId: "save-only-1" } })).toBe(1);
  });
});
