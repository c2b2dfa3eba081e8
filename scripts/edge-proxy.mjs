// A local stand-in for the edge the site is served from in production: Vercel's, or the TLS-terminating
// reverse proxy (nginx, Caddy) the README puts in front of `npm start`. It speaks HTTPS with HTTP/2
// (HTTP/1.1 for clients that do not offer h2) and forwards every request to the Node server as is.
//
//   node scripts/edge-proxy.mjs --upstream http://127.0.0.1:3000 --port 3443   (--port 0: any free port)
//     --redirect-port N   also answer plain HTTP on port N with a permanent redirect to the HTTPS origin,
//                         as an edge does (the HTTP Observatory's redirection test needs one)
//     --cert-out FILE     write the self-signed certificate (PEM) there, for clients that must trust it
//
// It prints "edge proxy on https://127.0.0.1:<port> -> <upstream>" once it listens. perf.mjs starts one
// so Lighthouse measures pages over the protocol visitors get. The certificate is self-signed and made
// at start (openssl), so the browser needs --ignore-certificate-errors.
import { execFileSync } from "node:child_process";
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { createServer, request } from "node:http";
import { createSecureServer } from "node:http2";
import { tmpdir } from "node:os";
import { join } from "node:path";

// Connection-level headers HTTP/2 forbids in either direction.
const HOP_BY_HOP = new Set(["connection", "keep-alive", "proxy-connection", "transfer-encoding", "upgrade", "host", "http2-settings"]);

function selfSignedCertificate() {
  const dir = mkdtempSync(join(tmpdir(), "edge-cert-"));
  try {
    execFileSync(
      "openssl",
      [
        "req",
        "-x509",
        "-newkey",
        "ec",
        "-pkeyopt",
        "ec_paramgen_curve:prime256v1",
        "-nodes",
        "-days",
        "2",
        "-subj",
        "/CN=127.0.0.1",
        "-addext",
        "subjectAltName=IP:127.0.0.1,DNS:localhost",
        "-keyout",
        join(dir, "key.pem"),
        "-out",
        join(dir, "cert.pem"),
      ],
      { stdio: "ignore" },
    );
    return { key: readFileSync(join(dir, "key.pem")), cert: readFileSync(join(dir, "cert.pem")) };
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}

/** Starts the proxy; resolves with its origin. */
function startEdgeProxy({ upstream, port, host = "127.0.0.1", certificate = selfSignedCertificate() }) {
  const target = new URL(upstream);
  const server = createSecureServer({ ...certificate, allowHTTP1: true }, (req, res) => {
    const headers = {};
    for (const [name, value] of Object.entries(req.headers)) {
      if (!name.startsWith(":") && !HOP_BY_HOP.has(name)) headers[name] = value;
    }
    headers.host = req.headers[":authority"] ?? req.headers.host ?? target.host;
    headers["x-forwarded-proto"] = "https";
    const upstreamRequest = request({ host: target.hostname, port: target.port, path: req.url, method: req.method, headers }, (upstreamResponse) => {
      const responseHeaders = {};
      for (const [name, value] of Object.entries(upstreamResponse.headers)) {
        if (!HOP_BY_HOP.has(name)) responseHeaders[name] = value;
      }
      res.writeHead(upstreamResponse.statusCode ?? 502, responseHeaders);
      upstreamResponse.pipe(res);
    });
    upstreamRequest.on("error", (error) => {
      if (!res.headersSent) res.writeHead(502, { "content-type": "text/plain" });
      res.end(`edge proxy: ${error.message}`);
    });
    req.pipe(upstreamRequest);
  });
  return new Promise((resolveStart, reject) => {
    server.once("error", reject);
    server.listen(port, host, () => {
      const { port: bound } = server.address();
      resolveStart(`https://${host}:${bound}`);
    });
  });
}

/** Plain HTTP on `port`: every request is sent permanently to the same path on `origin`. */
function startRedirect({ origin, port, host = "127.0.0.1" }) {
  const server = createServer((req, res) => {
    res.writeHead(301, { location: new URL(req.url ?? "/", origin).toString(), "content-type": "text/plain" });
    res.end();
  });
  return new Promise((resolveStart, reject) => {
    server.once("error", reject);
    server.listen(port, host, () => resolveStart(`http://${host}:${server.address().port}`));
  });
}

const args = process.argv.slice(2);
const option = (name, fallback) => (args.includes(`--${name}`) ? args[args.indexOf(`--${name}`) + 1] : fallback);
const upstream = option("upstream", "http://127.0.0.1:3000");
const certificate = selfSignedCertificate();
const certOut = option("cert-out");
if (certOut) writeFileSync(certOut, certificate.cert);
const origin = await startEdgeProxy({ upstream, port: Number(option("port", "3443")), certificate });
console.log(`edge proxy on ${origin} -> ${upstream}`);
const redirectPort = option("redirect-port");
if (redirectPort !== undefined) console.log(`redirect on ${await startRedirect({ origin, port: Number(redirectPort) })} -> ${origin}`);
