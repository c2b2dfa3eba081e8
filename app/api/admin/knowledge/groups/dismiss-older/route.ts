import { withAdmin } from "@/lib/auth/with-admin";
import { dismissOlderSchema } from "@/lib/contracts/admin-requests";
import { countOlder, dismissOlder } from "@/lib/knowledge/store";
import { readJson } from "@/lib/http/body";
import { unservedMethods } from "@/lib/http/route";

export const dynamic = "force-dynamic";

// GET /api/admin/knowledge/groups/dismiss-older?before=<ISO time> — how many waiting unanswered messages came before it (the confirmation's figure).
export const GET = withAdmin(async (request) => {
  const { before } = dismissOlderSchema.parse(Object.fromEntries(new URL(request.url).searchParams));
  return Response.json({ before, messages: await countOlder(new Date(before)) }, { headers: { "Cache-Control": "no-store" } });
});

// POST /api/admin/knowledge/groups/dismiss-older — { before }: every waiting unanswered message sent before it leaves the list (one statement).
export const POST = withAdmin(async (request) => {
  const { before } = await readJson(request, { schema: dismissOlderSchema, maxBytes: 1024 });
  return Response.json({ dismissed: await dismissOlder(new Date(before)) });
});

// Every other method: 405 in the error envelope, with Allow.
export const { PUT, PATCH, DELETE, OPTIONS } = unservedMethods(["GET", "POST"]);
