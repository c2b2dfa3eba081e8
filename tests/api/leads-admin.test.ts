import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { strFromU8, unzipSync } from "fflate";
import type { PrismaClient } from "@/lib/db/prisma";
import { backgroundSettled } from "@/lib/http/after-response";
import { PDF_VIEW_CSP } from "@/lib/http/security-headers";
import { deleteStaleConversations } from "@/lib/leads/retention";
import {
  deletionLogResponseSchema,
  eraseResponseSchema,
  leadDetailResponseSchema,
  leadListResponseSchema,
  leadUpdateResponseSchema,
  notificationsResponseSchema,
  personFindResponseSchema,
} from "@/lib/contracts/leads";
import { context, importRoute, messageRequest } from "../helpers/chat";
import { answer } from "../helpers/contract";
import { prepareTestDatabase } from "../helpers/db";
import { pdfFile } from "../helpers/pdf";
import { newVisitorCookie } from "../helpers/visitor";

// The admin's leads API: auth, validation and the error envelope on every route; the list, one
// lead, status and note, CSV exports, a person's data (find, ZIP export, erase) and retention.

type Handler = (request: Request, context: { params: Promise<Record<string, string>> }) => Promise<Response>;
type Routes = Record<string, Record<string, Handler>>;

const TOKEN = "leads-admin-token-0123456789";
const CRON_SECRET = "cron-secret-for-tests-0123456789";
const uploadDir = fs.mkdtempSync(path.join(os.tmpdir(), "leads-admin-"));
let prisma: PrismaClient;
let routes: Routes;

const ROUTE_FILES = {
  list: "@/app/api/admin/leads/route",
  lead: "@/app/api/admin/leads/[id]/route",
  leadsCsv: "@/app/api/admin/leads/export/route",
  notifications: "@/app/api/admin/leads/notifications/route",
  conversationsCsv: "@/app/api/admin/conversations/export/route",
  find: "@/app/api/admin/privacy/find/route",
  exportZip: "@/app/api/admin/privacy/export/route",
  erase: "@/app/api/admin/privacy/erase/route",
  log: "@/app/api/admin/privacy/log/route",
  uploadView: "@/app/api/admin/uploads/[id]/view/route",
  cron: "@/app/api/cron/leads/route",
  chat: "@/app/api/conversations/message/route",
  pdf: "@/app/api/upload-pdf/route",
  resume: "@/app/api/upload-resume/route",
};

const ids: Record<string, string> = {};

const multipart = (url: string, fields: Record<string, string | File>, cookie: string) => {
  const form = new FormData();
  for (const [name, value] of Object.entries(fields)) form.append(name, value);
  return new Request(url, { method: "POST", body: form, headers: { cookie } });
};

