import { withAdmin } from "@/lib/auth/with-admin";
import { lowConfidenceQuerySchema } from "@/lib/contracts/admin-requests";
import { listLowConfidence } from "@/lib/knowledge/store";
import { unservedMethods } from "@/lib/http/route";

export const dynamic = "force-dynamic";

// GET /api/admin/knowledge/low-confidence — replies the concierge gave from weak evidence, still to check, newest first (?limit, ?cursor).
export const GET = withAdmin(async (request) => {
  const query = lowConfidenceQuerySchema.parse(Object.fromEntries(new URL(request.url).searchParams));
  return Response.json(await listLowConfidence(query), { headers: { "Cache-Control": "no-store" } });
});

// Every other method: 405 in the error envelope, with Allow.
export const { POST, PUT, PATCH, DELETE, OPTIONS } = unservedMethods(["GET"]);
