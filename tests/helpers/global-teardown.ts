import fs from "node:fs";
import type { PostgresServer } from "../../scripts/servers/postgres";

export default function globalTeardown() {
  const root = process.env.TEST_DB_ROOT;
  if (root) fs.rmSync(root, { recursive: true, force: true });
  (globalThis as { __testPostgres?: PostgresServer }).__testPostgres?.stop();
}
