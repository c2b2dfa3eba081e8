import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { chatResponseSchema, type ChatResponse } from "@/lib/contracts/chat";
import type { PrismaClient } from "@/lib/db/prisma";
import { context, importRoute, messageRequest } from "../helpers/chat";
import { prepareTestDatabase } from "../helpers/db";
import { newVisitorCookie } from "../helpers/visitor";

// Contact details a visitor types into a chat message become the conversation's contact and its
// lead, under the same ownership rules as the contact form's fields (an address typed is a claim);
// the reply thanks them once and never quotes their message back, and no later reply asks again.
// An applicant who uploaded a résumé is never told to apply again.

type Handler = (request: Request, context: { params: Promise<Record<string, string>> }) => Promise<Response>;

const uploadDir = fs.mkdtempSync(path.join(os.tmpdir(), "typed-contact-"));
let prisma: PrismaClient;
let chat: Handler;
let resume: Handler;

beforeAll(async () => {
  prisma = await prepareTestDatabase({ seed: true });
  const env = { UPLOAD_DIR: uploadDir, OPENAI_API_KEY: undefined, SMTP_URL: undefined, LEAD_NOTIFY_TO: undefined, LEAD_WEBHOOK_URL: undefined };
  chat = (await importRoute<{ POST: Handler }>("@/app/api/conversations/message/route", env)).POST;
  resume = (await importRoute<{ POST: Handler }>("@/app/api/upload-resume/route", env)).POST;
}, 120_000);
afterAll(async () => {
  await prisma.$disconnect();
  fs.rmSync(uploadDir, { recursive: true, force: true });
});

async function say(cookie: string, body: Record<string, unknown>): Promise<ChatResponse> {
  const response = await chat(messageRequest(body, { cookie }), context);
  expect(response.status).toBe(200);
  return chatResponseSchema.parse(await response.json());
}

const ASKS_FOR_CONTACT = /(name and email|your email|nombre y correo)/i;

