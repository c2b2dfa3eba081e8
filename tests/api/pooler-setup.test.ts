import { execFile } from "node:child_process";
import { promisify } from "node:util";
import pg from "pg";
import { startPgBouncer, type PgBouncer } from "../../scripts/servers/pgbouncer";
import { context, loadMessageHandler, messageRequest } from "../helpers/chat";

// Hosted PostgreSQL as deployers run it: the app on the provider's pooled URL, PgBouncer in
// transaction mode (Debian's pgbouncer, started here in front of the run's server), and
// `npm run db:setup`, which every build and start runs, five times while visitors chat through the
// pooler. Each set-up must finish, none may leave an advisory lock held (a session lock taken
// through the pooler stays with an idle server connection in it, and the next set-up waits for it
// forever), and no chat request may fail. Once with DATABASE_URL alone (transaction-scoped locks,
// the project's migration runner), once with DATABASE_URL_UNPOOLED (Prisma Migrate on the direct
// connection, which must also read the runner's _prisma_migrations rows as its own).
// PostgreSQL only (TEST_DB_ENGINE=postgres, `npm run test:unit:postgres`); skipped on the SQLite file.

const execFileAsync = promisify(execFile);
const onPostgres = process.env.TEST_DB_ENGINE === "postgres" && Boolean(process.env.TEST_POSTGRES_URL);
const directUrl = process.env.DATABASE_URL as string; // this file's database on the run's server (setup-env.ts)
const databaseName = onPostgres ? new URL(directUrl).pathname.slice(1) : "";
const SETUPS = 5;
const SETUP_TIMEOUT_MS = 90_000;
const VISITORS = 4;
const PAUSE_MS = 25;

let pooler: PgBouncer | null = null;
let pooledUrl = "";
let POST: Awaited<ReturnType<typeof loadMessageHandler>>;
const cookies: string[] = [];

/** One `npm run db:setup` (scripts/db-setup.ts) with this environment: its output and how long it took. */
async function runSetup(env: Record<string, string | undefined>): Promise<{ seconds: number; stdout: string; stderr: string }> {
  const childEnv: NodeJS.ProcessEnv = { ...process.env, NODE_ENV: "production", ...env };
  delete childEnv.NODE_OPTIONS;
  for (const [key, value] of Object.entries(env)) if (value === undefined) delete childEnv[key];
  const started = performance.now();
  const { stdout, stderr } = await execFileAsync(process.execPath, ["--import", "tsx", "scripts/db-setup.ts"], {
    env: childEnv,
    timeout: SETUP_TIMEOUT_MS,
    encoding: "utf8",
  });
  return { seconds: (performance.now() - started) / 1000, stdout, stderr };
}

/** Advisory locks held in this file's database, on the server itself (not through the pooler). */
async function advisoryLocks(): Promise<number> {
  const admin = new pg.Client({ connectionString: directUrl.replace(/\/[^/]*$/, "/postgres") });
  await admin.connect();
  try {
    const result = await admin.query<{ count: string }>(
      "SELECT count(*) FROM pg_locks l JOIN pg_database d ON d.oid = l.database WHERE l.locktype = 'advisory' AND d.datname = $1",
      [databaseName],
    );
    return Number(result.rows[0].count);
  } finally {
    await admin.end();
  }
}

/** Visitors chatting through the pooler until stop() (JSON and SSE in turn): how many answered, and every failure. */
function chatUntilStopped() {
  let running = true;
  const failures: string[] = [];
  let answered = 0;
  const visitor = async (index: number) => {
    for (let turn = 0; running; turn += 1) {
      const stream = (index + turn) % 2 === 1;
      try {
        const headers: Record<string, string> = { cookie: cookies[index], ...(stream ? { accept: "text/event-stream" } : {}) };
        const response = await POST(
          messageRequest({ message: `Do you make brand films? (visitor ${index}, turn ${turn})`, sessionId: `pooler-${index}` }, headers),
          context,
        );
        const body = await response.text();
        if (response.status !== 200 || (stream && !body.includes("[DONE]"))) failures.push(`HTTP ${response.status}: ${body.slice(0, 200)}`);
        else answered += 1;
      } catch (error) {
        failures.push(error instanceof Error ? error.message : String(error));
      }
      await new Promise((resolve) => setTimeout(resolve, PAUSE_MS)); // a visitor reading the reply (and a core left for the set-ups)
    }
  };
  const done = Promise.all(Array.from({ length: VISITORS }, (_, index) => visitor(index)));
  return {
    failures,
    get answered() {
      return answered;
    },
    async stop() {
      running = false;
      await done;
    },
  };
}

/** Five set-ups one after another while visitors chat; each one's time. */
async function fiveSetupsWhileChatting(env: Record<string, string | undefined>) {
  const chat = chatUntilStopped();
  const runs: Awaited<ReturnType<typeof runSetup>>[] = [];
  try {
    for (let index = 0; index < SETUPS; index += 1) runs.push(await runSetup(env));
  } finally {
    await chat.stop();
  }
  return { runs, chat };
}

