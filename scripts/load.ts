// A load, nothing-lost and crash-recovery gate for a production build, in the default
// configuration (no LLM, default rate limits, no CLIENT_IP_HEADER). Exits 1 when an acknowledged
// chat message or résumé is missing or duplicated, a logged message has no reply, or the database
// fails `PRAGMA integrity_check`.
//   npm run load                (full: 1,000 messages from 100 visitors, 20 résumés, 3 crashes)
//   npm run load -- --quick     (CI: 200 messages from 20 visitors, 5 résumés, 1 smaller crash)
// It starts its own `next start` on LOAD_PORT (default 3960) with a fresh database and upload folder
// in a temp directory (building first when there is no build), and only ever talks to 127.0.0.1.
//
// 1. Chat load: each client is a distinct visitor (its page asks GET /api/visitor for its own `nl_vid` cookie) and
//    keeps its conversation; half ask for JSON, half for the SSE stream, which counts as
//    acknowledged only once it ended with the reply's data part, `finish` and `[DONE]`.
// 2. Through the admin API only: every acknowledged message is logged exactly once, with the
//    reply the visitor got.
// 3. Concurrent résumé uploads (PDF and text): each acknowledged one is listed exactly once and
//    its file downloads byte for byte.
// 4. Crash recovery: SIGKILL the server in the middle of a burst, restart it on the same files,
//    `PRAGMA integrity_check`, then everything acknowledged (before the kill and earlier) is there
//    exactly once and no message row is half-written (a message without its reply).
import { createHash } from "node:crypto";
import fs from "node:fs";
import path from "node:path";
import { createClient } from "@libsql/client";
import { PDFDocument, StandardFonts } from "pdf-lib";
import { AppServer, Client, randomAdminToken, uploadForm } from "./harness";

const QUICK = process.argv.includes("--quick");
const CONFIG = QUICK
  ? { chatClients: 20, messagesPerClient: 10, resumes: 5, crashRounds: 1, crashClients: 20, crashMessagesPerClient: 8 }
  : { chatClients: 100, messagesPerClient: 10, resumes: 20, crashRounds: 3, crashClients: 50, crashMessagesPerClient: 10 };
/** The kill comes once this share of a burst's planned messages has been acknowledged. */
const KILL_AT_SHARE = 0.3;
/** Requests in flight at once when reading the admin API. */
const ADMIN_CONCURRENCY = 8;
/** Small admin pages, so every audit follows the pagination across several of them. */
const CONVERSATIONS_PAGE = 25;
const RESUMES_PAGE = 4;

const PORT = Number(process.env.LOAD_PORT ?? 3960);
const ADMIN_TOKEN = randomAdminToken("load");
const app = new AppServer({ port: PORT, name: "load", adminToken: ADMIN_TOKEN, verboseVariable: "LOAD_VERBOSE" });
const RUN = Date.now().toString(36);

const failures: string[] = [];
const fail = (message: string) => {
  failures.push(message);
  console.log(`FAIL  ${message}`);
};

// ---- messages ---------------------------------------------------------------------------------

/** What visitors ask, across the concierge's intents (services, hiring, vendors, facts, small talk). */
const QUESTIONS = [
  "We're launching a fintech app this fall and need a brand identity plus a launch film. What would that involve?",
  "Do you do social media management for consumer brands?",
  "I'm a motion designer with six years in After Effects. Are you hiring freelancers?",
  "Can you show me some of your work for tech companies?",
  "What awards has the agency won?",
  "Where is your studio in Los Angeles?",
  "How much does a website redesign usually cost?",
  "We run a camera rental house and would love to be a vendor on your shoots.",
  "Tell me about the IMAX project.",
  "Can I watch your reel?",
  "How long does a typical branding project take?",
  "Looking for an internship in video production this summer, any openings?",
  "We're a DTC skincare brand, could you help with paid social creative?",
  "Who are some of your clients?",
  "what's your process for a new campaign",
  "Do you handle web design and development in house?",
  "I'd like to talk to someone about a documentary series for our nonprofit.",
  "How much did that campaign move the numbers?",
  "hi",
  "Can you send me your capabilities deck?",
];

