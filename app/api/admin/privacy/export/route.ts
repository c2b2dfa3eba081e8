import { withAdmin } from "@/lib/auth/with-admin";
import { personRequestSchema } from "@/lib/contracts/admin-requests";
import { readJson } from "@/lib/http/body";
import { unservedMethods } from "@/lib/http/route";
import { exportPerson } from "@/lib/privacy";

export const dynamic = "force-dynamic";

// POST /api/admin/privacy/export — everything stored about an email address as one ZIP (data.json and the files).
export const POST = withAdmin(async (request) => {
  const { email } = await readJson(request, { schema: personRequestSchema, maxBytes: 4096 });
  return new Response(await exportPerson(email), {
    headers: { "Content-Type": "application/zip", "Content-Disposition": 'attachment; filename="personal-data.zip"', "Cache-Control": "private, no-store" },
  });
});

// Every other method: 405 in the error envelope, with Allow.
export const { GET, HEAD, PUT, PATCH, DELETE, OPTIONS } = unservedMethods(["POST"]);
