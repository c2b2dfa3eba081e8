// The fuzzer's requests: plain data (so fast-check can generate, shrink and print them), sent
// byte for byte over node:http (fetch would normalise paths and refuse malformed input).
import http from "node:http";
import { HOST } from "./harness";

export type Body =
  | { kind: "none" }
  | { kind: "bytes"; bytes: Uint8Array }
  /** `size` bytes: `head`, then `fill` repeated, then `tail` (built when sent, so large bodies cost nothing to generate). */
  | { kind: "filler"; size: number; head: Uint8Array; tail: Uint8Array; fill: number };

export type FuzzRequest = {
  /** Which generator made it (for the report and the counterexample). */
  label: string;
  method: string;
  /** Sent as is: malformed escapes, dot segments and bytes over 0x7f included. */
  path: string;
  headers: Record<string, string>;
  body: Body;
  /** "chunked": no Content-Length, the body streamed in pieces. */
  framing: "length" | "chunked";
  /** The statuses a correct server answers, when the generator knows (valid input, a certain refusal). */
  expect?: number[];
  /** A correct credential: never answered 429, even once the limiter answers everyone else. */
  neverLimited?: boolean;
  /** Sign in first and send that new session's cookie (Logout must have a session to end). */
  freshSession?: boolean;
};

export type FuzzResponse = {
  /** 0 when the connection ended without a response. */
  status: number;
  headers: http.IncomingHttpHeaders;
  rawHeaders: string[];
  body: Buffer;
  /** Why no (complete) response arrived. */
  error: string | null;
  ms: number;
};

const encoder = new TextEncoder();
export const bytesOf = (text: string) => encoder.encode(text);

function bodyBytes(body: Body): Buffer | null {
  if (body.kind === "none") return null;
  if (body.kind === "bytes") return Buffer.from(body.bytes);
  const out = Buffer.alloc(body.size, body.fill);
  out.set(body.head.subarray(0, body.size), 0);
  const tailAt = Math.max(body.head.byteLength, body.size - body.tail.byteLength);
  out.set(body.tail.subarray(0, body.size - tailAt), tailAt);
  return out;
}

export const bodySize = (body: Body) => (body.kind === "none" ? 0 : body.kind === "bytes" ? body.bytes.byteLength : body.size);

const CHUNK = 64 * 1024;
/** node:http gives a request without a body "Content-Length: 0" except for these methods. */
const BODYLESS_BY_DEFAULT = new Set(["GET", "HEAD", "DELETE", "OPTIONS", "TRACE", "CONNECT"]);

/**
 * Sends one request and reads the whole answer. A response that arrives while the body is still
 * being written counts (the server refused early and closed); an error before any response, or a
 * response cut off mid-body, is a dropped connection. A request without a body carries no body
 * headers at all, as curl sends one. A body is written a chunk per turn of the event loop, so an
 * early answer is read before the next write can fail on the connection the server closed (a
 * write that fails first would make node:http drop the answer waiting to be read).
 */
export async function send(port: number, request: FuzzRequest, agent: http.Agent, timeoutMs = 60_000): Promise<FuzzResponse> {
  const first = await sendOnce(port, request, agent, timeoutMs);
  let response = first.response;
  // The server may close an idle kept-alive connection just as a request is sent on it: that
  // request never reached the app, so it is sent again, once, on a new connection.
  if (response.status === 0 && first.reused) response = (await sendOnce(port, request, undefined, timeoutMs)).response;
  if (response.status === 0 && request.framing === "length" && bodySize(request.body) > 0) {
    // A refusal of a declared length is answered before the body is read, and the server closes
    // the connection with the rest unread: the kernel then resets it, and a write of ours can fail
    // before the answer that came first is read (lost with the connection). The same headers,
    // with no body sent, must get that answer: the refusal, and that it closes.
    const { response: probe } = await sendOnce(port, request, undefined, 15_000, "headers-only");
    if (probe.status >= 400 && probe.status < 500 && probe.headers.connection === "close") return { ...probe, error: null };
    return { ...response, error: `${response.error}; the same headers alone got ${probe.status || probe.error}` };
  }
  if (response.status === 0 && request.framing === "chunked" && bodySize(request.body) > 0) {
    // A chunked body has no length to refuse up front: the server reads up to its limit, answers
    // and closes, and on a busy machine our next write can meet the reset before the answer is
    // read. The same request sent slowly (a pause after each 64 KB) must get that answer.
    const { response: paced } = await sendOnce(port, request, undefined, 120_000, "paced");
    if (paced.status >= 400 && paced.status < 500 && paced.headers.connection === "close") return { ...paced, error: null };
    return { ...response, error: `${response.error}; the same request sent slowly got ${paced.status || paced.error}` };
  }
  return response;
}

