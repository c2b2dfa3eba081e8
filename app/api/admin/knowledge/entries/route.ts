import { withAdmin } from "@/lib/auth/with-admin";
import { knowledgeChanged } from "@/lib/cache";
import { knowledgeEntrySchemas } from "@/lib/contracts/admin-requests";
import { createEntry, listAdminEntries, siteHost } from "@/lib/knowledge/store";
import { readJson } from "@/lib/http/body";
import { unservedMethods } from "@/lib/http/route";

export const dynamic = "force-dynamic";

const { create } = knowledgeEntrySchemas(siteHost());

// GET /api/admin/knowledge/entries — every knowledge entry by position, what entries may link to, and SITE_URL's host.
export const GET = withAdmin(async () => Response.json(await listAdminEntries(), { headers: { "Cache-Control": "no-store" } }));

// POST /api/admin/knowledge/entries — a new entry at the end; `fromKeys` (the group it answers) are marked reviewed with it.
export const POST = withAdmin(async (request) => {
  const input = await readJson(request, { schema: create, maxBytes: 256 * 1024 });
  const entry = await createEntry(input);
  knowledgeChanged();
  return Response.json({ entry }, { status: 201 });
});

// Every other method: 405 in the error envelope, with Allow.
export const { PUT, PATCH, DELETE, OPTIONS } = unservedMethods(["GET", "POST"]);
