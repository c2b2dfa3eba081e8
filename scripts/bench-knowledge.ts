// Times the admin Knowledge tab's data on a large log: a temp database with 100,000 unanswered
// messages (a few hundred frequent questions asked many times, a long tail asked once or twice,
// some reviewed already, some logged before messages had keys) among 200,000 answered ones over 60
// days. Times the lib functions behind the tab (the groups page, the chart's figures, the
// low-confidence list, the entries) against a trivial query in the same run, then, when there is a
// production build (.next/BUILD_ID), the same through the HTTP routes of `next start` against a
// trivial route. Target: the tab's first data (chart and first page of groups) in under 1 s.
//   npm run bench:knowledge [-- --unanswered 100000 --answered 200000 --runs 15 --no-http --db /tmp/kept.db]
// `--junk N` measures junk instead: N unanswered messages from rotating cookies (each a
// conversation of its own, from a few addresses), each a distinct text of `--junk-chars`
// characters (300; the chat takes up to 12,000), among `--real` real questions (5), each asked once
// by 3 to 6 visitors of their own. It prints the first page's time, its bytes, and whether every
// real question is on it. `--junk 300 --junk-chars 12000`: the page bytes of large junk.
import { spawnSync } from "node:child_process";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import type { Insertable } from "kysely";
import { AppServer, randomAdminToken } from "./harness";
import { seededRandom } from "../lib/cards/random";
import type { Conversation, ConversationMessage } from "../lib/generated/kysely/types";

const args = process.argv.slice(2);
const option = (name: string, fallback: number) => {
  const index = args.indexOf(`--${name}`);
  return index >= 0 ? Number(args[index + 1]) : fallback;
};
const UNANSWERED = option("unanswered", 100_000);
const ANSWERED = option("answered", 200_000);
const RUNS = option("runs", 15);
const HTTP = !args.includes("--no-http");
const JUNK = option("junk", 0);
const JUNK_CHARS = option("junk-chars", 300);
const REAL = option("real", 5);
const PORT = Number(process.env.BENCH_PORT ?? 3980);
const DAY_MS = 24 * 60 * 60 * 1000;

// `--db <file>`: a database kept between runs (filled when it does not exist yet), to compare changes on the same data.
const keptIndex = args.indexOf("--db");
const kept = keptIndex >= 0 ? path.resolve(args[keptIndex + 1]) : null;
const dir = fs.mkdtempSync(path.join(os.tmpdir(), "bench-knowledge-"));
const databaseFile = kept ?? path.join(dir, "bench.db");
const databaseUrl = `file:${databaseFile}`;
process.on("exit", () => fs.rmSync(dir, { recursive: true, force: true }));

// ---- data ---------------------------------------------------------------------------------

// A seeded generator, so every run measures the same data.
const rand = seededRandom(0, "knowledge-bench");
const pick = <T>(items: readonly T[]) => items[Math.floor(rand() * items.length)];

const TOPICS = (
  "podcast drone tiktok cannabis brand website shopify seo logo internship salary office austin parking nft vr hologram music jingle " +
  "translation spanish catering photography retouching animation 3d motion ugc influencer newsletter email crm hubspot salesforce " +
  "wordpress webflow accessibility ada hosting domain billing invoice deposit refund contract nda rush weekend holiday remote hybrid " +
  "visa relocation benefits equity portfolio reel casting location permit insurance union sag talent voiceover subtitle captions " +
  "packaging print billboard radio tv streaming ott ctv programmatic linkedin reddit snapchat pinterest youtube twitch gaming esports " +
  "crypto fintech healthcare pharma alcohol tobacco gambling political nonprofit education government franchise restaurant hotel"
).split(" ");
const SYLLABLES = "ka lo mi ren tus var zel po qui nax bri dor fen gal hux jem kor lum nip ost".split(" ");
const tailWord = () => Array.from({ length: 2 + Math.floor(rand() * 2) }, () => pick(SYLLABLES)).join("");
const keyOf = (words: string[]) => [...new Set(words)].sort().join(" ");