describe("contact details typed in the chat", () => {
  it.each([
    ["Maya Chen, maya@studio.co", "Maya Chen", "maya@studio.co", null],
    ["maya@chen.example maya chen 323-555-0142", "Maya Chen", "maya@chen.example", "323-555-0142"],
    ["I'm Maya, reach me at Maya@Studio.example", "Maya", "maya@studio.example", null],
    ["My name is Maya Chen and my email is maya.chen@studio.example. Phone (323) 555-0142", "Maya Chen", "maya.chen@studio.example", "(323) 555-0142"],
  ])("%s: a lead with both, one thanks, no echo", async (message, name, email, phone) => {
    const visitor = await newVisitorCookie();
    const conversationId = `typed-${Math.random().toString(36).slice(2)}`;
    await say(visitor, { message: "We're launching a new snack brand this spring", conversationId });
    const reply = await say(visitor, { message, conversationId });
    expect(reply.reply).toBe(`Thanks, ${name.split(" ")[0]}: a strategist will email you within one business day.`);
    expect(reply.reply).not.toContain("@");
    expect(reply.hasCompleteContact).toBe(true);
    expect(reply.contact).toEqual({ name, email });
    expect(reply.triggerCards).toEqual([]);
    const lead = await prisma.lead.findUnique({ where: { email }, include: { conversations: true } });
    expect(lead).toMatchObject({ name, phone });
    expect(lead?.conversations.map((row) => row.id)).toContain(conversationId);
    const conversation = await prisma.conversation.findUnique({ where: { id: conversationId } });
    expect(conversation).toMatchObject({ clientName: name, clientPhone: phone });
    expect(conversation?.clientEmail?.toLowerCase()).toBe(email);

    // Later replies never ask for the details again.
    const later = await say(visitor, { message: "How much does a brand film cost?", conversationId });
    expect(later.hasCompleteContact).toBe(true);
    expect(later.reply).not.toMatch(ASKS_FOR_CONTACT);
    expect(later.contact).toBeUndefined();
  });

  it("answers a question that came with the details, after the thanks", async () => {
    const visitor = await newVisitorCookie();
    const reply = await say(visitor, { message: "Dana Brooks | dana@brooks.example | what services do you offer?", conversationId: "typed-question" });
    expect(reply.reply.startsWith("Thanks, Dana: a strategist will email you within one business day.\n\n")).toBe(true);
    expect(reply.reply.length).toBeGreaterThan(120);
    expect(reply.reply).not.toContain("dana@brooks.example");
    expect(await prisma.lead.count({ where: { email: "dana@brooks.example" } })).toBe(1);
  });

  it("takes a name given next, when the conversation has only an address", async () => {
    const visitor = await newVisitorCookie();
    const first = await say(visitor, { message: "you can reach me at sam@ortiz.example", conversationId: "typed-name-later" });
    expect(first.reply).toBe("Thanks: a strategist will email you within one business day.");
    expect(first.hasCompleteContact).toBe(true);
    const second = await say(visitor, { message: "Sam Ortiz", conversationId: "typed-name-later" });
    expect(second.contact).toEqual({ name: "Sam Ortiz", email: "sam@ortiz.example" });
    expect((await prisma.lead.findUnique({ where: { email: "sam@ortiz.example" } }))?.name).toBe("Sam Ortiz");
  });

  it("never takes the agency's own address, a price, a year or a figure as contact details", async () => {
    const visitor = await newVisitorCookie();
    for (const message of [
      "Is studio@northlight.la the right address for briefs?",
      "We have $50,000 for a 2026 launch and 1,000,000 views as the goal",
      "I'm looking for a video team",
    ]) {
      const reply = await say(visitor, { message, conversationId: "typed-none" });
      expect(reply.contact).toBeUndefined();
      expect(reply.reply).not.toMatch(/^Thanks, /);
    }
    expect(await prisma.lead.count({ where: { email: "studio@northlight.la" } })).toBe(0);
  });

  it("keeps a typed address a claim: another visitor's lead is not renamed", async () => {
    const owner = await newVisitorCookie();
    await say(owner, { message: "Riley Park, riley@park.example", conversationId: "typed-owner" });
    const other = await newVisitorCookie();
    await say(other, { message: "Mallory Typed, riley@park.example", conversationId: "typed-other" });
    const lead = await prisma.lead.findUnique({ where: { email: "riley@park.example" } });
    expect(lead?.name).toBe("Riley Park");
    expect(JSON.parse(lead!.alsoGiven)).toMatchObject([{ name: "Mallory Typed" }]);
  });
});

describe("an applicant after uploading a résumé", () => {
  it("gets one receipt, then answers about the application, and keeps a link they give", async () => {
    const visitor = await newVisitorCookie();
    const conversationId = "applicant-1";
    await say(visitor, { message: "I'm interested in an internship", conversationId, employmentType: "internship" });
    const form = new FormData();
    form.append(
      "resume",
      new File(["Jordan Lee\njordan@lee.example\nSkills: Premiere Pro, After Effects\n3 years of experience"], "jordan.txt", { type: "text/plain" }),
    );
    form.append("conversationId", conversationId);
    const upload = await resume(new Request("http://localhost/api/upload-resume", { method: "POST", body: form, headers: { cookie: visitor } }), context);
    expect(upload.status).toBe(200);
    expect((await prisma.resume.findFirst({ where: { conversationId } }))?.email).toBe("jordan@lee.example");

    const receipt = await say(visitor, {
      message: "I just uploaded my resume for an internship. My name is Jordan Lee.",
      conversationId,
      employmentType: "internship",
      contactInfo: { name: "Jordan Lee", email: "jordan@lee.example" },
    });
    expect(receipt.reply).toMatch(/^Thanks, Jordan: your resume is with the team, and I read your name and email from it\./);
    expect(receipt.reply).not.toMatch(/upload your resume/i);

    for (const message of ["when would I hear back?", "what happens next?"]) {
      const reply = await say(visitor, { message, conversationId, employmentType: "internship" });
      expect(reply.reply).not.toMatch(/upload your resume|to apply/i);
      expect(reply.reply).toMatch(/application is with the team/i);
    }
    const paid = await say(visitor, { message: "is the internship paid?", conversationId, employmentType: "internship" });
    expect(paid.reply).toMatch(/paid/);
    expect(paid.reply).not.toMatch(/upload your resume|to apply/i);

    const link = await say(visitor, { message: "here's my portfolio: jordanlee.design/work", conversationId, employmentType: "internship" });
    expect(link.reply).toMatch(/added that link to your application/);
    const stored = await prisma.resume.findFirst({ where: { conversationId } });
    expect(stored?.portfolio).toBe("jordanlee.design/work");
  });
});

