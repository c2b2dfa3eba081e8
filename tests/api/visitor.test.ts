import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { NextRequest } from "next/server";
import { PDFDocument } from "pdf-lib";
import type { PrismaClient } from "@/lib/db/prisma";
import { context, importRoute, loadMessageHandler, messageRequest, readUiMessageStream } from "../helpers/chat";
import { prepareTestDatabase } from "../helpers/db";
import { startMockOpenAi, type MockOpenAi } from "../helpers/mock-openai";
import { newVisitorCookie, visitorCookieFrom } from "../helpers/visitor";

// Per-visitor rate limits, conversation ownership and JSON-only bodies, through the real route
// handlers and a real database. Default limits: 20 chat messages, 5 contact-page submissions and
// 10 uploads per visitor per minute; no trusted IP header, so the client IP is unknown.

type Handler = (request: Request, context: { params: Promise<Record<string, string>> }) => Promise<Response>;

const uploadDir = fs.mkdtempSync(path.join(os.tmpdir(), "visitor-test-"));
let prisma: PrismaClient;
let openai: MockOpenAi;
let POST: Handler;
let uploadPdf: Handler;
let uploadResume: Handler;

beforeAll(async () => {
  prisma = await prepareTestDatabase({ seed: true });
  openai = await startMockOpenAi();
  POST = await loadMessageHandler({ OPENAI_API_KEY: undefined });
  const uploads = { UPLOAD_DIR: uploadDir, BLOB_READ_WRITE_TOKEN: undefined };
  uploadPdf = (await importRoute<{ POST: Handler }>("@/app/api/upload-pdf/route", uploads)).POST;
  uploadResume = (await importRoute<{ POST: Handler }>("@/app/api/upload-resume/route", uploads)).POST;
}, 60_000);
afterAll(async () => {
  await openai.close();
  await prisma.$disconnect();
  fs.rmSync(uploadDir, { recursive: true, force: true });
});

const chat = (body: Record<string, unknown>, cookie?: string, handler = POST, headers: Record<string, string> = {}) =>
  handler(messageRequest(body, { ...(cookie ? { cookie } : {}), ...headers }), context);
const words = (count: number) => Array.from({ length: count }, () => "word").join(" ");
const contactSummary = (name: string) =>
  `New message from the contact page.\nName: ${name}\nEmail: ${name.toLowerCase()}@example.com\nCompany: Not provided\nMessage: We need a brand film.\nPDF: No PDF attached`;
const upload = (url: string, fields: Record<string, string | File>, cookie?: string) => {
  const form = new FormData();
  for (const [name, value] of Object.entries(fields)) form.append(name, value);
  return new Request(url, { method: "POST", body: form, headers: cookie ? { cookie } : {} });
};
const pdf = async () => new File([(await (await PDFDocument.create()).save()) as BlobPart], "deck.pdf", { type: "application/pdf" });
const resume = () => new File(["Sam Lee\nsam@lee.dev"], "sam.txt", { type: "text/plain" });

describe("the visitor cookie", () => {
  it("is handed to an API client that has none, signed, HttpOnly, SameSite=Lax, for a year", async () => {
    const response = await chat({ message: "hello" });
    expect(response.status).toBe(200);
    const header = response.headers.get("set-cookie") ?? "";
    expect(header).toMatch(/^nl_vid=[A-Za-z0-9_-]{22}\.[A-Za-z0-9_-]{43}; /);
    expect(header).toContain("HttpOnly");
    expect(header).toContain("SameSite=Lax");
    expect(header).toContain("Path=/");
    expect(header).toContain(`Max-Age=${365 * 24 * 60 * 60}`);
    expect(header).not.toContain("Secure"); // plain HTTP outside production

    // A visitor who holds a valid cookie is not handed another.
    expect((await chat({ message: "hello again" }, visitorCookieFrom(response) ?? "")).headers.get("set-cookie")).toBeNull();
  });

  it("is handed out on errors too, so a refused newcomer has its own allowance on its retry", async () => {
    const refused = await chat({ message: "" });
    expect(refused.status).toBe(400);
    expect(visitorCookieFrom(refused)).not.toBeNull();
  });

  it("counts as no cookie when its signature does not verify (forged or tampered)", async () => {
    const valid = await newVisitorCookie();
    const [name, value] = valid.split("=");
    const [id, signature] = value.split(".");
    const flip = (text: string) => `${text[0] === "A" ? "B" : "A"}${text.slice(1)}`;
    const forgeries = [
      `${name}=${flip(id)}.${signature}`, // another id under this id's signature
      `${name}=${id}.${flip(signature)}`, // a tampered signature
      `${name}=${id}`, // no signature
      `${name}=${id}.${signature}.extra`,
      `${name}=aaaaaaaaaaaaaaaaaaaaaa.${"A".repeat(43)}`, // a made-up one
    ];
    for (const cookie of forgeries) {
      // The contact page's long summary needs a known visitor: a forged cookie does not pass for one...
      const response = await chat({ message: words(400), sessionId: "contact-form" }, cookie);
      expect(response.status).toBe(400);
      // ...and it is replaced with a valid one.
      expect(visitorCookieFrom(response)).not.toBeNull();
    }
    expect((await chat({ message: words(400), sessionId: "contact-form" }, valid)).status).toBe(200);
  });

  it("is recognised by every server instance sharing the database (the signing key is stored there once)", async () => {
    const instanceA = await loadMessageHandler({ OPENAI_API_KEY: undefined });
    const instanceB = await loadMessageHandler({ OPENAI_API_KEY: undefined });
    const cookie = visitorCookieFrom(await chat({ message: "hi" }, undefined, instanceA)) ?? "";
    const answer = await chat({ message: words(400), sessionId: "contact-form" }, cookie, instanceB);
    expect(answer.status).toBe(200);
    expect(answer.headers.get("set-cookie")).toBeNull();
    expect(await prisma.appSecret.count()).toBe(1);
  });
});

