import { withAdmin } from "@/lib/auth/with-admin";
import { unansweredGroupsQuerySchema } from "@/lib/contracts/admin-requests";
import type { UnansweredGroupsResponse } from "@/lib/contracts/knowledge";
import { listUnansweredGroups } from "@/lib/knowledge/store";
import { unservedMethods } from "@/lib/http/route";

export const dynamic = "force-dynamic";

// GET /api/admin/knowledge/groups — what visitors asked that the site could not answer, rephrasings grouped, asked by the most visitors first (?page, ?limit).
export const GET = withAdmin(async (request) => {
  const query = unansweredGroupsQuerySchema.parse(Object.fromEntries(new URL(request.url).searchParams));
  return Response.json((await listUnansweredGroups(query)) satisfies UnansweredGroupsResponse, { headers: { "Cache-Control": "no-store" } });
});

// Every other method: 405 in the error envelope, with Allow.
export const { POST, PUT, PATCH, DELETE, OPTIONS } = unservedMethods(["GET"]);
