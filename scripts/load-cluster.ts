// The multi-instance mode of the load gate (`npm run load -- --cluster [--quick]`): two `next start`
// instances of the production build share one PostgreSQL database, one upload folder and one Redis
// (REDIS_URL: the shared page cache), behind a round-robin proxy on loopback, as a site scaled out
// behind a load balancer. Exits 1 on any failure.
//   npm run load -- --cluster           (1,000 messages from 100 visitors, 100 new-lead chats at once)
//   npm run load -- --cluster --quick   (CI: 200 messages from 20 visitors, 10 leads; about 1.5 min)
//     --no-control                      skip the control: the edit again with both instances restarted
//                                       without REDIS_URL (B is expected to stay stale; ~15 s)
//     --no-pooler                       the instances straight on PostgreSQL, not through PgBouncer
// LOAD_VERBOSE=1 shows both servers' output (their JSON log lines name a failing route and error).
//
// 1. A throwaway PostgreSQL (servers/postgres.ts) behind PgBouncer in transaction mode
//    (servers/pgbouncer.ts), as hosted PostgreSQL is pooled, and redis-server (servers/redis.ts);
//    both instances get only the pooled DATABASE_URL (no direct URL: the set-up's transaction-lock
//    path), launched at the same moment, each as `db-setup && next start` (what `npm start` does),
//    so their set-ups race; then the proxy (servers/round-robin-proxy.ts).
// 2. Migrations ran once: `_prisma_migrations` holds each migration exactly once, finished, and
//    exactly one set-up says it applied any.
// 3. Chat through the proxy (each visitor keeps its cookie and conversation; half JSON, half SSE);
//    instance A is SIGKILLed once 30% are acknowledged and restarted (set-up, then next start)
//    while the burst goes on through B; then every visitor sends one more message, which must join
//    its conversation. The admin API audit: every acknowledged message stored exactly once with
//    the reply the visitor got; a message that was on A when it died, at most once.
// 4. The chat limit is one limit across instances: RATE_LIMIT_CHAT_PER_MINUTE messages straight to
//    A, then one more with the same cookie straight to B must be refused (429).
// 5. Lead notifications go out exactly once while both instances drain the outbox (after each
//    response and from the sweep, GET /api/cron/leads, called on both in a loop): a webhook
//    receiver in this process counts the posts per lead.
// 6. An admin edit on A shows on B: a case study page read from B, its title changed through A's
//    admin API, then B's page polled until the new title shows (within 10 s). Then the control:
//    both restarted without REDIS_URL, the same edit leaves B stale (reported; the title is put
//    back at the end, since the page cache in .next on disk outlives the run).
// 7. A Redis outage: Redis killed, an admin edit on A while it is down, Redis started again (empty);
//    B must show the edit within REDIS_BACK_WITHIN_MS of Redis answering again. Then no advisory
//    lock may be left in PostgreSQL (pg_locks) by any set-up.
import { spawnSync } from "node:child_process";
import fs from "node:fs";
import http from "node:http";
import type { AddressInfo } from "node:net";
import os from "node:os";
import path from "node:path";
import { AppServer, randomAdminToken, sleep, type SetupMode } from "./harness";
import { AdminApi, arriveAll, ChatVisitor, messageText, ms, percentile, retried, tally, type Acked, type Sent } from "./load-chat";
import { startPgBouncer, type PgBouncer } from "./servers/pgbouncer";
import { freePort, psql, startPostgres, type PostgresServer } from "./servers/postgres";
import { startRedis, type RedisServer } from "./servers/redis";
import { startRoundRobinProxy, type RoundRobinProxy } from "./servers/round-robin-proxy";

/** The kill comes once this share of the burst's planned messages has been acknowledged. */
const KILL_AT_SHARE = 0.3;
/** The instances' chat limit per visitor and minute (the default; the burst sends 11 per visitor). */
const CHAT_LIMIT = 20;
/** An edit on one instance must show on the other within this. */
const EDIT_WITHIN_MS = 10_000;
/** An edit made while Redis was down must show on the other instance within this of Redis being back. */
const REDIS_BACK_WITHIN_MS = 15_000;
/** The outbox must be drained within this once the leads are in. */
const DRAIN_WITHIN_MS = 90_000;
/** How long the webhook receiver takes to answer: sends overlap, so both instances' drains compete. */
const WEBHOOK_DELAY_MS = 150;
/** A set-up and start on this 2-core machine, with the other instance doing the same. */
const READY_WITHIN_MS = 240_000;
/** How long to wait for a `next build` someone else is running. */
const BUILD_WAIT_MS = 15 * 60_000;
/** Ports other servers on this machine use. */
const RESERVED_PORTS = new Set([3100, 3200]);
const VERBOSE = "LOAD_VERBOSE";

const RUN = Date.now().toString(36);
const failures: string[] = [];
const fail = (message: string) => {
  failures.push(message);
  console.log(`FAIL  ${message}`);
};
const seconds = (from: number, to = performance.now()) => `${((to - from) / 1000).toFixed(1)} s`;

// ---- the build -----------------------------------------------------------------------------------

/** Whether a `next build` of this folder is running (it empties .next first). */
function buildRunning(): boolean {
  const here = fs.realpathSync(process.cwd());
  for (const pid of fs.readdirSync("/proc")) {
    if (!/^\d+$/.test(pid) || Number(pid) === process.pid) continue;
    try {
      const command = fs.readFileSync(`/proc/${pid}/cmdline`, "utf8").split("\0").join(" ");
      if (/\bnext(\/dist\/bin\/next)?\s+build\b/.test(command) && fs.realpathSync(`/proc/${pid}/cwd`) === here) return true;
    } catch {}
  }
  return false;
}

