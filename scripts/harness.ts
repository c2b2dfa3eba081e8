// What the scripts that drive a production build share (security.ts, load.ts, fuzz.ts): a `next start` of
// the existing build (built first when there is none) on a fresh database and upload folder in a
// temp directory, listening on 127.0.0.1 only, and an HTTP client with a cookie jar per simulated
// visitor. No app imports: the server under test is a separate process.
import { spawn, spawnSync, type ChildProcess } from "node:child_process";
import fs from "node:fs";
import net from "node:net";
import os from "node:os";
import path from "node:path";

export const HOST = "127.0.0.1";

export const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** A random admin token that passes the app's strength check. */
export const randomAdminToken = (label: string) => `${label}-${Math.random().toString(36).slice(2)}-${Date.now().toString(36)}-token`;

/** One simulated client: its own cookie jar, every request to `base`. */
export class Client {
  private cookies = new Map<string, string>();
  constructor(
    readonly base: string,
    readonly label: string,
  ) {}

  cookieHeader(): string {
    return [...this.cookies].map(([name, value]) => `${name}=${value}`).join("; ");
  }

  cookie(name: string): string | undefined {
    return this.cookies.get(name);
  }

  setCookie(name: string, value: string) {
    this.cookies.set(name, value);
  }

  async fetch(pathname: string, init: RequestInit & { keepCookies?: boolean } = {}): Promise<Response> {
    const headers = new Headers(init.headers);
    if (this.cookies.size && !headers.has("cookie")) headers.set("cookie", this.cookieHeader());
    const response = await fetch(`${this.base}${pathname}`, { ...init, headers, redirect: "manual" });
    if (init.keepCookies !== false) {
      for (const line of response.headers.getSetCookie()) {
        const [pair, ...attributes] = line.split(";");
        const index = pair.indexOf("=");
        const name = pair.slice(0, index).trim();
        const value = pair.slice(index + 1).trim();
        const expired = attributes.some((attribute) => /max-age=0\b/i.test(attribute.trim())) || value === "";
        if (expired) this.cookies.delete(name);
        else this.cookies.set(name, value);
      }
    }
    return response;
  }

  postJson(pathname: string, body: unknown, headers: Record<string, string> = {}) {
    return this.fetch(pathname, { method: "POST", headers: { "content-type": "application/json", ...headers }, body: JSON.stringify(body) });
  }
}

/** A multipart body with one file field (and any text fields). */
export function uploadForm(field: string, bytes: Uint8Array, name: string, type: string, extra: Record<string, string> = {}): FormData {
  const form = new FormData();
  form.append(field, new Blob([bytes as Uint8Array<ArrayBuffer>], { type }), name);
  for (const [key, value] of Object.entries(extra)) form.append(key, value);
  return form;
}

/** Resolves when nothing listens on the port (on the loopback address the servers here use); throws when something does. */
function assertPortFree(port: number): Promise<void> {
  return new Promise((resolve, reject) => {
    const probe = net.createServer();
    probe.once("error", (error: NodeJS.ErrnoException) =>
      reject(new Error(error.code === "EADDRINUSE" ? `port ${port} is already in use by another process: stop it, or choose another port` : error.message)),
    );
    probe.listen(port, HOST, () => probe.close(() => resolve()));
  });
}

/** How long a server that listens may answer its readiness check with errors before start() gives up. */
const NOT_READY_GIVE_UP_MS = 30_000;

export type AppServerOptions = {
  port: number;
  /** Names the temp directory and the database file. */
  name: string;
  adminToken: string;
  /** Server output is shown when this environment variable is set. */
  verboseVariable: string;
  /** Extra environment for the server (an empty string unsets a variable for the app). */
  env?: Record<string, string>;
  /** A database shared with other instances (postgresql://…), instead of an SQLite file of its own. */
  databaseUrl?: string;
  /** An upload folder shared with other instances, instead of one of its own. */
  uploadDir?: string;
  /** Where visitors reach the site (SITE_URL), when a proxy stands in front; by default this server. */
  siteUrl?: string;
};

/**
 * How start() prepares the database: `true` runs the set-up (scripts/db-setup.ts) and waits for
 * it, then starts the server; `false` only starts the server (a restart on files already set up);
 * "with-start" launches both as one command, `db-setup && next start`, what `npm start` does, so
 * that instances launched together run their set-ups concurrently (its output: setupOutput).
 */
