import { readConciergeStream } from "@/components/chat/stream";
import { chatResponseSchema, conciergeDataPartSchema } from "@/lib/contracts/chat";
import { CONCIERGE_DATA_PART } from "@/lib/contracts/enums";
import type { PrismaClient } from "@/lib/db/prisma";
import { context, loadMessageHandler, messageRequest, readUiMessageStream } from "../helpers/chat";
import { answer } from "../helpers/contract";
import { prepareTestDatabase } from "../helpers/db";
import { newVisitorCookie } from "../helpers/visitor";

let prisma: PrismaClient;
let POST: Awaited<ReturnType<typeof loadMessageHandler>>;

beforeAll(async () => {
  prisma = await prepareTestDatabase({ seed: true });
  POST = await loadMessageHandler({ OPENAI_API_KEY: undefined });
});
afterAll(async () => {
  await prisma.$disconnect();
});

// Each test is a visitor who has viewed a page (so holds a visitor cookie).
let visitor = "";
beforeEach(async () => {
  visitor = await newVisitorCookie();
});

const send = (body: unknown, headers: Record<string, string> = {}) => POST(messageRequest(body, { cookie: visitor, ...headers }), context);
let sessionCounter = 0;
const session = () => `test-session-${++sessionCounter}`;

describe("POST /api/conversations/message (JSON)", () => {
  it("answers with every field of the chat message response", async () => {
    const response = await send({ message: "How much does a campaign cost?", sessionId: session() });
    expect(response.status).toBe(200);
    const body = await answer(response, chatResponseSchema);
    expect(body).toEqual({
      reply: expect.stringContaining("$10K-$100K+"),
      messageType: "service-inquiry",
      conversationId: expect.any(String),
      triggerAnimation: null,
      triggerCards: [],
      isEmployment: false,
      employmentType: null,
      confidence: expect.any(Number),
      hasCompleteContact: false,
      caseStudyId: null,
      lang: "en",
    });
    expect(body.confidence).toBeGreaterThan(0);
    expect(body.confidence).toBeLessThanOrEqual(1);
  });

  it("creates a conversation id when absent and keeps one that is given", async () => {
    const first = await (await send({ message: "hello", sessionId: session() })).json();
    expect(first.conversationId).toMatch(/^[0-9a-f-]{36}$/);
    const again = await (await send({ message: "and your awards?", conversationId: first.conversationId })).json();
    expect(again.conversationId).toBe(first.conversationId);
    const rows = await prisma.conversationMessage.findMany({ where: { conversationId: first.conversationId }, orderBy: { timestamp: "asc" } });
    expect(rows.map((row) => row.message)).toEqual(["hello", "and your awards?"]);
  });

  it("logs the message, reply, intent, session, time and token usage before answering", async () => {
    const sessionId = session();
    const before = Date.now();
    const body = await (await send({ message: "Are you hiring interns this summer?", sessionId })).json();
    const row = await prisma.conversationMessage.findFirstOrThrow({ where: { conversationId: body.conversationId } });
    expect(row).toMatchObject({
      message: "Are you hiring interns this summer?",
      reply: body.reply,
      intent: "employment",
      messageType: "employment-inquiry",
      sessionId,
      userIp: null,
    });
    expect(row.timestamp.getTime()).toBeGreaterThanOrEqual(before - 1000);
    // With why the entry answered, for the conversation view (found by its words here).
    expect(JSON.parse(row.tokenUsage ?? "{}")).toEqual({
      faq_match: "faq:are-internships-paid",
      evidence: expect.any(Array),
      entry_match: { phrasing: null, why: expect.stringContaining("text match") },
    });
    expect(body).toMatchObject({ isEmployment: true, employmentType: "internship", messageType: "employment-inquiry" });
  });

  it.each([
    ["Show me your portfolio", { messageType: "portfolio-request" }],
    ["Can I watch your reel?", { messageType: "reel-request" }],
    ["What awards have you won?", { messageType: "awards-response", triggerAnimation: "awards" }],
    // The food clients' cards first, then the group.
    [
      "Do you have examples of work for food brands?",
      {
        messageType: "cards-response",
        triggerCards: [
          { id: "social-media-harvest-table-tiktok" },
          { id: "social-media-driftwood-coffee-launch" },
          { id: "branding-driftwood-coffee-packaging" },
          { id: "video-production-driftwood-coffee-launch-spot" },
          { type: "social-media" },
        ],
      },
    ],
    ["Can I see your video portfolio?", { triggerCards: [{ type: "video-production" }] }],
    ["I'm a freelance editor looking for work", { isEmployment: true, employmentType: "freelancer" }],
    ["I have a brief I'd like to share with you", { messageType: "document-request" }],
    ["We're a post house offering color grading to agencies like yours", { messageType: "vendor-inquiry" }],
  ])("raises the triggers for %j", async (message, expected) => {
    const body = await (await send({ message, sessionId: session() })).json();
    expect(body).toMatchObject(expected);
  });

  it("marks a reply the site could not answer as unanswered in the log, with the evidence it looked at", async () => {
    const body = await (await send({ message: "Who is your CEO?", sessionId: session() })).json();
    expect(body.reply).toContain("I don't have that one in front of me");
    expect(body.reply).toContain("studio@northlight.la");
    const row = await prisma.conversationMessage.findFirstOrThrow({ where: { conversationId: body.conversationId } });
    expect(JSON.parse(row.tokenUsage ?? "{}")).toMatchObject({ faq_match: null, unanswered: true, evidence: expect.any(Array) });

    const answered = await (await send({ message: "What year did Northlight open?", sessionId: session() })).json();
    expect(answered.reply).toContain("2011");
    const answeredRow = await prisma.conversationMessage.findFirstOrThrow({ where: { conversationId: answered.conversationId } });
    const usage = JSON.parse(answeredRow.tokenUsage ?? "{}");
    expect(usage).toMatchObject({ faq_match: "fact:founded", evidence: expect.arrayContaining(["fact:founded (subject: founded)"]) });
    expect(usage.unanswered).toBeUndefined();
  });

  it("logs what went unanswered for the Knowledge tab: the flag, the question's key words and the language", async () => {
    const body = await (await send({ message: "Do you guys do podcast production?", sessionId: session() })).json();
    expect(body.reply).toContain("I don't have that one in front of me");
    expect(body.reply).not.toMatch(/^Yes/);
    const row = await prisma.conversationMessage.findFirstOrThrow({ where: { conversationId: body.conversationId } });
    expect(row).toMatchObject({ unanswered: true, lowConfidence: false, lang: "en", knowledgeEntryId: null, reviewedAt: null });
    expect(row.questionKey).toContain("podcast");

    // A rephrasing shares its key words (the tab groups them together).
    const again = await (await send({ message: "can u make a podcast for us", sessionId: session() })).json();
    const rephrased = await prisma.conversationMessage.findFirstOrThrow({ where: { conversationId: again.conversationId } });
    expect(rephrased.unanswered).toBe(true);
    expect(rephrased.questionKey?.split(" ")).toEqual(expect.arrayContaining(["podcast"]));
  });

  it("answers a Spanish message in Spanish, says so, and logs its language", async () => {
    const response = await send({ message: "¿Dónde están ubicados?", sessionId: session() });
    const body = await answer(response, chatResponseSchema);
    expect(body.lang).toBe("es");
    expect(body.reply).toContain("725 S. Spring Street");
    expect(body.reply).toMatch(/estudio|centro/);
    const row = await prisma.conversationMessage.findFirstOrThrow({ where: { conversationId: body.conversationId } });
    expect(row).toMatchObject({ lang: "es", unanswered: false });

    const unknown = await (await send({ message: "¿Tienen oficina en Nueva York?", sessionId: session() })).json();
    expect(unknown.lang).toBe("es");
    expect(unknown.reply).toContain("No tengo ese dato");
    expect(unknown.reply).toContain("studio@northlight.la");
  });

  it("never lists a contact-page submission as unanswered (it is a lead, not a question)", async () => {
    const body = await (
      await send({
        message: "Name: Ana\nEmail: ana@example.com\nCompany: Not provided\nMessage: Do you do podcast production?\nPDF: No PDF attached",
        sessionId: "contact-form",
      })
    ).json();
    const row = await prisma.conversationMessage.findFirstOrThrow({ where: { conversationId: body.conversationId } });
    expect(row).toMatchObject({ unanswered: false, lowConfidence: false, questionKey: null });
  });

  it("answers a follow-up about the project the visitor described earlier in the conversation", async () => {
    const sessionId = session();
    const first = await (await send({ message: "We're launching a new e-bike in LA next spring and need a campaign", sessionId })).json();
    const price = await (await send({ message: "how much would that cost?", sessionId, conversationId: first.conversationId })).json();
    expect(price.reply).toContain("$10K-$100K+");
    const example = await (await send({ message: "show me an example", sessionId, conversationId: first.conversationId })).json();
    expect(example.reply).toContain("Velo Electric");
    expect(example.reply).toContain("7,900 test rides booked");
    // The example opens the portfolio at that case study, not a generic card group.
    expect(example).toMatchObject({ messageType: "portfolio-request", caseStudyId: "velo-electric-ride-the-city", triggerCards: [] });
    // Another visitor's conversation id does not lend its history.
    visitor = await newVisitorCookie();
    const stranger = await (await send({ message: "show me an example", sessionId: session(), conversationId: first.conversationId })).json();
    expect(stranger.reply).not.toContain("Velo Electric");
  });

  it("opens the portfolio at a case study the visitor names", async () => {
    const body = await (await send({ message: "Can I see the IMAX case study?", sessionId: session() })).json();
    expect(body).toMatchObject({ messageType: "portfolio-request", caseStudyId: "imax" });
    expect(body.reply).toContain("4.2M");
    const general = await (await send({ message: "Can I see your portfolio?", sessionId: session() })).json();
    expect(general).toMatchObject({ messageType: "portfolio-request", caseStudyId: null });
  });

  it("does not raise a trigger the visitor declined", async () => {
    const body = await (await send({ message: "I don't want to see the reel, just tell me about pricing", sessionId: session() })).json();
    expect(body.messageType).not.toBe("reel-request");
    expect(body.reply).toContain("$10K-$100K+");
  });

  it("reports hasCompleteContact once a name and a valid email are known for the conversation", async () => {
    const sessionId = session();
    const first = await (await send({ message: "We need a campaign for our launch", sessionId })).json();
    expect(first.hasCompleteContact).toBe(false);
    const withContact = await (
      await send({
        message: "We need a campaign for our launch",
        sessionId,
        conversationId: first.conversationId,
        clientName: "Maya Chen",
        clientEmail: "Maya@Example.com",
        subject: "Spring launch",
      })
    ).json();
    expect(withContact.hasCompleteContact).toBe(true);
    expect(withContact.reply).not.toContain("Share your name and email");
    const later = await (await send({ message: "What's the timeline?", sessionId, conversationId: first.conversationId })).json();
    expect(later.hasCompleteContact).toBe(true);
    const conversation = await prisma.conversation.findUniqueOrThrow({ where: { id: first.conversationId } });
    expect(conversation).toMatchObject({ clientName: "Maya Chen", clientEmail: "maya@example.com", subject: "Spring launch" });
  });

  it("stores the resume-derived variant's contactInfo with the conversation", async () => {
    const conversationId = `resume-${Date.now()}`;
    const body = await (
      await send({
        message: "I just uploaded my resume for the freelance path.",
        conversationId,
        employmentType: "freelancer",
        contactInfo: { name: "Jordan Reyes", email: "jordan@reyes.studio", subject: "Resume" },
      })
    ).json();
    expect(body).toMatchObject({ isEmployment: true, employmentType: "freelancer", hasCompleteContact: true, conversationId });
    expect(await prisma.conversation.findUniqueOrThrow({ where: { id: conversationId } })).toMatchObject({
      clientName: "Jordan Reyes",
      clientEmail: "jordan@reyes.studio",
      employmentType: "freelancer",
    });
  });

  it("accepts the contact page's summary message with its fixed session id", async () => {
    const response = await send({
      message:
        "Contact form submission. Name: Ana Ruiz. Email: ana@ruiz.co. Company: Not provided. Message: We'd like a quote for a brand film. PDF: No PDF attached",
      sessionId: "contact-form",
      personaSlug: "default",
    });
    expect(response.status).toBe(200);
    expect((await response.json()).messageType).toBe("service-inquiry");
  });
});