/** Waits for a build someone else is running, or builds when there is none (once, before the instances). */
async function ensureBuild(): Promise<void> {
  const started = performance.now();
  let told = false;
  while (buildRunning()) {
    if (!told) console.log("a `next build` is running: waiting for it to finish");
    told = true;
    if (performance.now() - started > BUILD_WAIT_MS) throw new Error("the running `next build` did not finish within 15 minutes");
    await sleep(5000);
  }
  if (fs.existsSync(".next/BUILD_ID")) return;
  console.log("no production build: running npm run build");
  const build = spawnSync("npm", ["run", "build"], { stdio: "inherit" });
  if (build.status !== 0) throw new Error(`npm run build failed (${build.status ?? build.signal})`);
}

/** A failure to start that a build in progress explains (then: wait for it and start again). */
const buildInTheWay = () => buildRunning() || !fs.existsSync(".next/BUILD_ID");

// ---- the webhook receiver -------------------------------------------------------------------------

type Receiver = { url: string; bodies: string[]; close(): Promise<void> };

/**
 * Stands in for a Slack or Teams incoming webhook (as tests/helpers/receivers.ts does), answering
 * each post after WEBHOOK_DELAY_MS, so that sends of the two instances overlap.
 */
async function startReceiver(): Promise<Receiver> {
  const bodies: string[] = [];
  const server = http.createServer((request, response) => {
    const chunks: Buffer[] = [];
    request.on("data", (chunk: Buffer) => chunks.push(chunk));
    request.on("end", () => {
      bodies.push(Buffer.concat(chunks).toString("utf8"));
      setTimeout(() => response.writeHead(200, { "content-type": "text/plain" }).end("ok"), WEBHOOK_DELAY_MS);
    });
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}/hooks/T000/B000/cluster`,
    bodies,
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}

// ---- the cluster -----------------------------------------------------------------------------------

type Cluster = {
  pg: PostgresServer;
  /** PgBouncer in transaction mode in front of `pg` (null with --no-pooler). */
  pooler: PgBouncer | null;
  redis: RedisServer;
  webhook: Receiver;
  database: string;
  databaseUrl: string;
  uploadDir: string;
  proxyPort: number;
  a: AppServer;
  b: AppServer;
  env: Record<string, string>;
  proxy: RoundRobinProxy;
  adminToken: string;
  cronSecret: string;
  /** Each instance's first set-up line, and how long the launch of both took. */
  setup: { a: string; b: string; launchSeconds: number; attempts: number };
};

async function distinctPorts(count: number): Promise<number[]> {
  const ports = new Set<number>();
  while (ports.size < count) {
    const port = await freePort();
    if (!RESERVED_PORTS.has(port)) ports.add(port);
  }
  return [...ports];
}

/** Starts a server; when a build in progress stopped it, waits for the build and starts it again. */
async function startServer(server: AppServer, migrate: SetupMode, env?: Record<string, string>): Promise<void> {
  for (let attempt = 1; ; attempt += 1) {
    try {
      await server.start({ migrate, env, readyTimeoutMs: READY_WITHIN_MS });
      return;
    } catch (error) {
      await server.kill("SIGKILL");
      if (attempt >= 3 || !buildInTheWay()) throw error;
      console.log(`a start failed while .next is being built: waiting for the build, then starting again`);
      await ensureBuild();
    }
  }
}

async function startCluster(): Promise<Cluster> {
  await ensureBuild();
  const [pg, redis, webhook] = await Promise.all([startPostgres({ maxConnections: 200 }), startRedis(), startReceiver()]);
  process.on("exit", () => pg.stop());
  const pooler = process.argv.includes("--no-pooler") ? null : await startPgBouncer(pg, { poolSize: 40 });
  const uploadDir = fs.mkdtempSync(path.join(os.tmpdir(), "cluster-uploads-"));
  process.on("exit", () => fs.rmSync(uploadDir, { recursive: true, force: true }));
  const [portA, portB, proxyPort] = await distinctPorts(3);
  const adminToken = randomAdminToken("cluster");
  const cronSecret = `cron-${Math.random().toString(36).slice(2)}-${RUN}-secret`;
  const env = {
    REDIS_URL: redis.url,
    LEAD_WEBHOOK_URL: webhook.url,
    CRON_SECRET: cronSecret,
    RATE_LIMIT_CHAT_PER_MINUTE: String(CHAT_LIMIT),
    // Every lead notified on its own (past this ceiling they would be held for one digest).
    NOTIFICATIONS_PER_MINUTE: "10000",
    // The leads phase's visitors all give their address within their first minute.
    LEADS_NEW_VISITORS_PER_MINUTE: "10000",
  };

  // Both instances launched together, each `db-setup && next start`: the set-ups race for the lock.
  // A launch a build in progress spoiled starts over on a fresh database (the count of set-ups that
  // migrated must be of one launch).
  for (let attempt = 1; ; attempt += 1) {
    const database = `cluster_${RUN}_${attempt}`;
    psql(pg, `CREATE DATABASE ${database}`);
    const databaseUrl = pooler ? pooler.urlOf(database) : pg.urlOf(database);
    const common = { adminToken, verboseVariable: VERBOSE, databaseUrl, uploadDir, siteUrl: `http://127.0.0.1:${proxyPort}`, env };
    const a = new AppServer({ ...common, port: portA, name: "cluster-a" });
    const b = new AppServer({ ...common, port: portB, name: "cluster-b" });
    const launched = performance.now();
    const results = await Promise.allSettled([
      a.start({ migrate: "with-start", readyTimeoutMs: READY_WITHIN_MS }),
      b.start({ migrate: "with-start", readyTimeoutMs: READY_WITHIN_MS }),
    ]);
    const launchSeconds = (performance.now() - launched) / 1000;
    const failed = results.flatMap((result, index) => (result.status === "rejected" ? [`${index === 0 ? "A" : "B"}: ${String(result.reason)}`] : []));
    if (failed.length) {
      await Promise.all([a.kill(), b.kill()]);
      if (attempt < 3 && buildInTheWay()) {
        console.log("an instance failed to start while .next is being built: waiting for the build, then launching both again");
        await ensureBuild();
        continue;
      }
      throw new Error(`the instances did not start:\n${failed.join("\n")}`);
    }
    const proxy = await startRoundRobinProxy(
      [
        { name: "A", port: portA },
        { name: "B", port: portB },
      ],
      { port: proxyPort },
    );
    return {
      pg,
      pooler,
      redis,
      webhook,
      database,
      databaseUrl,
      uploadDir,
      proxyPort,
      a,
      b,
      env,
      proxy,
      adminToken,
      cronSecret,
      setup: { a: a.setupOutput, b: b.setupOutput, launchSeconds, attempts: attempt },
    };
  }
}

