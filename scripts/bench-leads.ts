// New-lead chats at once on PostgreSQL: the latency of a contact message that makes a new lead
// (its notification row, the ceilings counted) when many arrive together, on the production build.
//   npm run bench:leads                          (100 at once, 3 rounds after a warm-up of 20)
//   npm run bench:leads -- --concurrency 100 --rounds 5
// One `next start` on a throwaway PostgreSQL (scripts/servers/postgres.ts) with a webhook
// configured (so every new lead writes a notification and counts the site-wide ceiling, as in
// production) answering at once, rate limits raised out of the way and NOTIFICATIONS_PER_MINUTE
// high enough that nothing is held (as the multi-instance gate runs it). Each round: N visitors
// arrive (a page view and their cookie, not timed), then each sends one message with a new
// address at the same moment; prints p50, p90 and max of those N answers per round, and the
// median of the rounds' p50, and how many of the app's PostgreSQL sessions were seen waiting on a
// lock (pg_stat_activity, sampled every 10 ms during each round). Every answer must be a 200 and
// every address a lead.
import http from "node:http";
import pg from "pg";
import type { AddressInfo } from "node:net";
import { AppServer, randomAdminToken } from "./harness";
import { AdminApi, ChatVisitor, percentile } from "./load-chat";
import { freePort, psql, startPostgres } from "./servers/postgres";

const argument = (name: string, fallback: number) => {
  const index = process.argv.indexOf(`--${name}`);
  return index >= 0 ? Number(process.argv[index + 1]) : fallback;
};
const CONCURRENCY = argument("concurrency", 100);
const ROUNDS = argument("rounds", 3);
const WARMUP = argument("warmup", 20);
const RUN = Date.now().toString(36);

