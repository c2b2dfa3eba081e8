// A small round-robin HTTP load balancer on loopback, standing in for the one in front of several
// `next start` instances: each request goes to the next live instance; request and response bodies
// stream through both ways (a server-sent event reaches the client when the instance writes it).
// A request is tried on another instance only when the connection to the first was refused, that is
// before any byte of it was sent (an instance that is down or not listening yet); one that fails
// after that (the instance died while answering) is not retried: the client gets a 502, or, when the
// response had begun, a cut connection, as it would from a real balancer.
// An instance that refused a connection is skipped for a moment, then tried again. Every response
// names the instance it came from in X-Served-By (a 502, the one that failed).
import http from "node:http";
import type { AddressInfo } from "node:net";

export type Upstream = { name: string; port: number; host?: string };

type ProxyStats = {
  /** Requests forwarded, per upstream name (the attempt that got a response or failed for good). */
  forwarded: Record<string, number>;
  /** Requests sent to another instance after a refused connection. */
  retriedAfterRefusal: number;
  /** Requests answered 502 because no instance took them, or the instance failed before answering. */
  badGateway: number;
  /** Responses cut after they had begun (the instance died mid-response). */
  cut: number;
};

export type RoundRobinProxy = {
  base: string;
  port: number;
  stats: ProxyStats;
  close(): Promise<void>;
};

// Connection-level headers that concern one hop only.
const HOP_BY_HOP = new Set([
  "connection",
  "keep-alive",
  "proxy-connection",
  "transfer-encoding",
  "upgrade",
  "te",
  "trailer",
  "proxy-authenticate",
  "proxy-authorization",
]);
/** How long an instance that refused a connection is passed over. */
const SKIP_AFTER_REFUSAL_MS = 500;

function forwardable(headers: http.IncomingHttpHeaders): http.OutgoingHttpHeaders {
  const out: http.OutgoingHttpHeaders = {};
  for (const [name, value] of Object.entries(headers)) if (value !== undefined && !HOP_BY_HOP.has(name)) out[name] = value;
  return out;
}

export async function startRoundRobinProxy(upstreams: Upstream[], { port = 0 }: { port?: number } = {}): Promise<RoundRobinProxy> {
  if (upstreams.length === 0) throw new Error("no upstreams");
  const refusedUntil = new Map<Upstream, number>();
  const stats: ProxyStats = { forwarded: Object.fromEntries(upstreams.map((upstream) => [upstream.name, 0])), retriedAfterRefusal: 0, badGateway: 0, cut: 0 };
  // One TCP connection per request to an instance: a kept-alive one that an instance closed (or
  // died with) could fail after the request was written, which may not be retried.
  const agent = new http.Agent({ keepAlive: false });
  let next = 0;

  /** The instances in the order to try them: round robin, the ones that just refused last. */
  const order = (): Upstream[] => {
    const start = next++ % upstreams.length;
    const rotated = [...upstreams.slice(start), ...upstreams.slice(0, start)];
    const now = Date.now();
    const live = rotated.filter((upstream) => (refusedUntil.get(upstream) ?? 0) <= now);
    return [...live, ...rotated.filter((upstream) => !live.includes(upstream))];
  };

  const server = http.createServer((request, response) => {
    const candidates = order();
    let clientGone = false;
    response.on("close", () => {
      if (!response.writableFinished) clientGone = true;
    });

    const attempt = (index: number) => {
      const upstream = candidates[index];
      let connected = false;
      let answered = false;
      const outgoing = http.request({
        host: upstream.host ?? "127.0.0.1",
        port: upstream.port,
        method: request.method,
        path: request.url,
        headers: forwardable(request.headers),
        agent,
      });
      outgoing.on("socket", (socket) => {
        const onConnect = () => {
          connected = true;
          // Only now does the request's body flow to the instance (nothing was read before, so a
          // refused connection leaves the whole request to send to the next one).
          request.pipe(outgoing);
        };
        if (socket.connecting) socket.once("connect", onConnect);
        else onConnect();
      });
      outgoing.on("response", (upstreamResponse) => {
        answered = true;
        stats.forwarded[upstream.name] += 1;
        if (clientGone) {
          upstreamResponse.destroy();
          return;
        }
        response.writeHead(upstreamResponse.statusCode ?? 502, upstreamResponse.statusMessage, {
          ...forwardable(upstreamResponse.headers),
          "x-served-by": upstream.name,
        });
        response.flushHeaders();
        // Each chunk is written as it arrives (an SSE event reaches the client at once).
        upstreamResponse.pipe(response);
        let wasCut = false;
        const cut = () => {
          if (upstreamResponse.complete || wasCut) return;
          wasCut = true;
          stats.cut += 1;
          response.destroy();
        };
        upstreamResponse.on("error", cut);
        upstreamResponse.on("close", cut);
      });
      outgoing.on("error", (error: NodeJS.ErrnoException) => {
        if (answered) return; // the response's own error handler cuts the client off
        if (!connected && error.code === "ECONNREFUSED") {
          refusedUntil.set(upstream, Date.now() + SKIP_AFTER_REFUSAL_MS);
          if (index + 1 < candidates.length && !clientGone) {
            stats.retriedAfterRefusal += 1;
            attempt(index + 1);
            return;
          }
        }
        stats.forwarded[upstream.name] += 1;
        stats.badGateway += 1;
        if (clientGone || response.headersSent) {
          response.destroy();
          return;
        }
        const body = JSON.stringify({ error: { code: "bad_gateway", message: `${upstream.name}: ${error.code ?? error.message}` } });
        response
          .writeHead(502, { "content-type": "application/json", "content-length": Buffer.byteLength(body), connection: "close", "x-served-by": upstream.name })
          .end(body);
      });
      response.on("close", () => {
        if (clientGone && !answered) outgoing.destroy();
      });
    };
    attempt(0);
  });
  // Requests may take a while under load (a chat reply, a slow page): no server-side time limits.
  server.requestTimeout = 0;
  server.headersTimeout = 0;
  server.keepAliveTimeout = 5_000;
  await new Promise<void>((resolve, reject) => {
    server.once("error", reject);
    server.listen(port, "127.0.0.1", () => resolve());
  });
  const { port: bound } = server.address() as AddressInfo;
  return {
    base: `http://127.0.0.1:${bound}`,
    port: bound,
    stats,
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
        agent.destroy();
      }),
  };
}
