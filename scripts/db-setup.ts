// Prepares the database before `next dev`, `next build` and `next start`:
// validates the environment, applies committed migrations (prisma migrate deploy), then seeds
// the content when the database is empty. `--seed` seeds missing rows even when it is not empty.
// Then makes leads of contacts stored before leads existed (idempotent: linked rows are skipped).
import { spawnSync } from "node:child_process";
import path from "node:path";
import { loadEnvConfig } from "@next/env";

loadEnvConfig(process.cwd(), process.argv.includes("--dev"));

async function main() {
  await import("../lib/env"); // throws EnvError, naming the variable, on a bad value

  const prismaBin = path.join(process.cwd(), "node_modules", ".bin", "prisma");
  const migrate = spawnSync(prismaBin, ["migrate", "deploy"], { stdio: ["ignore", "pipe", "pipe"], encoding: "utf8" });
  if (migrate.status !== 0) {
    process.stderr.write(migrate.stdout + migrate.stderr);
    throw new Error("prisma migrate deploy failed");
  }

  const { createPrismaClient } = await import("../lib/db/prisma");
  const { isDatabaseEmpty, seedDatabase, countContent } = await import("../lib/db/seed");
  const { resolveDatabaseUrl } = await import("../lib/db/adapter");
  const prisma = createPrismaClient();
  try {
    const url = resolveDatabaseUrl();
    if (url.startsWith("file:")) await prisma.$queryRawUnsafe("PRAGMA journal_mode = WAL");
    const forced = process.argv.includes("--seed");
    const empty = await isDatabaseEmpty(prisma);
    const counts = empty || forced ? await seedDatabase(prisma) : await countContent(prisma);
    const { backfillLeads } = await import("../lib/leads/backfill");
    const backfilled = await backfillLeads(prisma);
    const where = url.startsWith("file:") ? path.relative(process.cwd(), url.slice(5)) : url.replace(/\?.*$/, "");
    console.log(
      `[db] ${where}: migrations applied; ${empty ? "seeded" : forced ? "seed checked" : "content present"} ` +
        `(${counts.services} services, ${counts.caseStudies} case studies, ${counts.portfolioFilters} filters, ${counts.cards} cards)`,
    );
    if (backfilled.conversations + backfilled.uploads + backfilled.resumes > 0) {
      console.log(
        `[db] leads: ${backfilled.leads} new from ${backfilled.conversations} conversations, ${backfilled.uploads} contact PDFs and ${backfilled.resumes} résumés stored before leads existed`,
      );
    }
  } finally {
    await prisma.$disconnect();
  }
}

main().catch((error: unknown) => {
  const message = error instanceof Error ? error.message : String(error);
  console.error(`[db] setup failed: ${message}`);
  process.exit(1);
});
