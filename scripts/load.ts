// A load, nothing-lost and crash-recovery gate for a production build, in the default
// configuration (no LLM, default rate limits, no CLIENT_IP_HEADER). Exits 1 when an acknowledged
// chat message or résumé is missing or duplicated, a logged message has no reply, or the database
// fails `PRAGMA integrity_check`.
//   npm run load                (full: 1,000 messages from 100 visitors, 20 résumés, 3 crashes)
//   npm run load -- --quick     (CI: 200 messages from 20 visitors, 5 résumés, 1 smaller crash)
//   npm run load -- --cluster [--quick]   two instances on PostgreSQL, Redis and one upload folder
//                               behind a round-robin proxy (load-cluster.ts describes it)
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
import {
  AdminApi,
  arriveAll as arriveAllAt,
  ms,
  percentile,
  pool,
  retried,
  tally,
  type Acked,
  type Audit,
  type ChatVisitor,
  messageText,
  type Sent,
} from "./load-chat";

const QUICK = process.argv.includes("--quick");
const CONFIG = QUICK
  ? { chatClients: 20, messagesPerClient: 10, resumes: 5, crashRounds: 1, crashClients: 20, crashMessagesPerClient: 8 }
  : { chatClients: 100, messagesPerClient: 10, resumes: 20, crashRounds: 3, crashClients: 50, crashMessagesPerClient: 10 };
/** The kill comes once this share of a burst's planned messages has been acknowledged. */
const KILL_AT_SHARE = 0.3;
/** Requests in flight at once when reading the admin API. */
const ADMIN_CONCURRENCY = 8;
/** Small admin pages, so every audit follows the pagination across several of them. */
const RESUMES_PAGE = 4;

const PORT = Number(process.env.LOAD_PORT ?? 3960);
const ADMIN_TOKEN = randomAdminToken("load");
/** The server under test, created by main() (not in --cluster mode, which starts its own: load-cluster.ts). */
let app!: AppServer;
const RUN = Date.now().toString(36);

const failures: string[] = [];
const fail = (message: string) => {
  failures.push(message);
  console.log(`FAIL  ${message}`);
};

// ---- messages and the admin API (load-chat.ts) --------------------------------------------------

const api = new AdminApi(() => app.base, ADMIN_TOKEN, fail);
const admin = <T>(pathname: string) => api.get<T>(pathname);
const adminBytes = (pathname: string) => api.bytes(pathname);
const audit = (acked: Acked[], inFlight: Sent[] = []) => api.audit(acked, inFlight);
const reportAudit = (label: string, result: Audit) => api.reportAudit(label, result);
/** Creates `count` visitors (alternately JSON and SSE), each after its own page view. */
const arriveAll = (prefix: string, count: number): Promise<ChatVisitor[]> => arriveAllAt(app.base, prefix, count, fail);

// ---- phase 1 and 2: chat load ------------------------------------------------------------------

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
  console.log(
    `  latency JSON: p50 ${ms(percentile(json, 0.5))}, p99 ${ms(percentile(json, 0.99))} (${json.length}); SSE: p50 ${ms(percentile(sse, 0.5))}, p99 ${ms(percentile(sse, 0.99))} (${sse.length})`,
  );
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

type CrashRound = {
  round: number;
  sent: number;
  ackedBeforeKill: number;
  inFlight: number;
  inFlightFound: number;
  foundAfterRestart: number;
  restartSeconds: number;
  integrity: string;
  followUps: string;
};

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
  if (followed < visitors.length)
    fail(`crash round ${round}: ${visitors.length - followed} visitors could not go on with their conversation after the restart`);

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
  app = new AppServer({ port: PORT, name: "load", adminToken: ADMIN_TOKEN, verboseVariable: "LOAD_VERBOSE" });
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
  console.log(
    `chat: acknowledged/sent ${chat.acked}/${chat.sent}; throughput ${(chat.acked / chat.seconds).toFixed(1)} msg/s; retried after a closed connection ${retried.length}`,
  );
  console.log(
    `latency JSON p50 ${ms(percentile(chat.json, 0.5))} p99 ${ms(percentile(chat.json, 0.99))}; SSE p50 ${ms(percentile(chat.sse, 0.5))} p99 ${ms(percentile(chat.sse, 0.99))}`,
  );
  console.log(
    `lost ${final.lost.length}; duplicated ${final.duplicated.length}; wrong reply ${final.wrongReply.length}; without reply ${final.halfWritten.length} (targets 0)`,
  );
  console.log(
    `résumés: acknowledged/sent ${resume.acked}/${resume.sent}; missing ${resume.missing}; duplicated ${resume.duplicated}; file missing ${resume.fileMissing}; stored unread ${resume.unread}`,
  );
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

if (process.argv.includes("--cluster")) {
  // Several instances on PostgreSQL behind a round-robin proxy: load-cluster.ts.
  import("./load-cluster").then(
    ({ runCluster }) => runCluster({ quick: QUICK }),
    (error: unknown) => {
      console.error(error);
      process.exit(1);
    },
  );
} else {
  main().catch((error) => {
    console.error(error);
    app?.stop();
    process.exit(1);
  });
}
