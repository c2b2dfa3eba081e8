import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { strFromU8, unzipSync } from "fflate";
import type { PrismaClient } from "@/lib/db/prisma";
import { backgroundSettled } from "@/lib/http/after-response";
import { context, importModules, messageRequest } from "../helpers/chat";
import { prepareTestDatabase } from "../helpers/db";
import { pdfFile } from "../helpers/pdf";
import { startWebhookReceiver, type WebhookReceiver } from "../helpers/receivers";
import { newVisitorCookie } from "../helpers/visitor";

// An email address typed by a visitor is a claim, not an identity. A second visitor naming a known
// address changes none of the lead's fields; a person's data is matched by the whole address; new
// leads and notifications have ceilings per visitor, per trusted IP and site-wide (a digest past
// it); control characters never reach storage; a bad paging cursor is a 400.

type Handler = (request: Request, context: { params: Promise<Record<string, string>> }) => Promise<Response>;
type Modules = {
  chat: { POST: Handler };
  pdf: { POST: Handler };
  resume: { POST: Handler };
  lead: { GET: Handler; PATCH: Handler };
  find: { POST: Handler };
  exportZip: { POST: Handler };
  erase: { POST: Handler };
  leads: { GET: Handler };
  notifications: { GET: Handler };
  conversations: { GET: Handler };
  lowConfidence: { GET: Handler };
  resumes: { GET: Handler };
  outbox: typeof import("@/lib/leads/outbox");
};

const TOKEN = "claims-admin-token-0123456789";
const uploadDir = fs.mkdtempSync(path.join(os.tmpdir(), "leads-claims-"));
let prisma: PrismaClient;
let hook: WebhookReceiver;
let app: Modules;

let ENV: Record<string, string | undefined>;

beforeAll(async () => {
  prisma = await prepareTestDatabase({ seed: true });
  hook = await startWebhookReceiver();
  ENV = {
    ADMIN_TOKEN: TOKEN,
    UPLOAD_DIR: uploadDir,
    OPENAI_API_KEY: undefined,
    SMTP_URL: undefined,
    LEAD_NOTIFY_TO: undefined,
    LEAD_WEBHOOK_URL: hook.url,
    CLIENT_IP_HEADER: "x-real-ip",
    LEADS_PER_VISITOR_PER_MINUTE: "2",
    LEADS_PER_IP_PER_MINUTE: "4",
    NOTIFICATIONS_PER_MINUTE: "3",
    RATE_LIMIT_CHAT_PER_MINUTE: "1000",
    RATE_LIMIT_UPLOAD_PER_MINUTE: "1000",
    RATE_LIMIT_CONTACT_PER_MINUTE: "1000",
    RATE_LIMIT_LOGIN_PER_MINUTE: "1000",
  };
  app = await importModules<Modules>(
    {
      chat: "@/app/api/conversations/message/route",
      pdf: "@/app/api/upload-pdf/route",
      resume: "@/app/api/upload-resume/route",
      lead: "@/app/api/admin/leads/[id]/route",
      find: "@/app/api/admin/privacy/find/route",
      exportZip: "@/app/api/admin/privacy/export/route",
      erase: "@/app/api/admin/privacy/erase/route",
      leads: "@/app/api/admin/leads/route",
      notifications: "@/app/api/admin/leads/notifications/route",
      conversations: "@/app/api/admin/conversations/route",
      lowConfidence: "@/app/api/admin/knowledge/low-confidence/route",
      resumes: "@/app/api/admin/resumes/route",
      outbox: () => import("@/lib/leads/outbox"),
    },
    ENV,
  );
}, 60_000);
afterAll(async () => {
  await backgroundSettled();
  await Promise.all([hook.close(), prisma.$disconnect()]);
  fs.rmSync(uploadDir, { recursive: true, force: true });
});

let ipCounter = 0;
/** A fresh client IP (the trusted proxy's header), so each test's ceilings are its own. */
const freshIp = () => `10.9.${Math.floor(++ipCounter / 250)}.${ipCounter % 250}`;

const say = async (body: Record<string, unknown>, cookie: string, ip = freshIp()) => {
  const response = await app.chat.POST(messageRequest(body, { cookie, "x-real-ip": ip }), context);
  expect(response.status).toBe(200);
  return response;
};
const sendPdf = async (fields: Record<string, string>, cookie: string, ip = freshIp()) => {
  const form = new FormData();
  form.append("pdf", await pdfFile(["Our brief"], "brief.pdf"));
  for (const [key, value] of Object.entries(fields)) form.append(key, value);
  return app.pdf.POST(new Request("http://localhost/api/upload-pdf", { method: "POST", body: form, headers: { cookie, "x-real-ip": ip } }), context);
};
const admin = { authorization: `Bearer ${TOKEN}` };
const adminCall = (handler: Handler, method: string, url: string, { body, params = {} }: { body?: unknown; params?: Record<string, string> } = {}) =>
  handler(
    new Request(`http://localhost${url}`, {
      method,
      headers: { ...admin, ...(body !== undefined ? { "content-type": "application/json" } : {}) },
      body: body === undefined ? undefined : JSON.stringify(body),
    }),
    { params: Promise.resolve(params) },
  );