/** A unique, realistic message: a question plus the reference the checks find it by. */
const messageText = (ref: string, index: number) => `${QUESTIONS[index % QUESTIONS.length]} (ref ${ref})`;
const REF = /\(ref ([A-Za-z0-9-]+)\)$/;

type Sent = { ref: string; client: string; stream: boolean };
type Acked = Sent & { reply: string; conversationId: string; latencyMs: number; ackedAt: number };
type Outcome = { ok: true; acked: Acked } | { ok: false; status: number; error: string };

/** One chat visitor: its own cookie, its own conversation, JSON or SSE. */
class ChatVisitor {
  readonly client: Client;
  conversationId: string | undefined;
  constructor(
    readonly label: string,
    readonly stream: boolean,
  ) {
    this.client = new Client(app.base, label);
  }

  /** A page view, then the visitor cookie the page asks for before its first message (GET /api/visitor). */
  async arrive(): Promise<boolean> {
    const page = await this.client.fetch("/");
    await page.arrayBuffer();
    const visitor = await this.client.fetch("/api/visitor");
    await visitor.arrayBuffer();
    return page.ok && visitor.status === 204 && Boolean(this.client.cookie("nl_vid"));
  }

  private post(text: string): Promise<Response> {
    return this.client.postJson(
      "/api/conversations/message",
      { message: text, ...(this.conversationId ? { conversationId: this.conversationId } : {}) },
      this.stream ? { accept: "text/event-stream" } : {},
    );
  }

  /**
   * Sends one message. With `retry`, a request whose connection failed before any response is
   * sent once more, as browsers do when a reused keep-alive connection closes under a request
   * (the server closes idle ones after 5 s; on a loaded machine a client can pick one up just
   * then). It cannot hide a fault: had the first attempt been logged, the audit counts a copy.
   */
  async send(ref: string, text: string, { retry = false } = {}): Promise<Outcome> {
    const started = performance.now();
    let response: Response;
    try {
      response = await this.post(text);
    } catch (error) {
      if (!retry) return { ok: false, status: 0, error: describeError(error) };
      retried.push(describeError(error));
      try {
        response = await this.post(text);
      } catch (again) {
        return { ok: false, status: 0, error: `${describeError(again)}, after a retry` };
      }
    }
    try {
      if (response.status !== 200) {
        await response.arrayBuffer().catch(() => undefined);
        return { ok: false, status: response.status, error: `HTTP ${response.status}` };
      }
      const fields = this.stream ? await readCompleteStream(response) : ((await response.json()) as ReplyFields);
      if (!fields.reply || !fields.conversationId) return { ok: false, status: 200, error: "no reply or conversationId" };
      this.conversationId = fields.conversationId;
      const latencyMs = performance.now() - started;
      return { ok: true, acked: { ref, client: this.label, stream: this.stream, reply: fields.reply, conversationId: fields.conversationId, latencyMs, ackedAt: performance.now() } };
    } catch (error) {
      return { ok: false, status: 200, error: describeError(error) };
    }
  }
}

/** Why each retried request failed the first time. */
const retried: string[] = [];

const tally = (items: string[]) => {
  const counts = new Map<string, number>();
  for (const item of items) counts.set(item, (counts.get(item) ?? 0) + 1);
  return [...counts].map(([item, count]) => `${count}× ${item}`).join("; ");
};

type ReplyFields = { reply?: string; conversationId?: string };

/** An error with its cause (fetch says only "fetch failed"; the socket error is its cause). */
function describeError(error: unknown): string {
  if (!(error instanceof Error)) return String(error);
  const cause = error.cause as { code?: string; message?: string } | undefined;
  return cause ? `${error.message} (${[cause.code, cause.message].filter(Boolean).join(": ")})` : error.message;
}