async function startReceiver(): Promise<{ url: string; posts: () => number; close: () => void }> {
  let posts = 0;
  const server = http.createServer((request, response) => {
    request.resume();
    request.on("end", () => {
      posts += 1;
      response.writeHead(200, { "content-type": "text/plain" }).end("ok");
    });
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  return { url: `http://127.0.0.1:${(server.address() as AddressInfo).port}/hooks/leads`, posts: () => posts, close: () => server.close() };
}

/** Samples the sessions waiting on a lock in `database` every 10 ms while `work` runs: the average and the most at once. */
async function lockWaitsDuring<T>(url: string, database: string, work: Promise<T>): Promise<{ value: T; average: number; most: number }> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  let running = true;
  const samples: number[] = [];
  const sampler = (async () => {
    while (running) {
      const result = await client.query<{ waiting: string }>(
        "SELECT count(*) AS waiting FROM pg_stat_activity WHERE datname = $1 AND wait_event_type = 'Lock'",
        [database],
      );
      samples.push(Number(result.rows[0].waiting));
      await new Promise((resolve) => setTimeout(resolve, 10));
    }
  })();
  try {
    const value = await work;
    return { value, average: samples.reduce((sum, count) => sum + count, 0) / Math.max(1, samples.length), most: Math.max(0, ...samples) };
  } finally {
    running = false;
    await sampler;
    await client.end();
  }
}

async function round(base: string, label: string, count: number, watch?: { url: string; database: string }) {
  const visitors = Array.from({ length: count }, (_, index) => new ChatVisitor(base, `${label}-${index}`, false));
  await Promise.all(visitors.map((visitor) => visitor.arrive()));
  const emails = visitors.map((_, index) => `${label}-${index}.${RUN}@bench.example`);
  const sending = Promise.all(
    visitors.map((visitor, index) =>
      visitor.send(`${label}-${index}`, `We need a launch film for our new store, budget $40k, by June. (ref ${label}-${index})`, {
        fields: { clientName: `Bench Person ${index}`, clientEmail: emails[index] },
      }),
    ),
  );
  const { value: outcomes, average, most } = watch ? await lockWaitsDuring(watch.url, watch.database, sending) : { value: await sending, average: 0, most: 0 };
  return {
    latencies: outcomes.flatMap((outcome) => (outcome.ok ? [outcome.acked.latencyMs] : [])),
    errors: outcomes.flatMap((outcome) => (outcome.ok ? [] : [outcome.error])),
    emails,
    lockWaits: { average, most },
  };
}

/** How many of `emails` are leads (the admin's list, searched by each round's prefix, a page of 100 at a time). */
async function countLeads(api: AdminApi, emails: string[]): Promise<number> {
  const wanted = new Set(emails);
  const prefix = emails[0].slice(0, emails[0].indexOf("-") + 1);
  let found = 0;
  let cursor: string | null = null;
  do {
    const page: { leads: { email: string }[]; nextCursor: string | null } = await api.get(
      `/api/admin/leads?q=${encodeURIComponent(prefix)}&limit=100${cursor ? `&cursor=${cursor}` : ""}`,
    );
    found += page.leads.filter((lead) => wanted.has(lead.email)).length;
    cursor = page.nextCursor;
  } while (cursor);
  return found;
}

/** Waits until no notification is pending (at most 60 s). */
async function drained(api: AdminApi): Promise<void> {
  const until = performance.now() + 60_000;
  while (performance.now() < until) {
    const outbox = await api.get<{ counts: Record<string, number> }>("/api/admin/leads/notifications?limit=1");
    if (!outbox.counts.pending && !outbox.counts.held) return;
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
}

async function main() {
  const pg = await startPostgres({ maxConnections: 200 });
  process.on("exit", () => pg.stop());
  const webhook = await startReceiver();
  const database = `bench_leads_${RUN}`;
  psql(pg, `CREATE DATABASE ${database}`);
  const adminToken = randomAdminToken("bench-leads");
  const raised = Object.fromEntries(
    [
      "RATE_LIMIT_CHAT_PER_MINUTE",
      "RATE_LIMIT_CONTACT_PER_MINUTE",
      "LLM_CALLS_PER_MINUTE",
      "LEADS_PER_VISITOR_PER_MINUTE",
      "LEADS_PER_IP_PER_MINUTE",
      "LEADS_NEW_VISITORS_PER_MINUTE",
      "NOTIFICATIONS_PER_MINUTE",
    ].map((name) => [name, "100000"]),
  );
  const app = new AppServer({
    port: await freePort(),
    name: "bench-leads",
    adminToken,
    verboseVariable: "BENCH_LEADS_VERBOSE",
    databaseUrl: pg.urlOf(database),
    env: { ...raised, LEAD_WEBHOOK_URL: webhook.url },
  });
  await app.start({ readyTimeoutMs: 240_000 });
  const failures: string[] = [];
  const api = new AdminApi(
    () => app.base,
    adminToken,
    (message) => failures.push(message),
  );
  console.log(
    `bench:leads: ${CONCURRENCY} new-lead chats at once per round, ${ROUNDS} rounds after a warm-up of ${WARMUP}; PostgreSQL 127.0.0.1:${pg.port}/${database}`,
  );

  await round(app.base, "warmup", WARMUP);
  await drained(api);
  const p50s: number[] = [];
  for (let index = 1; index <= ROUNDS; index += 1) {
    const { latencies, errors, emails, lockWaits } = await round(app.base, `r${index}`, CONCURRENCY, { url: pg.url, database });
    const p50 = percentile(latencies, 0.5);
    p50s.push(p50);
    const leads = await countLeads(api, emails);
    // The outbox drains after the answers: wait for it, so a round does not run in the last one's drains.
    await drained(api);
    if (errors.length) failures.push(`round ${index}: ${errors.length} answers were not 200 with a reply (${[...new Set(errors)].join(", ")})`);
    if (leads !== CONCURRENCY) failures.push(`round ${index}: ${leads} of ${CONCURRENCY} addresses became leads`);
    console.log(
      `  round ${index}: p50 ${Math.round(p50)} ms, p90 ${Math.round(percentile(latencies, 0.9))} ms, max ${Math.round(Math.max(...latencies))} ms; ${leads} leads; sessions waiting on a lock: ${lockWaits.average.toFixed(1)} on average, ${lockWaits.most} at most`,
    );
  }
  const sorted = [...p50s].sort((a, b) => a - b);
  console.log(
    `bench:leads: p50 of ${CONCURRENCY} new-lead chats at once (median of ${ROUNDS} rounds): ${Math.round(sorted[Math.floor(sorted.length / 2)])} ms; webhook posts ${webhook.posts()}`,
  );
  app.stop();
  webhook.close();
  pg.stop();
  if (failures.length) console.log(`bench:leads: FAILED\n  ${failures.join("\n  ")}`);
  process.exit(failures.length ? 1 : 0);
}

main().catch((error) => {
  console.error(error);
  process.exit(1);
});
