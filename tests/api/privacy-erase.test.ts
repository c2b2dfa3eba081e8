import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { strFromU8, unzipSync } from "fflate";
import type { PrismaClient } from "@/lib/db/prisma";
import { backgroundSettled } from "@/lib/http/after-response";
import { context, importModules, messageRequest } from "../helpers/chat";
import { prepareTestDatabase } from "../helpers/db";
import { pdfFile } from "../helpers/pdf";
import { newVisitorCookie } from "../helpers/visitor";

// An erasure leaves the address nowhere: one address planted in every column that can hold a
// visitor's text (what they typed, what was read from their files, what was derived from it), in
// every punctuation context it may stand in, and in other people's stored files; after the
// erasure a dump of every table holds it zero times, and the stored files that named it are
// listed for staff, who can delete them.

type Handler = (request: Request, context: { params: Promise<Record<string, string>> }) => Promise<Response>;
type Modules = {
  chat: { POST: Handler };
  pdf: { POST: Handler };
  resume: { POST: Handler };
  find: { POST: Handler };
  exportZip: { POST: Handler };
  erase: { POST: Handler };
  files: { POST: Handler };
  store: typeof import("@/lib/leads/store");
};

const TOKEN = "privacy-erase-token-0123456789";
const uploadDir = fs.mkdtempSync(path.join(os.tmpdir(), "privacy-erase-"));
const ADDRESS = "pat@erase.example";
/** Every context the address was found surviving in: between quotes, asterisks, underscores, backticks; after = and /; inside braces; after #, +, | and ~. */
const CONTEXTS = [
  `"${ADDRESS}"`,
  `'${ADDRESS}'`,
  `*${ADDRESS}*`,
  `**${ADDRESS}**`,
  `_${ADDRESS}_`,
  `\`${ADDRESS}\``,
  `email=${ADDRESS}`,
  `https://mail.example/${ADDRESS}`,
  `{${ADDRESS}}`,
  `#${ADDRESS}`,
  `+${ADDRESS}`,
  `|${ADDRESS}|`,
  `~${ADDRESS}`,
  `PAT@Erase.Example`,
];

let prisma: PrismaClient;
let app: Modules;
const ids: Record<string, string> = {};

const multipart = (url: string, fields: Record<string, string | File>, cookie: string) => {
  const form = new FormData();
  for (const [name, value] of Object.entries(fields)) form.append(name, value);
  return new Request(url, { method: "POST", body: form, headers: { cookie } });
};
const admin = (handler: Handler, body: unknown) =>
  handler(
    new Request("http://localhost/x", {
      method: "POST",
      headers: { authorization: `Bearer ${TOKEN}`, "content-type": "application/json" },
      body: JSON.stringify(body),
    }),
    context,
  );
const say = async (body: Record<string, unknown>, cookie: string) => {
  const response = await app.chat.POST(messageRequest(body, { cookie }), context);
  expect(response.status).toBe(200);
};

/** Every row of every table, as text. */
async function dumpAllTables(): Promise<string> {
  const client = prisma as unknown as Record<string, { findMany?: () => Promise<unknown[]> }>;
  const models = Object.keys(client).filter((key) => !key.startsWith("$") && !key.startsWith("_") && typeof client[key]?.findMany === "function");
  expect(models.length).toBeGreaterThanOrEqual(20);
  const tables = await Promise.all(models.map(async (model) => `${model}: ${JSON.stringify(await client[model].findMany!())}`));
  return tables.join("\n");
}
const occurrences = (text: string) => text.toLowerCase().split(ADDRESS).length - 1;