export type SetupMode = boolean | "with-start";

/**
 * `next start` in the default configuration (no LLM, no CLIENT_IP_HEADER) on a database and upload
 * folder of its own, removed when this process exits. `start()` again after `kill()` restarts it
 * on the same files, the way a process manager would after a crash. Several instances of one site
 * share a `databaseUrl` (PostgreSQL) and an `uploadDir` instead (load-cluster.ts).
 */
export class AppServer {
  readonly base: string;
  readonly port: number;
  readonly dir: string;
  readonly databaseFile: string;
  readonly uploadDir: string;
  /** What the server's command printed on stdout since the last "with-start" start (its beginning). */
  private stdoutHead = "";
  /** The end of the server's stderr since the last start (for the error when it exits early). */
  private stderrTail = "";
  /** Error-level log lines (pino's JSON, `"level":50` and up) of "with-start" starts, the first 200. */
  readonly errorLogs: string[] = [];
  /** Lines the server wrote (stdout or stderr) once ready that are not JSON, the first 200: every line it writes should be a JSON log line. */
  readonly plainLines: string[] = [];
  private ready = false;
  private stdoutPartial = "";
  private stderrPartial = "";
  private child: ChildProcess | null = null;
  private readonly env: NodeJS.ProcessEnv;
  private extraEnv: Record<string, string>;

  constructor(private readonly options: AppServerOptions) {
    this.port = options.port;
    this.base = `http://${HOST}:${options.port}`;
    this.dir = fs.mkdtempSync(path.join(os.tmpdir(), `${options.name}-`));
    this.databaseFile = path.join(this.dir, `${options.name}.db`);
    this.uploadDir = options.uploadDir ?? path.join(this.dir, "uploads");
    this.env = {
      ...process.env,
      NODE_ENV: "production",
      DATABASE_URL: options.databaseUrl ?? `file:${this.databaseFile}`,
      UPLOAD_DIR: this.uploadDir,
      ADMIN_TOKEN: options.adminToken,
      SITE_URL: options.siteUrl ?? this.base,
      OPENAI_API_KEY: "",
      CLIENT_IP_HEADER: "",
      NEXT_TELEMETRY_DISABLED: "1",
    };
    this.extraEnv = options.env ?? {};
    process.on("exit", () => {
      this.stop();
      fs.rmSync(this.dir, { recursive: true, force: true });
    });
    for (const signal of ["SIGINT", "SIGTERM"] as const) process.on(signal, () => process.exit(130));
  }

  /** The "[db] …" lines the last "with-start" set-up printed. */
  get setupOutput(): string {
    return this.stdoutHead
      .split("\n")
      .filter((line) => line.startsWith("[db]"))
      .join("\n");
  }

  /** The last lines the server wrote on stderr since its last start. */
  recentStderr(lines = 15): string {
    return this.stderrTail.trim().split("\n").slice(-lines).join("\n");
  }

  get pid(): number | undefined {
    return this.child?.pid;
  }

