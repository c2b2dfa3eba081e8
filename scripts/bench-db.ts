// Chat throughput per database engine, side by side, on the production build:
//   (a) the embedded SQLite file, (b) a local PostgreSQL 15 (durable commits), (c) the same
//   PostgreSQL reached through a proxy that adds 20 ms of round-trip latency (10 ms each way,
//   scripts/servers/delay-proxy.ts), with the RTT measured first (pg, SELECT 1).
//   npm run bench:db
//   npm run bench:db -- --only sqlite,postgres-20ms      (a subset: sqlite, postgres, postgres-20ms)
// For each engine: one `next start` (scripts/harness.ts) on a fresh database, default configuration
// (no LLM) with the rate limits raised out of the way, 50 visitors each with its own visitor cookie
// and conversation sending messages back to back (POST /api/conversations/message) for a fixed
// time after a warm-up, and the cheapest route (GET /api/health, no database) at the same
// concurrency for the baseline, half before and half after the chat run. Prints msgs/s, p50/p99,
// errors (anything but a 200 with a reply), the trivial route's req/s, the ratio, and for (c) the
// PostgreSQL round trips per chat message, counted by the proxy (the app's turns: what it sends
// before it waits for the server; statements pipelined together are one), with the statements
// (Query and Sync messages of the frontend protocol) beside them; then the failures, what PostgreSQL logged as errors, and where the CPU went
// (on a shared machine, a row measured while other processes took much of the CPU says so).
// Knobs: BENCH_DB_VISITORS (50), BENCH_DB_SECONDS (20), BENCH_DB_WARMUP_SECONDS (5),
// BENCH_DB_TRIVIAL_SECONDS (10), BENCH_DB_DELAY_MS (10, one way), BENCH_DB_VERBOSE=1 (server stderr);
// DATABASE_POOL_MAX reaches the servers (default 10).
import { fork, spawnSync, type ChildProcess } from "node:child_process";
import fs from "node:fs";
import os from "node:os";
import { performance } from "node:perf_hooks";
import pg from "pg";
import { AppServer, Client, randomAdminToken, sleep } from "./harness";
import { QUESTIONS } from "./load-chat";
import type { ProtocolCounts, ProxyStats } from "./servers/delay-proxy";
import { freePort, psql, startPostgres, type PostgresServer } from "./servers/postgres";

const VISITORS = Number(process.env.BENCH_DB_VISITORS ?? 50);
const SECONDS = Number(process.env.BENCH_DB_SECONDS ?? 20);
const WARMUP_SECONDS = Number(process.env.BENCH_DB_WARMUP_SECONDS ?? 5);
const TRIVIAL_SECONDS = Number(process.env.BENCH_DB_TRIVIAL_SECONDS ?? 10);
const DELAY_MS = Number(process.env.BENCH_DB_DELAY_MS ?? 10);
const RTT_MS = 2 * DELAY_MS;
const GOAL_MSGS_PER_SECOND = 100;
/** The app's default (lib/env.ts); an exported DATABASE_POOL_MAX reaches the servers and is shown. */
const POOL_MAX = process.env.DATABASE_POOL_MAX || "10";
const TRIVIAL_ROUTE = "/api/health";
const CHAT_ROUTE = "/api/conversations/message";
/** The proxy's counts for our own probes (RTT checks) are kept apart from the app's by this name. */
const PROBE_APP_NAME = "bench-rtt";
/** Ports other sessions use: never ours. */
const RESERVED_PORTS = new Set([3100, 3200]);

const RAISED_LIMITS: Record<string, string> = Object.fromEntries(
  [
    "RATE_LIMIT_CHAT_PER_MINUTE",
    "RATE_LIMIT_CONTACT_PER_MINUTE",
    "RATE_LIMIT_UPLOAD_PER_MINUTE",
    "RATE_LIMIT_LOGIN_PER_MINUTE",
    "LLM_CALLS_PER_MINUTE",
    "LEADS_PER_VISITOR_PER_MINUTE",
    "LEADS_PER_IP_PER_MINUTE",
    "LEADS_NEW_VISITORS_PER_MINUTE",
    "NOTIFICATIONS_PER_MINUTE",
  ].map((name) => [name, "100000"]),
);

type EngineKey = "sqlite" | "postgres" | "postgres-20ms";
const ENGINES: { key: EngineKey; label: string }[] = [
  { key: "sqlite", label: "SQLite file" },
  { key: "postgres", label: "PostgreSQL (local)" },
  { key: "postgres-20ms", label: `PostgreSQL +${RTT_MS} ms RTT` },
];

