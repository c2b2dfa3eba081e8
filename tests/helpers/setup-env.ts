import { randomUUID } from "node:crypto";
import os from "node:os";
import path from "node:path";

// Runs before each test file's modules load: point the app at a fresh, file-private database
// so no test touches data/app.db. Tests that need tables call prepareTestDatabase() (db.ts).
const root = process.env.TEST_DB_ROOT ?? os.tmpdir();
process.env.DATABASE_URL = `file:${path.join(root, `${randomUUID()}.db`)}`;
delete process.env.DATABASE_AUTH_TOKEN;
