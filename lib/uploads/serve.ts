import "server-only";
import { ApiError } from "../http/errors";
import { fileStorage } from "../storage";

// Streams a stored file back: as an attachment (download) or inline (view), with its real type.

function contentDisposition(kind: "attachment" | "inline", name: string): string {
  const ascii = name.replace(/[^\x20-\x7e]/g, "_").replace(/["\\]/g, "_");
  return `${kind}; filename="${ascii}"; filename*=UTF-8''${encodeURIComponent(name)}`;
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
    "Content-Disposition": contentDisposition(disposition, file.originalName),
    "Cache-Control": "private, no-store",
    // An inline view runs nothing: no scripts, no forms, no plugins.
    "Content-Security-Policy": "default-src 'none'; style-src 'unsafe-inline'; sandbox",
  };
  if (body.size !== null) headers["Content-Length"] = String(body.size);
  return new Response(body.stream, { headers });
}