const frequent = Array.from({ length: 300 }, () => keyOf(Array.from({ length: 1 + Math.floor(rand() * 3) }, () => pick(TOPICS))));
const tail = Array.from({ length: 15_000 }, () =>
  keyOf([...Array.from({ length: 2 + Math.floor(rand() * 3) }, tailWord), ...(rand() < 0.3 ? [pick(TOPICS)] : [])]),
);
// Zipf-like weights for the frequent questions.
const weights = frequent.map((_, rank) => 1 / (rank + 1) ** 1.1);
const weightSum = weights.reduce((sum, weight) => sum + weight, 0);
function frequentKey(): string {
  let target = rand() * weightSum;
  for (const [index, weight] of weights.entries()) {
    target -= weight;
    if (target <= 0) return frequent[index];
  }
  return frequent[frequent.length - 1];
}
const TEMPLATES = [
  "Do you do {w}?",
  "do you guys handle {w}",
  "How much for {w}?",
  "{w}?",
  "Can you help with {w} for our brand?",
  "Any experience with {w}",
  "what about {w}",
];
const phrase = (key: string) => pick(TEMPLATES).replace("{w}", key);

const now = Date.now();
/** Rows per INSERT: well under SQLite's limit on bound parameters. */
const ROWS_PER_STATEMENT = 500;

// ---- junk: from rotating cookies, among real questions several visitors asked ---------------

const REAL_QUESTIONS = [
  { key: "podcast", text: "Do you produce podcasts?" },
  { key: "drone filming price", text: "What is the price of drone filming?" },
  { key: "refund", text: "Can I get a refund?" },
  { key: "office parking", text: "Is there parking at your office?" },
  { key: "hologram", text: "Do you make holograms?" },
  { key: "internship paid", text: "Are internships paid?" },
  { key: "spanish translation", text: "Can you translate our ads into Spanish?" },
  { key: "weekend rush", text: "Can you do a rush job over the weekend?" },
];
const realQuestions = REAL_QUESTIONS.slice(0, REAL);
const JUNK_ADDRESSES = Array.from({ length: 8 }, (_, index) => `192.0.2.${index + 1}`);

/** A junk message of JUNK_CHARS characters: random syllable words, so each has a key of its own. */
function junkMessage(): { text: string; key: string } {
  const words: string[] = [];
  let length = 0;
  while (length < JUNK_CHARS) {
    const next = tailWord() + tailWord();
    words.push(next);
    length += next.length + 1;
  }
  const text = words.join(" ").slice(0, JUNK_CHARS);
  return { text, key: keyOf(words.slice(0, 12)).slice(0, 200) };
}

async function fillJunk(): Promise<void> {
  const { database } = await import("../lib/db/kysely");
  const { analyze } = await import("../lib/db/dialect");
  const db = database(databaseUrl);
  const started = performance.now();
  const insert = async (conversations: Insertable<Conversation>[], messages: Insertable<ConversationMessage>[]) =>
    db.transaction().execute(async (trx) => {
      for (let start = 0; start < conversations.length; start += ROWS_PER_STATEMENT)
        await trx
          .insertInto("Conversation")
          .values(conversations.slice(start, start + ROWS_PER_STATEMENT))
          .execute();
      for (let start = 0; start < messages.length; start += ROWS_PER_STATEMENT)
        await trx
          .insertInto("ConversationMessage")
          .values(messages.slice(start, start + ROWS_PER_STATEMENT))
          .execute();
    });
  const row = (n: number, text: string, key: string, ip: string, at: number) => {
    const id = `bj${n}`;
    return {
      conversation: { id, sessionId: `bjs${n}`, personaSlug: "default", createdAt: new Date(at), updatedAt: new Date(at) },
      message: {
        id: `${id}m`,
        conversationId: id,
        message: text,
        reply: "I don't know that yet.",
        intent: "unknown",
        timestamp: new Date(at),
        sessionId: `bjs${n}`,
        userIp: ip,
        lang: "en",
        unanswered: true,
        questionKey: key,
      },
    };
  };
  let n = 0;
  // The real questions first, each from 3 to 6 visitors of their own (their own addresses).
  const real = realQuestions.flatMap((question, index) =>
    Array.from({ length: 3 + (index % 4) }, (_, visitor) =>
      row(n++, question.text, question.key, `203.0.113.${10 * index + visitor}`, now - rand() * 20 * DAY_MS),
    ),
  );
  await insert(
    real.map((item) => item.conversation),
    real.map((item) => item.message),
  );
  // The junk, newer than the real questions: a new cookie (conversation) per message, from 8 addresses.
  for (let done = 0; done < JUNK;) {
    const batch = Array.from({ length: Math.min(2_000, JUNK - done) }, () => {
      const junk = junkMessage();
      return row(n++, junk.text, junk.key, pick(JUNK_ADDRESSES), now - rand() * DAY_MS);
    });
    done += batch.length;
    await insert(
      batch.map((item) => item.conversation),
      batch.map((item) => item.message),
    );
  }
  await analyze().execute(db);
  console.log(
    `filled ${JUNK.toLocaleString("en-US")} junk messages of ${JUNK_CHARS} characters from rotating cookies and ${real.length} real ones (${realQuestions.length} questions) in ${((performance.now() - started) / 1000).toFixed(1)} s`,
  );
}

