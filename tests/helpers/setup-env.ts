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
