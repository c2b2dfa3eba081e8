// A production server for the attack scripts (security.ts, fuzz.ts): `next start` from the
// existing build (built first when there is none), on 127.0.0.1 only, with its own database and
// upload folder in a temp directory that is removed when the script exits.
import { spawn, spawnSync, type ChildProcess } from "node:child_process";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";

export const HOST = "127.0.0.1";

export const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** A random admin token that passes lib/env.ts's rules (16+ characters, 8+ different ones). */
export const randomAdminToken = (label: string) => `${label}-${Math.random().toString(36).slice(2)}-${Date.now().toString(36)}-token`;

export type TestServer = {
  base: string;
  port: number;
  /** The temp directory holding the database and the upload folder. */
  dir: string;
  databaseFile: string;
  uploadDir: string;
  stop: () => void;
  /** Resident memory of the server process and its descendants, in MB. */
  rssMb: () => number;
};

const running = new Set<ChildProcess>();
const tempDirs = new Set<string>();

function kill(child: ChildProcess) {
  if (child.pid) {
    try {
      process.kill(-child.pid, "SIGKILL");
    } catch {}
  }
  running.delete(child);
}

process.on("exit", () => {
  for (const child of running) kill(child);
  for (const dir of tempDirs) fs.rmSync(dir, { recursive: true, force: true });
});
for (const signal of ["SIGINT", "SIGTERM"] as const) process.on(signal, () => process.exit(130));

/** A temp directory for a server's database and uploads, removed when the process exits. */
export function makeTempDir(prefix: string): string {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), `${prefix}-`));
  tempDirs.add(dir);
  return dir;
}

function ensureProductionBuild() {
  if (fs.existsSync(".next/BUILD_ID")) return;
  console.log("no production build: running npm run build");
  const build = spawnSync("npm", ["run", "build"], { stdio: "inherit" });
  if (build.status !== 0) process.exit(build.status ?? 1);
}

function processRssMb(rootPid: number | undefined): number {
  if (!rootPid) return 0;
  const pids = [rootPid];
  for (let index = 0; index < pids.length; index += 1) {
    try {
      const children = fs.readFileSync(`/proc/${pids[index]}/task/${pids[index]}/children`, "utf8").trim();
      if (children) pids.push(...children.split(/\s+/).map(Number));
    } catch {}
  }
  let kb = 0;
  for (const pid of pids) {
    try {
      const match = /VmRSS:\s+(\d+)/.exec(fs.readFileSync(`/proc/${pid}/status`, "utf8"));
      if (match) kb += Number(match[1]);
    } catch {}
  }
  return Math.round(kb / 1024);
}

/**
 * Starts `next start` on `port` with the database and uploads in `dir` (migrated and seeded
 * first; a directory reused by a second server keeps its data). `env` is laid over the process
 * environment after the defaults: no LLM, no trusted client-IP header. Its stderr is shown when
 * `verbose` is set.
 */
export async function startTestServer({
  port,
  dir,
  env = {},
  verbose = false,
}: {
  port: number;
  dir: string;
  env?: Record<string, string>;
  verbose?: boolean;
}): Promise<TestServer> {
  ensureProductionBuild();
  const base = `http://${HOST}:${port}`;
  const databaseFile = path.join(dir, "app.db");
  const uploadDir = path.join(dir, "uploads");
  const serverEnv: NodeJS.ProcessEnv = {
    ...process.env,
    NODE_ENV: "production",
    DATABASE_URL: `file:${databaseFile}`,
    UPLOAD_DIR: uploadDir,
    SITE_URL: base,
    OPENAI_API_KEY: "",
    CLIENT_IP_HEADER: "",
    NEXT_TELEMETRY_DISABLED: "1",
    ...env,
  };
  const setup = spawnSync(process.execPath, ["--import", "tsx", "scripts/db-setup.ts"], { env: serverEnv, encoding: "utf8" });
  if (setup.status !== 0) {
    console.error(setup.stdout, setup.stderr);
    process.exit(1);
  }
  const child = spawn(process.execPath, ["node_modules/next/dist/bin/next", "start", "-p", String(port), "-H", HOST], {
    env: serverEnv,
    stdio: ["ignore", "ignore", "pipe"],
    detached: true,
  });
  running.add(child);
  child.stderr?.on("data", (chunk: Buffer) => {
    if (verbose) process.stderr.write(chunk);
  });
  const server: TestServer = { base, port, dir, databaseFile, uploadDir, stop: () => kill(child), rssMb: () => processRssMb(child.pid) };
  for (let attempt = 0; attempt < 240; attempt += 1) {
    try {
      if ((await fetch(`${base}/api/health/ready`)).ok) return server;
    } catch {}
    if (child.exitCode !== null) break;
    await sleep(250);
  }
  server.stop();
  throw new Error(`the server on port ${port} did not start`);
}
