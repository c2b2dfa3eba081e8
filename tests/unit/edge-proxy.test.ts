/**
 * scripts/edge-proxy.mjs: the HTTPS + HTTP/2 front that perf.mjs measures the pages through. It must
 * speak h2, forward method, path, body and headers unchanged (bar the connection-level ones HTTP/2
 * forbids), and pass the upstream's status, headers and body back.
 */
import { spawn, type ChildProcess } from "node:child_process";
import { createServer, type IncomingHttpHeaders, type Server } from "node:http";
import { connect, type ClientHttp2Session } from "node:http2";
import type { AddressInfo } from "node:net";
import { join } from "node:path";

type Seen = { method?: string; url?: string; headers: IncomingHttpHeaders; body: string };

let upstream: Server;
let proxy: ChildProcess;
let origin: string;
let session: ClientHttp2Session;
const seen: Seen[] = [];

beforeAll(async () => {
  upstream = createServer((req, res) => {
    let body = "";
    req.on("data", (chunk) => (body += chunk));
    req.on("end", () => {
      seen.push({ method: req.method, url: req.url, headers: req.headers, body });
      if (req.url === "/missing") {
        res.writeHead(404, { "content-type": "text/plain" });
        res.end("no such page");
        return;
      }
      // Written in two parts, so the upstream answers with Transfer-Encoding: chunked, as Next does
      // when it streams a page.
      res.writeHead(200, { "content-type": "text/html; charset=utf-8", "x-upstream": "yes" });
      res.write(`<h1>${req.method} `);
      res.end(`${req.url}</h1>`);
    });
  });
  await new Promise<void>((resolve) => upstream.listen(0, "127.0.0.1", resolve));
  const { port } = upstream.address() as AddressInfo;
  proxy = spawn(process.execPath, [join(process.cwd(), "scripts/edge-proxy.mjs"), "--upstream", `http://127.0.0.1:${port}`, "--port", "0"]);
  origin = await new Promise<string>((resolve, reject) => {
    proxy.stdout!.on("data", (chunk: Buffer) => {
      const match = /edge proxy on (https:\/\/\S+)/.exec(chunk.toString());
      if (match) resolve(match[1]);
    });
    proxy.once("exit", (code) => reject(new Error(`edge proxy exited with ${code}`)));
  });
  session = connect(origin, { rejectUnauthorized: false });
});

afterAll(async () => {
  session?.close();
  proxy?.kill();
  await new Promise((resolve) => upstream.close(resolve));
});

function h2Request(headers: Record<string, string>, body?: string) {
  return new Promise<{ status: number; headers: Record<string, unknown>; body: string }>((resolve, reject) => {
    const stream = session.request(headers);
    let responseHeaders: Record<string, unknown> = {};
    let text = "";
    stream.on("response", (received) => (responseHeaders = received));
    stream.on("data", (chunk) => (text += chunk));
    stream.on("end", () => resolve({ status: Number(responseHeaders[":status"]), headers: responseHeaders, body: text }));
    stream.on("error", reject);
    stream.end(body);
  });
}

test("serves a page over HTTP/2 with the upstream's status, headers and body", async () => {
  const response = await h2Request({ ":path": "/about?x=1", "accept-encoding": "gzip" });
  expect(session.alpnProtocol).toBe("h2");
  expect(response.status).toBe(200);
  expect(response.body).toBe("<h1>GET /about?x=1</h1>");
  expect(response.headers["content-type"]).toBe("text/html; charset=utf-8");
  expect(response.headers["x-upstream"]).toBe("yes");
  // HTTP/2 forbids connection-level headers: the upstream's chunked encoding must not be passed on.
  expect(response.headers["transfer-encoding"]).toBeUndefined();
  expect(response.headers.connection).toBeUndefined();
  const request = seen.at(-1)!;
  expect(request.headers["accept-encoding"]).toBe("gzip");
  expect(request.headers["x-forwarded-proto"]).toBe("https");
  expect(request.headers.host).toBe(new URL(origin).host);
});

test("forwards a POST body and an error status unchanged", async () => {
  const posted = await h2Request({ ":method": "POST", ":path": "/api/echo", "content-type": "application/json" }, '{"a":1}');
  expect(posted.body).toBe("<h1>POST /api/echo</h1>");
  expect(seen.at(-1)).toMatchObject({ method: "POST", url: "/api/echo", body: '{"a":1}' });

  const missing = await h2Request({ ":path": "/missing" });
  expect(missing.status).toBe(404);
  expect(missing.body).toBe("no such page");
});