/**
 * Reads the AI SDK UI message stream the chat sends for `Accept: text/event-stream` (SSE events
 * `data: <json>`, then `data: [DONE]`). Throws unless it completed: the `data-concierge` part with
 * the reply, `finish`, `[DONE]`, and the text deltas adding up to that reply.
 */
async function readCompleteStream(response: Response): Promise<ReplyFields> {
  const raw = await response.text();
  let fields: ReplyFields | null = null;
  let finished = false;
  let done = false;
  let text = "";
  for (const event of raw.split("\n\n")) {
    const data = event
      .split("\n")
      .filter((line) => line.startsWith("data:"))
      .map((line) => line.slice(5).trimStart())
      .join("\n");
    if (!data) continue;
    if (data === "[DONE]") {
      done = true;
      continue;
    }
    const chunk = JSON.parse(data) as { type: string; delta?: string; data?: ReplyFields; errorText?: string };
    if (chunk.type === "text-delta") text += chunk.delta ?? "";
    else if (chunk.type === "data-concierge") fields = chunk.data ?? null;
    else if (chunk.type === "finish") finished = true;
    else if (chunk.type === "error") throw new Error(`stream error: ${chunk.errorText}`);
  }
  if (!fields || !finished || !done) throw new Error("the stream ended before its final data");
  if (text !== fields.reply) throw new Error("the streamed text differs from the reply");
  return fields;
}

/** Creates `count` visitors (alternately JSON and SSE), each after its own page view. */
async function arriveAll(prefix: string, count: number): Promise<ChatVisitor[]> {
  const visitors = Array.from({ length: count }, (_, index) => new ChatVisitor(`${prefix}${String(index).padStart(3, "0")}`, index % 2 === 1));
  const arrived = await Promise.all(visitors.map((visitor) => visitor.arrive()));
  const without = arrived.filter((ok) => !ok).length;
  if (without) fail(`${without} of ${count} page views gave no visitor cookie`);
  const distinct = new Set(visitors.map((visitor) => visitor.client.cookie("nl_vid"))).size;
  if (distinct !== count) fail(`${count} page views gave only ${distinct} distinct visitor cookies`);
  return visitors;
}

// ---- the admin API ----------------------------------------------------------------------------

async function admin<T>(pathname: string): Promise<T> {
  const response = await fetch(`${app.base}${pathname}`, { headers: { authorization: `Bearer ${ADMIN_TOKEN}` } });
  if (!response.ok) throw new Error(`GET ${pathname}: HTTP ${response.status}`);
  return (await response.json()) as T;
}

async function adminBytes(pathname: string): Promise<Buffer | null> {
  const response = await fetch(`${app.base}${pathname}`, { headers: { authorization: `Bearer ${ADMIN_TOKEN}` } });
  if (!response.ok) {
    await response.arrayBuffer();
    return null;
  }
  return Buffer.from(await response.arrayBuffer());
}

/** Runs `work` over `items` with at most `limit` at once. */
async function pool<T, R>(items: T[], limit: number, work: (item: T) => Promise<R>): Promise<R[]> {
  const results: R[] = new Array(items.length);
  let next = 0;
  await Promise.all(
    Array.from({ length: Math.min(limit, items.length) }, async () => {
      while (next < items.length) {
        const index = next++;
        results[index] = await work(items[index]);
      }
    }),
  );
  return results;
}

type StoredMessage = { id: string; conversationId: string; message: string; reply: string | null };

