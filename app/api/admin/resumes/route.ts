import { withAdmin } from "@/lib/auth/with-admin";
import { resumeListQuerySchema } from "@/lib/contracts/admin-requests";
import type { ResumePage } from "@/lib/contracts/resume";
import { listResumes } from "@/lib/db/resumes";
import { unservedMethods } from "@/lib/http/route";

export const dynamic = "force-dynamic";

// GET /api/admin/resumes — résumé summaries (no text), newest first, a page at a time.
export const GET = withAdmin(async (request) => {
  const query = resumeListQuerySchema.parse(Object.fromEntries(new URL(request.url).searchParams));
  return Response.json((await listResumes(query)) satisfies ResumePage, { headers: { "Cache-Control": "no-store" } });
});

// Every other method: 405 in the error envelope, with Allow.
export const { POST, PUT, PATCH, DELETE, OPTIONS } = unservedMethods(["GET"]);