const onlyIndex = process.argv.indexOf("--only");
const only = onlyIndex >= 0 ? new Set(process.argv[onlyIndex + 1]?.split(",")) : null;
const selected = ENGINES.filter((engine) => !only || only.has(engine.key));
if (selected.length === 0) {
  process.stderr.write(`--only takes a comma-separated list of: ${ENGINES.map((engine) => engine.key).join(", ")}\n`);
  process.exit(2);
}

// ---- measuring --------------------------------------------------------------------------------

type Outcome = { ok: true; ms: number } | { ok: false; ms: number; error: string };

type PhaseResult = { ok: number; failed: number; errors: Map<string, number>; latencies: number[]; elapsedMs: number };

const percentile = (sorted: number[], p: number) => (sorted.length ? sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)] : NaN);

/** `concurrency` loops, each running `operation` back to back until `seconds` have passed (requests in flight finish). */
async function runPhase(seconds: number, concurrency: number, operation: (worker: number) => Promise<Outcome>): Promise<PhaseResult> {
  const result: PhaseResult = { ok: 0, failed: 0, errors: new Map(), latencies: [], elapsedMs: 0 };
  const started = performance.now();
  const deadline = started + seconds * 1000;
  await Promise.all(
    Array.from({ length: concurrency }, async (_, worker) => {
      while (performance.now() < deadline) {
        const outcome = await operation(worker);
        if (outcome.ok) {
          result.ok += 1;
          result.latencies.push(outcome.ms);
        } else {
          result.failed += 1;
          result.errors.set(outcome.error, (result.errors.get(outcome.error) ?? 0) + 1);
          if (outcome.ms < 5) await sleep(5); // a refused connection fails at once: don't spin
        }
      }
    }),
  );
  result.elapsedMs = performance.now() - started;
  result.latencies.sort((a, b) => a - b);
  return result;
}

const perSecond = (phase: PhaseResult) => phase.ok / (phase.elapsedMs / 1000);

/** Two runs of one phase as one. */
function combine(first: PhaseResult, second: PhaseResult): PhaseResult {
  const errors = new Map(first.errors);
  for (const [error, count] of second.errors) errors.set(error, (errors.get(error) ?? 0) + count);
  return {
    ok: first.ok + second.ok,
    failed: first.failed + second.failed,
    errors,
    latencies: [...first.latencies, ...second.latencies].sort((a, b) => a - b),
    elapsedMs: first.elapsedMs + second.elapsedMs,
  };
}

/** An error with its cause (fetch says only "fetch failed"; the socket error is its cause). */
function describeError(error: unknown): string {
  if (!(error instanceof Error)) return String(error);
  const cause = error.cause as { code?: string; message?: string } | undefined;
  return cause ? `${error.message} (${[cause.code, cause.message].filter(Boolean).join(": ")})` : error.message;
}

/** "HTTP 500 internal_error: …" from the error envelope, without anything per-request. */
function describeFailure(status: number, body: string): string {
  try {
    const parsed = JSON.parse(body) as { error?: { code?: string; message?: string } | string; code?: string; message?: string };
    const error = typeof parsed.error === "object" ? parsed.error : { code: parsed.code, message: parsed.message ?? parsed.error };
    return `HTTP ${status} ${[error?.code, error?.message].filter(Boolean).join(": ")}`.trim();
  } catch {
    return `HTTP ${status} ${body.slice(0, 120).replace(/\s+/g, " ")}`.trim();
  }
}

/** A chat visitor: its own visitor cookie and conversation. */
class Visitor {
  readonly client: Client;
  conversationId: string | undefined;
  sent = 0;
  constructor(
    base: string,
    readonly index: number,
  ) {
    this.client = new Client(base, `visitor-${index}`);
  }

  /** The visitor cookie the chat asks for before its first message. */
  async arrive(): Promise<void> {
    const response = await this.client.fetch("/api/visitor");
    await response.arrayBuffer();
    if (response.status !== 204 || !this.client.cookie("nl_vid")) throw new Error(`GET /api/visitor answered ${response.status} without a visitor cookie`);
  }

  async send(): Promise<Outcome> {
    this.sent += 1;
    const message = `${QUESTIONS[(this.index + this.sent) % QUESTIONS.length]} (ref ${this.index}-${this.sent})`;
    const started = performance.now();
    try {
      const response = await this.client.postJson(CHAT_ROUTE, { message, ...(this.conversationId ? { conversationId: this.conversationId } : {}) });
      const body = await response.text();
      const ms = performance.now() - started;
      if (response.status !== 200) return { ok: false, ms, error: describeFailure(response.status, body) };
      const fields = JSON.parse(body) as { reply?: string; conversationId?: string };
      if (!fields.reply || !fields.conversationId) return { ok: false, ms, error: "HTTP 200 without a reply or conversationId" };
      this.conversationId = fields.conversationId;
      return { ok: true, ms };
    } catch (error) {
      return { ok: false, ms: performance.now() - started, error: describeError(error) };
    }
  }
}

