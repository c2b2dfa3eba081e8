import { withAdmin } from "@/lib/auth/with-admin";
import { leadUpdateSchema } from "@/lib/contracts/admin-requests";
import { getLeadDetail, updateLead } from "@/lib/leads/store";
import { readJson } from "@/lib/http/body";
import { ApiError } from "@/lib/http/errors";
import { unservedMethods } from "@/lib/http/route";

export const dynamic = "force-dynamic";

// GET /api/admin/leads/{id} — one lead: messages, attachments (view/download links), qualification, notifications.
export const GET = withAdmin<{ id: string }>(async (_request, { params }) => {
  const lead = await getLeadDetail(params.id);
  if (!lead) throw new ApiError("not_found", "Lead not found");
  return Response.json({ lead }, { headers: { "Cache-Control": "no-store" } });
});

// PATCH /api/admin/leads/{id} — staff's status and/or note.
export const PATCH = withAdmin<{ id: string }>(async (request, { params: { id } }) => {
  const update = await readJson(request, { schema: leadUpdateSchema, maxBytes: 16 * 1024 });
  return Response.json({ lead: await updateLead(id, update) });
});

// Every other method: 405 in the error envelope, with Allow.
export const { POST, PUT, DELETE, OPTIONS } = unservedMethods(["GET", "PATCH"]);