// ---- 2. migrations ---------------------------------------------------------------------------------

/** "N new migration(s) applied" in a set-up's output, or null when it printed no such line. */
const appliedIn = (output: string): number | null => {
  const match = /: (\d+) new migrations? applied/.exec(output);
  return match ? Number(match[1]) : null;
};

function checkMigrations(cluster: Cluster) {
  const expected = fs
    .readdirSync(path.join("prisma", "postgresql", "migrations"))
    .filter((name) => /^\d{14}_/.test(name))
    .sort();
  const rows = psql(
    cluster.pg,
    `SELECT migration_name, count(*), count(finished_at), count(rolled_back_at) FROM _prisma_migrations GROUP BY migration_name ORDER BY migration_name`,
    cluster.database,
  )
    .trim()
    .split("\n")
    .filter(Boolean)
    .map((line) => {
      const [name, copies, finished, rolledBack] = line.split("|");
      return { name, copies: Number(copies), finished: Number(finished), rolledBack: Number(rolledBack) };
    });
  const byName = new Map(rows.map((row) => [row.name, row]));
  const wrong = [
    ...expected.filter((name) => byName.get(name)?.copies !== 1 || byName.get(name)?.finished !== 1 || byName.get(name)?.rolledBack !== 0),
    ...rows.filter((row) => !expected.includes(row.name)).map((row) => row.name),
  ];
  const applied = { a: appliedIn(cluster.setup.a), b: appliedIn(cluster.setup.b) };
  const migrating = [applied.a, applied.b].filter((count) => count !== null && count > 0).length;
  console.log(
    `\nmigrations: ${expected.length} in prisma/postgresql/migrations; _prisma_migrations: ${rows.map((row) => `${row.name} ×${row.copies} (finished ${row.finished})`).join(", ")}`,
  );
  console.log(`  set-up A: ${cluster.setup.a || "(no [db] line)"}`);
  console.log(`  set-up B: ${cluster.setup.b || "(no [db] line)"}`);
  if (wrong.length) fail(`migrations: not exactly once and finished in _prisma_migrations: ${wrong.join(", ")}`);
  if (applied.a === null || applied.b === null) fail(`migrations: a set-up printed no "N new migrations applied" line`);
  if (migrating !== 1) fail(`migrations: ${migrating} set-ups applied migrations (expected exactly 1)`);
  else if (Math.max(applied.a ?? 0, applied.b ?? 0) !== expected.length)
    fail(`migrations: the set-up that migrated applied ${Math.max(applied.a ?? 0, applied.b ?? 0)} of ${expected.length}`);
  return { expected: expected.length, rows: rows.length, migrating, applied };
}

// ---- 3. chat across instances, one of them killed and restarted --------------------------------------

type Failed = Sent & { startedAt: number; endedAt: number; error: string; servedBy: string | null };

