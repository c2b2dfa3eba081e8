import fs from "node:fs";
import path from "node:path";
import { createClient } from "@libsql/client";
import pg from "pg";
import { engineOf, resolveDatabaseUrl } from "@/lib/db/adapter";
import { createPrismaClient, type PrismaClient } from "@/lib/db/prisma";
import { seedDatabase } from "@/lib/db/seed";

const migrationsDir = path.join(process.cwd(), "prisma", "migrations");

/** Creates the test file's PostgreSQL database from the run's migrated template (global-setup.ts). */
async function createPostgresDatabase(url: string): Promise<void> {
  const name = new URL(url).pathname.slice(1);
  const admin = new pg.Client({ connectionString: url.replace(/\/[^/]*$/, "/postgres") });
  await admin.connect();
  try {
    const exists = await admin.query("SELECT 1 FROM pg_database WHERE datname = $1", [name]);
    if (exists.rowCount === 0) await admin.query(`CREATE DATABASE "${name}" TEMPLATE northlight_template`);
  } finally {
    await admin.end();
  }
}

/** Applies the committed migrations, in order, to the test file's database (a real SQLite file or PostgreSQL database). */
async function applyMigrations(url = process.env.DATABASE_URL as string): Promise<void> {
  if (engineOf(url) === "postgres") return createPostgresDatabase(url);
  const client = createClient({ url: resolveDatabaseUrl(url) });
  try {
    const folders = fs
      .readdirSync(migrationsDir, { withFileTypes: true })
      .filter((entry) => entry.isDirectory())
      .map((entry) => entry.name)
      .sort();
    for (const folder of folders) {
      await client.executeMultiple(fs.readFileSync(path.join(migrationsDir, folder, "migration.sql"), "utf8"));
    }
  } finally {
    client.close();
  }
}

/** Migrates (and optionally seeds) the test database, returning a client for assertions. */
export async function prepareTestDatabase({ seed = false } = {}): Promise<PrismaClient> {
  await applyMigrations();
  const prisma = createPrismaClient(process.env.DATABASE_URL);
  if (seed) await seedDatabase(prisma);
  return prisma;
}