/** The first page of groups: its bytes as JSON, and which real questions are on it. */
function junkReport(page: { groups: { question: string; keys: string[] }[] }): string {
  const bytes = Buffer.byteLength(JSON.stringify(page));
  const missing = realQuestions.filter((question) => !page.groups.some((group) => group.keys.includes(question.key)));
  return `${(bytes / 1024).toFixed(1)} kB as JSON; real questions on page 1: ${realQuestions.length - missing.length} of ${realQuestions.length}${missing.length ? ` (MISSING: ${missing.map((question) => question.key).join(", ")})` : ""}`;
}

async function fill(): Promise<void> {
  // Through the app's query layer (lib/env.ts reads DATABASE_URL, set by main, when first imported).
  const { database } = await import("../lib/db/kysely");
  const { analyze } = await import("../lib/db/dialect");
  const db = database(databaseUrl);
  const total = UNANSWERED + ANSWERED;
  const perConversation = 5;
  let inserted = 0;
  const started = performance.now();
  while (inserted < total) {
    const conversations: Insertable<Conversation>[] = [];
    const messages: Insertable<ConversationMessage>[] = [];
    for (let batch = 0; batch < 5_000 && inserted < total; batch += perConversation) {
      const conversationId = `bc${inserted}`;
      const at = now - rand() * 60 * DAY_MS;
      const contactForm = rand() < 0.01;
      const sessionId = contactForm ? "contact-form" : `bs${inserted}`;
      conversations.push({ id: conversationId, sessionId, personaSlug: "default", createdAt: new Date(at), updatedAt: new Date(at) });
      for (let index = 0; index < perConversation && inserted < total; index += 1, inserted += 1) {
        const unanswered = inserted < UNANSWERED;
        const key = unanswered ? (rand() < 0.7 ? frequentKey() : pick(tail)) : frequentKey();
        const legacy = unanswered && rand() < 0.01;
        const reviewed = unanswered && rand() < 0.05;
        const lowConfidence = !unanswered && rand() < 0.01;
        messages.push({
          id: `bm${inserted}`,
          conversationId,
          message: phrase(key),
          reply: unanswered ? "I don't know that yet." : "Here is what we can do.",
          intent: "unknown",
          timestamp: new Date(at + index * 30_000),
          sessionId,
          lang: rand() < 0.1 ? "es" : "en",
          unanswered,
          lowConfidence,
          questionKey: legacy ? null : key,
          reviewedAt: reviewed ? new Date(now) : null,
        });
      }
    }
    await db.transaction().execute(async (trx) => {
      for (let start = 0; start < conversations.length; start += ROWS_PER_STATEMENT) {
        await trx
          .insertInto("Conversation")
          .values(conversations.slice(start, start + ROWS_PER_STATEMENT))
          .execute();
      }
      for (let start = 0; start < messages.length; start += ROWS_PER_STATEMENT) {
        await trx
          .insertInto("ConversationMessage")
          .values(messages.slice(start, start + ROWS_PER_STATEMENT))
          .execute();
      }
    });
  }
  await analyze().execute(db);
  console.log(
    `filled ${total.toLocaleString("en-US")} messages (${UNANSWERED.toLocaleString("en-US")} unanswered) in ${((performance.now() - started) / 1000).toFixed(1)} s`,
  );
}

// ---- timing -------------------------------------------------------------------------------

type Timing = { label: string; median: number; p95: number; min: number; detail?: string };

async function time(label: string, work: () => Promise<unknown>, detail?: (result: unknown) => string): Promise<Timing> {
  let last: unknown;
  for (let warm = 0; warm < 2; warm += 1) last = await work();
  const samples: number[] = [];
  for (let run = 0; run < RUNS; run += 1) {
    const started = performance.now();
    last = await work();
    samples.push(performance.now() - started);
  }
  samples.sort((a, b) => a - b);
  const at = (share: number) => samples[Math.min(samples.length - 1, Math.floor(share * samples.length))];
  return { label, median: at(0.5), p95: at(0.95), min: samples[0], detail: detail?.(last) };
}