async function trivialRequest(client: Client): Promise<Outcome> {
  const started = performance.now();
  try {
    const response = await client.fetch(TRIVIAL_ROUTE, { keepCookies: false });
    const body = await response.text();
    const ms = performance.now() - started;
    return response.status === 200 ? { ok: true, ms } : { ok: false, ms, error: describeFailure(response.status, body) };
  } catch (error) {
    return { ok: false, ms: performance.now() - started, error: describeError(error) };
  }
}

// ---- the delay proxy, in a process of its own ---------------------------------------------------

type ProxyProcess = { port: number; pid: number | undefined; stats(): Promise<ProxyStats>; stop(): void };

async function startProxyProcess(targetPort: number): Promise<ProxyProcess> {
  const child: ChildProcess = fork("scripts/servers/delay-proxy.ts", ["--target-port", String(targetPort), "--delay-ms", String(DELAY_MS)], {
    execArgv: ["--import", "tsx"],
    stdio: ["ignore", "inherit", "inherit", "ipc"],
  });
  const stop = () => {
    if (child.exitCode === null && child.signalCode === null) child.kill("SIGKILL");
  };
  process.on("exit", stop);
  const port = await new Promise<number>((resolve, reject) => {
    child.once("message", (message: { port?: number }) => (message.port ? resolve(message.port) : reject(new Error("delay proxy: no port"))));
    child.once("exit", (code) => reject(new Error(`the delay proxy exited (${code})`)));
  });
  const stats = () =>
    new Promise<ProxyStats>((resolve) => {
      const onMessage = (message: { type?: string; stats?: ProxyStats }) => {
        if (message.type !== "stats") return;
        child.off("message", onMessage);
        resolve(message.stats ?? {});
      };
      child.on("message", onMessage);
      child.send({ type: "stats" });
    });
  return { port, pid: child.pid, stats, stop };
}

/** The app's counts: every connection but our probes. */
function appCounts(stats: ProxyStats): ProtocolCounts {
  const total: ProtocolCounts = { connections: 0, queries: 0, syncs: 0, turns: 0, bytesUp: 0, bytesDown: 0 };
  for (const [name, counts] of Object.entries(stats)) {
    if (name === PROBE_APP_NAME) continue;
    for (const key of Object.keys(total) as (keyof ProtocolCounts)[]) total[key] += counts[key];
  }
  return total;
}

type Rtt = { p50: number; p90: number; min: number; max: number; connectMs: number };

/** Times `count` sequential `SELECT 1` round trips on a connection to `port` (simple protocol: one round trip each). */
async function measureRtt(port: number, count = 40): Promise<Rtt> {
  const client = new pg.Client({ host: "127.0.0.1", port, user: "postgres", database: "postgres", application_name: PROBE_APP_NAME });
  const connectStarted = performance.now();
  await client.connect();
  const connectMs = performance.now() - connectStarted;
  try {
    await client.query("SELECT 1");
    const times: number[] = [];
    for (let index = 0; index < count; index += 1) {
      const started = performance.now();
      await client.query("SELECT 1");
      times.push(performance.now() - started);
    }
    times.sort((a, b) => a - b);
    return { p50: percentile(times, 50), p90: percentile(times, 90), min: times[0], max: times[times.length - 1], connectMs };
  } finally {
    await client.end();
  }
}

/** `SELECT 1` every 500 ms through the proxy while `during` runs: the RTT the app sees under load. */
async function probeRttWhile<T>(port: number, during: Promise<T>): Promise<{ value: T; times: number[] }> {
  const client = new pg.Client({ host: "127.0.0.1", port, user: "postgres", database: "postgres", application_name: PROBE_APP_NAME });
  await client.connect();
  const times: number[] = [];
  let done = false;
  const loop = (async () => {
    while (!done) {
      const started = performance.now();
      await client.query("SELECT 1");
      times.push(performance.now() - started);
      await sleep(500);
    }
  })();
  try {
    const value = await during;
    return { value, times: times.sort((a, b) => a - b) };
  } finally {
    done = true;
    await loop.catch(() => undefined);
    await client.end();
  }
}

// ---- servers ----------------------------------------------------------------------------------

async function appPort(): Promise<number> {
  for (;;) {
    const port = await freePort();
    if (!RESERVED_PORTS.has(port)) return port;
  }
}