describe("the proxy", () => {
  it("never hands the cookie out on a page: every page answers the same headers, with or without one", async () => {
    const { proxy } = await importRoute<{ proxy: (request: NextRequest) => Promise<Response> }>("@/proxy");
    const call = (path: string, init: { method?: string; cookie?: string } = {}) =>
      proxy(new NextRequest(`http://localhost${path}`, { method: init.method ?? "GET", headers: init.cookie ? { cookie: init.cookie } : {} }));

    const without = await call("/services");
    const withCookie = await call("/services", { cookie: await newVisitorCookie() });
    expect(without.headers.get("x-middleware-next")).toBe("1");
    for (const page of [without, withCookie, await call("/", { cookie: "nl_vid=forged.value" }), await call("/case-studies/imax", { method: "HEAD" })]) {
      expect(page.headers.get("set-cookie")).toBeNull();
      expect(page.headers.get("cache-control")).toBeNull();
      expect(page.headers.get("x-request-id")).toMatch(/^[0-9a-f-]{36}$/);
    }
    for (const path of ["/api/health", "/robots.txt", "/media/reel.mp4", "/favicon.ico"]) expect((await call(path)).headers.get("set-cookie")).toBeNull();
  });
});

describe("GET /api/visitor", () => {
  it("hands a cookie to a browser without a valid one, never cached, and nothing to one that has it", async () => {
    const { GET } = await importRoute<{ GET: (request: Request, context: unknown) => Promise<Response> }>("@/app/api/visitor/route");
    const first = await GET(new Request("http://localhost/api/visitor"), { params: Promise.resolve({}) });
    expect(first.status).toBe(204);
    expect(first.headers.get("cache-control")).toBe("private, no-store");
    const cookie = visitorCookieFrom(first);
    expect(first.headers.get("set-cookie")).toMatch(/^nl_vid=[A-Za-z0-9_-]{22}\.[A-Za-z0-9_-]{43}; Path=\/; Max-Age=31536000; HttpOnly; SameSite=Lax$/);
    const again = await GET(new Request("http://localhost/api/visitor", { headers: { cookie: cookie! } }), { params: Promise.resolve({}) });
    expect(again.status).toBe(204);
    expect(again.headers.get("set-cookie")).toBeNull();
    const forged = await GET(new Request("http://localhost/api/visitor", { headers: { cookie: "nl_vid=forged.value" } }), { params: Promise.resolve({}) });
    expect(visitorCookieFrom(forged)).not.toBeNull();
  });
});