beforeAll(async () => {
  prisma = await prepareTestDatabase({ seed: true });
  // Wrong tokens here test the refusal, not the login throttle: raise its limit.
  const env = {
    ADMIN_TOKEN: TOKEN,
    RATE_LIMIT_LOGIN_PER_MINUTE: "1000",
    UPLOAD_DIR: uploadDir,
    CRON_SECRET,
    RETENTION_DAYS: "30",
    OPENAI_API_KEY: undefined,
    SMTP_URL: undefined,
    LEAD_NOTIFY_TO: undefined,
    LEAD_WEBHOOK_URL: undefined,
  };
  routes = {};
  for (const [name, file] of Object.entries(ROUTE_FILES)) routes[name] = await importRoute<Record<string, Handler>>(file, env);

  const say = async (body: Record<string, unknown>, cookie: string) => {
    const response = await routes.chat.POST(messageRequest(body, { cookie }), context);
    expect(response.status).toBe(200);
  };
  const dana = await newVisitorCookie();
  await say(
    {
      message: "We're a coffee brand based in Portland and need a 30-second spot.",
      conversationId: "c-dana",
      clientName: "Dana Brooks",
      clientEmail: "dana@brooks.co",
      company: "Brooks Coffee",
    },
    dana,
  );
  await say({ message: "Our budget is $40k and we want to launch by May 1.", conversationId: "c-dana" }, dana);
  const rae = await newVisitorCookie();
  await say(
    {
      message: "I'd love to join as a freelance editor",
      conversationId: "c-rae",
      employmentType: "freelancer",
      clientName: '=HYPERLINK("http://evil")',
      clientEmail: "rae@kim.studio",
    },
    rae,
  );

  // Ana: the contact form with a PDF, and a résumé naming her address.
  const ana = await newVisitorCookie();
  const upload = await routes.pdf.POST(
    multipart(
      "http://localhost/api/upload-pdf",
      {
        pdf: await pdfFile(["Deliverables: a new website", "Budget: $25k"], "brief.pdf"),
        clientName: "Ana Ruiz",
        clientEmail: "ana@ruiz.co",
        message: "Brief attached",
      },
      ana,
    ),
    context,
  );
  const uploaded = (await upload.json()) as { uploadId: string; conversationId: string };
  ids.anaUpload = uploaded.uploadId;
  ids.anaConversation = uploaded.conversationId;
  await say(
    {
      message:
        "New message from the contact page.\nName: Ana Ruiz\nEmail: ana@ruiz.co\nCompany: Ruiz Foods\nMessage: We need a website, by June.\nPDF: brief.pdf",
      sessionId: "contact-form",
      conversationId: uploaded.conversationId,
      clientName: "Ana Ruiz",
      clientEmail: "ana@ruiz.co",
      company: "Ruiz Foods",
    },
    ana,
  );
  const resume = await routes.resume.POST(
    multipart("http://localhost/api/upload-resume", { resume: new File(["Ana Ruiz\nana@ruiz.co\nProducer"], "ana.txt", { type: "text/plain" }) }, ana),
    context,
  );
  ids.anaResume = ((await resume.json()) as { resumeData: { id: string } }).resumeData.id;

  // Someone else, with no contact details of their own, quotes Ana's address.
  await say({ message: "My colleague Ana will send the brief from ANA@ruiz.co tomorrow.", conversationId: "c-lee" }, await newVisitorCookie());

  for (const email of ["dana@brooks.co", "rae@kim.studio", "ana@ruiz.co"]) ids[email] = (await prisma.lead.findUniqueOrThrow({ where: { email } })).id;
  // The contact PDF's text is read after the answer: the qualification uses it.
  await backgroundSettled();
});
afterAll(async () => {
  await prisma.$disconnect();
  fs.rmSync(uploadDir, { recursive: true, force: true });
});

const admin = { authorization: `Bearer ${TOKEN}` };
const call = (route: string, method: string, url: string, init: { headers?: Record<string, string>; body?: unknown; params?: Record<string, string> } = {}) =>
  routes[route][method](
    new Request(`http://localhost${url}`, {
      method,
      headers: { ...(init.body !== undefined ? { "content-type": "application/json" } : {}), ...init.headers },
      body: init.body === undefined ? undefined : JSON.stringify(init.body),
    }),
    { params: Promise.resolve(init.params ?? {}) },
  );
const json = async (response: Response) => (await response.json()) as Record<string, unknown> & { leads: { email: string }[] };