/** Waits (up to 10 minutes) for a production build: the lead engineer may be rebuilding .next. */
async function waitForBuild(): Promise<void> {
  if (fs.existsSync(".next/BUILD_ID")) return;
  console.log("waiting for a production build (.next/BUILD_ID) …");
  for (let waited = 0; waited < 600; waited += 5) {
    await sleep(5000);
    if (fs.existsSync(".next/BUILD_ID")) {
      await sleep(5000); // let the build finish writing
      return;
    }
  }
  console.log("still no build after 10 minutes: the harness builds one");
}

/** Migrates and seeds a fresh database (what `npm start` does), directly (not through the proxy). */
function setUpDatabase(url: string) {
  const setup = spawnSync(process.execPath, ["--import", "tsx", "scripts/db-setup.ts"], {
    env: { ...process.env, NODE_ENV: "production", DATABASE_URL: url, OPENAI_API_KEY: "", NEXT_TELEMETRY_DISABLED: "1", ...RAISED_LIMITS },
    encoding: "utf8",
  });
  if (setup.status !== 0) throw new Error(`db-setup failed on ${url}:\n${setup.stdout}${setup.stderr}`);
  return setup.stdout.trim();
}

// The servers' stderr: AppServer writes it to ours when SERVER_STDERR_VARIABLE is set. The last
// lines are kept to explain a failed start, and shown as it comes only with BENCH_DB_VERBOSE.
const SERVER_STDERR_VARIABLE = "BENCH_DB_SERVER_STDERR";
process.env[SERVER_STDERR_VARIABLE] = "1";
let stderrTail = "";
const writeStderr = process.stderr.write.bind(process.stderr) as (chunk: unknown, ...rest: unknown[]) => boolean;
process.stderr.write = ((chunk: unknown, ...rest: unknown[]) => {
  stderrTail = (stderrTail + String(chunk)).slice(-20_000);
  return process.env.BENCH_DB_VERBOSE ? writeStderr(chunk, ...rest) : true;
}) as typeof process.stderr.write;
/** Our own error output, past the filter above. */
const printError = (text: string) => writeStderr(`${text}\n`);

/** The server's first error line since the start began (an invalid variable, a missing module, …). */
const firstServerError = (tail: string) =>
  tail
    .split("\n")
    .find((line) => /\b(Error|error:)/.test(line))
    ?.trim()
    .slice(0, 300);

async function startApp(app: AppServer): Promise<void> {
  for (let attempt = 1; ; attempt += 1) {
    await waitForBuild();
    stderrTail = "";
    try {
      await app.start({ migrate: false });
      return;
    } catch (error) {
      await app.kill();
      const serverError = firstServerError(stderrTail);
      const reason = `${describeError(error)}${serverError ? `; the server said: ${serverError}` : ""}`;
      // A configuration the build refuses fails the same way every time (unless the build is replaced).
      if (attempt >= 6 || /Invalid environment variable/.test(serverError ?? "")) throw new Error(`next start failed: ${reason}`);
      console.log(`  next start failed (${reason}): the build may be being replaced, retrying in 15 s`);
      await sleep(15_000);
    }
  }
}

/** The ERROR lines PostgreSQL logged since `offset`, tallied, each with one statement it logged. */
function postgresErrors(logFile: string, offset: number): { tally: Map<string, { count: number; statement: string }>; size: number } {
  const tally = new Map<string, { count: number; statement: string }>();
  if (!fs.existsSync(logFile)) return { tally, size: offset };
  const text = fs.readFileSync(logFile).subarray(offset).toString("utf8");
  const lines = text.split("\n");
  for (let index = 0; index < lines.length; index += 1) {
    const match = /\b(ERROR|FATAL):\s+(.*)$/.exec(lines[index]);
    if (!match) continue;
    const key = `${match[1]}: ${match[2]}`.replace(/\d{4,}/g, "N").replace(/"[0-9a-f-]{20,}"/g, '"…"');
    const statementLine = /STATEMENT:\s+(.*)$/.exec(lines[index + 1] ?? "")?.[1] ?? "";
    const entry = tally.get(key) ?? { count: 0, statement: statementLine.slice(0, 200) };
    entry.count += 1;
    tally.set(key, entry);
  }
  return { tally, size: offset + Buffer.byteLength(text) };
}

// ---- where the CPU went -------------------------------------------------------------------------

/** Clock ticks (USER_HZ) per second, as /proc reports CPU time. */
const TICKS_PER_SECOND = 100;

