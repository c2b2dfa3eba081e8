import "server-only";
import { ApiError } from "../http/errors";
import { FILE_CSP, PDF_VIEW_CSP } from "../http/security-headers";
import { fileStorage } from "../storage";
import { downloadName } from "../storage/download-name";

// Streams a stored file back: as an attachment (download) or inline (view), with its real type.

/**
 * The header that names a stored file: `filename*` (RFC 5987/8187) carries the real name, with
 * every character outside its attr-char set percent-encoded (encodeURIComponent leaves ' ( ) *
 * as they are, which the RFC does not allow there).
 */
export function contentDisposition(kind: "attachment" | "inline", name: string): string {
  // The quoted name is for old clients: ASCII only, and no quote, backslash or percent sign
  // (some browsers percent-decode it).
  const ascii = name.replace(/[^\x20-\x7e]/g, "_").replace(/["\\%]/g, "_");
  const encoded = encodeURIComponent(name).replace(/['()*]/g, (char) => `%${char.charCodeAt(0).toString(16).toUpperCase()}`);
  return `${kind}; filename="${ascii}"; filename*=UTF-8''${encoded}`;
}

/** The policy a stored file is sent with: sandboxed, except a PDF viewed inline (PDF_VIEW_CSP). */
export function fileCsp(mimeType: string, disposition: "attachment" | "inline"): string {
  return disposition === "inline" && mimeType === "application/pdf" ? PDF_VIEW_CSP : FILE_CSP;
}

/** A file route's handler whose answers (errors too) get the sandbox policy unless the handler chose one. */
export function withFilePolicy<A extends unknown[]>(handler: (...args: A) => Promise<Response>): (...args: A) => Promise<Response> {
  return async (...args) => {
    const response = await handler(...args);
    if (!response.headers.has("Content-Security-Policy")) response.headers.set("Content-Security-Policy", FILE_CSP);
    return response;
  };
}

export async function serveStoredFile(
  file: { storageKey: string; mimeType: string; originalName: string } | null,
  disposition: "attachment" | "inline",
): Promise<Response> {
  if (!file) throw new ApiError("not_found", "File not found");
  const body = await fileStorage().get(file.storageKey);
  if (!body) throw new ApiError("not_found", "The file is missing from storage");
  const headers: Record<string, string> = {
    "Content-Type": file.mimeType,
    "Content-Disposition": contentDisposition(disposition, downloadName(file)),
    "Cache-Control": "private, no-store",
    // next.config.ts sends FILE_CSP on the download paths too; the inline view relies on this one.
    "Content-Security-Policy": fileCsp(file.mimeType, disposition),
  };
  if (body.size !== null) headers["Content-Length"] = String(body.size);
  return new Response(body.stream, { headers });
}