describe("every new admin route", () => {
  // Every row has its four values: jest takes a missing last one for the `done` callback.
  const cases: [string, string, string, unknown][] = [
    ["list", "GET", "/api/admin/leads", undefined],
    ["lead", "GET", "/api/admin/leads/x", undefined],
    ["lead", "PATCH", "/api/admin/leads/x", { status: "won" }],
    ["leadsCsv", "GET", "/api/admin/leads/export", undefined],
    ["notifications", "GET", "/api/admin/leads/notifications", undefined],
    ["conversationsCsv", "GET", "/api/admin/conversations/export", undefined],
    ["find", "POST", "/api/admin/privacy/find", { email: "dana@brooks.co" }],
    ["exportZip", "POST", "/api/admin/privacy/export", { email: "dana@brooks.co" }],
    ["erase", "POST", "/api/admin/privacy/erase", { email: "dana@brooks.co", confirmEmail: "dana@brooks.co", confirm: true }],
    ["log", "GET", "/api/admin/privacy/log", undefined],
    ["uploadView", "GET", "/api/admin/uploads/x/view", undefined],
  ];

  it.each(cases)("%s %s refuses without credentials, in the envelope", async (route, method, url, body) => {
    for (const headers of [{}, { authorization: "Bearer wrong-token-wrong-token" }] as Record<string, string>[]) {
      const response = await call(route, method, url, { headers, body, params: { id: "x" } });
      expect(response.status).toBe(401);
      expect(await response.json()).toEqual({ error: { code: "unauthorized", message: "Admin authentication required", requestId: expect.any(String) } });
    }
    expect(await prisma.lead.count({ where: { email: "dana@brooks.co" } })).toBe(1);
  });

  it.each([
    ["list", "DELETE", "GET, HEAD, OPTIONS"],
    ["lead", "PUT", "GET, HEAD, OPTIONS, PATCH"],
    ["erase", "GET", "OPTIONS, POST"],
    ["cron", "POST", "GET, HEAD, OPTIONS"],
  ])("%s answers %s with 405 in the envelope and Allow", async (route, method, allow) => {
    const response = await routes[route][method](new Request("http://localhost/x", { method }), context);
    expect(response.status).toBe(405);
    expect(response.headers.get("allow")).toBe(allow);
    expect((await response.json()).error.code).toBe("method_not_allowed");
  });
});

describe("GET /api/admin/leads", () => {
  it("lists one row per person, latest contact first, with sources, counts and qualification", async () => {
    const body = await json(await call("list", "GET", "/api/admin/leads", { headers: admin }));
    expect(body.leads.map((lead) => lead.email)).toEqual(["ana@ruiz.co", "rae@kim.studio", "dana@brooks.co"]);
    expect(body.leads[2]).toMatchObject({
      name: "Dana Brooks",
      company: "Brooks Coffee",
      sources: ["chat"],
      status: "new",
      counts: { conversations: 1, messages: 2, attachments: 0, resumes: 0 },
      qualification: {
        budget: { value: "$40k", sentence: "Our budget is $40k and we want to launch by May 1." },
        timeline: { value: "by May 1" },
        industry: { value: "Food & beverage" },
        location: { value: "Portland" },
        services: [{ slug: "video-production" }],
      },
    });
    expect(body.leads[0]).toMatchObject({ sources: ["contact-form", "resume"], path: "client", counts: { attachments: 2, resumes: 1 } });
    // Who came only through careers (or only with a résumé) is an applicant, kept apart from clients.
    expect(body.leads.map((lead) => [lead.email, (lead as unknown as { path: string }).path])).toEqual([
      ["ana@ruiz.co", "client"],
      ["rae@kim.studio", "applicant"],
      ["dana@brooks.co", "client"],
    ]);
  });

  it("filters by status and source, searches name, email and company, and pages", async () => {
    const emails = async (query: string) =>
      (await json(await call("list", "GET", `/api/admin/leads?${query}`, { headers: admin }))).leads.map((lead) => lead.email);
    expect(await emails("source=employment")).toEqual(["rae@kim.studio"]);
    expect(await emails("source=contact-form")).toEqual(["ana@ruiz.co"]);
    expect(await emails("q=brooks")).toEqual(["dana@brooks.co"]);
    expect(await emails("q=Ruiz%20Foods")).toEqual(["ana@ruiz.co"]);
    expect(await emails("q=RAE%40KIM")).toEqual(["rae@kim.studio"]);
    expect(await emails("status=won")).toEqual([]);
    expect(await emails("path=applicant")).toEqual(["rae@kim.studio"]);
    expect(await emails("path=client")).toEqual(["ana@ruiz.co", "dana@brooks.co"]);
    expect(await emails("path=client&q=rae")).toEqual([]);
    const clients = await json(await call("list", "GET", "/api/admin/leads?path=client&limit=1", { headers: admin }));
    const nextClients = await json(
      await call("list", "GET", `/api/admin/leads?path=client&limit=1&cursor=${clients.nextCursor as string}`, { headers: admin }),
    );
    expect(nextClients.leads.map((lead) => lead.email)).toEqual(["dana@brooks.co"]);
    const first = await json(await call("list", "GET", "/api/admin/leads?limit=2", { headers: admin }));
    expect(first.leads).toHaveLength(2);
    const second = await json(await call("list", "GET", `/api/admin/leads?limit=2&cursor=${first.nextCursor as string}`, { headers: admin }));
    expect(second.leads.map((lead) => lead.email)).toEqual(["dana@brooks.co"]);
    expect(second.nextCursor).toBeNull();
  });

  it.each(["status=hot", "source=fax", "path=vendor", "limit=0", "limit=101", `q=${"x".repeat(101)}`])(
    "refuses ?%s with 400 in the envelope",
    async (query) => {
      const response = await call("list", "GET", `/api/admin/leads?${query}`, { headers: admin });
      expect(response.status).toBe(400);
      expect((await response.json()).error.code).toBe("bad_request");
    },
  );
});