function print(title: string, timings: Timing[]) {
  console.log(`\n${title} (${RUNS} runs each after 2 warm-ups; ms)`);
  const width = Math.max(...timings.map((timing) => timing.label.length));
  for (const timing of timings) {
    console.log(
      `  ${timing.label.padEnd(width)}  median ${timing.median.toFixed(1).padStart(7)}  p95 ${timing.p95.toFixed(1).padStart(7)}  min ${timing.min.toFixed(1).padStart(7)}${timing.detail ? `  ${timing.detail}` : ""}`,
    );
  }
}

async function main() {
  // Migrate and seed as `npm run db:setup` does, then fill.
  const filled = fs.existsSync(databaseFile);
  const setup = spawnSync(process.execPath, ["--import", "tsx", "scripts/db-setup.ts"], {
    env: { ...process.env, DATABASE_URL: databaseUrl },
    encoding: "utf8",
  });
  if (setup.status !== 0) throw new Error(`db-setup failed: ${setup.stderr}`);
  // The app's modules, in this process (lib/env.ts reads DATABASE_URL when first imported).
  process.env.DATABASE_URL = databaseUrl;
  if (filled) console.log(`using ${databaseFile} as it is`);
  else if (JUNK) await fillJunk();
  else await fill();

  const knowledge = await import("../lib/knowledge/store");
  if (JUNK) return benchJunk(knowledge);
  const { prisma } = await import("../lib/db/client");
  const { groupQuestionKeys } = await import("../lib/knowledge/groups");
  const { loadKeyMeanings } = await import("../lib/knowledge/meanings");

  const first = performance.now();
  const firstPage = await knowledge.listUnansweredGroups({ page: 1, limit: 20 });
  console.log(`\nfirst groups page, keying the messages logged before keys: ${(performance.now() - first).toFixed(0)} ms`);
  console.log(
    `groups: ${firstPage.totalGroups.toLocaleString("en-US")} from ${firstPage.totalMessages.toLocaleString("en-US")} waiting messages (keys read: at most 2,000; truncated: ${firstPage.truncated}); ` +
      `largest group ${firstPage.groups[0]?.count.toLocaleString("en-US")} messages, ${firstPage.groups[0]?.keys.length} keys: "${firstPage.groups[0]?.question}"`,
  );

  const { database } = await import("../lib/db/kysely");
  const keyRows = await database()
    .selectFrom("ConversationMessage")
    .select((eb) => ["questionKey as key", eb.fn.countAll().as("count"), eb.fn.min("timestamp").as("firstSeen"), eb.fn.max("timestamp").as("lastSeen")])
    .where("unanswered", "=", true)
    .where("reviewedAt", "is", null)
    .where("questionKey", "is not", null)
    .groupBy("questionKey")
    .orderBy("count", "desc")
    .orderBy("lastSeen", "desc")
    .limit(2000)
    .execute();
  const iso = (value: Date | string) => new Date(value).toISOString();
  const keyStats = keyRows.map((row) => ({ key: row.key ?? "", count: Number(row.count), firstSeen: iso(row.firstSeen), lastSeen: iso(row.lastSeen) }));

  const lib = [
    await time("trivial query (SELECT 1)", () =>
      database()
        .selectNoFrom((eb) => eb.lit(1).as("ok"))
        .execute(),
    ),
    await time(
      "groups, page 1 (listUnansweredGroups)",
      () => knowledge.listUnansweredGroups({ page: 1, limit: 20 }),
      (result) => `${(result as typeof firstPage).groups.length} groups shown`,
    ),
    await time("groups, page 5", () => knowledge.listUnansweredGroups({ page: 5, limit: 20 })),
    await time(
      "  of which: merging 2,000 keys (pure)",
      async () => groupQuestionKeys(keyStats, { maxGroupKeys: 200, meanings: await loadKeyMeanings() }),
      (result) => `${(result as unknown[]).length} groups`,
    ),
    await time(
      "chart figures (knowledgeStats)",
      () => knowledge.knowledgeStats(),
      (result) => {
        const stats = result as Awaited<ReturnType<typeof knowledge.knowledgeStats>>;
        return `${stats.totals.total.toLocaleString("en-US")} messages in 30 days, ${(100 * (stats.unansweredShare ?? 0)).toFixed(1)}% unanswered`;
      },
    ),
    await time("low-confidence, first page", () => knowledge.listLowConfidence({ limit: 20 })),
    await time("entries", () => knowledge.listAdminEntries()),
  ];
  print("lib functions", lib);
  await prisma.$disconnect();

  if (!HTTP) return;
  if (!fs.existsSync(".next/BUILD_ID")) {
    console.log("\nno production build (.next/BUILD_ID): HTTP timings skipped (npm run build, then run again)");
    return;
  }
  const token = randomAdminToken("bench-knowledge");
  const server = new AppServer({
    port: PORT,
    name: "bench-knowledge",
    adminToken: token,
    verboseVariable: "BENCH_VERBOSE",
    env: { DATABASE_URL: databaseUrl },
  });
  await server.start({ migrate: false });
  try {
    const base = server.base;
    const get = async (url: string, auth = true) => {
      const response = await fetch(`${base}${url}`, { headers: auth ? { authorization: `Bearer ${token}` } : {} });
      const body = await response.arrayBuffer();
      if (!response.ok) throw new Error(`${url}: ${response.status}`);
      return body.byteLength;
    };
    const bytes = (result: unknown) => `${((result as number) / 1024).toFixed(1)} kB`;
    const http = [
      await time("GET /api/health (trivial route)", () => get("/api/health", false), bytes),
      await time("GET /api/admin/knowledge/groups", () => get("/api/admin/knowledge/groups?page=1&limit=20"), bytes),
      await time("GET /api/admin/knowledge/stats", () => get("/api/admin/knowledge/stats"), bytes),
      await time("GET /api/admin/knowledge/low-confidence", () => get("/api/admin/knowledge/low-confidence"), bytes),
      await time("GET /api/admin/knowledge/entries", () => get("/api/admin/knowledge/entries"), bytes),
      await time("the tab's first data (stats + groups, in parallel)", () =>
        Promise.all([get("/api/admin/knowledge/stats"), get("/api/admin/knowledge/groups?page=1&limit=20")]),
      ),
    ];
    print(`HTTP on a production build (next start, ${base})`, http);
    const tab = http[http.length - 1];
    console.log(
      `\ntarget: the tab's data in under 1 s: median ${tab.median.toFixed(0)} ms, p95 ${tab.p95.toFixed(0)} ms: ${tab.p95 < 1000 ? "met" : "MISSED"}`,
    );
  } finally {
    await server.kill("SIGTERM");
  }
}

