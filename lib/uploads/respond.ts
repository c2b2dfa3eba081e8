import { ZodError } from "zod";
import { ApiError, errorStatus } from "../http/errors";
import { closeAfterRefusal, GENERIC_ERROR_MESSAGE, zodMessage } from "../http/route";

// POST /api/upload-pdf answers { success, message } (SPEC.md section 7), failures included.

export async function successEnvelope(request: Request, work: () => Promise<Record<string, unknown>>): Promise<Response> {
  try {
    return Response.json({ success: true, ...(await work()) });
  } catch (error) {
    return closeAfterRefusal(request, failure(error));
  }
}

function failure(error: unknown): Response {
  if (error instanceof ApiError) return Response.json({ success: false, message: error.message }, { status: error.status, headers: error.headers });
  if (error instanceof ZodError) return Response.json({ success: false, message: zodMessage(error) }, { status: errorStatus.bad_request });
  console.error("[upload] unhandled error", error);
  return Response.json({ success: false, message: GENERIC_ERROR_MESSAGE }, { status: errorStatus.internal_error });
}