describe("/api/admin/leads/{id}", () => {
  it("shows one lead's messages, attachments with view and download links, qualification and notifications", async () => {
    const response = await call("lead", "GET", "/x", { headers: admin, params: { id: ids["ana@ruiz.co"] } });
    expect(response.status).toBe(200);
    const { lead } = (await response.json()) as { lead: Record<string, unknown> & { messages: { source: string; message: string }[] } };
    expect(lead.messages.map((message) => message.source)).toEqual(["contact-form"]);
    expect(lead.attachments).toEqual([
      expect.objectContaining({
        kind: "contact-pdf",
        id: ids.anaUpload,
        name: "brief.pdf",
        viewUrl: `/api/admin/uploads/${ids.anaUpload}/view`,
        downloadUrl: `/api/admin/uploads/${ids.anaUpload}/download`,
        resumeUrl: null,
        conversationId: ids.anaConversation,
      }),
      expect.objectContaining({
        kind: "resume",
        id: ids.anaResume,
        viewUrl: `/api/admin/resume/${ids.anaResume}/view`,
        resumeUrl: `/api/admin/resumes/${ids.anaResume}`,
        conversationId: null,
      }),
    ]);
    // The website was first named in her PDF (sent before the message), the June deadline in her message, the budget only in the PDF.
    expect(lead.qualification).toMatchObject({
      deliverables: [{ value: "Website", sentence: "Deliverables: a new website", source: { kind: "pdf", id: ids.anaUpload } }],
      timeline: { value: "by June" },
      budget: { value: "$25k", sentence: "Budget: $25k", source: { kind: "pdf", id: ids.anaUpload } },
    });
    expect(lead.notifications).toMatchObject([{ kind: "new-lead", status: "skipped" }]);
  });

  it("serves its contact PDF inline with the PDF viewer's policy", async () => {
    const view = await call("uploadView", "GET", "/x", { headers: admin, params: { id: ids.anaUpload } });
    expect(view.status).toBe(200);
    expect(view.headers.get("content-type")).toBe("application/pdf");
    expect(view.headers.get("content-disposition")).toMatch(/^inline; filename="brief.pdf"/);
    expect(view.headers.get("content-security-policy")).toBe(PDF_VIEW_CSP);
    expect(
      Buffer.from(await view.arrayBuffer())
        .subarray(0, 5)
        .toString(),
    ).toBe("%PDF-");
    expect((await call("uploadView", "GET", "/x", { headers: admin, params: { id: "nope" } })).status).toBe(404);
  });

  it("saves a status and a note", async () => {
    const id = ids["dana@brooks.co"];
    const response = await call("lead", "PATCH", "/x", {
      headers: admin,
      params: { id },
      body: { status: "contacted", note: "Called Tue; sending a proposal." },
    });
    expect(response.status).toBe(200);
    expect((await response.json()).lead).toMatchObject({ status: "contacted", note: "Called Tue; sending a proposal." });
    expect(await call("lead", "PATCH", "/x", { headers: admin, params: { id }, body: { status: "qualified" } }).then((r) => r.json())).toMatchObject({
      lead: { status: "qualified", note: "Called Tue; sending a proposal." },
    });
    expect(await prisma.lead.findUniqueOrThrow({ where: { id } })).toMatchObject({ status: "qualified", note: "Called Tue; sending a proposal." });
    const filtered = await json(await call("list", "GET", "/api/admin/leads?status=qualified", { headers: admin }));
    expect(filtered.leads.map((lead) => lead.email)).toEqual(["dana@brooks.co"]);
  });

  it.each([
    ["an unknown status", { status: "hot" }, 400],
    ["nothing to change", {}, 400],
    ["a note over 5,000 characters", { note: "x".repeat(5001) }, 400],
    ["a field it does not take", { status: "won", email: "x@y.z" }, 400],
    ["a body that is not JSON", "not json", 400],
  ])("refuses %s", async (_label, body, status) => {
    const response = await routes.lead.PATCH(
      new Request("http://localhost/x", {
        method: "PATCH",
        headers: { ...admin, "content-type": "application/json" },
        body: typeof body === "string" ? body : JSON.stringify(body),
      }),
      { params: Promise.resolve({ id: ids["dana@brooks.co"] }) },
    );
    expect(response.status).toBe(status);
    expect((await response.json()).error.code).toBe("bad_request");
    expect((await prisma.lead.findUniqueOrThrow({ where: { id: ids["dana@brooks.co"] } })).status).toBe("qualified");
  });

  it("answers an unknown lead with 404, and a body that is not JSON with 415", async () => {
    expect((await call("lead", "GET", "/x", { headers: admin, params: { id: "nope" } })).status).toBe(404);
    expect((await call("lead", "PATCH", "/x", { headers: admin, params: { id: "nope" }, body: { status: "won" } })).status).toBe(404);
    const plain = await routes.lead.PATCH(
      new Request("http://localhost/x", { method: "PATCH", headers: { ...admin, "content-type": "text/plain" }, body: "{}" }),
      { params: Promise.resolve({ id: ids["dana@brooks.co"] }) },
    );
    expect(plain.status).toBe(415);
  });
});

