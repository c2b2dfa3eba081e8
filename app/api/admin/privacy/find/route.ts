import { withAdmin } from "@/lib/auth/with-admin";
import { personRequestSchema } from "@/lib/contracts/admin-requests";
import { readJson } from "@/lib/http/body";
import { unservedMethods } from "@/lib/http/route";
import { findPerson } from "@/lib/privacy";

export const dynamic = "force-dynamic";

// POST /api/admin/privacy/find — what is stored about an email address (the address stays out of URLs and logs).
export const POST = withAdmin(async (request) => {
  const { email } = await readJson(request, { schema: personRequestSchema, maxBytes: 4096 });
  return Response.json(await findPerson(email), { headers: { "Cache-Control": "no-store" } });
});

// Every other method: 405 in the error envelope, with Allow.
export const { GET, HEAD, PUT, PATCH, DELETE, OPTIONS } = unservedMethods(["POST"]);