describe("bad input gets a clear 4xx, never a 500", () => {
  const expectError = async (response: Response, status: number, message: RegExp) => {
    expect(response.status).toBe(status);
    const body = await response.json();
    expect(body.error.message).toMatch(message);
    expect(Object.keys(body)).toEqual(["error"]);
  };

  it.each([
    ["invalid JSON", "{not json", 400, /not valid JSON/],
    ["an empty body", "", 400, /body is required/],
    ["a missing message", { sessionId: "s" }, 400, /^message: is required/],
    ["a non-string message", { message: 42 }, 400, /^message: must be a string/],
    ["an empty message", { message: "   " }, 400, /^message: must not be empty/],
    ["more than 150 words", { message: Array.from({ length: 151 }, () => "word").join(" ") }, 400, /150 words or fewer/],
    ["an unknown employmentType", { message: "hi", employmentType: "contractor" }, 400, /^employmentType: must be one of freelancer, full-time, internship/],
    ["a malformed email", { message: "hi", clientEmail: "not-an-email" }, 400, /^clientEmail: must be a valid email address/],
    ["a malformed email in contactInfo", { message: "hi", contactInfo: { email: "nope@" } }, 400, /^contactInfo.email:/],
    ["a bad conversation id", { message: "hi", conversationId: "../../etc" }, 400, /^conversationId:/],
  ])("%s", async (_label, body, status, message) => {
    await expectError(await send(body), status, message);
  });

  it("accepts exactly 150 words", async () => {
    const response = await send({ message: Array.from({ length: 150 }, () => "word").join(" "), sessionId: session() });
    expect(response.status).toBe(200);
  });

  it("lets the contact page's summary (its fixed session) run past 150 words, but not the chat", async () => {
    const long = Array.from({ length: 400 }, () => "word").join(" ");
    expect((await send({ message: long, sessionId: "contact-form" })).status).toBe(200);
    expect((await send({ message: long, sessionId: session() })).status).toBe(400);
  });

  it("gives the contact page's allowance only to a known visitor (the session id alone is anyone's)", async () => {
    const long = Array.from({ length: 400 }, () => "word").join(" ");
    const cookieless = await POST(messageRequest({ message: long, sessionId: "contact-form" }), context);
    await expectError(cookieless, 400, /^message: must be 150 words or fewer/);
  });

  it("refuses an oversized body with 413", async () => {
    await expectError(await send({ message: "hi", padding: "x".repeat(40 * 1024) }), 413, /larger than/);
  });

  it("refuses a body that is not JSON with 415", async () => {
    const response = await POST(
      new Request("http://localhost/api/conversations/message", {
        method: "POST",
        headers: { "content-type": "text/plain" },
        body: "message=hi",
      }),
      context,
    );
    await expectError(response, 415, /must be JSON/);
  });

  it("logs nothing for a refused request", async () => {
    const before = await prisma.conversationMessage.count();
    await send({ message: "" });
    await send("{oops");
    expect(await prisma.conversationMessage.count()).toBe(before);
  });
});

