import { randomUUID } from "node:crypto";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import type { PrismaClient } from "@/lib/db/prisma";
import { parseEnv } from "@/lib/env";
import { notifyConfig, type NotifyConfig } from "@/lib/leads/notify";
import { backgroundSettled } from "@/lib/http/after-response";
import { BACKOFF_MS, drainOutbox, LEASE_MS, MAX_ATTEMPTS } from "@/lib/leads/outbox";
import { context, importRoute, messageRequest } from "../helpers/chat";
import { prepareTestDatabase } from "../helpers/db";
import { closedPort, startSmtpReceiver, startWebhookReceiver, type SmtpReceiver, type WebhookReceiver } from "../helpers/receivers";
import { pdfFile } from "../helpers/pdf";
import { newVisitorCookie } from "../helpers/visitor";

// Staff are told about leads by email (a real SMTP server in this process) and a webhook (a real
// HTTP endpoint), after the visitor's answer, each notification once, failures retried with
// backoff and then marked failed with the reason, without a secret in it.

type Handler = (request: Request, context: { params: Promise<Record<string, string>> }) => Promise<Response>;

const TOKEN = "notify-admin-token-0123456789";
const SMTP_PASSWORD = "smtp-secret-pass";
const uploadDir = fs.mkdtempSync(path.join(os.tmpdir(), "leads-notify-"));
let prisma: PrismaClient;
let smtp: SmtpReceiver;
let hook: WebhookReceiver;
let env: Record<string, string | undefined>;
let config: NotifyConfig;
let chat: Handler;
let pdf: Handler;

beforeAll(async () => {
  prisma = await prepareTestDatabase({ seed: true });
  smtp = await startSmtpReceiver({ user: "lead-bot", password: SMTP_PASSWORD });
  hook = await startWebhookReceiver();
  env = {
    SMTP_URL: `smtp://lead-bot:${SMTP_PASSWORD}@127.0.0.1:${smtp.port}`,
    LEAD_NOTIFY_TO: "staff@northlight.la, sales@northlight.la",
    LEAD_NOTIFY_FROM: "leads@northlight.la",
    LEAD_WEBHOOK_URL: hook.url,
    SITE_URL: "https://northlight.example",
    ADMIN_TOKEN: TOKEN,
    UPLOAD_DIR: uploadDir,
    OPENAI_API_KEY: undefined,
  };
  config = notifyConfig(parseEnv({ ...process.env, ...env }));
  chat = (await importRoute<{ POST: Handler }>("@/app/api/conversations/message/route", env)).POST;
  pdf = (await importRoute<{ POST: Handler }>("@/app/api/upload-pdf/route", env)).POST;
});
afterAll(async () => {
  await backgroundSettled();
  await Promise.all([smtp.close(), hook.close(), prisma.$disconnect()]);
  fs.rmSync(uploadDir, { recursive: true, force: true });
});
beforeEach(() => {
  smtp.mails.length = 0;
  hook.bodies.length = 0;
  hook.mode = "ok";
});

const say = async (body: Record<string, unknown>, cookie: string, handler = chat) => handler(messageRequest(body, { cookie }), context);
const pdfUpload = async (fields: Record<string, string>, name: string, cookie: string) => {
  const form = new FormData();
  form.append("pdf", await pdfFile([name], name));
  for (const [key, value] of Object.entries(fields)) form.append(key, value);
  return pdf(new Request("http://localhost/api/upload-pdf", { method: "POST", body: form, headers: { cookie } }), context);
};
const rowsOf = (email: string) => prisma.leadNotification.findMany({ where: { lead: { email } }, orderBy: [{ createdAt: "asc" }, { channel: "asc" }] });

