// A TCP proxy that adds network latency, for benchmarks that reach PostgreSQL "across a network":
// every chunk is forwarded after `delayMs` in each direction (so a round trip costs 2 × delayMs),
// in order per direction. It also reads the PostgreSQL frontend protocol on the client→server side
// and counts, per application_name, the Query ('Q') and Sync ('S') messages (one per statement)
// and the "turns" (client chunks that follow server data: the round trips, however many
// statements a client pipelines into one).
//
// It runs as a process of its own, so that a load generator's busy event loop cannot delay its
// timers (scripts/bench-db.ts):
//   fork("scripts/servers/delay-proxy.ts", ["--target-port", "5432", "--delay-ms", "10"], { execArgv: ["--import", "tsx"] })
// sends { type: "listening", port } over IPC once listening and answers { type: "stats" } with
// { type: "stats", stats }. Without IPC (node --import tsx scripts/servers/delay-proxy.ts --target-port …)
// it prints its port and runs until stopped.
// Erasable TypeScript only (plain `node` can load it too).
import net from "node:net";
import { performance } from "node:perf_hooks";

export type ProtocolCounts = {
  connections: number;
  /** Simple-protocol Query messages. */
  queries: number;
  /** Extended-protocol Sync messages (one per parameterised statement with pg, pipelined or not). */
  syncs: number;
  /** Client chunks sent after server data (or first on a connection): round trips as the wire sees them. */
  turns: number;
  bytesUp: number;
  bytesDown: number;
};

/** Counts per application_name from the startup packet ("" when the client set none). */
export type ProxyStats = Record<string, ProtocolCounts>;

type DelayProxy = {
  port: number;
  stats(): ProxyStats;
  close(): Promise<void>;
};

type DelayProxyOptions = {
  targetPort: number;
  targetHost?: string;
  delayMs: number;
  /** 0 (the default) picks a free port. */
  listenPort?: number;
  listenHost?: string;
};

const SSL_REQUEST = 80877103;
const GSSENC_REQUEST = 80877104;

const emptyCounts = (): ProtocolCounts => ({ connections: 0, queries: 0, syncs: 0, turns: 0, bytesUp: 0, bytesDown: 0 });

/**
 * Parses the frontend (client→server) stream: untyped packets (length, then a code) until the
 * startup packet, then messages of 1 type byte + an int32 length that counts itself.
 */
class FrontendParser {
  private buffer: Buffer = Buffer.alloc(0);
  private started = false;
  applicationName: string | null = null;
  constructor(
    private readonly onMessage: (type: string) => void,
    private readonly onStartup: (applicationName: string) => void,
  ) {}

  push(chunk: Buffer) {
    this.buffer = this.buffer.length ? Buffer.concat([this.buffer, chunk]) : chunk;
    for (;;) {
      if (!this.started) {
        if (this.buffer.length < 8) return;
        const length = this.buffer.readInt32BE(0);
        if (this.buffer.length < length) return;
        const code = this.buffer.readInt32BE(4);
        const packet = this.buffer.subarray(8, length);
        this.buffer = this.buffer.subarray(length);
        if (code === SSL_REQUEST || code === GSSENC_REQUEST) continue; // the real startup packet follows
        this.started = true;
        // Startup: NUL-terminated name/value pairs (CancelRequest has none).
        const fields = packet.toString("utf8").split("\0");
        let applicationName = "";
        for (let index = 0; index + 1 < fields.length; index += 2) if (fields[index] === "application_name") applicationName = fields[index + 1];
        this.applicationName = applicationName;
        this.onStartup(applicationName);
        continue;
      }
      if (this.buffer.length < 5) return;
      const length = this.buffer.readInt32BE(1);
      if (this.buffer.length < 1 + length) return;
      this.onMessage(String.fromCharCode(this.buffer[0]));
      this.buffer = this.buffer.subarray(1 + length);
    }
  }
}

/**
 * A setTimeout delay for `ms` from now. Node runs a timer on its loop's whole-millisecond clock and
 * truncates a fractional delay (9.99 fires after ~9.3 ms, too early, and the retry costs another
 * millisecond), so round up: a 10 ms delay then takes ~10.3 ms.
 */
const wait = (ms: number) => Math.max(0, Math.ceil(ms));

