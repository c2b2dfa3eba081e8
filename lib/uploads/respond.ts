import { ZodError } from "zod";
import { errorFields, log } from "../log";
import { ApiError, errorStatus, type ErrorCode } from "../http/errors";
import { currentRequestId, REQUEST_ID_HEADER } from "../http/request-id";
import { closeAfterRefusal, GENERIC_ERROR_MESSAGE, routeOf, zodMessage } from "../http/route";

// POST /api/upload-pdf answers { success, message }, failures included; a failure also carries the
// API's error envelope, { error: { code, message, requestId } }, as every API error does.

export async function successEnvelope(request: Request, work: () => Promise<Record<string, unknown>>): Promise<Response> {
  try {
    return Response.json({ success: true, ...(await work()) });
  } catch (error) {
    return closeAfterRefusal(request, failure(error, request));
  }
}

function failed(code: ErrorCode, message: string, headers: Record<string, string> = {}): Response {
  const requestId = currentRequestId();
  return Response.json(
    { success: false, message, error: { code, message, ...(requestId ? { requestId } : {}) } },
    { status: errorStatus[code], headers: requestId ? { ...headers, [REQUEST_ID_HEADER]: requestId } : headers },
  );
}

function failure(error: unknown, request: Request): Response {
  if (error instanceof ApiError) return failed(error.code, error.message, error.headers);
  if (error instanceof ZodError) return failed("bad_request", zodMessage(error));
  log.error({ route: routeOf(request), status: 500, requestId: currentRequestId(), ...errorFields(error) }, "request failed");
  return failed("internal_error", GENERIC_ERROR_MESSAGE);
}
