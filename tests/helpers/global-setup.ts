import fs from "node:fs";
import os from "node:os";
import path from "node:path";

// One temp folder per jest run; every test file gets its own SQLite file inside it (setup-env.ts).
export default function globalSetup() {
  process.env.TEST_DB_ROOT = fs.mkdtempSync(path.join(os.tmpdir(), "northlight-jest-"));
}