describe("Accept: text/event-stream", () => {
  it("streams the reply as text deltas, then the fields as a data part, and logs the same record", async () => {
    const response = await send({ message: "Can I see some branding examples?", sessionId: session() }, { accept: "text/event-stream" });
    expect(response.status).toBe(200);
    expect(response.headers.get("content-type")).toMatch(/text\/event-stream/);
    expect(response.headers.get("x-vercel-ai-ui-message-stream")).toBe("v1");
    const stream = await readUiMessageStream(response);
    expect(stream.deltas.length).toBeGreaterThan(1);
    expect(stream.chunks[0].type).toBe("start");
    expect(stream.data).toMatchObject({ messageType: "cards-response", triggerCards: [{ type: "branding" }], reply: stream.text });
    const part = stream.chunks.find((chunk) => chunk.type === CONCIERGE_DATA_PART);
    expect(conciergeDataPartSchema.parse(part)).toEqual(part);
    const row = await prisma.conversationMessage.findFirstOrThrow({ where: { conversationId: String(stream.data?.conversationId) } });
    expect(row.reply).toBe(stream.text);
    expect(row.intent).toBe("webchat");
  });

  it("is read by the chat's own stream reader, which decodes the fields with the answer's contract", async () => {
    const response = await send({ message: "Are you hiring interns this summer?", sessionId: session() }, { accept: "text/event-stream" });
    const deltas: string[] = [];
    const fields = await readConciergeStream(response, (delta) => deltas.push(delta), Promise.resolve(conciergeDataPartSchema));
    expect(fields).toMatchObject({ isEmployment: true, employmentType: "internship", reply: deltas.join("") });
  });
});

describe("the client IP", () => {
  it("is never taken from X-Forwarded-For unless a trusted header is configured", async () => {
    const body = await (await send({ message: "hello there", sessionId: session() }, { "x-forwarded-for": "203.0.113.9" })).json();
    const row = await prisma.conversationMessage.findFirstOrThrow({ where: { conversationId: body.conversationId } });
    expect(row.userIp).toBeNull();
  });

  it("is read from the configured trusted header", async () => {
    const trusted = await loadMessageHandler({ CLIENT_IP_HEADER: "x-real-ip" });
    const response = await trusted(messageRequest({ message: "hello again", sessionId: session() }, { "x-real-ip": "198.51.100.7" }), context);
    const body = await response.json();
    const row = await prisma.conversationMessage.findFirstOrThrow({ where: { conversationId: body.conversationId } });
    expect(row.userIp).toBe("198.51.100.7");
  });
});
