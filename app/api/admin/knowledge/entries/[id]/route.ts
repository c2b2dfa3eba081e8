import { withAdmin } from "@/lib/auth/with-admin";
import { knowledgeChanged } from "@/lib/cache";
import { knowledgeEntrySchemas } from "@/lib/contracts/admin-requests";
import { deleteEntry, siteHost, updateEntry } from "@/lib/knowledge/store";
import { readJson } from "@/lib/http/body";
import { unservedMethods } from "@/lib/http/route";

export const dynamic = "force-dynamic";

const { update } = knowledgeEntrySchemas(siteHost());

// PUT /api/admin/knowledge/entries/{id} — any of an entry's fields; the entry as saved.
export const PUT = withAdmin<{ id: string }>(async (request, { params: { id } }) => {
  const input = await readJson(request, { schema: update, maxBytes: 128 * 1024 });
  const entry = await updateEntry(id, input);
  knowledgeChanged();
  return Response.json({ entry });
});

// DELETE /api/admin/knowledge/entries/{id} — the entries left, by position.
export const DELETE = withAdmin<{ id: string }>(async (_request, { params }) => {
  const entries = await deleteEntry(params.id);
  knowledgeChanged();
  return Response.json({ entries });
});

// Every other method: 405 in the error envelope, with Allow.
export const { GET, HEAD, POST, PATCH, OPTIONS } = unservedMethods(["PUT", "DELETE"]);