/** A lead with one pending notification on `channel`, due now (as a capture leaves it). */
async function pendingNotification(channel: "email" | "webhook", at = new Date()): Promise<string> {
  const lead = await prisma.lead.create({
    data: {
      id: randomUUID(),
      email: `${randomUUID().slice(0, 8)}@pending.example`,
      name: "Pending Person",
      sources: '["chat"]',
      firstContactAt: at,
      lastContactAt: at,
    },
  });
  const row = await prisma.leadNotification.create({
    data: { id: randomUUID(), leadId: lead.id, kind: "new-lead", channel, nextAttemptAt: at, createdAt: at },
  });
  return row.id;
}

describe("the digest of held notifications", () => {
  it("takes its once-a-minute slot only once a held notification is due, and sends it with its lead", async () => {
    const now = Date.now();
    const id = await pendingNotification("webhook", new Date(now + 60_000));
    await prisma.leadNotification.update({ where: { id }, data: { status: "held" } });
    const digestJobs = () => prisma.scheduledJob.findMany({ where: { name: { startsWith: "digest:" } }, select: { name: true } });

    // Held but not due: no digest, and its slot stays free for the row once it is due.
    expect(await drainOutbox({ config, now: () => now })).toEqual({ sent: 0, retrying: 0, failed: 0 });
    expect(await digestJobs()).toEqual([]);
    expect(hook.bodies).toHaveLength(0);

    expect(await drainOutbox({ config, now: () => now + 60_000 })).toEqual({ sent: 1, retrying: 0, failed: 0 });
    expect(await digestJobs()).toEqual([{ name: "digest:webhook" }]);
    expect((await prisma.leadNotification.findUniqueOrThrow({ where: { id } })).status).toBe("sent");
    expect(hook.bodies).toHaveLength(1);
    expect((hook.bodies[0] as { text: string }).text).toContain("Pending Person");
    expect(smtp.mails).toHaveLength(0);
  });
});

describe("a new lead", () => {
  it("reaches staff once by email and once by webhook, after the visitor's answer", async () => {
    const visitor = await newVisitorCookie();
    const response = await say(
      { message: "We need a 30-second spot, budget $50k, by March.", conversationId: "n-1", clientName: "Dana Brooks", clientEmail: "dana@brooks.co" },
      visitor,
    );
    expect(response.status).toBe(200);
    await backgroundSettled();
    expect(await drainOutbox({ config })).toEqual({ sent: 0, retrying: 0, failed: 0 });

    expect(smtp.mails).toHaveLength(1);
    const [mail] = smtp.mails;
    expect(mail).toMatchObject({ from: "leads@northlight.la", to: ["staff@northlight.la", "sales@northlight.la"], user: "lead-bot" });
    expect(mail.subject).toBe("New lead: Dana Brooks <dana@brooks.co> via the chat");
    expect(mail.body).toContain("Email: dana@brooks.co");
    expect(mail.body).toContain("Budget: $50k");
    expect(mail.body).toContain("> We need a 30-second spot, budget $50k, by March.");
    expect(mail.body).toContain("Open the admin: https://northlight.example/admin");

    expect(hook.bodies).toHaveLength(1);
    const [body] = hook.bodies as { text: string }[];
    expect(Object.keys(body)).toEqual(["text"]);
    expect(body.text).toContain("New lead: Dana Brooks &lt;dana@brooks.co&gt; via the chat");
    expect(body.text).toContain("https://northlight.example/admin");

    expect(await rowsOf("dana@brooks.co")).toMatchObject([
      { channel: "email", status: "sent", attempts: 1, lastError: null, sentAt: expect.any(Date) },
      { channel: "webhook", status: "sent", attempts: 1, lastError: null, sentAt: expect.any(Date) },
    ]);

    // More from the same person is no new lead.
    await say({ message: "Also, we are in Austin.", conversationId: "n-1" }, visitor);
    await backgroundSettled();
    expect(smtp.mails).toHaveLength(1);
    expect(hook.bodies).toHaveLength(1);
  });

  it("from the contact page is told once with its PDF; a known lead's next PDF is told once more", async () => {
    const visitor = await newVisitorCookie();
    const first = await pdfUpload({ clientName: "Ana Ruiz", clientEmail: "ana@ruiz.co", message: "Our brief." }, "brief.pdf", visitor);
    expect(first.status).toBe(200);
    const { conversationId } = (await first.json()) as { conversationId: string };
    await say(
      {
        message: "New message from the contact page.\nName: Ana Ruiz\nEmail: ana@ruiz.co\nCompany: Not provided\nMessage: Our brief.\nPDF: brief.pdf",
        sessionId: "contact-form",
        conversationId,
        clientName: "Ana Ruiz",
        clientEmail: "ana@ruiz.co",
      },
      visitor,
    );
    await backgroundSettled();
    expect(smtp.mails.map((mail) => mail.subject)).toEqual(["New lead: Ana Ruiz <ana@ruiz.co> via the contact form"]);
    expect(smtp.mails[0].body).toContain("Attachments: brief.pdf");

    expect((await pdfUpload({ clientName: "Ana Ruiz", clientEmail: "ana@ruiz.co", message: "Revised budget inside." }, "brief-v2.pdf", visitor)).status).toBe(
      200,
    );
    await backgroundSettled();
    expect(smtp.mails.map((mail) => mail.subject)).toEqual([
      "New lead: Ana Ruiz <ana@ruiz.co> via the contact form",
      "New PDF from Ana Ruiz <ana@ruiz.co>: brief-v2.pdf",
    ]);
    expect(smtp.mails[1].body).toContain("With: Revised budget inside.");
    expect(hook.bodies).toHaveLength(2);
  });
});

