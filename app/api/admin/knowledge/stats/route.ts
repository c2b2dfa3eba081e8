import { withAdmin } from "@/lib/auth/with-admin";
import { knowledgeStats } from "@/lib/knowledge/store";
import { unservedMethods } from "@/lib/http/route";

export const dynamic = "force-dynamic";

// GET /api/admin/knowledge/stats — chat messages per Los Angeles day over the last 30 days, answered and unanswered.
export const GET = withAdmin(async () => Response.json(await knowledgeStats(), { headers: { "Cache-Control": "no-store" } }));

// Every other method: 405 in the error envelope, with Allow.
export const { POST, PUT, PATCH, DELETE, OPTIONS } = unservedMethods(["GET"]);