/** Busy and total CPU ticks of the whole machine (all cores), from /proc/stat. */
function machineTicks(): { busy: number; total: number } {
  try {
    const values = fs.readFileSync("/proc/stat", "utf8").split("\n")[0].trim().split(/\s+/).slice(1, 9).map(Number);
    const total = values.reduce((sum, value) => sum + value, 0);
    return { busy: total - values[3] - values[4], total }; // minus idle and iowait
  } catch {
    return { busy: 0, total: 0 };
  }
}

/** User + system ticks of a process and all its descendants (those alive now). */
function treeTicks(rootPid: number | undefined): number {
  if (!rootPid) return 0;
  const pids = [rootPid];
  for (let index = 0; index < pids.length; index += 1) {
    try {
      const children = fs.readFileSync(`/proc/${pids[index]}/task/${pids[index]}/children`, "utf8").trim();
      if (children) pids.push(...children.split(/\s+/).map(Number));
    } catch {}
  }
  // /proc/<pid>/stat: the command may hold spaces, so count fields after its closing parenthesis.
  const ticks = (pid: number) => {
    try {
      const text = fs.readFileSync(`/proc/${pid}/stat`, "utf8");
      const after = text.slice(text.lastIndexOf(")") + 2).split(" ");
      return Number(after[11]) + Number(after[12]); // utime, stime (fields 14 and 15)
    } catch {
      return 0; // exited meanwhile
    }
  };
  return pids.reduce((sum, pid) => sum + ticks(pid), 0);
}

type CpuParts = { app?: number; postgres?: number; proxy?: number };
type CpuShare = { seconds: number; cores: number; machine: number; app: number; postgres: number; proxy: number; bench: number };

/** Starts counting; the returned function gives each part's share of the machine (in % of one core). */
function countCpu(pids: CpuParts): () => CpuShare {
  const started = {
    at: performance.now(),
    machine: machineTicks(),
    app: treeTicks(pids.app),
    postgres: treeTicks(pids.postgres),
    proxy: treeTicks(pids.proxy),
    bench: process.cpuUsage(),
  };
  return () => {
    const seconds = (performance.now() - started.at) / 1000;
    // A process that exits meanwhile (a PostgreSQL backend) takes its ticks with it: never below 0.
    const percent = (ticks: number) => Math.max(0, (100 * ticks) / TICKS_PER_SECOND / seconds);
    const machine = machineTicks();
    const bench = process.cpuUsage(started.bench);
    return {
      seconds,
      cores: os.cpus().length,
      machine: percent(machine.busy - started.machine.busy),
      app: percent(treeTicks(pids.app) - started.app),
      postgres: percent(treeTicks(pids.postgres) - started.postgres),
      proxy: percent(treeTicks(pids.proxy) - started.proxy),
      bench: (100 * (bench.user + bench.system)) / 1e6 / seconds,
    };
  };
}

function averageCpu(first: CpuShare, second: CpuShare): CpuShare {
  const seconds = first.seconds + second.seconds;
  const mix = (key: "machine" | "app" | "postgres" | "proxy" | "bench") => (first[key] * first.seconds + second[key] * second.seconds) / seconds;
  return { seconds, cores: first.cores, machine: mix("machine"), app: mix("app"), postgres: mix("postgres"), proxy: mix("proxy"), bench: mix("bench") };
}

/** CPU (in % of one core) used by processes that are not part of the benchmark. */
const otherProcesses = (share: CpuShare) => Math.max(0, share.machine - share.app - share.postgres - share.proxy - share.bench);
/** Above this, a row was measured on a machine busy with other work. */
const NOISY_PERCENT = 25;

function describeCpu(share: CpuShare): string {
  const others = otherProcesses(share);
  const parts = [
    `app ${share.app.toFixed(0)}%`,
    share.postgres >= 0.5 ? `PostgreSQL ${share.postgres.toFixed(0)}%` : "",
    `load generator ${share.bench.toFixed(0)}%`,
    share.proxy >= 0.5 ? `delay proxy ${share.proxy.toFixed(0)}%` : "",
    `other processes ${others.toFixed(0)}%`,
    `idle ${Math.max(0, share.cores * 100 - share.machine).toFixed(0)}%`,
  ];
  return `${parts.filter(Boolean).join(", ")} (of ${share.cores * 100}%)`;
}

/** The postmaster's pid (its children are the backends). */
function postmasterPid(server: PostgresServer | null): number | undefined {
  if (!server) return undefined;
  try {
    return Number(fs.readFileSync(`${server.dir}/data/postmaster.pid`, "utf8").split("\n")[0]) || undefined;
  } catch {
    return undefined;
  }
}

// ---- one engine -------------------------------------------------------------------------------

/** Every app server started, for the exit handler. */
const appServers: AppServer[] = [];

