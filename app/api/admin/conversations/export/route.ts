import { withAdmin } from "@/lib/auth/with-admin";
import { CONVERSATION_CSV_HEADER, conversationCsvRows } from "@/lib/admin/exports";
import { csvResponse } from "@/lib/leads/csv";
import { unservedMethods } from "@/lib/http/route";

export const dynamic = "force-dynamic";

// GET /api/admin/conversations/export — every logged message with its conversation's contact, as CSV.
export const GET = withAdmin(async () =>
  csvResponse(`conversations-${new Date().toISOString().slice(0, 10)}.csv`, CONVERSATION_CSV_HEADER, conversationCsvRows()),
);

// Every other method: 405 in the error envelope, with Allow.
export const { POST, PUT, PATCH, DELETE, OPTIONS } = unservedMethods(["GET"]);
