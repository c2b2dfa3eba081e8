// Prepares the database before `next dev`, `next build` and `next start`:
// validates the environment, applies committed migrations (prisma migrate deploy), then seeds
// the content when the database is empty. `--seed` seeds missing rows even when it is not empty.
// Then makes leads of contacts stored before leads existed (idempotent: linked rows are skipped).
// On PostgreSQL all of it runs under one advisory lock: instances starting at the same moment
// migrate and seed one after another, and the later ones find nothing left to do.
import { spawnSync } from "node:child_process";
import path from "node:path";
import { loadEnvConfig } from "@next/env";

loadEnvConfig(process.cwd(), process.argv.includes("--dev"));

async function main() {
  const { env } = await import("../lib/env"); // throws EnvError, naming the variable, on a bad value
  const { engineOf, redactDatabaseUrl } = await import("../lib/db/adapter");
  const lock = engineOf(env.DATABASE_URL) === "postgres" ? await holdSetupLock(env.DATABASE_URL, redactDatabaseUrl(env.DATABASE_URL)) : null;
  try {
    await setUp();
  } finally {
    await lock?.release();
  }
}

/**
 * Waits for PostgreSQL's set-up lock (lib/db/kysely.ts). An unreachable server is one clear line
 * naming DATABASE_URL (the address without its password), not a stack.
 */
async function holdSetupLock(url: string, shown: string): Promise<{ release(): Promise<void> }> {
  const { holdAdvisoryLock } = await import("../lib/db/kysely");
  try {
    return await holdAdvisoryLock(url, "database set-up");
  } catch (error) {
    const reason = error instanceof Error ? ((error as { code?: string }).code ?? error.message) : String(error);
    throw new SetupError(`cannot connect to the database at ${shown} (${reason}): check DATABASE_URL and that the server is running`);
  }
}

class SetupError extends Error {}

async function setUp() {
  const prismaBin = path.join(process.cwd(), "node_modules", ".bin", "prisma");
  const migrate = spawnSync(prismaBin, ["migrate", "deploy"], { stdio: ["ignore", "pipe", "pipe"], encoding: "utf8" });
  if (migrate.status !== 0) {
    process.stderr.write(migrate.stdout + migrate.stderr);
    throw new Error("prisma migrate deploy failed");
  }
  // "The following migration(s) have been applied:" then one "└─ <name>/" line per migration.
  const applied = /have been applied/.test(migrate.stdout) ? (migrate.stdout.match(/└─ \d{14}_[^/\s]+\//g) ?? []).length : 0;

  const { createPrismaClient } = await import("../lib/db/prisma");
  const { isDatabaseEmpty, seedDatabase, countContent } = await import("../lib/db/seed");
  const { closeSharedConnections, redactDatabaseUrl, resolveDatabaseUrl } = await import("../lib/db/adapter");
  const prisma = createPrismaClient();
  try {
    const url = resolveDatabaseUrl();
    const forced = process.argv.includes("--seed");
    const empty = await isDatabaseEmpty(prisma);
    const counts = empty || forced ? await seedDatabase(prisma) : await countContent(prisma);
    const { backfillLeadsOnce } = await import("../lib/leads/backfill");
    const backfilled = await backfillLeadsOnce(prisma);
    const where = url.startsWith("file:") ? path.relative(process.cwd(), url.slice(5)) : redactDatabaseUrl(url);
    console.log(
      `[db] ${where}: ${applied} new migration${applied === 1 ? "" : "s"} applied; ${empty ? "seeded" : forced ? "seed checked" : "content present"} ` +
        `(${counts.services} services, ${counts.caseStudies} case studies, ${counts.portfolioFilters} filters, ${counts.cards} cards)`,
    );
    if (backfilled && backfilled.conversations + backfilled.uploads + backfilled.resumes > 0) {
      console.log(
        `[db] leads: ${backfilled.leads} new from ${backfilled.conversations} conversations, ${backfilled.uploads} contact PDFs and ${backfilled.resumes} résumés stored before leads existed`,
      );
    }
  } finally {
    await prisma.$disconnect();
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