/** Every logged message, read as staff read it: the conversation list page by page, then each conversation. */
async function loggedMessages(): Promise<{ byRef: Map<string, StoredMessage[]>; conversations: number; listedTwice: number; pages: number; total: number }> {
  const ids: string[] = [];
  let cursor: string | null = null;
  let pages = 0;
  do {
    const query: string = `/api/admin/conversations?limit=${CONVERSATIONS_PAGE}${cursor ? `&cursor=${encodeURIComponent(cursor)}` : ""}`;
    const page: { conversations: { id: string }[]; nextCursor: string | null } = await admin(query);
    ids.push(...page.conversations.map((conversation) => conversation.id));
    cursor = page.nextCursor;
    pages += 1;
  } while (cursor);
  const unique = [...new Set(ids)];
  const details = await pool(unique, ADMIN_CONCURRENCY, (id) => admin<{ messages: StoredMessage[] }>(`/api/admin/conversations/${encodeURIComponent(id)}`));
  const byRef = new Map<string, StoredMessage[]>();
  let total = 0;
  for (const detail of details) {
    for (const message of detail.messages) {
      total += 1;
      const ref = REF.exec(message.message)?.[1];
      if (!ref) continue;
      byRef.set(ref, [...(byRef.get(ref) ?? []), message]);
    }
  }
  return { byRef, conversations: unique.length, listedTwice: ids.length - unique.length, pages, total };
}

type Audit = {
  lost: string[];
  duplicated: string[];
  wrongReply: string[];
  halfWritten: string[];
  inFlightFound: number;
  /** How many times each of our messages is logged. */
  copies: (ref: string) => number;
  conversations: number;
  pages: number;
  total: number;
};

/**
 * Checks the log against what clients saw: every acknowledged message exactly once, in the
 * conversation it was answered in, with the same reply; a message in flight at most once; no
 * message of ours without its reply.
 */
async function audit(acked: Acked[], inFlight: Sent[] = []): Promise<Audit> {
  const log = await loggedMessages();
  if (log.listedTwice) fail(`${log.listedTwice} conversations listed twice across pages`);
  const result: Audit = {
    lost: [],
    duplicated: [],
    wrongReply: [],
    halfWritten: [],
    inFlightFound: 0,
    copies: (ref) => log.byRef.get(ref)?.length ?? 0,
    conversations: log.conversations,
    pages: log.pages,
    total: log.total,
  };
  for (const message of acked) {
    const stored = log.byRef.get(message.ref) ?? [];
    if (stored.length === 0) result.lost.push(message.ref);
    if (stored.length > 1) result.duplicated.push(message.ref);
    if (stored.some((row) => row.reply !== message.reply || row.conversationId !== message.conversationId)) result.wrongReply.push(message.ref);
  }
  for (const message of inFlight) {
    const stored = log.byRef.get(message.ref) ?? [];
    if (stored.length > 0) result.inFlightFound += 1;
    if (stored.length > 1) result.duplicated.push(message.ref);
  }
  for (const rows of log.byRef.values()) for (const row of rows) if (!row.reply) result.halfWritten.push(REF.exec(row.message)?.[1] ?? row.id);
  return result;
}

function reportAudit(label: string, result: Audit) {
  const figures = `lost ${result.lost.length}, duplicated ${result.duplicated.length}, wrong reply ${result.wrongReply.length}, without reply ${result.halfWritten.length}`;
  console.log(`${label}: ${result.total} messages in ${result.conversations} conversations (${result.pages} list pages); ${figures}`);
  const examples = (refs: string[]) => refs.slice(0, 5).join(", ");
  if (result.lost.length) fail(`${label}: ${result.lost.length} acknowledged messages lost (${examples(result.lost)})`);
  if (result.duplicated.length) fail(`${label}: ${result.duplicated.length} messages logged more than once (${examples(result.duplicated)})`);
  if (result.wrongReply.length) fail(`${label}: ${result.wrongReply.length} messages logged with another reply or conversation (${examples(result.wrongReply)})`);
  if (result.halfWritten.length) fail(`${label}: ${result.halfWritten.length} messages logged without their reply (${examples(result.halfWritten)})`);
}

