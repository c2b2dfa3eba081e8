// Prepares the database before `next dev`, `next build` and `next start`:
// validates the environment, applies committed migrations, then seeds the content when the
// database is empty. `--seed` seeds missing rows even when it is not empty. Then makes leads of
// contacts stored before leads existed (once per database).
// On PostgreSQL all of it runs under one advisory lock: instances starting at the same moment
// migrate and seed one after another, and the later ones find nothing left to do. Which connection
// and which lock (a direct URL, or DATABASE_URL through a pooler, where only transaction-scoped
// locks are safe) is decided in lib/db/migrate.ts.
import path from "node:path";
import { loadEnvConfig } from "@next/env";

loadEnvConfig(process.cwd(), process.argv.includes("--dev"));

async function main() {
  const { env } = await import("../lib/env"); // throws EnvError, naming the variable, on a bad value
  const { setupPlan } = await import("../lib/db/migrate");
  const plan = setupPlan(env);
  if (plan.warning) console.warn(`[db] warning: ${plan.warning}`);
  const lock = plan.engine === "postgres" ? await holdSetupLock(plan) : null;
  try {
    await setUp(plan);
  } finally {
    await lock?.release();
  }
}

type Plan = import("../lib/db/migrate").SetupPlan;

/**
 * Waits for PostgreSQL's set-up lock. An unreachable server is one clear line naming the variable
 * (DATABASE_URL, or the direct URL's) and the address without its password, not a stack.
 */
async function holdSetupLock(plan: Plan): Promise<{ release(): Promise<void> }> {
  const { holdSetupLock: hold } = await import("../lib/db/migrate");
  const { redactDatabaseUrl } = await import("../lib/db/adapter");
  try {
    return await hold(plan);
  } catch (error) {
    const reason = error instanceof Error ? ((error as { code?: string }).code ?? error.message) : String(error);
    throw new SetupError(`cannot connect to the database at ${redactDatabaseUrl(plan.url)} (${reason}): check ${plan.variable} and that the server is running`);
  }
}

class SetupError extends Error {}

async function setUp(plan: Plan) {
  const { migrate } = await import("../lib/db/migrate");
  const { applied, warnings } = await migrate(plan);
  for (const warning of warnings) console.warn(`[db] warning: ${warning}`);

  const { createPrismaClient } = await import("../lib/db/prisma");
  const { isDatabaseEmpty, seedDatabase, countContent } = await import("../lib/db/seed");
  const { closeSharedConnections, redactDatabaseUrl, resolveDatabaseUrl } = await import("../lib/db/adapter");
  const prisma = createPrismaClient(plan.url);
  try {
    const url = resolveDatabaseUrl(plan.url);
    const forced = process.argv.includes("--seed");
    const empty = await isDatabaseEmpty(prisma);
    const counts = empty || forced ? await seedDatabase(prisma) : await countContent(prisma);
    const { backfillLeadsOnce } = await import("../lib/leads/backfill");
    const { database } = await import("../lib/db/kysely");
    const backfilled = await backfillLeadsOnce(database(plan.url));
    const where = url.startsWith("file:") ? path.relative(process.cwd(), url.slice(5)) : redactDatabaseUrl(url);
    const how = plan.engine === "sqlite" ? "" : plan.direct ? ` (migrated through ${plan.variable})` : " (migrated under a transaction lock)";
    console.log(
      `[db] ${where}: ${applied} new migration${applied === 1 ? "" : "s"} applied${how}; ${empty ? "seeded" : forced ? "seed checked" : "content present"} ` +
        `(${counts.services} services, ${counts.caseStudies} case studies, ${counts.portfolioFilters} filters, ${counts.cards} cards)`,
    );
    if (backfilled && backfilled.conversations + backfilled.uploads + backfilled.resumes > 0) {
      console.log(
        `[db] leads: ${backfilled.leads} new from ${backfilled.conversations} conversations, ${backfilled.uploads} contact PDFs and ${backfilled.resumes} résumés stored before leads existed`,
      );
    }
  } finally {
    await prisma.$disconnect();
    await closeSharedConnections(plan.url);
    await closeSharedConnections();
  }
}

main().catch((error: unknown) => {
  const message = error instanceof Error ? error.message : String(error);
  if (error instanceof SetupError) {
    console.error(`[db] ${message}`);
    process.exit(1);
  }
  console.error(`[db] setup failed: ${message}`);
  process.exit(1);
});