const describeOnPostgres = onPostgres ? describe : describe.skip;

describeOnPostgres("db:setup through PgBouncer in transaction mode while the app serves chat through it", () => {
  beforeAll(async () => {
    const admin = new pg.Client({ connectionString: directUrl.replace(/\/[^/]*$/, "/postgres") });
    await admin.connect();
    try {
      await admin.query(`CREATE DATABASE "${databaseName}"`); // empty: the first set-up migrates it
    } finally {
      await admin.end();
    }
    pooler = await startPgBouncer({ port: Number(new URL(directUrl).port) });
    pooledUrl = pooler.urlOf(databaseName);
    // The app (this process's modules, loaded from here on) uses the pooled URL only.
    process.env.DATABASE_URL = pooledUrl;
    POST = await loadMessageHandler({ DATABASE_URL: pooledUrl, OPENAI_API_KEY: undefined, RATE_LIMIT_CHAT_PER_MINUTE: "100000" });
  }, 60_000);

  afterAll(async () => {
    const { prisma } = await import("@/lib/db/client");
    const { closeSharedConnections } = await import("@/lib/db/adapter");
    await prisma.$disconnect();
    await closeSharedConnections(pooledUrl);
    pooler?.stop();
  });

  it("with DATABASE_URL alone: transaction-scoped locks, the project's runner; a warning names DATABASE_URL_UNPOOLED", async () => {
    const env = { DATABASE_URL: pooledUrl, DATABASE_URL_UNPOOLED: undefined, DIRECT_URL: undefined, POSTGRES_URL_NON_POOLING: undefined };
    // The empty database, before visitors come: three instances starting at once race for it;
    // one migrates and seeds, the others wait for its transaction lock and find it done.
    const firsts = await Promise.all([runSetup(env), runSetup(env), runSetup(env)]);
    const migrated = firsts.filter((run) => /: [1-9]\d* new migrations? applied \(migrated under a transaction lock\); seeded/.test(run.stdout));
    expect(migrated).toHaveLength(1);
    for (const run of firsts) expect(run.stdout).toMatch(/new migrations? applied \(migrated under a transaction lock\)/);
    expect(firsts.filter((run) => /: 0 new migrations applied \(migrated under a transaction lock\); content present/.test(run.stdout))).toHaveLength(2);
    for (const run of firsts) expect(run.stderr).toMatch(/set DATABASE_URL_UNPOOLED/);
    expect(await advisoryLocks()).toBe(0);
    const { newVisitorCookie } = await import("../helpers/visitor");
    for (let index = 0; index < VISITORS; index += 1) cookies.push(await newVisitorCookie());

    const { runs, chat } = await fiveSetupsWhileChatting(env);
    console.log(
      `db:setup through PgBouncer, DATABASE_URL only: 3 at once on the empty database ${firsts.map((run) => `${run.seconds.toFixed(1)} s`).join(", ")}; then ${runs.map((run) => `${run.seconds.toFixed(1)} s`).join(", ")} while ${chat.answered} chat requests were answered`,
    );
    for (const run of runs) expect(run.stdout).toMatch(/: 0 new migrations applied \(migrated under a transaction lock\); content present/);
    expect(chat.failures).toEqual([]);
    expect(chat.answered).toBeGreaterThan(0);
    expect(await advisoryLocks()).toBe(0);
  }, 300_000);

  it("with DATABASE_URL_UNPOOLED: set-up and Prisma Migrate on the direct URL, which read the runner's migrations as applied", async () => {
    const env = { DATABASE_URL: pooledUrl, DATABASE_URL_UNPOOLED: directUrl, DIRECT_URL: undefined, POSTGRES_URL_NON_POOLING: undefined };
    const { runs, chat } = await fiveSetupsWhileChatting(env);
    console.log(
      `db:setup through PgBouncer with DATABASE_URL_UNPOOLED: ${runs.map((run) => `${run.seconds.toFixed(1)} s`).join(", ")} while ${chat.answered} chat requests were answered`,
    );
    for (const run of runs) {
      expect(run.stdout).toMatch(/: 0 new migrations applied \(migrated through DATABASE_URL_UNPOOLED\); content present/);
      expect(run.stderr).not.toMatch(/warning/);
    }
    expect(chat.failures).toEqual([]);
    expect(chat.answered).toBeGreaterThan(0);
    expect(await advisoryLocks()).toBe(0);
  }, 300_000);
});

// On the SQLite file there is no pooler: one placeholder keeps jest from failing an empty file.
(onPostgres ? it.skip : it)("runs on PostgreSQL only (TEST_DB_ENGINE=postgres)", () => {
  expect(onPostgres).toBe(false);
});
