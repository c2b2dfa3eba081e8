import { spawnSync } from "node:child_process";
import { createHash } from "node:crypto";
import fs from "node:fs";
import path from "node:path";
import { env } from "../env";
import { engineOf } from "./adapter";
import { holdAdvisoryLock, holdTransactionLock, openMigrationLedger } from "./kysely";
import { directDatabaseUrl, looksPooled, pooledWithoutDirectWarning, type DirectUrl } from "./urls";

// Relative paths only (no "@/"): scripts/db-setup.ts loads this file outside Next.
//
// How `npm run db:setup` migrates, on which connection, under which lock:
// - the SQLite file: `prisma migrate deploy`;
// - PostgreSQL with a direct URL (DATABASE_URL_UNPOOLED, or an alias: lib/db/urls.ts): everything on
//   it, under a session advisory lock, and `prisma migrate deploy` (whose own session lock,
//   pg_advisory_lock(72707369), is safe on a direct connection);
// - PostgreSQL with DATABASE_URL only, which may go through a transaction pooler: no session lock
//   anywhere. The set-up holds a transaction-scoped lock (an open transaction of its own), and the
//   committed migrations are applied by applyWithLedger below, each in one transaction with its row
//   in _prisma_migrations, written as Prisma writes it (same checksum: the SHA-256 of migration.sql),
//   so `prisma migrate status` and later `prisma migrate deploy` runs read them as Prisma's own.
//   A migration that cannot run inside a transaction (CREATE INDEX CONCURRENTLY, which Prisma
//   never generates) fails there and is rolled back: apply such a one with the direct URL set.

const SETUP_LOCK = "database set-up";

export type SetupPlan = {
  engine: "sqlite" | "postgres";
  /** The URL set-up and migrations use: the direct one when given, else DATABASE_URL. */
  url: string;
  /** The variable `url` came from, for messages. */
  variable: string;
  direct: DirectUrl | null;
  /** How the migrations are applied. */
  migrator: "prisma" | "ledger";
  /** Said once at set-up: a pooled-looking DATABASE_URL with no direct URL beside it. */
  warning: string | null;
};

export function setupPlan(config = env): SetupPlan {
  const engine = engineOf(config.DATABASE_URL);
  const direct = directDatabaseUrl(config);
  if (engine === "sqlite") return { engine, url: config.DATABASE_URL, variable: "DATABASE_URL", direct: null, migrator: "prisma", warning: null };
  if (direct) {
    const warning = looksPooled(direct.url)
      ? `${direct.variable} looks like a pooled connection string too: give it the provider's direct (unpooled) one, or a set-up may leave its lock held in the pooler`
      : null;
    return { engine, url: direct.url, variable: direct.variable, direct, migrator: "prisma", warning };
  }
  return { engine, url: config.DATABASE_URL, variable: "DATABASE_URL", direct: null, migrator: "ledger", warning: pooledWithoutDirectWarning(config) };
}

/** The lock the set-up holds while it migrates and seeds (PostgreSQL only), as the plan allows. */
export function holdSetupLock(plan: SetupPlan): Promise<{ release(): Promise<void> }> {
  return plan.direct ? holdAdvisoryLock(plan.url, SETUP_LOCK) : holdTransactionLock(plan.url, SETUP_LOCK);
}

export type Migration = { name: string; checksum: string; script: string };

/** The committed migrations of an engine's folder, in the order Prisma applies them. */
function committedMigrations(dir = path.join(process.cwd(), "prisma", "postgresql", "migrations")): Migration[] {
  return fs
    .readdirSync(dir, { withFileTypes: true })
    .filter((entry) => entry.isDirectory() && fs.existsSync(path.join(dir, entry.name, "migration.sql")))
    .map((entry) => entry.name)
    .sort()
    .map((name) => {
      const bytes = fs.readFileSync(path.join(dir, name, "migration.sql"));
      return { name, checksum: createHash("sha256").update(bytes).digest("hex"), script: bytes.toString("utf8") };
    });
}

export class MigrationError extends Error {}

/**
 * Applies the committed PostgreSQL migrations not yet recorded, each in one transaction with its
 * _prisma_migrations row. Call it under the set-up lock. Refuses, as `prisma migrate deploy` does,
 * when a migration is recorded as started but neither finished nor rolled back.
 */
export async function applyWithLedger(url: string, migrations: Migration[] = committedMigrations()): Promise<{ applied: string[]; warnings: string[] }> {
  const ledger = await openMigrationLedger(url);
  try {
    const rows = await ledger.rows();
    const failed = rows.filter((row) => !row.finished && !row.rolledBack);
    if (failed.length) {
      throw new MigrationError(
        `migration ${failed.map((row) => row.name).join(", ")} started and did not finish: mark it with \`prisma migrate resolve --applied|--rolled-back <name>\` (on the direct URL) once the database is right`,
      );
    }
    const done = new Map(rows.filter((row) => row.finished).map((row) => [row.name, row.checksum]));
    const warnings = migrations
      .filter((migration) => done.has(migration.name) && done.get(migration.name) !== migration.checksum)
      .map((migration) => `migration ${migration.name} was changed after it was applied`);
    const applied: string[] = [];
    for (const migration of migrations) {
      if (done.has(migration.name)) continue;
      try {
        await ledger.apply(migration.name, migration.checksum, migration.script);
      } catch (error) {
        throw new MigrationError(`migration ${migration.name} failed and was rolled back: ${error instanceof Error ? error.message : String(error)}`);
      }
      applied.push(migration.name);
    }
    return { applied, warnings };
  } finally {
    await ledger.close();
  }
}

/** `prisma migrate deploy` on a URL (the CLI reads DATABASE_URL: prisma.config.ts); the number applied. */
function prismaMigrateDeploy(url: string): number {
  const prismaBin = path.join(process.cwd(), "node_modules", ".bin", "prisma");
  const migrate = spawnSync(prismaBin, ["migrate", "deploy"], {
    stdio: ["ignore", "pipe", "pipe"],
    encoding: "utf8",
    env: { ...process.env, DATABASE_URL: url },
  });
  if (migrate.status !== 0) {
    process.stderr.write(migrate.stdout + migrate.stderr);
    throw new MigrationError("prisma migrate deploy failed");
  }
  // "The following migration(s) have been applied:" then one "└─ <name>/" line per migration.
  return /have been applied/.test(migrate.stdout) ? (migrate.stdout.match(/└─ \d{14}_[^/\s]+\//g) ?? []).length : 0;
}

/** Applies the committed migrations as the plan says; the number applied, and anything to warn about. */
export async function migrate(plan: SetupPlan): Promise<{ applied: number; warnings: string[] }> {
  if (plan.migrator === "prisma") return { applied: prismaMigrateDeploy(plan.url), warnings: [] };
  const { applied, warnings } = await applyWithLedger(plan.url);
  return { applied: applied.length, warnings };
}