type Row = {
  label: string;
  chat?: PhaseResult;
  trivial?: PhaseResult;
  roundTrips?: { statements: number; turns: number; connections: number; messages: number };
  probe?: number[];
  cpu?: { trivial: CpuShare; chat: CpuShare };
  failure?: string;
  postgresErrors?: Map<string, { count: number; statement: string }>;
};

async function benchEngine(engine: (typeof ENGINES)[number], context: { postgres: PostgresServer | null; proxy: ProxyProcess | null }): Promise<Row> {
  const row: Row = { label: engine.label };
  const port = await appPort();
  let appUrl: string | undefined;
  let setupUrl: string | undefined;
  if (engine.key !== "sqlite") {
    const server = context.postgres as PostgresServer;
    const database = engine.key === "postgres" ? "bench_local" : "bench_delayed";
    psql(server, `CREATE DATABASE ${database}`);
    setupUrl = server.urlOf(database);
    appUrl = engine.key === "postgres" ? setupUrl : `postgresql://postgres@127.0.0.1:${(context.proxy as ProxyProcess).port}/${database}`;
  }
  const app = new AppServer({
    port,
    name: `bench-db-${engine.key}`,
    adminToken: randomAdminToken("bench-db"),
    verboseVariable: SERVER_STDERR_VARIABLE,
    env: { ...RAISED_LIMITS, ...(appUrl ? { DATABASE_URL: appUrl } : {}) },
  });
  const logFile = context.postgres ? `${context.postgres.dir}/server.log` : "";
  let logOffset = logFile && fs.existsSync(logFile) ? fs.statSync(logFile).size : 0;
  appServers.push(app);
  console.log(`\n== ${engine.label} (port ${port}${appUrl ? `, DATABASE_URL ${appUrl}` : ", its own SQLite file"})`);
  try {
    const setupStarted = performance.now();
    console.log(`  ${setUpDatabase(setupUrl ?? `file:${app.databaseFile}`)} (${Math.round(performance.now() - setupStarted)} ms)`);
    await startApp(app);
    const visitors = Array.from({ length: VISITORS }, (_, index) => new Visitor(app.base, index));
    await Promise.all(visitors.map((visitor) => visitor.arrive()));
    const warm = await runPhase(WARMUP_SECONDS, VISITORS, (worker) => visitors[worker].send());
    console.log(`  warm-up: ${warm.ok} messages in ${(warm.elapsedMs / 1000).toFixed(1)} s, ${warm.failed} failed`);
    // The trivial route runs in two halves, before and after the chat run, so that both see the same (noisy) machine.
    const trivialClients = Array.from({ length: VISITORS }, (_, index) => new Client(app.base, `trivial-${index}`));
    const trivialRun = () => runPhase(TRIVIAL_SECONDS / 2, VISITORS, (worker) => trivialRequest(trivialClients[worker]));
    // Only this row's parts: an idle PostgreSQL beside the SQLite row counts among the other processes.
    const cpuParts: CpuParts = {
      app: app.pid,
      postgres: engine.key === "sqlite" ? undefined : postmasterPid(context.postgres),
      proxy: engine.key === "postgres-20ms" ? context.proxy?.pid : undefined,
    };
    await runPhase(2, VISITORS, (worker) => trivialRequest(trivialClients[worker]));
    const trivialCpu = countCpu(cpuParts);
    const trivialBefore = await trivialRun();
    const trivialCpuBefore = trivialCpu();

    const before = context.proxy && engine.key === "postgres-20ms" ? appCounts(await context.proxy.stats()) : null;
    const chatCpu = countCpu(cpuParts);
    const chatPhase = runPhase(SECONDS, VISITORS, (worker) => visitors[worker].send());
    if (context.proxy && engine.key === "postgres-20ms") {
      const probed = await probeRttWhile(context.proxy.port, chatPhase);
      row.chat = probed.value;
      row.probe = probed.times;
    } else {
      row.chat = await chatPhase;
    }
    const chatShare = chatCpu();
    if (before && context.proxy) {
      const after = appCounts(await context.proxy.stats());
      row.roundTrips = {
        statements: after.queries + after.syncs - (before.queries + before.syncs),
        turns: after.turns - before.turns,
        connections: after.connections - before.connections,
        messages: row.chat.ok + row.chat.failed,
      };
    }
    const trivialCpuAfter = countCpu(cpuParts);
    const trivialAfter = await trivialRun();
    row.trivial = combine(trivialBefore, trivialAfter);
    row.cpu = { trivial: averageCpu(trivialCpuBefore, trivialCpuAfter()), chat: chatShare };
    console.log(
      `  ${TRIVIAL_ROUTE}: ${perSecond(trivialBefore).toFixed(0)} req/s before the chat run, ${perSecond(trivialAfter).toFixed(0)} after, ${row.trivial.failed} failed`,
    );
    console.log(`  chat: ${row.chat.ok} messages in ${(row.chat.elapsedMs / 1000).toFixed(1)} s, ${row.chat.failed} failed`);
  } catch (error) {
    row.failure = describeError(error).split("\n").filter(Boolean).slice(0, 3).join(" / ");
    console.log(`  FAILED: ${describeError(error)}`);
  } finally {
    await app.kill();
    if (logFile) {
      const found = postgresErrors(logFile, logOffset);
      logOffset = found.size;
      row.postgresErrors = found.tally;
    }
  }
  return row;
}