describe("CSV exports", () => {
  const csv = async (response: Response) => new TextDecoder("utf-8", { ignoreBOM: true }).decode(await response.arrayBuffer());

  it("exports the filtered leads with formula injection neutralised", async () => {
    const response = await call("leadsCsv", "GET", "/api/admin/leads/export", { headers: admin });
    expect(response.headers.get("content-type")).toBe("text/csv; charset=utf-8");
    expect(response.headers.get("content-disposition")).toMatch(/^attachment; filename="leads-\d{4}-\d{2}-\d{2}\.csv"$/);
    const text = await csv(response);
    expect(text.startsWith("\uFEFFemail,name,company,status,sources,")).toBe(true);
    const lines = text.trim().split("\r\n");
    expect(lines).toHaveLength(4);
    expect(text).toContain(`rae@kim.studio,"'=HYPERLINK(""http://evil"")",`);
    expect(text).toContain("dana@brooks.co,Dana Brooks,Brooks Coffee,qualified,chat,");
    const filtered = await csv(await call("leadsCsv", "GET", "/api/admin/leads/export?source=employment", { headers: admin }));
    expect(filtered.trim().split("\r\n")).toHaveLength(2);
    const applicants = (await csv(await call("leadsCsv", "GET", "/api/admin/leads/export?path=applicant", { headers: admin }))).trim().split("\r\n");
    expect(applicants[0]).toMatch(/^email,name,company,status,sources,path,/);
    expect(applicants.slice(1)).toEqual([expect.stringMatching(/^rae@kim\.studio,.*,employment,applicant,/)]);
    expect((await call("leadsCsv", "GET", "/api/admin/leads/export?status=hot", { headers: admin })).status).toBe(400);
  });

  it("exports every message with its conversation's contact", async () => {
    const text = await csv(await call("conversationsCsv", "GET", "/api/admin/conversations/export", { headers: admin }));
    expect(text.startsWith("\uFEFF")).toBe(true);
    const lines = text.trim().split("\r\n");
    expect(lines[0]).toBe("conversation_id,started,source,client_name,client_email,company,subject,lead_id,message_id,message_time,intent,message,reply");
    expect(text).toContain(`c-dana,`);
    expect(text).toContain("Our budget is $40k and we want to launch by May 1.");
    expect(text).toContain(`"New message from the contact page.\nName: Ana Ruiz`);
  });
});