beforeAll(async () => {
  prisma = await prepareTestDatabase({ seed: true });
  app = await importModules<Modules>(
    {
      chat: "@/app/api/conversations/message/route",
      pdf: "@/app/api/upload-pdf/route",
      resume: "@/app/api/upload-resume/route",
      find: "@/app/api/admin/privacy/find/route",
      exportZip: "@/app/api/admin/privacy/export/route",
      erase: "@/app/api/admin/privacy/erase/route",
      files: "@/app/api/admin/privacy/files/route",
      store: () => import("@/lib/leads/store"),
    },
    {
      ADMIN_TOKEN: TOKEN,
      UPLOAD_DIR: uploadDir,
      OPENAI_API_KEY: undefined,
      SMTP_URL: undefined,
      LEAD_NOTIFY_TO: undefined,
      LEAD_WEBHOOK_URL: undefined,
      RATE_LIMIT_CHAT_PER_MINUTE: "1000",
      RATE_LIMIT_UPLOAD_PER_MINUTE: "1000",
      RATE_LIMIT_CONTACT_PER_MINUTE: "1000",
      LEADS_PER_VISITOR_PER_MINUTE: "100",
    },
  );

  // Pat, whose data is erased.
  await say({ message: "Hi, I'm Pat and I need a brand film.", conversationId: "pat-1", clientName: "Pat", clientEmail: ADDRESS }, await newVisitorCookie());

  // Bo, a lead of their own, names Pat in every context; one sentence becomes Bo's cached qualification.
  const bo = await newVisitorCookie();
  await say(
    { message: `Our budget is $40k, and please copy ${ADDRESS} on it.`, conversationId: "bo-1", clientName: "Bo", clientEmail: "bo@other.example" },
    bo,
  );
  for (const [index, text] of CONTEXTS.entries())
    await say({ message: `Note ${index}: loop in ${text} before Friday.`, conversationId: "bo-1", clientName: "Bo", clientEmail: "bo@other.example" }, bo);

  // Cy puts the address in the name, company and subject fields (and so in Cy's lead).
  await say(
    {
      message: "Hello from Cy's team.",
      conversationId: "cy-1",
      clientName: `Cy for ${CONTEXTS[0]}`,
      company: `{${ADDRESS}} Studio`,
      subject: `re: ${CONTEXTS[8]}`,
      clientEmail: "cy@other.example",
    },
    await newVisitorCookie(),
  );
  // Dee claims Bo's address, giving a name that holds Pat's: an "also given" entry on Bo's lead.
  await say(
    { message: "It's Bo's colleague.", conversationId: "dee-1", clientName: `Dee ~${ADDRESS}`, clientEmail: "bo@other.example" },
    await newVisitorCookie(),
  );

  // Eve's contact PDF names Pat in its file name, its message and its text.
  const upload = await app.pdf.POST(
    multipart(
      "http://localhost/api/upload-pdf",
      {
        pdf: await pdfFile(["Project brief", `Client contact: ${ADDRESS}`, "Budget: $25k"], `brief (${ADDRESS}).pdf`),
        clientName: `Eve 'for ${ADDRESS}'`,
        clientEmail: "eve@other.example",
        message: `Brief for |${ADDRESS}|`,
      },
      await newVisitorCookie(),
    ),
    context,
  );
  expect(upload.status).toBe(200);
  ids.eveUpload = ((await upload.json()) as { uploadId: string }).uploadId;

  // Flo's résumé names Pat as a referee.
  const resume = await app.resume.POST(
    multipart(
      "http://localhost/api/upload-resume",
      { resume: new File([`Flo Park\nflo@other.example\nEditor\nReferee: *${ADDRESS}*`], `cv _${ADDRESS}_.txt`, { type: "text/plain" }) },
      await newVisitorCookie(),
    ),
    context,
  );
  expect(resume.status).toBe(200);
  ids.floResume = ((await resume.json()) as { resumeData: { id: string } }).resumeData.id;
  await backgroundSettled();

  // Values derived from visitors' text, or typed where the API cannot reach in a test: a reply
  // quoting the address, a question key, a knowledge entry staff wrote from a visitor's question,
  // a note, an error text, and the résumé's parsed fields.
  const bo1 = await prisma.conversationMessage.findFirstOrThrow({ where: { conversationId: "bo-1" }, orderBy: { timestamp: "asc" } });
  await prisma.conversationMessage.update({
    where: { id: bo1.id },
    data: { reply: `We'll write to "${ADDRESS}" too.`, questionKey: `copy ${ADDRESS} budget`, tokenUsage: JSON.stringify({ faq_match: `copy ${ADDRESS}` }) },
  });
  await prisma.conversation.update({ where: { id: "cy-1" }, data: { clientPhone: `+1 555 0100 / ${ADDRESS}` } });
  await prisma.knowledgeEntry.create({
    data: {
      id: "k-pat",
      question: `Did ${CONTEXTS[9]} write?`,
      variants: [`did ${ADDRESS} write`, "unrelated"],
      answer: `We answered =${ADDRESS}.`,
      answerEs: `Respondimos a ${ADDRESS}.`,
    },
  });
  const boLead = await prisma.lead.findUniqueOrThrow({ where: { email: "bo@other.example" } });
  ids.boLead = boLead.id;
  await prisma.lead.update({ where: { id: boLead.id }, data: { note: `Referred by ${CONTEXTS[6]}`, phone: `ask ${ADDRESS}` } });
  const notification = await prisma.leadNotification.findFirstOrThrow({ where: { leadId: boLead.id } });
  await prisma.leadNotification.update({ where: { id: notification.id }, data: { lastError: `550 <${ADDRESS}> unknown` } });
  await prisma.resume.update({
    where: { id: ids.floResume },
    data: {
      candidateName: `Flo (${ADDRESS})`,
      linkedin: `https://linkedin.example/${ADDRESS}`,
      portfolio: `#${ADDRESS}`,
      experience: `Worked with ${ADDRESS}`,
      phone: `~${ADDRESS}`,
      skills: ["Premiere", `\`${ADDRESS}\``],
    },
  });
  // Bo's cached qualification quotes the budget sentence, address and all.
  await app.store.refreshQualification(boLead.id);
}, 120_000);
afterAll(async () => {
  await backgroundSettled();
  await prisma.$disconnect();
  fs.rmSync(uploadDir, { recursive: true, force: true });
});