function sendOnce(
  port: number,
  request: FuzzRequest,
  agent: http.Agent | undefined,
  timeoutMs: number,
  mode: "normal" | "headers-only" | "paced" = "normal",
): Promise<{ response: FuzzResponse; reused: boolean }> {
  return new Promise((resolve, reject) => {
    const payload = bodyBytes(request.body);
    const headers: Record<string, string> = { ...request.headers };
    if (payload && request.framing === "length") headers["content-length"] = String(payload.byteLength);
    const started = performance.now();
    let settled = false;
    let answered = false;
    let outgoing: http.ClientRequest;
    const finish = (response: Omit<FuzzResponse, "ms">) => {
      if (settled) return;
      settled = true;
      // Answered before the body was all sent: the connection is the server's to close, not ours to reuse.
      if (!outgoing.writableFinished) outgoing.destroy();
      resolve({ response: { ...response, ms: Math.round(performance.now() - started) }, reused: outgoing.reusedSocket });
    };
    try {
      outgoing = http.request({ host: HOST, port, method: request.method, path: request.path, headers, agent: agent ?? false });
    } catch (error) {
      // The generator made something node:http itself will not send: a bug in the fuzzer.
      reject(new Error(`node:http refused to send ${request.method} ${JSON.stringify(request.path)}: ${(error as Error).message}`));
      return;
    }
    outgoing.setTimeout(timeoutMs, () => outgoing.destroy(new Error(`no answer within ${timeoutMs} ms`)));
    outgoing.on("response", (response) => {
      answered = true;
      const chunks: Buffer[] = [];
      const done = (error: string | null) =>
        finish({ status: response.statusCode ?? 0, headers: response.headers, rawHeaders: response.rawHeaders, body: Buffer.concat(chunks), error });
      response.on("data", (chunk: Buffer) => chunks.push(chunk));
      response.on("end", () => done(null));
      response.on("error", (error) => done(`response cut off: ${error.message}`));
      response.on("aborted", () => done("response cut off: aborted"));
    });
    outgoing.on("error", (error: NodeJS.ErrnoException) => {
      // After the answer, a write failing on the closed connection is the refusal working.
      if (!answered) finish({ status: 0, headers: {}, rawHeaders: [], body: Buffer.alloc(0), error: error.code ?? error.message });
    });
    if (mode === "headers-only") return void outgoing.flushHeaders();
    if (!payload) {
      if (!BODYLESS_BY_DEFAULT.has(request.method)) {
        outgoing.removeHeader("content-length");
        outgoing.removeHeader("transfer-encoding");
      }
      return void outgoing.end();
    }
    let offset = 0;
    const pump = () => {
      if (answered || outgoing.destroyed) return;
      if (offset >= payload.byteLength) return void outgoing.end();
      const piece = payload.subarray(offset, offset + CHUNK);
      offset += piece.byteLength;
      const next = () => (mode === "paced" ? setTimeout(pump, 100) : setImmediate(pump));
      if (outgoing.write(piece)) next();
      else outgoing.once("drain", next);
    };
    pump();
  });
}

// ---- multipart ------------------------------------------------------------------------------

export type Part = { name: string; filename?: string; type?: string; data: Uint8Array };

/** A multipart/form-data body; `closing: false` leaves off the final boundary. */
export function multipartBytes(parts: Part[], boundary: string, closing = true): Uint8Array {
  const pieces: Uint8Array[] = [];
  for (const part of parts) {
    const disposition = `form-data; name="${part.name}"${part.filename === undefined ? "" : `; filename="${part.filename}"`}`;
    const type = part.type === undefined ? "" : `Content-Type: ${part.type}\r\n`;
    pieces.push(bytesOf(`--${boundary}\r\nContent-Disposition: ${disposition}\r\n${type}\r\n`), part.data, bytesOf("\r\n"));
  }
  if (closing) pieces.push(bytesOf(`--${boundary}--\r\n`));
  return Buffer.concat(pieces);
}

/**
 * A multipart body of exactly `size` bytes whose one file part (`field`) holds `head`, then
 * filler, so the file is `size` minus the framing around it: for the limits' edges.
 */
export function sizedMultipart(
  field: string,
  filename: string,
  type: string,
  size: number,
  head: Uint8Array,
  fields: Part[] = [],
  boundary = "fuzzboundary",
): Body {
  const before = multipartBytes(fields, boundary, false);
  const open = bytesOf(`--${boundary}\r\nContent-Disposition: form-data; name="${field}"; filename="${filename}"\r\nContent-Type: ${type}\r\n\r\n`);
  const close = bytesOf(`\r\n--${boundary}--\r\n`);
  const prefix = Buffer.concat([before, open, head]);
  return { kind: "filler", size, head: prefix, tail: close, fill: 0x20 };
}

/** The framing bytes sizedMultipart adds around the file (so a file of n bytes is a body of n + this). */
export function multipartFraming(field: string, filename: string, type: string, fields: Part[] = [], boundary = "fuzzboundary"): number {
  const body = sizedMultipart(field, filename, type, 0, new Uint8Array(0), fields, boundary) as Extract<Body, { kind: "filler" }>;
  return body.head.byteLength + body.tail.byteLength;
}