describe("a person's data", () => {
  const storedFile = (key: string) => fs.existsSync(path.join(uploadDir, key));

  it("finds everything stored about an address", async () => {
    const response = await call("find", "POST", "/x", { headers: admin, body: { email: " ANA@ruiz.co " } });
    expect(response.status).toBe(200);
    const body = await response.json();
    expect(body).toMatchObject({
      email: "ana@ruiz.co",
      counts: { leads: 1, conversations: 1, messages: 1, resumes: 1, uploads: 1, files: 2, notifications: 1 },
      uploads: [{ id: ids.anaUpload, originalName: "brief.pdf" }],
      resumes: [{ id: ids.anaResume }],
    });
    expect((await call("find", "POST", "/x", { headers: admin, body: { email: "not-an-email" } })).status).toBe(400);
  });

  it("exports it as one ZIP: data.json and the stored files, byte for byte", async () => {
    const response = await call("exportZip", "POST", "/x", { headers: admin, body: { email: "ana@ruiz.co" } });
    expect(response.status).toBe(200);
    expect(response.headers.get("content-type")).toBe("application/zip");
    const files = unzipSync(new Uint8Array(await response.arrayBuffer()));
    const data = JSON.parse(strFromU8(files["data.json"]));
    expect(data).toMatchObject({ email: "ana@ruiz.co", missingFiles: [] });
    expect(data.leads).toMatchObject([{ email: "ana@ruiz.co", name: "Ana Ruiz", sources: ["contact-form", "resume"] }]);
    expect(data.conversations[0].messages[0].message).toContain("We need a website, by June.");
    expect(data.resumes[0]).toMatchObject({ id: ids.anaResume, extractedText: "Ana Ruiz\nana@ruiz.co\nProducer" });
    const upload = await prisma.uploadedFile.findUniqueOrThrow({ where: { id: ids.anaUpload } });
    const resume = await prisma.resume.findUniqueOrThrow({ where: { id: ids.anaResume } });
    expect(Buffer.from(files[data.contactUploads[0].file])).toEqual(fs.readFileSync(path.join(uploadDir, upload.storageKey)));
    expect(Buffer.from(files[data.resumes[0].file])).toEqual(fs.readFileSync(path.join(uploadDir, resume.storageKey)));
    expect(Object.keys(files).sort()).toEqual(["data.json", data.contactUploads[0].file, data.resumes[0].file].sort());
  });

  it("erases only with the address repeated and confirm: true", async () => {
    for (const body of [
      { email: "ana@ruiz.co" },
      { email: "ana@ruiz.co", confirmEmail: "ana@ruiz.co" },
      { email: "ana@ruiz.co", confirmEmail: "ana@ruiz.com", confirm: true },
      { email: "ana@ruiz.co", confirmEmail: "ana@ruiz.co", confirm: "true" },
    ]) {
      const response = await call("erase", "POST", "/x", { headers: admin, body });
      expect(response.status).toBe(400);
      expect((await response.json()).error.code).toBe("bad_request");
    }
    expect(await prisma.lead.count({ where: { email: "ana@ruiz.co" } })).toBe(1);
  });

  it("erases every row and file about the address, logs who and the counts only, and leaves others alone", async () => {
    const upload = await prisma.uploadedFile.findUniqueOrThrow({ where: { id: ids.anaUpload } });
    const resume = await prisma.resume.findUniqueOrThrow({ where: { id: ids.anaResume } });
    expect(storedFile(upload.storageKey) && storedFile(resume.storageKey)).toBe(true);
    const conversationIds = (await prisma.conversation.findMany({ where: { leadId: ids["ana@ruiz.co"] } })).map((row) => row.id);
    const others = { leads: await prisma.lead.count(), messages: await prisma.conversationMessage.count() };

    const response = await call("erase", "POST", "/x", { headers: admin, body: { email: "ana@ruiz.co", confirmEmail: "Ana@Ruiz.co", confirm: true } });
    expect(response.status).toBe(200);
    const body = await response.json();
    expect(body.erased).toEqual({ leads: 1, conversations: 1, messages: 1, resumes: 1, uploads: 1, files: 2, notifications: 1, redacted: 1 });

    expect(await prisma.lead.count({ where: { email: "ana@ruiz.co" } })).toBe(0);
    expect(await prisma.conversation.count({ where: { id: { in: conversationIds } } })).toBe(0);
    expect(await prisma.conversationMessage.count({ where: { conversationId: { in: conversationIds } } })).toBe(0);
    expect(await prisma.uploadedFile.count({ where: { id: ids.anaUpload } })).toBe(0);
    expect(await prisma.resume.count({ where: { id: ids.anaResume } })).toBe(0);
    expect(await prisma.leadNotification.count({ where: { leadId: ids["ana@ruiz.co"] } })).toBe(0);
    expect(storedFile(upload.storageKey)).toBe(false);
    expect(storedFile(resume.storageKey)).toBe(false);
    expect(await prisma.lead.count()).toBe(others.leads - 1);
    expect(await prisma.conversationMessage.count()).toBe(others.messages - 1);
    // Someone else's conversation that quoted the address is kept, without it.
    const quoting = await prisma.conversationMessage.findMany({ where: { conversationId: "c-lee" } });
    expect(quoting.map((row) => row.message)).toEqual(["My colleague Ana will send the brief from [erased] tomorrow."]);

    const log = await prisma.deletionLog.findUniqueOrThrow({ where: { id: body.logId } });
    expect(log).toMatchObject({ reason: "request", actor: expect.stringMatching(/^token:[0-9a-f]{12}$/) });
    expect(JSON.parse(log.counts)).toEqual(body.erased);
    expect(JSON.stringify(log)).not.toMatch(/ruiz/i);
    const listed = await (await call("log", "GET", "/api/admin/privacy/log", { headers: admin })).json();
    expect(listed.entries[0]).toMatchObject({ id: body.logId, reason: "request", counts: body.erased });
    expect(JSON.stringify(listed)).not.toMatch(/ruiz/i);

    const again = await (await call("find", "POST", "/x", { headers: admin, body: { email: "ana@ruiz.co" } })).json();
    expect(again.counts).toEqual({ leads: 0, conversations: 0, messages: 0, resumes: 0, uploads: 0, files: 0, notifications: 0, redacted: 0 });
  });
});

