import { withAdmin } from "@/lib/auth/with-admin";
import { leadListQuerySchema } from "@/lib/contracts/admin-requests";
import { listLeads } from "@/lib/leads/store";
import { unservedMethods } from "@/lib/http/route";

export const dynamic = "force-dynamic";

// GET /api/admin/leads — leads, latest contact first (?status, ?source, ?q over name/email/company, ?limit, ?cursor).
export const GET = withAdmin(async (request) => {
  const query = leadListQuerySchema.parse(Object.fromEntries(new URL(request.url).searchParams));
  return Response.json(await listLeads(query), { headers: { "Cache-Control": "no-store" } });
});

// Every other method: 405 in the error envelope, with Allow.
export const { POST, PUT, PATCH, DELETE, OPTIONS } = unservedMethods(["GET"]);
