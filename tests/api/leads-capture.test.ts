import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import type { PrismaClient } from "@/lib/db/prisma";
import { backgroundSettled } from "@/lib/http/after-response";
import { backfillLeads, backfillLeadsOnce } from "@/lib/leads/backfill";
import { context, importRoute, messageRequest } from "../helpers/chat";
import { prepareTestDatabase } from "../helpers/db";
import { pdfFile } from "../helpers/pdf";
import { newVisitorCookie } from "../helpers/visitor";

// Every path by which someone leaves contact details makes them one lead (by email, trimmed and
// lowercased), in the same transaction as what they sent, with a notification row beside it.
// Here no channel is configured: the row says so ("skipped: not configured").

type Handler = (request: Request, context: { params: Promise<Record<string, string>> }) => Promise<Response>;

const uploadDir = fs.mkdtempSync(path.join(os.tmpdir(), "leads-capture-"));
let prisma: PrismaClient;
let routes: { chat: Handler; pdf: Handler; resume: Handler; tightChat: Handler };

beforeAll(async () => {
  prisma = await prepareTestDatabase({ seed: true });
  const env = { UPLOAD_DIR: uploadDir, OPENAI_API_KEY: undefined, SMTP_URL: undefined, LEAD_NOTIFY_TO: undefined, LEAD_WEBHOOK_URL: undefined };
  const load = async (modulePath: string, overrides = {}) => (await importRoute<{ POST: Handler }>(modulePath, { ...env, ...overrides })).POST;
  routes = {
    chat: await load("@/app/api/conversations/message/route"),
    pdf: await load("@/app/api/upload-pdf/route"),
    resume: await load("@/app/api/upload-resume/route"),
    tightChat: await load("@/app/api/conversations/message/route", { RATE_LIMIT_CHAT_PER_MINUTE: "1" }),
  };
});
afterAll(async () => {
  await prisma.$disconnect();
  fs.rmSync(uploadDir, { recursive: true, force: true });
});

const say = async (body: Record<string, unknown>, cookie: string, handler = routes.chat) => handler(messageRequest(body, { cookie }), context);

const multipart = (url: string, fields: Record<string, string | File>, cookie: string) => {
  const form = new FormData();
  for (const [name, value] of Object.entries(fields)) form.append(name, value);
  return new Request(url, { method: "POST", body: form, headers: { cookie } });
};

const leadOf = (email: string) =>
  prisma.lead.findUnique({ where: { email }, include: { conversations: true, uploads: true, resumes: true, notifications: true } });
const sourcesOf = (lead: { sources: string } | null) => (lead ? (JSON.parse(lead.sources) as string[]) : null);

describe("the chat", () => {
  it("makes one lead per email, trimmed and lowercased, across conversations, and moves its last contact", async () => {
    const visitor = await newVisitorCookie();
    expect((await say({ message: "Hello", conversationId: "chat-a" }, visitor)).status).toBe(200);
    expect(await prisma.lead.count()).toBe(0);

    expect(
      (await say({ message: "We need a brand film", conversationId: "chat-a", clientName: "Dana Brooks", clientEmail: "dana@brooks.co" }, visitor)).status,
    ).toBe(200);
    const first = await leadOf("dana@brooks.co");
    expect(first).toMatchObject({ name: "Dana Brooks", status: "new", note: "" });
    expect(sourcesOf(first)).toEqual(["chat"]);
    expect(first?.conversations.map((row) => row.id)).toEqual(["chat-a"]);
    expect(first?.notifications).toMatchObject([{ kind: "new-lead", channel: "none", status: "skipped", lastError: expect.stringMatching(/^not configured/) }]);

    expect((await say({ message: "Budget is about $40k", conversationId: "chat-a" }, visitor)).status).toBe(200);
    const again = await leadOf("dana@brooks.co");
    expect(again?.lastContactAt.getTime()).toBeGreaterThan(first!.lastContactAt.getTime());
    expect(again?.firstContactAt).toEqual(first?.firstContactAt);

    // Another browser typing the address differently: the same lead's activity, but a typed
    // address is a claim, so what Dana gave stays and the new name is only "also given".
    const other = await newVisitorCookie();
    const response = await say({ message: "Following up", conversationId: "chat-b", clientName: "Dana", clientEmail: "  DANA@Brooks.CO " }, other);
    expect(response.status).toBe(200);
    expect(await prisma.lead.count({ where: { email: "dana@brooks.co" } })).toBe(1);
    const merged = await leadOf("dana@brooks.co");
    expect(merged?.conversations.map((row) => row.id).sort()).toEqual(["chat-a", "chat-b"]);
    expect(merged?.name).toBe("Dana Brooks");
    expect(JSON.parse(merged!.alsoGiven)).toMatchObject([{ source: "chat", name: "Dana", company: null, times: 1 }]);
    expect(merged?.notifications).toHaveLength(1);
  });

  it("counts the careers path as its own source", async () => {
    const visitor = await newVisitorCookie();
    await say(
      {
        message: "I'd love to freelance with you",
        conversationId: "job-1",
        employmentType: "freelancer",
        clientName: "Rae Kim",
        clientEmail: "rae@kim.studio",
      },
      visitor,
    );
    expect(sourcesOf(await leadOf("rae@kim.studio"))).toEqual(["employment"]);
  });

  it("writes no lead when the turn is refused: the lead is in the message's transaction", async () => {
    const visitor = await newVisitorCookie();
    expect((await say({ message: "Hi", conversationId: "tight-1" }, visitor, routes.tightChat)).status).toBe(200);
    const refused = await say(
      { message: "Here is my email", conversationId: "tight-1", clientName: "Lou", clientEmail: "lou@refused.co" },
      visitor,
      routes.tightChat,
    );
    expect(refused.status).toBe(429);
    expect(await leadOf("lou@refused.co")).toBeNull();
    expect(await prisma.leadNotification.count({ where: { lead: { email: "lou@refused.co" } } })).toBe(0);
  });
});

