import { withAdmin } from "@/lib/auth/with-admin";
import type { AdminCaseStudyListResponse } from "@/lib/contracts/case-studies";
import { listAdminCaseStudies } from "@/lib/db/case-studies";
import { unservedMethods } from "@/lib/http/route";

export const dynamic = "force-dynamic";

// GET /api/admin/case-studies — admin: every case study in order, the unpublished ones too, each
// with `published` (the public GET /api/case-studies lists only the published ones).
export const GET = withAdmin(async () => {
  return Response.json({ case_studies: await listAdminCaseStudies() } satisfies AdminCaseStudyListResponse);
});

// Every other method: 405 in the error envelope, with Allow.
export const { POST, PUT, PATCH, DELETE, OPTIONS } = unservedMethods(["GET"]);