describe("a typed address does not take over a lead", () => {
  it("keeps the lead's fields, lists the new ones as also given, flags the thread and the PDF's notification, and lets staff accept", async () => {
    const dana = await newVisitorCookie();
    await say(
      {
        message: "We need a brand film. Our budget is $40k.",
        conversationId: "own-1",
        clientName: "Dana Brooks",
        clientEmail: "dana@claims.co",
        company: "Brooks Coffee",
      },
      dana,
    );
    await backgroundSettled();
    const lead = await prisma.lead.findUniqueOrThrow({ where: { email: "dana@claims.co" } });
    const before = await adminCall(app.lead.GET, "GET", `/api/admin/leads/${lead.id}`, { params: { id: lead.id } });
    const detailBefore = (await before.json()).lead;
    expect(detailBefore.qualification.budget.value).toMatch(/40/);

    // Someone else, with no cookie of Dana's, types her address.
    const mallory = await newVisitorCookie();
    await say(
      {
        message: "Our budget is $5k and we need it tomorrow.",
        conversationId: "claim-1",
        clientName: "Mallory",
        clientEmail: " DANA@claims.co ",
        company: "Evil Corp",
      },
      mallory,
    );
    const upload = await sendPdf({ clientName: "Mallory", clientEmail: "dana@claims.co", message: "Here is my deck" }, mallory);
    expect(upload.status).toBe(200);
    await backgroundSettled();

    const after = await prisma.lead.findUniqueOrThrow({ where: { id: lead.id } });
    for (const field of ["name", "company", "sources", "status", "note", "firstContactAt", "lastContactAt", "visitorId"] as const)
      expect(after[field]).toEqual(lead[field]);
    const detail = (await (await adminCall(app.lead.GET, "GET", `/api/admin/leads/${lead.id}`, { params: { id: lead.id } })).json()).lead;
    expect(detail.qualification).toEqual(detailBefore.qualification);
    const given = detail.alsoGiven.map((entry: { name: string; company: string | null }) => [entry.name, entry.company]);
    expect(given).toHaveLength(2);
    expect(given).toEqual(
      expect.arrayContaining([
        ["Mallory", "Evil Corp"],
        ["Mallory", null],
      ]),
    );
    expect(detail.conversations.find((row: { id: string }) => row.id === "own-1").otherVisitor).toBe(false);
    expect(detail.conversations.find((row: { id: string }) => row.id === "claim-1").otherVisitor).toBe(true);
    const theirs = detail.messages.filter((row: { otherVisitor: boolean }) => row.otherVisitor);
    expect(theirs.map((row: { message: string }) => row.message)).toContain("Our budget is $5k and we need it tomorrow.");
    expect(detail.messages.filter((row: { otherVisitor: boolean }) => !row.otherVisitor).map((row: { message: string }) => row.message)).toEqual([
      "We need a brand film. Our budget is $40k.",
    ]);

    const pdfNotice = detail.notifications.find((row: { kind: string }) => row.kind === "lead-pdf");
    expect(pdfNotice).toMatchObject({ otherVisitor: true });
    const said = hook.bodies.map((body) => (body as { text: string }).text).find((text) => text.includes("New PDF naming"));
    expect(said).toMatch(/from another visitor/);
    expect(said).toMatch(/Sent by another visitor than the one who first gave this address/);

    // Staff accept one entry: its name and company become the lead's, and it leaves the list.
    const accepted = await adminCall(app.lead.PATCH, "PATCH", `/api/admin/leads/${lead.id}`, {
      params: { id: lead.id },
      body: { accept: { name: "Mallory", company: "Evil Corp" } },
    });
    expect(accepted.status).toBe(200);
    expect((await accepted.json()).lead).toMatchObject({ name: "Mallory", company: "Evil Corp" });
    const stale = await adminCall(app.lead.PATCH, "PATCH", `/api/admin/leads/${lead.id}`, {
      params: { id: lead.id },
      body: { accept: { name: "Mallory", company: "Evil Corp" } },
    });
    expect(stale.status).toBe(409);
  });

  it("keeps another visitor's conversation out of the person's export and erasure, taking only the address out of it", async () => {
    const owner = await newVisitorCookie();
    await say({ message: "Hello, Olive here", conversationId: "olive-own", clientName: "Olive", clientEmail: "olive@claims.co" }, owner);
    await say(
      { message: "My secret plans are in this chat", conversationId: "olive-claim", clientName: "Mallory", clientEmail: "olive@claims.co" },
      await newVisitorCookie(),
    );
    const zip = unzipSync(new Uint8Array(await (await adminCall(app.exportZip.POST, "POST", "/x", { body: { email: "olive@claims.co" } })).arrayBuffer()));
    const data = strFromU8(zip["data.json"]);
    expect(data).toContain("Hello, Olive here");
    expect(data).not.toContain("My secret plans");
    const erased = await adminCall(app.erase.POST, "POST", "/x", { body: { email: "olive@claims.co", confirmEmail: "olive@claims.co", confirm: true } });
    expect((await erased.json()).erased).toMatchObject({ conversations: 1, redacted: 1 });
    expect(await prisma.conversation.findUnique({ where: { id: "olive-own" } })).toBeNull();
    expect(await prisma.conversation.findUniqueOrThrow({ where: { id: "olive-claim" } })).toMatchObject({
      clientEmail: null,
      leadId: null,
      clientName: "Mallory",
    });
    expect((await prisma.conversationMessage.findFirstOrThrow({ where: { conversationId: "olive-claim" } })).message).toBe("My secret plans are in this chat");
    expect(await prisma.conversationEmail.count({ where: { email: "olive@claims.co" } })).toBe(0);
  });

  it("does not mark the same person coming back from another browser (same address, same name): it still changes nothing of the lead", async () => {
    const first = await newVisitorCookie();
    await say(
      {
        message: "We need a launch film. Our budget is $30k.",
        conversationId: "sam-own",
        clientName: "Sam Ortiz",
        clientEmail: "sam@claims.co",
        company: "Ortiz Outdoors",
      },
      first,
    );
    await backgroundSettled();
    const lead = await prisma.lead.findUniqueOrThrow({ where: { email: "sam@claims.co" } });
    const detailBefore = (await (await adminCall(app.lead.GET, "GET", `/api/admin/leads/${lead.id}`, { params: { id: lead.id } })).json()).lead;

    // Sam on their phone: no cookie of the first browser's, the same address and name, spelled loosely.
    const phone = await newVisitorCookie();
    await say(
      { message: "Following up from my phone: budget is now $5k.", conversationId: "sam-phone", clientName: "  sam   ORTIZ ", clientEmail: "SAM@claims.co" },
      phone,
    );
    expect((await sendPdf({ clientName: "Sam Ortiz", clientEmail: "sam@claims.co", message: "Our deck" }, phone)).status).toBe(200);
    // And someone else with Sam's address: still marked.
    await say(
      { message: "It's Mallory, using Sam's address.", conversationId: "sam-other", clientName: "Mallory", clientEmail: "sam@claims.co" },
      await newVisitorCookie(),
    );
    await backgroundSettled();

    // A claim all the same: the lead's fields and qualification are untouched, and the notification says so to whoever reads it.
    const after = await prisma.lead.findUniqueOrThrow({ where: { id: lead.id } });
    for (const field of ["name", "company", "sources", "visitorId", "lastContactAt"] as const) expect(after[field]).toEqual(lead[field]);
    const detail = (await (await adminCall(app.lead.GET, "GET", `/api/admin/leads/${lead.id}`, { params: { id: lead.id } })).json()).lead;
    expect(detail.qualification).toEqual(detailBefore.qualification);
    const marked = (id: string) => detail.conversations.find((row: { id: string }) => row.id === id).otherVisitor;
    expect([marked("sam-own"), marked("sam-phone"), marked("sam-other")]).toEqual([false, false, true]);
    const messages = detail.messages.map((row: { message: string; otherVisitor: boolean }) => [row.message, row.otherVisitor]);
    expect(messages).toEqual([
      ["We need a launch film. Our budget is $30k.", false],
      ["Following up from my phone: budget is now $5k.", false],
      ["It's Mallory, using Sam's address.", true],
    ]);
    // Their PDF's notification is not marked in the admin (the webhook text still says it came from another browser).
    expect(detail.notifications.find((row: { kind: string }) => row.kind === "lead-pdf")).toMatchObject({ otherVisitor: false });
    const outbox = (await (await adminCall(app.notifications.GET, "GET", "/api/admin/leads/notifications?limit=200")).json()).notifications;
    expect(outbox.find((row: { leadId: string; kind: string }) => row.leadId === lead.id && row.kind === "lead-pdf")).toMatchObject({ otherVisitor: false });
    // "Also given" lists only what accepting would change: Mallory, not Sam's own name again.
    expect(detail.alsoGiven.map((entry: { name: string }) => entry.name)).toEqual(["Mallory"]);
    expect(JSON.parse(after.alsoGiven).map((entry: { name: string }) => entry.name)).toEqual(expect.arrayContaining(["sam   ORTIZ", "Sam Ortiz", "Mallory"]));
  });

  it("badges another visitor's PDF and résumé among the lead's attachments, and leaves them out of its files", async () => {
    const gia = await newVisitorCookie();
    await say({ message: "We need a campaign.", conversationId: "gia-own", clientName: "Gia Moss", clientEmail: "gia@claims.co" }, gia);
    expect((await sendPdf({ clientName: "Gia Moss", clientEmail: "gia@claims.co", message: "My brief" }, gia)).status).toBe(200);
    // Someone else's contact PDF with Gia's address, and a résumé naming it sent in another visitor's chat.
    expect((await sendPdf({ clientName: "Mallory", clientEmail: "gia@claims.co", message: "Mallory's deck" }, await newVisitorCookie())).status).toBe(200);
    const rex = await newVisitorCookie();
    await say({ message: "I'd like to apply as an editor", conversationId: "rex-1", employmentType: "freelancer" }, rex);
    const form = new FormData();
    form.append("resume", new File(["Rex Roe\ngia@claims.co\nEditor"], "rex.txt", { type: "text/plain" }));
    form.append("conversationId", "rex-1");
    const resume = await app.resume.POST(
      new Request("http://localhost/api/upload-resume", { method: "POST", body: form, headers: { cookie: rex, "x-real-ip": freshIp() } }),
      context,
    );
    expect(resume.status).toBe(200);
    await backgroundSettled();

    const lead = await prisma.lead.findUniqueOrThrow({ where: { email: "gia@claims.co" } });
    const detail = (await (await adminCall(app.lead.GET, "GET", `/api/admin/leads/${lead.id}`, { params: { id: lead.id } })).json()).lead;
    const listed = detail.attachments.map((file: { kind: string; detail: string | null; otherVisitor: boolean }) => [
      file.kind,
      file.detail,
      file.otherVisitor,
    ]);
    expect(listed).toEqual([
      ["contact-pdf", "My brief", false],
      ["contact-pdf", "Mallory's deck", true],
      ["resume", "Rex Roe", true],
    ]);
    expect(detail.counts).toMatchObject({ attachments: 1, resumes: 0 });
    const list = (await (await adminCall(app.leads.GET, "GET", "/api/admin/leads?q=gia%40claims.co")).json()).leads;
    expect(list.find((row: { id: string }) => row.id === lead.id).counts).toMatchObject({ attachments: 1, resumes: 0 });
  });

  it("brings the lead up to date when the contact comes from the visitor who gave the address", async () => {
    const ben = await newVisitorCookie();
    await say({ message: "Hi", conversationId: "ben-1", clientName: "Ben", clientEmail: "ben@claims.co" }, ben);
    await say({ message: "We are Ben's Bikes", conversationId: "ben-1", company: "Ben's Bikes" }, ben);
    expect(await prisma.lead.findUniqueOrThrow({ where: { email: "ben@claims.co" } })).toMatchObject({ name: "Ben", company: "Ben's Bikes", alsoGiven: "[]" });
  });
});