describe("the contact form", () => {
  it("makes one lead of the PDF and the message, and a known lead's next PDF is a notification of its own", async () => {
    const visitor = await newVisitorCookie();
    const upload = await routes.pdf(
      multipart(
        "http://localhost/api/upload-pdf",
        { pdf: await pdfFile(["Brief: spring launch", "Budget: $60k"]), clientName: "Ana Ruiz", clientEmail: "Ana@Ruiz.co", message: "Brief attached." },
        visitor,
      ),
      context,
    );
    expect(upload.status).toBe(200);
    const { conversationId, uploadId } = (await upload.json()) as { conversationId: string; uploadId: string };
    const message = await say(
      {
        message: "New message from the contact page.\nName: Ana Ruiz\nEmail: ana@ruiz.co\nCompany: Ruiz Foods\nMessage: Brief attached.\nPDF: deck.pdf",
        sessionId: "contact-form",
        conversationId,
        clientName: "Ana Ruiz",
        clientEmail: "ana@ruiz.co",
        company: "Ruiz Foods",
      },
      visitor,
    );
    expect(message.status).toBe(200);
    const lead = await leadOf("ana@ruiz.co");
    expect(lead).toMatchObject({ name: "Ana Ruiz", company: "Ruiz Foods" });
    expect(sourcesOf(lead)).toEqual(["contact-form"]);
    expect(lead?.uploads.map((row) => row.id)).toEqual([uploadId]);
    expect(lead?.notifications.map((row) => row.kind)).toEqual(["new-lead"]);

    const second = await routes.pdf(
      multipart(
        "http://localhost/api/upload-pdf",
        { pdf: await pdfFile(["Revised brief"], "v2.pdf"), clientName: "Ana Ruiz", clientEmail: "ana@ruiz.co", message: "Revised." },
        visitor,
      ),
      context,
    );
    expect(second.status).toBe(200);
    const { uploadId: secondId } = (await second.json()) as { uploadId: string };
    const after = await leadOf("ana@ruiz.co");
    expect(after?.uploads).toHaveLength(2);
    expect(after?.notifications.filter((row) => row.kind === "lead-pdf")).toMatchObject([{ uploadId: secondId }]);

    // The PDF's text is read after the answer, for the qualification.
    await backgroundSettled();
    expect((await prisma.uploadedFile.findUniqueOrThrow({ where: { id: uploadId } })).extractedText).toContain("Budget: $60k");
  });

  it("a deck dropped in a chat without an email joins the lead of its conversation", async () => {
    const visitor = await newVisitorCookie();
    await say({ message: "Hi, I'm Bo", conversationId: "chat-deck", clientName: "Bo Park", clientEmail: "bo@park.io" }, visitor);
    const upload = await routes.pdf(
      multipart(
        "http://localhost/api/upload-pdf",
        { pdf: await pdfFile(["Deck"]), conversationId: "chat-deck", clientName: "", clientEmail: "", message: "deck" },
        visitor,
      ),
      context,
    );
    expect(upload.status).toBe(200);
    const lead = await leadOf("bo@park.io");
    expect(lead?.uploads).toHaveLength(1);
    expect(lead?.notifications.map((row) => row.kind).sort()).toEqual(["lead-pdf", "new-lead"]);
  });
});

