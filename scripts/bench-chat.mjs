// Measures POST /api/conversations/message (the built-in concierge, real database writes) against
// a trivial route handler (GET /api/health) in the same run, on a production build.
//   npm run bench:chat            (builds first if there is no build)
// Prints req/s, p50 and p99 for both and the throughput ratio. Targets: ratio >= 0.5 and
// p99 < 100 ms at 20 connections. Also the first message's latency (the concierge loads its
// dictionaries, language data and knowledge then) and the server's memory before and after it.
import { spawn, spawnSync } from "node:child_process";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import autocannon from "autocannon";
import { tsImport } from "tsx/esm/api";

const PORT = Number(process.env.BENCH_PORT ?? 3900);
const CONNECTIONS = Number(process.env.BENCH_CONNECTIONS ?? 20);
const DURATION = Number(process.env.BENCH_SECONDS ?? 10);
const base = `http://127.0.0.1:${PORT}`;

const MESSAGES = [
  "We need a brand film for our e-bike launch this spring",
  "How much does a campaign usually cost?",
  "Can I see examples of your social media work for restaurants?",
  "What awards has the agency won?",
  "Are you hiring freelance editors?",
  "We're a post house offering color grading for agencies like yours",
  "Our credit union brand feels dated. Where would we start?",
  "hello!",
  "Do you handle media buying for streaming TV?",
  "Show me your reel",
];

if (!fs.existsSync(".next/BUILD_ID")) {
  console.log("no production build: running npm run build");
  const build = spawnSync("npm", ["run", "build"], { stdio: "inherit" });
  if (build.status !== 0) process.exit(build.status ?? 1);
}

const dir = fs.mkdtempSync(path.join(os.tmpdir(), "bench-chat-"));
const env = {
  ...process.env,
  NODE_ENV: "production",
  DATABASE_URL: `file:${path.join(dir, "bench.db")}`,
  RATE_LIMIT_CHAT_PER_MINUTE: "100000",
  OPENAI_API_KEY: "",
  NEXT_TELEMETRY_DISABLED: "1",
};
/** The server's database, through the app's query layer (lib/db/kysely.ts, loaded by tsx). */
const { database } = await tsImport("../lib/db/kysely.ts", import.meta.url);
const setup = spawnSync("npx", ["tsx", "scripts/db-setup.ts"], { env, encoding: "utf8" });
if (setup.status !== 0) {
  console.error(setup.stdout, setup.stderr);
  process.exit(1);
}
const server = spawn("npx", ["next", "start", "-p", String(PORT)], { env, stdio: ["ignore", "ignore", "inherit"], detached: true });
const stop = () => {
  try {
    process.kill(-server.pid, "SIGTERM");
  } catch {}
  fs.rmSync(dir, { recursive: true, force: true });
};
process.on("exit", stop);

async function waitForServer() {
  for (let attempt = 0; attempt < 120; attempt += 1) {
    try {
      if ((await fetch(`${base}/api/health`)).ok) return;
    } catch {}
    await new Promise((resolve) => setTimeout(resolve, 500));
  }
  throw new Error("server did not start");
}

let counter = 0;
const messageRequest = {
  method: "POST",
  path: "/api/conversations/message",
  headers: { "content-type": "application/json" },
  setupRequest(request) {
    counter += 1;
    request.body = JSON.stringify({ message: MESSAGES[counter % MESSAGES.length], sessionId: `bench-${counter % 500}` });
    return request;
  },
};

const run = (title, options) =>
  new Promise((resolve, reject) =>
    autocannon({ url: base, connections: CONNECTIONS, duration: DURATION, title, ...options }, (error, result) => (error ? reject(error) : resolve(result))),
  );

const summary = (result) => ({
  reqPerSec: Math.round(result.requests.average),
  p50: result.latency.p50,
  p99: result.latency.p99,
  ok: result["2xx"],
  failed: result.non2xx + result.errors + result.timeouts,
});

/** Resident memory of the server's processes (npx, next, its workers), in MB. */
function serverRss() {
  const out = spawnSync("ps", ["-o", "rss=", "-g", String(server.pid)], { encoding: "utf8" }).stdout;
  return Math.round(
    out
      .split("\n")
      .filter(Boolean)
      .reduce((sum, kb) => sum + Number(kb), 0) / 1024,
  );
}

await waitForServer();
const rssBefore = serverRss();
const firstStart = performance.now();
const first = await fetch(`${base}/api/conversations/message`, {
  method: "POST",
  headers: { "content-type": "application/json" },
  body: JSON.stringify({ message: "What did you do for IMAX?", sessionId: "bench-first" }),
});
await first.text();
const firstMs = Math.round(performance.now() - firstStart);
const rssAfter = serverRss();
await run("warm-up", { duration: 3, requests: [messageRequest] });
await run("warm-up", { duration: 2, requests: [{ method: "GET", path: "/api/health" }] });

const trivial = summary(await run("trivial", { requests: [{ method: "GET", path: "/api/health" }] }));
const rowsBefore = await countMessages();
const message = summary(await run("message", { requests: [messageRequest] }));
const written = (await countMessages()) - rowsBefore;

async function countMessages() {
  const { n } = await database(env.DATABASE_URL)
    .selectFrom("ConversationMessage")
    .select((eb) => eb.fn.countAll().as("n"))
    .executeTakeFirstOrThrow();
  return Number(n);
}

const ratio = message.reqPerSec / trivial.reqPerSec;
console.log(`\n${CONNECTIONS} connections, ${DURATION} s each, node ${process.version}, ${os.cpus().length} cpus`);
console.table({ "GET /api/health (trivial)": trivial, "POST /api/conversations/message": message });
console.log(`messages logged during the run: ${written} (2xx responses: ${message.ok})`);
console.log(`first message: ${firstMs} ms (status ${first.status}); server memory ${rssBefore} MB before it, ${rssAfter} MB after (RSS, all server processes)`);
console.log(`throughput ratio message/trivial: ${ratio.toFixed(2)} (target >= 0.5) ${ratio >= 0.5 ? "PASS" : "MISS"}`);
console.log(`message p99: ${message.p99} ms (target < 100 ms) ${message.p99 < 100 ? "PASS" : "MISS"}`);
stop();
process.exit(0);