describe("erasing an address planted everywhere", () => {
  it("was planted in every column, context and file the test means to cover", async () => {
    const bo = await prisma.lead.findUniqueOrThrow({ where: { id: ids.boLead } });
    expect(bo.qualification).toContain(ADDRESS);
    expect(bo.alsoGiven).toContain(ADDRESS);
    const eve = await prisma.uploadedFile.findUniqueOrThrow({ where: { id: ids.eveUpload } });
    expect(eve.extractedText).toContain(ADDRESS);
    expect(eve.originalName).toContain(ADDRESS);
    expect(fs.existsSync(path.join(uploadDir, eve.storageKey))).toBe(true);
    const cy = await prisma.conversation.findUniqueOrThrow({ where: { id: "cy-1" } });
    expect([cy.clientName, cy.company, cy.subject].every((value) => value?.includes(ADDRESS))).toBe(true);
    expect(occurrences(await dumpAllTables())).toBeGreaterThanOrEqual(40);
  });

  it("finds every row naming it, and exports only their lines", async () => {
    const found = await (await admin(app.find.POST, { email: ADDRESS })).json();
    expect(found.counts).toMatchObject({ leads: 1, conversations: 1 });
    const kinds = new Set(found.mentions.map((mention: { kind: string }) => mention.kind));
    expect([...kinds].sort()).toEqual(["conversation", "knowledge", "lead", "message", "notification", "resume", "upload"]);
    const messages = found.mentions.filter(
      (mention: { kind: string; conversationId: string }) => mention.kind === "message" && mention.conversationId === "bo-1",
    );
    expect(messages).toHaveLength(CONTEXTS.length + 1);

    const zip = unzipSync(new Uint8Array(await (await admin(app.exportZip.POST, { email: ADDRESS })).arrayBuffer()));
    const data = JSON.parse(strFromU8(zip["data.json"]));
    const lines: string[] = data.mentions.flatMap((mention: { lines: string[] }) => mention.lines);
    for (const text of CONTEXTS) expect(lines.some((line) => line.includes(text))).toBe(true);
    expect(lines.join("\n")).not.toContain("Hello from Cy's team.");
  });

  it("leaves it in no table, and lists the stored files that still name it for staff to delete", async () => {
    const response = await admin(app.erase.POST, { email: ADDRESS, confirmEmail: ADDRESS, confirm: true });
    expect(response.status).toBe(200);
    const body = await response.json();
    expect(body.erased).toMatchObject({ leads: 1, conversations: 1 });

    expect(occurrences(await dumpAllTables())).toBe(0);
    // Other people's text is kept, with the address alone replaced in each context.
    const bo = await prisma.conversationMessage.findMany({ where: { conversationId: "bo-1" }, orderBy: { timestamp: "asc" } });
    expect(bo.slice(1).map((row) => row.message)).toEqual(
      CONTEXTS.map((text, index) => `Note ${index}: loop in ${text.replace(/pat@erase\.example/i, "[erased]")} before Friday.`),
    );
    expect((await prisma.conversation.findUniqueOrThrow({ where: { id: "cy-1" } })).company).toBe("{[erased]} Studio");
    expect((await prisma.knowledgeEntry.findUniqueOrThrow({ where: { id: "k-pat" } })).variants).toEqual(["did [erased] write", "unrelated"]);

    const eve = await prisma.uploadedFile.findUniqueOrThrow({ where: { id: ids.eveUpload } });
    const flo = await prisma.resume.findUniqueOrThrow({ where: { id: ids.floResume } });
    expect(body.files).toEqual(
      expect.arrayContaining([
        { kind: "upload", id: ids.eveUpload, name: "brief ([erased]).pdf" },
        { kind: "resume", id: ids.floResume, name: "cv _[erased]_.txt" },
      ]),
    );
    expect(body.files).toHaveLength(2);
    // The stored bytes still hold it until staff delete them.
    expect(fs.readFileSync(path.join(uploadDir, flo.storageKey), "utf8")).toContain(ADDRESS);

    const refused = await admin(app.files.POST, { files: body.files.map(({ kind, id }: { kind: string; id: string }) => ({ kind, id })) });
    expect(refused.status).toBe(400);
    const deleted = await admin(app.files.POST, { files: body.files.map(({ kind, id }: { kind: string; id: string }) => ({ kind, id })), confirm: true });
    expect(deleted.status).toBe(200);
    expect((await deleted.json()).deleted).toMatchObject({ uploads: 1, resumes: 1, files: 2 });
    expect(fs.existsSync(path.join(uploadDir, eve.storageKey))).toBe(false);
    expect(fs.existsSync(path.join(uploadDir, flo.storageKey))).toBe(false);
    expect(await prisma.uploadedFile.count({ where: { id: ids.eveUpload } })).toBe(0);
    expect(await prisma.resume.count({ where: { id: ids.floResume } })).toBe(0);
    const log = await prisma.deletionLog.findMany();
    expect(JSON.stringify(log)).not.toContain("erase.example");

    const again = await (await admin(app.find.POST, { email: ADDRESS })).json();
    expect(again.counts).toEqual({ leads: 0, conversations: 0, messages: 0, resumes: 0, uploads: 0, files: 0, notifications: 0, redacted: 0 });
  });
});