describe("résumés", () => {
  it("make a lead of the candidate's email; the name read only fills a gap", async () => {
    const visitor = await newVisitorCookie();
    const resume = (text: string) =>
      routes.resume(multipart("http://localhost/api/upload-resume", { resume: new File([text], "cv.txt", { type: "text/plain" }) }, visitor), context);
    const response = await resume("Casey Morgan\nMotion Designer\nCASEY@morgan.studio\nAfter Effects, Cinema 4D");
    expect(response.status).toBe(200);
    const { resumeData } = (await response.json()) as { resumeData: { id: string } };
    const lead = await leadOf("casey@morgan.studio");
    expect(lead).toMatchObject({ name: "Casey Morgan" });
    expect(sourcesOf(lead)).toEqual(["resume"]);
    expect(lead?.resumes.map((row) => row.id)).toEqual([resumeData.id]);

    // Someone who typed their name in the chat keeps it.
    await say(
      { message: "Are you hiring?", conversationId: "job-2", employmentType: "full-time", clientName: "Sam Ortiz", clientEmail: "sam@ortiz.dev" },
      visitor,
    );
    await resume("SAMUEL ORTIZ-LOPEZ\nsam@ortiz.dev\nFigma");
    const sam = await leadOf("sam@ortiz.dev");
    expect(sam?.name).toBe("Sam Ortiz");
    expect(sourcesOf(sam)).toEqual(["employment", "resume"]);
    expect(sam?.resumes).toHaveLength(1);
  });
});

describe("the backfill of rows stored before leads existed", () => {
  it("makes leads of them once and links them; a second run changes nothing", async () => {
    const at = new Date("2025-06-01T10:00:00Z");
    await prisma.conversation.create({
      data: {
        id: "old-1",
        clientName: "Old Client",
        clientEmail: "Old@Client.com",
        company: "Old Co",
        createdAt: at,
        updatedAt: new Date("2025-06-02T10:00:00Z"),
      },
    });
    await prisma.uploadedFile.create({
      data: {
        clientName: "Old Client",
        clientEmail: "old@client.com",
        message: "deck",
        originalName: "d.pdf",
        size: 1,
        mimeType: "application/pdf",
        storageKey: "contact/2025/06/00000000-0000-0000-0000-000000000001.pdf",
        createdAt: at,
      },
    });
    await prisma.resume.create({
      data: {
        originalName: "cv.pdf",
        candidateName: "Old Candidate",
        email: "cand@old.io",
        fileSize: 1,
        mimeType: "application/pdf",
        storageKey: "resumes/2025/06/00000000-0000-0000-0000-000000000002.pdf",
        uploadDate: at,
      },
    });
    const leadsBefore = await prisma.lead.count();
    const notificationsBefore = await prisma.leadNotification.count();

    const first = await backfillLeads();
    expect(first).toEqual({ conversations: 1, uploads: 1, resumes: 1, leads: 2 });
    const client = await leadOf("old@client.com");
    expect(client).toMatchObject({ name: "Old Client", company: "Old Co", firstContactAt: at, lastContactAt: new Date("2025-06-02T10:00:00Z") });
    expect(sourcesOf(client)).toEqual(["chat", "contact-form"]);
    expect(client?.conversations.map((row) => row.id)).toEqual(["old-1"]);
    expect(client?.uploads).toHaveLength(1);
    expect((await leadOf("cand@old.io"))?.resumes).toHaveLength(1);
    expect(await prisma.lead.count()).toBe(leadsBefore + 2);
    expect(await prisma.leadNotification.count()).toBe(notificationsBefore);

    expect(await backfillLeads()).toEqual({ conversations: 0, uploads: 0, resumes: 0, leads: 0 });
  });

  it("runs once per database: a later start changes no lead and makes no lead of a contact a ceiling refused", async () => {
    await prisma.setupStep.deleteMany({});
    expect(await backfillLeadsOnce()).not.toBeNull();
    expect(await prisma.setupStep.count({ where: { name: "backfill-leads" } })).toBe(1);

    // After it: a contact a ceiling refused (a conversation with an address and no lead), and a
    // stored claim naming a lead's address in another name.
    const lead = await prisma.lead.create({
      data: { id: "real-victim", email: "victim@once.co", name: "Real Victim", visitorId: "v-real", firstContactAt: new Date(), lastContactAt: new Date() },
    });
    await prisma.conversation.create({ data: { id: "refused-1", clientName: "Flood 1", clientEmail: "flood1@once.co", visitorId: "v-flood" } });
    await prisma.uploadedFile.create({
      data: {
        clientName: "Mallory Backfill",
        clientEmail: "victim@once.co",
        message: "deck",
        originalName: "d.pdf",
        size: 1,
        mimeType: "application/pdf",
        storageKey: "contact/2026/11/00000000-0000-0000-0000-000000000003.pdf",
      },
    });
    const leadsBefore = await prisma.lead.count();

    expect(await backfillLeadsOnce()).toBeNull();
    expect(await prisma.lead.count()).toBe(leadsBefore);
    expect(await leadOf("flood1@once.co")).toBeNull();
    expect((await prisma.lead.findUniqueOrThrow({ where: { id: lead.id } })).name).toBe("Real Victim");
  });
});