async function chatBurst(cluster: Cluster, config: Config, api: AdminApi) {
  const { a, proxy } = cluster;
  const visitors = await arriveAll(proxy.base, "c", config.chatClients, fail);
  const planned = config.chatClients * config.messagesPerClient;
  const killAt = Math.ceil(planned * KILL_AT_SHARE);
  const sent: Sent[] = [];
  const acked: Acked[] = [];
  const servedBy: string[] = [];
  const failed: Failed[] = [];
  let signalKill!: () => void;
  const killNow = new Promise<void>((resolve) => (signalKill = resolve));
  /** From the kill until A is ready again: visitors pause between messages (Config.thinkMs). */
  let aDown = false;
  const started = performance.now();

  const burst = Promise.all(
    visitors.map(async (visitor, clientIndex) => {
      for (let index = 0; index < config.messagesPerClient; index += 1) {
        if (aDown) await sleep(Math.random() * 2 * config.thinkMs);
        const ref = `${RUN}-${visitor.label}-m${index}`;
        const message: Sent = { ref, client: visitor.label, stream: visitor.stream };
        sent.push(message);
        const startedAt = performance.now();
        // A retry only after the connection to the proxy failed before any response: the proxy
        // never had the request (a failure behind it comes back as a 502 or a cut response).
        const outcome = await visitor.send(ref, messageText(ref, clientIndex + index), { retry: true });
        if (outcome.ok) {
          acked.push(outcome.acked);
          servedBy.push(outcome.servedBy ?? "?");
          if (acked.length >= killAt) signalKill();
        } else {
          // The visitor goes on with its next message, as a person would after an error.
          failed.push({ ...message, startedAt, endedAt: performance.now(), error: outcome.error, servedBy: outcome.servedBy });
        }
      }
    }),
  ).then(() => performance.now());

  // The kill, then the restart (its set-up again, then next start) while the burst goes on via B.
  const kill = { decidedAt: Infinity, exitedAt: Infinity, ackedBefore: 0, onABefore: 0 };
  let firstSetup = "";
  const restart = (async () => {
    await Promise.race([killNow, burst]);
    kill.decidedAt = performance.now();
    aDown = true;
    kill.ackedBefore = acked.length;
    kill.onABefore = proxy.stats.forwarded.A;
    firstSetup = a.setupOutput;
    await a.kill("SIGKILL");
    kill.exitedAt = performance.now();
    try {
      await startServer(a, "with-start");
      return { ok: true as const, readyAt: performance.now(), setup: a.setupOutput };
    } catch (error) {
      fail(`instance A did not restart: ${error instanceof Error ? error.message : String(error)}`);
      return { ok: false as const, readyAt: performance.now(), setup: a.setupOutput };
    } finally {
      aDown = false;
    }
  })();
  const burstEndedAt = await burst;
  const restarted = await restart;
  const burstSeconds = (burstEndedAt - started) / 1000;
  const burstAcked = acked.length;

  // Failures: a message A had when it died may fail (and be stored at most once); any other is a fault.
  const inFlight = failed.filter((message) => message.servedBy === "A" && message.startedAt <= kill.exitedAt && message.endedAt >= kill.decidedAt);
  const otherFailures = failed.filter((message) => !inFlight.includes(message));
  const ackedDuringKill = acked.filter((message) => message.ackedAt > kill.decidedAt && message.ackedAt <= kill.exitedAt).length;
  console.log(
    `\nchat through the proxy: ${config.chatClients} visitors × ${config.messagesPerClient} messages (${config.chatClients / 2} JSON, ${config.chatClients / 2} SSE), ` +
      `back to back, but pausing ${(config.thinkMs / 1000).toFixed(1)} s on average between messages while A is down`,
  );
  console.log(
    `  acknowledged/sent ${acked.length}/${sent.length} in ${burstSeconds.toFixed(1)} s (${(acked.length / burstSeconds).toFixed(1)} msg/s), served by ${tally(servedBy)}; ` +
      `retried after the connection to the proxy closed: ${retried.length}`,
  );
  console.log(
    `  SIGKILL A after ${kill.ackedBefore} acknowledged (${kill.onABefore} requests had gone to A; ${ackedDuringKill} more acknowledged while it took effect); ` +
      `in flight on A ${inFlight.length}${inFlight.length ? ` (${tally(inFlight.map((message) => message.error))})` : ""}`,
  );
  console.log(
    `  A restarted ${restarted.ok ? `in ${seconds(kill.exitedAt, restarted.readyAt)} (set-up, then next start), ${restarted.readyAt <= burstEndedAt ? "while the burst went on" : `${seconds(burstEndedAt, restarted.readyAt)} after the burst ended`}` : "NOT"}; ` +
      `restart's set-up: ${restarted.setup || "(no [db] line)"}`,
  );
  if (otherFailures.length)
    fail(
      `chat: ${otherFailures.length} messages failed other than on A when it died (${tally(otherFailures.map((message) => `${message.servedBy ?? "no instance"}: ${message.error}`))})`,
    );
  const restartApplied = appliedIn(restarted.setup);
  if (restarted.ok && restartApplied !== 0) fail(`the restart's set-up applied ${restartApplied ?? "an unknown number of"} migrations (expected 0)`);

  // Every visitor goes on: one more message each, round robin over both instances again.
  const before = new Map(visitors.map((visitor) => [visitor.label, visitor.conversationId]));
  const followServedBy: string[] = [];
  const follow = await Promise.all(
    visitors.map(async (visitor, clientIndex) => {
      const ref = `${RUN}-${visitor.label}-after`;
      const outcome = await visitor.send(ref, messageText(ref, clientIndex + 7), { retry: true });
      if (!outcome.ok) return outcome.error;
      acked.push(outcome.acked);
      followServedBy.push(outcome.servedBy ?? "?");
      const previous = before.get(visitor.label);
      return !previous || previous === outcome.acked.conversationId ? null : "a new conversation";
    }),
  );
  const followFailed = follow.filter((result): result is string => result !== null);
  console.log(
    `  follow-ups after the restart: ${follow.length - followFailed.length}/${follow.length} joined their conversation (served by ${tally(followServedBy)})`,
  );
  if (followFailed.length) fail(`chat: ${followFailed.length} visitors could not go on with their conversation after the restart (${tally(followFailed)})`);

  // The audit through the admin API (round robin over both instances as well).
  const result = await api.audit(acked, inFlight);
  const storedOnce = acked.filter((message) => result.copies(message.ref) === 1).length;
  api.reportAudit(`  admin API audit (${acked.length} acknowledged, ${inFlight.length} in flight)`, result);
  const withoutReply = Number(psql(cluster.pg, `SELECT count(*) FROM "ConversationMessage" WHERE "reply" IS NULL OR "reply" = ''`, cluster.database).trim());
  console.log(
    `  acknowledged ${acked.length}; stored exactly once ${storedOnce}; duplicated ${result.duplicated.length}; lost ${result.lost.length}; in flight ${inFlight.length}, of which stored ${result.inFlightFound}; rows without a reply in the database ${withoutReply}`,
  );
  if (withoutReply) fail(`chat: ${withoutReply} message rows without a reply in the database`);

  const json = acked.filter((message) => !message.stream).map((message) => message.latencyMs);
  const sse = acked.filter((message) => message.stream).map((message) => message.latencyMs);
  return {
    sent: sent.length + visitors.length,
    acked: acked.length,
    storedOnce,
    duplicated: result.duplicated.length,
    lost: result.lost.length,
    wrongReply: result.wrongReply.length,
    withoutReply: result.halfWritten.length + withoutReply,
    inFlight: inFlight.length,
    inFlightStored: result.inFlightFound,
    otherFailures: otherFailures.length,
    killAfter: kill.ackedBefore,
    restartSeconds: restarted.ok ? (restarted.readyAt - kill.exitedAt) / 1000 : NaN,
    restartedDuringBurst: restarted.ok && restarted.readyAt <= burstEndedAt,
    firstSetup,
    throughput: burstAcked / burstSeconds,
    json,
    sse,
    followUps: `${follow.length - followFailed.length}/${follow.length}`,
  };
}

// ---- 4. the chat limit across instances ----------------------------------------------------------

