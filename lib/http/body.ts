import type { z } from "zod";
import { stripControls } from "./controls";
import { ApiError } from "./errors";
import { routeOf, zodMessage } from "./route";
import { log } from "../log";

export const DEFAULT_JSON_LIMIT_BYTES = 64 * 1024;
const decoder = new TextDecoder();
/** Controls a JSON string may hold unescaped: DEL and C1. */
const RAW_CONTROL = /[\u007F-\u009F]/;

/**
 * Reads a request body as bytes, refusing with 413 as soon as it passes `maxBytes`: a declared
 * Content-Length over the limit is refused before reading, and a chunked body is cut off mid-stream.
 */
export async function readBodyBytes(request: Request, maxBytes: number): Promise<Uint8Array> {
  try {
    return await readBytes(request, maxBytes);
  } catch (error) {
    if (!clientClosed(error, request)) throw error;
    // The visitor's side stopped sending (a closed tab, a cancelled upload): their doing, not a
    // server error. Logged at info, answered 400 (the answer rarely reaches anyone).
    log.info(
      { route: routeOf(request), errorMessage: error instanceof Error ? error.message : String(error) },
      "request body not fully received: the client closed the connection",
    );
    throw new ApiError("bad_request", "The request was interrupted before its body arrived. Please try again.");
  }
}

/** A body read that failed because the client went away (Node's "aborted", a reset, an aborted signal). */
function clientClosed(error: unknown, request: Request): boolean {
  if (error instanceof ApiError) return false;
  const { message, code, name } = (error ?? {}) as { message?: string; code?: string; name?: string };
  return request.signal?.aborted === true || message === "aborted" || code === "ECONNRESET" || code === "ABORT_ERR" || name === "AbortError";
}

async function readBytes(request: Request, maxBytes: number): Promise<Uint8Array> {
  const tooLarge = () => new ApiError("payload_too_large", `Request body is larger than ${maxBytes} bytes`);
  const length = request.headers.get("content-length");
  const declared = length === null ? NaN : Number(length);
  if (declared > maxBytes) throw tooLarge();
  if (!request.body) return new Uint8Array(0);
  // A declared length within the limit is enforced by the HTTP layer: read it in one go.
  if (Number.isInteger(declared) && declared >= 0) return new Uint8Array(await request.arrayBuffer());

  const reader = request.body.getReader();
  const chunks: Uint8Array[] = [];
  let total = 0;
  for (;;) {
    const { done, value } = await reader.read();
    if (done) break;
    total += value.byteLength;
    if (total > maxBytes) {
      await reader.cancel().catch(() => undefined);
      throw tooLarge();
    }
    chunks.push(value);
  }
  const bytes = new Uint8Array(total);
  let offset = 0;
  for (const chunk of chunks) {
    bytes.set(chunk, offset);
    offset += chunk.byteLength;
  }
  return bytes;
}

type ReadJsonOptions<S extends z.ZodType> = { schema: S; maxBytes?: number };

/**
 * A JSON.parse reviver for strings that came with escapes: a lone UTF-16 surrogate ("\ud800", no
 * character at all) becomes U+FFFD, as invalid UTF-8 bytes already do when the body is decoded (the
 * database refuses to store one: a 500), and control characters are removed (stripControls), in
 * keys too.
 */
function wellFormed(_key: string, value: unknown): unknown {
  if (typeof value === "string") return stripControls(value.toWellFormed());
  if (value !== null && typeof value === "object" && !Array.isArray(value) && Object.keys(value).some((key) => key !== stripControls(key.toWellFormed()))) {
    return Object.fromEntries(Object.entries(value).map(([key, item]) => [stripControls(key.toWellFormed()), item]));
  }
  return value;
}

/**
 * Parses a request body's text as JSON; 400 when it is not. Inside a JSON string a lone surrogate
 * or a C0 control can only be written as an escape ("\u0000", "\r", "\b", "\f"); DEL and the C1
 * controls may come as they are. Text with neither skips the reviver.
 */
export function parseJsonText(text: string): unknown {
  try {
    return text.includes("\\") || RAW_CONTROL.test(text) ? JSON.parse(text, wellFormed) : JSON.parse(text);
  } catch {
    throw new ApiError("bad_request", "Request body is not valid JSON");
  }
}

/**
 * Parses a JSON request body within a byte limit, then validates it with a zod schema (400 on
 * failure). The body must be declared JSON (415 otherwise, a missing Content-Type included): a
 * page on another site can only send a browser's cookies along with a "simple" body (text/plain,
 * a form, or none declared, as navigator.sendBeacon does) without the browser asking this site
 * first, and such a body is never accepted.
 */
export async function readJson<S extends z.ZodType>(
  request: Request,
  { schema, maxBytes = DEFAULT_JSON_LIMIT_BYTES }: ReadJsonOptions<S>,
): Promise<z.infer<S>> {
  const contentType = request.headers.get("content-type");
  if (!contentType || !/^application\/([\w.+-]*\+)?json\b/i.test(contentType)) {
    throw new ApiError("unsupported_media_type", "Request body must be JSON (Content-Type: application/json)");
  }
  const bytes = await readBodyBytes(request, maxBytes);
  const text = decoder.decode(bytes);
  if (text.trim() === "") throw new ApiError("bad_request", "Request body is required");

  const result = schema.safeParse(parseJsonText(text));
  if (!result.success) throw new ApiError("bad_request", zodMessage(result.error));
  return result.data;
}