describe("failures", () => {
  it("a failing webhook is retried after 1, 5, 15… minutes, then failed with the reason; the email went once", async () => {
    hook.mode = "error";
    const visitor = await newVisitorCookie();
    const before = Date.now();
    expect((await say({ message: "Hello there", conversationId: "f-1", clientName: "Fay", clientEmail: "fay@fail.co" }, visitor)).status).toBe(200);
    await backgroundSettled();
    expect(smtp.mails).toHaveLength(1);
    let [, webhook] = await rowsOf("fay@fail.co");
    expect(webhook).toMatchObject({ channel: "webhook", status: "pending", attempts: 1, lastError: "HTTP 500: invalid_payload" });
    let attemptedAt = webhook.nextAttemptAt.getTime() - BACKOFF_MS[0];
    expect(attemptedAt).toBeGreaterThanOrEqual(before);
    expect(attemptedAt).toBeLessThanOrEqual(Date.now());

    for (let attempt = 2; attempt <= MAX_ATTEMPTS; attempt += 1) {
      const due = webhook.nextAttemptAt.getTime();
      expect(await drainOutbox({ config, now: () => due - 1 })).toEqual({ sent: 0, retrying: 0, failed: 0 });
      const result = await drainOutbox({ config, now: () => due });
      [, webhook] = await rowsOf("fay@fail.co");
      if (attempt < MAX_ATTEMPTS) {
        expect(result).toEqual({ sent: 0, retrying: 1, failed: 0 });
        expect(webhook).toMatchObject({ status: "pending", attempts: attempt });
        expect(webhook.nextAttemptAt.getTime() - due).toBe(BACKOFF_MS[attempt - 1]);
        attemptedAt = due;
      } else {
        expect(result).toEqual({ sent: 0, retrying: 0, failed: 1 });
      }
    }
    expect(webhook).toMatchObject({ status: "failed", attempts: MAX_ATTEMPTS, lastError: "HTTP 500: invalid_payload", leaseUntil: null, sentAt: null });
    expect(attemptedAt).toBeGreaterThan(before);
    expect(await drainOutbox({ config, now: () => Date.now() + 365 * 24 * 60 * 60_000 })).toEqual({ sent: 0, retrying: 0, failed: 0 });
    expect(smtp.mails).toHaveLength(1);
    expect(hook.bodies).toHaveLength(0);
  });

  it("a refused connection, a webhook that never answers and a refused SMTP login keep their reason, without a secret", async () => {
    const closed = await closedPort();
    const cases: [string, "email" | "webhook", NotifyConfig, RegExp][] = [
      ["webhook refused", "webhook", { ...config, webhookUrl: `http://127.0.0.1:${closed}/hooks/T000/B000/secret-path` }, /ECONNREFUSED/],
      ["webhook silent", "webhook", { ...config, timeoutMs: 300 }, /^no answer within 300 ms$/],
      ["SMTP refused", "email", { ...config, smtpUrl: `smtp://lead-bot:${SMTP_PASSWORD}@127.0.0.1:${closed}` }, /ECONNREFUSED/],
      ["SMTP wrong login", "email", { ...config, smtpUrl: `smtp://lead-bot:wrong-${SMTP_PASSWORD}@127.0.0.1:${smtp.port}` }, /auth|Invalid login|535/i],
    ];
    for (const [label, channel, variant, reason] of cases) {
      hook.mode = label === "webhook silent" ? "hang" : "ok";
      const id = await pendingNotification(channel);
      expect({ label, result: await drainOutbox({ config: variant }) }).toEqual({ label, result: { sent: 0, retrying: 1, failed: 0 } });
      const row = await prisma.leadNotification.findUniqueOrThrow({ where: { id } });
      expect({ label, error: row.lastError }).toEqual({ label, error: expect.stringMatching(reason) });
      for (const secret of [SMTP_PASSWORD, "secret-path"]) expect({ label, leaked: row.lastError?.includes(secret) }).toEqual({ label, leaked: false });
      await prisma.leadNotification.delete({ where: { id } });
    }
    expect(smtp.mails).toHaveLength(0);
  });

  it("the visitor's message is answered when the SMTP server is down, and the email waits for a retry", async () => {
    const down = { ...env, SMTP_URL: `smtp://lead-bot:${SMTP_PASSWORD}@127.0.0.1:${await closedPort()}`, LEAD_WEBHOOK_URL: undefined };
    const downChat = (await importRoute<{ POST: Handler }>("@/app/api/conversations/message/route", down)).POST;
    const visitor = await newVisitorCookie();
    const response = await say(
      { message: "Can you make us a brand film?", conversationId: "d-1", clientName: "Dev", clientEmail: "dev@down.co" },
      visitor,
      downChat,
    );
    expect(response.status).toBe(200);
    expect((await response.json()).reply).toEqual(expect.any(String));
    await backgroundSettled();
    expect(await rowsOf("dev@down.co")).toMatchObject([{ channel: "email", status: "pending", attempts: 1, lastError: expect.stringMatching(/ECONNREFUSED/) }]);
  });
});

