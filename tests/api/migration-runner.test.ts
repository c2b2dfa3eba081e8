import { createHash } from "node:crypto";
import pg from "pg";
import type { Migration } from "@/lib/db/migrate";

// The project's migration runner (lib/db/migrate.ts), which `npm run db:setup` uses on PostgreSQL
// when DATABASE_URL is the only URL (it may go through a transaction pooler): each migration in one
// transaction with its _prisma_migrations row, so a failing one leaves neither its changes nor a
// row, and a row Prisma Migrate left unfinished stops it, as it stops `prisma migrate deploy`.
// PostgreSQL only (TEST_DB_ENGINE=postgres); skipped on the SQLite file.

const onPostgres = process.env.TEST_DB_ENGINE === "postgres" && Boolean(process.env.TEST_POSTGRES_URL);
const url = process.env.DATABASE_URL as string;

const migration = (name: string, script: string): Migration => ({ name, script, checksum: createHash("sha256").update(script).digest("hex") });

async function query(text: string): Promise<Record<string, unknown>[]> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    return (await client.query(text)).rows;
  } finally {
    await client.end();
  }
}

const describeOnPostgres = onPostgres ? describe : describe.skip;

describeOnPostgres("applyWithLedger", () => {
  beforeAll(async () => {
    const admin = new pg.Client({ connectionString: url.replace(/\/[^/]*$/, "/postgres") });
    await admin.connect();
    await admin.query(`CREATE DATABASE "${new URL(url).pathname.slice(1)}"`);
    await admin.end();
  });

  it("records each migration as Prisma does, and a failing one leaves neither its changes nor a row", async () => {
    const { applyWithLedger, MigrationError } = await import("@/lib/db/migrate");
    const first = migration("20990101000000_first", 'CREATE TABLE "First" ("id" TEXT PRIMARY KEY);');
    const broken = migration("20990101000001_broken", 'CREATE TABLE "Second" ("id" TEXT PRIMARY KEY);\nSELECT 1 / 0;');
    await expect(applyWithLedger(url, [first, broken])).rejects.toThrow(MigrationError);
    await expect(applyWithLedger(url, [first, broken])).rejects.toThrow(/20990101000001_broken failed and was rolled back: division by zero/);
    const rows = await query(
      `SELECT "migration_name", "checksum", "finished_at" IS NOT NULL AS "finished", "applied_steps_count", "logs" FROM "_prisma_migrations"`,
    );
    expect(rows).toEqual([{ migration_name: first.name, checksum: first.checksum, finished: true, applied_steps_count: 1, logs: null }]);
    expect(await query(`SELECT to_regclass('"Second"') AS "table"`)).toEqual([{ table: null }]);

    const fixed = migration("20990101000001_broken", 'CREATE TABLE "Second" ("id" TEXT PRIMARY KEY);');
    expect(await applyWithLedger(url, [first, fixed])).toEqual({ applied: [fixed.name], warnings: [] });
    expect(await applyWithLedger(url, [first, fixed])).toEqual({ applied: [], warnings: [] });
  });

  it("warns of a migration changed after it was applied", async () => {
    const { applyWithLedger } = await import("@/lib/db/migrate");
    const edited = migration("20990101000000_first", 'CREATE TABLE "First" ("id" TEXT PRIMARY KEY, "more" TEXT);');
    expect(await applyWithLedger(url, [edited])).toEqual({ applied: [], warnings: ["migration 20990101000000_first was changed after it was applied"] });
  });

  it("stops at a migration Prisma Migrate started and did not finish, naming the way out", async () => {
    const { applyWithLedger } = await import("@/lib/db/migrate");
    await query(`INSERT INTO "_prisma_migrations" ("id", "checksum", "migration_name") VALUES ('x', 'y', '20990101000002_half')`);
    await expect(applyWithLedger(url, [migration("20990101000003_next", "SELECT 1;")])).rejects.toThrow(
      /20990101000002_half started and did not finish: mark it with `prisma migrate resolve/,
    );
    expect(await query(`SELECT count(*)::int AS "count" FROM "_prisma_migrations" WHERE "migration_name" = '20990101000003_next'`)).toEqual([{ count: 0 }]);
  });
});

(onPostgres ? it.skip : it)("runs on PostgreSQL only (TEST_DB_ENGINE=postgres)", () => {
  expect(onPostgres).toBe(false);
});
