// A throwaway Redis server for gates and tests: redis-server on a free loopback port, its working
// folder in a temporary directory, nothing persisted (no RDB snapshots, no append-only file), in a
// process group of its own, stopped (and the folder removed) by stop() or when this process exits.
import { spawn } from "node:child_process";
import fs from "node:fs";
import net from "node:net";
import os from "node:os";
import path from "node:path";
import { freePort } from "./postgres";

export type RedisServer = {
  /** redis://127.0.0.1:<port> */
  url: string;
  port: number;
  dir: string;
  /** Sends one inline command (PING, DBSIZE, FLUSHALL…) and resolves with the first reply line. */
  command(line: string): Promise<string>;
  /** An outage: kills the server (SIGKILL; its data, kept in memory only, is gone), keeps port and folder. */
  kill(): Promise<void>;
  /** Starts it again, empty, on the same port; resolves once it answers PING. */
  restart(): Promise<void>;
  stop(): void;
};

/** redis-server: REDIS_SERVER, or the one on the PATH (Debian installs /usr/bin/redis-server). */
function redisBinary(): string {
  if (process.env.REDIS_SERVER) return process.env.REDIS_SERVER;
  for (const folder of (process.env.PATH ?? "").split(path.delimiter)) {
    const candidate = path.join(folder, "redis-server");
    if (folder && fs.existsSync(candidate)) return candidate;
  }
  throw new Error("redis-server is not installed: apt-get install -y redis-server (or set REDIS_SERVER)");
}

/** One inline command over a fresh connection; resolves with the first line of the reply. */
function sendCommand(port: number, line: string, timeoutMs = 2000): Promise<string> {
  return new Promise((resolve, reject) => {
    const socket = net.connect({ host: "127.0.0.1", port });
    let reply = "";
    const timer = setTimeout(() => {
      socket.destroy();
      reject(new Error(`redis: no answer to ${line} within ${timeoutMs} ms`));
    }, timeoutMs);
    socket.on("connect", () => socket.write(`${line}\r\n`));
    socket.on("data", (chunk) => {
      reply += chunk.toString("utf8");
      const end = reply.indexOf("\r\n");
      if (end === -1) return;
      clearTimeout(timer);
      socket.end();
      resolve(reply.slice(0, end));
    });
    socket.on("error", (error) => {
      clearTimeout(timer);
      reject(error);
    });
  });
}

export async function startRedis({ maxMemoryMb = 256 }: { maxMemoryMb?: number } = {}): Promise<RedisServer> {
  const bin = redisBinary();
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), "northlight-redis-"));
  const port = await freePort();
  const args = [
    "--port",
    String(port),
    "--bind",
    "127.0.0.1",
    "--dir",
    dir,
    "--save",
    "",
    "--appendonly",
    "no",
    "--daemonize",
    "no",
    "--maxmemory",
    `${maxMemoryMb}mb`,
    "--logfile",
    path.join(dir, "redis.log"),
  ];
  let child = spawn(bin, args, { stdio: "ignore", detached: true });
  let stopped = false;
  const killChild = () => {
    try {
      if (child.pid) process.kill(-child.pid, "SIGKILL");
    } catch {}
  };
  const stop = () => {
    if (stopped) return;
    stopped = true;
    killChild();
    fs.rmSync(dir, { recursive: true, force: true });
  };
  process.on("exit", stop);
  const waitForPing = async () => {
    for (let attempt = 0; attempt < 100; attempt += 1) {
      if (child.exitCode !== null || child.signalCode !== null) {
        const log = fs.existsSync(path.join(dir, "redis.log")) ? fs.readFileSync(path.join(dir, "redis.log"), "utf8").slice(-1000) : "";
        stop();
        throw new Error(`redis-server exited (${child.exitCode ?? child.signalCode}) ${log}`);
      }
      try {
        if ((await sendCommand(port, "PING", 500)) === "+PONG") return;
      } catch {}
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
    stop();
    throw new Error("redis-server did not answer PING within 10 s");
  };
  await waitForPing();
  return {
    url: `redis://127.0.0.1:${port}`,
    port,
    dir,
    command: (line) => sendCommand(port, line),
    async kill() {
      const exited = child.exitCode !== null || child.signalCode !== null ? Promise.resolve() : new Promise((resolve) => child.once("exit", resolve));
      killChild();
      await exited;
    },
    async restart() {
      child = spawn(bin, args, { stdio: "ignore", detached: true });
      await waitForPing();
    },
    stop,
  };
}