describe("a cookieless flood", () => {
  it("is limited, while a real visitor keeps chatting during and after it", async () => {
    const realVisitor = await newVisitorCookie();
    let refused = 0;
    let visitorOk = 0;
    for (let i = 0; i < 100; i += 1) {
      // No cookie, and a new sessionId each time (or none at all).
      const flood = await chat(i % 2 ? { message: "spam", sessionId: `flood-${i}` } : { message: "spam" });
      if (flood.status === 429) refused += 1;
      if (i % 10 === 5 && (await chat({ message: "Do you make brand films?" }, realVisitor)).status === 200) visitorOk += 1;
    }
    expect(refused).toBeGreaterThanOrEqual(75);
    expect(visitorOk).toBe(10);
    expect((await chat({ message: "Still there?" }, realVisitor)).status).toBe(200);
  }, 60_000);

  it("cannot fail a real visitor's contact form, nor can an attacker's own cookie", async () => {
    const attacker = await newVisitorCookie();
    const statuses: number[] = [];
    for (let i = 0; i < 30; i += 1) {
      statuses.push((await chat({ message: contactSummary("Mallory"), sessionId: "contact-form" }, i % 2 ? attacker : undefined)).status);
    }
    expect(statuses).toContain(429);
    const real = await chat(
      { message: contactSummary("Ana"), sessionId: "contact-form", clientName: "Ana", clientEmail: "ana@example.com" },
      await newVisitorCookie(),
    );
    expect(real.status).toBe(200);
  }, 60_000);

  it("counts a visitor's contact submissions in a bucket of their own", async () => {
    const visitor = await newVisitorCookie();
    for (let i = 0; i < 5; i += 1) expect((await chat({ message: contactSummary("Ana"), sessionId: "contact-form" }, visitor)).status).toBe(200);
    expect((await chat({ message: contactSummary("Ana"), sessionId: "contact-form" }, visitor)).status).toBe(429);
    // Their chat allowance is untouched.
    expect((await chat({ message: "hello" }, visitor)).status).toBe(200);
  });
});

describe("upload limits", () => {
  it("are per visitor: one visitor's flood does not block another's upload, nor does a cookieless flood", async () => {
    const flooder = await newVisitorCookie();
    const statuses: number[] = [];
    for (let i = 0; i < 12; i += 1)
      statuses.push((await uploadResume(upload("http://localhost/api/upload-resume", { resume: resume() }, flooder), context)).status);
    expect(statuses.slice(0, 10).every((status) => status === 200)).toBe(true);
    expect(statuses.slice(10)).toEqual([429, 429]);
    for (let i = 0; i < 12; i += 1) await uploadResume(upload("http://localhost/api/upload-resume", { resume: resume() }), context);
    expect((await uploadResume(upload("http://localhost/api/upload-resume", { resume: resume() }), context)).status).toBe(429);

    const other = await newVisitorCookie();
    expect((await uploadResume(upload("http://localhost/api/upload-resume", { resume: resume() }, other), context)).status).toBe(200);
    const contactPdf = await uploadPdf(
      upload("http://localhost/api/upload-pdf", { pdf: await pdf(), clientName: "Ana", clientEmail: "ana@example.com", message: "Brief" }, other),
      context,
    );
    expect(contactPdf.status).toBe(200);
  }, 60_000);
});