// ---- phase 1 and 2: chat load ------------------------------------------------------------------

const percentile = (values: number[], share: number) => {
  if (values.length === 0) return NaN;
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.ceil(share * sorted.length) - 1)];
};
const ms = (value: number) => `${Math.round(value)} ms`;

const allAcked: Acked[] = [];

async function chatLoad() {
  const { chatClients, messagesPerClient } = CONFIG;
  const visitors = await arriveAll("c", chatClients);
  const sent: Sent[] = [];
  const acked: Acked[] = [];
  const failed: string[] = [];
  const started = performance.now();
  await Promise.all(
    visitors.map(async (visitor, clientIndex) => {
      for (let index = 0; index < messagesPerClient; index += 1) {
        const ref = `${RUN}-${visitor.label}-m${index}`;
        sent.push({ ref, client: visitor.label, stream: visitor.stream });
        const outcome = await visitor.send(ref, messageText(ref, clientIndex + index), { retry: true });
        if (outcome.ok) acked.push(outcome.acked);
        else failed.push(outcome.error);
      }
    }),
  );
  const seconds = (performance.now() - started) / 1000;
  allAcked.push(...acked);

  const json = acked.filter((message) => !message.stream).map((message) => message.latencyMs);
  const sse = acked.filter((message) => message.stream).map((message) => message.latencyMs);
  console.log(`\nchat load: ${chatClients} visitors × ${messagesPerClient} messages (${chatClients / 2} JSON, ${chatClients / 2} SSE)`);
  console.log(`  acknowledged/sent: ${acked.length}/${sent.length} in ${seconds.toFixed(1)} s; throughput ${(acked.length / seconds).toFixed(1)} msg/s`);
  console.log(`  latency JSON: p50 ${ms(percentile(json, 0.5))}, p99 ${ms(percentile(json, 0.99))} (${json.length}); SSE: p50 ${ms(percentile(sse, 0.5))}, p99 ${ms(percentile(sse, 0.99))} (${sse.length})`);
  console.log(`  requests retried after their connection closed before any response: ${retried.length}${retried.length ? ` (${tally(retried)})` : ""}`);
  if (failed.length) fail(`chat load: ${failed.length} messages not acknowledged (${tally(failed)})`);

  const result = await audit(acked);
  reportAudit("  admin API audit", result);
  return { sent: sent.length, acked: acked.length, seconds, json, sse, result };
}

// ---- phase 3: résumés --------------------------------------------------------------------------

async function resumeFile(index: number): Promise<{ bytes: Uint8Array; name: string; type: string; email: string }> {
  const name = `Candidate ${String.fromCharCode(65 + (index % 26))}${index} Rivera`;
  const email = `candidate${index}.${RUN}@example.com`;
  const lines = [
    name,
    email,
    `(213) 555-${String(1000 + index).slice(-4)}`,
    `linkedin.com/in/candidate-${index}-${RUN}`,
    "",
    "Senior motion designer, 7 years of experience",
    "Skills: After Effects, Cinema 4D, Figma, Premiere Pro, brand identity",
    `Experience: Studio ${index}, Los Angeles (2018-2025), led social campaigns and title sequences.`,
  ];
  if (index % 2 === 1) return { bytes: new TextEncoder().encode(lines.join("\n")), name: `resume-${index}.txt`, type: "text/plain", email };
  const pdf = await PDFDocument.create();
  const font = await pdf.embedFont(StandardFonts.Helvetica);
  const page = pdf.addPage([612, 792]);
  lines.forEach((line, row) => page.drawText(line, { x: 56, y: 730 - row * 18, size: 11, font }));
  return { bytes: await pdf.save(), name: `resume-${index}.pdf`, type: "application/pdf", email };
}

const sha256 = (bytes: Uint8Array) => createHash("sha256").update(bytes).digest("hex");