describe("GET /api/admin/leads/notifications", () => {
  it("shows the outbox with each status and reason, and the settings without a secret", async () => {
    const { GET } = await importRoute<{ GET: Handler }>("@/app/api/admin/leads/notifications/route", env);
    const unauthenticated = await GET(new Request("http://localhost/api/admin/leads/notifications"), context);
    expect(unauthenticated.status).toBe(401);
    const response = await GET(
      new Request("http://localhost/api/admin/leads/notifications?limit=200", { headers: { authorization: `Bearer ${TOKEN}` } }),
      context,
    );
    expect(response.status).toBe(200);
    const text = await response.text();
    expect(text).not.toContain(SMTP_PASSWORD);
    expect(text).not.toContain("secret-path");
    const body = JSON.parse(text);
    expect(body.settings).toEqual({
      email: { configured: true, to: ["staff@northlight.la", "sales@northlight.la"], from: "leads@northlight.la", server: `smtp://127.0.0.1:${smtp.port}` },
      webhook: { configured: true, host: `127.0.0.1:${hook.port}` },
      retentionDays: null,
    });
    expect(body.counts).toMatchObject({ sent: expect.any(Number), failed: 1, pending: 1, skipped: 0 });
    expect(body.notifications.find((row: { leadEmail: string; status: string }) => row.leadEmail === "fay@fail.co" && row.status === "failed")).toMatchObject({
      channel: "webhook",
      lastError: "HTTP 500: invalid_payload",
      attempts: MAX_ATTEMPTS,
    });
    // What has not got through since each channel's last delivery, for the admin's banner.
    expect(body.undelivered).toEqual(
      expect.arrayContaining([
        { channel: "email", count: 1, oldestAt: expect.any(String), failed: true, lastError: expect.stringMatching(/ECONNREFUSED/) },
        { channel: "webhook", count: 1, oldestAt: expect.any(String), failed: true, lastError: "HTTP 500: invalid_payload" },
      ]),
    );
    expect(body.undelivered).toHaveLength(2);
    const failedOnly = await (
      await GET(new Request("http://localhost/api/admin/leads/notifications?status=failed", { headers: { authorization: `Bearer ${TOKEN}` } }), context)
    ).json();
    expect(failedOnly.notifications.map((row: { status: string }) => row.status)).toEqual(["failed"]);
    expect(
      (await GET(new Request("http://localhost/api/admin/leads/notifications?status=lost", { headers: { authorization: `Bearer ${TOKEN}` } }), context)).status,
    ).toBe(400);
  });
});

