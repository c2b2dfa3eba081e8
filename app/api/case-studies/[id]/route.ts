import { withAdmin } from "@/lib/auth/with-admin";
import { caseStudiesChanged } from "@/lib/cache";
import { caseStudyUpdateSchema } from "@/lib/contracts/admin-requests";
import type { CaseStudyWriteResponse } from "@/lib/contracts/case-studies";
import { updateCaseStudy } from "@/lib/db/case-studies";
import { readJson } from "@/lib/http/body";
import { unservedMethods } from "@/lib/http/route";

export const dynamic = "force-dynamic";

// PUT /api/case-studies/{id} — admin: update fields of a case study (the id never changes).
export const PUT = withAdmin<{ id: string }>(async (request, { params: { id } }) => {
  const input = await readJson(request, { schema: caseStudyUpdateSchema, maxBytes: 256 * 1024 });
  const study = await updateCaseStudy(id, input);
  caseStudiesChanged(study.id);
  return Response.json({ caseStudy: study } satisfies CaseStudyWriteResponse);
});

// Every other method: 405 in the error envelope, with Allow.
export const { GET, HEAD, POST, PATCH, DELETE, OPTIONS } = unservedMethods(["PUT"]);
