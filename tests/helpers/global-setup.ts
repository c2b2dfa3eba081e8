import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import pg from "pg";
import { startPostgres, type PostgresServer } from "../../scripts/servers/postgres";

// One temp folder per jest run; every test file gets its own SQLite file inside it (setup-env.ts).
// With TEST_DB_ENGINE=postgres the suites run on PostgreSQL instead: a server of their own (or the
// one TEST_POSTGRES_URL names), a template database with the committed migrations applied, and a
// database per test file cloned from it (db.ts).

export const TEMPLATE_DATABASE = "northlight_template";

export async function applyPostgresMigrations(url: string): Promise<void> {
  const dir = path.join(process.cwd(), "prisma", "postgresql", "migrations");
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    for (const folder of fs
      .readdirSync(dir)
      .filter((name) => fs.statSync(path.join(dir, name)).isDirectory())
      .sort()) {
      await client.query(fs.readFileSync(path.join(dir, folder, "migration.sql"), "utf8"));
    }
  } finally {
    await client.end();
  }
}

export default async function globalSetup() {
  process.env.TEST_DB_ROOT = fs.mkdtempSync(path.join(os.tmpdir(), "northlight-jest-"));
  if (process.env.TEST_DB_ENGINE !== "postgres") return;
  let serverUrl = process.env.TEST_POSTGRES_URL;
  if (!serverUrl) {
    const server: PostgresServer = await startPostgres();
    (globalThis as { __testPostgres?: PostgresServer }).__testPostgres = server;
    serverUrl = server.url;
    process.env.TEST_POSTGRES_URL = serverUrl;
  }
  const admin = new pg.Client({ connectionString: serverUrl });
  await admin.connect();
  try {
    await admin.query(`DROP DATABASE IF EXISTS ${TEMPLATE_DATABASE}`);
    await admin.query(`CREATE DATABASE ${TEMPLATE_DATABASE}`);
  } finally {
    await admin.end();
  }
  await applyPostgresMigrations(serverUrl.replace(/\/[^/]*$/, `/${TEMPLATE_DATABASE}`));
}