async function chatLimit(cluster: Cluster) {
  const { a, b } = cluster;
  const onA = new ChatVisitor(a.base, "limit", false);
  if (!(await onA.arrive())) fail("chat limit: the visitor got no cookie from A");
  const refusedOnA: string[] = [];
  for (let index = 0; index < CHAT_LIMIT; index += 1) {
    const ref = `${RUN}-limit-m${index}`;
    const outcome = await onA.send(ref, messageText(ref, index));
    if (!outcome.ok) refusedOnA.push(outcome.error);
  }
  // The same visitor (its cookie, its conversation) on the other instance.
  const onB = new ChatVisitor(b.base, "limit", false);
  onB.client.setCookie("nl_vid", onA.client.cookie("nl_vid") ?? "");
  onB.conversationId = onA.conversationId;
  const ref = `${RUN}-limit-over`;
  const outcome = await onB.send(ref, messageText(ref, 3));
  const refused = !outcome.ok && outcome.status === 429 ? 1 : 0;
  console.log(
    `\nchat limit (${CHAT_LIMIT} a minute): A accepted ${CHAT_LIMIT - refusedOnA.length}/${CHAT_LIMIT}` +
      `${refusedOnA.length ? ` (refused: ${tally(refusedOnA)})` : ""}; then B, same cookie: ${outcome.ok ? "accepted (200)" : outcome.error}; refusals on B ${refused}/1`,
  );
  if (refusedOnA.length) fail(`chat limit: A refused ${refusedOnA.length} of the first ${CHAT_LIMIT} messages (${tally(refusedOnA)})`);
  if (!refused)
    fail(
      `chat limit: B ${outcome.ok ? "accepted" : `answered ${outcome.error} to`} message ${CHAT_LIMIT + 1} of a visitor A had counted ${CHAT_LIMIT} for (expected 429)`,
    );
  return { acceptedOnA: CHAT_LIMIT - refusedOnA.length, refusedOnB: refused };
}

// ---- 5. lead notifications, drained by both instances -----------------------------------------------

type OutboxPage = {
  counts: Partial<Record<string, number>>;
  notifications: { leadEmail: string; status: string; channel: string; lastError: string | null }[];
};

async function leadNotifications(cluster: Cluster, config: Config, api: AdminApi) {
  const { a, b, proxy, webhook, cronSecret } = cluster;
  const emails = Array.from({ length: config.leads }, (_, index) => `lead${String(index).padStart(3, "0")}.${RUN}@example.com`);

  // The sweep on both instances at once, over and over, while leads come in and until they are out.
  let sweeping = true;
  const sweeps = { A: { runs: 0, sent: 0, errors: [] as string[] }, B: { runs: 0, sent: 0, errors: [] as string[] } };
  const sweeper = async (server: AppServer, name: "A" | "B") => {
    while (sweeping) {
      try {
        const response = await fetch(`${server.base}/api/cron/leads`, { headers: { authorization: `Bearer ${cronSecret}` } });
        if (response.ok) {
          const body = (await response.json()) as { notifications?: { sent?: number } };
          sweeps[name].runs += 1;
          sweeps[name].sent += body.notifications?.sent ?? 0;
        } else {
          sweeps[name].errors.push(`HTTP ${response.status}`);
          await response.arrayBuffer();
        }
      } catch (error) {
        sweeps[name].errors.push(error instanceof Error ? error.message : String(error));
      }
      await sleep(100);
    }
  };
  const sweepers = [sweeper(a, "A"), sweeper(b, "B")];

  const started = performance.now();
  const leadServedBy: string[] = [];
  // Every visitor arrives first (a page view and its cookie), then all send their contact at once:
  // the latency of new-lead chats arriving together (each writes its lead and notification).
  const visitors = emails.map((_, index) => new ChatVisitor(proxy.base, `lead${index}`, index % 2 === 1));
  const arrived = await Promise.all(visitors.map((visitor) => visitor.arrive()));
  const leadLatencies: number[] = [];
  const created = await Promise.all(
    emails.map(async (email, index) => {
      const visitor = visitors[index];
      if (!arrived[index]) return "no visitor cookie";
      const ref = `${RUN}-lead${index}`;
      const outcome = await visitor.send(ref, `We need a launch film for our new store, budget $40k, by June. (ref ${ref})`, {
        fields: { clientName: `Lead Person ${index}`, clientEmail: email },
      });
      if (outcome.ok) {
        leadServedBy.push(outcome.servedBy ?? "?");
        leadLatencies.push(outcome.acked.latencyMs);
      }
      return outcome.ok ? null : outcome.error;
    }),
  );
  const notCreated = created.filter((error): error is string => error !== null);
  if (notCreated.length) fail(`leads: ${notCreated.length} of ${emails.length} contact messages not acknowledged (${tally(notCreated)})`);

  // Drained: every lead's webhook row sent, nothing pending or held.
  let outbox: OutboxPage | null = null;
  let drained = false;
  while (performance.now() - started < DRAIN_WITHIN_MS) {
    outbox = await api.get<OutboxPage>("/api/admin/leads/notifications?limit=200").catch(() => null);
    const ours = outbox?.notifications.filter((row) => emails.includes(row.leadEmail)) ?? [];
    const sent = new Set(ours.filter((row) => row.status === "sent").map((row) => row.leadEmail));
    if (outbox && sent.size === emails.length - notCreated.length && !outbox.counts.pending && !outbox.counts.held) {
      drained = true;
      break;
    }
    await sleep(250);
  }
  const drainSeconds = (performance.now() - started) / 1000;
  // A little longer, for a second send of anything (a duplicate would come now, not later).
  await sleep(2000);
  sweeping = false;
  await Promise.all(sweepers);

  const perLead = emails.map((email) => webhook.bodies.filter((body) => body.includes(email)).length);
  const min = Math.min(...perLead);
  const max = Math.max(...perLead);
  const ours = outbox?.notifications.filter((row) => emails.includes(row.leadEmail)) ?? [];
  console.log(
    `\nlead notifications: ${emails.length} leads through the proxy, sent at once (${emails.length - notCreated.length} acknowledged, p50 ${ms(percentile(leadLatencies, 0.5))}, p99 ${ms(percentile(leadLatencies, 0.99))}, served by ${tally(leadServedBy)}: each drains the outbox after its response); webhook posts ${webhook.bodies.length}; ` +
      `per lead min ${min}, max ${max}; outbox ${drained ? `drained in ${drainSeconds.toFixed(1)} s` : `NOT drained within ${DRAIN_WITHIN_MS / 1000} s`} ` +
      `(${JSON.stringify(outbox?.counts ?? {})}, our rows ${tally(ours.map((row) => `${row.channel} ${row.status}`))})`,
  );
  console.log(
    `  sweeps (GET /api/cron/leads): A ${sweeps.A.runs} (sent ${sweeps.A.sent}), B ${sweeps.B.runs} (sent ${sweeps.B.sent}); the rest went out from the drains after the responses` +
      `${sweeps.A.errors.length + sweeps.B.errors.length ? `; sweep errors: ${tally([...sweeps.A.errors.map((error) => `A ${error}`), ...sweeps.B.errors.map((error) => `B ${error}`)])}` : ""}`,
  );
  if (!drained)
    fail(
      `leads: the outbox was not drained within ${DRAIN_WITHIN_MS / 1000} s (${JSON.stringify(outbox?.counts ?? {})}; errors: ${tally(ours.flatMap((row) => (row.lastError ? [row.lastError] : [])))})`,
    );
  const none = perLead.filter((count) => count === 0).length;
  const twice = perLead.filter((count) => count > 1).length;
  if (none) fail(`leads: ${none} leads never reached the webhook`);
  if (twice) fail(`leads: ${twice} leads reached the webhook more than once (max ${max})`);
  if (sweeps.A.errors.length + sweeps.B.errors.length) fail(`leads: ${sweeps.A.errors.length + sweeps.B.errors.length} sweep calls failed`);
  return {
    leads: emails.length,
    p50: percentile(leadLatencies, 0.5),
    min,
    max,
    posts: webhook.bodies.length,
    drained,
    sweptByA: sweeps.A.sent,
    sweptByB: sweeps.B.sent,
  };
}

