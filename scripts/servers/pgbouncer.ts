// A throwaway PgBouncer in transaction mode in front of a test PostgreSQL server (postgres.ts), as
// every hosted PostgreSQL pools connections (Neon, Supabase's Supavisor, …): each transaction, or
// each statement outside one, may run on a different server connection. Debian's pgbouncer
// (/usr/sbin/pgbouncer, or PGBOUNCER), on a free loopback port, its config, log and socket in a
// temporary folder, in a process group of its own; stop() ends it (and removes the folder), and so
// does this process's exit. PgBouncer refuses to run as root: a root session runs it as `postgres`.
// Erasable TypeScript only: plain `node` imports this file as well as tsx and jest.
import { spawn, spawnSync } from "node:child_process";
import fs from "node:fs";
import net from "node:net";
import os from "node:os";
import path from "node:path";
import { freePort, type PostgresServer } from "./postgres";

export type PgBouncer = {
  port: number;
  dir: string;
  /**
   * The pooled URL of a database on the server behind it (`?pgbouncer=true`, as providers' pooled
   * strings say, and Prisma wants, for a transaction pooler).
   */
  urlOf(database: string): string;
  stop(): void;
};

/** pgbouncer: PGBOUNCER, or Debian's /usr/sbin/pgbouncer, or the one on the PATH. */
function pgbouncerBinary(): string | null {
  if (process.env.PGBOUNCER) return process.env.PGBOUNCER;
  const folders = ["/usr/sbin", ...(process.env.PATH ?? "").split(path.delimiter)];
  for (const folder of folders) {
    const candidate = path.join(folder, "pgbouncer");
    if (folder && fs.existsSync(candidate)) return candidate;
  }
  return null;
}

const isRoot = () => typeof process.getuid === "function" && process.getuid() === 0;

function listening(port: number): Promise<boolean> {
  return new Promise((resolve) => {
    const socket = net.connect({ host: "127.0.0.1", port });
    socket.once("connect", () => {
      socket.destroy();
      resolve(true);
    });
    socket.once("error", () => resolve(false));
  });
}

export type PgBouncerOptions = {
  /** Server connections per database and user pair (the pool every client shares). */
  poolSize?: number;
};

/** PgBouncer in front of a PostgreSQL server on loopback (only its port is read). */
export async function startPgBouncer(server: Pick<PostgresServer, "port">, { poolSize = 20 }: PgBouncerOptions = {}): Promise<PgBouncer> {
  const bin = pgbouncerBinary();
  if (!bin) throw new Error("pgbouncer is not installed: apt-get install -y pgbouncer (or set PGBOUNCER)");
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), "northlight-pgbouncer-"));
  fs.chmodSync(dir, 0o777);
  const port = await freePort();
  const ini = path.join(dir, "pgbouncer.ini");
  const userlist = path.join(dir, "userlist.txt");
  fs.writeFileSync(userlist, `"postgres" ""\n`);
  fs.writeFileSync(
    ini,
    [
      "[databases]",
      // Any database name: the same-named database on the server behind.
      `* = host=127.0.0.1 port=${server.port}`,
      "[pgbouncer]",
      "listen_addr = 127.0.0.1",
      `listen_port = ${port}`,
      `unix_socket_dir = ${dir}`,
      `pidfile = ${path.join(dir, "pgbouncer.pid")}`,
      `logfile = ${path.join(dir, "pgbouncer.log")}`,
      "auth_type = trust",
      `auth_file = ${userlist}`,
      "pool_mode = transaction",
      `default_pool_size = ${poolSize}`,
      "max_client_conn = 1000",
      // What node-postgres and psql send at connect that PgBouncer would otherwise refuse.
      "ignore_startup_parameters = extra_float_digits,options",
      "server_reset_query =",
      "",
    ].join("\n"),
  );
  for (const file of [ini, userlist]) fs.chmodSync(file, 0o644);
  const command = isRoot() ? "runuser" : bin;
  const args = isRoot() ? ["-u", "postgres", "--", bin, ini] : [ini];
  const child = spawn(command, args, { stdio: ["ignore", "ignore", "pipe"], detached: true });
  let stderr = "";
  child.stderr?.on("data", (chunk: Buffer) => (stderr += chunk.toString("utf8")));
  let stopped = false;
  const stop = () => {
    if (stopped) return;
    stopped = true;
    try {
      if (child.pid) process.kill(-child.pid, "SIGKILL");
    } catch {}
    // runuser's child (pgbouncer itself) may outlive the group kill by a moment: ask it by its pid too.
    try {
      const pid = Number(fs.readFileSync(path.join(dir, "pgbouncer.pid"), "utf8").trim());
      if (pid) spawnSync("kill", ["-9", String(pid)], { stdio: "ignore" });
    } catch {}
    fs.rmSync(dir, { recursive: true, force: true });
  };
  process.on("exit", stop);
  for (let attempt = 0; attempt < 100; attempt += 1) {
    if (child.exitCode !== null || child.signalCode !== null) {
      const log = fs.existsSync(path.join(dir, "pgbouncer.log")) ? fs.readFileSync(path.join(dir, "pgbouncer.log"), "utf8").slice(-1500) : "";
      stop();
      throw new Error(`pgbouncer exited (${child.exitCode ?? child.signalCode}): ${stderr.slice(-1000)} ${log}`);
    }
    if (await listening(port)) {
      return { port, dir, urlOf: (database) => `postgresql://postgres@127.0.0.1:${port}/${database}?pgbouncer=true`, stop };
    }
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  stop();
  throw new Error("pgbouncer did not listen within 10 s");
}