describe("a new question", () => {
  it("never gets the previous reply again: the same question may, small talk may", async () => {
    const visitor = await newVisitorCookie();
    const conversationId = "repeat-guard";
    const first = await say(visitor, { message: "How much does a project cost?", conversationId });
    const same = await say(visitor, { message: "How much does a project cost?", conversationId });
    expect(same.reply).toBe(first.reply);
    const thanks = await say(visitor, { message: "thanks", conversationId });
    expect((await say(visitor, { message: "thanks", conversationId })).reply).toBe(thanks.reply);
  });
});

describe("the cards a reply shows", () => {
  it("show a food brand the food clients' work first", async () => {
    const reply = await say(await newVisitorCookie(), { message: "we're a food brand, what have you done for restaurants?", conversationId: "cards-food" });
    expect(reply.triggerCards.at(-1)).toEqual({ type: "social-media" });
    const ids = reply.triggerCards.flatMap((card) => ("id" in card ? [card.id] : []));
    expect(ids.length).toBeGreaterThanOrEqual(2);
    const titles = await prisma.card.findMany({ where: { id: { in: ids } }, select: { title: true } });
    expect(titles.every((card) => /^(Harvest Table|Driftwood Coffee Roasters)/.test(card.title))).toBe(true);
  });
});

describe("the reel, asked for in the chat", () => {
  it("names the clients the seeded reel card says it features, read from the database", async () => {
    const reply = await say(await newVisitorCookie(), { message: "can I see your reel?", conversationId: "reel-clients" });
    expect(reply.messageType).toBe("reel-request");
    expect(reply.reply).toContain("for IMAX, Driftwood Coffee Roasters, Pacific Crest Outfitters and Solstice Skincare, among others");
  });
});

describe("a job seeker", () => {
  it.each([
    ["Show me the reel", "reel-request", /^Here's our reel/],
    ["I'd like to see case studies", "portfolio-request", /^Here's our recent work/],
    ["can I see some of your work?", "portfolio-request", /^Here's our recent work/],
  ])("who asks %j with a role chosen is shown it, without the careers pitch", async (message, messageType, reply) => {
    const answer = await say(await newVisitorCookie(), { message, conversationId: `seeker-${messageType}-${message.length}`, employmentType: "internship" });
    expect(answer.messageType).toBe(messageType);
    expect(answer.reply).toMatch(reply);
    expect(answer.reply).not.toMatch(/upload your resume|internship/i);
  });
});

describe("reaching the team", () => {
  it("is answered with the address and number, and asks for details only while none are known", async () => {
    const visitor = await newVisitorCookie();
    const before = await say(visitor, { message: "how can I reach your team?", conversationId: "reach-team" });
    expect(before.reply).toMatch(/^You can reach the team at studio@northlight\.la/);
    expect(before.reply).toMatch(/leave your name and email/);
    await say(visitor, { message: "Robin Vale, robin@vale.example", conversationId: "reach-team" });
    const after = await say(visitor, { message: "how do I contact your team?", conversationId: "reach-team" });
    expect(after.reply).toMatch(/^You can reach the team at studio@northlight\.la/);
    expect(after.reply).not.toMatch(/leave your name and email/);
  });
});