describe("retention", () => {
  const DAY = 24 * 60 * 60 * 1000;
  const conversation = (id: string, daysAgo: number, data: Record<string, unknown> = {}) =>
    prisma.conversation.create({
      data: {
        id,
        updatedAt: new Date(Date.now() - daysAgo * DAY),
        createdAt: new Date(Date.now() - daysAgo * DAY),
        messages: { create: [{ message: "hi" }, { message: "anyone?" }] },
        ...data,
      },
    });

  it("deletes only quiet conversations that left no contact details, and logs the counts", async () => {
    await conversation("r-old-anonymous", 40);
    await conversation("r-new-anonymous", 5);
    await conversation("r-old-email", 40, { clientEmail: "kept@example.com" });
    await conversation("r-old-lead", 40, { leadId: ids["dana@brooks.co"] });
    await conversation("r-old-upload", 40, {
      uploads: {
        create: {
          clientName: "",
          clientEmail: "",
          message: "",
          originalName: "d.pdf",
          size: 1,
          mimeType: "application/pdf",
          storageKey: "contact/2026/01/00000000-0000-0000-0000-00000000000a.pdf",
        },
      },
    });
    await conversation("r-old-resume", 40);
    await prisma.resume.create({
      data: {
        originalName: "cv.txt",
        fileSize: 1,
        mimeType: "text/plain",
        storageKey: "resumes/2026/01/00000000-0000-0000-0000-00000000000b.txt",
        conversationId: "r-old-resume",
      },
    });

    expect(await deleteStaleConversations({ days: 0 })).toEqual({ conversations: 0, messages: 0 });
    const result = await deleteStaleConversations({ days: 30 });
    expect(result).toEqual({ conversations: 1, messages: 2 });
    const left = (await prisma.conversation.findMany({ where: { id: { startsWith: "r-" } }, select: { id: true } })).map((row) => row.id).sort();
    expect(left).toEqual(["r-new-anonymous", "r-old-email", "r-old-lead", "r-old-resume", "r-old-upload"]);
    expect(await prisma.conversationMessage.count({ where: { conversationId: "r-old-anonymous" } })).toBe(0);
    const log = await prisma.deletionLog.findFirstOrThrow({ where: { reason: "retention" }, orderBy: { at: "desc" } });
    expect(log.actor).toBe("retention");
    expect(JSON.parse(log.counts)).toEqual({ conversations: 1, messages: 2 });
  });

  it("runs daily from the cron route, which needs CRON_SECRET", async () => {
    const cron = (headers: Record<string, string> = {}) => routes.cron.GET(new Request("http://localhost/api/cron/leads", { headers }), context);
    for (const headers of [{}, { authorization: "Bearer wrong-secret-wrong-secret" }, admin]) {
      const refused = await cron(headers);
      expect(refused.status).toBe(401);
      expect((await refused.json()).error.code).toBe("unauthorized");
    }
    await conversation("r-cron-old", 31);
    const first = await cron({ authorization: `Bearer ${CRON_SECRET}` });
    expect(first.status).toBe(200);
    expect((await first.json()).retention).toEqual({ conversations: 1, messages: 2 });
    await conversation("r-cron-old-2", 31);
    const second = await (await cron({ authorization: `Bearer ${CRON_SECRET}` })).json();
    expect(second.retention).toBeNull();
    expect(await prisma.conversation.count({ where: { id: "r-cron-old-2" } })).toBe(1);
  });
});