// ---- the run ----------------------------------------------------------------------------------

const fixed = (value: number, digits = 0) => (Number.isFinite(value) ? value.toFixed(digits) : "—");

function printTable(rows: Row[]) {
  const header = ["engine", "msgs/s", "p50 ms", "p99 ms", "errors", "trivial route req/s", "ratio", "round trips/msg"];
  const cells = rows.map((row) => {
    if (!row.chat || !row.trivial) return [row.label, "failed", "", "", "", "", "", ""];
    const msgs = perSecond(row.chat);
    const trivial = perSecond(row.trivial);
    const trips = row.roundTrips && row.roundTrips.messages ? `${fixed(row.roundTrips.turns / row.roundTrips.messages, 1)}` : "—";
    return [
      row.label,
      fixed(msgs, 1),
      fixed(percentile(row.chat.latencies, 50)),
      fixed(percentile(row.chat.latencies, 99)),
      String(row.chat.failed) + (row.trivial.failed ? ` (+${row.trivial.failed} trivial)` : ""),
      fixed(trivial, 0),
      fixed(msgs / trivial, 3),
      trips,
    ];
  });
  const widths = header.map((title, column) => Math.max(title.length, ...cells.map((cell) => cell[column].length)));
  const line = (values: string[]) => values.map((value, column) => (column === 0 ? value.padEnd(widths[column]) : value.padStart(widths[column]))).join(" | ");
  console.log(line(header));
  console.log(widths.map((width) => "-".repeat(width)).join("-|-"));
  for (const cell of cells) console.log(line(cell));
  console.log(
    "round trips/msg: the app's turns on its PostgreSQL connections per chat message (it sends, then waits for the server: statements pipelined together are one), counted by the delay proxy (so on the +RTT row only; the local row runs the same code)",
  );
}

