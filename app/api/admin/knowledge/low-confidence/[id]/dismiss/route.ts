import { withAdmin } from "@/lib/auth/with-admin";
import { dismissLowConfidence } from "@/lib/knowledge/store";
import { unservedMethods } from "@/lib/http/route";

export const dynamic = "force-dynamic";

// POST /api/admin/knowledge/low-confidence/{id}/dismiss — "Looks right": the reply leaves the list (404 unless it is a low-confidence one).
export const POST = withAdmin<{ id: string }>(async (_request, { params }) => {
  return Response.json({ dismissed: await dismissLowConfidence(params.id) });
});

// Every other method: 405 in the error envelope, with Allow.
export const { GET, HEAD, PUT, PATCH, DELETE, OPTIONS } = unservedMethods(["POST"]);