function filesUnder(folder: string): number {
  if (!fs.existsSync(folder)) return 0;
  return fs.readdirSync(folder, { recursive: true, withFileTypes: true }).filter((entry) => entry.isFile()).length;
}

async function resumes() {
  const count = CONFIG.resumes;
  const uploads = await Promise.all(
    Array.from({ length: count }, async (_, index) => {
      const file = await resumeFile(index);
      const visitor = new Client(app.base, `candidate${index}`);
      await (await visitor.fetch("/")).arrayBuffer();
      await (await visitor.fetch("/api/visitor")).arrayBuffer();
      return { file, visitor };
    }),
  );
  const results = await Promise.all(
    uploads.map(async ({ file, visitor }) => {
      try {
        const response = await visitor.fetch("/api/upload-resume", { method: "POST", body: uploadForm("resume", file.bytes, file.name, file.type) });
        const body = (await response.json().catch(() => null)) as { resumeData?: { id: string; email: string | null } } | null;
        return { file, status: response.status, id: response.ok ? (body?.resumeData?.id ?? null) : null, email: body?.resumeData?.email ?? null };
      } catch (error) {
        return { file, status: 0, id: null, email: null, error };
      }
    }),
  );
  const acked = results.filter((result) => result.id);

  const listed: string[] = [];
  let offset: number | null = 0;
  let pages = 0;
  while (offset !== null) {
    const page: { resumes: { id: string }[]; nextOffset: number | null } = await admin(`/api/admin/resumes?limit=${RESUMES_PAGE}&offset=${offset}`);
    listed.push(...page.resumes.map((resume) => resume.id));
    offset = page.nextOffset;
    pages += 1;
  }
  const missing = acked.filter((result) => !listed.includes(result.id as string)).length;
  const duplicated = acked.filter((result) => listed.filter((id) => id === result.id).length > 1).length;
  const files = await pool(acked, ADMIN_CONCURRENCY, async (result) => {
    const stored = await adminBytes(`/api/admin/resume/${result.id}/download`);
    return stored !== null && sha256(stored) === sha256(result.file.bytes);
  });
  const fileMissing = files.filter((ok) => !ok).length;
  const unread = acked.filter((result) => result.email !== result.file.email);
  const unreadPdfs = unread.filter((result) => result.file.type === "application/pdf").length;
  const onDisk = filesUnder(path.join(app.uploadDir, "resumes"));
  const pdfs = acked.filter((result) => result.file.type === "application/pdf").length;

  console.log(`\nrésumés: ${count} concurrent uploads from ${count} visitors (${Math.ceil(count / 2)} PDF, ${Math.floor(count / 2)} text)`);
  console.log(
    `  acknowledged/sent ${acked.length}/${count} (${pdfs} PDF); listed ${listed.length} over ${pages} pages; missing ${missing}, duplicated ${duplicated}; ` +
      `files downloaded byte for byte ${acked.length - fileMissing}/${acked.length}; files in the upload folder ${onDisk}; ` +
      `contact read from the file ${acked.length - unread.length}/${acked.length} (stored unread: ${unreadPdfs} PDF, ${unread.length - unreadPdfs} text)`,
  );
  if (acked.length < count) fail(`résumés: ${count - acked.length} uploads not acknowledged (statuses ${results.map((result) => result.status).join(",")})`);
  if (missing) fail(`résumés: ${missing} acknowledged uploads missing from the admin list`);
  if (duplicated) fail(`résumés: ${duplicated} acknowledged uploads listed more than once`);
  if (fileMissing) fail(`résumés: ${fileMissing} acknowledged uploads whose file is missing or different in storage`);
  return { sent: count, acked: acked.length, missing, duplicated, fileMissing, unread: unread.length };
}

// ---- phase 4: crash recovery -------------------------------------------------------------------

async function integrityCheck(): Promise<string> {
  const client = createClient({ url: `file:${app.databaseFile}` });
  try {
    const { rows } = await client.execute("PRAGMA integrity_check");
    return rows.map((row) => String(row[0])).join("; ");
  } finally {
    client.close();
  }
}

