import { route, unservedMethods } from "@/lib/http/route";
import { ApiError } from "@/lib/http/errors";
import { fileStorage } from "@/lib/storage";
import { PUBLIC_FOLDERS, folderOf } from "@/lib/storage/types";

const TYPES: Record<string, string> = { jpg: "image/jpeg", png: "image/png", gif: "image/gif", webp: "image/webp" };

// GET /uploads/{key} — public uploads on local disk (case-study images). Keys are unique, so the
// files never change: they are cached for a year. Private folders are never served here.
export const GET = route<{ key: string[] }>(async (_request, { params }) => {
  const key = params.key.join("/");
  const folder = folderOf(key);
  const type = TYPES[key.split(".").pop() ?? ""];
  if (!folder || !PUBLIC_FOLDERS.has(folder) || !type) throw new ApiError("not_found", "Not found");
  const body = await fileStorage().get(key);
  if (!body) throw new ApiError("not_found", "Not found");
  return new Response(body.stream, {
    headers: {
      "Content-Type": type,
      "Cache-Control": "public, max-age=31536000, immutable",
      ...(body.size !== null ? { "Content-Length": String(body.size) } : {}),
    },
  });
});

// Every other method: 405 in the error envelope, with Allow.
export const { POST, PUT, PATCH, DELETE, OPTIONS } = unservedMethods(["GET"]);
