// A throwaway PostgreSQL server for tests, gates and benchmarks: a fresh cluster in a temporary
// folder on a free loopback port, stopped (and the folder removed) by stop(). PostgreSQL refuses to
// run as root, so a root session runs it as the `postgres` user (Debian's package creates it).
// Erasable TypeScript only: plain `node` (test.mjs) imports this file as well as tsx and jest.
import { execFileSync, spawnSync } from "node:child_process";
import fs from "node:fs";
import net from "node:net";
import os from "node:os";
import path from "node:path";

export type PostgresServer = {
  /** postgres://…/postgres on the server (superuser, trust auth on loopback). */
  url: string;
  port: number;
  dir: string;
  /** The URL of another database on the same server. */
  urlOf(database: string): string;
  stop(): void;
};

/** The newest installed PostgreSQL's bin folder (/usr/lib/postgresql/<n>/bin), or PG_BIN. */
function postgresBin(): string | null {
  if (process.env.PG_BIN) return process.env.PG_BIN;
  const root = "/usr/lib/postgresql";
  if (!fs.existsSync(root)) return null;
  const versions = fs
    .readdirSync(root)
    .filter((name) => /^\d+$/.test(name))
    .sort((a, b) => Number(b) - Number(a));
  for (const version of versions) {
    const bin = path.join(root, version, "bin");
    if (fs.existsSync(path.join(bin, "pg_ctl"))) return bin;
  }
  return null;
}

export function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = net.createServer();
    server.unref();
    server.on("error", reject);
    server.listen(0, "127.0.0.1", () => {
      const { port } = server.address() as net.AddressInfo;
      server.close(() => resolve(port));
    });
  });
}

const isRoot = () => typeof process.getuid === "function" && process.getuid() === 0;

/** Runs a PostgreSQL binary as a user the server accepts (`postgres` when this session is root). */
function runAs(bin: string, args: string[], options: { input?: string } = {}): string {
  const command = isRoot() ? "runuser" : bin;
  const argv = isRoot() ? ["-u", "postgres", "--", bin, ...args] : args;
  return execFileSync(command, argv, { encoding: "utf8", stdio: ["pipe", "pipe", "pipe"], input: options.input });
}

export type StartOptions = {
  /** Durable commits (the default is fsync off: a test server loses nothing it needs on a crash). */
  durable?: boolean;
  maxConnections?: number;
};

export async function startPostgres({ durable = false, maxConnections = 200 }: StartOptions = {}): Promise<PostgresServer> {
  const bin = postgresBin();
  if (!bin) throw new Error("PostgreSQL is not installed: apt-get install -y postgresql (or set PG_BIN)");
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), "northlight-pg-"));
  fs.chmodSync(dir, 0o777);
  const data = path.join(dir, "data");
  if (isRoot()) execFileSync("chown", ["postgres:postgres", dir]);
  const port = await freePort();
  try {
    runAs(path.join(bin, "initdb"), ["-D", data, "-U", "postgres", "-A", "trust", "-E", "UTF8", "--locale=C.UTF-8", "--no-sync"]);
  } catch (error) {
    fs.rmSync(dir, { recursive: true, force: true });
    throw error;
  }
  const settings = [
    `-c listen_addresses=127.0.0.1`,
    `-c port=${port}`,
    `-c unix_socket_directories=${dir}`,
    `-c max_connections=${maxConnections}`,
    `-c shared_buffers=128MB`,
    ...(durable ? [] : ["-c fsync=off", "-c synchronous_commit=off", "-c full_page_writes=off"]),
  ].join(" ");
  try {
    runAs(path.join(bin, "pg_ctl"), ["-D", data, "-o", settings, "-l", path.join(dir, "server.log"), "-w", "-t", "60", "start"]);
  } catch (error) {
    const log = fs.existsSync(path.join(dir, "server.log")) ? fs.readFileSync(path.join(dir, "server.log"), "utf8").slice(-2000) : "";
    fs.rmSync(dir, { recursive: true, force: true });
    throw new Error(`PostgreSQL did not start: ${error instanceof Error ? error.message : String(error)}\n${log}`);
  }
  let stopped = false;
  const stop = () => {
    if (stopped) return;
    stopped = true;
    spawnSync(
      isRoot() ? "runuser" : path.join(bin, "pg_ctl"),
      [...(isRoot() ? ["-u", "postgres", "--", path.join(bin, "pg_ctl")] : []), "-D", data, "-m", "immediate", "-w", "stop"],
      {
        stdio: "ignore",
      },
    );
    fs.rmSync(dir, { recursive: true, force: true });
  };
  const urlOf = (database: string) => `postgresql://postgres@127.0.0.1:${port}/${database}`;
  return { url: urlOf("postgres"), port, dir, urlOf, stop };
}

/** Runs SQL on a server's database through psql (setup steps; the app uses pg). */
export function psql(server: PostgresServer, sql: string, database = "postgres"): string {
  const bin = postgresBin() as string;
  return runAs(path.join(bin, "psql"), [
    "-h",
    "127.0.0.1",
    "-p",
    String(server.port),
    "-U",
    "postgres",
    "-d",
    database,
    "-v",
    "ON_ERROR_STOP=1",
    "-qAt",
    "-c",
    sql,
  ]);
}