describe("ceilings on new leads and notifications", () => {
  it("caps new leads per visitor and per trusted IP; the contact stays in its conversation", async () => {
    const flooder = await newVisitorCookie();
    const ip = freshIp();
    for (let index = 0; index < 6; index += 1)
      await say({ message: "Hello", conversationId: `flood-v-${index}`, clientName: "F", clientEmail: `flood-v-${index}@claims.co` }, flooder, ip);
    expect(await prisma.lead.count({ where: { email: { startsWith: "flood-v-" } } })).toBe(2);
    expect(await prisma.conversation.count({ where: { id: { startsWith: "flood-v-" }, clientEmail: { not: null } } })).toBe(6);

    // A fresh cookie for every message, from one IP: the IP's ceiling holds.
    const sharedIp = freshIp();
    for (let index = 0; index < 8; index += 1)
      await say(
        { message: "Hello", conversationId: `flood-ip-${index}`, clientName: "F", clientEmail: `flood-ip-${index}@claims.co` },
        await newVisitorCookie(),
        sharedIp,
      );
    expect(await prisma.lead.count({ where: { email: { startsWith: "flood-ip-" } } })).toBe(4);

    // No cookie and no trusted IP: every such request shares one bucket, so leaving the cookie out gains nothing.
    const { chat: noIpChat } = await importModules<{ chat: { POST: Handler } }>(
      { chat: "@/app/api/conversations/message/route" },
      { ...ENV, CLIENT_IP_HEADER: undefined },
    );
    for (let index = 0; index < 6; index += 1) {
      const response = await noIpChat.POST(
        messageRequest({ message: "Hello", conversationId: `flood-anon-${index}`, clientName: "F", clientEmail: `flood-anon-${index}@claims.co` }),
        context,
      );
      expect(response.status).toBe(200);
    }
    expect(await prisma.lead.count({ where: { email: { startsWith: "flood-anon-" } } })).toBe(2);

    // A real visitor elsewhere still gets in.
    await say({ message: "We'd like a quote", conversationId: "real-1", clientName: "Real Person", clientEmail: "real@claims.co" }, await newVisitorCookie());
    expect(await prisma.lead.count({ where: { email: "real@claims.co" } })).toBe(1);
    await backgroundSettled();
  });

  it("gives newcomers one shared allowance of new leads without a trusted IP; a deferred contact becomes a lead once its visitor is no longer new", async () => {
    // No trusted IP, a fresh visitor cookie for every contact: the per-visitor ceiling alone would let all of them through.
    const { chat: minted } = await importModules<{ chat: { POST: Handler } }>(
      { chat: "@/app/api/conversations/message/route" },
      { ...ENV, CLIENT_IP_HEADER: undefined, LEADS_NEW_VISITORS_PER_MINUTE: "4", LEADS_PER_VISITOR_PER_MINUTE: "3" },
    );
    // Earlier tests' newcomers counted in this minute too (their allowance was raised).
    await prisma.rateLimitCounter.deleteMany({ where: { key: "lead:newcomers" } });
    const cookies = await Promise.all(Array.from({ length: 30 }, () => newVisitorCookie()));
    const post = (cookie: string, index: number, message = "Hello") =>
      minted.POST(
        messageRequest({ message, conversationId: `fresh-${index}`, clientName: `Fresh ${index}`, clientEmail: `fresh-${index}@claims.co` }, { cookie }),
        context,
      );
    for (const [index, cookie] of cookies.entries()) expect((await post(cookie, index)).status).toBe(200);
    const made = await prisma.lead.count({ where: { email: { startsWith: "fresh-" } } });
    // Exactly the allowance; every contact is kept in its conversation.
    expect(made).toBe(4);
    expect(await prisma.conversation.count({ where: { id: { startsWith: "fresh-" }, clientEmail: { startsWith: "fresh-" } } })).toBe(30);

    // A visitor whose contact was deferred writes again once it is no longer new: the lead is made.
    const deferred = (await prisma.conversation.findMany({ where: { id: { startsWith: "fresh-" }, leadId: null }, orderBy: { id: "asc" } }))[0];
    const index = Number(deferred.id.slice("fresh-".length));
    await prisma.conversation.update({ where: { id: deferred.id }, data: { createdAt: new Date(Date.now() - 2 * 60_000) } });
    // Their next message names no address: the conversation's own is captured.
    expect(
      (await minted.POST(messageRequest({ message: "Any news on my quote?", conversationId: deferred.id }, { cookie: cookies[index] }), context)).status,
    ).toBe(200);
    const lead = await prisma.lead.findUniqueOrThrow({ where: { email: `fresh-${index}@claims.co` } });
    expect(lead).toMatchObject({ name: `Fresh ${index}` });
    expect((await prisma.conversation.findUniqueOrThrow({ where: { id: deferred.id } })).leadId).toBe(lead.id);
    await backgroundSettled();
  });

  it("holds notifications past the site-wide ceiling and sends them as one digest a minute", async () => {
    await backgroundSettled();
    // Let earlier tests' minute pass for the site-wide bucket and the digest's slot.
    const { drainOutbox, DIGEST_PERIOD_MS } = app.outbox;
    await drainOutbox({ now: () => Date.now() + 2 * DIGEST_PERIOD_MS });
    hook.bodies.length = 0;
    await prisma.rateLimitCounter.deleteMany({ where: { key: "notify:site" } });
    await prisma.scheduledJob.deleteMany({ where: { name: { startsWith: "digest:" } } });

    for (let index = 0; index < 9; index += 1)
      await say(
        { message: "Hi", conversationId: `site-${index}`, clientName: `Site ${index}`, clientEmail: `site-${index}@claims.co` },
        await newVisitorCookie(),
      );
    await backgroundSettled();
    const rows = await prisma.leadNotification.findMany({ where: { lead: { email: { startsWith: "site-" } } } });
    expect(rows).toHaveLength(9);
    expect(rows.filter((row) => row.digestId === null && row.status === "sent")).toHaveLength(3);
    const texts = () => hook.bodies.map((body) => (body as { text: string }).text);
    // Three single messages and at most one digest so far (its slot is once a minute).
    expect(texts().filter((text) => text.startsWith("New lead:"))).toHaveLength(3);
    expect(texts().filter((text) => / in one digest/.test(text)).length).toBeLessThanOrEqual(1);

    // A minute on, the rest go out together.
    await drainOutbox({ now: () => Date.now() + DIGEST_PERIOD_MS + 1000 });
    const settled = await prisma.leadNotification.findMany({ where: { lead: { email: { startsWith: "site-" } } } });
    expect(settled.every((row) => row.status === "sent")).toBe(true);
    expect(settled.filter((row) => row.digestId !== null)).toHaveLength(6);
    const digests = texts().filter((text) => / in one digest/.test(text));
    expect(digests.length).toBeLessThanOrEqual(2);
    expect(digests.join("\n").match(/New lead: Site \d/g)).toHaveLength(6);
    expect(texts()).toHaveLength(3 + digests.length);
  });

  it("keeps the site-wide ceiling exact when new leads arrive at once (counted after each lead's transaction)", async () => {
    await backgroundSettled();
    const { drainOutbox, DIGEST_PERIOD_MS } = app.outbox;
    await drainOutbox({ now: () => Date.now() + 2 * DIGEST_PERIOD_MS });
    await prisma.rateLimitCounter.deleteMany({ where: { key: "notify:site" } });
    await prisma.scheduledJob.deleteMany({ where: { name: { startsWith: "digest:" } } });
    hook.bodies.length = 0;

    const cookies = await Promise.all(Array.from({ length: 12 }, () => newVisitorCookie()));
    await Promise.all(
      cookies.map((cookie, index) =>
        say({ message: "Hi", conversationId: `burst-${index}`, clientName: `Burst ${index}`, clientEmail: `burst-${index}@claims.co` }, cookie),
      ),
    );
    await backgroundSettled();
    const rows = await prisma.leadNotification.findMany({ where: { lead: { email: { startsWith: "burst-" } } } });
    expect(rows).toHaveLength(12);
    // Exactly the ceiling (3) went out one by one; the rest are held for, or went out in, one digest.
    const single = rows.filter((row) => row.status === "sent" && row.digestId === null);
    expect(single).toHaveLength(3);
    expect(rows.filter((row) => row.status === "held" || row.digestId !== null)).toHaveLength(9);
    const texts = hook.bodies.map((body) => (body as { text: string }).text);
    expect(texts.filter((text) => text.startsWith("New lead:"))).toHaveLength(3);
    expect(await prisma.rateLimitCounter.findMany({ where: { key: "notify:site" } })).toEqual([expect.objectContaining({ count: 12 })]);
  });
});

