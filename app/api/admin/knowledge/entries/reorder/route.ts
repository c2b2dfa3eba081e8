import { withAdmin } from "@/lib/auth/with-admin";
import { knowledgeChanged } from "@/lib/cache";
import { entryReorderSchema } from "@/lib/contracts/admin-requests";
import { reorderEntries } from "@/lib/knowledge/store";
import { readJson } from "@/lib/http/body";
import { unservedMethods } from "@/lib/http/route";

export const dynamic = "force-dynamic";

// PUT /api/admin/knowledge/entries/reorder — { ids }: every entry in its new order; positions become 0..n-1.
export const PUT = withAdmin(async (request) => {
  const { ids } = await readJson(request, { schema: entryReorderSchema });
  const entries = await reorderEntries(ids);
  knowledgeChanged();
  return Response.json({ entries });
});

// Every other method: 405 in the error envelope, with Allow.
export const { GET, HEAD, POST, PATCH, DELETE, OPTIONS } = unservedMethods(["PUT"]);