/** Message rows with no reply, read from the file itself (the admin API audit counts ours only). */
async function rowsWithoutReply(): Promise<number> {
  const client = createClient({ url: `file:${app.databaseFile}` });
  try {
    const { rows } = await client.execute(`SELECT COUNT(*) AS n FROM "ConversationMessage" WHERE "reply" IS NULL OR "reply" = ''`);
    return Number(rows[0]?.n ?? 0);
  } finally {
    client.close();
  }
}

type CrashRound = { round: number; sent: number; ackedBeforeKill: number; inFlight: number; inFlightFound: number; foundAfterRestart: number; restartSeconds: number; integrity: string; followUps: string };

async function crash(round: number): Promise<CrashRound> {
  const { crashClients, crashMessagesPerClient } = CONFIG;
  const visitors = await arriveAll(`k${round}-`, crashClients);
  const killAt = Math.ceil(crashClients * crashMessagesPerClient * KILL_AT_SHARE);
  const sent: Sent[] = [];
  const acked: Acked[] = [];
  const inFlight: Sent[] = [];
  let killed = false;
  let signalKill!: () => void;
  const killNow = new Promise<void>((resolve) => (signalKill = resolve));

  const burst = Promise.all(
    visitors.map(async (visitor, clientIndex) => {
      for (let index = 0; index < crashMessagesPerClient && !killed; index += 1) {
        const ref = `${RUN}-${visitor.label}-m${index}`;
        const message: Sent = { ref, client: visitor.label, stream: visitor.stream };
        sent.push(message);
        const outcome = await visitor.send(ref, messageText(ref, clientIndex * 3 + index));
        if (outcome.ok) {
          acked.push(outcome.acked);
          if (acked.length >= killAt) signalKill();
        } else {
          inFlight.push(message);
          if (!killed) fail(`crash round ${round}: a message failed before the kill (${outcome.error})`);
          return;
        }
      }
    }),
  );
  // The kill waits for the threshold (or for the end of a burst that never reaches it).
  await Promise.race([killNow, burst]);
  killed = true;
  const killedAt = performance.now();
  await app.kill("SIGKILL");
  await burst;
  // Every response that arrived complete counts (the server commits before it answers), also one
  // that arrived between the decision to kill and the process's end.
  const beforeKill = acked.filter((message) => message.ackedAt <= killedAt);
  const conversationBefore = new Map(visitors.map((visitor) => [visitor.label, visitor.conversationId]));
  const during = acked.length - beforeKill.length;
  console.log(
    `\ncrash round ${round}: ${crashClients} visitors; SIGKILL after ${beforeKill.length} acknowledged (${during} more arrived while it took effect), ${inFlight.length} in flight`,
  );

  const restartStarted = performance.now();
  await app.start({ migrate: false });
  const restartSeconds = (performance.now() - restartStarted) / 1000;
  const integrity = await integrityCheck();
  if (integrity !== "ok") fail(`crash round ${round}: integrity_check says ${integrity}`);

  // Service resumes where it stopped: every visitor of the burst sends one more message, which
  // joins the conversation it had (its cookie and the conversation's owner survived the crash).
  const followUps = await Promise.all(
    visitors.map(async (visitor, clientIndex) => {
      const ref = `${RUN}-${visitor.label}-after`;
      const outcome = await visitor.send(ref, messageText(ref, clientIndex + 7));
      if (!outcome.ok) return false;
      acked.push(outcome.acked);
      const previous = conversationBefore.get(visitor.label);
      return !previous || previous === outcome.acked.conversationId;
    }),
  );
  const followed = followUps.filter(Boolean).length;
  if (followed < visitors.length) fail(`crash round ${round}: ${visitors.length - followed} visitors could not go on with their conversation after the restart`);

  allAcked.push(...acked);
  const result = await audit(allAcked, inFlight);
  const ours = new Set(acked.map((message) => message.ref));
  const foundAfterRestart = beforeKill.filter((message) => result.copies(message.ref) === 1).length;
  const withoutReply = await rowsWithoutReply();
  console.log(
    `  restarted in ${restartSeconds.toFixed(1)} s; integrity_check: ${integrity}; acknowledged before the kill ${beforeKill.length}, found exactly once after the restart ${foundAfterRestart}; ` +
      `in flight ${inFlight.length}, of which logged ${result.inFlightFound}; follow-ups after the restart ${followed}/${visitors.length}; rows without a reply in the file ${withoutReply}`,
  );
  reportAudit(`  admin API audit (everything acknowledged so far, ${allAcked.length})`, result);
  if (withoutReply) fail(`crash round ${round}: ${withoutReply} message rows without a reply in the database file`);
  if (ours.size !== acked.length) fail(`crash round ${round}: a message was acknowledged twice`);
  return {
    round,
    sent: sent.length,
    ackedBeforeKill: beforeKill.length,
    inFlight: inFlight.length,
    inFlightFound: result.inFlightFound,
    foundAfterRestart,
    restartSeconds,
    integrity,
    followUps: `${followed}/${visitors.length}`,
  };
}

