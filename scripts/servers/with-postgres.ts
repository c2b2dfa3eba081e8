// Runs a command against a fresh PostgreSQL database: on the server TEST_POSTGRES_URL names (npm
// test starts one for the whole run), or on a throwaway server of its own, stopped afterwards.
//   npx tsx scripts/servers/with-postgres.ts -- <command> [args…]
// The command gets DATABASE_URL and runs in this process's group: a SIGTERM or SIGINT to the group
// (Playwright's graceful shutdown of its web server) ends it, then this stops its own server.
import { randomUUID } from "node:crypto";
import { spawn } from "node:child_process";
import pg from "pg";
import { startPostgres, type PostgresServer } from "./postgres";

async function main() {
  const separator = process.argv.indexOf("--");
  const command = separator === -1 ? [] : process.argv.slice(separator + 1);
  if (command.length === 0) throw new Error("usage: with-postgres.ts -- <command> [args…]");
  let own: PostgresServer | null = null;
  let serverUrl = process.env.TEST_POSTGRES_URL;
  if (!serverUrl) {
    own = await startPostgres();
    serverUrl = own.url;
  }
  const database = `run_${randomUUID().replaceAll("-", "").slice(0, 16)}`;
  const admin = new pg.Client({ connectionString: serverUrl });
  await admin.connect();
  await admin.query(`CREATE DATABASE ${database}`);
  await admin.end();
  const child = spawn(command[0], command.slice(1), {
    stdio: "inherit",
    env: { ...process.env, DATABASE_URL: serverUrl.replace(/\/[^/]*$/, `/${database}`) },
  });
  // A signal sent to this process alone is passed on; one sent to the group reaches the child too.
  for (const signal of ["SIGTERM", "SIGINT"] as const) process.on(signal, () => child.kill(signal));
  const code = await new Promise<number>((resolve) => child.on("exit", (status, signal) => resolve(status ?? (signal ? 1 : 0))));
  own?.stop();
  process.exit(code);
}

main().catch((error: unknown) => {
  console.error(`[with-postgres] ${error instanceof Error ? error.message : String(error)}`);
  process.exit(1);
});
