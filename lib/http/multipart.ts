import { stripControls } from "./controls";
import { readBodyBytes } from "./body";
import { ApiError } from "./errors";

// multipart/form-data with a byte limit enforced before the body is read: a declared
// Content-Length over the limit is refused at once, a chunked body is cut off at the limit.

/** Room for the form's text fields and the multipart boundaries around the file. */
export const MULTIPART_OVERHEAD_BYTES = 64 * 1024;

export async function readMultipart(request: Request, { maxFileBytes, tooLarge }: { maxFileBytes: number; tooLarge: string }): Promise<FormData> {
  const contentType = request.headers.get("content-type") ?? "";
  if (!/^multipart\/form-data;\s*boundary=/i.test(contentType)) {
    throw new ApiError("unsupported_media_type", "The request must be multipart/form-data");
  }
  let bytes: Uint8Array;
  try {
    bytes = await readBodyBytes(request, maxFileBytes + MULTIPART_OVERHEAD_BYTES);
  } catch (error) {
    if (error instanceof ApiError && error.code === "payload_too_large") throw new ApiError("payload_too_large", tooLarge);
    throw error;
  }
  try {
    return await new Response(bytes as BodyInit, { headers: { "content-type": contentType } }).formData();
  } catch {
    throw new ApiError("bad_request", "The form data could not be read");
  }
}

/** The uploaded file in a form field, within the size limit, as bytes. */
export async function fileField(form: FormData, name: string, { maxBytes, tooLarge, missing }: { maxBytes: number; tooLarge: string; missing: string }) {
  const value = form.get(name);
  if (!(value instanceof File) || value.size === 0) throw new ApiError("bad_request", missing);
  if (value.size > maxBytes) throw new ApiError("payload_too_large", tooLarge);
  return { file: value, bytes: new Uint8Array(await value.arrayBuffer()) };
}

/** A text field, without control characters (stripControls), trimmed and cut to `max` characters. */
export function textField(form: FormData, name: string, max = 10_000): string {
  const value = form.get(name);
  return typeof value === "string" ? stripControls(value).trim().slice(0, max) : "";
}

/** An uploaded file's name as stored: no control characters or path separators, at most 200 characters. */
export function uploadName(file: File, fallback: string): string {
  return (
    stripControls(file.name)
      .replace(/[\\/\n\t]/g, "_")
      .trim()
      .slice(0, 200) || fallback
  );
}