  /**
   * Builds when there is no build, migrates and seeds an empty database (what `npm start` does;
   * `migrate: false` for a restart on files already migrated), starts, waits until ready. `env`
   * replaces the extra environment from this start on (a restart with other settings).
   */
  async start({
    migrate = true,
    env,
    readyTimeoutMs = 60_000,
  }: { migrate?: SetupMode; env?: Record<string, string>; readyTimeoutMs?: number } = {}): Promise<void> {
    if (env) this.extraEnv = env;
    const childEnv = { ...this.env, ...this.extraEnv };
    if (!fs.existsSync(".next/BUILD_ID")) {
      console.log("no production build: running npm run build");
      const build = spawnSync("npm", ["run", "build"], { stdio: "inherit" });
      if (build.status !== 0) process.exit(build.status ?? 1);
    }
    if (migrate === true) {
      const setup = spawnSync(process.execPath, ["--import", "tsx", "scripts/db-setup.ts"], { env: childEnv, encoding: "utf8" });
      if (setup.status !== 0) {
        console.error(setup.stdout, setup.stderr);
        process.exit(1);
      }
    }
    // Another process on the port would answer the readiness check in this server's place (and
    // refuse its admin token): fail now, saying so.
    await assertPortFree(this.options.port);
    const next = [process.execPath, "node_modules/next/dist/bin/next", "start", "-p", String(this.options.port), "-H", HOST];
    const withSetup = migrate === "with-start";
    // sh -c 'db-setup && exec next start', the node binary and the arguments passed as $0… (no quoting).
    const child = withSetup
      ? spawn("sh", ["-c", '"$0" --import tsx scripts/db-setup.ts && exec "$@"', process.execPath, ...next], {
          env: childEnv,
          stdio: ["ignore", "pipe", "pipe"],
          detached: true,
        })
      : spawn(next[0], next.slice(1), { env: childEnv, stdio: ["ignore", "pipe", "pipe"], detached: true });
    this.child = child;
    this.stderrTail = "";
    if (withSetup) this.stdoutHead = "";
    this.stdoutPartial = "";
    this.stderrPartial = "";
    this.ready = false;
    child.stdout?.on("data", (chunk: Buffer) => {
      const text = chunk.toString("utf8");
      if (withSetup && this.stdoutHead.length < 20_000) this.stdoutHead += text;
      const lines = (this.stdoutPartial + text).split("\n");
      this.stdoutPartial = lines.pop() ?? "";
      for (const line of lines) {
        if (withSetup && /"level":(5|6)\d\b/.test(line) && this.errorLogs.length < 200) this.errorLogs.push(line);
        this.notePlain(line);
      }
      if (process.env[this.options.verboseVariable]) process.stdout.write(chunk);
    });
    child.stderr?.on("data", (chunk: Buffer) => {
      const text = chunk.toString("utf8");
      this.stderrTail = (this.stderrTail + text).slice(-4000);
      const lines = (this.stderrPartial + text).split("\n");
      this.stderrPartial = lines.pop() ?? "";
      for (const line of lines) this.notePlain(line);
      if (process.env[this.options.verboseVariable]) process.stderr.write(chunk);
    });
    const deadline = performance.now() + readyTimeoutMs;
    /** When the server first answered the readiness check with an error (it listens, but is not ready). */
    let failingSince: number | null = null;
    let lastAnswer = "";
    while (performance.now() < deadline) {
      if (child.exitCode !== null || child.signalCode !== null) {
        const tail = this.recentStderr();
        throw new Error(`the server exited (${child.exitCode ?? child.signalCode})${tail ? `:\n${tail}` : ""}`);
      }
      try {
        const response = await fetch(`${this.base}/api/health/ready`);
        if (response.ok) {
          this.ready = true;
          return;
        }
        lastAnswer = `HTTP ${response.status} ${(await response.text()).slice(0, 300)}`;
        failingSince ??= performance.now();
      } catch {}
      // Listening but answering errors for a long while: it will not get ready (a bad setting, a
      // build that does not match the environment); say why now rather than at the deadline.
      if (failingSince !== null && performance.now() - failingSince > NOT_READY_GIVE_UP_MS) {
        const tail = this.recentStderr();
        throw new Error(`the server answers its readiness check with errors (${lastAnswer})${tail ? `:\n${tail}` : ""}`);
      }
      await sleep(250);
    }
    throw new Error(`the server did not start${lastAnswer ? ` (its readiness check: ${lastAnswer})` : ""}`);
  }

  /** Keeps a line the ready server wrote that is not a JSON object (Next's start banner comes before ready). */
  private notePlain(line: string): void {
    if (!this.ready || !line.trim() || this.plainLines.length >= 200) return;
    try {
      if (typeof JSON.parse(line) === "object") return;
    } catch {}
    this.plainLines.push(line.slice(0, 300));
  }

  /** Sends `signal` to the server's whole process group and resolves once the server has exited. */
  async kill(signal: NodeJS.Signals = "SIGKILL"): Promise<void> {
    const child = this.child;
    if (!child?.pid) return;
    const exited = child.exitCode !== null || child.signalCode !== null ? Promise.resolve() : new Promise((resolve) => child.once("exit", resolve));
    try {
      process.kill(-child.pid, signal);
    } catch {}
    await exited;
    this.child = null;
  }

  /** Resident memory of the server process and its descendants, in MB. */
  rssMb(): number {
    if (!this.child?.pid) return 0;
    const pids = [this.child.pid];
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

  /** Kills the server at once, without waiting (for exit handlers). */
  stop() {
    if (this.child?.pid) {
      try {
        process.kill(-this.child.pid, "SIGKILL");
      } catch {}
    }
    this.child = null;
  }
}