// ---- 6. an admin edit on one instance, seen on the other ----------------------------------------------

const escapeHtml = (text: string) => text.replace(/&/g, "&amp;").replace(/</g, "&lt;").replace(/>/g, "&gt;").replace(/"/g, "&quot;").replace(/'/g, "&#x27;");

async function pageText(server: AppServer, pathname: string): Promise<{ status: number; html: string }> {
  try {
    const response = await fetch(`${server.base}${pathname}`);
    return { status: response.status, html: await response.text() };
  } catch (error) {
    return { status: 0, html: String(error) };
  }
}

/** Polls `server`'s page until it shows `text`; the seconds it took, or null when it did not within `withinMs`. */
async function secondsUntilShown(server: AppServer, pathname: string, text: string, since: number, withinMs: number): Promise<number | null> {
  while (performance.now() - since < withinMs) {
    const page = await pageText(server, pathname);
    if (page.status === 200 && page.html.includes(escapeHtml(text))) return (performance.now() - since) / 1000;
    await sleep(200);
  }
  return null;
}

type Study = { id: string; title: string };

/** Reads the page from both (B has it cached), changes the title through A, polls B. */
async function editAcross(cluster: Cluster, study: Study, title: string, label: string): Promise<{ onB: number | null; onA: number | null; status: number }> {
  const { a, b } = cluster;
  const pathname = `/case-studies/${study.id}`;
  for (const server of [a, b]) {
    const page = await pageText(server, pathname);
    if (page.status !== 200) fail(`${label}: ${pathname} answered ${page.status} before the edit`);
  }
  const edited = performance.now();
  const response = await new AdminApi(() => a.base, cluster.adminToken, fail).fetch(`/api/case-studies/${encodeURIComponent(study.id)}`, {
    method: "PUT",
    headers: { "content-type": "application/json" },
    body: JSON.stringify({ title }),
  });
  await response.arrayBuffer();
  if (response.status !== 200) return { onB: null, onA: null, status: response.status };
  const [onB, onA] = await Promise.all([
    secondsUntilShown(b, pathname, title, edited, EDIT_WITHIN_MS),
    secondsUntilShown(a, pathname, title, edited, EDIT_WITHIN_MS),
  ]);
  return { onB, onA, status: response.status };
}

async function editSeenAcross(cluster: Cluster) {
  const list = (await (await fetch(`${cluster.proxy.base}/api/case-studies`)).json()) as { case_studies: Study[] };
  const study = list.case_studies[0];
  const title = `Cluster edit ${RUN}`;
  const result = await editAcross(cluster, study, title, "edit");
  console.log(
    `\nadmin edit: PUT /api/case-studies/${study.id} on A (HTTP ${result.status}), title "${title}"; ` +
      `shown on B after ${result.onB === null ? `NOT within ${EDIT_WITHIN_MS / 1000} s (B still serves the old page)` : `${result.onB.toFixed(1)} s`}, ` +
      `on A after ${result.onA === null ? `NOT within ${EDIT_WITHIN_MS / 1000} s` : `${result.onA.toFixed(1)} s`}`,
  );
  if (result.status !== 200) fail(`edit: PUT /api/case-studies/${study.id} on A answered ${result.status}`);
  else if (result.onB === null) fail(`edit: B did not show the title changed on A within ${EDIT_WITHIN_MS / 1000} s (REDIS_URL=${cluster.redis.url})`);
  if (result.status === 200 && result.onA === null) fail(`edit: A itself did not show its own edit within ${EDIT_WITHIN_MS / 1000} s`);
  return { study, seconds: result.onB };
}

/** Both instances again without REDIS_URL: B is expected to keep serving the page it had. */
async function control(cluster: Cluster, study: Study) {
  const { a, b, env } = cluster;
  const withoutRedis = { ...env, REDIS_URL: "" };
  await Promise.all([a.kill(), b.kill()]);
  await Promise.all([startServer(a, false, withoutRedis), startServer(b, false, withoutRedis)]);
  const result = await editAcross(cluster, study, `Cluster control ${RUN}`, "control");
  console.log(
    `control without REDIS_URL (both restarted): edit on A (HTTP ${result.status}) shown on B ${result.onB === null ? `not within ${EDIT_WITHIN_MS / 1000} s: stale, as expected without a shared cache` : `after ${result.onB.toFixed(1)} s (the control did not show B stale)`}; ` +
      `on A ${result.onA === null ? "not shown" : `after ${result.onA.toFixed(1)} s`}`,
  );
  return result.onB;
}

// ---- 7. a Redis outage, then the locks -----------------------------------------------------------------

/** Kills Redis, edits on A while it is down, starts Redis again: how long until B shows the edit. */
async function redisOutage(cluster: Cluster, study: Study) {
  const { a, b, redis } = cluster;
  const pathname = `/case-studies/${study.id}`;
  const title = `Cluster outage edit ${RUN}`;
  for (const server of [a, b]) {
    const page = await pageText(server, pathname);
    if (page.status !== 200) fail(`redis outage: ${pathname} answered ${page.status} before the edit`);
  }
  await redis.kill();
  await sleep(1000); // both instances notice the connection gone
  const edited = performance.now();
  const response = await new AdminApi(() => a.base, cluster.adminToken, fail).fetch(`/api/case-studies/${encodeURIComponent(study.id)}`, {
    method: "PUT",
    headers: { "content-type": "application/json" },
    body: JSON.stringify({ title }),
  });
  await response.arrayBuffer();
  const editSeconds = (performance.now() - edited) / 1000;
  const onA = response.status === 200 ? await secondsUntilShown(a, pathname, title, edited, EDIT_WITHIN_MS) : null;
  // While Redis is down B has no way to hear of it: it keeps its cached page.
  const bDuring = await pageText(b, pathname);
  const staleDuring = !bDuring.html.includes(escapeHtml(title));
  await sleep(2000);
  await redis.restart();
  const back = performance.now();
  const onB = response.status === 200 ? await secondsUntilShown(b, pathname, title, back, REDIS_BACK_WITHIN_MS) : null;
  console.log(
    `\nredis outage: Redis killed; PUT ${pathname} on A while it was down: HTTP ${response.status} in ${editSeconds.toFixed(1)} s, shown on A after ${onA === null ? "NOT" : `${onA.toFixed(1)} s`}; ` +
      `B ${staleDuring ? "still stale during the outage (expected)" : "already showed it during the outage"}; Redis started again (empty): ` +
      `shown on B ${onB === null ? `NOT within ${REDIS_BACK_WITHIN_MS / 1000} s` : `${onB.toFixed(1)} s`} after Redis was back`,
  );
  if (response.status !== 200) fail(`redis outage: the edit on A answered ${response.status} while Redis was down`);
  else {
    if (onA === null) fail(`redis outage: A did not show its own edit within ${EDIT_WITHIN_MS / 1000} s while Redis was down`);
    if (onB === null) fail(`redis outage: B did not show the edit made during the outage within ${REDIS_BACK_WITHIN_MS / 1000} s of Redis being back`);
  }
  return { onB, onA, status: response.status, editSeconds };
}

/** Advisory locks held in the cluster's database (none may be left once every set-up is done). */
function advisoryLocks(cluster: Cluster): number {
  return Number(
    psql(
      cluster.pg,
      `SELECT count(*) FROM pg_locks l JOIN pg_database d ON d.oid = l.database WHERE l.locktype = 'advisory' AND d.datname = '${cluster.database}'`,
    ).trim(),
  );
}

/** Puts the title back and reads the page from both (the build's page cache on disk is shared with other runs). */
async function restoreTitle(cluster: Cluster, study: Study) {
  const response = await new AdminApi(() => cluster.a.base, cluster.adminToken, fail).fetch(`/api/case-studies/${encodeURIComponent(study.id)}`, {
    method: "PUT",
    headers: { "content-type": "application/json" },
    body: JSON.stringify({ title: study.title }),
  });
  await response.arrayBuffer();
  const since = performance.now();
  await Promise.all([cluster.a, cluster.b].map((server) => secondsUntilShown(server, `/case-studies/${study.id}`, study.title, since, EDIT_WITHIN_MS)));
}

// ---- run -------------------------------------------------------------------------------------------

/**
 * `thinkMs`: while A is down (from the kill until it is ready again), a visitor's mean pause before
 * each message (drawn between 0 and twice this), so that the burst outlasts A's restart and A
 * rejoins while it goes on; before the kill and once A is back, messages go back to back (so the
 * kill finds requests in flight on A, and A rejoins under load).
 */
type Config = { chatClients: number; messagesPerClient: number; thinkMs: number; leads: number };

export async function runCluster({ quick }: { quick: boolean }) {
  const config: Config = quick
    ? { chatClients: 20, messagesPerClient: 10, thinkMs: 3000, leads: 10 }
    : { chatClients: 100, messagesPerClient: 10, thinkMs: 3000, leads: 100 };
  const runControl = !process.argv.includes("--no-control");
  const started = performance.now();
  let cluster: Cluster | null = null;
  const stopAll = () => {
    cluster?.a.stop();
    cluster?.b.stop();
    cluster?.redis.stop();
    cluster?.pooler?.stop();
    cluster?.pg.stop();
  };
  try {
    const live = await startCluster();
    cluster = live;
    const { a, b, proxy, pg, redis, pooler } = live;
    console.log(
      `load --cluster ${quick ? "--quick" : "(full)"}: A ${a.base} and B ${b.base} (launched together, both ready in ${cluster.setup.launchSeconds.toFixed(1)} s` +
        `${cluster.setup.attempts > 1 ? `, launch ${cluster.setup.attempts}` : ""}) behind the proxy ${proxy.base}; PostgreSQL 127.0.0.1:${pg.port}/${cluster.database}` +
        `${pooler ? ` through PgBouncer 127.0.0.1:${pooler.port} (transaction mode)` : ""}; Redis ${redis.url}; uploads ${cluster.uploadDir}`,
    );
    const api = new AdminApi(() => proxy.base, cluster.adminToken, fail);

    const phases: string[] = [`start ${cluster.setup.launchSeconds.toFixed(0)} s`];
    const timed = async <T>(name: string, work: () => Promise<T>): Promise<T> => {
      const from = performance.now();
      const result = await work();
      phases.push(`${name} ${((performance.now() - from) / 1000).toFixed(0)} s`);
      return result;
    };
    const migrations = checkMigrations(cluster);
    const chat = await timed("chat", () => chatBurst(live, config, api));
    const limit = await timed("limit", () => chatLimit(live));
    const leads = await timed("leads", () => leadNotifications(live, config, api));
    const edit = await timed("edit", () => editSeenAcross(live));
    const outage = await timed("redis outage", () => redisOutage(live, edit.study));
    const locksLeft = advisoryLocks(live);
    console.log(`advisory locks left in PostgreSQL after every set-up (pg_locks): ${locksLeft}`);
    if (locksLeft) fail(`set-up: ${locksLeft} advisory locks left held in PostgreSQL`);
    const controlSeconds = runControl ? await timed("control", () => control(live, edit.study)) : undefined;
    await restoreTitle(cluster, edit.study);

    const errorLogs = [...a.errorLogs.map((line) => `A ${line}`), ...b.errorLogs.map((line) => `B ${line}`)];
    console.log(`\n==== load --cluster summary (${quick ? "quick" : "full"}, ${Math.round((performance.now() - started) / 1000)} s) ====`);
    console.log(
      `instances: 2 behind a round-robin proxy, one PostgreSQL database ${cluster.pooler ? "through PgBouncer (transaction mode)" : "(direct)"}, one upload folder, one Redis; phases: ${phases.join(", ")}`,
    );
    console.log(
      `migrations: ${migrations.rows}/${migrations.expected} in _prisma_migrations, each once and finished; set-ups that applied migrations ${migrations.migrating} (A ${migrations.applied.a ?? "?"}, B ${migrations.applied.b ?? "?"} new) (target 1)`,
    );
    console.log(
      `chat: acknowledged ${chat.acked}; stored exactly once ${chat.storedOnce}; duplicated ${chat.duplicated}; lost ${chat.lost}; wrong reply ${chat.wrongReply}; without reply ${chat.withoutReply} (targets 0); ` +
        `throughput ${chat.throughput.toFixed(1)} msg/s; JSON p50 ${ms(percentile(chat.json, 0.5))} p99 ${ms(percentile(chat.json, 0.99))}; SSE p50 ${ms(percentile(chat.sse, 0.5))} p99 ${ms(percentile(chat.sse, 0.99))}`,
    );
    console.log(
      `kill: SIGKILL A after ${chat.killAfter} acknowledged; in flight on A ${chat.inFlight} (stored ${chat.inFlightStored}); other failed messages ${chat.otherFailures} (target 0); ` +
        `A restarted in ${chat.restartSeconds.toFixed(1)} s${chat.restartedDuringBurst ? " during the burst" : " (after the burst)"}; follow-ups ${chat.followUps}`,
    );
    console.log(`chat limit: A accepted ${limit.acceptedOnA}/${CHAT_LIMIT}; refusals on B ${limit.refusedOnB}/1 (429)`);
    console.log(
      `lead notifications: ${leads.leads} leads sent at once, p50 ${ms(leads.p50)}; per lead min ${leads.min} max ${leads.max} (target 1/1); sent by the sweeps A ${leads.sweptByA}, B ${leads.sweptByB}`,
    );
    console.log(
      `edit on A seen on B: ${edit.seconds === null ? `NOT within ${EDIT_WITHIN_MS / 1000} s` : `${edit.seconds.toFixed(1)} s`} (limit ${EDIT_WITHIN_MS / 1000} s)` +
        (controlSeconds === undefined
          ? "; control without REDIS_URL not run (--no-control)"
          : `; without REDIS_URL: ${controlSeconds === null ? "stale on B (expected)" : `${controlSeconds.toFixed(1)} s`}`),
    );
    console.log(
      `redis outage: edit on A during the outage ${outage.status === 200 ? `answered in ${outage.editSeconds.toFixed(1)} s` : `HTTP ${outage.status}`}; seen on B ${outage.onB === null ? "NOT" : `${outage.onB.toFixed(1)} s`} after Redis was back (limit ${REDIS_BACK_WITHIN_MS / 1000} s); advisory locks left ${locksLeft} (target 0)`,
    );
    console.log(
      `proxy: forwarded ${JSON.stringify(proxy.stats.forwarded)}; retried after a refused connection ${proxy.stats.retriedAfterRefusal}; 502 ${proxy.stats.badGateway}; cut responses ${proxy.stats.cut}`,
    );
    console.log(
      `server error log lines: ${errorLogs.length}${
        errorLogs.length
          ? `\n  ${errorLogs
              .slice(0, 8)
              .map((line) => line.slice(0, 600))
              .join("\n  ")}`
          : ""
      }`,
    );
    console.log(failures.length ? `load --cluster: FAILED (${failures.length})\n  ${failures.join("\n  ")}` : "load --cluster: PASSED");
    await proxy.close();
    await cluster.webhook.close();
    stopAll();
    process.exit(failures.length ? 1 : 0);
  } catch (error) {
    console.error(error);
    if (/Invalid environment variable (DATABASE_URL|REDIS_URL)/.test(String(error))) {
      console.error("The production build in .next predates a setting this run uses (a PostgreSQL DATABASE_URL, REDIS_URL): build again (npx next build).");
    }
    if (cluster) {
      for (const [name, server] of [
        ["A", cluster.a],
        ["B", cluster.b],
      ] as const) {
        const tail = server.recentStderr();
        if (tail) console.error(`--- ${name} stderr (end) ---\n${tail}`);
        if (server.errorLogs.length) console.error(`--- ${name} error log lines ---\n${server.errorLogs.slice(0, 8).join("\n")}`);
      }
    }
    stopAll();
    process.exit(1);
  }
}