describe("a person's data is matched by the whole address", () => {
  beforeAll(async () => {
    const al = await newVisitorCookie();
    await say({ message: "Hi, Al here", conversationId: "al-1", clientName: "Al", clientEmail: "al@exact.co" }, al);
    const xal = await newVisitorCookie();
    await say({ message: "Call me at 555-0100, I live at 1 Secret Lane.", conversationId: "xal-1", clientName: "X Al", clientEmail: "x.al@exact.co" }, xal);
    // Someone else mentions Al once, on one line of a longer message.
    await say(
      { message: "Notes for the team.\nMy referee is al@exact.co, ask him.\nMy salary expectation is $200k.", conversationId: "ref-1" },
      await newVisitorCookie(),
    );
    // A visitor who gave one address, then another: the conversation carried both.
    const changer = await newVisitorCookie();
    await say({ message: "Hello", conversationId: "chg-1", clientName: "Cy", clientEmail: "cy.old@exact.co" }, changer);
    await say({ message: "Use my new address", conversationId: "chg-1", clientEmail: "cy.new@exact.co" }, changer);
  });

  it("finds, exports and erases only the address itself, with mentions listed and cut to their line", async () => {
    const found = await (await adminCall(app.find.POST, "POST", "/x", { body: { email: "al@exact.co" } })).json();
    expect(found.counts).toMatchObject({ leads: 1, conversations: 1, redacted: 1 });
    expect(found.mentions).toEqual([{ kind: "message", id: expect.any(String), conversationId: "ref-1", excerpt: "My referee is al@exact.co, ask him." }]);

    const zip = unzipSync(new Uint8Array(await (await adminCall(app.exportZip.POST, "POST", "/x", { body: { email: "al@exact.co" } })).arrayBuffer()));
    const data = strFromU8(zip["data.json"]);
    expect(data).not.toContain("x.al@exact.co");
    expect(data).not.toContain("Secret Lane");
    expect(data).not.toContain("$200k");
    expect(JSON.parse(data).mentions).toMatchObject([{ kind: "message", conversationId: "ref-1", lines: ["My referee is al@exact.co, ask him."] }]);

    const erased = await adminCall(app.erase.POST, "POST", "/x", { body: { email: "al@exact.co", confirmEmail: "al@exact.co", confirm: true } });
    expect(erased.status).toBe(200);
    expect((await erased.json()).erased).toMatchObject({ leads: 1, conversations: 1, redacted: 1 });
    expect((await prisma.conversationMessage.findFirstOrThrow({ where: { conversationId: "xal-1" } })).message).toBe(
      "Call me at 555-0100, I live at 1 Secret Lane.",
    );
    expect((await prisma.conversation.findUniqueOrThrow({ where: { id: "xal-1" } })).clientEmail).toBe("x.al@exact.co");
    expect((await prisma.conversationMessage.findFirstOrThrow({ where: { conversationId: "ref-1" } })).message).toBe(
      "Notes for the team.\nMy referee is [erased], ask him.\nMy salary expectation is $200k.",
    );
  });

  it("counts every address a conversation ever carried", async () => {
    const found = await (await adminCall(app.find.POST, "POST", "/x", { body: { email: "cy.old@exact.co" } })).json();
    expect(found.conversations.map((row: { id: string }) => row.id)).toEqual(["chg-1"]);
  });

  it("adds no more than the matching lines of 300 planted mentions to an export", async () => {
    // Written as the chat logs them (300 turns through the route take half a minute).
    const filler = "lorem-ipsum-".repeat(300);
    await prisma.conversation.create({ data: { id: "plant-1", visitorId: "planter" } });
    await prisma.conversationMessage.createMany({
      data: Array.from({ length: 300 }, (_, index) => ({
        id: `plant-${index}`,
        conversationId: "plant-1",
        message: `${filler}\nplanted ${index} for pat@exact.co\n${filler}`,
        reply: "Thanks",
        intent: "webchat",
      })),
    });
    const zip = unzipSync(new Uint8Array(await (await adminCall(app.exportZip.POST, "POST", "/x", { body: { email: "pat@exact.co" } })).arrayBuffer()));
    const data = JSON.parse(strFromU8(zip["data.json"]));
    expect(data.mentions).toHaveLength(300);
    const lines = data.mentions.flatMap((mention: { lines: string[] }) => mention.lines);
    expect(lines.every((line: string) => /^planted \d+ for pat@exact\.co$/.test(line))).toBe(true);
    expect(strFromU8(zip["data.json"])).not.toContain("lorem");
    expect(zip["data.json"].byteLength).toBeLessThan(300 * 400);
  });
});

