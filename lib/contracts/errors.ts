import * as z from "zod/mini";
import "./schema";

// Every API error: { error: { code, message, requestId } }, and the one map of codes to statuses
// (lib/http/errors.ts answers with it).

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

export const errorEnvelopeSchema = z.object({
  error: z.object({
    code: z.enum(Object.keys(errorStatus) as [ErrorCode, ...ErrorCode[]]),
    message: z.string(),
    /** The answer's X-Request-Id: what to quote when reporting it. */
    requestId: z.optional(z.string()),
  }),
});
export type ErrorEnvelope = z.infer<typeof errorEnvelopeSchema>;

/** An error a request handler answers with its code's status (lib/http/errors.ts renders it). */
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