/** `--junk`: the first page of groups, in-process and over HTTP when there is a build: time, bytes, the real questions on it. */
async function benchJunk(knowledge: typeof import("../lib/knowledge/store")) {
  const { prisma } = await import("../lib/db/client");
  const first = await knowledge.listUnansweredGroups({ page: 1, limit: 20 });
  console.log(
    `\nfirst page: ${first.totalGroups.toLocaleString("en-US")} groups from ${first.totalMessages.toLocaleString("en-US")} waiting messages (truncated: ${first.truncated}); ${junkReport(first)}`,
  );
  console.log(
    `page 1 order: ${first.groups
      .slice(0, 10)
      .map((group) => `${group.keys[0].slice(0, 24)} (${group.visitors} visitors, ${group.count} messages)`)
      .join("; ")}`,
  );
  const lib = [
    await time(
      "groups, page 1 (listUnansweredGroups)",
      () => knowledge.listUnansweredGroups({ page: 1, limit: 20 }),
      (result) => junkReport(result as typeof first),
    ),
    await time("chart figures (knowledgeStats)", () => knowledge.knowledgeStats()),
  ];
  print("lib functions, junk", lib);
  await prisma.$disconnect();
  if (!HTTP) return;
  if (!fs.existsSync(".next/BUILD_ID")) {
    console.log("\nno production build (.next/BUILD_ID): HTTP timings skipped (npm run build, then run again)");
    return;
  }
  const token = randomAdminToken("bench-knowledge");
  const server = new AppServer({
    port: PORT,
    name: "bench-knowledge",
    adminToken: token,
    verboseVariable: "BENCH_VERBOSE",
    env: { DATABASE_URL: databaseUrl },
  });
  await server.start({ migrate: false });
  try {
    const get = async (url: string) => {
      const response = await fetch(`${server.base}${url}`, { headers: { authorization: `Bearer ${token}` } });
      if (!response.ok) throw new Error(`${url}: ${response.status}`);
      return response.text();
    };
    const http = [
      await time(
        "GET /api/admin/knowledge/groups",
        () => get("/api/admin/knowledge/groups?page=1&limit=20"),
        (result) => junkReport(JSON.parse(result as string)),
      ),
      await time("the tab's first data (stats + groups, in parallel)", () =>
        Promise.all([get("/api/admin/knowledge/stats"), get("/api/admin/knowledge/groups?page=1&limit=20")]),
      ),
    ];
    print(`HTTP on a production build (next start, ${server.base})`, http);
  } finally {
    await server.kill("SIGTERM");
  }
}

main().then(
  () => process.exit(0),
  (error) => {
    console.error(error);
    process.exit(1);
  },
);