describe("what staff see is what is stored", () => {
  it("removes control characters but newline and tab at the boundary: chat, contact form, file names", async () => {
    const visitor = await newVisitorCookie();
    await say(
      { message: "Hidden\u0000 after NUL\r\nnext\tline\u0007", conversationId: "ctl-1", clientName: "Nu\u0000ll \u202Eevil", clientEmail: "ctl@exact.co" },
      visitor,
    );
    const message = await prisma.conversationMessage.findFirstOrThrow({ where: { conversationId: "ctl-1" } });
    expect(message.message).toBe("Hidden after NUL\nnext\tline");
    // A bidirectional override is not a control character: kept, and isolated wherever it is shown.
    expect((await prisma.conversation.findUniqueOrThrow({ where: { id: "ctl-1" } })).clientName).toBe("Null \u202Eevil");

    const form = new FormData();
    form.append("pdf", await pdfFile(["Brief"], "a\u0000b\u001b.pdf"));
    form.append("clientName", "Ctl\u0000 Person");
    form.append("clientEmail", "ctl2@exact.co");
    form.append("message", "line one\u0000\u0008\r\nline two");
    const response = await app.pdf.POST(
      new Request("http://localhost/api/upload-pdf", { method: "POST", body: form, headers: { cookie: visitor, "x-real-ip": freshIp() } }),
      context,
    );
    expect(response.status).toBe(200);
    const { uploadId } = (await response.json()) as { uploadId: string };
    expect(await prisma.uploadedFile.findUniqueOrThrow({ where: { id: uploadId } })).toMatchObject({
      originalName: "ab.pdf",
      clientName: "Ctl Person",
      message: "line one\nline two",
    });
  });
});