describe("what has not got through", () => {
  it("counts only what is undelivered since the channel's last delivery: older failures are history once a later one went out", async () => {
    const { GET } = await importRoute<{ GET: Handler }>("@/app/api/admin/leads/notifications/route", env);
    const undelivered = async () =>
      (
        await (
          await GET(new Request("http://localhost/api/admin/leads/notifications?limit=1", { headers: { authorization: `Bearer ${TOKEN}` } }), context)
        ).json()
      ).undelivered as { channel: string }[];
    expect((await undelivered()).map((row) => row.channel).sort()).toEqual(["email", "webhook"]);
    // The webhook works again: a new lead's post goes out, and the failure before it is history.
    const id = await pendingNotification("webhook");
    await drainOutbox({ config });
    expect((await prisma.leadNotification.findUniqueOrThrow({ where: { id } })).status).toBe("sent");
    expect((await undelivered()).map((row) => row.channel)).toEqual(["email"]);
  });
});

describe("exactly once", () => {
  // Only this block's rows are due in it: the ones earlier tests left waiting for a retry are done with.
  beforeAll(async () => {
    await prisma.leadNotification.deleteMany({ where: { status: "pending" } });
  });

  it("three drains at once send each notification once", async () => {
    const ids = await Promise.all(Array.from({ length: 8 }, () => pendingNotification("email")));
    const results = await Promise.all([drainOutbox({ config }), drainOutbox({ config }), drainOutbox({ config })]);
    expect(results.reduce((sum, result) => sum + result.sent, 0)).toBe(8);
    expect(smtp.mails).toHaveLength(8);
    const rows = await prisma.leadNotification.findMany({ where: { id: { in: ids } } });
    expect(rows.map((row) => [row.status, row.attempts])).toEqual(ids.map(() => ["sent", 1]));
  });

  it("a claim left by a drain that died is sent once its lease has run out", async () => {
    const id = await pendingNotification("email");
    const now = Date.now();
    await prisma.leadNotification.update({ where: { id }, data: { attempts: 1, leaseUntil: new Date(now + LEASE_MS) } });
    expect(await drainOutbox({ config, now: () => now + LEASE_MS - 1 })).toEqual({ sent: 0, retrying: 0, failed: 0 });
    expect(await drainOutbox({ config, now: () => now + LEASE_MS })).toEqual({ sent: 1, retrying: 0, failed: 0 });
    expect(smtp.mails).toHaveLength(1);
    expect(await prisma.leadNotification.findUniqueOrThrow({ where: { id } })).toMatchObject({ status: "sent", attempts: 2 });
  });
});