/** Writes chunks to `to` once each is `delayMs` old, in arrival order. */
function delayedPipe(to: net.Socket, delayMs: number) {
  const queue: { due: number; chunk: Buffer }[] = [];
  let timer: NodeJS.Timeout | null = null;
  let ending = false;
  const flush = () => {
    timer = null;
    const now = performance.now();
    while (queue.length && queue[0].due <= now + 0.25) {
      const { chunk } = queue.shift() as { due: number; chunk: Buffer };
      if (!to.destroyed) to.write(chunk);
    }
    if (queue.length) timer = setTimeout(flush, wait(queue[0].due - now));
    else if (ending && !to.destroyed) to.end();
  };
  return {
    push(chunk: Buffer) {
      queue.push({ due: performance.now() + delayMs, chunk });
      if (!timer) timer = setTimeout(flush, wait(queue[0].due - performance.now()));
    },
    end() {
      ending = true;
      if (!timer) flush();
    },
    clear() {
      if (timer) clearTimeout(timer);
      timer = null;
      queue.length = 0;
    },
  };
}

export function startDelayProxy({
  targetPort,
  targetHost = "127.0.0.1",
  delayMs,
  listenPort = 0,
  listenHost = "127.0.0.1",
}: DelayProxyOptions): Promise<DelayProxy> {
  const stats: ProxyStats = {};
  const countsOf = (name: string) => (stats[name] ??= emptyCounts());
  const sockets = new Set<net.Socket>();

  const server = net.createServer((client) => {
    const upstream = net.connect({ host: targetHost, port: targetPort });
    client.setNoDelay(true);
    upstream.setNoDelay(true);
    sockets.add(client);
    sockets.add(upstream);
    // Bytes and turns seen before the startup packet names the application are credited to it.
    let counts: ProtocolCounts | null = null;
    let pendingTurns = 0;
    let pendingUp = 0;
    let pendingDown = 0;
    let serverSpokeLast = true;
    const parser = new FrontendParser(
      (type) => {
        if (!counts) return;
        if (type === "Q") counts.queries += 1;
        else if (type === "S") counts.syncs += 1;
      },
      (name) => {
        counts = countsOf(name);
        counts.connections += 1;
        counts.turns += pendingTurns;
        counts.bytesUp += pendingUp;
        counts.bytesDown += pendingDown;
      },
    );
    const toServer = delayedPipe(upstream, delayMs);
    const toClient = delayedPipe(client, delayMs);
    client.on("data", (chunk: Buffer) => {
      if (serverSpokeLast) {
        serverSpokeLast = false;
        if (counts) counts.turns += 1;
        else pendingTurns += 1;
      }
      if (counts) counts.bytesUp += chunk.length;
      else pendingUp += chunk.length;
      try {
        parser.push(chunk);
      } catch {
        // Not PostgreSQL (or a parser bug): keep forwarding, stop counting this connection.
      }
      toServer.push(chunk);
    });
    upstream.on("data", (chunk: Buffer) => {
      serverSpokeLast = true;
      if (counts) counts.bytesDown += chunk.length;
      else pendingDown += chunk.length;
      toClient.push(chunk);
    });
    client.on("end", () => toServer.end());
    upstream.on("end", () => toClient.end());
    const teardown = () => {
      toServer.clear();
      toClient.clear();
      client.destroy();
      upstream.destroy();
      sockets.delete(client);
      sockets.delete(upstream);
    };
    client.on("error", teardown);
    upstream.on("error", teardown);
    client.on("close", () => sockets.delete(client));
    upstream.on("close", () => sockets.delete(upstream));
  });

  return new Promise((resolve, reject) => {
    server.once("error", reject);
    server.listen(listenPort, listenHost, () => {
      const { port } = server.address() as net.AddressInfo;
      resolve({
        port,
        stats: () => structuredClone(stats),
        close: () =>
          new Promise<void>((done) => {
            for (const socket of sockets) socket.destroy();
            server.close(() => done());
          }),
      });
    });
  });
}

// ---- as a child process -----------------------------------------------------------------------

const isMain = process.argv[1] && /delay-proxy\.ts$/.test(process.argv[1]);
if (isMain) void runAsProcess();

async function runAsProcess() {
  const arg = (name: string, fallback?: string) => {
    const index = process.argv.indexOf(`--${name}`);
    const value = index >= 0 ? process.argv[index + 1] : fallback;
    if (value === undefined) throw new Error(`delay-proxy: --${name} is required`);
    return value;
  };
  const proxy = await startDelayProxy({
    targetPort: Number(arg("target-port")),
    targetHost: arg("target-host", "127.0.0.1"),
    delayMs: Number(arg("delay-ms", "10")),
    listenPort: Number(arg("listen-port", "0")),
  });
  if (process.send) {
    process.send({ type: "listening", port: proxy.port });
    process.on("message", (message: { type?: string }) => {
      if (message?.type === "stats") process.send?.({ type: "stats", stats: proxy.stats() });
    });
    process.on("disconnect", () => process.exit(0)); // the parent is gone
  } else {
    console.log(`delay proxy on 127.0.0.1:${proxy.port} → ${arg("target-host", "127.0.0.1")}:${arg("target-port")}, ${arg("delay-ms", "10")} ms each way`);
  }
}