async function main() {
  const needsPostgres = selected.some((engine) => engine.key !== "sqlite");
  const buildId = fs.existsSync(".next/BUILD_ID") ? fs.readFileSync(".next/BUILD_ID", "utf8").trim() : "(none yet)";
  console.log(
    `bench:db — node ${process.version}, ${os.cpus().length} cpus, load ${os
      .loadavg()
      .map((value) => value.toFixed(1))
      .join(" ")}, build ${buildId}\n` +
      `${VISITORS} visitors (own cookie + conversation each), warm-up ${WARMUP_SECONDS} s, chat ${SECONDS} s, ${TRIVIAL_ROUTE} ${TRIVIAL_SECONDS / 2} s before and after it at ${VISITORS} concurrent\n` +
      `no LLM (OPENAI_API_KEY=""), rate limits raised to 100000/min, DATABASE_POOL_MAX=${POOL_MAX}${process.env.DATABASE_POOL_MAX ? "" : " (the default)"} per instance`,
  );

  let postgres: PostgresServer | null = null;
  let proxy: ProxyProcess | null = null;
  if (needsPostgres) {
    postgres = await startPostgres({ durable: true });
    const server = postgres;
    // On exit the app servers go first (a SIGKILL each), then PostgreSQL (pg_ctl stop takes a moment).
    process.on("exit", () => {
      for (const app of appServers) app.stop();
      server.stop();
    });
    const version = psql(server, "SHOW server_version").trim();
    console.log(`PostgreSQL ${version} on 127.0.0.1:${server.port} (durable: fsync on, synchronous_commit on)`);
    if (selected.some((engine) => engine.key === "postgres-20ms")) {
      proxy = await startProxyProcess(server.port);
      const direct = await measureRtt(server.port);
      const delayed = await measureRtt(proxy.port);
      const added = delayed.p50 - direct.p50;
      const ok = delayed.p50 >= RTT_MS * 0.95 && delayed.p50 <= RTT_MS + 10;
      console.log(
        `delay proxy on 127.0.0.1:${proxy.port} (${DELAY_MS} ms each way), SELECT 1 round trip with pg, 40 sequential:\n` +
          `  direct        p50 ${direct.p50.toFixed(2)} ms, p90 ${direct.p90.toFixed(2)} ms, min ${direct.min.toFixed(2)} ms\n` +
          `  through proxy p50 ${delayed.p50.toFixed(2)} ms, p90 ${delayed.p90.toFixed(2)} ms, min ${delayed.min.toFixed(2)} ms, max ${delayed.max.toFixed(2)} ms (connect ${delayed.connectMs.toFixed(0)} ms)\n` +
          `  measured RTT added by the proxy: ${added.toFixed(1)} ms (target ${RTT_MS} ms) ${ok ? "OK" : "UNEXPECTED"}`,
      );
    }
  }

  const rows: Row[] = [];
  for (const engine of selected) rows.push(await benchEngine(engine, { postgres, proxy }));

  console.log(`\n${VISITORS} concurrent visitors, ${SECONDS} s of chat per engine; ratio = msgs/s ÷ ${TRIVIAL_ROUTE} req/s; DATABASE_POOL_MAX=${POOL_MAX}`);
  printTable(rows);

  for (const row of rows) {
    const notes: string[] = [];
    if (row.failure) notes.push(`  failed: ${row.failure}`);
    if (row.chat?.errors.size) notes.push(`  chat failures: ${[...row.chat.errors].map(([error, count]) => `${count}× ${error}`).join("; ")}`);
    if (row.trivial?.errors.size)
      notes.push(`  ${TRIVIAL_ROUTE} failures: ${[...row.trivial.errors].map(([error, count]) => `${count}× ${error}`).join("; ")}`);
    if (row.postgresErrors?.size) {
      notes.push(`  PostgreSQL logged:`);
      for (const [error, { count, statement }] of [...row.postgresErrors].sort((a, b) => b[1].count - a[1].count).slice(0, 8)) {
        notes.push(`    ${count}× ${error}${statement ? `\n       statement: ${statement}` : ""}`);
      }
    }
    if (row.roundTrips) {
      const { statements, turns, connections, messages } = row.roundTrips;
      notes.push(
        `  round trips: ${statements} Query/Sync messages and ${turns} client turns for ${messages} chat messages ` +
          `(${fixed(statements / messages, 2)} statements, ${fixed(turns / messages, 2)} turns per message; ${connections} new connections)`,
      );
    }
    if (row.cpu) {
      notes.push(`  CPU during the chat run: ${describeCpu(row.cpu.chat)}`);
      notes.push(`  CPU during ${TRIVIAL_ROUTE}: ${describeCpu(row.cpu.trivial)}`);
      const busiest = Math.max(otherProcesses(row.cpu.chat), otherProcesses(row.cpu.trivial));
      if (busiest >= NOISY_PERCENT)
        notes.push(`  NOISY: other processes took ${busiest.toFixed(0)}% of the CPU during this engine's runs: rerun for a clean number`);
    }
    if (row.probe?.length)
      notes.push(
        `  SELECT 1 through the proxy during the chat run: p50 ${fixed(percentile(row.probe, 50), 1)} ms, max ${fixed(row.probe[row.probe.length - 1], 1)} ms (${row.probe.length} probes)`,
      );
    if (notes.length) console.log(`${row.label}:\n${notes.join("\n")}`);
  }

  const delayed = rows.find((row) => row.label === ENGINES[2].label);
  if (delayed) {
    const rate = delayed.chat ? perSecond(delayed.chat) : NaN;
    const pass = rate >= GOAL_MSGS_PER_SECOND && delayed.chat?.failed === 0;
    const noise = delayed.cpu ? otherProcesses(delayed.cpu.chat) : 0;
    console.log(
      `\ngoal: ≥${GOAL_MSGS_PER_SECOND} msgs/s at ${RTT_MS} ms — ${fixed(rate, 1)} msgs/s${delayed.chat?.failed ? ` with ${delayed.chat.failed} errors` : ""}: ${pass ? "PASS" : "MISS"}` +
        (noise >= NOISY_PERCENT ? ` (measured while other processes took ${noise.toFixed(0)}% of the CPU: rerun)` : ""),
    );
  } else {
    console.log(`\ngoal: ≥${GOAL_MSGS_PER_SECOND} msgs/s at ${RTT_MS} ms — not run (--only)`);
  }
  proxy?.stop();
  postgres?.stop();
}

main()
  .then(() => process.exit(0))
  .catch((error) => {
    printError(error instanceof Error ? (error.stack ?? error.message) : String(error));
    process.exit(1);
  });
