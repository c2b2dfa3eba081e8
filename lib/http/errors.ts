import { ApiError, errorStatus, type ErrorCode, type ErrorEnvelope } from "../contracts/errors";
import { currentRequestId, REQUEST_ID_HEADER } from "./request-id";

// One error envelope for every API route: { error: { code, message, requestId } }, with the
// status taken from one map, so a code always answers with the same HTTP status. The request id
// (lib/http/request-id.ts) is the one in the X-Request-Id header: a visitor's report names it.

export { ApiError, errorStatus, type ErrorCode };

export function errorResponse(code: ErrorCode, message: string, headers: Record<string, string> = {}, requestId = currentRequestId()): Response {
  const body: ErrorEnvelope = { error: { code, message, ...(requestId ? { requestId } : {}) } };
  return Response.json(body, { status: errorStatus[code], headers: requestId ? { ...headers, [REQUEST_ID_HEADER]: requestId } : headers });
}

/** A 429 with Retry-After in whole seconds (at least 1). */
export function rateLimited(retryAfterMs: number, message = "Too many requests. Please slow down."): ApiError {
  const seconds = Math.max(1, Math.ceil(retryAfterMs / 1000));
  return new ApiError("rate_limited", message, { "Retry-After": String(seconds) });
}