describe("paging", () => {
  const cursorAt = (ms: number) => Buffer.from(`${ms}:abc`).toString("base64url");
  const badCursors = [
    "%%%",
    "bm90LWEtY3Vyc29y",
    Buffer.from("99999999999999999999:x").toString("base64url"),
    Buffer.from("1e400:abc").toString("base64url"),
    Buffer.from("12:").toString("base64url"),
    "A".repeat(500),
    // The edges of a JavaScript Date's range, and the first times past the years 1-9999 that both engines store.
    cursorAt(8.64e15),
    cursorAt(-8.64e15),
    cursorAt(253_402_300_800_000),
    cursorAt(-62_135_596_800_001),
  ];

  it("answers 400 to a malformed or out-of-range cursor or offset on every list", async () => {
    const lists: [Handler, string][] = [
      [app.leads.GET, "/api/admin/leads"],
      [app.notifications.GET, "/api/admin/leads/notifications"],
      [app.conversations.GET, "/api/admin/conversations"],
      [app.lowConfidence.GET, "/api/admin/knowledge/low-confidence"],
    ];
    for (const [handler, url] of lists) {
      for (const cursor of badCursors) {
        const response = await adminCall(handler, "GET", `${url}?cursor=${encodeURIComponent(cursor)}`);
        expect([url, cursor, response.status]).toEqual([url, cursor, 400]);
        expect((await response.json()).error.code).toBe("bad_request");
      }
      for (const ms of [Date.now(), 253_402_300_799_999, -62_135_596_800_000]) {
        const good = await adminCall(handler, "GET", `${url}?cursor=${cursorAt(ms)}`);
        expect([url, ms, good.status]).toEqual([url, ms, 200]);
      }
    }
    for (const offset of ["-1", "1e30", "abc", "99999999999"])
      expect((await adminCall(app.resumes.GET, "GET", `/api/admin/resumes?offset=${offset}`)).status).toBe(400);
  });
});

