import type { ErrorEnvelope } from "../contracts/errors";

// The browser's one API client. Every call sends cookies; a body is sent only when a payload is
// given (JSON for data, as is for FormData and URLSearchParams); a non-OK answer throws HttpError,
// whose message is "status: text" (the answer's text, or the status text when it is empty) and
// which carries the status, and the code and message of the API's error envelope
// ({ error: { code, message } }) when the answer is one. Uploads with progress (upload.ts) throw
// the same. Answers are decoded with their contract (lib/contracts), passed in by the caller: this
// module imports no schema, so the pages that send requests before any answer is read (the chat,
// the contact form) do not load one up front.

/** A contract's schema, or anything else that turns a parsed JSON body into a T or throws. */
export type Decoder<T> = { parse(data: unknown): T };

export class HttpError extends Error {
  /** The envelope's code, or null when the answer was not one. */
  readonly code: string | null;
  /** The envelope's message (what the server said was wrong), or null. */
  readonly detail: string | null;

  constructor(
    readonly status: number,
    readonly statusText: string,
    text: string,
    readonly headers: Headers = new Headers(),
  ) {
    super(`${status}: ${text || statusText}`);
    this.name = "HttpError";
    const envelope = readEnvelope(text);
    this.code = envelope?.error.code ?? null;
    this.detail = envelope?.error.message.trim() || null;
  }

  /** "status: status text", or the status alone when there is no text (HTTP/2 sends none). */
  get statusLine(): string {
    return this.statusText ? `${this.status}: ${this.statusText}` : String(this.status);
  }
}

function readEnvelope(text: string): ErrorEnvelope | null {
  let body: unknown;
  try {
    body = JSON.parse(text);
  } catch {
    return null;
  }
  const error = (body as { error?: unknown } | null)?.error as Record<string, unknown> | undefined;
  return typeof error?.code === "string" && typeof error.message === "string" ? (body as ErrorEnvelope) : null;
}

/** The answer as data, decoded with its contract; a body that does not match is an error, not data. */
export function decode<T>(decoder: Decoder<T>, data: unknown, url: string): T {
  try {
    return decoder.parse(data);
  } catch (cause) {
    throw new Error(`The answer from ${url} is not what its contract describes`, { cause });
  }
}

export type RequestOptions = Pick<RequestInit, "headers" | "signal" | "cache">;

/** Sends a request and returns the OK response; throws HttpError on any other status. */
export async function apiRequest(method: string, url: string, data?: unknown, options: RequestOptions = {}): Promise<Response> {
  const headers = new Headers(options.headers);
  let body: BodyInit | undefined;
  if (data instanceof FormData || data instanceof URLSearchParams) {
    body = data;
  } else if (data !== undefined) {
    headers.set("Content-Type", "application/json");
    body = JSON.stringify(data);
  }
  const response = await fetch(url, { ...options, method, headers, body, credentials: "include" });
  if (!response.ok) {
    throw new HttpError(response.status, response.statusText, await response.text().catch(() => ""), response.headers);
  }
  return response;
}

/** Sends a request and decodes its JSON answer with the endpoint's contract. */
export async function apiJson<T>(method: string, url: string, decoder: Decoder<T>, data?: unknown, options?: RequestOptions): Promise<T> {
  const response = await apiRequest(method, url, data, options);
  return decode(decoder, await response.json(), url);
}
