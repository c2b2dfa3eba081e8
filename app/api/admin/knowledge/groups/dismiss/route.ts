import { withAdmin } from "@/lib/auth/with-admin";
import { dismissGroupSchema } from "@/lib/contracts/admin-requests";
import { dismissKeys } from "@/lib/knowledge/store";
import { readJson } from "@/lib/http/body";
import { unservedMethods } from "@/lib/http/route";

export const dynamic = "force-dynamic";

// POST /api/admin/knowledge/groups/dismiss — { keys }: the selected groups' unanswered messages (at most 2,000 keys) are marked reviewed and leave the list.
export const POST = withAdmin(async (request) => {
  const { keys } = await readJson(request, { schema: dismissGroupSchema, maxBytes: 512 * 1024 });
  return Response.json({ dismissed: await dismissKeys(keys) });
});

// Every other method: 405 in the error envelope, with Allow.
export const { GET, HEAD, PUT, PATCH, DELETE, OPTIONS } = unservedMethods(["POST"]);
