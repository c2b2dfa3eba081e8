import { randomUUID } from "node:crypto";
import os from "node:os";
import path from "node:path";

// Runs before each test file's modules load: point the app at a fresh, file-private database
// so no test touches data/app.db. Tests that need tables call prepareTestDatabase() (db.ts).
// TEST_DB_ENGINE=postgres: a database of its own on the run's PostgreSQL server (global-setup.ts).
if (process.env.TEST_DB_ENGINE === "postgres" && process.env.TEST_POSTGRES_URL) {
  process.env.DATABASE_URL = process.env.TEST_POSTGRES_URL.replace(/\/[^/]*$/, `/t_${randomUUID().replaceAll("-", "")}`);
} else {
  const root = process.env.TEST_DB_ROOT ?? os.tmpdir();
  process.env.DATABASE_URL = `file:${path.join(root, `${randomUUID()}.db`)}`;
}

// The suites make leads from fresh visitors back to back: the newcomers' site-wide allowance of new
// leads is raised out of their way, and tested where a test sets it (tests/api/leads-claims.test.ts).
process.env.LEADS_NEW_VISITORS_PER_MINUTE ??= "100000";
