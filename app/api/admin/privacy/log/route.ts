import { withAdmin } from "@/lib/auth/with-admin";
import { unservedMethods } from "@/lib/http/route";
import { listDeletionLog } from "@/lib/privacy";

export const dynamic = "force-dynamic";

// GET /api/admin/privacy/log — erasures and retention deletions, newest first: who, when, how many of what.
export const GET = withAdmin(async () => Response.json({ entries: await listDeletionLog() }, { headers: { "Cache-Control": "no-store" } }));

// Every other method: 405 in the error envelope, with Allow.
export const { POST, PUT, PATCH, DELETE, OPTIONS } = unservedMethods(["GET"]);
