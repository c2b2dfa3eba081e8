import type { ErrorEnvelope } from "../contracts/errors";

// One error envelope for every API route: { error: { code, message } }, with the status
// taken from one map, so a code always answers with the same HTTP status.

export const errorStatus = {
  bad_request: 400,
  unauthorized: 401,
  forbidden: 403,
  not_found: 404,
  method_not_allowed: 405,
  conflict: 409,
  payload_too_large: 413,
  unsupported_media_type: 415,
  unprocessable_entity: 422,
  rate_limited: 429,
  internal_error: 500,
} as const;

export type ErrorCode = keyof typeof errorStatus;

export class ApiError extends Error {
  readonly code: ErrorCode;
  readonly status: number;
  readonly headers: Record<string, string>;

  constructor(code: ErrorCode, message: string, headers: Record<string, string> = {}) {
    super(message);
    this.name = "ApiError";
    this.code = code;
    this.status = errorStatus[code];
    this.headers = headers;
  }
}

export function errorResponse(
  code: ErrorCode,
  message: string,
  headers: Record<string, string> = {},
): Response {
  const body: ErrorEnvelope = { error: { code, message } };
  return Response.json(body, { status: errorStatus[code], headers });
}

/** A 429 with Retry-After in whole seconds (at least 1). */
export function rateLimited(retryAfterMs: number, message = "Too many requests. Please slow down."): ApiError {
  const seconds = Math.max(1, Math.ceil(retryAfterMs / 1000));
  return new ApiError("rate_limited", message, { "Retry-After": String(seconds) });
}
