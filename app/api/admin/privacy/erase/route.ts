import { withAdmin } from "@/lib/auth/with-admin";
import { eraseRequestSchema } from "@/lib/contracts/admin-requests";
import { readJson } from "@/lib/http/body";
import { unservedMethods } from "@/lib/http/route";
import { erasePerson } from "@/lib/privacy";

export const dynamic = "force-dynamic";

// POST /api/admin/privacy/erase — deletes everything stored about an email address, files included; the
// body repeats the address and says { confirm: true }. Logged with who and the counts only.
export const POST = withAdmin(async (request, { auth }) => {
  const { email } = await readJson(request, { schema: eraseRequestSchema, maxBytes: 4096 });
  return Response.json(await erasePerson(email, auth.actor));
});

// Every other method: 405 in the error envelope, with Allow.
export const { GET, HEAD, PUT, PATCH, DELETE, OPTIONS } = unservedMethods(["POST"]);
