import { withAdmin } from "@/lib/auth/with-admin";
import { leadExportQuerySchema } from "@/lib/contracts/admin-requests";
import { LEAD_CSV_HEADER, leadCsvRows } from "@/lib/admin/exports";
import { csvResponse } from "@/lib/leads/csv";
import { unservedMethods } from "@/lib/http/route";

export const dynamic = "force-dynamic";

// GET /api/admin/leads/export — the leads matching the list's filters (?status, ?source, ?q) as CSV.
export const GET = withAdmin(async (request) => {
  const filters = leadExportQuerySchema.parse(Object.fromEntries(new URL(request.url).searchParams));
  return csvResponse(`leads-${new Date().toISOString().slice(0, 10)}.csv`, LEAD_CSV_HEADER, leadCsvRows(filters));
});

// Every other method: 405 in the error envelope, with Allow.
export const { POST, PUT, PATCH, DELETE, OPTIONS } = unservedMethods(["GET"]);
