import { ZodError } from "zod";
import { ApiError, errorStatus, type ErrorCode } from "../http/errors";
import { closeAfterRefusal, GENERIC_ERROR_MESSAGE, zodMessage } from "../http/route";

// POST /api/upload-pdf answers { success, message }, failures included; a failure also carries the
// API's error envelope, { error: { code, message } }, as every API error does.

export async function successEnvelope(request: Request, work: () => Promise<Record<string, unknown>>): Promise<Response> {
  try {
    return Response.json({ success: true, ...(await work()) });
  } catch (error) {
    return closeAfterRefusal(request, failure(error));
  }
}

function failed(code: ErrorCode, message: string, headers: Record<string, string> = {}): Response {
  return Response.json({ success: false, message, error: { code, message } }, { status: errorStatus[code], headers });
}

function failure(error: unknown): Response {
  if (error instanceof ApiError) return failed(error.code, error.message, error.headers);
  if (error instanceof ZodError) return failed("bad_request", zodMessage(error));
  console.error("[upload] unhandled error", error);
  return failed("internal_error", GENERIC_ERROR_MESSAGE);
}
