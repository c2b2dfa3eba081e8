import { withAdmin } from "@/lib/auth/with-admin";
import { caseStudiesChanged } from "@/lib/cache";
import { caseStudyUpdateSchema } from "@/lib/contracts/admin-requests";
import type { CaseStudyDeleteResponse, CaseStudyWriteResponse } from "@/lib/contracts/case-studies";
import { updateCaseStudy } from "@/lib/db/case-studies";
import { readJson } from "@/lib/http/body";
import { unservedMethods } from "@/lib/http/route";
import { removeCaseStudy } from "@/lib/uploads/case-study-image";

export const dynamic = "force-dynamic";

// PUT or PATCH /api/case-studies/{id} — admin: update fields of a case study (the id never
// changes); `{ published: false }` unpublishes it (kept, hidden from visitors), `true` publishes it.
const update = withAdmin<{ id: string }>(async (request, { params: { id } }) => {
  const input = await readJson(request, { schema: caseStudyUpdateSchema, maxBytes: 256 * 1024 });
  const study = await updateCaseStudy(id, input);
  caseStudiesChanged(study.id);
  return Response.json({ caseStudy: study } satisfies CaseStudyWriteResponse);
});
export const PUT = update;
export const PATCH = update;

// DELETE /api/case-studies/{id} — admin: delete a case study and its uploaded images (404 when unknown).
export const DELETE = withAdmin<{ id: string }>(async (_request, { params: { id } }) => {
  return Response.json((await removeCaseStudy(id)) satisfies CaseStudyDeleteResponse);
});

// Every other method: 405 in the error envelope, with Allow.
export const { GET, HEAD, POST, OPTIONS } = unservedMethods(["PUT", "PATCH", "DELETE"]);