describe("conversation ownership", () => {
  async function victimConversation() {
    const victim = await newVisitorCookie();
    const first = await (
      await chat({ message: "We make e-bikes and need a launch film.", clientName: "Vera Victim", clientEmail: "vera@victim.example" }, victim)
    ).json();
    return { victim, conversationId: first.conversationId as string };
  }

  it("another visitor's conversationId starts a new conversation and leaves the victim's untouched", async () => {
    const { victim, conversationId } = await victimConversation();
    // A visitor of their own, and a client with no cookie (behind a known IP: this file's flood has
    // used up the bucket shared by requests with neither).
    const withIp = await loadMessageHandler({ OPENAI_API_KEY: undefined, CLIENT_IP_HEADER: "x-real-ip" });
    const attackers = [
      { cookie: await newVisitorCookie(), handler: POST },
      { cookie: undefined, handler: withIp },
    ];
    for (const { cookie, handler } of attackers) {
      const message = { message: "Send me everything", conversationId, clientName: "Mallory", clientEmail: "mallory@evil.example" };
      const response = await chat(message, cookie, handler, { "x-real-ip": "198.51.100.77" });
      expect(response.status).toBe(200);
      const body = await response.json();
      expect(body.conversationId).not.toBe(conversationId);
      expect(body.hasCompleteContact).toBe(true); // the attacker's own contact, in the attacker's own conversation
      expect(await prisma.conversation.findUniqueOrThrow({ where: { id: body.conversationId } })).toMatchObject({ clientName: "Mallory" });
    }
    expect(await prisma.conversation.findUniqueOrThrow({ where: { id: conversationId } })).toMatchObject({
      clientName: "Vera Victim",
      clientEmail: "vera@victim.example",
    });
    expect(await prisma.conversationMessage.count({ where: { conversationId } })).toBe(1);

    // The owner carries on in the same conversation.
    const own = await (await chat({ message: "What's the timeline?", conversationId }, victim)).json();
    expect(own.conversationId).toBe(conversationId);
    expect(await prisma.conversationMessage.count({ where: { conversationId } })).toBe(2);
  });

  it("the streamed answer names the new conversation, which the home chat adopts", async () => {
    const { conversationId } = await victimConversation();
    const response = await chat({ message: "hello", conversationId }, await newVisitorCookie(), POST, { accept: "text/event-stream" });
    const stream = await readUiMessageStream(response);
    expect(stream.data?.conversationId).toEqual(expect.any(String));
    expect(stream.data?.conversationId).not.toBe(conversationId);
  });

  it("keeps the victim's messages out of the attacker's LLM prompt", async () => {
    const llm = await loadMessageHandler({ OPENAI_API_KEY: "test-key", OPENAI_BASE_URL: openai.baseURL, OPENAI_MODEL: "mock-model" });
    const victim = await newVisitorCookie();
    openai.script([
      { kind: "text", text: "Happy to help with the launch." },
      { kind: "text", text: "Hello." },
      { kind: "text", text: "Sure." },
    ]);
    const first = await (
      await chat({ message: "Our secret launch is on May 3rd.", clientName: "Vera Victim", clientEmail: "vera@victim.example" }, victim, llm)
    ).json();
    const attack = await (await chat({ message: "What did we talk about?", conversationId: first.conversationId }, await newVisitorCookie(), llm)).json();
    expect(attack.conversationId).not.toBe(first.conversationId);
    const prompt = JSON.stringify(openai.requests[1].body.messages);
    expect(prompt).not.toContain("secret launch");
    expect(prompt).not.toContain("Vera");

    // The owner's own history still reaches the model.
    await chat({ message: "And the budget?", conversationId: first.conversationId }, victim, llm);
    expect(JSON.stringify(openai.requests[2].body.messages)).toContain("Our secret launch is on May 3rd.");
  });

  it("a chat deck naming another visitor's conversation opens a new one; a résumé cannot point at it", async () => {
    const { conversationId } = await victimConversation();
    const attacker = await newVisitorCookie();
    const deck = await uploadPdf(
      upload(
        "http://localhost/api/upload-pdf",
        {
          pdf: await pdf(),
          conversationId,
          sessionId: "s",
          clientName: "Mallory",
          clientEmail: "mallory@evil.example",
          message: "Deck shared in the home chat",
        },
        attacker,
      ),
      context,
    );
    const body = await deck.json();
    expect(body).toMatchObject({ success: true });
    expect(body.conversationId).not.toBe(conversationId);
    expect(await prisma.conversation.findUniqueOrThrow({ where: { id: conversationId } })).toMatchObject({
      clientName: "Vera Victim",
      clientEmail: "vera@victim.example",
    });
    expect(await prisma.uploadedFile.count({ where: { conversationId } })).toBe(0);

    // The attacker's chat then continues in the conversation the deck opened.
    const next = await (await chat({ message: "Did you get it?", conversationId: body.conversationId }, attacker)).json();
    expect(next.conversationId).toBe(body.conversationId);

    const foreign = await (await uploadResume(upload("http://localhost/api/upload-resume", { resume: resume(), conversationId }, attacker), context)).json();
    expect(foreign.resumeData.conversationId).toBeNull();
    const own = await (
      await uploadResume(upload("http://localhost/api/upload-resume", { resume: resume(), conversationId: body.conversationId }, attacker), context)
    ).json();
    expect(own.resumeData.conversationId).toBe(body.conversationId);
  });
});

describe("JSON only", () => {
  it("refuses a body with no Content-Type with 415 (what navigator.sendBeacon and no-cors fetches send)", async () => {
    const before = await prisma.conversationMessage.count();
    const bytes = new TextEncoder().encode(JSON.stringify({ message: "posted from another site" }));
    const response = await POST(new Request("http://localhost/api/conversations/message", { method: "POST", body: bytes }), context);
    expect(response.status).toBe(415);
    expect(await response.json()).toEqual({
      error: { code: "unsupported_media_type", message: "Request body must be JSON (Content-Type: application/json)", requestId: expect.any(String) },
    });
    expect(await prisma.conversationMessage.count()).toBe(before);
  });
});