describe("the answers the Leads tab decodes", () => {
  it("match their contracts exactly: the list, a lead, a saved lead, the outbox, a person found and erased, the deletion log", async () => {
    const { leads } = await answer(await call("list", "GET", "/api/admin/leads?limit=2", { headers: admin }), leadListResponseSchema);
    const { id, email } = leads[0];
    await answer(await call("lead", "GET", `/api/admin/leads/${id}`, { headers: admin, params: { id } }), leadDetailResponseSchema);
    await answer(
      await call("lead", "PATCH", `/api/admin/leads/${id}`, { headers: admin, body: { note: "Contract check" }, params: { id } }),
      leadUpdateResponseSchema,
    );
    await answer(await call("notifications", "GET", "/api/admin/leads/notifications", { headers: admin }), notificationsResponseSchema);
    await answer(await call("find", "POST", "/api/admin/privacy/find", { headers: admin, body: { email } }), personFindResponseSchema);
    const nobody = "nobody@contract-check.example";
    await answer(
      await call("erase", "POST", "/api/admin/privacy/erase", { headers: admin, body: { email: nobody, confirmEmail: nobody, confirm: true } }),
      eraseResponseSchema,
    );
    const { entries } = await answer(await call("log", "GET", "/api/admin/privacy/log", { headers: admin }), deletionLogResponseSchema);
    expect(entries.length).toBeGreaterThan(0);
  });
});
