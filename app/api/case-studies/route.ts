import { withAdmin } from "@/lib/auth/with-admin";
import { caseStudiesChanged } from "@/lib/cache";
import { caseStudyCreateSchema } from "@/lib/contracts/admin-requests";
import type { CaseStudyListResponse, CaseStudyWriteResponse } from "@/lib/contracts/case-studies";
import { caseStudyMap, createCaseStudy } from "@/lib/db/case-studies";
import { listCaseStudies } from "@/lib/db/content";
import { readJson } from "@/lib/http/body";
import { route, unservedMethods } from "@/lib/http/route";

export const dynamic = "force-dynamic";

// GET /api/case-studies — every published case study: a map by slug (modal) and a list (pages).
// Staff read the unpublished ones too from GET /api/admin/case-studies.
export const GET = route(async () => {
  const studies = await listCaseStudies();
  return Response.json({ caseStudies: caseStudyMap(studies), case_studies: studies } satisfies CaseStudyListResponse);
});

// POST /api/case-studies — admin: create a case study; its id is the slug of its title.
export const POST = withAdmin(async (request) => {
  const input = await readJson(request, { schema: caseStudyCreateSchema, maxBytes: 256 * 1024 });
  const study = await createCaseStudy(input);
  caseStudiesChanged(study.id);
  return Response.json({ caseStudy: study } satisfies CaseStudyWriteResponse, { status: 201 });
});

// Every other method: 405 in the error envelope, with Allow.
export const { PUT, PATCH, DELETE, OPTIONS } = unservedMethods(["GET", "POST"]);