// These run last: their leads and claims would count against the site-wide notification ceiling
// that the walks above rely on.
describe("admin search", () => {
  it("is case-insensitive and reads every character literally, on both engines", async () => {
    await say(
      {
        message: "Hello from the search test",
        conversationId: "search-1",
        clientName: "Quinn Searchable",
        clientEmail: "quinn@search.co",
        company: "Mixed Case Works",
      },
      await newVisitorCookie(),
    );
    await say(
      { message: "A 100%_literal note", conversationId: "search-2", clientName: "Pat Literal", clientEmail: "pat_lit@search.co", company: "Percent%Co" },
      await newVisitorCookie(),
    );
    const leadEmails = async (q: string) => {
      const body = await (await adminCall(app.leads.GET, "GET", `/api/admin/leads?q=${encodeURIComponent(q)}`)).json();
      return (body.leads as { email: string }[]).map((lead) => lead.email).sort();
    };
    const conversationIds = async (q: string) => {
      const body = await (await adminCall(app.conversations.GET, "GET", `/api/admin/conversations?q=${encodeURIComponent(q)}`)).json();
      return (body.conversations as { id: string }[]).map((row) => row.id).sort();
    };
    for (const q of ["QUINN SEARCHABLE", "quinn searchable", "mixed case WORKS"]) expect([q, await leadEmails(q)]).toEqual([q, ["quinn@search.co"]]);
    // % and _ are characters, not wildcards: they find only what holds them.
    expect(await leadEmails("%")).toEqual(["pat_lit@search.co"]);
    expect(await leadEmails("T_L")).toEqual(["pat_lit@search.co"]);
    expect(await leadEmails("Q_inn")).toEqual([]);
    expect(await leadEmails("qu%nn")).toEqual([]);
    expect(await conversationIds("%_LITERAL")).toEqual(["search-2"]);
    expect(await conversationIds("HELLO FROM THE SEARCH")).toEqual(["search-1"]);
    expect(await conversationIds("s_arch test")).toEqual([]);
  });
});

describe("claims made at the same time", () => {
  it("keeps every one: 20 concurrent claims on one lead make 20 'also given' entries", async () => {
    await say({ message: "Hello", conversationId: "race-owner", clientName: "Rae Owner", clientEmail: "rae@race.co" }, await newVisitorCookie());
    const claimants = await Promise.all(Array.from({ length: 20 }, () => newVisitorCookie()));
    await Promise.all(
      claimants.map((cookie, index) =>
        say({ message: "Following up", conversationId: `race-${index}`, clientName: `Claimant ${index}`, clientEmail: "rae@race.co" }, cookie),
      ),
    );
    const lead = await prisma.lead.findUniqueOrThrow({ where: { email: "rae@race.co" } });
    const names = (JSON.parse(lead.alsoGiven) as { name: string }[]).map((entry) => entry.name).sort();
    expect(names).toEqual(Array.from({ length: 20 }, (_, index) => `Claimant ${index}`).sort());
    expect(lead.name).toBe("Rae Owner");
  });
});