// ---- run ----------------------------------------------------------------------------------------

async function main() {
  const started = performance.now();
  await app.start();
  console.log(`load ${QUICK ? "--quick" : "(full)"}: server on ${app.base}, database ${app.databaseFile}`);

  const chat = await chatLoad();
  const resume = await resumes();
  const rounds: CrashRound[] = [];
  for (let round = 1; round <= CONFIG.crashRounds; round += 1) rounds.push(await crash(round));
  const finalIntegrity = await integrityCheck();
  if (finalIntegrity !== "ok") fail(`integrity_check at the end says ${finalIntegrity}`);
  const final = await audit(allAcked);
  console.log("");
  reportAudit(`final admin API audit (all ${allAcked.length} acknowledged messages)`, final);

  console.log(`\n==== load summary (${QUICK ? "quick" : "full"}, ${Math.round((performance.now() - started) / 1000)} s) ====`);
  console.log(`chat: acknowledged/sent ${chat.acked}/${chat.sent}; throughput ${(chat.acked / chat.seconds).toFixed(1)} msg/s; retried after a closed connection ${retried.length}`);
  console.log(`latency JSON p50 ${ms(percentile(chat.json, 0.5))} p99 ${ms(percentile(chat.json, 0.99))}; SSE p50 ${ms(percentile(chat.sse, 0.5))} p99 ${ms(percentile(chat.sse, 0.99))}`);
  console.log(`lost ${final.lost.length}; duplicated ${final.duplicated.length}; wrong reply ${final.wrongReply.length}; without reply ${final.halfWritten.length} (targets 0)`);
  console.log(`résumés: acknowledged/sent ${resume.acked}/${resume.sent}; missing ${resume.missing}; duplicated ${resume.duplicated}; file missing ${resume.fileMissing}; stored unread ${resume.unread}`);
  for (const round of rounds) {
    console.log(
      `crash ${round.round}: acknowledged before kill ${round.ackedBeforeKill}, found after restart ${round.foundAfterRestart}; in flight ${round.inFlight} (logged ${round.inFlightFound}); ` +
        `integrity_check ${round.integrity}; restart ${round.restartSeconds.toFixed(1)} s; follow-ups ${round.followUps}`,
    );
  }
  console.log(`integrity_check at the end: ${finalIntegrity}`);
  console.log(failures.length ? `load: FAILED (${failures.length})\n  ${failures.join("\n  ")}` : "load: PASSED");
  app.stop();
  process.exit(failures.length ? 1 : 0);
}

main().catch((error) => {
  console.error(error);
  app.stop();
  process.exit(1);
});
