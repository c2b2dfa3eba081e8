import { withAdmin } from "@/lib/auth/with-admin";
import type { ResumeDetail } from "@/lib/contracts/resume";
import { getResume } from "@/lib/db/resumes";
import { ApiError } from "@/lib/http/errors";
import { unservedMethods } from "@/lib/http/route";

export const dynamic = "force-dynamic";

// GET /api/admin/resumes/{id} — one résumé with its full stored text.
export const GET = withAdmin<{ id: string }>(async (_request, { params }) => {
  const resume = await getResume(params.id);
  if (!resume) throw new ApiError("not_found", "Resume not found");
  return Response.json(resume satisfies ResumeDetail, { headers: { "Cache-Control": "no-store" } });
});

// Every other method: 405 in the error envelope, with Allow.
export const { POST, PUT, PATCH, DELETE, OPTIONS } = unservedMethods(["GET"]);
