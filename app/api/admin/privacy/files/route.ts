import { withAdmin } from "@/lib/auth/with-admin";
import { deleteNamedFilesRequestSchema } from "@/lib/contracts/admin-requests";
import { readJson } from "@/lib/http/body";
import { unservedMethods } from "@/lib/http/route";
import { deleteNamedFiles } from "@/lib/privacy";

export const dynamic = "force-dynamic";

// POST /api/admin/privacy/files — deletes other people's stored files an erasure listed (their text
// named the erased address), rows and files; the body says { confirm: true }. Logged with counts only.
export const POST = withAdmin(async (request, { auth }) => {
  const { files } = await readJson(request, { schema: deleteNamedFilesRequestSchema, maxBytes: 32_768 });
  return Response.json(await deleteNamedFiles(files, auth.actor));
});

// Every other method: 405 in the error envelope, with Allow.
export const { GET, HEAD, PUT, PATCH, DELETE, OPTIONS } = unservedMethods(["POST"]);
