// Runs a command against a fresh PostgreSQL database: on the server TEST_POSTGRES_URL names (npm
// test starts one for the whole run), or on a throwaway server of its own, stopped afterwards.
//   npx tsx scripts/servers/with-postgres.ts [--pgbouncer] -- <command> [args…]
// With --pgbouncer, DATABASE_URL goes through a PgBouncer in transaction mode started in front of
// that server (servers/pgbouncer.ts; `?pgbouncer=true`), as a hosted provider's pooled string does,
// and no direct URL is given: the command sees the database only through the pooler.
// The command gets DATABASE_URL and runs in this process's group: a SIGTERM or SIGINT to the group
// (Playwright's graceful shutdown of its web server) ends it, then this stops its own server.
import { randomUUID } from "node:crypto";
import { spawn } from "node:child_process";
import pg from "pg";
import { startPgBouncer, type PgBouncer } from "./pgbouncer";
import { startPostgres, type PostgresServer } from "./postgres";

async function main() {
  const separator = process.argv.indexOf("--");
  const command = separator === -1 ? [] : process.argv.slice(separator + 1);
  if (command.length === 0) throw new Error("usage: with-postgres.ts [--pgbouncer] -- <command> [args…]");
  const pooled = process.argv.slice(2, separator).includes("--pgbouncer");
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
  let pooler: PgBouncer | null = null;
  if (pooled) pooler = await startPgBouncer({ port: Number(new URL(serverUrl).port) });
  const databaseUrl = pooler ? pooler.urlOf(database) : serverUrl.replace(/\/[^/]*$/, `/${database}`);
  const env: NodeJS.ProcessEnv = { ...process.env, DATABASE_URL: databaseUrl };
  if (pooler) for (const variable of ["DATABASE_URL_UNPOOLED", "DIRECT_URL", "POSTGRES_URL_NON_POOLING"]) delete env[variable];
  const child = spawn(command[0], command.slice(1), { stdio: "inherit", env });
  // A signal sent to this process alone is passed on; one sent to the group reaches the child too.
  for (const signal of ["SIGTERM", "SIGINT"] as const) process.on(signal, () => child.kill(signal));
  const code = await new Promise<number>((resolve) => child.on("exit", (status, signal) => resolve(status ?? (signal ? 1 : 0))));
  pooler?.stop();
  own?.stop();
  process.exit(code);
}

main().catch((error: unknown) => {
  console.error(`[with-postgres] ${error instanceof Error ? error.message : String(error)}`);
  process.exit(1);
});
